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
        // Level with the view's middle, unless the device's island, notch or
        // home indicator is there (the safe area is inset for them): then a
        // quarter along it, or further, clear of them.
        var housings: [SolvedFrame] = [], keptClear: [FigureRect] = []
        if kind == .safe, case .device(let device) = solution.breakpoint {
            housings = FigureDeviceChrome.housings(device).map(\.frame)
            keptClear = (housings + FigureDeviceChrome.statusBarItems(device)).map(FigureRect.init)
        }
        func clear(_ start: Double, _ length: Double, _ hits: (Double) -> Bool) -> Double {
            [0.5, 0.25, 0.75, 0.1, 0.9].map { start + length * $0 }.first { !hits($0) } ?? start + length / 2
        }
        if b.anchor.kind == .xAxis {
            let y = clear(fa.y, fa.height) { y in housings.contains { $0.y <= y && y <= $0.y + $0.height && $0.x < hi && lo < $0.x + $0.width } }
            var label = FigureLabel(x: mid, y: y - 1, alignX: 0.5, alignY: 1, text: text, classes: "")
            label.alternatives = [(mid, y + 1, 0.5, 0), (lo, y - 1, 0, 1), (hi, y - 1, 1, 1)]
            label.avoiding = keptClear
            return (group(.spacing, "plumb-spacing", line(ownerEdge, y, guideEdge, y)), label)
        }
        let x = clear(fa.x, fa.width) { x in housings.contains { $0.x <= x && x <= $0.x + $0.width && $0.y < hi && lo < $0.y + $0.height } }
        var label = FigureLabel(x: x + 2, y: mid, alignX: 0, alignY: 0.5, text: text, classes: "")
        label.alternatives = [(x - 2, mid, 1, 0.5), (x + 2, lo, 0, 0), (x + 2, hi, 0, 1), (x - 2, hi, 1, 1), (x - 2, lo, 1, 0)]
        label.avoiding = keptClear
        return (group(.spacing, "plumb-spacing", line(x, ownerEdge, x, guideEdge)), label)
    }

    private static let edges: Set<Anchor> = [.leading, .trailing, .left, .right, .top, .bottom]
}
