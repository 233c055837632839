import PlumbLayout

/// Frames in the root's space (the figure draws everything from the
/// canvas's top-left corner) and where each anchor falls (the solution's
/// record: the figure does not map anchors itself).
struct FigureGeometry {
    let solution: BreakpointSolution
    /// The root and the declared items, by name.
    private(set) var absolute: [String: SolvedFrame] = [:]
    /// The system guides, by owner and kind.
    private(set) var guides: [GuideKey: SolvedFrame] = [:]

    init(_ solution: BreakpointSolution) {
        self.solution = solution
        absolute[LayoutBlock.rootName] = SolvedFrame(x: 0, y: 0, width: solution.width, height: solution.height, parent: "")
        for name in solution.names { _ = resolve(name) }
        // A guide's frame is in its owner's space, and its owner is the
        // root or a declared view, resolved above.
        for (key, f) in solution.guides {
            guard let owner = absolute[key.owner] else { continue }
            guides[key] = SolvedFrame(x: owner.x + f.x, y: owner.y + f.y, width: f.width, height: f.height, parent: f.parent)
        }
    }

    private mutating func resolve(_ name: String) -> SolvedFrame? {
        if let f = absolute[name] { return f }
        guard let f = solution.frames[name], let parent = resolve(f.parent) else { return nil }
        let a = SolvedFrame(x: parent.x + f.x, y: parent.y + f.y, width: f.width, height: f.height, parent: f.parent)
        absolute[name] = a
        return a
    }

    /// A declared item's frame, or the root's.
    func frame(_ name: String) -> SolvedFrame? { absolute[name] }

    /// Any item's frame: a system guide's by its owner and kind.
    func frame(of item: LayoutItem) -> SolvedFrame? {
        if let key = GuideKey(item) { return guides[key] }
        return absolute[item.name]
    }

    /// The coordinate of an anchor in the root's space, as the solution
    /// records it (alignment insets and baselines included).
    func position(_ ref: AnchorRef) -> Double? { solution.position(of: ref) }
}
