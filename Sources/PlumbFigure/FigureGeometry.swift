import PlumbLayout

/// Frames in the root's space (the figure draws everything from the
/// canvas's top-left corner) and where each anchor falls (the solution's
/// record: the figure does not map anchors itself). Both are where the
/// reader sees them: under a moved bounds origin (`contentOffset`) a view
/// is drawn shifted by the solution's `boundsShifts`, its frame unchanged.
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
        // UIKit draws a subview at its frame's origin less its superview's
        // bounds origin (UIView.bounds: the view's rectangle "in its own
        // coordinate system").
        let origin = solution.boundsOrigins[f.parent] ?? .zero
        let a = SolvedFrame(x: parent.x + f.x - origin.x, y: parent.y + f.y - origin.y, width: f.width, height: f.height, parent: f.parent)
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
    func position(_ ref: AnchorRef) -> Double? {
        guard let p = solution.position(of: ref) else { return nil }
        return p - shift(ref.anchor.kind, solution.boundsShift(of: ref.item))
    }

    /// Where `ref` falls for a constraint of `constrained`: when `ref` is
    /// an edge of one of its superviews, the edge of that superview's own
    /// coordinate space, which its bounds origin moves ("Constraints
    /// between the edges or margins of the scroll view and its content
    /// attach to the scroll view's content area", Working with Scroll
    /// Views). A scroll view's centre and size stay its frame's.
    func position(_ ref: AnchorRef, seenFrom constrained: LayoutItem) -> Double? {
        guard let p = position(ref) else { return nil }
        guard constrained.ancestors.contains(where: { $0 === ref.item }), let origin = solution.boundsOrigins[ref.item.name] else { return p }
        if ref.item.viewKind == .scroll && [.centerX, .centerY].contains(ref.anchor) { return p }
        return p - shift(ref.anchor.kind, origin)
    }

    private func shift(_ kind: Anchor.Kind, _ origin: BoundsOrigin) -> Double {
        switch kind {
        case .xAxis: return origin.x
        case .yAxis: return origin.y
        default: return 0
        }
    }
}

extension FigureGeometry {
    /// Which of a spacing's two anchors the line is drawn level with: the
    /// constrained view's middle, unless that view (or the view owning that
    /// guide) holds the other, as VFL's `…-20-|` makes the superview the
    /// first item: then the inner view's, where the gap is, not the
    /// superview's middle far from it. Snapshots and live panels agree.
    static func levelAnchor(_ a: AnchorRef, _ b: AnchorRef) -> AnchorRef {
        let outer = a.item.isGuide ? a.item.container : a.item
        var inner: LayoutItem? = b.item.isGuide ? b.item.container : b.item
        guard let outer, inner !== outer else { return a }
        while let item = inner {
            if item === outer { return b }
            inner = item.container
        }
        return a
    }
}
