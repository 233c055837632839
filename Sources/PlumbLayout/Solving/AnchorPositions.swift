import PlumbSolver

/// Where every anchor of one item falls in a solved layout, in the root's
/// space: edges and centres of the alignment rectangle (the frame inset by
/// `alignmentInsets`), its width and height, leading and trailing in the
/// layout's direction, and baselines where the text puts them (a stack's
/// are its first, last or tallest view's). The same expressions the
/// constraints were lowered with (`AnchorLowering`), evaluated over the
/// frames as the solution reports them (to 1/1000 pt), so an anchor lies
/// exactly on the frame that is drawn.
public struct AnchorPositions: Sendable, Equatable {
    /// One value per anchor, in `Anchor.allCases` order.
    private let values: [Double]

    init(values: [Double]) {
        self.values = values
    }

    /// Each of `expressions` (one per anchor) evaluated with `value`.
    init(expressions: [LinearExpression], value: (Variable) -> Double) {
        values = expressions.map { e in e.terms.reduce(e.constant) { $0 + $1.coefficient * value($1.variable) } }
    }

    public subscript(_ anchor: Anchor) -> Double { values[Anchor.allCases.firstIndex(of: anchor)!] }
}

extension AnchorLowering {
    /// `item`'s anchors as expressions over the variables, in
    /// `Anchor.allCases` order.
    ///
    /// The item's two alignment rectangles are built once for its twelve
    /// anchors, not once per anchor (each walks the item's containers and
    /// copies its properties).
    func expressions(of item: LayoutItem) -> [LinearExpression] {
        let built = (item, alignmentRect(item, .horizontal, in: nil), alignmentRect(item, .vertical, in: nil))
        return Anchor.allCases.map { anchor in expression(AnchorRef(item, anchor, at: item.location), in: nil, built: built) }
    }
}

extension BreakpointSolution {
    /// The position of `ref`'s anchor in the root's space (a width or a
    /// height for those anchors); nil for an item the block does not draw.
    public func position(of ref: AnchorRef) -> Double? { anchors[ref.item.name]?[ref.anchor] }
}
