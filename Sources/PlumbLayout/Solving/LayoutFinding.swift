import PlumbDiagnostics

/// Something the layout stage found about a block, as data: which items,
/// which quantities of their frames, which constraints, what numbers. The
/// layout model writes no sentence and no syntax of its own: the language
/// words each case (`LayoutWording`: PlumbBlocks' `BlockMessages`), and
/// only when the diagnostic carrying it is read.
public enum LayoutFinding: Sendable {
    /// A required constraint the solver keeps broken.
    case broken(BrokenLayoutConstraint)
    /// Quantities of a frame (or a scroll view's content size) that the
    /// constraints leave open.
    case ambiguous(AmbiguousFrame)
    /// Optional constraints of equal priority trading against each other.
    case tie(TiedConstraints)
    /// A negative width or height, kept as UIKit keeps it; `alsoDetermining`
    /// are the written constraints after the first that set it.
    case negativeSize(view: String, axis: Axis, size: Double, width: Double, alsoDetermining: [ConstraintMention])
    /// Quantities of a frame past what a Double holds.
    case overflow(view: String, quantities: [FrameQuantity], width: Double)
    /// A layout still changing after `passes` solves at `width`.
    case unsettled(UnsettledCause, passes: Int, width: Double)
    /// Plumb's own failure in the solver at `width` (`error`: the engine's
    /// description of it).
    case solverFailure(width: Double, error: String)
    /// The block ran past its time budget.
    case budget(BudgetOverrun)
}

/// One of the four quantities of a frame, by axis.
public enum FrameQuantity: Sendable, Hashable, CaseIterable {
    case horizontalPosition, width, verticalPosition, height

    public var axis: Axis { self == .horizontalPosition || self == .width ? .horizontal : .vertical }
    public var isSize: Bool { self == .width || self == .height }
}

/// What kept changing in a layout that does not settle.
public enum UnsettledCause: Sendable, Hashable {
    /// The safe area of `owner` (and the margins counted from it) depends on
    /// its frame, which depends on those guides.
    case safeArea(owner: String)
    /// The margins of `owner`, which preserve its superview's
    /// (`preservesSuperviewLayoutMargins`), depend on its frame, which
    /// depends on those guides.
    case preservedMargins(owner: String)
    /// The lines a label wraps onto change its width.
    case wrapping(label: String)
    /// A stack's tallest view, whose baseline it aligns by, changes.
    case baseline(stack: String)
}

/// A block that ran past its budget: how far it got, its size, and where
/// the time went.
public struct BudgetOverrun: Sendable, Hashable {
    /// The stages of solving a block, as the budget's report names them.
    public enum Stage: Sendable, Hashable, CaseIterable {
        case readingText, buildingModel, solving, analysing, readingFrames
    }
    public let budget: Double
    public let solved: Int
    public let planned: Int
    public let items: Int
    public let constraints: Int
    public let slowest: Stage

    public init(budget: Double, solved: Int, planned: Int, items: Int, constraints: Int, slowest: Stage) {
        self.budget = budget
        self.solved = solved
        self.planned = planned
        self.items = items
        self.constraints = constraints
        self.slowest = slowest
    }
}

/// How the language words the layout stage's findings: handed to
/// `BlockSolver` as it is handed a `LayoutNotation`.
public protocol LayoutWording: Sendable {
    func words(for finding: LayoutFinding, in language: Language) -> DiagnosticWords
}

/// A finding carried by a diagnostic, worded by the language when read.
public struct LayoutMessage: DiagnosticMessage {
    public let finding: LayoutFinding
    let wording: any LayoutWording

    public init(_ finding: LayoutFinding, wording: any LayoutWording) {
        self.finding = finding
        self.wording = wording
    }

    public func words(in language: Language) -> DiagnosticWords { wording.words(for: finding, in: language) }
}
