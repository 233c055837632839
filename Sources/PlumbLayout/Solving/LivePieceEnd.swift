/// Why a live piece ends where it does: what changes at its upper end, as
/// the sweep found it (`BlockSolver.sweep`). A piece may end for several
/// reasons at once (the root's margins and a label's lines at 375).
public enum LivePieceEnd: Sendable, Equatable {
    /// The end of the live range.
    case rangeEnds
    /// Nothing discrete changes: some length starts or stops following the
    /// width, or follows it at another rate (the engine's basis changes).
    /// The frames meet.
    case bend
    /// The frames go on as they were, but a constraint starts or stops
    /// being met (a broken one starts to hold, an optional one gives way):
    /// what the piece reports about its constraints changes here.
    case metConstraintsChange
    /// A label's text breaks into another number of lines.
    case rewrap(view: String, lines: Int, becomes: Int)
    /// UIKit's root margins change with the width (16 up to 375, then 20:
    /// `RootMargins`), for a block that uses the root's margins or
    /// readable-content guide.
    case rootMargins(from: Insets, to: Insets)
    /// The size class changes (compact up to 694), for a block with a
    /// `when` line that reads it.
    case sizeClass(from: SizeClass, to: SizeClass)
    /// A `when width OP N` condition starts (`nowHolds`) or stops holding.
    case widthCondition(Condition.ComparisonOperator, Double, nowHolds: Bool)
    /// A horizontal stack's tallest view (whose baselines it aligns by)
    /// is another one.
    case tallestArrangedView(stack: String, becomes: String?)
    /// A view's safe-area insets change (its superview's unsafe bands move
    /// over it).
    case safeAreaInsets(view: String)
    /// The same constraints, but a solver built afresh picks another of
    /// equally good layouts: a tie between constraints flips.
    case tieFlips
    /// The required constraints forbid a wider root: past this width one
    /// of the author's constraints breaks (the next piece starts just after).
    case requiredConstraintsForbidWider
    /// The solved system changes in a way none of the cases above names.
    case systemChanges
}
