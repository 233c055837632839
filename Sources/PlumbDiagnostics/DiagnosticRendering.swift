/// Diagnostics as compilers print them:
///
///     content/page.md:14:7: error: unknown view 'titel'; did you mean 'title'?
///        14 | titel.top == root.top + 20
///           | ^
public struct DiagnosticRenderer {
    public var useColor: Bool
    /// The language of the messages; the place, the severity and the quoted
    /// line are the same in every language, for editors and scripts.
    public var language: Language

    public init(useColor: Bool, language: Language = .english) {
        self.useColor = useColor
        self.language = language
    }

    /// `source` is the whole file, for the quoted line and caret. To render
    /// many diagnostics of one file, make its `QuotedSource` once.
    public func render(_ diagnostic: Diagnostic, path: String, source: String?) -> String {
        render(diagnostic, path: path, lines: source.map(QuotedSource.init))
    }

    public func render(_ diagnostic: Diagnostic, path: String, lines: QuotedSource?) -> String {
        let words = diagnostic.words(in: language)
        var out = header(path: path.visibleControls, at: diagnostic.location, label: diagnostic.severity.rawValue,
                         color: diagnostic.severity == .error ? "31" : diagnostic.severity == .note ? "36" : "35", message: (words.message
                             + (words.suggestion.map { language.clauseSeparator + $0 } ?? "")).visibleControls)
        out += quote(lines, at: diagnostic.location)
        for (location, note) in zip(diagnostic.noteLocations, words.notes) {
            out += header(path: path.visibleControls, at: location, label: "note", color: "36", message: note.visibleControls)
            out += quote(lines, at: location)
        }
        return out
    }

    private func header(path: String, at location: SourceLocation, label: String, color: String, message: String) -> String {
        let place = "\(path):\(location.line):\(location.column):"
        guard useColor else { return "\(place) \(label): \(message)\n" }
        return "\u{1B}[1m\(place)\u{1B}[0m \u{1B}[1;\(color)m\(label):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\n"
    }

    /// Characters of a long line shown either side of the column: a
    /// generated line of 200 KB is quoted as the part that matters.
    static let quoteWindow = 80

    private func quote(_ lines: QuotedSource?, at location: SourceLocation) -> String {
        guard var characters = lines?.characters(ofLine: location.line) else { return "" }
        var column = max(0, location.column - 1)
        var prefix = "", suffix = ""
        if characters.count > 2 * DiagnosticRenderer.quoteWindow {
            let start = max(0, column - DiagnosticRenderer.quoteWindow), end = min(characters.count, column + DiagnosticRenderer.quoteWindow)
            if start > 0 { prefix = "…" }
            if end < characters.count { suffix = "…" }
            characters = Array(characters[start..<end])
            column = column - start + prefix.count
        }
        let text = (prefix + String(characters) + suffix).replacingTabs().visibleControls
        // The caret stands under the column: a wide (East Asian) character
        // before it takes two cells in a terminal, so its pad does too.
        let shown = Array(prefix) + characters
        let caretPad = shown.prefix(column).map { $0.isWide ? "  " : " " }.joined()
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caret = useColor ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return " \(number) | \(text)\n \(gutter) | \(caretPad)\(caret)\n"
    }
}

/// A file's lines, found once: where each starts, by byte. Rendering a
/// diagnostic then costs its own line, not a pass over the whole file (a
/// page with many diagnostics on long lines took minutes to print).
public struct QuotedSource {
    private let text: String
    private let starts: [String.Index]
    /// The last line asked for as characters: many diagnostics on one long
    /// line (a generated page) read it once, not once each.
    private final class LastLine { var number = 0; var characters: [Character] = [] }
    private let last = LastLine()

    public init(_ text: String) {
        self.text = text
        var starts = [text.startIndex]
        var i = text.utf8.startIndex
        while let newline = text.utf8[i...].firstIndex(of: 10) {
            i = text.utf8.index(after: newline)
            starts.append(i)
        }
        self.starts = starts
    }

    /// Line `n` as characters (what a column counts), kept for the next call.
    public func characters(ofLine n: Int) -> [Character]? {
        if last.number == n { return last.characters }
        guard let line = line(n) else { return nil }
        last.number = n
        last.characters = Array(line)
        return last.characters
    }

    /// Line `n` (from 1), without its line ending; nil past the end.
    public func line(_ n: Int) -> Substring? {
        guard n >= 1, n <= starts.count else { return nil }
        let start = starts[n - 1]
        var end = n < starts.count ? text.utf8.index(before: starts[n]) : text.endIndex
        if end > start, text.utf8[text.utf8.index(before: end)] == 13 { end = text.utf8.index(before: end) }
        return text[start..<end]
    }
}

extension Character {
    /// Two cells wide in a terminal: CJK ideographs, kana, Hangul and the
    /// full-width forms (East Asian Width W and F, the ranges a layout's
    /// text and a Chinese input method produce).
    var isWide: Bool {
        guard let v = unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}

extension String {
    /// Control characters from the input (ESC, BEL, a stray CR) would act
    /// on the terminal, not be shown: each becomes its Unicode control
    /// picture (ESC → ␛), one column wide, so the caret stays in place.
    public var visibleControls: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) else { return self }
        var out = String.UnicodeScalarView()
        for u in unicodeScalars {
            switch u.value {
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + u.value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80..<0xA0: out.append("\u{FFFD}")
            default: out.append(u)
            }
        }
        return String(out)
    }
}

private extension String {
    /// Tabs would misplace the caret; one column each, as they are counted.
    func replacingTabs() -> String { split(separator: "\t", omittingEmptySubsequences: false).joined(separator: " ") }
}
