import PlumbDiagnostics

/// What reading a page's Markdown finds (cmark's reading that a reader
/// would not expect), as data: worded only when read, in the reader's
/// language (`MarkdownMessages+English.swift`, `+Chinese.swift`).
public enum MarkdownFinding: DiagnosticMessage, Hashable {
    /// A `|` inside code span `span` in a table row; `escaped`: the span with its pipes escaped.
    case pipeInCodeSpan(span: String, escaped: String)
    /// A run of backticks (`ticks`) nothing in the paragraph closes.
    case strayBackticks(String)
    /// A line starting with `marker` and a space after a sentence that does not end.
    case sentenceCutByList(marker: Character)
    case footnoteDefinedTwice(label: String)
    case footnoteNeverReferred(label: String)
    /// Markdown nested deeper than `maxDepth`; `more`: the further such
    /// parts not reported one by one (0 for none).
    case nestedTooDeep(maxDepth: Int, more: Int)

    public func words(in language: Language) -> DiagnosticWords {
        switch language {
        case .english: return EnglishMarkdownMessages.words(for: self)
        case .chinese: return ChineseMarkdownMessages.words(for: self)
        }
    }
}
