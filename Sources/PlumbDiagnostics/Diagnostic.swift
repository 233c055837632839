/// A problem found in a source file, in any stage of the pipeline: the one
/// type every stage reports with, so that each message can point at its file,
/// line and column.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Sendable, Comparable, Codable {
        /// Information that never fails a build, not even with
        /// `--warnings-as-errors` (an assumption the code front end made, a
        /// callback UIKit runs again): an extension of the JSON's severities.
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
    public var message: String
    public var location: SourceLocation
    /// A likely fix, printed after the message ("did you mean 'title'?").
    public var suggestion: String?
    public var notes: [Note]
    /// Names of the views and guides this concerns.
    public var views: [String]
    /// Identifiers of the constraints this concerns (`#id`, or `L<line>`).
    public var constraints: [String]
    /// The author demonstrates this on purpose (`expect KIND`): reported as a
    /// warning, but never failing `--warnings-as-errors`.
    public var isExpected = false

    /// This diagnostic as a mistake the block demonstrates on purpose
    /// (`expect KIND`): a warning, marked expected, and saying so.
    public var asExpected: Diagnostic {
        var copy = self
        copy.severity = .warning
        copy.isExpected = true
        copy.message += " (expected)"
        return copy
    }

    public init(_ severity: Severity, _ kind: DiagnosticKind, _ message: String, at location: SourceLocation,
                suggestion: String? = nil, notes: [Note] = [], views: [String] = [], constraints: [String] = []) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.notes = notes
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
        copy.notes = notes.map { Note($0.message, at: $0.location.offset(by: origin)) }
        return copy
    }
}
