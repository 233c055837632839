import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Draws a solved block as HTML: for each breakpoint, a canvas at the
/// breakpoint's size with every view absolutely positioned and nested like
/// the view tree, an SVG overlay that explains the solution, a text
/// description for assistive technology; then a legend, the block's
/// diagnostics and a table of its constraints at every breakpoint.
///
/// Markup contract (for tests, ours and users'): the figure carries
/// `data-block` (the block's line in its file), each breakpoint panel
/// `data-width` (and `data-direction`), each view element `data-view`; the
/// live panel (`FigureLivePanel`), when the block has a live range, comes
/// first. A block with named variants is drawn once per variant, behind
/// tabs (`FigureVariantTabs`).
///
/// Geometry scales with the column without changing: the canvas is a CSS
/// container and every length is `calc(100cqw * v / W)`, exact to the
/// browser's 1/64 px at full size.
public struct FigureRenderer {
    /// The page's column, as the site's theme lays it out.
    public let column: PageColumn
    /// The words around the drawing, in the page's language.
    public var words: FigureWords

    /// Set while drawing a named variant's tab (`FigureVariantTabs`).
    var variantMarking: FigureVariantMarking?

    public init(column: PageColumn, words: FigureWords = .english) {
        self.column = column
        self.words = words
    }

    /// The block's text for the figure's Source disclosure, highlighted by
    /// the caller (the site's highlighter).
    public struct Source {
        public let html: String
        public let open: Bool
        /// The page's line of the block's first line, shown beside it (the
        /// lines the figure's notes cite); nil for a block included from
        /// another file, whose notes name that file's lines.
        public let numbering: Numbering?
        public init(html: String, open: Bool, numbering: Numbering? = nil) {
            self.html = html
            self.open = open
            self.numbering = numbering
        }

        /// The block's text, whose lines are numbered from `firstLine`.
        public struct Numbering {
            public let code: String
            public let firstLine: Int
            public init(code: String, firstLine: Int) {
                self.code = code
                self.firstLine = firstLine
            }
        }
    }

    /// The figure's element id, from the line its block starts on: what a
    /// page's links (`#fig-12`) and its table of figures use.
    public static func figureID(line: Int) -> String { "fig-\(line)" }

    /// `code`: the layout as code, for the Code disclosure (`FigureCode`).
    public func render(_ solved: SolvedBlock, source: Source? = nil, code: FigureCode? = nil) -> String {
        let id = FigureRenderer.figureID(line: solved.line)
        var out = Markup()
        out.open("figure", [.init("class", "plumb-figure"), .init("data-block", "\(solved.line)"), .init("id", id)])
        out.newline()
        if let caption = solved.block.caption {
            out.element("figcaption", text: caption)
            out.newline()
        }
        if solved.breakpoints.isEmpty {
            out.element("p", [.init("class", "plumb-unsolved")], text: words("figureNotSolved"))
            out.newline()
        } else if !solved.namedVariants.isEmpty {
            out.append(FigureVariantTabs(renderer: self, solved: solved, id: id).markup())
        } else {
            out.append(drawing(solved, id: id))
            out.append(FigureSolvingSteps(solved: solved, words: words).markup())
        }
        // A figure with variants has its diagnostics and table per tab, inside it.
        if solved.namedVariants.isEmpty || solved.breakpoints.isEmpty {
            out.append(FigureNotes.diagnostics(solved, words: words))
            out.append(FigureNotes.constraintTable(solved, words: words))
        }
        if let source {
            out.element("details", [.init("class", "plumb-source"), .flag("open", source.open)]) {
                $0.element("summary", text: words("figureSource"))
                if let numbering = source.numbering {
                    $0.append(CodeLineNumbers.pre(code: numbering.code, html: source.html, language: "layout", firstLine: numbering.firstLine))
                } else {
                    $0.element("pre") { $0.element("code", [.init("class", "language-layout")]) { $0.append(Markup(trusted: source.html)) } }
                }
            }
            out.newline()
        }
        if let code { out.append(FigureCodeDisclosure.markup(code, figureID: id, words: words)) }
        out.close("figure")
        out.newline()
        return out.html
    }

    /// The live panel, when the block has one, then the breakpoints.
    func drawing(_ solved: SolvedBlock, id: String) -> Markup {
        // The breakpoints are drawn first: the live panel, drawn at the
        // widths between, leaves out the names they all leave out (a chat
        // bubble's over its message) and shows one a snapshot shows (the
        // card's, clear of its two-line title at 375).
        var snapshots = Markup()
        let unnamed = breakpoints(solved, id: id, into: &snapshots)
        var out = Markup()
        if case .success(let live) = solved.live {
            out.append(FigureLivePanel(live: live, block: solved.block, id: "\(id)-live",
                                       breakpoints: solved.breakpoints.map(\.breakpoint), words: words,
                                       notation: solved.parsed.notation, unnamedViews: unnamed).markup())
        }
        // A tree that changes with the size class: one panel whose
        // boxes snap to the other class's tree where the class changes.
        if !solved.liveVariants.isEmpty {
            out.append(FigureSizeClassLivePanel(parts: solved.liveVariants, id: "\(id)-live",
                                                breakpoints: solved.breakpoints.map(\.breakpoint), words: words,
                                                notation: solved.parsed.notation, unnamedViews: unnamed).markup())
        }
        out.append(snapshots)
        return out
    }

    /// The breakpoints' panels, side by side or behind CSS-only tabs, and
    /// the legend of the marks they use. Returns the views whose names
    /// every panel leaves out.
    private func breakpoints(_ solved: SolvedBlock, id: String, into out: inout Markup) -> Set<String> {
        let total = solved.breakpoints.reduce(0) { $0 + $1.width } + 24 * Double(solved.breakpoints.count - 1)
        let tabs = total > column.width && solved.breakpoints.count > 1
        out.open("div", [.init("class", "plumb-breakpoints \(tabs ? "plumb-tabs" : "plumb-side")")])
        out.newline()
        if tabs {
            for (i, s) in solved.breakpoints.enumerated() {
                out.open("input", [.init("type", "radio"), .init("name", "\(id)-tab"), .init("id", "\(id)-tab-\(i)"), .flag("checked", i == 0)])
                out.element("label", [.init("for", "\(id)-tab-\(i)")], text: tabTitle(s, all: solved.breakpoints))
                out.newline()
            }
        }
        var marks = Set<FigureMark>()
        // Left out by every panel that draws the view: one drawn in one
        // class's tree only is judged by that class's panels.
        var leftOutSomewhere = Set<String>(), namedSomewhere = Set<String>()
        for (i, s) in solved.breakpoints.enumerated() {
            // A tree that changes with the size class: each breakpoint is
            // drawn with its own (`HierarchyVariant`).
            let drawing = solved.drawing(breakpoint: i)
            let leftOut = panel(drawing, s, id: "\(id)-\(i)", into: &out, marks: &marks)
            leftOutSomewhere.formUnion(leftOut)
            for item in drawing.block.items where s.frames[item.name] != nil && !s.properties(of: item).hidden && !leftOut.contains(item.name) {
                namedSomewhere.insert(item.name)
            }
        }
        out.close("div")
        out.newline()
        out.append(FigureLegend.markup(for: marks, words: words))
        return leftOutSomewhere.subtracting(namedSomewhere)
    }

    /// The frame's shape beyond its width: the room reserved right of and
    /// under the canvas for views outside it, and the label lanes under it.
    private func aspectAndLanes(w: Double, h: Double, right: Double, bottom: Double, lanes: Int) -> String {
        var style = ""
        if right > w || bottom > h { style += ";aspect-ratio:\(HTML.number(right))/\(HTML.number(bottom))" }
        // The lanes' room is added under the drawing: with the theme's
        // border-box sizing an aspect-ratio frame would take the padding out
        // of the drawing's own height and the lanes would hang below it.
        if lanes > 0 {
            if right > w || bottom > h { style += ";box-sizing:content-box" }
            style += ";padding-bottom:\(HTML.number(2 + Double(lanes) * FigureLabels.laneHeight))px"
        }
        return style
    }

    private func tabTitle(_ s: BreakpointSolution, all: [BreakpointSolution]) -> String {
        var title: String
        if case .device(let d) = s.breakpoint { title = words.device(d) } else { title = HTML.number(s.width) }
        if Set(all.map(\.direction)).count > 1 { title += " " + s.direction.rawValue.uppercased() }
        return title
    }

    /// Returns the views whose names it leaves out (`namesOverText`).
    private func panel(_ solved: SolvedBlock, _ s: BreakpointSolution, id: String, into out: inout Markup, marks: inout Set<FigureMark>) -> Set<String> {
        let w = s.width, h = max(s.height, 1)
        let geometry = FigureGeometry(s)
        // Side by side, panels share the column in proportion to their
        // widths, so that every canvas is drawn at nearly the same scale.
        // Views outside the canvas (a scroll view's content, a broken
        // constraint's victim) get room reserved below and to the right, so
        // they never cover what follows the figure.
        let (right, bottom) = extent(s, geometry)
        // A drawing too wide to show its text at 11 px in the narrowest
        // column keeps that scale and scrolls sideways there instead.
        let readable = FigureReadableScale.minimum(solved.block, s)
        let scrolls = right * readable > column.narrowest
        out.open("div", [.init("class", scrolls ? "plumb-panel plumb-wide" : "plumb-panel"), .init("data-width", number: w),
                         .init("data-height", number: s.height), .init("data-direction", s.direction.rawValue),
                         .init("style", "flex-grow:\(HTML.number(w))")])
        out.newline()
        out.element("div", [.init("class", "plumb-panel-title")], text: panelTitle(s))
        out.newline()
        // The overlay's labels are placed first: those with no clear place
        // on the drawing need lanes under it, which the frame makes room for.
        var overlayDrawing = FigureOverlay(solved: solved, solution: s, geometry: geometry, words: words)
        overlayDrawing.variantMarking = variantMarking
        let overlay = overlayDrawing.draw()
        marks.formUnion(overlay.marks)
        // A variant's tab: the views its changes moved, outlined and named.
        let changed = variantMarking?.changes(at: s) ?? [:]
        var labels = overlay.labels
        for name in s.names where changed[name] != nil {
            guard let change = changed[name], let f = geometry.frame(name) else { continue }
            labels.append(FigureVariantMarking.label(change, view: name, frame: f, words: words))
            marks.insert(.variantMoved)
        }
        let scale = scrolls ? readable : FigureLabels.smallestScale(canvasWidth: right, column: column)
        let unnamed = FigureRenderer.namesOverText(solved.block, s, geometry, scale: scale)
        let viewTexts = textRects(solved.block, s, geometry, scale: scale, unnamed: unnamed)
        let guideNames = FigureRenderer.guideNames(solved.block, geometry, scale: scale, clearOf: viewTexts)
        let (placed, lanes) = FigureLabels.place(labels, obstacles: viewTexts + guideNames.values + overlayDrawing.tickAreas,
                                                 lines: overlayDrawing.dimensionLines.rects,
                                                 canvas: FigureRect(x: 0, y: 0, width: w, height: h), laneTop: bottom, laneRight: right, scale: scale)
        // Never drawn smaller than the scale its labels were placed for: in
        // a column narrower than the theme's narrowest (a 320-px phone) the
        // labels would crowd each other and the text. There the panel keeps
        // that width and scrolls sideways (`.plumb-panel`'s overflow).
        let frameStyle = "max-width:\(HTML.number(right))px;min-width:\(HTML.number((right * scale).rounded(.up)))px"
            + aspectAndLanes(w: w, h: h, right: right, bottom: bottom, lanes: lanes)
        out.open("div", [.init("class", "plumb-frame"), .init("style", frameStyle)])
        out.newline()
        var canvasStyle = "aspect-ratio:\(HTML.number(w))/\(HTML.number(h))"
        // The root's colour is the canvas's: the root is the screen.
        if let color = s.properties(of: solved.block.root).color { canvasStyle += ";background:\(color)" }
        if right > w { canvasStyle += ";width:calc(100% * \(HTML.number(w)) / \(HTML.number(right)))" }
        out.open("div", [.init("class", "plumb-canvas"), .init("role", "img"), .init("aria-labelledby", "\(id)-title"), .init("aria-describedby", "\(id)-desc"),
                         .init("dir", s.direction.rawValue), .init("style", canvasStyle)])
        out.newline()
        out.element("span", [.init("class", "plumb-sr"), .init("id", "\(id)-title")], text: FigureNotes.title(solved, s, words: words))
        out.newline()
        var context = ViewContext(solution: s, width: w, block: solved.block, scale: scale)
        context.changed = changed
        context.namedGuides = Set(guideNames.keys)
        context.unnamedViews = unnamed
        let bands = FigureBands.markup(context, notation: solved.parsed.notation)
        if !bands.isEmpty { marks.insert(.guide) }
        out.append(bands)
        out.append(FigureDeviceChrome.markup(context))
        for child in solved.block.root.children where context.isDrawn(child) {
            view(child, context, into: &out, marks: &marks)
        }
        out.append(overlay.svg)
        out.append(FigureLabels.markup(placed, length: context.appendLength))
        out.close("div")
        out.newline()
        out.close("div")
        out.newline()
        out.element("p", [.init("class", "plumb-sr"), .init("id", "\(id)-desc")], text: FigureNotes.description(solved, s, words: words))
        out.newline()
        out.close("div")
        out.newline()
        return unnamed
    }

    private func panelTitle(_ s: BreakpointSolution) -> String {
        // To a tenth of a point, as the labels and the live caption write lengths.
        var heading = "\(FigureLabels.number(s.width)) × \(FigureLabels.number(s.height)) pt · \(s.sizeClass.rawValue)"
        if case .device(let d) = s.breakpoint { heading = "\(words.device(d)) · " + heading }
        if s.direction == .rtl { heading += words("figureRightToLeft") }
        let errors = s.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 { heading += errors == 1 ? words("figureOneProblem") : words("figureProblems", ["count": "\(errors)"]) }
        return heading
    }

    /// How far right and down the drawing reaches: the canvas, and every
    /// frame and scroll content beyond it.
    private func extent(_ s: BreakpointSolution, _ geometry: FigureGeometry) -> (right: Double, bottom: Double) {
        var right = s.width, bottom = max(s.height, 1)
        for name in s.names {
            guard let f = geometry.frame(name) else { continue }
            right = max(right, f.x + f.width)
            bottom = max(bottom, f.y + f.height)
            if let content = s.contentSizes[name] {
                let offset = s.boundsOrigins[name] ?? .zero
                right = max(right, f.x - offset.x + content.width)
                bottom = max(bottom, f.y - offset.y + content.height)
            }
        }
        return (right, bottom)
    }

    /// The guides whose names are drawn, each with where its name is (its
    /// bottom-right corner, in points at `scale` px per point): those whose
    /// name fits inside them and covers no view's text (`texts`). A
    /// guide's corner often falls on the text it spans (a group centred
    /// around a caption); the constraint table still names it.
    static func guideNames(_ block: LayoutBlock, _ geometry: FigureGeometry, scale: Double, clearOf texts: [FigureRect]) -> [String: FigureRect] {
        var out: [String: FigureRect] = [:]
        for item in block.items where item.isGuide {
            guard let f = geometry.frame(item.name), FigureLabels.guideNameFits(item.name, width: f.width, height: f.height, scale: scale) else { continue }
            let w = FigureLabels.nameWidth(item.name) / scale, h = FigureLabels.lineHeight / scale
            let name = FigureRect(x: f.x + f.width - 2 / scale - w, y: f.y + f.height - 1 / scale - h, width: w, height: h)
            if !texts.contains(where: { name.overlap($0) > 0 }) { out[item.name] = name }
        }
        return out
    }

    /// Where text is drawn on the canvas, in points, at `scale` px per
    /// point: each view's text as the solver laid it out (start-aligned,
    /// centred in a button, the whole box for wrapping text), and the names
    /// drawn in plain views (11 px type, so larger in points when the
    /// canvas is shown small). Labels are placed clear of it and of the
    /// guides' names (`guideNames`).
    private func textRects(_ block: LayoutBlock, _ s: BreakpointSolution, _ geometry: FigureGeometry, scale: Double,
                           unnamed: Set<String>) -> [FigureRect] {
        var out: [FigureRect] = []
        for item in block.items where !item.isGuide {
            guard let f = geometry.frame(item.name) else { continue }
            let kind = item.viewKind ?? .view
            let p = s.properties(of: item)
            if let box = FigureTextBox.rect(of: item, s, frame: f) {
                out.append(box)
            } else if FigureControls.drawsItself(kind, p) {
                out.append(FigureRect(f))
            } else if s.text[item.name] == nil && FigureControls.showsName(kind, p) && !unnamed.contains(item.name) {
                out.append(FigureRenderer.nameRect(item, frame: f, scale: scale))
            }
        }
        return out
    }

    /// Where a view's name is drawn: its top-left corner, 2 px in and 1 px
    /// down (`.plumb-name`), at the smallest scale.
    static func nameRect(_ item: LayoutItem, frame f: SolvedFrame, scale: Double) -> FigureRect {
        FigureRect(x: f.x + 2 / scale, y: f.y + 1 / scale, width: FigureLabels.nameWidth(item.name) / scale, height: FigureLabels.lineHeight / scale)
    }

    /// The views whose names would cover a subview's text, a control
    /// that draws itself or a subview's own name, at the smallest scale: a
    /// badge's name over its "New", a banner's over its subview's name 8
    /// pt in. Left out, as a guide's name that does not fit is: drawn
    /// under the text it read as part of it ("badgNew"), and the caption
    /// and the constraint table still name the view.
    static func namesOverText(_ block: LayoutBlock, _ s: BreakpointSolution, _ geometry: FigureGeometry, scale: Double) -> Set<String> {
        var out = Set<String>()
        for item in block.items where !item.isGuide && !item.children.isEmpty {
            guard let f = geometry.frame(item.name), s.text[item.name] == nil,
                  FigureControls.showsName(item.viewKind ?? .view, s.properties(of: item)) else { continue }
            let name = nameRect(item, frame: f, scale: scale)
            var pending = item.children
            while let d = pending.popLast() {
                // A hidden view's text, and its subviews', is not drawn.
                let p = s.properties(of: d)
                guard !p.hidden else { continue }
                pending += d.children
                guard !d.isGuide, let df = geometry.frame(d.name) else { continue }
                var drawn = FigureControls.drawsItself(d.viewKind ?? .view, p) ? FigureRect(df) : nil
                // A subview's own name tag, in its corner: the two tags
                // drawn over each other read as neither.
                if drawn == nil, s.text[d.name] == nil, FigureControls.showsName(d.viewKind ?? .view, p) {
                    drawn = nameRect(d, frame: df, scale: scale)
                }
                if var box = FigureTextBox.rect(of: d, s, frame: df), let text = s.text[d.name] {
                    // From the top of its letters: a line's leading and the
                    // room above capitals (a fifth of the size) are blank,
                    // and a card's name sits there clear of its title.
                    let blank = min(box.height, (text.lineHeight - p.fontSize) / 2 + 0.2 * p.fontSize)
                    box.y += blank
                    box.height -= blank
                    drawn = box
                }
                if let drawn, name.overlap(drawn) > 0 {
                    out.insert(item.name)
                    break
                }
            }
        }
        return out
    }

    struct ViewContext {
        let solution: BreakpointSolution
        let width: Double
        let block: LayoutBlock
        let declared: Set<String>
        /// The smallest px per point the canvas is drawn at (a phone's).
        let scale: Double
        /// In a variant's tab, the views whose frames it changed.
        var changed: [String: FigureVariantMarking.Change] = [:]
        /// The guides whose names are drawn (`FigureRenderer.guideNames`).
        var namedGuides: Set<String> = []
        /// The views whose names are left out (`namesOverText`).
        var unnamedViews: Set<String> = []

        init(solution: BreakpointSolution, width: Double, block: LayoutBlock, scale: Double) {
            self.solution = solution
            self.width = width
            self.block = block
            self.scale = scale
            declared = Set(block.items.map(\.name))
        }

        func isDrawn(_ item: LayoutItem) -> Bool { declared.contains(item.name) }

        /// A length in points as a length that scales with the canvas.
        func length(_ v: Double) -> String {
            var style = StyleText()
            appendLength(v, to: &style)
            return style.string
        }

        /// `length(v)` written into a style: `calc(100cqw*v/W)`, or `0`.
        func appendLength(_ v: Double, to style: inout StyleText) {
            guard v != 0 else { style.literal("0"); return }
            style.literal("calc(100cqw*")
            style.number(v)
            style.literal("/")
            style.number(width)
            style.literal(")")
        }

        /// A frame as drawn in its superview's box: less the superview's
        /// bounds origin (`contentOffset`), which the solution records.
        func drawn(_ f: SolvedFrame) -> SolvedFrame {
            guard let origin = solution.boundsOrigins[f.parent] else { return f }
            return SolvedFrame(x: f.x - origin.x, y: f.y - origin.y, width: f.width, height: f.height, parent: f.parent)
        }

        func box(_ f: SolvedFrame) -> String { boxStyle(f).string }

        /// `box(f)` as a style, for the attribute that holds it.
        func boxStyle(_ f: SolvedFrame) -> StyleText {
            var style = StyleText()
            style.literal("left:")
            appendLength(f.x, to: &style)
            style.literal(";top:")
            appendLength(f.y, to: &style)
            style.literal(";width:")
            appendLength(max(f.width, 0), to: &style)
            style.literal(";height:")
            appendLength(max(f.height, 0), to: &style)
            return style
        }
    }

    /// What the solver measured of a text, for the browser check to hold
    /// the drawing to: a single line's width (`data-text-width`, points), or
    /// the lines a wrapping label breaks into at its box's width
    /// (`data-text-lines`).
    private func measuredText(_ text: String, _ measured: MeasuredText?, _ p: ItemProperties, kind: ViewKind) -> [Markup.Attribute?] {
        guard let measured else { return [] }
        if kind == .label && p.lines != 1 {
            return [.init("data-text-lines", "\(measured.lines.count)")]
        }
        guard !text.contains("\n") else { return [] }
        return [.init("data-text-width", measured.width.compact)]
    }

    private func view(_ item: LayoutItem, _ c: ViewContext, into out: inout Markup, marks: inout Set<FigureMark>) {
        guard let f = c.solution.frames[item.name] else { return }
        let p = c.solution.properties(of: item)
        if item.isGuide {
            marks.insert(.guide)
            out.element("div", [.init("class", "plumb-guide"), .init("data-guide", item.name), .init("style", style: c.boxStyle(f))]) {
                if c.namedGuides.contains(item.name) {
                    $0.element("span", [.init("class", "plumb-guide-name")], text: item.name)
                }
            }
            out.newline()
            return
        }
        let kind = item.viewKind ?? .view
        var classes = "plumb-view plumb-\(kind.rawValue)" + FigureControls.classes(kind, p)
        if p.hidden { classes += " plumb-hidden" }
        if c.solution.ambiguities.contains(where: { $0.item == item.name }) { classes += " plumb-ambiguous" }
        let change = c.changed[item.name]
        if change != nil { classes += " plumb-variant-moved" }
        let alignmentRect = FigureAlignmentRect.markup(f, p, length: c.length)
        if alignmentRect != nil {
            classes += FigureAlignmentRect.viewClass
            marks.formUnion([.alignmentRect, .frameContent])
        }
        var style = c.boxStyle(c.drawn(f))
        if let color = p.color {
            style.literal(";--plumb-own-fill:")
            style.text(color)
        }
        out.open("div", [.init("class", classes), .init("data-view", item.name), .init("style", style: style),
                         change.map { .init("data-variant-change", $0.rawValue) }])
        if let alignmentRect { out.append(alignmentRect) }
        out.append(FigureControls.decoration(kind, p, length: c.length))
        if kind.showsText {
            let (text, isPlaceholder) = p.shownText(as: kind)
            func textStyle(wraps: StaticString) -> StyleText {
                var style = StyleText()
                style.literal("font-size:")
                c.appendLength(p.fontSize, to: &style)
                if kind == .label && p.lines != 1 { style.literal(wraps) }
                if kind == .field {
                    style.literal(";padding:0 ")
                    c.appendLength(7, to: &style)
                }
                return style
            }
            let cls = "plumb-text" + (isPlaceholder ? " plumb-placeholder" : "") + (p.fontWeight.drawsBold ? " plumb-bold" : "")
            let measured = c.solution.text[item.name]
            if kind == .label, p.lines > 1, let measured, let cut = measured.truncation {
                // The lines UILabel keeps, the last ending in "…" where it
                // cuts: left to wrap, the browser would show other lines.
                let kept = measured.lines.prefix(cut.line) + [cut.drawn]
                out.open("span", [.init("class", cls), .init("style", style: textStyle(wraps: ";white-space:pre")),
                                  .init("data-text-lines", "\(kept.count)"), .init("data-text-truncated", "")])
                out.drawnText(kept.joined(separator: "\n"))
            } else if (kind == .label && p.lines == 1) || kind == .button, let cut = measured?.truncation {
                // Where UILabel ends the line with "…" (a button's title
                // label puts it in the middle), as the solver found it: the
                // browser's own ellipsis would fall elsewhere.
                out.open("span", [.init("class", cls), .init("style", style: textStyle(wraps: ";white-space:normal")), .init("data-text-width", cut.width.compact),
                                  .init("data-text-truncated", "")])
                out.drawnText(cut.drawn)
            } else {
                out.open("span", [.init("class", cls), .init("style", style: textStyle(wraps: ";white-space:normal"))] + measuredText(text, measured, p, kind: kind))
                out.drawnText(text)
            }
            out.close("span")
        } else if FigureControls.showsName(kind, p) && !c.unnamedViews.contains(item.name) {
            FigureControls.nameTag(item, into: &out)
        }
        if kind == .scroll, let size = c.solution.contentSizes[item.name] {
            // The content starts at the content offset's opposite.
            let offset = c.solution.boundsOrigins[item.name] ?? .zero
            let extent = SolvedFrame(x: -offset.x, y: -offset.y, width: size.width, height: size.height, parent: item.name)
            out.element("div", [.init("class", "plumb-content-extent"), .init("style", c.box(extent))], text: "")
        }
        out.newline()
        for child in item.children where c.isDrawn(child) { view(child, c, into: &out, marks: &marks) }
        if kind == .scroll, let veil = FigureScrollContent.offscreenVeil(item, c) {
            out.append(veil.markup)
            marks.insert(.offscreen)
            if veil.unreachable { marks.insert(.unreachable) }
        }
        out.close("div")
        out.newline()
    }
}
