import PlumbLayout
/// Every property a view, label, stack or root can set (`key=value` in a
/// declaration, `NAME.key = value` on its own line): the one list the
/// parser, "did you mean" and the syntax highlighter read.
enum PropertyKey: String, CaseIterable {
    case intrinsic
    case hugging, huggingH = "hugging.h", huggingV = "hugging.v"
    case resistance, resistanceH = "resistance.h", resistanceV = "resistance.v"
    case hidden, color, margins, safe, font, lines, alignmentInsets, frame, text
    case respectsSystemMinimumMargins = "viewRespectsSystemMinimumLayoutMargins"
    case insetsMarginsFromSafeArea = "insetsLayoutMarginsFromSafeArea"
    case placeholder, style, src, contentMode
    case axis, distribution, alignment, spacing, relativeToMargins, baselineRelative, spacingAfter

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
