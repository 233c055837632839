/// The records a breakpoint's solution carries besides frames, read once
/// here so that no later stage works them out again.
extension BlockSolver {
    /// Every text view's lines in the frame it was solved to.
    func measuredText(_ system: BreakpointSystem, frames: [String: SolvedFrame]) -> [String: MeasuredText] {
        var out: [String: MeasuredText] = [:]
        for item in block.items {
            guard let f = frames[item.name], let t = MeasuredText.layout(item, properties: system.props(item), frameWidth: f.width,
                                                                       frameHeight: f.height, with: measurer) else { continue }
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
