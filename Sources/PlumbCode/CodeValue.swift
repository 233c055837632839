import PlumbLayout

/// What an expression evaluates to while the program reader runs the code:
/// UIKit's objects as the program knows them, and plain values.
indirect enum CodeValue {
    case item(UIKitProgram.ItemID)
    case guide(UIKitProgram.ItemID, GuideKind)
    case anchor(UIKitProgram.ItemAnchor)
    case distance(UIKitProgram.ItemAnchor, UIKitProgram.ItemAnchor)
    /// A constraint (or a VFL line's constraints) by its index in the program.
    case constraint(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    /// `nil`, and what a call that returns nothing gives.
    case nothing
    /// `.horizontal`, `.system`, `.compact`: read by what receives it.
    case enumCase(String)
    case color(String)
    case font(Double)
    /// `preferredFont(forTextStyle:)`: the style and its size at the category.
    case textStyleFont(String, Double)
    case priority(Double, NamedPriority?)
    case array([CodeValue])
    case dictionary([(key: String, value: CodeValue)])
    case size(Double, Double)
    case point(Double, Double)
    case rect(Rect)
    case insets(Insets)
    case directionalInsets(DirectionalInsets)
    case image(String?)
    /// `UIButton.Configuration.filled()` and its `title`.
    case buttonConfiguration(filled: Bool, title: String?)
    /// A type name: `UILabel`, `NSLayoutConstraint`, a class of the code's own.
    case type(String)
    case closure(Closure)
    /// The view controller itself (`self` in its methods).
    case viewController
    /// `view.snp`.
    case snp(UIKitProgram.ItemID, GuideKind?)
    /// `other.snp.right` (attributes of an item), `make.left.top` (of the maker's view).
    case snapAttributes(SnapItem, [String])
    /// A SnapKit description being built (`make.left.equalTo(x).offset(8)`).
    case snapDescription(Int)
    /// A size class read from the trait collection: a condition, not a value.
    case sizeClassQuery
    /// Already reported: evaluating on only avoids a second message.
    case unknown

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .priority(let p, _): return p
        default: return nil
        }
    }

    /// How a message names what was found.
    var what: String {
        switch self {
        case .item: return "a view"
        case .guide: return "a layout guide"
        case .anchor: return "an anchor"
        case .distance: return "a dimension"
        case .constraint: return "a constraint"
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .nothing: return "nil"
        case .enumCase(let c): return "'.\(c)'"
        case .color: return "a colour"
        case .font, .textStyleFont: return "a font"
        case .priority: return "a priority"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .size: return "a size"
        case .point: return "a point"
        case .rect: return "a rectangle"
        case .insets, .directionalInsets: return "edge insets"
        case .image: return "an image"
        case .buttonConfiguration: return "a button configuration"
        case .type(let t): return "the type '\(t)'"
        case .closure: return "a closure"
        case .viewController: return "the view controller"
        case .snp: return "a SnapKit DSL"
        case .snapAttributes: return "SnapKit attributes"
        case .snapDescription: return "a SnapKit constraint"
        case .sizeClassQuery: return "a size class"
        case .unknown: return "an unknown value"
        }
    }
}

/// The item SnapKit attributes belong to: a view or a guide, and whether
/// they were reached through `make` (the view being constrained).
struct SnapItem {
    let item: UIKitProgram.ItemID
    let guide: GuideKind?
    let isMaker: Bool
}
