import PlumbLayout

/// Frames in the root's space (the figure draws everything from the
/// canvas's top-left corner) and where each anchor falls.
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

    /// The coordinate of an anchor in the root's space (baselines as the
    /// bottom edge: the overlay marks positions, not text lines).
    func position(_ ref: AnchorRef) -> Double? {
        guard let f = frame(ref.item.name) else { return nil }
        let rtl = solution.direction == .rtl
        switch ref.anchor {
        case .left: return f.x
        case .right: return f.x + f.width
        case .leading: return rtl ? f.x + f.width : f.x
        case .trailing: return rtl ? f.x : f.x + f.width
        case .centerX: return f.x + f.width / 2
        case .top: return f.y
        case .bottom, .firstBaseline, .lastBaseline: return f.y + f.height
        case .centerY: return f.y + f.height / 2
        case .width: return f.width
        case .height: return f.height
        }
    }
}
