/// A constraint as a message or a table row names it: what it is, with the
/// numbers it holds. A written constraint comes as the language wrote it
/// (from its `LayoutNotation`), since that is how its author knows it; the
/// ones UIKit adds come as what they are, for the language to word.
public enum ConstraintMention: Sendable, Hashable {
    /// A constraint line, shorthand or VFL line, in the block's notation.
    case written(text: String, identifier: String?)
    /// The root's width, the breakpoint's.
    case rootWidth(Double)
    /// `canvas WxH`.
    case canvasHeight(Double)
    /// `Wxauto`'s fitting-size pull on the root's height.
    case fittingHeight
    /// Half of UIKit's `NSContentSizeLayoutConstraint`: hugging (`size` at
    /// most) or compression resistance (`size` at least), at `priority`.
    case contentSize(view: String, axis: Axis, hugging: Bool, size: Double, priority: Double)
    /// `NSAutoresizingMaskLayoutConstraint`s keeping `frame=`.
    case autoresizing(view: String, frame: Rect?)
    /// A system guide's placement in its owner.
    case guidePlacement(guide: String, owner: String)
    /// One of a stack view's constraints, by its UIKit identifier.
    case stack(stack: String, identifier: String?, text: String)
    /// The block's `tie` line, which keeps `view` at its intrinsic size at
    /// Plumb's tie-breaking level (not a constraint UIKit adds).
    case tieChoice(view: String)
}

extension ConstraintSource {
    /// How a message names this constraint at root width `width`. A content
    /// size's priorities are `properties`' (the declared ones for messages,
    /// those in force at the breakpoint for its table).
    func mention(width: Double, in notation: LayoutNotation,
                 properties: (LayoutItem) -> ItemProperties = { $0.properties }) -> ConstraintMention {
        switch self {
        case .written(let c, _): return .written(text: notation.constraint(c), identifier: c.identifier)
        case .rootWidth: return .rootWidth(width)
        case .rootHeight(.points(let h)): return .canvasHeight(h)
        case .rootHeight(.auto): return .fittingHeight
        case .intrinsic(let item, let axis, let hugging, let value):
            let p = properties(item)
            return .contentSize(view: item.name, axis: axis, hugging: hugging, size: roundedPoints(value),
                                priority: hugging ? p.hugging(axis) : p.resistance(axis))
        case .autoresizing(let item): return .autoresizing(view: item.name, frame: item.properties.frame)
        case .guide(let g):
            guard let owner = g.container else { return .guidePlacement(guide: g.name, owner: "root") }
            // A system guide by its owner's property (`view.safeAreaLayoutGuide` in code).
            guard case .guide(let kind) = g.kind, GuideKind.system.contains(kind) else {
                return .guidePlacement(guide: notation.item(g), owner: notation.item(owner))
            }
            return .guidePlacement(guide: notation.guide(kind, of: owner), owner: notation.item(owner))
        case .stack(let stack, let c): return .stack(stack: stack.name, identifier: c.identifier, text: notation.constraint(c))
        case .tieChoice(let item, _): return .tieChoice(view: item.name)
        }
    }
}

extension ImplicitConstraintStatus.Group {
    /// The table group of a constraint UIKit adds (nil: a written one).
    init?(_ source: ConstraintSource) {
        switch source {
        // Plumb's choice of a tie's outcome is not a constraint UIKit adds.
        case .written, .tieChoice: return nil
        case .rootWidth, .rootHeight: self = .root
        case .intrinsic: self = .contentSize
        case .autoresizing: self = .autoresizing
        case .guide: self = .guides
        case .stack: self = .stack
        }
    }
}
