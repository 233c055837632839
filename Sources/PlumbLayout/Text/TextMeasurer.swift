import Foundation

/// Measures and wraps text in the site's fonts, as the browser will draw it
/// once shaped (Arabic letters in the shape their neighbours give them, see
/// `ArabicShaping`; the figure draws the same shaped text) and laid out with
/// `white-space: normal`: lines break at spaces and between ideographs, a
/// word wider than the line breaks between characters, spaces at a line's
/// end take no room).
///
/// Each character is measured in the first font that has it, as the
/// browser's font fallback picks it from the same `font-family` list; the
/// line height and baseline are the first font's (the figure's CSS sets that
/// line height, so a fallback glyph never makes a line taller).
///
/// Sizes are rounded *up* to 1/64 pt, Chromium's layout unit, so a box sized
/// by the solver holds its text and is drawn at exactly that size.
public struct TextMeasurer: Sendable {
    /// The first font: it sets the line metrics and draws most text.
    public let font: FontFile
    /// The fonts after it, in fallback order, each read from its file only
    /// when a character first needs it (they are megabytes; most text never
    /// reaches them, and every `plumb` run would pay to load them).
    public let fallbacks: [LazyFont]
    /// The first font's bold weight, read when bold text is first measured;
    /// the fallbacks have none (the figure's CSS keeps the browser from
    /// making one up: `font-synthesis: none`).
    public let boldFont: LazyFont?

    public init(font: FontFile, fallbacks: [LazyFont] = [], boldFont: LazyFont? = nil) {
        self.font = font
        self.fallbacks = fallbacks
        self.boldFont = boldFont
    }

    /// The measurer for text in `weight`: this one, or the same fonts with
    /// the bold face first (`FontWeight.drawsBold`). The two faces share
    /// their line metrics (DejaVu Sans: ascender 1901, descender -483,
    /// no gap, in 2048 units), so a line is as tall in either.
    public func face(_ weight: FontWeight) -> TextMeasurer {
        guard weight.drawsBold, let boldFont else { return self }
        return TextMeasurer(font: boldFont.file, fallbacks: fallbacks)
    }

    /// The fonts Plumb ships (see Resources/README.md): DejaVu Sans for
    /// Latin, Greek, Cyrillic and Hebrew, kerned by its `kern` table; Droid
    /// Sans Fallback for Chinese and Japanese; Plumb Hangul (NanumGothic's
    /// Hangul) for Korean; DejaVu Sans Bold for bold text.
    public static let shipped = TextMeasurer(font: ShippedFont.all[0].file, fallbacks: ShippedFont.all.dropFirst().map(\.lazyFile),
                                             boldFont: ShippedFont.bold.lazyFile)

    /// Which font draws `scalar`: 0 for the first, i + 1 for `fallbacks[i]`,
    /// nil when none has it.
    private func fontIndex(of scalar: Unicode.Scalar) -> Int? {
        if font.covers(scalar) { return 0 }
        return (fallbacks.firstIndex { $0.file.covers(scalar) }).map { $0 + 1 }
    }

    private func file(_ index: Int) -> FontFile { index == 0 ? font : fallbacks[index - 1].file }

    /// True when some font of the measurer draws `scalar` (a character none
    /// has would be drawn by a font the solver never measured).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || fontIndex(of: scalar) != nil
    }

    /// The unrounded advance width of a single line, in points.
    public func rawWidth(of text: Substring, size: Double) -> Double {
        advances(of: text.unicodeScalars, size: size)
    }

    private func advances(of scalars: some Sequence<Unicode.Scalar>, size: Double) -> Double {
        var sum = AdvanceSum(size: size)
        for scalar in scalars { add(scalar, to: &sum) }
        return sum.points
    }

    /// A line's advances summed so far, with the glyph the next one kerns
    /// against: line breaking extends one candidate line to the next, and
    /// continuing the sum adds exactly what summing afresh would, in the
    /// same order (so the same bits), without going over the line again.
    struct AdvanceSum {
        let size: Double
        var points = 0.0
        var previous: (font: Int, glyph: UInt16)?
    }

    private func add(_ scalar: Unicode.Scalar, to sum: inout AdvanceSum) {
        // `drawing` is borrowed, so the first font is read in place: copying
        // a FontFile (its tables) per character was a fifth of a site build.
        func add(in drawing: FontFile, index f: Int) {
            let g = drawing.glyph(for: scalar)
            var units = drawing.advance(of: scalar)
            if let previous = sum.previous, previous.font == f { units += drawing.kern(previous.glyph, g) }
            sum.points += units * sum.size / drawing.unitsPerEm
            sum.previous = (f, g)
        }
        // A character no font has: the first font's missing glyph.
        let f = fontIndex(of: scalar) ?? 0
        if f == 0 { add(in: font, index: 0) } else { add(in: fallbacks[f - 1].file, index: f) }
    }

    /// The width of `text[start..<end]` in `sum` (which holds
    /// `text[start..<sum's end]`, `end` at or after it), and its new end.
    private func extend(_ sum: inout AdvanceSum, _ text: Substring, from: Substring.Index, to end: Substring.Index) -> Double {
        for scalar in text.unicodeScalars[from..<end] { add(scalar, to: &sum) }
        return sum.points
    }

    public func width(of text: String, size: Double) -> Double {
        TextMeasurer.roundUp(rawWidth(of: Substring(ArabicShaping.presentationForms(of: text)), size: size))
    }

    /// CSS `line-height: normal` for this font: the hhea ascender, descender
    /// and line gap.
    public func lineHeight(size: Double) -> Double {
        (font.ascender - font.descender + font.lineGap) * size / font.unitsPerEm
    }

    /// From the top of a line box to its baseline.
    public func baselineOffset(size: Double) -> Double {
        (font.lineGap / 2 + font.ascender) * size / font.unitsPerEm
    }

    /// The lines `text`, shaped, breaks into at `maxWidth` (nil: no limit).
    public func lines(of text: String, size: Double, maxWidth: Double?) -> [Substring] {
        wrapping(text, size: size, maxWidth: maxWidth).lines
    }

    /// Lines of wrapped text, and the limits that give the same lines.
    public struct Wrapping {
        public var lines: [Substring]
        /// Every `maxWidth` in `sameFrom..<sameUntil` breaks the text into
        /// exactly these lines: below, an accepted line no longer fits;
        /// from `sameUntil` on, a rejected one does.
        public var sameFrom: Double
        public var sameUntil: Double
    }

    public func wrapping(_ text: String, size: Double, maxWidth: Double?) -> Wrapping {
        var out = Wrapping(lines: [], sameFrom: -.infinity, sameUntil: .infinity)
        for paragraph in ArabicShaping.presentationForms(of: text).split(separator: "\n", omittingEmptySubsequences: false) {
            wrap(paragraph, size: size, maxWidth: maxWidth, into: &out)
        }
        return out
    }

    /// Greedy line breaking, as the browser does it. It also narrows `out`'s
    /// range to the limits that would accept every line it accepts and
    /// reject every candidate it rejects: a live sweep asks for the same
    /// text at hundreds of nearby widths, and all but a few are answered
    /// from that range (`TextLayoutCache`).
    private func wrap(_ paragraph: Substring, size: Double, maxWidth: Double?, into out: inout Wrapping) {
        guard let maxWidth else { out.lines.append(paragraph); return }
        // A line is accepted when its width is at most `maxWidth + fitSlack`.
        let slack = TextMeasurer.fitSlack
        let limit = maxWidth + slack
        func accepted(_ width: Double) { out.sameFrom = max(out.sameFrom, width - slack) }
        func rejected(_ width: Double) { out.sameUntil = min(out.sameUntil, width - slack) }
        let breaks = LineBreaks.opportunities(in: paragraph)
        let first = out.lines.count
        var start = paragraph.startIndex
        while start < paragraph.endIndex {
            // The longest line that ends at a break opportunity and fits.
            // Each candidate extends the last (trimmed ends only grow), so
            // its width continues the last one's sum: summing each afresh
            // made wrapping quadratic in the line's length.
            var lineEnd: Substring.Index?
            var sum = AdvanceSum(size: size), summedTo = start
            for end in breaks where end > start {
                let trimmedEnd = paragraph[start..<end].trimmingTrailingSpaces.endIndex
                let width = extend(&sum, paragraph, from: summedTo, to: trimmedEnd)
                summedTo = trimmedEnd
                if width <= limit { lineEnd = end; accepted(width) } else { rejected(width); break }
            }
            if lineEnd == nil {
                // The first word does not fit: break it between characters
                // (`overflow-wrap: anywhere`), at least one per line.
                var end = paragraph.index(after: start)
                sum = AdvanceSum(size: size)
                summedTo = start
                while end < paragraph.endIndex && paragraph[end] != " " {
                    let through = paragraph.index(after: end)
                    let width = extend(&sum, paragraph, from: summedTo, to: through)
                    summedTo = through
                    if width <= limit { accepted(width); end = through } else { rejected(width); break }
                }
                lineEnd = end
            }
            let end = lineEnd ?? paragraph.endIndex
            out.lines.append(paragraph[start..<end].trimmingTrailingSpaces)
            start = end
            while start < paragraph.endIndex && paragraph[start] == " " { start = paragraph.index(after: start) }
        }
        if out.lines.count == first { out.lines.append(paragraph[paragraph.startIndex..<paragraph.startIndex]) }
    }

    /// The size of `text` laid out in at most `maxLines` lines (0: any number)
    /// at `maxWidth`.
    public func size(of text: String, size fontSize: Double, maxWidth: Double?, maxLines: Int) -> (width: Double, height: Double, lines: Int) {
        let s = measuredSize(of: text, size: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        return (s.width, s.height, s.lines)
    }

    /// `size(of:size:maxWidth:maxLines:)`, and the limits that give the same
    /// lines (see `Wrapping`).
    public func measuredSize(of text: String, size fontSize: Double, maxWidth: Double?,
                             maxLines: Int) -> (width: Double, height: Double, lines: Int, same: Range<Double>) {
        let wrapped = wrapping(text, size: fontSize, maxWidth: maxLines == 1 ? nil : maxWidth)
        var lines = wrapped.lines
        if maxLines > 0 && lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        let width = lines.map { rawWidth(of: $0, size: fontSize) }.max() ?? 0
        let height = lineHeight(size: fontSize) * Double(lines.count)
        let same = wrapped.sameFrom < wrapped.sameUntil ? wrapped.sameFrom..<wrapped.sameUntil : 0..<0
        return (TextMeasurer.roundUp(width), TextMeasurer.roundUp(height), lines.count, same)
    }

    /// A line fits when its width is at most the limit plus this: the
    /// advances summed in another order must not turn a fitting line away.
    public static let fitSlack = 1e-9

    /// A width this close above a 64th of a point rounds down to it: sums of
    /// advances carry rounding far below it, and must not add a 64th.
    static let roundUpSlack = 1e-7

    public static func roundUp(_ points: Double) -> Double {
        (points * 64 - roundUpSlack).rounded(.up) / 64
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex && self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
