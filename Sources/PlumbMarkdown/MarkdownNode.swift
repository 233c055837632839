/// A CommonMark document as a Swift tree, with the source positions later
/// stages need (headings for anchors, code blocks for figures, links for
/// checking). Built from libcmark's AST by ``MarkdownDocument/tree``.
public indirect enum MarkdownNode: Equatable, Sendable {
    case document([MarkdownNode])
    case blockQuote([MarkdownNode])
    case list(ordered: Bool, start: Int, tight: Bool, items: [[MarkdownNode]])
    /// `info` is empty for an indented block.
    case codeBlock(info: String, code: String, line: Int, column: Int, fenced: Bool)
    case htmlBlock(String)
    case paragraph([MarkdownNode])
    case heading(level: Int, children: [MarkdownNode], line: Int)
    case thematicBreak
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String)
    case emphasis([MarkdownNode])
    case strong([MarkdownNode])
    case link(destination: String, title: String, children: [MarkdownNode], line: Int, column: Int)
    case image(source: String, title: String, alt: [MarkdownNode], line: Int, column: Int)

    /// The plain text of inline content (for heading ids, alt text, titles).
    public var plainText: String {
        switch self {
        case .text(let s), .code(let s): return s
        case .softBreak, .lineBreak: return " "
        case .emphasis(let c), .strong(let c), .paragraph(let c), .document(let c), .blockQuote(let c):
            return c.map(\.plainText).joined()
        case .heading(_, let c, _), .link(_, _, let c, _, _), .image(_, _, let c, _, _): return c.map(\.plainText).joined()
        default: return ""
        }
    }
}
