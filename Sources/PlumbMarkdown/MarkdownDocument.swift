import CCmark
import Glibc

/// A CommonMark document parsed by libcmark, with source positions kept so
/// that every later diagnostic can point into the `.md` file.
public final class MarkdownDocument {
    /// The Markdown text as given.
    public let source: String
    private let root: OpaquePointer

    public init(parsing source: String) {
        self.source = source
        // The length in bytes, not strlen: a NUL in the page would end the
        // text there and drop the rest silently. cmark reads NUL as U+FFFD,
        // as CommonMark says.
        let length = source.utf8.count
        root = source.withCString { cmark_parse_document($0, length, CMARK_OPT_DEFAULT)! }
    }

    deinit { cmark_node_free(root) }

    /// Every fenced code block in document order (indented code blocks have
    /// no info string and are not included).
    public var fencedCodeBlocks: [FencedCodeBlock] {
        var blocks: [FencedCodeBlock] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { continue }
            // libcmark 0.30 (Debian bookworm) has no cmark_node_get_fenced:
            // an indented block is the one without an info string.
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            if info.isEmpty && !isFenced(startLine: Int(cmark_node_get_start_line(node))) { continue }
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            blocks.append(FencedCodeBlock(
                info: info, code: literal,
                fenceLine: Int(cmark_node_get_start_line(node)),
                fenceColumn: Int(cmark_node_get_start_column(node))))
        }
        return blocks
    }

    /// The whole document as a tree.
    public var tree: MarkdownNode { node(root) }

    private func string(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }

    private func children(_ n: OpaquePointer) -> [MarkdownNode] {
        var out: [MarkdownNode] = []
        var child = cmark_node_first_child(n)
        while let c = child {
            out.append(node(c))
            child = cmark_node_next(c)
        }
        return out
    }

    private func node(_ n: OpaquePointer) -> MarkdownNode {
        let line = Int(cmark_node_get_start_line(n)), column = Int(cmark_node_get_start_column(n))
        switch cmark_node_get_type(n) {
        case CMARK_NODE_DOCUMENT: return .document(children(n))
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote(children(n))
        case CMARK_NODE_LIST:
            let items = children(n).map { item -> [MarkdownNode] in
                if case .document(let c) = item { return c }
                return [item]
            }
            return .list(ordered: cmark_node_get_list_type(n) == CMARK_ORDERED_LIST, start: Int(cmark_node_get_list_start(n)),
                         tight: cmark_node_get_list_tight(n) != 0, items: items)
        case CMARK_NODE_ITEM: return .document(children(n))
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(n))
            return .codeBlock(info: info, code: string(cmark_node_get_literal(n)), line: line, column: column,
                              fenced: !info.isEmpty || isFenced(startLine: line))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(n)), line: line, column: column)
        case CMARK_NODE_PARAGRAPH:
            let end = Int(cmark_node_get_end_line(n))
            if line >= 1, end >= line, end <= sourceLines.count, sourceLines[(line - 1)..<end].contains(where: { $0.utf8.contains(UInt8(ascii: "|")) }),
               let nodes = PipeTable.read(lines: Array(sourceLines[(line - 1)..<end]), firstLine: line, column: column, inline: MarkdownDocument.inline) {
                return nodes.count == 1 ? nodes[0] : .document(nodes)
            }
            return .paragraph(children(n))
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(n)), children: children(n), line: line)
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(n)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(n)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(n)), line: line, column: column)
        case CMARK_NODE_EMPH: return .emphasis(children(n))
        case CMARK_NODE_STRONG: return .strong(children(n))
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(n)), title: string(cmark_node_get_title(n)), children: children(n),
                         line: line, column: column)
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(n)), title: string(cmark_node_get_title(n)), alt: children(n),
                          line: line, column: column)
        default: return .document(children(n))
        }
    }

    /// Split as UTF-8 bytes: a newline byte is never inside a character
    /// (the source's line ends are LF), and splitting by Character cost as
    /// much as cmark's whole parse.
    private lazy var sourceLines: [Substring] = source.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }

    /// Inline Markdown in `text`, which sits at `line` and `column` of the
    /// page: parsed as a document of its own, positions moved back.
    static func inline(_ text: String, line: Int, column: Int) -> [MarkdownNode] {
        guard !text.isEmpty else { return [] }
        let document = MarkdownDocument(parsing: text).tree.shifted(lines: line - 1, columns: column - 1)
        guard case .document(let blocks) = document else { return [.text(text)] }
        // A cell reading `# x` or `- x` is a heading or a list to cmark: in a
        // table it is text.
        if blocks.count == 1, case .paragraph(let inlines) = blocks[0] { return inlines }
        return [.text(text)]
    }

    /// The document as HTML (CommonMark's reference rendering).
    public func renderHTML() -> String {
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private func isFenced(startLine: Int) -> Bool {
        guard startLine >= 1, startLine <= sourceLines.count else { return false }
        let text = sourceLines[startLine - 1].drop { $0 == " " }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }
}
