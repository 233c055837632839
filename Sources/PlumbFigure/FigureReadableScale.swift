import PlumbLayout

/// The smallest scale a snapshot may be drawn at, so that the text its views
/// show stays readable.
///
/// Why: a snapshot fills the column, so on a phone (a 340-px column) a
/// 1024-pt iPad layout is drawn at a third of its size and 17-pt text at
/// 5.6 px, which nobody can read. Below this scale the panel keeps the
/// scale and scrolls sideways instead (`.plumb-wide`), with a shadow at the
/// edge where more of it is.
enum FigureReadableScale {
    /// The smallest text a figure draws on any screen: the overlay labels'
    /// size, which the browser check also asserts.
    static let smallestTextPixels = 11.0

    /// The scale at which the smallest text any drawn view shows at this
    /// breakpoint is `smallestTextPixels`, at most 1 (a figure is never
    /// drawn larger than 1 px per point to be readable); 0 when no view
    /// shows text.
    static func minimum(_ block: LayoutBlock, _ s: BreakpointSolution) -> Double {
        var smallest = Double.infinity
        for item in block.items where !item.isGuide {
            let kind = item.viewKind ?? .view
            let p = s.properties(of: item)
            guard kind.showsText, !p.hidden, !p.shownText(as: kind).text.isEmpty else { continue }
            smallest = min(smallest, p.fontSize)
        }
        guard smallest.isFinite, smallest > 0 else { return 0 }
        return min(1, smallestTextPixels / smallest)
    }
}
