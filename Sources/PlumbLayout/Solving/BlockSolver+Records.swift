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
    /// report them (rounded to 1/1000).
    func anchorPositions(_ system: BreakpointSystem) -> [String: AnchorPositions] {
        let lowering = system.lowering
        var out: [String: AnchorPositions] = [:]
        for item in [block.root] + block.allItems where item.kind != .guide(.arrangement) {
            out[item.name] = lowering.positions(of: item) { roundedPoints(self.solvedValue($0)) }
        }
        return out
    }
}
