import PlumbDiagnostics

/// Objective-C's tokens: `@"…"` strings, `10.0f` suffixes, preprocessor lines skipped.
enum ObjCLexer {
    static let rules = LexicalRules(atStrings: true, numberSuffixes: true, preprocessorLines: true)

    static func tokens(_ text: String, origin: SourceLocation) -> CodeLexer {
        CodeLexer.tokens(text, rules: rules, origin: origin)
    }
}
