import PlumbLayout

/// A scroll view's content outside its frame on the live panel, dimmed as
/// the snapshots dim it (`FigureScrollContent`): a veil over the content's
/// extent (the content size and every view under it) with the frame cut
/// out, in the scroll view's own space; and the snapshots' second veil,
/// over what lies past both the content size and the frame (never on
/// screen), as a mask over the same box.
///
/// The extent is the smallest box holding rectangles whose edges are each
/// affine in W, so its edges are CSS `min()` and `max()` of those lengths:
/// exact at every width of the piece without a query per crossing.
struct FigureLiveOffscreen {
    let scroll: LayoutItem
    let piece: LivePiece

    private typealias Box = (left: Affine, top: Affine, right: Affine, bottom: Affine)

    /// The scroll view's frame size and the boxes its content covers.
    private var geometry: (width: Affine, height: Affine, parts: [Box])? {
        guard scroll.viewKind == .scroll, let f = piece.frames[scroll.name] else { return nil }
        var parts: [Box] = []
        if let c = piece.contentSizes[scroll.name] { parts.append((.zero, .zero, c.width, c.height)) }
        // Every view under the scroll view, a grandchild where it is drawn
        // (`FigureScrollContent.drawnContent`); a nested scroll view's
        // content is its own veil's.
        func walk(_ item: LayoutItem, dx: Affine, dy: Affine) {
            for child in item.children {
                guard let g = piece.frames[child.name] else { continue }
                parts.append((dx + g.x, dy + g.y, dx + g.x + g.width, dy + g.y + g.height))
                if child.viewKind != .scroll { walk(child, dx: dx + g.x, dy: dy + g.y) }
            }
        }
        walk(scroll, dx: .zero, dy: .zero)
        return (f.width, f.height, parts)
    }

    /// Whether some content lies more than half a point outside the frame
    /// somewhere in the piece. How far the extent passes an edge is a
    /// maximum of affine lengths, largest at an end of the piece.
    var reachesOutside: Bool {
        guard let (w, h, parts) = geometry else { return false }
        return [piece.lower, piece.upper].contains { x in
            parts.contains { $0.left.at(x) < -0.5 || $0.top.at(x) < -0.5 || $0.right.at(x) > w.at(x) + 0.5 || $0.bottom.at(x) > h.at(x) + 0.5 }
        }
    }

    /// The veil's box in this piece, as CSS lengths in the scroll view's
    /// space (the content's extent, at or above and left of the frame), and
    /// the frame's size; nil where everything is on screen. Both veils
    /// cover it.
    private func box() -> (left: String, top: String, right: String, bottom: String, width: Affine, height: Affine)? {
        guard reachesOutside, let (w, h, parts) = geometry else { return nil }
        func extreme(_ largest: Bool, _ edges: [Affine]) -> String { FigureLiveOffscreen.extreme(largest, edges, piece) }
        return (extreme(false, [.zero] + parts.map(\.left)), extreme(false, [.zero] + parts.map(\.top)),
                extreme(true, [w] + parts.map(\.right)), extreme(true, [h] + parts.map(\.bottom)), w, h)
    }

    private static func px(_ f: Affine) -> String {
        let l = FigureLivePanel.length(f)
        return l == "0" ? "0px" : l
    }

    private static func minus(_ a: String, _ b: String) -> String { b == "0px" ? a : "calc(\(a) - \(b))" }

    /// The veil's place and cut-out in this piece, or `display:none` where
    /// everything is on screen.
    func declarations() -> [String] {
        guard let b = box() else { return ["display:none"] }
        let minus = FigureLiveOffscreen.minus, px = FigureLiveOffscreen.px
        // The hole (the frame) in the veil's own box: offset by the extent's
        // top-left corner.
        let x0 = minus("0px", b.left), x1 = minus(px(b.width), b.left), y0 = minus("0px", b.top), y1 = minus(px(b.height), b.top)
        return place(b) + ["clip-path:polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,\(x0) \(y0),\(x1) \(y0),\(x1) \(y1),\(x0) \(y1),\(x0) \(y0))"]
    }

    /// The second veil: the first one's box, masked to what lies outside
    /// both the content size and the frame. The mask's layers are folded
    /// from the last: the frame, plus the content (`add`), cut from the
    /// whole box (`subtract`), so it holds exactly at every width, whichever
    /// way the two rectangles overlap. `display:none` without a content size.
    func unreachableDeclarations() -> [String] {
        guard let b = box(), let content = piece.contentSizes[scroll.name] else { return ["display:none"] }
        let px = FigureLiveOffscreen.px
        // Where (0, 0) is inside the box: its top-left corner, negated.
        let origin = "calc(0px - \(b.left)) calc(0px - \(b.top))"
        let layer = "linear-gradient(#000 0 0)"
        return place(b) + [
            "mask-image:\(layer),\(layer),\(layer)", "mask-repeat:no-repeat",
            "mask-position:0 0,\(origin),\(origin)",
            "mask-size:100% 100%,\(px(content.width)) \(px(content.height)),\(px(b.width)) \(px(b.height))",
            "mask-composite:subtract,add,add",
        ]
    }

    /// Where a veil's box is.
    private func place(_ b: (left: String, top: String, right: String, bottom: String, width: Affine, height: Affine)) -> [String] {
        let minus = FigureLiveOffscreen.minus
        return ["display:block", "left:\(b.left)", "top:\(b.top)", "width:\(minus(b.right, b.left))", "height:\(minus(b.bottom, b.top))"]
    }

    /// How far below the root's bottom each part of the content reaches in
    /// this piece (none where all of it is on screen): the panel clips at
    /// its own box, so the canvas is given room under it for the dimmed
    /// content, the largest of these where positive.
    func belowRoot(_ geometry: FigureLiveGeometry) -> [Affine] {
        guard reachesOutside, let (_, _, parts) = self.geometry, let top = geometry.frame(scroll.name)?.top else { return [] }
        return parts.map { top + $0.bottom - piece.height }
    }

    /// The largest (or smallest) of `edges` as CSS: a length that another
    /// matches or passes at both ends of the piece does so across it (both
    /// are affine), so only the others are left for CSS to compare.
    static func extreme(_ largest: Bool, _ edges: [Affine], _ piece: LivePiece) -> String {
        let sign = largest ? 1.0 : -1.0
        func beats(_ f: Affine, _ e: Affine) -> Bool { [piece.lower, piece.upper].allSatisfy { sign * (f.at($0) - e.at($0)) >= -1e-9 } }
        var kept: [Affine] = []
        for e in edges where !kept.contains(where: { beats($0, e) }) {
            kept.removeAll { beats(e, $0) }
            kept.append(e)
        }
        let terms = kept.map { FigureLivePanel.length($0) == "0" ? "0px" : FigureLivePanel.length($0) }
        return terms.count == 1 ? terms[0] : "\(largest ? "max" : "min")(\(terms.joined(separator: ", ")))"
    }
}
