import PlumbLayout
/// Every property a view, label, stack or root can set (`key=value` in a
/// declaration, `NAME.key = value` on its own line): the one list the
/// parser, "did you mean" and the syntax highlighter read.
enum PropertyKey: String, CaseIterable {
    case intrinsic
    case hugging, huggingH = "hugging.h", huggingV = "hugging.v"
    case resistance, resistanceH = "resistance.h", resistanceV = "resistance.v"
    case hidden, color, margins, safe, font, lines, alignmentInsets, frame, text
    case directionalMargins
    case respectsSystemMinimumMargins = "viewRespectsSystemMinimumLayoutMargins"
    case insetsMarginsFromSafeArea = "insetsLayoutMarginsFromSafeArea"
    case preservesSuperviewMargins = "preservesSuperviewLayoutMargins"
    case placeholder, style, src, contentMode
    case axis, distribution, alignment, spacing, relativeToMargins, baselineRelative, spacingAfter

    /// What may set this key; the parser checks it before reading the value.
    var target: PropertyTarget {
        switch self {
        case .intrinsic, .hugging, .huggingH, .huggingV, .resistance, .resistanceH, .resistanceV, .alignmentInsets, .frame,
             .preservesSuperviewMargins: return .views
        case .text, .font: return .textViews
        case .lines: return .kind(.label, "labels")
        case .placeholder: return .kind(.field, "fields")
        case .style: return .kind(.button, "buttons")
        case .src, .contentMode: return .kind(.image, "image views")
        case .axis, .distribution, .alignment, .spacing, .relativeToMargins, .baselineRelative: return .kind(.stack, "stack views")
        case .spacingAfter: return .arrangedViews
        case .safe, .respectsSystemMinimumMargins: return .root
        case .hidden, .color, .margins, .directionalMargins, .insetsMarginsFromSafeArea: return .anything
        }
    }

    /// Hugging or resistance, and the axis it names (nil: both).
    var contentPriority: (hugging: Bool, axis: Axis?)? {
        switch self {
        case .hugging: return (true, nil)
        case .huggingH: return (true, .horizontal)
        case .huggingV: return (true, .vertical)
        case .resistance: return (false, nil)
        case .resistanceH: return (false, .horizontal)
        case .resistanceV: return (false, .vertical)
        default: return nil
        }
    }
}

/// What a property may be set on.
enum PropertyTarget {
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

    /// "labels, buttons and fields", for "applies to … only".
    var described: String {
        switch self {
        case .anything: return "any view"
        case .views: return "views"
        case .textViews: return "labels, buttons and fields"
        case .arrangedViews: return "arranged views of a stack"
        case .root: return "the root"
        case .kind(_, let name): return name
        }
    }
}
