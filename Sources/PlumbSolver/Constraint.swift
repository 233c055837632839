/// `expression RELATION 0` at a priority.
///
/// Constraints are identified by object identity: the solver holds the
/// constraints it was given, and removing one means passing the same object.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    public enum Relation: String, Sendable {
        case lessOrEqual = "<="
        case equal = "=="
        case greaterOrEqual = ">="
    }

    /// `lhs - rhs`, reduced: the constraint reads `expression RELATION 0`.
    public let expression: LinearExpression
    public let relation: Relation
    /// In (0, 1000]; 1000 is required.
    public let priority: Double
    /// Anything the caller wants to recognise the constraint by in reports
    /// (a source line, an identifier such as `UISV-spacing`).
    public let label: String

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = Priority.required, label: String = "") {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// The same relation at another priority.
    public func priority(_ value: Double) -> Constraint {
        Constraint(expression, relation, priority: value, label: label)
    }

    /// The same constraint with a label for reports.
    public func labeled(_ text: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: text)
    }

    public var isRequired: Bool { priority >= Priority.required }

    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0"
        let pri = isRequired ? "" : " @\(formatNumber(priority))"
        return (label.isEmpty ? "" : "\(label): ") + body + pri
    }
}

// MARK: - Building constraints with ==, <=, >=

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessOrEqual) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterOrEqual) }

public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
