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
        root = source.withCString { cmark_parse_document($0, strlen($0), CMARK_OPT_DEFAULT)! }
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

    /// The document as HTML (CommonMark's reference rendering).
    public func renderHTML() -> String {
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private func isFenced(startLine: Int) -> Bool {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard startLine >= 1, startLine <= lines.count else { return false }
        let text = lines[startLine - 1].drop { $0 == " " }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }
}
