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

    /// A multi-line label given less width than this wraps (the solver
    /// measures it at its width; the live sweep predicts where it starts).
    var wrapsBelow: Double { unwrappedWidth - TextMeasurer.fitSlack }

    /// UIButton.Configuration's default content insets, around the title.
    static let buttonPadding = (horizontal: 12.0, vertical: 7.0)
    /// A button without a configuration (`UIButton(type: .system)`): no
    /// content insets, and its title label 6 pt from the top and the bottom
    /// (18 + 12 = 30 pt tall at 15 pt, Interface Builder's default button).
    static let systemButtonPadding = (horizontal: 0.0, vertical: 6.0)
    /// UITextField (rounded rect) padding around its text: 7 pt per side, a
    /// 34 pt tall field at 17 pt.
    static let fieldPadding = (horizontal: 7.0, vertical: 7.0)

    static func padding(for kind: ViewKind, _ style: ItemProperties.ButtonStyle) -> (horizontal: Double, vertical: Double) {
        switch kind {
        case .button: return style == .system ? systemButtonPadding : buttonPadding
        case .field: return fieldPadding
        default: return (0, 0)
        }
    }

    /// The padding above (and below) the text, for its baselines.
    var verticalPadding: Double = 0

    /// The intrinsic size a text view asks for when at most `maxWidth` wide
    /// (nil: unconstrained, a single line per paragraph).
    static func measure(_ item: LayoutItem, properties p: ItemProperties, maxWidth: Double?, with shippedFaces: TextMeasurer,
                        cache: TextLayoutCache? = nil) -> TextLayout? {
        let measurer = shippedFaces.face(p.fontWeight)
        guard let kind = item.viewKind, kind.showsText else { return nil }
        let text = p.shownText(as: kind).text
        let pad = padding(for: kind, p.buttonStyle)
        let lineHeight = measurer.lineHeight(size: p.fontSize)
        let baseline = measurer.baselineOffset(size: p.fontSize)
        if text.isEmpty && kind == .label {
            // An empty UILabel has no size at all.
            return TextLayout(width: 0, height: 0, lineCount: 0, lineHeight: lineHeight, baselineOffset: baseline, unwrappedWidth: 0)
        }
        let lines = kind == .label ? p.lines : 1
        let id = ObjectIdentifier(item)
        func layout(_ size: (width: Double, height: Double, lines: Int), unwrappedWidth: Double) -> TextLayout {
            TextLayout(width: size.width + 2 * pad.horizontal, height: size.height + 2 * pad.vertical,
                       lineCount: max(1, size.lines), lineHeight: lineHeight, baselineOffset: baseline,
                       unwrappedWidth: unwrappedWidth, verticalPadding: pad.vertical)
        }
        let unwrapped: TextLayout
        if let known = cache?.unwrapped(id, p) {
            unwrapped = known
        } else {
            let size = measurer.size(of: text, size: p.fontSize, maxWidth: nil, maxLines: lines)
            unwrapped = layout(size, unwrappedWidth: size.width + 2 * pad.horizontal)
            cache?.store(unwrapped: unwrapped, id, p)
        }
        guard let maxWidth, lines != 1, maxWidth < unwrapped.unwrappedWidth else { return unwrapped }
        let limit = max(0, maxWidth - 2 * pad.horizontal)
        if let known = cache?.wrapped(id, p, at: limit) { return known.layout }
        let size = measurer.measuredSize(of: text, size: p.fontSize, maxWidth: limit, maxLines: lines)
        let wrapped = layout((size.width, size.height, size.lines), unwrappedWidth: unwrapped.unwrappedWidth)
        cache?.store(wrapped: wrapped, id, p, for: size.same)
        return wrapped
    }
}

/// The text layouts one block's solver measured. A live sweep solves the
/// block at hundreds of widths, and a wrapping label's lines change at only
/// a few of them: each wrapped layout is kept with the range of limits that
/// gives the same lines (`TextMeasurer.Wrapping`), so measuring again is a
/// lookup. Entries are dropped when the view's properties change (a `when`
/// line) and, past a few dozen per view, oldest first.
final class TextLayoutCache {
    private struct Entry {
        var properties: ItemProperties
        var unwrapped: TextLayout?
        var wrapped: [(same: Range<Double>, layout: TextLayout)] = []
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private static let wrappedPerView = 32

    /// The entry for `id` if it was measured with these properties.
    private func entry(_ id: ObjectIdentifier, _ properties: ItemProperties) -> Entry? {
        guard let e = entries[id], e.properties == properties else { return nil }
        return e
    }

    func unwrapped(_ id: ObjectIdentifier, _ properties: ItemProperties) -> TextLayout? { entry(id, properties)?.unwrapped }

    /// The wrapped layout measured for a limit in the same range as
    /// `limit`, and that range.
    func wrapped(_ id: ObjectIdentifier, _ properties: ItemProperties, at limit: Double) -> (same: Range<Double>, layout: TextLayout)? {
        entry(id, properties)?.wrapped.last { $0.same.contains(limit) }
    }

    func store(unwrapped: TextLayout, _ id: ObjectIdentifier, _ properties: ItemProperties) {
        entries[id] = Entry(properties: properties, unwrapped: unwrapped)
    }

    func store(wrapped: TextLayout, _ id: ObjectIdentifier, _ properties: ItemProperties, for same: Range<Double>) {
        guard !same.isEmpty, var e = entry(id, properties) else { return }
        if e.wrapped.count >= TextLayoutCache.wrappedPerView { e.wrapped.removeFirst() }
        e.wrapped.append((same, wrapped))
        entries[id] = e
    }
}
