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
/// first.
///
/// Geometry scales with the column without changing: the canvas is a CSS
/// container and every length is `calc(100cqw * v / W)`, exact to the
/// browser's 1/64 px at full size.
public struct FigureRenderer {
    /// The page column's width: breakpoints that fit in it side by side are
    /// shown side by side, others behind CSS-only tabs.
    public var columnWidth: Double = 760

    public init(columnWidth: Double = 760) {
        self.columnWidth = columnWidth
    }

    /// The block's text for the figure's Source disclosure, highlighted by
    /// the caller (the site's highlighter).
    public struct Source {
        public let html: String
        public let open: Bool
        public init(html: String, open: Bool) {
            self.html = html
            self.open = open
        }
    }

    public func render(_ solved: SolvedBlock, source: Source? = nil) -> String {
        let id = "fig-\(solved.line)"
        var out = "<figure class=\"plumb-figure\" data-block=\"\(solved.line)\" id=\"\(id)\">\n"
        if let caption = solved.block.caption {
            out += "<figcaption>\(HTML.escape(caption))</figcaption>\n"
        }
        if solved.breakpoints.isEmpty {
            out += "<p class=\"plumb-unsolved\">This block has errors and was not solved.</p>\n"
        } else {
            if case .success(let live) = solved.live {
                out += FigureLivePanel(live: live, block: solved.block, id: "\(id)-live").html()
            }
            let total = solved.breakpoints.reduce(0) { $0 + $1.width } + 24 * Double(solved.breakpoints.count - 1)
            let tabs = total > columnWidth && solved.breakpoints.count > 1
            out += "<div class=\"plumb-breakpoints \(tabs ? "plumb-tabs" : "plumb-side")\">\n"
            if tabs {
                for (i, s) in solved.breakpoints.enumerated() {
                    out += "<input type=\"radio\" name=\"\(id)-tab\" id=\"\(id)-tab-\(i)\"\(i == 0 ? " checked" : "")>"
                    out += "<label for=\"\(id)-tab-\(i)\">\(HTML.escape(tabTitle(s, all: solved.breakpoints)))</label>\n"
                }
            }
            var panels = ""
            for (i, s) in solved.breakpoints.enumerated() {
                panels += panel(solved, s, id: "\(id)-\(i)")
            }
            out += panels + "</div>\n"
            out += FigureLegend.html(for: panels)
        }
        out += FigureNotes.diagnostics(solved)
        out += FigureNotes.constraintTable(solved)
        if let source {
            out += "<details class=\"plumb-source\"\(source.open ? " open" : "")><summary>Source</summary>"
            out += "<pre><code class=\"language-layout\">\(source.html)</code></pre></details>\n"
        }
        out += "</figure>\n"
        return out
    }

    private func tabTitle(_ s: BreakpointSolution, all: [BreakpointSolution]) -> String {
        var title: String
        if case .device(let d) = s.breakpoint { title = d.name } else { title = HTML.number(s.width) }
        if Set(all.map(\.direction)).count > 1 { title += " " + s.direction.rawValue.uppercased() }
        return title
    }

    private func panel(_ solved: SolvedBlock, _ s: BreakpointSolution, id: String) -> String {
        let w = s.width, h = max(s.height, 1)
        let geometry = FigureGeometry(s)
        // Side by side, panels share the column in proportion to their
        // widths, so that every canvas is drawn at nearly the same scale.
        var out = "<div class=\"plumb-panel\" data-width=\"\(HTML.number(w))\" data-height=\"\(HTML.number(s.height))\" data-direction=\"\(s.direction.rawValue)\" style=\"flex-grow:\(HTML.number(w))\">\n"
        var heading = "\(HTML.number(w)) × \(HTML.number(s.height)) pt · \(s.sizeClass.rawValue)"
        if case .device(let d) = s.breakpoint { heading = "\(d.name) · " + heading }
        if s.direction == .rtl { heading += " · right to left" }
        let errors = s.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 { heading += " · \(errors) problem\(errors == 1 ? "" : "s")" }
        out += "<div class=\"plumb-panel-title\">\(HTML.escape(heading))</div>\n"
        // Views outside the canvas (a scroll view's content, a broken
        // constraint's victim) get room reserved below and to the right, so
        // they never cover what follows the figure.
        var right = w, bottom = h
        for name in s.names {
            guard let f = geometry.frame(name) else { continue }
            right = max(right, f.x + f.width)
            bottom = max(bottom, f.y + f.height)
            if let content = s.contentSizes[name] {
                right = max(right, f.x + content.width)
                bottom = max(bottom, f.y + content.height)
            }
        }
        // The overlay's labels are placed first: those with no clear place
        // on the drawing need lanes under it, which the frame makes room for.
        let overlay = FigureOverlay(solved: solved, solution: s, geometry: geometry).draw()
        let scale = FigureLabels.smallestScale(canvasWidth: right)
        let (placed, lanes) = FigureLabels.place(overlay.labels, obstacles: textRects(solved.block, s, geometry, scale: scale),
                                                 canvas: FigureRect(x: 0, y: 0, width: w, height: h), laneTop: bottom, scale: scale)
        out += "<div class=\"plumb-frame\" style=\"max-width:\(HTML.number(right))px"
        if right > w || bottom > h { out += ";aspect-ratio:\(HTML.number(right))/\(HTML.number(bottom))" }
        if lanes > 0 { out += ";padding-bottom:\(HTML.number(2 + Double(lanes) * FigureLabels.laneHeight))px" }
        out += "\">\n"
        out += "<div class=\"plumb-canvas\" role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""
        out += " dir=\"\(s.direction.rawValue)\" style=\"aspect-ratio:\(HTML.number(w))/\(HTML.number(h))"
        if right > w { out += ";width:calc(100% * \(HTML.number(w)) / \(HTML.number(right)))" }
        out += "\">\n"
        out += "<span class=\"plumb-sr\" id=\"\(id)-title\">\(HTML.escape(FigureNotes.title(solved, s)))</span>\n"
        let context = ViewContext(solution: s, width: w, block: solved.block, scale: scale)
        out += FigureBands.html(context)
        out += FigureDeviceChrome.html(context)
        for child in solved.block.root.children where context.isDrawn(child) {
            out += view(child, context)
        }
        out += overlay.svg
        out += FigureLabels.html(placed, length: context.length)
        out += "</div>\n</div>\n"
        out += "<p class=\"plumb-sr\" id=\"\(id)-desc\">\(HTML.escape(FigureNotes.description(solved, s)))</p>\n"
        out += "</div>\n"
        return out
    }

    /// Where text is drawn on the canvas, in points, at `scale` px per
    /// point: each view's text as the browser lays it out (start-aligned,
    /// centred in a button, the whole box for wrapping text), and the names
    /// drawn in plain views and guides (11 px type, so larger in points when
    /// the canvas is shown small). Labels are placed clear of all of it.
    private func textRects(_ block: LayoutBlock, _ s: BreakpointSolution, _ geometry: FigureGeometry, scale: Double) -> [FigureRect] {
        var out: [FigureRect] = []
        let measurer = TextMeasurer.shipped
        let rtl = s.direction == .rtl
        for item in block.items {
            guard let f = geometry.frame(item.name) else { continue }
            if item.isGuide {
                guard FigureLabels.guideNameFits(item.name, width: f.width, height: f.height, scale: scale) else { continue }
                let w = measurer.width(of: item.name, size: FigureLabels.fontSize) / scale, h = FigureLabels.lineHeight / scale
                out.append(FigureRect(x: f.x + f.width - 2 / scale - w, y: f.y + f.height - 1 / scale - h, width: w, height: h))
                continue
            }
            let kind = item.viewKind ?? .view
            let p = s.properties(of: item)
            if kind.showsText {
                let lineHeight = measurer.lineHeight(size: p.fontSize)
                if kind == .label && p.lines != 1 {
                    out.append(FigureRect(x: f.x, y: f.y, width: f.width, height: f.height))
                    continue
                }
                let inset = kind == .field ? 7.0 : 0
                let tw = min(measurer.width(of: p.shownText(as: kind).text, size: p.fontSize), max(0, f.width - 2 * inset))
                let x = kind == .button ? f.x + (f.width - tw) / 2 : (rtl ? f.x + f.width - inset - tw : f.x + inset)
                out.append(FigureRect(x: x, y: f.y + (f.height - lineHeight) / 2, width: tw, height: lineHeight))
            } else if FigureControls.showsName(kind, p) {
                let w = measurer.width(of: item.name, size: FigureLabels.fontSize) / scale, h = FigureLabels.lineHeight / scale
                out.append(FigureRect(x: f.x + 2 / scale, y: f.y + 1 / scale, width: w, height: h))
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
            v == 0 ? "0" : "calc(100cqw*\(HTML.number(v))/\(HTML.number(width)))"
        }

        func box(_ f: SolvedFrame) -> String {
            "left:\(length(f.x));top:\(length(f.y));width:\(length(max(f.width, 0)));height:\(length(max(f.height, 0)))"
        }
    }

    /// What the solver measured of a text, for the browser check to hold
    /// the drawing to: a single line's width (`data-text-width`, points), or
    /// the lines a wrapping label breaks into at its box's width
    /// (`data-text-lines`).
    private func measuredText(_ text: String, _ p: ItemProperties, kind: ViewKind, boxWidth: Double) -> String {
        let measurer = TextMeasurer.shipped
        if kind == .label && p.lines != 1 {
            let lines = measurer.size(of: text, size: p.fontSize, maxWidth: max(0, boxWidth), maxLines: p.lines).lines
            return " data-text-lines=\"\(lines)\""
        }
        guard !text.contains("\n") else { return "" }
        return " data-text-width=\"\(measurer.width(of: text, size: p.fontSize).compact)\""
    }

    private func view(_ item: LayoutItem, _ c: ViewContext) -> String {
        guard let f = c.solution.frames[item.name] else { return "" }
        let p = c.solution.properties(of: item)
        if item.isGuide {
            let name = FigureLabels.guideNameFits(item.name, width: f.width, height: f.height, scale: c.scale)
                ? "<span class=\"plumb-guide-name\">\(HTML.escape(item.name))</span>" : ""
            return "<div class=\"plumb-guide\" data-guide=\"\(HTML.escape(item.name))\" style=\"\(c.box(f))\">\(name)</div>\n"
        }
        let kind = item.viewKind ?? .view
        var classes = "plumb-view plumb-\(kind.rawValue)" + FigureControls.classes(kind, p)
        if p.hidden { classes += " plumb-hidden" }
        if c.solution.diagnostics.contains(where: { $0.kind == .ambiguous && $0.views.contains(item.name) }) { classes += " plumb-ambiguous" }
        var style = c.box(f)
        if let color = p.color { style += ";--plumb-own-fill:\(HTML.escape(color))" }
        var out = "<div class=\"\(classes)\" data-view=\"\(HTML.escape(item.name))\" style=\"\(style)\">"
        out += FigureControls.decoration(kind, p, length: c.length)
        if kind.showsText {
            let (text, isPlaceholder) = p.shownText(as: kind)
            var textStyle = "font-size:\(c.length(p.fontSize))"
            if kind == .label && p.lines != 1 { textStyle += ";white-space:normal" }
            if kind == .field { textStyle += ";padding:0 \(c.length(7))" }
            let cls = isPlaceholder ? "plumb-text plumb-placeholder" : "plumb-text"
            out += "<span class=\"\(cls)\" style=\"\(textStyle)\"\(measuredText(text, p, kind: kind, boxWidth: f.width))>\(HTML.drawnText(text))</span>"
        } else if FigureControls.showsName(kind, p) {
            out += "<span class=\"plumb-name\">\(HTML.escape(item.name))</span>"
        }
        if kind == .scroll, let size = c.solution.contentSizes[item.name] {
            let extent = SolvedFrame(x: 0, y: 0, width: size.width, height: size.height, parent: item.name)
            out += "<div class=\"plumb-content-extent\" style=\"\(c.box(extent))\"></div>"
        }
        out += "\n"
        for child in item.children where c.isDrawn(child) { out += view(child, c) }
        out += "</div>\n"
        return out
    }
}
