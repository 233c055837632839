/// A problem found in a source file, in any stage of the pipeline: the one
/// type every stage reports with, so that each message can point at its file,
/// line and column.
///
/// What it says is data (`content`, a `DiagnosticMessage`) until it is read:
/// `words(in:)` gives it words in a language; `message`, `suggestion` and
/// `notes` are its English words, the command line's language.
public struct Diagnostic: Sendable {
    public enum Severity: String, Sendable, Comparable, Codable {
        /// Information that never fails a build, not even with
        /// `--warnings-as-errors`: a translation older than its original,
        /// an assumption the code front end made, a callback UIKit runs
        /// again (an extension of the JSON's severities).
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary location that explains the diagnostic (a constraint in a
    /// conflicting set, an earlier declaration of a duplicate name).
    public struct Note: Hashable, Sendable, Codable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var kind: DiagnosticKind
    /// What it says, as data; its words come last (`words(in:)`).
    public var content: any DiagnosticMessage
    public var location: SourceLocation
    /// Where each note points; the notes' words come with the message's.
    public var noteLocations: [SourceLocation]
    /// Names of the views and guides this concerns.
    public var views: [String]
    /// Identifiers of the constraints this concerns (`#id`, or `L<line>`).
    public var constraints: [String]
    /// The author demonstrates this on purpose (`expect KIND`): reported as a
    /// warning, but never failing `--warnings-as-errors`.
    public var isExpected = false

    /// Its words in `language`.
    public func words(in language: Language) -> DiagnosticWords { content.words(in: language) }

    /// The message in English. There is no setter: a stage that changes
    /// what a message says gives `content` another case, so that every
    /// language keeps its words.
    public var message: String { words(in: .english).message }

    /// A likely fix, printed after the message ("did you mean 'title'?").
    public var suggestion: String? { words(in: .english).suggestion }

    /// The notes with their English words.
    public var notes: [Note] {
        zip(noteLocations, words(in: .english).notes).map { Note($1, at: $0) }
    }

    /// This diagnostic as a mistake the block demonstrates on purpose
    /// (`expect KIND`): a warning, marked expected, and saying so.
    public var asExpected: Diagnostic {
        var copy = self
        copy.severity = .warning
        copy.isExpected = true
        copy.content = ExpectedMessage(base: content)
        return copy
    }

    /// A diagnostic in words its stage wrote itself.
    public init(_ severity: Severity, _ kind: DiagnosticKind, _ message: String, at location: SourceLocation,
                suggestion: String? = nil, notes: [Note] = [], views: [String] = [], constraints: [String] = []) {
        self.init(severity, kind, WrittenMessage(DiagnosticWords(message, suggestion: suggestion, notes: notes.map(\.message))),
                  at: location, noteLocations: notes.map(\.location), views: views, constraints: constraints)
    }

    /// A diagnostic whose words are given last: `content` words one note
    /// for each of `noteLocations`.
    public init(_ severity: Severity, _ kind: DiagnosticKind, _ content: any DiagnosticMessage, at location: SourceLocation,
                noteLocations: [SourceLocation] = [], views: [String] = [], constraints: [String] = []) {
        self.severity = severity
        self.kind = kind
        self.content = content
        self.location = location
        self.noteLocations = noteLocations
        self.views = views
        self.constraints = constraints
    }

    public static func error(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation,
                             suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.error, kind, message, at: location, suggestion: suggestion)
    }

    /// The same diagnostic with every location moved into the enclosing file.
    public func offset(by origin: SourceLocation) -> Diagnostic {
        var copy = self
        copy.location = location.offset(by: origin)
        copy.noteLocations = noteLocations.map { $0.offset(by: origin) }
        return copy
    }
}

/// Two diagnostics are the same when they say the same words in English
/// about the same places: a typed message and the words read back from the
/// build cache compare equal.
extension Diagnostic: Hashable {
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.kind == b.kind && a.location == b.location && a.noteLocations == b.noteLocations
            && a.views == b.views && a.constraints == b.constraints && a.isExpected == b.isExpected
            && a.words(in: .english) == b.words(in: .english)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location)
        hasher.combine(words(in: .english))
    }
}

/// The build cache keeps a diagnostic as the English words it printed (the
/// same fields as before messages were data), and reads them back as a
/// `WrittenMessage`.
extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey {
        case severity, kind, message, location, suggestion, notes, views, constraints, isExpected
        /// The words in each other language that words it differently, so
        /// that a page read back from the build cache prints in the
        /// language asked for (`plumb build --language`).
        case translations
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let notes = try c.decode([Note].self, forKey: .notes)
        self.init(try c.decode(Severity.self, forKey: .severity), try c.decode(DiagnosticKind.self, forKey: .kind),
                  try c.decode(String.self, forKey: .message), at: try c.decode(SourceLocation.self, forKey: .location),
                  suggestion: try c.decodeIfPresent(String.self, forKey: .suggestion), notes: notes,
                  views: try c.decode([String].self, forKey: .views), constraints: try c.decode([String].self, forKey: .constraints))
        isExpected = try c.decode(Bool.self, forKey: .isExpected)
        if let translations = try c.decodeIfPresent([String: DiagnosticWords].self, forKey: .translations), !translations.isEmpty {
            var kept = [Language.english: words(in: .english)]
            for (tag, words) in translations { if let language = Language(rawValue: tag) { kept[language] = words } }
            content = KeptWords(byLanguage: kept)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        let words = words(in: .english)
        try c.encode(severity, forKey: .severity)
        try c.encode(kind, forKey: .kind)
        try c.encode(words.message, forKey: .message)
        try c.encode(location, forKey: .location)
        try c.encodeIfPresent(words.suggestion, forKey: .suggestion)
        try c.encode(notes, forKey: .notes)
        try c.encode(views, forKey: .views)
        try c.encode(constraints, forKey: .constraints)
        try c.encode(isExpected, forKey: .isExpected)
        var translations: [String: DiagnosticWords] = [:]
        for language in Language.allCases where language != .english {
            let other = self.words(in: language)
            if other != words { translations[language.rawValue] = other }
        }
        if !translations.isEmpty { try c.encode(translations, forKey: .translations) }
    }
}

/// A diagnostic's words read back from the build cache, in each language
/// it was written in (English for any other).
struct KeptWords: DiagnosticMessage {
    let byLanguage: [Language: DiagnosticWords]

    func words(in language: Language) -> DiagnosticWords { byLanguage[language] ?? byLanguage[.english]! }
}

extension Diagnostic {
    /// The same diagnostic for the same text written `lines` further down
    /// its file.
    public func moved(byLines lines: Int) -> Diagnostic {
        guard lines != 0 else { return self }
        var copy = self
        copy.location.line += lines
        copy.noteLocations = noteLocations.map { SourceLocation(line: $0.line + lines, column: $0.column) }
        return copy
    }
}
