import PlumbLayout

/// Lengths of the live panel as functions of the root width W, in the
/// root's space: where an anchor is, and whether two rectangles that move
/// with W meet anywhere in a piece's widths.
///
/// Why exact rather than sampled: a label is kept on the live panel only if
/// it is clear of every text and every other label at *every* width of its
/// piece. Every edge is affine in W, so "A meets B" holds on an interval of
/// widths that four linear inequalities give exactly.
struct FigureLiveGeometry {
    let piece: LivePiece
    let direction: LayoutDirection

    /// A rectangle whose edges move with W.
    struct Rect {
        var left, top, right, bottom: Affine
    }

    /// The frame of `name` in the root's space: its own frame offset by
    /// every container's. The root is `0, 0, W, height`.
    func frame(_ name: String) -> Rect? {
        if name == "root" { return Rect(left: .zero, top: .zero, right: Affine(0, slope: 1), bottom: piece.height) }
        guard let f = piece.frames[name] else { return nil }
        var x = f.x, y = f.y
        var parent = f.parent
        // Nesting is bounded (64 levels where views enter); the count guards a cycle.
        var steps = 0
        while parent != "root", let p = piece.frames[parent], steps < 128 {
            x = x + p.x
            y = y + p.y
            parent = p.parent
            steps += 1
        }
        guard parent == "root" else { return nil }
        return Rect(left: x, top: y, right: x + f.width, bottom: y + f.height)
    }

    /// Where an anchor of a declared item (or the root) is, as the frame
    /// draws it. Nil for a baseline (the text's, not the frame's), for an
    /// item with alignment insets (its anchors are not its frame's edges)
    /// and for an item the piece does not draw.
    func position(_ ref: AnchorRef) -> Affine? {
        if let p = piece.properties[ref.item.name], p.alignmentInsets != .zero { return nil }
        guard let r = frame(ref.item.isRoot ? "root" : ref.item.name) else { return nil }
        let rtl = direction == .rtl
        switch ref.anchor {
        case .left: return r.left
        case .right: return r.right
        case .leading: return rtl ? r.right : r.left
        case .trailing: return rtl ? r.left : r.right
        case .centerX: return (r.left + r.right) * 0.5
        case .top: return r.top
        case .bottom: return r.bottom
        case .centerY: return (r.top + r.bottom) * 0.5
        case .width, .height, .firstBaseline, .lastBaseline: return nil
        }
    }

    /// The widths in `lower...upper` where `f > 0`, or nil where none is.
    static func positive(_ f: Affine, _ lower: Double, _ upper: Double) -> ClosedRange<Double>? {
        if abs(f.slope) < FigureTolerance.zeroSlope { return f.intercept > 0 ? lower...upper : nil }
        let root = -f.intercept / f.slope
        let from = f.slope > 0 ? max(lower, root) : lower, to = f.slope > 0 ? upper : min(upper, root)
        return from < to || (from == to && f.at(from) > 0) ? from...to : nil
    }

    /// Whether `a` and `b`, each grown by `margin` px, overlap at some width
    /// of `lower...upper`.
    static func meet(_ a: Rect, _ b: Rect, _ lower: Double, _ upper: Double, margin: Double = 1) -> Bool {
        let m = Affine(2 * margin)
        var range: ClosedRange<Double>? = lower...upper
        for f in [b.right - a.left + m, a.right - b.left + m, b.bottom - a.top + m, a.bottom - b.top + m] {
            guard let r = range, let p = positive(f, r.lowerBound, r.upperBound) else { return false }
            range = p
        }
        return range != nil
    }

    /// Whether `inner` stays inside `outer` at every width of `lower...upper`.
    static func contains(_ outer: Rect, _ inner: Rect, _ lower: Double, _ upper: Double) -> Bool {
        [inner.left - outer.left, outer.right - inner.right, inner.top - outer.top, outer.bottom - inner.bottom]
            .allSatisfy { min($0.at(lower), $0.at(upper)) >= 0 }
    }
}

/// Sums and scalings of lengths that follow W, for the live panel's marks.
extension Affine {
    static func + (a: Affine, b: Affine) -> Affine { Affine(a.intercept + b.intercept, slope: a.slope + b.slope) }
    static func - (a: Affine, b: Affine) -> Affine { Affine(a.intercept - b.intercept, slope: a.slope - b.slope) }
    static func * (a: Affine, k: Double) -> Affine { Affine(a.intercept * k, slope: a.slope * k) }
    static func + (a: Affine, k: Double) -> Affine { Affine(a.intercept + k, slope: a.slope) }
}
