import PlumbDiagnostics
import PlumbLayout

/// A block as parsed: the model, and what was wrong with the text.
public struct ParsedBlock {
    public let block: LayoutBlock
    /// Problems in the text itself (syntax, names, types, numbers).
    public let diagnostics: [Diagnostic]

    /// A block with errors is reported, never solved: a half-understood block
    /// would make a silently wrong figure.
    public var isSolvable: Bool { !diagnostics.contains { $0.severity == .error } }
}
