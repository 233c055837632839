/// The language a diagnostic is read in: English (the command line's
/// default) and 简体中文. A new case makes the compiler stop at each
/// renderer's `switch` over languages (`ExpectedMessage` here,
/// `BlockMessages` in PlumbBlocks): one function per language in each,
/// never strings spread around. The raw value is the page's language tag.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
    case chinese = "zh-Hans"

    /// The language of a page tagged `tag` ("zh-Hans", "zh-CN", "en-GB");
    /// nil for a language whose diagnostics are not written (English is
    /// then the fallback, as for the theme's strings).
    public init?(tag: String) {
        let lower = tag.lowercased()
        if lower == "en" || lower.hasPrefix("en-") { self = .english }
        else if lower == "zh" || lower == "zh-hans" || lower.hasPrefix("zh-hans-") || lower == "zh-cn" || lower == "zh-sg" { self = .chinese }
        else { return nil }
    }

    /// What joins a message to its likely fix, or one clause of a message to
    /// the next: "; " in English, the full-width "；" in Chinese.
    public var clauseSeparator: String {
        switch self {
        case .english: return "; "
        case .chinese: return "；"
        }
    }
}

/// A diagnostic's words in one language: its message, a likely fix, and
/// one text per note, in the order of the diagnostic's `noteLocations`.
public struct DiagnosticWords: Hashable, Sendable, Codable {
    public var message: String
    public var suggestion: String?
    public var notes: [String]

    public init(_ message: String, suggestion: String? = nil, notes: [String] = []) {
        self.message = message
        self.suggestion = suggestion
        self.notes = notes
    }
}

/// What a diagnostic says, as data (a case with its arguments) until the
/// last step, printing it or writing it into a page, gives it words in the
/// reader's language.
public protocol DiagnosticMessage: Sendable {
    func words(in language: Language) -> DiagnosticWords
}

/// Words a stage wrote itself, the same in every language: the messages
/// not yet kept as data (the parser's, the site's), and any diagnostic read
/// back from the build cache, which keeps the words it printed.
public struct WrittenMessage: DiagnosticMessage, Hashable {
    public let words: DiagnosticWords

    public init(_ words: DiagnosticWords) { self.words = words }

    public func words(in language: Language) -> DiagnosticWords { words }
}

/// A message the author demonstrates on purpose (`expect KIND`), saying so.
struct ExpectedMessage: DiagnosticMessage {
    let base: any DiagnosticMessage

    func words(in language: Language) -> DiagnosticWords {
        var words = base.words(in: language)
        switch language {
        case .english: words.message += " (expected)"
        case .chinese: words.message += "（预期之中）"
        }
        return words
    }
}
