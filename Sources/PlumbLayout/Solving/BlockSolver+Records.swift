import PlumbSolver

/// The records a breakpoint's solution carries besides frames, read once
/// here so that no later stage works them out again.
extension BlockSolver {
    /// Every text view's lines in the frame it was solved to. The size is
    /// the solver's own value, not the frame as reported: a frame is
    /// reported to 1/1000 pt, so a label exactly as wide as its text
    /// (52.859375 pt for "Profile") would read up to 0.0005 pt narrower and
    /// be cut short with "…" where UIKit draws it whole.
    func measuredText(_ system: BreakpointSystem) -> [String: MeasuredText] {
        var out: [String: MeasuredText] = [:]
        for item in block.items where item.viewKind?.showsText == true {
            guard let t = MeasuredText.layout(item, properties: system.props(item), frameWidth: solvedValue(item.width),
                                              frameHeight: solvedValue(item.height), with: measurer) else { continue }
            out[item.name] = t
        }
        return out
    }

    /// Every reported item's anchors, from the variables as the frames
    /// report them (rounded to 1/1000). `serial`: the lowered system's
    /// (`LoweredSystem.serial`), whose signature decides the expressions.
    func anchorPositions(_ system: BreakpointSystem, serial: Int) -> [String: AnchorPositions] {
        var out: [String: AnchorPositions] = [:]
        for (name, expressions) in anchorExpressions(system, serial: serial) {
            out[name] = AnchorPositions(expressions: expressions) { roundedPoints(self.solvedValue($0)) }
        }
        return out
    }

    /// Every reported item's anchors as expressions, built once per
    /// lowered system: they depend on its lowering signature only, and a
    /// block's breakpoints, its variants and the passes of one width meet
    /// the same few systems (building them walked each item's containers
    /// for its twelve anchors at every read).
    private func anchorExpressions(_ system: BreakpointSystem, serial: Int) -> [(name: String, expressions: [LinearExpression])] {
        // A later lowering may create guides (a stack's margins): then the
        // items are listed again.
        let count = block.allItems.count
        if let known = recentAnchorExpressions.last(where: { $0.serial == serial && $0.itemCount == count }) { return known.items }
        let lowering = system.lowering
        let items = ([block.root] + block.allItems).filter { $0.kind != .guide(.arrangement) }.map { ($0.name, lowering.expressions(of: $0)) }
        recentAnchorExpressions.append((serial, count, items))
        if recentAnchorExpressions.count > BlockSolver.keptLowerings { recentAnchorExpressions.removeFirst() }
        return items
    }
}
