/// A text view's measured text at one breakpoint: the intrinsic size it
/// asks for, and where its baselines sit.
struct TextLayout: Equatable {
    var width: Double
    var height: Double
    var lineCount: Int
    var lineHeight: Double
    var baselineOffset: Double
    /// The single-line width: a wrapping label never asks for more.
    var unwrappedWidth: Double

    /// UIButton.Configuration's default content insets, around the title.
    static let buttonPadding = (horizontal: 12.0, vertical: 7.0)
    /// UITextField (rounded rect) padding around its text: 7 pt per side, a
    /// 34 pt tall field at 17 pt.
    static let fieldPadding = (horizontal: 7.0, vertical: 7.0)

    static func padding(for kind: ViewKind) -> (horizontal: Double, vertical: Double) {
        switch kind {
        case .button: return buttonPadding
        case .field: return fieldPadding
        default: return (0, 0)
        }
    }

    /// The intrinsic size a text view asks for when at most `maxWidth` wide
    /// (nil: unconstrained, a single line per paragraph).
    static func measure(_ item: LayoutItem, properties p: ItemProperties, maxWidth: Double?, with measurer: TextMeasurer) -> TextLayout? {
        guard let kind = item.viewKind, kind.showsText else { return nil }
        let text = p.shownText(as: kind).text
        let pad = padding(for: kind)
        let lineHeight = measurer.lineHeight(size: p.fontSize)
        let baseline = measurer.baselineOffset(size: p.fontSize)
        if text.isEmpty && kind == .label {
            // An empty UILabel has no size at all.
            return TextLayout(width: 0, height: 0, lineCount: 0, lineHeight: lineHeight, baselineOffset: baseline, unwrappedWidth: 0)
        }
        let lines = kind == .label ? p.lines : 1
        let unwrapped = measurer.size(of: text, size: p.fontSize, maxWidth: nil, maxLines: lines)
        var size = unwrapped
        if let maxWidth, lines != 1, maxWidth - 2 * pad.horizontal < unwrapped.width {
            size = measurer.size(of: text, size: p.fontSize, maxWidth: max(0, maxWidth - 2 * pad.horizontal), maxLines: lines)
        }
        return TextLayout(width: size.width + 2 * pad.horizontal, height: size.height + 2 * pad.vertical,
                          lineCount: max(1, size.lines), lineHeight: lineHeight, baselineOffset: baseline,
                          unwrappedWidth: unwrapped.width + 2 * pad.horizontal)
    }
}
