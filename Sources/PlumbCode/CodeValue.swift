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
    /// A system font: its size and weight.
    case font(Double, FontWeight)
    /// `preferredFont(forTextStyle:)`: the style and its size at the category.
    case textStyleFont(String, Double)
    /// `UIFontMetrics(forTextStyle:)` (`UIFontMetrics.default`: body).
    case fontMetrics(String)
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
    /// What kind of value this is, as a message names it.
    var kind: CodeValueKind {
        switch self {
        case .item: return .view
        case .guide: return .guide
        case .anchor: return .anchor
        case .distance: return .dimension
        case .constraint: return .constraint
        case .number: return .number
        case .string: return .string
        case .bool: return .boolean
        case .nothing: return .nothing
        case .enumCase(let c): return .enumCase(c)
        case .color: return .color
        case .font, .textStyleFont: return .font
        case .priority: return .priority
        case .array: return .array
        case .dictionary: return .dictionary
        case .size: return .size
        case .point: return .point
        case .rect: return .rect
        case .insets, .directionalInsets: return .insets
        case .image: return .image
        case .buttonConfiguration: return .buttonConfiguration
        case .type(let t): return .type(t)
        case .fontMetrics: return .type("UIFontMetrics")
        case .closure: return .closure
        case .viewController: return .viewController
        case .snp: return .snapDSL
        case .snapAttributes: return .snapAttributes
        case .snapDescription: return .snapConstraint
        case .sizeClassQuery: return .sizeClass
        case .unknown: return .unknown
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
