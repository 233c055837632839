import PlumbLayout

/// How far a view's layout margins or safe area lie inside its edges, drawn
/// where a constraint uses them: `inner.edges == card.margins.edges` has no
/// gap of its own (its constant is 0), so without this mark a figure showed
/// two boxes 24 points apart and never said why; and a panel pinned to the
/// safe area showed its own 8 points but not the status bar's 20 above them.
/// A dimension line from the owner's edge to the guide's, labelled with
/// what makes it ("margin 24", "safe area 59"), once per guide edge. The
/// root's margins are left out: they are shaded already, and a line for
/// each would crowd every figure that uses them.
extension FigureOverlay {
    /// `drawn`: the guide edges marked so far on this canvas.
    mutating func guideInsetMark(_ c: LayoutConstraint, drawn: inout Set<String>) -> (Markup, FigureLabel)? {
        guard case .anchor(let a) = c.first, case .anchor(let b)? = c.second,
              case .guide(let kind) = b.item.kind, kind == .margins || kind == .safe,
              let owner = b.item.container, FigureOverlay.edges.contains(b.anchor),
              !(kind == .margins && owner.kind == .root),
              drawn.insert("\(ObjectIdentifier(b.item)) \(b.anchor)").inserted,
              let fa = geometry.frame(of: a.item), let guideEdge = geometry.position(b),
              let ownerEdge = geometry.position(AnchorRef(owner, b.anchor, at: b.location)),
              abs(guideEdge - ownerEdge) > FigureTolerance.drawn else { return nil }
        let text = words(kind == .margins ? "figureMarginInset" : "figureSafeAreaInset", ["value": HTML.number(abs(guideEdge - ownerEdge))])
        let lo = min(guideEdge, ownerEdge), hi = max(guideEdge, ownerEdge), mid = (lo + hi) / 2
        if b.anchor.kind == .xAxis {
            let y = fa.y + fa.height / 2
            var label = FigureLabel(x: mid, y: y - 1, alignX: 0.5, alignY: 1, text: text, classes: "")
            label.alternatives = [(mid, y + 1, 0.5, 0), (lo, y - 1, 0, 1), (hi, y - 1, 1, 1)]
            return (group(.spacing, "plumb-spacing", line(ownerEdge, y, guideEdge, y)), label)
        }
        let x = fa.x + fa.width / 2
        var label = FigureLabel(x: x + 2, y: mid, alignX: 0, alignY: 0.5, text: text, classes: "")
        label.alternatives = [(x - 2, mid, 1, 0.5), (x + 2, lo, 0, 0), (x + 2, hi, 0, 1)]
        return (group(.spacing, "plumb-spacing", line(x, ownerEdge, x, guideEdge)), label)
    }

    private static let edges: Set<Anchor> = [.leading, .trailing, .left, .right, .top, .bottom]
}
