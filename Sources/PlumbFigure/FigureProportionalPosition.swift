import PlumbLayout

/// A position with a multiplier (`dot.centerX == root.centerX × 0.5`, made
/// with `NSLayoutConstraint(item:attribute:...)`): UIKit measures both sides
/// in the bounds of the view the constraint is installed on, so the figure
/// draws the distance from that view's leading (or top) edge to the anchor,
/// labelled with the value and what decides it ("93.75 = 0.5× root.centerX").
/// Without the label a reader sees a view placed for no visible reason.
extension FigureOverlay {
    mutating func proportionalPosition(_ c: LayoutConstraint, _ a: AnchorRef, _ b: AnchorRef, _ fa: SolvedFrame,
                                       _ status: ConstraintStatus, _ cls: String) -> (Markup, FigureLabel?)? {
        // Mirrored coordinates (a leading anchor in right-to-left text) and
        // a moved bounds origin measure from elsewhere: left undrawn.
        guard !(solution.direction == .rtl && (a.anchor.isDirectional || b.anchor.isDirectional)),
              let space = Self.installationSpace(a.item, b.item), solution.boundsOrigins[space.name] == nil,
              let pa = geometry.position(a), let pb = geometry.position(b) else { return nil }
        let horizontal = a.anchor.kind == .xAxis
        let zero: Double
        if space.isRoot {
            zero = 0
        } else {
            guard let f = geometry.frame(of: space) else { return nil }
            zero = horizontal ? f.x : f.y
        }
        var expression = "\(FigureLabels.factor(c.multiplier))× \(solved.parsed.notation.item(b.item)).\(b.anchor.rawValue)"
        let k = c.constant.points
        if k != 0 { expression += (k < 0 ? " − " : " + ") + FigureLabels.number(abs(k)) }
        let wantedValue = c.multiplier * (pb - zero) + k
        let text = describe(c, status, relation: c.relation, wanted: FigureLabels.number(wantedValue), wantedValue: wantedValue,
                            actual: pa - zero, expression: expression)
        let lo = min(zero, pa), hi = max(zero, pa), mid = (zero + pa) / 2
        if horizontal {
            let y = fa.y + fa.height / 2
            var label = FigureLabel(x: mid, y: y - 1, alignX: 0.5, alignY: 1, text: text, classes: cls)
            label.alternatives = [(mid, y + 1, 0.5, 0), (lo, y - 1, 0, 1), (lo, y + 1, 0, 0), (hi, y - 1, 1, 1), (hi, y + 1, 1, 0)]
            label.avoiding = [FigureRect(fa)]
            return (group(.spacing, "plumb-spacing\(cls)", line(zero, y, pa, y)), label)
        }
        let x = fa.x + fa.width / 2
        var label = FigureLabel(x: x + 2, y: mid, alignX: 0, alignY: 0.5, text: text, classes: cls)
        label.alternatives = [(x - 2, mid, 1, 0.5), (x + 2, lo, 0, 0), (x - 2, lo, 1, 0), (x + 2, hi, 0, 1), (x - 2, hi, 1, 1)]
        label.avoiding = [FigureRect(fa)]
        return (group(.spacing, "plumb-spacing\(cls)", line(x, zero, x, pa)), label)
    }

    /// The nearest item that is, or contains, both: the view UIKit installs
    /// the constraint on, whose bounds a multiplied position is measured in.
    static func installationSpace(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
        let around = [b] + b.ancestors
        return ([a] + a.ancestors).first { item in around.contains { $0 === item } }
    }
}
