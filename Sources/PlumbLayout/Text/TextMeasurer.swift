import Foundation

/// Measures and wraps text in the site's font, as the browser will draw it
/// (`white-space: normal`: lines break at spaces, a word wider than the line
/// breaks between characters, spaces at a line's end take no room).
///
/// Sizes are rounded *up* to 1/64 pt, Chromium's layout unit, so a box sized
/// by the solver holds its text and is drawn at exactly that size.
public struct TextMeasurer: Sendable {
    public let font: FontFile

    public init(font: FontFile) {
        self.font = font
    }

    /// The font Plumb ships: DejaVu Sans, Latin subset, kerned by its `kern`
    /// table (see Resources/README.md).
    public static let shipped: TextMeasurer = {
        do {
            guard let url = Bundle.module.url(forResource: "DejaVuSans-Latin", withExtension: "ttf") else {
                fatalError("Plumb's font DejaVuSans-Latin.ttf is missing from the PlumbLayout bundle")
            }
            return TextMeasurer(font: try FontFile(data: try Data(contentsOf: url)))
        } catch {
            fatalError("Plumb's font DejaVuSans-Latin.ttf cannot be read: \(error)")
        }
    }()

    public static let fontFileName = "DejaVuSans-Latin.ttf"
    public static let fontFamily = "DejaVu Sans"

    /// The font file's bytes, for the site to ship.
    public static var shippedFontURL: URL? { Bundle.module.url(forResource: "DejaVuSans-Latin", withExtension: "ttf") }

    /// The unrounded advance width of a single line, in points.
    public func rawWidth(of text: Substring, size: Double) -> Double {
        var units = 0.0
        var previous: UInt16?
        for scalar in text.unicodeScalars {
            let g = font.glyph(for: scalar)
            units += font.advance(of: scalar)
            if let previous { units += font.kern(previous, g) }
            previous = g
        }
        return units * size / font.unitsPerEm
    }

    public func width(of text: String, size: Double) -> Double {
        TextMeasurer.roundUp(rawWidth(of: Substring(text), size: size))
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

    /// The lines `text` breaks into at `maxWidth` (nil: no limit).
    public func lines(of text: String, size: Double, maxWidth: Double?) -> [Substring] {
        var out: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += wrap(paragraph, size: size, maxWidth: maxWidth)
        }
        return out
    }

    private func wrap(_ paragraph: Substring, size: Double, maxWidth: Double?) -> [Substring] {
        guard let maxWidth else { return [paragraph] }
        let limit = maxWidth + 1e-9
        var lines: [Substring] = []
        var start = paragraph.startIndex
        while start < paragraph.endIndex {
            // Longest prefix ending at a space that fits.
            var lineEnd: Substring.Index?
            var i = start
            while i < paragraph.endIndex {
                let next = paragraph.index(after: i)
                if paragraph[i] == " " {
                    if rawWidth(of: paragraph[start..<i].trimmingTrailingSpaces, size: size) <= limit { lineEnd = i } else { break }
                } else if next == paragraph.endIndex {
                    if rawWidth(of: paragraph[start..<next], size: size) <= limit { lineEnd = next }
                }
                i = next
            }
            if lineEnd == nil || lineEnd == start {
                // The first word does not fit: break it between characters.
                var end = paragraph.index(after: start)
                while end < paragraph.endIndex && paragraph[end] != " "
                        && rawWidth(of: paragraph[start...end], size: size) <= limit {
                    end = paragraph.index(after: end)
                }
                lineEnd = end
            }
            let line = paragraph[start..<lineEnd!].trimmingTrailingSpaces
            lines.append(line)
            start = lineEnd!
            while start < paragraph.endIndex && paragraph[start] == " " { start = paragraph.index(after: start) }
        }
        return lines.isEmpty ? [paragraph[paragraph.startIndex..<paragraph.startIndex]] : lines
    }

    /// The size of `text` laid out in at most `maxLines` lines (0: any number)
    /// at `maxWidth`.
    public func size(of text: String, size fontSize: Double, maxWidth: Double?, maxLines: Int) -> (width: Double, height: Double, lines: Int) {
        var lines = self.lines(of: text, size: fontSize, maxWidth: maxLines == 1 ? nil : maxWidth)
        if maxLines > 0 && lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        let width = lines.map { rawWidth(of: $0, size: fontSize) }.max() ?? 0
        let height = lineHeight(size: fontSize) * Double(lines.count)
        return (TextMeasurer.roundUp(width), TextMeasurer.roundUp(height), lines.count)
    }

    public static func roundUp(_ points: Double) -> Double {
        (points * 64 - 1e-7).rounded(.up) / 64
    }
}

private extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex && self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
