/// A CommonMark document as a Swift tree, with the source positions later
/// stages need (headings for anchors, code blocks for figures, links for
/// checking). Built from libcmark's AST by ``MarkdownDocument/tree``.
public indirect enum MarkdownNode: Equatable, Sendable {
    case document([MarkdownNode])
    case blockQuote([MarkdownNode])
    case list(ordered: Bool, start: Int, tight: Bool, items: [[MarkdownNode]])
    /// `info` is empty for an indented block.
    case codeBlock(info: String, code: String, line: Int, column: Int, fenced: Bool)
    /// Raw HTML, passed through (the site warns about scripts in it).
    case htmlBlock(String, line: Int, column: Int)
    case paragraph([MarkdownNode])
    case heading(level: Int, children: [MarkdownNode], line: Int)
    case thematicBreak
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String, line: Int, column: Int)
    /// A GFM pipe table: cells are inline content.
    case table(alignments: [TableAlignment], header: [[MarkdownNode]], rows: [[[MarkdownNode]]], line: Int)
    case emphasis([MarkdownNode])
    case strong([MarkdownNode])
    case link(destination: String, title: String, children: [MarkdownNode], line: Int, column: Int)
    case image(source: String, title: String, alt: [MarkdownNode], line: Int, column: Int)
    /// GFM's `~~text~~` (or `~text~`).
    case strikethrough([MarkdownNode])
    /// A GFM task list item's `[ ]` or `[x]`: the first inline of the item's
    /// first paragraph.
    case taskCheckbox(checked: Bool)
    /// `[^label]`: `number` is the footnote's (in order of first reference),
    /// `occurrence` counts this footnote's references so far (1 for the first).
    case footnoteReference(label: String, number: Int, occurrence: Int)
    /// The page's footnotes, in number order, last in the document.
    case footnotes([Footnote])

    /// The plain text of inline content (for heading ids, alt text, titles).
    /// The same content found at another place of the page: positions
    /// moved by `lines` (and by `columns` on its first line), for Markdown
    /// parsed again from part of the page (a table's cells).
    func shifted(lines: Int, columns: Int) -> MarkdownNode {
        func all(_ nodes: [MarkdownNode]) -> [MarkdownNode] { nodes.map { $0.shifted(lines: lines, columns: columns) } }
        func col(_ line: Int, _ column: Int) -> Int { line == 1 ? column + columns : column }
        switch self {
        case .document(let c): return .document(all(c))
        case .paragraph(let c): return .paragraph(all(c))
        case .emphasis(let c): return .emphasis(all(c))
        case .strikethrough(let c): return .strikethrough(all(c))
        case .strong(let c): return .strong(all(c))
        case .link(let d, let t, let c, let line, let column):
            return .link(destination: d, title: t, children: all(c), line: line + lines, column: col(line, column))
        case .image(let s, let t, let a, let line, let column):
            return .image(source: s, title: t, alt: all(a), line: line + lines, column: col(line, column))
        case .htmlInline(let h, let line, let column): return .htmlInline(h, line: line + lines, column: col(line, column))
        default: return self
        }
    }

    public var plainText: String {
        switch self {
        case .text(let s), .code(let s): return s
        case .softBreak, .lineBreak: return " "
        case .emphasis(let c), .strong(let c), .strikethrough(let c), .paragraph(let c), .document(let c), .blockQuote(let c):
            return c.map(\.plainText).joined()
        case .heading(_, let c, _), .link(_, _, let c, _, _), .image(_, _, let c, _, _): return c.map(\.plainText).joined()
        case .table(_, let header, let rows, _): return (header + rows.flatMap { $0 }).map { $0.map(\.plainText).joined() }.joined(separator: " ")
        default: return ""
        }
    }
}

/// A footnote as the page shows it: its number, how many references point
/// at it (each gets a link back), and its content.
public struct Footnote: Equatable, Sendable {
    public let label: String
    public let number: Int
    public let references: Int
    public let content: [MarkdownNode]
}

extension MarkdownNode {
    /// Whether this is inline code (`code`).
    public var isCodeSpan: Bool {
        if case .code = self { return true }
        return false
    }
}
