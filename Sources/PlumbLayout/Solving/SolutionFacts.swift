/// The facts a solution holds beyond its frames, for figures and messages
/// alike: which frames the constraints leave open, which constraints tie,
/// which are broken. `BreakpointSolution` lists each, in the order of the
/// diagnostics that report them.

/// Quantities of an item's frame that the constraints do not determine.
public struct AmbiguousFrame: Sendable {
    public enum Scope: Sendable, Hashable {
        /// The item's own frame.
        case frame
        /// A scroll view's content size (the content layout guide's).
        case scrollableContent
    }
    /// The view or guide (for `scrollableContent`: the scroll view).
    public let item: String
    /// In the order the analysis found them.
    public let quantities: [FrameQuantity]
    public let scope: Scope
    /// A custom guide no ambiguous view depends on: nothing drawn changes.
    public let isHarmless: Bool
    public let width: Double
    /// Another frame the item could take, for the figure's ghost (nil
    /// unless it is a view or a custom guide whose own frame is open).
    public var alternative: SolvedFrame?

    public init(item: String, quantities: [FrameQuantity], scope: Scope = .frame, isHarmless: Bool = false, width: Double,
                alternative: SolvedFrame? = nil) {
        self.item = item
        self.quantities = quantities
        self.scope = scope
        self.isHarmless = isHarmless
        self.width = width
        self.alternative = alternative
    }
}

/// Optional constraints of one priority pulling against each other, and the
/// views whose frames the outcome moves.
public struct TiedConstraints: Sendable {
    public let constraints: [ConstraintMention]
    /// Their identifiers, as diagnostics and `plumb solve --json` give them.
    public let references: [String]
    public let priority: Double
    public let views: [String]
    public let width: Double
    /// The outcome the block's `tie` line chose for the figure, if it
    /// names one of these views.
    public var choice: TieOutcomeChoice?

    public init(constraints: [ConstraintMention], references: [String], priority: Double, views: [String], width: Double) {
        self.constraints = constraints
        self.references = references
        self.priority = priority
        self.views = views
        self.width = width
    }
}

/// A required constraint the solver keeps broken, and the others that
/// prove the conflict.
public struct BrokenLayoutConstraint: Sendable {
    public let constraint: ConstraintMention
    public let reference: String
    public let conflicts: [ConstraintMention]
    public let priority: Double
    /// How far from holding, in points.
    public let violation: Double
    /// The values of its two sides in the solution (the first anchor's, and
    /// what the constraint asked of it), in the space it was lowered in; nil
    /// for a constraint UIKit adds that has no sides to read.
    public let got: Double?
    public let wanted: Double?
    public let width: Double

    public init(constraint: ConstraintMention, reference: String, conflicts: [ConstraintMention], priority: Double,
                violation: Double, got: Double? = nil, wanted: Double? = nil, width: Double) {
        self.constraint = constraint
        self.reference = reference
        self.conflicts = conflicts
        self.priority = priority
        self.violation = violation
        self.got = got
        self.wanted = wanted
        self.width = width
    }
}

/// `tie NAME gives way [only]`, as it applies to one tie.
public struct TieOutcomeChoice: Sendable {
    /// The tied views the line names: drawn giving way.
    public let yielding: [String]
    /// Whether the other outcome is drawn too, dashed (not with `only`).
    public let drawsOtherOutcome: Bool

    public init(yielding: [String], drawsOtherOutcome: Bool) {
        self.yielding = yielding
        self.drawsOtherOutcome = drawsOtherOutcome
    }
}
