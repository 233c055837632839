import PlumbLayout

/// A scroll view shows only what its frame covers; the rest of its content
/// is off screen until scrolled to. The figure still draws all of it (the
/// reader must see what the content size counts), but dimmed: a veil over
/// the content's extent with the frame cut out.
enum FigureScrollContent {
    /// The veil over `scroll`'s content outside its bounds, drawn in the
    /// scroll view's box: over the content size and every drawn subview,
    /// or nothing when all of it is on screen. Computed in content
    /// coordinates, where the visible part is the bounds (its origin the
    /// content offset), then moved by the offset like the subviews.
    static func offscreenVeil(_ scroll: LayoutItem, _ c: FigureRenderer.ViewContext) -> Markup? {
        guard let f = c.solution.frames[scroll.name] else { return nil }
        // What the frame shows is its bounds: the content offset's corner.
        let offset = c.solution.boundsOrigins[scroll.name] ?? .zero
        let visible = FigureRect(x: offset.x, y: offset.y, width: f.width, height: f.height)
        var parts: [FigureRect] = []
        if let size = c.solution.contentSizes[scroll.name] { parts.append(FigureRect(x: 0, y: 0, width: size.width, height: size.height)) }
        for child in scroll.children where c.isDrawn(child) {
            guard let cf = c.solution.frames[child.name] else { continue }
            parts.append(FigureRect(x: cf.x, y: cf.y, width: cf.width, height: cf.height))
        }
        let extent = parts.reduce(visible, union)
        // Less than half a point outside: on screen, as far as a reader sees.
        guard extent.x < visible.x - 0.5 || extent.y < visible.y - 0.5 || extent.x + extent.width > visible.x + f.width + 0.5
                || extent.y + extent.height > visible.y + f.height + 0.5
        else { return nil }
        var out = Markup()
        let box = SolvedFrame(x: extent.x - offset.x, y: extent.y - offset.y, width: extent.width, height: extent.height, parent: scroll.name)
        out.element("div", [.init("class", "plumb-offscreen"), .init("style", c.box(box) + ";clip-path:" + cutOut(visible, of: extent))], text: "")
        out.newline()
        return out
    }

    /// The smallest rectangle holding both.
    private static func union(_ a: FigureRect, _ b: FigureRect) -> FigureRect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        let x1 = max(a.x + a.width, b.x + b.width), y1 = max(a.y + a.height, b.y + b.height)
        return FigureRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A clip path covering `extent` less `hole`: the outline, then the
    /// hole, filled even-odd. Percentages of the veil's own box, so it
    /// scales with the canvas.
    static func cutOut(_ hole: FigureRect, of extent: FigureRect) -> String {
        func px(_ x: Double) -> String { HTML.number(((x - extent.x) / max(extent.width, 0.001) * 100 * 1000).rounded() / 1000) + "%" }
        func py(_ y: Double) -> String { HTML.number(((y - extent.y) / max(extent.height, 0.001) * 100 * 1000).rounded() / 1000) + "%" }
        let x0 = px(hole.x), x1 = px(hole.x + hole.width), y0 = py(hole.y), y1 = py(hole.y + hole.height)
        return "polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,\(x0) \(y0),\(x1) \(y0),\(x1) \(y1),\(x0) \(y1),\(x0) \(y0))"
    }
}
