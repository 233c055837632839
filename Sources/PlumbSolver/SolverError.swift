/// Misuse of the solver. Unsatisfiable *required* constraints are not errors:
/// like Apple's engine, the solver keeps them broken and reports them (see
/// ``Solver/add(_:)``).
public enum SolverError: Error, Equatable, CustomStringConvertible {
    case duplicateConstraint(String)
    case unknownConstraint(String)
    case nonFiniteNumber(String)
    case invalidPriority(Double)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    /// A required edit variable cannot take this value: the other required
    /// constraints forbid it. The solver is unchanged.
    case unsatisfiableSuggestion(String, Double)
    case invalidInterval(Double, Double)
    /// A broken invariant inside the engine: a bug, reported instead of trapping.
    case internalFailure(String)
    /// The solver's ``Solver/deadline`` passed.
    case budgetExceeded

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "constraint '\(c)' was already added to this solver"
        case .unknownConstraint(let c): return "constraint '\(c)' is not in this solver"
        case .nonFiniteNumber(let what): return "\(what) is not a finite number"
        case .invalidPriority(let p): return "priority \(p) is out of range: use a number greater than 0 and at most 1000"
        case .duplicateEditVariable(let v): return "'\(v)' is already an edit variable"
        case .unknownEditVariable(let v): return "'\(v)' is not an edit variable: call addEditVariable first"
        case .unsatisfiableSuggestion(let v, let value): return "required edit variable '\(v)' cannot be \(value): the required constraints forbid it"
        case .invalidInterval(let lo, let hi): return "sweep interval [\(lo), \(hi)] is empty or not finite"
        case .internalFailure(let what): return "internal solver failure: \(what)"
        case .budgetExceeded: return "the solver ran past its deadline"
        }
    }
}
