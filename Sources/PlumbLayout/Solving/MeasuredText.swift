/// A text view's text as the solver laid it out in the view's solved frame:
/// the lines it breaks into, how wide each is, where its baselines sit and
/// whether UILabel cuts it short with "…". The figure draws and checks text
/// from this record; it never measures a view's text itself.
public struct MeasuredText: Sendable, Equatable {
    /// Each line's text as drawn: shaped (Arabic letters in the forms their
    /// neighbours give them, `ArabicShaping`), trailing spaces dropped.
    public let lines: [String]
    /// Each line's advance width in points, rounded up to 1/64 pt as the
    /// measurer rounds every size.
    public let lineWidths: [Double]
    /// One line's height (the first font's ascender, descender and gap).
    public let lineHeight: Double
    /// From the frame's top to the first and the last line's baseline: the
    /// text block is centred vertically in the alignment rectangle, as
    /// UILabel draws it.
    public let firstBaseline: Double
    public let lastBaseline: Double
    /// Where UILabel cuts the text short, if it does.
    public let truncation: Truncation?

    /// Text that does not fit the lines a view allows: UILabel's
    /// `byTruncatingTail` ends the last line it shows with "…"; a button's
    /// title label (`byTruncatingMiddle`, UIButton's default) keeps the
    /// title's start and end around it.
    public struct Truncation: Sendable, Equatable {
        /// The line that holds the "…" (the last one shown).
        public let line: Int
        /// The text kept before the "…": for a label the longest start of
        /// the rest of the text that fits, with "…", in the line's width.
        public let kept: String
        /// The text kept after the "…" (empty where the tail is cut).
        public var end: String = ""
        /// The width of the kept text and the "…", as drawn, in points
        /// (rounded up to 1/64 pt as every measured width).
        public let width: Double

        /// The line as UIKit draws it.
        public var drawn: String { kept + MeasuredText.ellipsis + end }
    }

    /// The widest line (0 for no text).
    public var width: Double { lineWidths.max() ?? 0 }
}

extension MeasuredText {
    /// The ellipsis UILabel appends to text it truncates.
    static let ellipsis = "…"

    /// `item`'s text laid out in a frame `frameWidth` wide and `frameHeight`
    /// tall: inside the alignment insets, and inside a button's or field's
    /// padding. A label wraps there unless it is one line (`lines=1`);
    /// buttons and fields are always one line. Nil for views without text.
    static func layout(_ item: LayoutItem, properties p: ItemProperties, frameWidth: Double, frameHeight: Double,
                       with shippedFaces: TextMeasurer) -> MeasuredText? {
        let measurer = shippedFaces.face(p.fontWeight)
        guard let kind = item.viewKind, kind.showsText else { return nil }
        let text = p.shownText(as: kind).text
        let pad = TextLayout.padding(for: kind, p.buttonStyle)
        let insets = p.alignmentInsets
        let available = max(0, frameWidth - insets.left - insets.right - 2 * pad.horizontal)
        let maxLines = kind == .label ? p.lines : 1
        var lines = measurer.wrapping(text, size: p.fontSize, maxWidth: maxLines == 1 ? nil : available).lines
        var truncation: Truncation?
        if maxLines > 0 && lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            truncation = truncated(lines[maxLines - 1], from: maxLines - 1, available: available, size: p.fontSize, with: measurer)
        } else if maxLines == 1, let only = lines.first, measurer.rawWidth(of: only, size: p.fontSize) > available + TextMeasurer.fitSlack {
            truncation = kind == .button ? truncatedInTheMiddle(only, available: available, size: p.fontSize, with: measurer)
                : truncated(only, from: 0, available: available, size: p.fontSize, with: measurer)
        }
        let widths = lines.map { TextMeasurer.roundUp(measurer.rawWidth(of: $0, size: p.fontSize)) }
        let lineHeight = measurer.lineHeight(size: p.fontSize)
        // Centred in the alignment rectangle: its middle, less half the
        // text block, plus the first line's ascent.
        let textHeight = TextMeasurer.roundUp(lineHeight * Double(lines.count))
        let middle = insets.top + (frameHeight - insets.top - insets.bottom) / 2
        let first = middle - textHeight / 2 + measurer.baselineOffset(size: p.fontSize)
        return MeasuredText(lines: lines.map(String.init), lineWidths: widths, lineHeight: lineHeight, firstBaseline: first,
                            lastBaseline: first + Double(max(0, lines.count - 1)) * lineHeight, truncation: truncation)
    }

    /// `line` and the text after it up to the end of its paragraph, cut to
    /// what fits in `available` with "…" after it.
    private static func truncated(_ line: Substring, from index: Int, available: Double, size: Double,
                                  with measurer: TextMeasurer) -> Truncation {
        // Lines are slices of the whole shaped text: the rest of the
        // paragraph runs from this line's start to the next line break.
        let rest = line.base[line.startIndex...].prefix { $0 != "\n" }
        let room = available - measurer.rawWidth(of: Substring(ellipsis), size: size) + TextMeasurer.fitSlack
        var end = rest.startIndex
        while end < rest.endIndex {
            let next = rest.index(after: end)
            guard measurer.rawWidth(of: rest[rest.startIndex..<next], size: size) <= room else { break }
            end = next
        }
        var kept = rest[rest.startIndex..<end]
        while kept.last == " " { kept = kept.dropLast() }
        let width = TextMeasurer.roundUp(measurer.rawWidth(of: Substring(String(kept) + ellipsis), size: size))
        return Truncation(line: index, kept: String(kept), width: width)
    }
}

extension MeasuredText {
    /// A button's one-line title cut in the middle: characters kept from
    /// the start and the end in turn (the start first, as "ab…yz"), while
    /// they fit with "…" between them. Which glyphs TextKit keeps when the
    /// halves' widths differ is its own; this keeps the two ends as equal
    /// in characters as the width allows.
    static func truncatedInTheMiddle(_ line: Substring, available: Double, size: Double, with measurer: TextMeasurer) -> Truncation {
        let characters = Array(line)
        var head = 0, tail = 0
        func drawn(_ h: Int, _ t: Int) -> String { String(characters[..<h]) + ellipsis + String(characters[(characters.count - t)...]) }
        while head + tail < characters.count {
            let (h, t) = head <= tail ? (head + 1, tail) : (head, tail + 1)
            guard measurer.rawWidth(of: Substring(drawn(h, t)), size: size) <= available + TextMeasurer.fitSlack else { break }
            (head, tail) = (h, t)
        }
        let width = TextMeasurer.roundUp(measurer.rawWidth(of: Substring(drawn(head, tail)), size: size))
        return Truncation(line: 0, kept: String(characters[..<head]), end: String(characters[(characters.count - tail)...]), width: width)
    }
}

extension MeasuredText {
    /// The frame width below which `layout` cuts a label's text with "…",
    /// or nil for a view it never cuts (not a label, no text, or as many
    /// lines as the text needs). The same rule as `layout`'s, as one
    /// number: a one-line label is cut where its first line no longer fits;
    /// a label of at most `lines` lines where its text wraps into more.
    /// Greedy wrapping only gains lines as the width shrinks, so the widths
    /// that cut are exactly those below this one. The live panel draws the
    /// "…" there (`LivePiece.truncatedBelow`).
    public static func truncationWidth(_ item: LayoutItem, properties p: ItemProperties, with shippedFaces: TextMeasurer) -> Double? {
        let measurer = shippedFaces.face(p.fontWeight)
        guard item.viewKind == .label, p.lines > 0 else { return nil }
        let text = p.shownText(as: .label).text
        guard !text.isEmpty else { return nil }
        let insets = p.alignmentInsets.left + p.alignmentInsets.right
        let paragraphs = measurer.wrapping(text, size: p.fontSize, maxWidth: nil).lines
        if p.lines == 1 {
            guard let only = paragraphs.first else { return nil }
            return measurer.rawWidth(of: only, size: p.fontSize) - TextMeasurer.fitSlack + insets
        }
        if paragraphs.count > p.lines { return .infinity }
        // From the widest paragraph's width (one line each) down, one step
        // per change of the wrapping, to the first that needs more lines.
        var w = paragraphs.map { measurer.rawWidth(of: $0, size: p.fontSize) }.max() ?? 0
        // Bounded: a text with more ways to wrap than this is left uncut on
        // the live panel rather than searched for ever.
        for _ in 0..<4096 {
            let same = measurer.wrapping(text, size: p.fontSize, maxWidth: w).sameFrom
            guard same.isFinite, same > 0 else { return nil }
            if measurer.wrapping(text, size: p.fontSize, maxWidth: same.nextDown).lines.count > p.lines { return same + insets }
            w = same.nextDown
        }
        return nil
    }
}
