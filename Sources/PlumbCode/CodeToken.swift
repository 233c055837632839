import PlumbDiagnostics

/// One token of Swift or Objective-C source, with where it stands and what
/// space stood before it: Swift ends a statement at a line break, and
/// `view.backgroundColor =.black` is told apart by the space on one side.
struct CodeToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        /// A string literal's text, escapes resolved (`@"…"` in Objective-C).
        case string(String)
        /// Operators and punctuation: `.`, `(`, `==`, `@`, `#`, ...
        case symbol(String)
        case end
    }

    let kind: Kind
    let location: SourceLocation
    /// Just after its last character: where a missing ';' or ',' after it goes.
    let end: SourceLocation
    /// A line break before it (since the previous token).
    let lineBreakBefore: Bool
    /// Any white space (or a comment) directly before it.
    let spaceBefore: Bool
    /// A Swift identifier written in backticks (`` `nil` ``): a name, never the keyword.
    var escaped = false

    func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }

    func isIdentifier(_ s: String) -> Bool { kind == .identifier(s) }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// How a message quotes it.
    var shown: ShownToken {
        switch kind {
        case .identifier(let s): return .quoted(s)
        case .number(let n): return .quoted(NumberText.exact(n))
        case .string: return .string
        case .symbol(let s): return .quoted(s)
        case .end: return .end
        }
    }
}

/// A `// plumb: …` comment: the fence's options written in the code.
struct OptionComment {
    let text: String
    /// Where `text` starts.
    let location: SourceLocation
}
