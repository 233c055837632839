/// What the optimum does not pin down.
public struct SolutionAnalysis {
    /// A variable whose value differs between optimal solutions.
    public struct Ambiguity {
        public let variable: Variable
        /// The constraints that currently determine the variable (UIKit's
        /// `constraintsAffectingLayout`): the ones to add to or change.
        public let constraints: [Constraint]
    }

    /// Optional constraints of one priority that trade violation against each
    /// other: the level's total error is optimal, but it can be shared out in
    /// more than one way, so the layout is an arbitrary pick (UIKit's too).
    public struct Tie {
        public let priority: Double
        public let constraints: [Constraint]
    }

    public let ambiguous: [Ambiguity]
    public let ties: [Tie]
    /// False when the solver's deadline passed part-way: what is listed is
    /// true, but the rest was not looked at.
    public var isComplete = true

    public func isAmbiguous(_ variable: Variable) -> Bool {
        ambiguous.contains { $0.variable === variable }
    }
}
