/// A `when` condition: the lines under it apply only at breakpoints where it
/// holds.
public enum Condition: Equatable, Sendable, CustomStringConvertible {
    case sizeClass(SizeClass)
    case width(ComparisonOperator, Double)
    case direction(LayoutDirection)

    public enum ComparisonOperator: String, Sendable, CaseIterable {
        case less = "<", lessOrEqual = "<=", equal = "==", greaterOrEqual = ">=", greater = ">"

        func holds(_ a: Double, _ b: Double) -> Bool {
            switch self {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .equal: return a == b
            case .greaterOrEqual: return a >= b
            case .greater: return a > b
            }
        }
    }

    public func holds(in context: BreakpointContext) -> Bool {
        switch self {
        case .sizeClass(let c): return context.sizeClass == c
        case .width(let op, let n): return op.holds(context.width, n)
        case .direction(let d): return context.direction == d
        }
    }

    public var description: String {
        switch self {
        case .sizeClass(let c): return c.rawValue
        case .width(let op, let n): return "width \(op.rawValue) \(n.compact)"
        case .direction(let d): return d.rawValue
        }
    }
}
