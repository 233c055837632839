import PlumbSolver

/// `preservesSuperviewLayoutMargins`: a view's margins grow by "the
/// smallest amount needed to ensure that content is also inside the
/// superview's margins" (Apple's documentation of the property). On each
/// side, the margin is the greater of the view's own and the part of the
/// superview's margin that reaches into the view:
///
///     left = max(own.left, superview.margins.left − frame.minX)
///
/// (frame in the superview's bounds; right, top and bottom alike). The
/// superview's margins are its effective ones, so the rule cascades down a
/// chain of views that all preserve. They depend on the solved frames, which
/// may depend on them, so `BlockSolver` solves again while they change, as
/// it does for safe areas.
enum PreservedMargins {
    /// The effective margins of every view that preserves its superview's,
    /// keyed by item: `ownMargins` gives a view's margins before preserving
    /// (its own setting, counted from its safe area), `value` the solution.
    static func margins(block: LayoutBlock, preserves: (LayoutItem) -> Bool, ownMargins: (LayoutItem) -> Insets,
                        value: (Variable) -> Double) -> [ObjectIdentifier: Insets] {
        var out: [ObjectIdentifier: Insets] = [:]
        // Declaration order puts every container before what it contains, so
        // a superview's effective margins are known before its subviews'.
        for item in block.items where preserves(item) {
            // A scroll view's subviews live in its content area, whose
            // margins Plumb does not carry down [?]: not preserved there.
            guard let container = item.container, container.viewKind != .scroll else { continue }
            let outer = out[ObjectIdentifier(container)] ?? ownMargins(container)
            let own = ownMargins(item)
            let x = value(item.minX), y = value(item.minY)
            let right = value(container.width) - (x + value(item.width))
            let bottom = value(container.height) - (y + value(item.height))
            out[ObjectIdentifier(item)] = Insets(top: max(own.top, rounded(outer.top - y)),
                                                 left: max(own.left, rounded(outer.left - x)),
                                                 bottom: max(own.bottom, rounded(outer.bottom - bottom)),
                                                 right: max(own.right, rounded(outer.right - right)))
        }
        return out
    }

    /// Rounded to 1/1000 pt, so that re-solving converges instead of chasing
    /// the last bits of a float (as `SafeAreaPropagation` rounds).
    private static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}

extension BlockSolver {
    /// The preserved margins of the views whose margins something reads
    /// (their margins or readable guide), from the current solution. Others'
    /// vary with their frames and would only make the solution look
    /// unsettled, as for `safeInsets`.
    func preservedMargins(_ system: BreakpointSystem) -> [ObjectIdentifier: Insets] {
        guard block.items.contains(where: { system.props($0).preservesSuperviewMargins }) else { return [:] }
        var owners = Set<ObjectIdentifier>()
        for g in block.systemGuideOrder {
            if case .guide(let kind) = g.kind, [.margins, .readable, .contentMargins].contains(kind), let owner = g.container {
                owners.insert(ObjectIdentifier(owner))
            }
        }
        return PreservedMargins.margins(block: block, preserves: { system.props($0).preservesSuperviewMargins },
                                        ownMargins: system.ownMargins, value: { solvedValue($0) })
            .filter { owners.contains($0.key) }
    }
}
