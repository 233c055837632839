import PlumbLayout

/// A scroll view shows only what its frame covers; the rest of its content
/// is off screen until scrolled to. The figure still draws all of it (the
/// reader must see what the content size counts), but dimmed: a veil over
/// the content's extent with the frame cut out. What lies past the content
/// size too (a grandchild hanging below it) can never be scrolled to: a
/// second, denser veil covers it.
enum FigureScrollContent {
    /// The veil over `scroll`'s content outside its bounds, drawn in the
    /// scroll view's box: over the content size and every drawn view under
    /// it, or nothing when all of it is on screen; and whether it has parts
    /// past the content size too (`plumb-unreachable`, the legend's key).
    /// Computed in content coordinates, where the visible part is the
    /// bounds (its origin the content offset), then moved by the offset
    /// like the subviews.
    static func offscreenVeil(_ scroll: LayoutItem, _ c: FigureRenderer.ViewContext) -> (markup: Markup, unreachable: Bool)? {
        guard let f = c.solution.frames[scroll.name] else { return nil }
        // What the frame shows is its bounds: the content offset's corner.
        let offset = c.solution.boundsOrigins[scroll.name] ?? .zero
        let visible = FigureRect(x: offset.x, y: offset.y, width: f.width, height: f.height)
        let content = c.solution.contentSizes[scroll.name].map { FigureRect(x: 0, y: 0, width: $0.width, height: $0.height) }
        let extent = ([content].compactMap { $0 } + drawnContent(scroll, c)).reduce(visible, union)
        // Less than half a point outside: on screen, as far as a reader sees.
        guard extent.x < visible.x - 0.5 || extent.y < visible.y - 0.5 || extent.x + extent.width > visible.x + f.width + 0.5
                || extent.y + extent.height > visible.y + f.height + 0.5
        else { return nil }
        var out = Markup()
        func box(_ r: FigureRect) -> String {
            c.box(SolvedFrame(x: r.x - offset.x, y: r.y - offset.y, width: r.width, height: r.height, parent: scroll.name))
        }
        out.element("div", [.init("class", "plumb-offscreen"), .init("style", box(extent) + ";clip-path:" + cutOut(visible, of: extent))], text: "")
        out.newline()
        let unreachable = content.map { outside(of: [$0, visible], in: extent) } ?? []
        for part in unreachable {
            out.element("div", [.init("class", "plumb-unreachable"), .init("style", box(part))], text: "")
            out.newline()
        }
        return (out, !unreachable.isEmpty)
    }

    /// Every drawn view under `scroll`, in its content's coordinates. A
    /// grandchild counts where it is drawn, though it sizes nothing: only
    /// constraints between the scroll view and its own subviews reach the
    /// content area. A nested scroll view's content is its own veil's.
    private static func drawnContent(_ scroll: LayoutItem, _ c: FigureRenderer.ViewContext) -> [FigureRect] {
        var rects: [FigureRect] = []
        func walk(_ item: LayoutItem, dx: Double, dy: Double) {
            for child in item.children where c.isDrawn(child) {
                guard let f = c.solution.frames[child.name] else { continue }
                rects.append(FigureRect(x: dx + f.x, y: dy + f.y, width: f.width, height: f.height))
                guard child.viewKind != .scroll else { continue }
                let origin = c.solution.boundsOrigins[child.name] ?? .zero
                walk(child, dx: dx + f.x - origin.x, dy: dy + f.y - origin.y)
            }
        }
        walk(scroll, dx: 0, dy: 0)
        return rects
    }

    /// The parts of `extent` in none of `shown`, as few rectangles, each at
    /// least half a point deep: what lies past both the content and the
    /// frame can never be scrolled to, and a scroll view clips its bounds.
    /// The rectangles' edges split the extent into a grid of at most 5 × 5
    /// cells; each row's uncovered cells are joined into runs.
    static func outside(of shown: [FigureRect], in extent: FigureRect) -> [FigureRect] {
        func cuts(_ edges: [Double], _ low: Double, _ high: Double) -> [Double] {
            Array(Set(([low, high] + edges).filter { $0 >= low && $0 <= high })).sorted()
        }
        let xs = cuts(shown.flatMap { [$0.x, $0.x + $0.width] }, extent.x, extent.x + extent.width)
        let ys = cuts(shown.flatMap { [$0.y, $0.y + $0.height] }, extent.y, extent.y + extent.height)
        func covered(_ x: Double, _ y: Double) -> Bool {
            shown.contains { x > $0.x && x < $0.x + $0.width && y > $0.y && y < $0.y + $0.height }
        }
        var parts: [FigureRect] = []
        for (y0, y1) in zip(ys, ys.dropFirst()) where y1 - y0 >= 0.5 {
            var run: FigureRect?
            for (x0, x1) in zip(xs, xs.dropFirst()) {
                if covered((x0 + x1) / 2, (y0 + y1) / 2) || x1 - x0 < 0.5 {
                    if let r = run { parts.append(r) }
                    run = nil
                } else if let r = run {
                    run = FigureRect(x: r.x, y: y0, width: x1 - r.x, height: y1 - y0)
                } else {
                    run = FigureRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                }
            }
            if let r = run { parts.append(r) }
        }
        return parts
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
