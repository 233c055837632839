import PlumbDiagnostics

/// Swift's tokens: `"…"` strings, `` `escaped` `` identifiers, `#available`.
enum SwiftLexer {
    static let rules = LexicalRules(atStrings: false, numberSuffixes: false, preprocessorLines: false)

    static func tokens(_ text: String, origin: SourceLocation) -> CodeLexer {
        CodeLexer.tokens(text, rules: rules, origin: origin)
    }
}
