import PlumbDiagnostics
import PlumbLayout

/// A block as parsed: the model, and what was wrong with the text.
public struct ParsedBlock {
    public let block: LayoutBlock
    /// Problems in the text itself (syntax, names, types, numbers).
    public let diagnostics: [Diagnostic]
    /// Reading stopped at the block's budget (a `budget` warning says where).
    public let ranOutOfBudget: Bool
    /// A block whose view tree changes with the size class: its block read
    /// once per class and direction (`HierarchyVariant`); `block` is the
    /// first. Empty for every other block. Set from outside by the code
    /// front end, whose code rebuilds its hierarchy per trait collection.
    public var variants: [(variant: HierarchyVariant, parsed: ParsedBlock)] = []

    /// Named variants (`variant "NAME":`, `BlockVariant`), drawn as tabs
    /// after the block as written; empty for most blocks.
    public internal(set) var blockVariants: [BlockVariant] = []
    /// The block as written's own tab title (`variant "NAME"` without
    /// a colon), when the block names it.
    public internal(set) var baseName: String?
    /// How messages quote the block's written constraints: the layout
    /// language's syntax, or, for a block read from code, that code's
    /// (`CodeNotation` in PlumbCode, set by the code front end).
    public var notation: any LayoutNotation = BlockNotation()
    /// Code that reads the root view's size, read again at each width:
    /// `block` is the first width's, so no one block stands for the figure.
    public var isReadPerWidth = false

    /// The block a breakpoint of `variant` is solved with.
    public func block(for variant: HierarchyVariant) -> LayoutBlock {
        variants.first { $0.variant == variant }?.parsed.block ?? block
    }

    public init(block: LayoutBlock, diagnostics: [Diagnostic], ranOutOfBudget: Bool = false) {
        self.block = block
        self.diagnostics = diagnostics
        self.ranOutOfBudget = ranOutOfBudget
    }

    /// A block with errors is reported, never solved: a half-understood block
    /// would make a silently wrong figure. Nor is a block only partly read.
    public var isSolvable: Bool { !ranOutOfBudget && !diagnostics.contains { $0.severity == .error } }
}
