/// The tolerances of drawing a solved block, each named once next to the
/// reason for its value (solving's are `LayoutTolerance`).
enum FigureTolerance {
    /// Labels show points to one decimal (`FigureLabels.number`): a value
    /// within half of that (0.05 pt) of another reads the same, so a
    /// constraint met that closely is labelled as met, and a view that far
    /// from its intrinsic size has not given way.
    static let labelled = 0.05

    /// A length under this many points (a gap, an inset, a difference
    /// between equal lengths) is not drawn: a hundredth of a point is no
    /// pixel at any zoom a reader uses, and frames carry 1/1000 pt.
    static let drawn = 0.01

    /// A live label's slope below this is a constant: the sweep's slopes
    /// are exact to about 1e-12, and this one moves a label by 1/1000 pt
    /// only across a 1,000,000 pt range.
    static let constantSlope = 1e-9

    /// A slope below this is zero when solving `a + b·W > 0` for W: the
    /// sweep's rounding, which would put a root at an absurd width.
    static let zeroSlope = 1e-12

    /// Areas that differ by less than this (square points) are equal: the
    /// rounding of a product of frame values.
    static let area = 1e-9
}
