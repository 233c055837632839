/// The language a diagnostic is read in. English is the only one written
/// today. A new case makes the compiler stop at each renderer's `switch`
/// over languages (`ExpectedMessage` here, `BlockMessages` in PlumbBlocks):
/// one function per language in each, never strings spread around.
public enum Language: String, Sendable, Codable, CaseIterable {
    case english = "en"
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
        }
        return words
    }
}
