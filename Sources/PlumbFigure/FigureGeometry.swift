import PlumbLayout

/// Frames in the root's space (the figure draws everything from the
/// canvas's top-left corner) and where each anchor falls (the solution's
/// record: the figure does not map anchors itself).
struct FigureGeometry {
    let solution: BreakpointSolution
    private(set) var absolute: [String: SolvedFrame] = [:]

    init(_ solution: BreakpointSolution) {
        self.solution = solution
        absolute["root"] = SolvedFrame(x: 0, y: 0, width: solution.width, height: solution.height, parent: "")
        for name in solution.names { _ = resolve(name) }
        for name in solution.guides.keys.sorted() { _ = resolve(name) }
    }

    private func local(_ name: String) -> SolvedFrame? { solution.frames[name] ?? solution.guides[name] }

    private mutating func resolve(_ name: String) -> SolvedFrame? {
        if let f = absolute[name] { return f }
        guard let f = local(name), let parent = resolve(f.parent) else { return nil }
        let a = SolvedFrame(x: parent.x + f.x, y: parent.y + f.y, width: f.width, height: f.height, parent: f.parent)
        absolute[name] = a
        return a
    }

    func frame(_ name: String) -> SolvedFrame? { absolute[name] }

    /// The coordinate of an anchor in the root's space, as the solution
    /// records it (alignment insets and baselines included).
    func position(_ ref: AnchorRef) -> Double? { solution.position(of: ref) }
}
