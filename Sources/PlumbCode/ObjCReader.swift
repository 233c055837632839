import PlumbDiagnostics

/// Reads Objective-C tokens into the same statements as `SwiftReader`.
struct ObjCReader {
    static func read(_ tokens: [CodeToken]) -> (statements: [Stmt], problems: [Diagnostic]) {
        ([], [])
    }
}
