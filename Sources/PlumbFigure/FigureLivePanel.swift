import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The live panel: the layout at 1 CSS px per point, in a box the reader
/// resizes with the browser's own handle, exact at every width without a
/// script.
///
/// The panel is a CSS size container whose content-box width is the root
/// width W, so `100cqw` is W: a length `a + b·W` is `calc(a px + 100b cqw)`.
/// Each piece of the live layout becomes one `@container` rule holding the
/// lengths that differ from the first piece's (which are the base rules), so
/// a view that never changes costs one rule.
///
/// Markup contract (docs/site.md, "Live figures"): `.plumb-live` with
/// `data-live-min`/`data-live-max`, `data-live-breaks` (piece boundaries);
/// inside, `.plumb-canvas` and one `data-view` element per declared view and
/// guide, nested like the view tree.
struct FigureLivePanel {
    let live: LiveLayout
    let block: LayoutBlock
    let id: String
    let stops: FigureWidthStops
    let words: FigureWords
    /// Views whose names a snapshot leaves out over their subviews' text
    /// (`FigureRenderer.namesOverText`): left out here too, and the
    /// overlay's labels need not keep clear of them.
    let unnamedViews: Set<String>
    /// Worked out once: each view's texts across the range, and the sets of
    /// unmet constraints, both looked up per piece.
    private let variants: [String: [TextVariant]]
    private let statuses: [[StatusEntry]]
    private let notation: any LayoutNotation
    private let indexByName: [String: Int]
    /// The overlay's spacing marks, one per run of pieces drawn alike.
    private let marks: FigureLiveMarks
    private let markRuns: [FigureLiveMarks.Run]
    /// Where labels are cut with "…", views a tie moves somewhere in the
    /// range, and scroll views with content outside their frame somewhere.
    private let cut: FigureLiveTruncation
    private let tiedAnywhere: Set<String>
    private let veils: Set<String>
    /// Scroll views with a content size in some piece: they get the second
    /// veil, over what lies past it (`FigureLiveOffscreen`).
    private let contentSized: Set<String>

    /// `notation`: how the status line quotes a constraint, in the block's
    /// own terms (a code block's code, as its diagnostics do).
    init(live: LiveLayout, block: LayoutBlock, id: String, breakpoints: [Breakpoint] = [], words: FigureWords = .english,
         notation: any LayoutNotation = BlockNotation(), unnamedViews: Set<String> = []) {
        self.live = live
        self.unnamedViews = unnamedViews
        self.block = block
        self.id = id
        self.words = words
        self.notation = notation
        stops = FigureWidthStops(live: live, breakpoints: breakpoints, panelID: id, words: words)
        indexByName = Dictionary(block.items.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var variants: [String: [TextVariant]] = [:]
        for item in block.items {
            var out: [TextVariant] = []
            for piece in live.pieces {
                let p = piece.properties[item.name] ?? item.properties
                let v = FigureLivePanel.variant(item, p)
                if !out.contains(v) { out.append(v) }
            }
            variants[item.name] = out
        }
        self.variants = variants
        var statuses: [[StatusEntry]] = []
        for p in live.pieces {
            let s = FigureLivePanel.status(p, block, notation)
            if !statuses.contains(s) { statuses.append(s) }
        }
        self.statuses = statuses
        marks = FigureLiveMarks(live: live, block: block, id: id, unnamedViews: unnamedViews)
        markRuns = marks.runs()
        cut = FigureLiveTruncation(live: live, block: block, id: id)
        tiedAnywhere = Set(live.pieces.flatMap(\.tiedViews))
        veils = Set(block.items.filter { item in live.pieces.contains { FigureLiveOffscreen(scroll: item, piece: $0).reachesOutside } }.map(\.name))
        contentSized = Set(live.pieces.flatMap(\.contentSizes.keys))
    }

    /// Items drawn, with their index (their CSS class `vN`).
    private var items: [(index: Int, item: LayoutItem)] {
        block.items.enumerated().map { ($0.offset, $0.element) }
    }


    func markup() -> Markup {
        guard !live.pieces.isEmpty else { return Markup() }
        let breaks = live.pieces.dropFirst().map { boundary($0.lower) }
        return FigureLivePanel.shell(id: id, words: words, lower: live.lower, upper: live.upper, breaks: breaks, direction: live.direction, stops: stops,
                                     caption: FigureLiveCaption(live: live, block: block, words: words).sentences(), css: css()) { contents(into: &$0) }
    }

    /// What the container holds: the canvas with every view, and the
    /// status line.
    func contents(into out: inout Markup) {
        out.open("div", [.init("class", "plumb-canvas plumb-live-canvas")])
        out.newline()
        for child in block.root.children { view(child, into: &out) }
        marks.markup(markRuns, into: &out)
        out.close("div")
        out.newline()
        statusLine(into: &out)
    }

    /// The panel around a live layout: its title, the resizable container
    /// (`id`, the range and its piece boundaries: the markup contract) with
    /// what `contents` puts in it, the caption and the style sheet.
    static func shell(id: String, words: FigureWords, lower: Double, upper: Double, breaks: [String], direction: LayoutDirection, stops: FigureWidthStops,
                      caption: String, css: String, contents: (inout Markup) -> Void) -> Markup {
        var out = Markup()
        let min = HTML.number(lower), max = HTML.number(upper)
        out.open("div", [.init("class", "plumb-live-panel"), .init("id", "\(id)-panel")])
        out.newline()
        out.element("div", [.init("class", "plumb-panel-title")], text: words("figureLiveTitle", ["min": min, "max": max]))
        out.newline()
        out.append(stops.markup())
        out.open("div", [.init("class", "plumb-live-scroll")])
        out.newline()
        out.open("div", [.init("class", "plumb-live"), .init("id", id), .init("data-live-min", min), .init("data-live-max", max),
                         .init("data-live-breaks", breaks.joined(separator: " ")),
                         .init("style", "width:min(\(max)px, calc(100% - 7px));min-width:\(min)px;max-width:\(max)px"),
                         .init("dir", direction.rawValue), .init("role", "img"),
                         .init("aria-label", words("figureLiveDescription", ["min": min, "max": max]))])
        out.newline()
        contents(&out)
        out.close("div")
        out.newline()
        out.close("div")
        out.newline()
        if !caption.isEmpty {
            out.element("p", [.init("class", "plumb-live-caption")], text: caption)
            out.newline()
        }
        out.styleSheet(stops.css() + css)
        out.newline()
        out.close("div")
        out.newline()
        return out
    }

    /// A boundary as the CSS and `data-live-breaks` write it: to a millionth
    /// of a point, the precision the sweep finds jumps to.
    func boundary(_ w: Double) -> String { NumberText.exact((w * 1e6).rounded() / 1e6) }

    // MARK: What holds where

    /// One thing the status line says of a piece: a constraint that breaks
    /// or gives way there (its line and its text), or the views a tie moves.
    /// The line stays a number until the words of the page's language frame it.
    enum StatusEntry: Equatable {
        case broken(line: Int, constraint: String), givesWay(line: Int, constraint: String), tie([String])
    }

    /// What the status line says of a piece.
    private static func status(_ p: LivePiece, _ block: LayoutBlock, _ notation: any LayoutNotation) -> [StatusEntry] {
        func line(_ i: Int) -> Int { block.constraints[i].location.line }
        func text(_ i: Int) -> String { notation.constraint(block.constraints[i]) }
        return p.broken.map { .broken(line: line($0), constraint: text($0)) }
            + p.givingWay.map { .givesWay(line: line($0), constraint: text($0)) }
            + (p.tiedViews.isEmpty ? [] : [.tie(p.tiedViews)])
    }

    /// Under the canvas, inside the container so that container queries
    /// reach it: which constraints break or give way at the width shown,
    /// and which views a tie leaves to UIKit's choice.
    private func statusLine(into out: inout Markup) {
        let all = statuses
        guard all.contains(where: { !$0.isEmpty }) else { return }
        out.element("div", [.init("class", "plumb-live-status")]) { div in
            for (k, entries) in all.enumerated() {
                div.element("p", [.init("class", "s\(k)")]) { p in
                    if entries.isEmpty { p.text(words("figureAllHold")) }
                    for (i, entry) in entries.enumerated() {
                        if i > 0 { p.text(" ") }
                        let (cls, label, text): (String, String, String)
                        switch entry {
                        case .broken(let line, let c): (cls, label, text) = ("plumb-broken", words("figureBrokenAt", ["line": "\(line)"]), c)
                        case .givesWay(let line, let c): (cls, label, text) = ("plumb-gives", words("figureGivesWayAt", ["line": "\(line)"]), c)
                        case .tie(let views): (cls, label, text) = ("plumb-tie", words("figureTied"), views.joined(separator: ", "))
                        }
                        p.element("span", [.init("class", cls)]) {
                            $0.text(label)
                            $0.element("code", text: text)
                        }
                    }
                }
            }
        }
        out.newline()
    }

    // MARK: Elements

    private func view(_ item: LayoutItem, into out: inout Markup) {
        guard let index = indexByName[item.name] else { return }
        if item.isGuide {
            out.element("div", [.init("class", "plumb-guide v\(index)"), .init("data-view", item.name)]) { div in
                div.element("span", [.init("class", "plumb-guide-name")], text: item.name)
                for child in item.children { view(child, into: &div) }
            }
            out.newline()
            return
        }
        let kind = item.viewKind ?? .view
        let p = item.properties
        var classes = "plumb-view plumb-\(kind.rawValue) v\(index)" + FigureControls.classes(kind, p)
        if live.ambiguous.contains(item.name) { classes += " plumb-ambiguous" }
        out.open("div", [.init("class", classes), .init("data-view", item.name)])
        out.append(FigureControls.decoration(kind, p) { $0 == 0 ? "0" : "\(HTML.number($0))px" })
        let variants = textVariants(item)
        if kind.showsText {
            for (k, variant) in variants.enumerated() {
                var style = "font-size:\(HTML.number(variant.fontSize))px"
                if kind == .label && variant.lines != 1 { style += ";white-space:normal" }
                if kind == .field { style += ";padding:0 7px" }
                let cls = (variants.count > 1 ? " t\(k)" : "") + (variant.isPlaceholder ? " plumb-placeholder" : "") + (variant.bold ? " plumb-bold" : "")
                out.open("span", [.init("class", "plumb-text\(cls)"), .init("style", style)])
                if cut.truncates(item.name) {
                    // Inside a flex box, `text-overflow` needs an element of
                    // its own: the "…" is switched on where UILabel cuts.
                    let clamp = variant.lines == 1 ? [] : [Markup.Attribute("style", "-webkit-line-clamp:\(variant.lines)")]
                    out.open("span", [.init("class", variant.lines == 1 ? "plumb-cut" : "plumb-cut plumb-cut-lines")] + clamp)
                    out.drawnText(variant.text)
                    out.close("span")
                } else {
                    out.drawnText(variant.text)
                }
                out.close("span")
            }
        } else if FigureControls.showsName(kind, p) && !unnamedViews.contains(item.name) {
            FigureControls.nameTag(item, into: &out)
        }
        if kind == .scroll { out.element("div", [.init("class", "plumb-content-extent c\(index)")], text: "") }
        if tiedAnywhere.contains(item.name) { out.element("span", [.init("class", "plumb-live-tie"), .init("aria-hidden", "true")], text: "") }
        out.newline()
        for child in item.children { view(child, into: &out) }
        if veils.contains(item.name) {
            out.element("div", [.init("class", "plumb-offscreen o\(index)")], text: "")
            if contentSized.contains(item.name) {
                out.element("div", [.init("class", "plumb-unreachable u\(index)")], text: "")
            }
            out.newline()
        }
        out.close("div")
        out.newline()
    }

    private struct TextVariant: Equatable {
        let text: String
        let fontSize: Double
        /// Drawn in the bold face (`FontWeight.drawsBold`).
        let bold: Bool
        let lines: Int
        var isPlaceholder = false
    }

    private static func variant(_ item: LayoutItem, _ p: ItemProperties) -> TextVariant {
        let (text, isPlaceholder) = p.shownText(as: item.viewKind ?? .view)
        return TextVariant(text: text, fontSize: p.fontSize, bold: p.fontWeight.drawsBold, lines: p.lines, isPlaceholder: isPlaceholder)
    }

    /// The distinct texts a view shows across the range (`when` lines may
    /// change them), in order of first appearance.
    private func textVariants(_ item: LayoutItem) -> [TextVariant] { variants[item.name] ?? [] }

    // MARK: CSS

    /// A length `a + b·W` in CSS, where `100cqw` is W. Rounded to 1/10,000
    /// px and a slope of 10⁻⁸: within a thousandth of a pixel at any width
    /// a page shows.
    static func length(_ f: Affine) -> String {
        let a = (f.intercept * 1e4).rounded() / 1e4
        let b = (f.slope * 100 * 1e8).rounded() / 1e8
        if b == 0 { return a == 0 ? "0" : "\(NumberText.exact(a))px" }
        if a == 0 { return "\(NumberText.exact(b))cqw" }
        return "calc(\(NumberText.exact(a))px \(b < 0 ? "-" : "+") \(NumberText.exact(abs(b)))cqw)"
    }

    /// A size that may run negative somewhere in `lower...upper` is drawn
    /// empty there, as in the snapshots.
    private static func size(_ f: Affine, _ lower: Double, _ upper: Double) -> String {
        min(f.at(lower), f.at(upper)) < 0 ? "max(0px, \(length(f)))" : length(f)
    }

    /// Every declaration of piece `p`, by selector.
    private func declarations(_ p: LivePiece) -> [(selector: String, declarations: [String])] {
        var out: [(String, [String])] = []
        let all = statuses
        if all.contains(where: { !$0.isEmpty }), let shown = all.firstIndex(of: FigureLivePanel.status(p, block, notation)) {
            for k in all.indices { out.append(("#\(id) .plumb-live-status > .s\(k)", [k == shown ? "display:block" : "display:none"])) }
        }
        var canvas = ["height:\(FigureLivePanel.size(p.height, p.lower, p.upper))"]
        if !veils.isEmpty {
            // Room under the canvas for scroll content below the root: the
            // panel clips at its own box, and the veil is to be seen.
            let geometry = FigureLiveGeometry(piece: p, direction: live.direction)
            let below = block.items.filter { veils.contains($0.name) }.flatMap { FigureLiveOffscreen(scroll: $0, piece: p).belowRoot(geometry) }
            canvas.append("margin-bottom:\(FigureLiveOffscreen.extreme(true, [.zero] + below, p))")
        }
        out.append(("#\(id) .plumb-live-canvas", canvas))
        for (index, item) in items {
            guard let f = p.frames[item.name] else { continue }
            var d = ["left:\(FigureLivePanel.length(f.x))", "top:\(FigureLivePanel.length(f.y))",
                     "width:\(FigureLivePanel.size(f.width, p.lower, p.upper))", "height:\(FigureLivePanel.size(f.height, p.lower, p.upper))"]
            let props = p.properties[item.name] ?? item.properties
            if !item.isGuide {
                d.append(props.hidden ? "opacity:.35" : "opacity:1")
                d.append("--plumb-own-fill:\(props.color ?? "initial")")
                // A view of a constraint that breaks here is ringed in red
                // only at these widths, as the status line names it.
                d.append(brokenViews(p).contains(item.name) ? "box-shadow:0 0 0 2px var(--plumb-red)" : "box-shadow:none")
            }
            out.append(("#\(id) .v\(index)", d))
            if item.isGuide {
                // The live panel is drawn at 1 px per point.
                let fits = FigureLabels.guideNameFits(item.name, width: min(f.width.at(p.lower), f.width.at(p.upper)),
                                                      height: min(f.height.at(p.lower), f.height.at(p.upper)), scale: 1)
                out.append(("#\(id) .v\(index) > .plumb-guide-name", [fits ? "display:block" : "display:none"]))
            }
            let variants = textVariants(item)
            if variants.count > 1 {
                let shown = variants.firstIndex(of: FigureLivePanel.variant(item, props)) ?? 0
                for k in variants.indices { out.append(("#\(id) .v\(index) > .t\(k)", [k == shown ? "display:flex" : "display:none"])) }
            }
            if let c = p.contentSizes[item.name] {
                out.append(("#\(id) .c\(index)", ["left:0", "top:0", "width:\(FigureLivePanel.size(c.width, p.lower, p.upper))",
                                                  "height:\(FigureLivePanel.size(c.height, p.lower, p.upper))"]))
            }
            if tiedAnywhere.contains(item.name) {
                // Ringed dashed where a tie leaves its frame to UIKit's choice.
                out.append(("#\(id) .v\(index) > .plumb-live-tie", [p.tiedViews.contains(item.name) ? "visibility:visible" : "visibility:hidden"]))
            }
            if veils.contains(item.name) {
                out.append(("#\(id) .o\(index)", FigureLiveOffscreen(scroll: item, piece: p).declarations()))
                if contentSized.contains(item.name) {
                    out.append(("#\(id) .u\(index)", FigureLiveOffscreen(scroll: item, piece: p).unreachableDeclarations()))
                }
            }
        }
        return out
    }

    /// The base rules (the first piece) and, per later piece, a container
    /// query with what differs from the base.
    func css() -> String {
        guard let first = live.pieces.first else { return "" }
        let base = declarations(first)
        var out = ""
        for (selector, d) in base {
            // `--plumb-own-fill:initial` and full opacity are the stylesheet's
            // defaults: the base rule leaves them out.
            let kept = d.filter { !["opacity:1", "--plumb-own-fill:initial", "display:flex", "display:block", "box-shadow:none"].contains($0) }
            if !kept.isEmpty { out += "\(selector){\(kept.joined(separator: ";"))}\n" }
        }
        var baseBySelector: [String: Set<String>] = [:]
        for (selector, d) in base { baseBySelector[selector] = Set(d) }
        for (i, piece) in live.pieces.enumerated().dropFirst() {
            var rules = ""
            for (selector, d) in declarations(piece) {
                let changed = d.filter { !(baseBySelector[selector]?.contains($0) ?? false) }
                if !changed.isEmpty { rules += "\(selector){\(changed.joined(separator: ";"))}\n" }
            }
            guard !rules.isEmpty else { continue }
            var query = "(\(boundary(piece.lower))px \(piece.includesLower ? "<=" : "<") width"
            if i < live.pieces.count - 1 {
                query += " \(live.pieces[i + 1].includesLower ? "<" : "<=") \(boundary(piece.upper))px"
            }
            query += ")"
            out += "@container plumb-live \(query){\n\(rules)}\n"
        }
        return out + cut.css() + marks.css(markRuns)
    }

    /// The views a constraint broken in piece `p` relates (not the root).
    private func brokenViews(_ p: LivePiece) -> Set<String> {
        Set(p.broken.filter { $0 < block.constraints.count }.flatMap { block.constraints[$0].views }.filter { $0 != block.root.name })
    }
}
