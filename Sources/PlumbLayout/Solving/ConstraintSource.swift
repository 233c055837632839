import PlumbDiagnostics
import PlumbSolver

/// Where a solver constraint came from, so that diagnostics can speak of
/// what the author wrote (or of what UIKit adds implicitly, by UIKit's name).
public enum ConstraintSource {
    /// A constraint line, shorthand or VFL line, and its index in the block.
    case written(LayoutConstraint, index: Int)
    /// The root's width at a breakpoint (a required edit).
    case rootWidth
    /// `canvas WxH`, or `Wxauto`'s fitting-size pull.
    case rootHeight(CanvasHeight)
    /// Half of UIKit's `NSContentSizeLayoutConstraint`: hugging (`dim <= c`)
    /// or compression resistance (`dim >= c`).
    case intrinsic(LayoutItem, Axis, hugging: Bool, value: Double)
    /// `NSAutoresizingMaskLayoutConstraint`: a view with `frame=` keeps it.
    case autoresizing(LayoutItem)
    /// A system guide's placement in its owner (safe area, margins, ...).
    case guide(LayoutItem)
    /// One of the constraints a stack view adds, by its UIKit identifier.
    case stack(LayoutItem, LayoutConstraint)
    /// Plumb's, not UIKit's: a view that does not give way in a tie keeps
    /// its intrinsic size at `Priority.tiebreak` (`tie NAME gives way`).
    case tieChoice(LayoutItem, Axis)

    /// The identifier diagnostics and `plumb solve --json` use.
    public func reference(in notation: LayoutNotation) -> String {
        switch self {
        case .written(let c, _): return c.reference
        case .rootWidth: return notation.rootDimension(.horizontal)
        case .rootHeight: return notation.rootDimension(.vertical)
        case .intrinsic(let item, let axis, let hugging, _):
            return notation.contentPriority(of: item, hugging: hugging, axis: axis)
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .guide(let g): return g.name
        case .stack(_, let c): return c.identifier ?? "UISV"
        case .tieChoice: return "tie"
        }
    }

    public var views: [String] {
        switch self {
        case .written(let c, _): return c.views
        case .rootWidth, .rootHeight: return ["root"]
        case .intrinsic(let item, _, _, _), .autoresizing(let item), .tieChoice(let item, _): return [item.name]
        case .guide(let g): return [g.container?.name ?? "root"]
        case .stack(let stack, let c): return [stack.name] + c.views.filter { $0 != stack.name && !$0.contains(".") }
        }
    }

    public func location(in block: LayoutBlock) -> SourceLocation {
        switch self {
        case .written(let c, _): return c.location
        case .rootWidth: return block.widthLocation ?? block.root.location
        case .rootHeight: return block.heightLocation ?? block.root.location
        case .guide: return block.root.location
        case .stack(let stack, _): return stack.location
        case .intrinsic(let item, _, _, _), .autoresizing(let item): return item.location
        case .tieChoice(let item, _): return block.tieChoice?.location ?? item.location
        }
    }
}

/// A solver constraint with its source and a key that identifies it across
/// breakpoints (same key: same constraint, kept in the solver). A class:
/// every breakpoint passes thousands of these between lowering, the solver
/// and the read-out, and copying the key's terms and the source's references
/// each time was a third of a large block's solve.
final class LoweredConstraint {
    let key: ConstraintKey
    let constraint: Constraint
    let source: ConstraintSource

    init(key: ConstraintKey, constraint: Constraint, source: ConstraintSource) {
        self.key = key
        self.constraint = constraint
        self.source = source
    }
}

/// The identity of a lowered constraint across breakpoints: its terms as
/// lowered (lowering is deterministic, so the order is stable), constant,
/// relation and priority, and which occurrence of that exact constraint it is.
struct ConstraintKey: Hashable {
    struct Term: Hashable {
        let variable: ObjectIdentifier
        let coefficient: Double
    }
    let terms: [Term]
    let constant: Double
    let relation: Constraint.Relation
    let priority: Double
    /// Tells identical constraints apart: the count of earlier twins for an
    /// implicit constraint, −(index + 1) for the written constraint at index.
    var occurrence = 0
    /// Hashed once: keys are looked up several times per breakpoint.
    private let digest: Int

    init(_ c: Constraint) {
        terms = c.expression.terms.map { Term(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) }
        constant = c.expression.constant
        relation = c.relation
        priority = c.priority
        var h = Hasher()
        h.combine(terms)
        h.combine(constant)
        h.combine(relation)
        h.combine(priority)
        digest = h.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
        hasher.combine(occurrence)
    }

    static func == (a: ConstraintKey, b: ConstraintKey) -> Bool {
        a.digest == b.digest && a.occurrence == b.occurrence && a.constant == b.constant && a.priority == b.priority
            && a.relation == b.relation && a.terms == b.terms
    }
}
