import PlumbSolver

/// One constraint as the engine holds it at a breakpoint, for a figure
/// that shows the solving steps (`show steps`): the linear form
/// `Σ coefficient · unknown + constant RELATION 0`, at its priority, and
/// which row of the figure's table it came from. The unknowns are each
/// view's `minX`, `minY`, `width` and `height` (a guide's too), by name.
public struct SolvedEquation: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        /// The block's constraint at this index (its row in the table).
        case written(index: Int)
        /// One of the constraints UIKit adds, as the implicit table names it.
        case implicit(ConstraintMention)
    }

    public struct Term: Sendable, Equatable {
        public let unknown: String
        public let coefficient: Double

        public init(unknown: String, coefficient: Double) {
            self.unknown = unknown
            self.coefficient = coefficient
        }
    }

    public let origin: Origin
    public let terms: [Term]
    public let constant: Double
    public let relation: Constraint.Relation
    /// UIKit's priority (1000: required).
    public let priority: Double

    public init(origin: Origin, terms: [Term], constant: Double, relation: Constraint.Relation, priority: Double) {
        (self.origin, self.terms, self.constant, self.relation, self.priority) = (origin, terms, constant, relation, priority)
    }
}

/// An unknown of the equations and the value the engine found for it.
public struct SolvedUnknown: Sendable, Equatable {
    public let name: String
    public let value: Double
}
