import PlumbDiagnostics

/// Bounds on what the readers accept, so that the recursive walks after
/// them (evaluating, lowering) stay far inside a page worker's 512 KB
/// stack, and a program cannot run for ever: no layout code nests 48
/// expressions deep, chains 256 members or runs 100,000 statements.
enum CodeLimits {
    static let depth = 48
    static let chain = 256
    static let statements = 100_000

    static func checkDepth(_ depth: Int, at location: SourceLocation) throws {
        guard depth <= CodeLimits.depth else {
            throw TokenStream.Failure(.nestedTooDeep(limit: CodeLimits.depth), at: location)
        }
    }

    static func checkChain(_ count: Int, at location: SourceLocation) throws {
        guard count <= CodeLimits.chain else {
            throw TokenStream.Failure(.chainTooLong(limit: CodeLimits.chain), at: location)
        }
    }
}
