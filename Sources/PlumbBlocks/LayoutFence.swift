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

    /// The file this block's text comes from, when the page includes it
    /// (`include hugging.layout`); nil for the page's own text.
    public let inclusion: Inclusion?

    /// A block read from another file: positions in `code` are that file's,
    /// less the page's caption lines written before it.
    public struct Inclusion: Sendable {
        /// The file as the page names it.
        public let file: String
        /// Where the page names it: its diagnostics are reported there.
        public let namedAt: SourceLocation
        /// The page's caption lines put before the file's text.
        public let captionLines: Int

        public init(file: String, namedAt: SourceLocation, captionLines: Int) {
            self.file = file
            self.namedAt = namedAt
            self.captionLines = captionLines
        }
    }

    public init(code: String, line: Int, column: Int, info: String = "layout", inclusion: Inclusion? = nil) {
        self.code = code
        self.line = line
        self.column = column
        self.info = info
        self.inclusion = inclusion
    }

    /// Where the block's first character stands: the line after the fence;
    /// in an included file, its first line (after the page's caption).
    public var origin: SourceLocation {
        guard let inclusion else { return SourceLocation(line: line + 1, column: column) }
        return SourceLocation(line: 1 - inclusion.captionLines, column: 1)
    }

    /// The block's diagnostics as the page reports them: an included
    /// block's at the line that names its file, saying where in the file.
    public func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard let inclusion else { return diagnostics }
        return diagnostics.map { d in
            var moved = d
            moved.content = InIncludedFile(base: d.content, file: inclusion.file, location: d.location.line >= 1 ? d.location : nil)
            moved.noteLocations = []
            moved.location = inclusion.namedAt
            return moved
        }
    }
}

extension SolvedBlock {
    /// Solves a page's block (see `solve(_:origin:line:…)`).
    public static func solve(_ fence: LayoutFence, widths: [Double]? = nil, defaults: [Double]? = nil, budget: Double? = nil,
                             live: LiveRequest = .none, sharing: SharedSolves? = nil) -> SolvedBlock {
        solve(fence.code, origin: fence.origin, line: fence.line, widths: widths, defaults: defaults, budget: budget, live: live,
              sharing: sharing)
    }
}
