import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// The layout language's way of writing the model, for diagnostics,
/// `plumb solve` and figures: the one place that turns typed constraints
/// and settings back into block syntax.
public struct BlockNotation: LayoutNotation {
    public init() {}

    static let shared = BlockNotation()

    public func constraint(_ c: LayoutConstraint) -> String {
        var text = "\(term(c.first)) \(c.relation.rawValue) "
        if let second = c.second {
            text += term(second)
            if c.multiplier != 1 { text += " * \(c.multiplier.compact)" }
            let points = c.constant.points
            if c.constant != .points(0) {
                text += points < 0 && c.constant.isPoints ? " - \((-points).compact)" : " + \(constant(c.constant))"
            }
        } else {
            text += constant(c.constant)
        }
        if let named = c.namedPriority {
            text += " @" + named.name
            if named.offset != 0 { text += named.offset < 0 ? " - \((-named.offset).compact)" : " + \(named.offset.compact)" }
        } else if c.priority < Priority.required {
            text += " @" + NumberText.priority(c.priority)
        }
        return text
    }

    public func contentPriority(of item: LayoutItem, hugging: Bool, axis: Axis) -> String {
        contentPriority(of: item.name, hugging: hugging, axis: axis)
    }

    func contentPriority(of view: String, hugging: Bool, axis: Axis) -> String {
        "\(view).\(hugging ? PropertyTable.hugging : PropertyTable.resistance).\(axis.letter)"
    }

    /// The line that sets a view's content priority to `value`.
    public func contentPrioritySetting(of view: String, hugging: Bool, axis: Axis, to value: Double) -> String {
        "set \(contentPriority(of: view, hugging: hugging, axis: axis)) = \(NumberText.priority(value))"
    }

    public func guide(_ kind: GuideKind, of item: LayoutItem) -> String { guide(kind, of: item.name) }

    func guide(_ kind: GuideKind, of owner: String) -> String { "\(owner).\(kind.rawValue)" }

    public func guide(_ kind: GuideKind, ofNamed owner: String) -> String { guide(kind, of: owner) }

    public func stackAlignment(_ alignment: StackProperties.Alignment) -> String { "alignment=\(alignment.rawValue)" }

    public func priorityMark(_ c: LayoutConstraint) -> String { NumberText.priority(c.priority) }

    public func tableRow(_ c: LayoutConstraint) -> String { constraint(c) + (c.identifier.map { " #" + $0 } ?? "") }

    public func item(_ item: LayoutItem) -> String { item.name }

    public func implicitCode(_ mention: ConstraintMention) -> String? { nil }

    /// A view's width or height, as an anchor.
    public func dimension(_ axis: Axis, of view: String) -> String {
        "\(view).\(axis == .horizontal ? Anchor.width.rawValue : Anchor.height.rawValue)"
    }

    /// A constraint UIKit adds, as a row of a figure's table of them: the
    /// last step of an `ImplicitConstraintStatus`, which travels as data.
    public func implicitConstraint(_ mention: ConstraintMention) -> String {
        switch mention {
        case .written(let text, _): return text
        case .rootWidth: return "\(rootDimension(.horizontal)) == the breakpoint's width"
        case .canvasHeight(let h): return "\(rootDimension(.vertical)) == \(h.compact)"
        case .fittingHeight: return "\(rootDimension(.vertical)) == 0 @50 (fitting size)"
        case .contentSize(let view, let axis, let hugging, let size, let priority):
            let relation = hugging ? "<=" : ">="
            return "\(dimension(axis, of: view)) \(relation) \(size.compact) @\(priority.compact) (\(hugging ? "hugging" : "compression resistance"))"
        case .autoresizing(let view, let frame):
            guard let f = frame else { return "\(view).frame" }
            return "\(view).frame == (\(f.x.compact), \(f.y.compact), \(f.width.compact), \(f.height.compact))"
        case .guidePlacement(let guide, let owner): return "\(guide) placed in \(owner)"
        case .stack(_, let identifier, let text): return "\(identifier.map { $0 + ": " } ?? "")\(text)"
        case .tieChoice(let view): return "tie: \(view) keeps its intrinsic size"
        }
    }

    public func rootDimension(_ axis: Axis) -> String {
        "root.\(axis == .horizontal ? Anchor.width.rawValue : Anchor.height.rawValue)"
    }

    func anchor(_ a: AnchorRef) -> String { "\(a.item.name).\(a.anchor.rawValue)" }

    func term(_ t: AnchorTerm) -> String {
        switch t {
        case .anchor(let a): return anchor(a)
        case .distance(let a, let b): return "distance(\(anchor(a)), \(anchor(b)))"
        }
    }

    func constant(_ c: LayoutConstant) -> String {
        switch c {
        case .points(let p): return p.compact
        case .system(let m): return m == 1 ? "system" : "system * \(m.compact)"
        }
    }
}
