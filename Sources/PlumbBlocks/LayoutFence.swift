import PlumbDiagnostics

/// A layout block as a page holds it: its text and where its opening fence
/// stands. Every way into a figure (a site's page, `plumb solve` on a page,
/// the page fuzzer) solves a block from this, so a block's positions, and
/// so its diagnostics, are worked out in one place.
public struct LayoutFence: Sendable {
    public let code: String
    /// 1-based line of the opening fence (the figure is named after it).
    public let line: Int
    /// 1-based column of the opening fence.
    public let column: Int
    /// The fence's info string: `layout`, or `swift layout canvas=…` for
    /// code drawn as a figure (read by PlumbCode's `CodeFence`).
    public let info: String

    public init(code: String, line: Int, column: Int, info: String = "layout") {
        self.code = code
        self.line = line
        self.column = column
        self.info = info
    }

    /// Where the block's first character stands: the line after the fence.
    public var origin: SourceLocation { SourceLocation(line: line + 1, column: column) }
}

extension SolvedBlock {
    /// Solves a page's block (see `solve(_:origin:line:…)`).
    public static func solve(_ fence: LayoutFence, widths: [Double]? = nil, defaults: [Double]? = nil, budget: Double? = nil,
                             live: LiveRequest = .none) -> SolvedBlock {
        solve(fence.code, origin: fence.origin, line: fence.line, widths: widths, defaults: defaults, budget: budget, live: live)
    }
}
