import PlumbLayout

/// One property of the language, declared once: its key, what may set it,
/// and how its value is read into the model's `PropertySetting` (which is
/// where it goes). The parser, "did you mean", the syntax highlighter and
/// the check against docs/layout-language.md all read `PropertyTable`, so a
/// property added here is known everywhere at once.
struct PropertyDeclaration: Sendable {
    let key: String
    /// What may set it; the parser checks this before reading the value.
    let target: PropertyTarget
    /// The value read in the key's shape; nil once a problem is reported.
    let read: @Sendable (PropertyValue) -> PropertySetting?
    /// For a property written on the wrong view, a better way to say it
    /// than "applies to … only" (given the value): the message and fix.
    var misplaced: (@Sendable (String) -> (finding: PropertyFinding, hint: ParseHint))? = nil
}

/// Every property a view, label, stack or root can set (`key=value` in a
/// declaration, `NAME.key = value` on its own line), in the order messages
/// list them.
enum PropertyTable {
    static let hugging = "hugging", resistance = "resistance"

    static let all: [PropertyDeclaration] = [
        .init(key: "intrinsic", target: .views) { $0.intrinsicSize },
        contentPriority(hugging, axis: nil), contentPriority("hugging.h", axis: .horizontal), contentPriority("hugging.v", axis: .vertical),
        contentPriority(resistance, axis: nil), contentPriority("resistance.h", axis: .horizontal), contentPriority("resistance.v", axis: .vertical),
        .init(key: "hidden", target: .anything) { $0.flag.map(PropertySetting.hidden) },
        .init(key: "color", target: .anything) { $0.color },
        .init(key: "margins", target: .anything) { $0.insets(allowSingle: true).map(PropertySetting.margins) },
        .init(key: "safe", target: .root, read: { $0.insets(allowSingle: false).map(PropertySetting.safe) },
              misplaced: { (.safeOnNonRoot, .writeOnRoot(key: "safe", value: $0)) }),
        .init(key: "font", target: .textViews) { $0.font },
        .init(key: "lines", target: .kind(.label, "labels")) { v in
            guard let n = Int(v.text), n >= 0 else { return v.bad(.lineCount) }
            return .lines(n)
        },
        .init(key: "alignmentInsets", target: .views) { $0.insets(allowSingle: false).map(PropertySetting.alignmentInsets) },
        .init(key: "frame", target: .views) { $0.rect.map(PropertySetting.frame) },
        .init(key: "text", target: .textViews) { $0.quoted.map(PropertySetting.text) },
        .init(key: "directionalMargins", target: .anything) { v in
            // TOP,LEADING,BOTTOM,TRAILING, read into the left and right slots.
            v.insets(allowSingle: true).map { .directionalMargins(DirectionalInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right)) }
        },
        .init(key: "viewRespectsSystemMinimumLayoutMargins", target: .root, read: { $0.flag.map(PropertySetting.respectsSystemMinimumMargins) },
              misplaced: { (.respectsMarginsOnNonRoot, .writeOnRoot(key: "viewRespectsSystemMinimumLayoutMargins", value: $0)) }),
        .init(key: "insetsLayoutMarginsFromSafeArea", target: .anything) { $0.flag.map(PropertySetting.insetsMarginsFromSafeArea) },
        .init(key: "preservesSuperviewLayoutMargins", target: .views) { $0.flag.map(PropertySetting.preservesSuperviewMargins) },
        .init(key: "placeholder", target: .kind(.field, "fields")) { $0.quoted.map(PropertySetting.placeholder) },
        .init(key: "style", target: .kind(.button, "buttons")) { v in
            ItemProperties.ButtonStyle(rawValue: v.text).map(PropertySetting.buttonStyle) ?? v.bad(.buttonStyle)
        },
        .init(key: "src", target: .kind(.image, "image views")) { $0.imageSource },
        .init(key: "contentMode", target: .kind(.image, "image views")) {
            $0.choice(ItemProperties.ContentMode.self, .contentMode).map(PropertySetting.contentMode)
        },
        .init(key: "axis", target: stacks) { v in Axis(rawValue: v.text).map(PropertySetting.axis) ?? v.bad(.axis) },
        .init(key: "distribution", target: stacks) { $0.choice(StackProperties.Distribution.self, .distribution).map(PropertySetting.distribution) },
        .init(key: "alignment", target: stacks) { $0.choice(StackProperties.Alignment.self, .alignment).map(PropertySetting.alignment) },
        .init(key: "spacing", target: stacks) { v in v.text == "system" ? .spacing(nil) : v.number.map { .spacing($0) } },
        .init(key: "relativeToMargins", target: stacks) { $0.flag.map(PropertySetting.relativeToMargins) },
        .init(key: "baselineRelative", target: stacks) { $0.flag.map(PropertySetting.baselineRelative) },
        .init(key: "spacingAfter", target: .arrangedViews) { $0.number.map(PropertySetting.spacingAfter) },
        // UIScrollView.contentOffset is its bounds origin; any view's
        // `bounds.origin` may move as well. Both only move the drawing.
        .init(key: "contentOffset", target: .kind(.scroll, "scroll views")) { $0.point.map(PropertySetting.boundsOrigin) },
        .init(key: "bounds.origin", target: .views) { $0.point.map(PropertySetting.boundsOrigin) },
    ]

    static let keys = all.map(\.key)
    private static let byKey = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    static func declaration(_ key: String) -> PropertyDeclaration? { byKey[key] }

    private static let stacks = PropertyTarget.kind(.stack, "stack views")

    /// Hugging or resistance on one axis, or on both (nil).
    private static func contentPriority(_ key: String, axis: Axis?) -> PropertyDeclaration {
        let hugs = key.hasPrefix(hugging)
        return PropertyDeclaration(key: key, target: .views) { v in
            v.priority.map { hugs ? .hugging(axis, $0) : .resistance(axis, $0) }
        }
    }
}

/// What a property may be set on.
enum PropertyTarget: Sendable, Hashable {
    case anything, views, textViews, arrangedViews, root
    /// One kind of view, and its name in messages ("stack views").
    case kind(ViewKind, String)

    func accepts(_ item: LayoutItem) -> Bool {
        switch self {
        case .anything: return true
        case .views: return item.viewKind != nil
        case .textViews: return item.viewKind?.showsText == true
        case .arrangedViews: return item.container?.viewKind == .stack
        case .root: return item.isRoot
        case .kind(let kind, _): return item.viewKind == kind
        }
    }
}
