import CCmark
import Glibc
import PlumbDiagnostics

/// A CommonMark document parsed by libcmark, with source positions kept so
/// that every later diagnostic can point into the `.md` file.
public final class MarkdownDocument {
    /// The Markdown text as given.
    public let source: String
    /// What cmark reads: the source with footnote definitions blanked.
    let parsedSource: String
    let root: OpaquePointer
    let footnoteDefinitions: [FootnoteDefinition]
    var footnoteProblems: [Diagnostic] = []

    public convenience init(parsing source: String) {
        self.init(parsing: source, footnotes: true)
    }

    /// `footnotes`: false for Markdown inside a page (a footnote's own
    /// text, a table cell), whose references the page numbers.
    init(parsing source: String, footnotes: Bool) {
        self.source = source
        (parsedSource, footnoteDefinitions) = footnotes ? FootnoteDefinitions.extract(source) : (source, [])
        // The length in bytes, not strlen: a NUL in the page would end the
        // text there and drop the rest silently. cmark reads NUL as U+FFFD,
        // as CommonMark says.
        let length = parsedSource.utf8.count
        root = parsedSource.withCString { cmark_parse_document($0, length, CMARK_OPT_DEFAULT)! }
        numbersFootnotes = footnotes
    }

    private let numbersFootnotes: Bool

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

    /// The whole document as a tree, nested at most ``maxDepth`` deep
    /// (built once; ``depthDiagnostics`` says where deeper parts were
    /// drawn flat).
    public private(set) lazy var tree: MarkdownNode = {
        let built = buildTree()
        return numbersFootnotes && source.containsUTF8("[^") ? numberingFootnotes(built) : built
    }()

    /// What reading the page found: parts nested too deep, footnotes
    /// never referred to, a `|` that ends a table cell inside code, a
    /// backtick that opens no code span, a line read as a list that cuts
    /// a sentence.
    public var diagnostics: [Diagnostic] {
        _ = tree
        return flattenedParts + footnoteProblems + proseWarnings
    }

    /// Prose that reads differently from what its author meant
    /// (`StrayBacktick`, `SentenceCutByList`), found as the tree is built.
    var proseWarnings: [Diagnostic] = []

    /// Where the page nests deeper than ``maxDepth``: one warning per deep
    /// part, at its first flattened node.
    public var depthDiagnostics: [Diagnostic] {
        _ = tree
        return flattenedParts
    }

    var flattenedParts: [Diagnostic] = []

    func string(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }

    /// Split as UTF-8 bytes: a newline byte is never inside a character
    /// (the source's line ends are LF), and splitting by Character cost as
    /// much as cmark's whole parse.
    lazy var sourceLines: [Substring] = parsedSource.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }

    /// Inline Markdown in `text`, which sits at `line` and `column` of the
    /// page: parsed as a document of its own, positions moved back.
    static func inline(_ text: String, line: Int, column: Int) -> [MarkdownNode] {
        guard !text.isEmpty else { return [] }
        return inlineWithDiagnostics(text, line: line, column: column).nodes
    }

    /// ``inline(_:line:column:)`` with the cell's depth warnings, moved to
    /// the page's lines and columns like its nodes.
    static func inlineWithDiagnostics(_ text: String, line: Int, column: Int) -> (nodes: [MarkdownNode], diagnostics: [Diagnostic]) {
        guard !text.isEmpty else { return ([], []) }
        let cell = MarkdownDocument(parsing: text, footnotes: false)
        let document = cell.tree.shifted(lines: line - 1, columns: column - 1)
        let diagnostics = cell.depthDiagnostics.map { d -> Diagnostic in
            var moved = d
            moved.location = SourceLocation(line: d.location.line + line - 1,
                                            column: d.location.line == 1 ? d.location.column + column - 1 : d.location.column)
            return moved
        }
        guard case .document(let blocks) = document else { return ([.text(text)], diagnostics) }
        // A cell reading `# x` or `- x` is a heading or a list to cmark: in a
        // table it is text.
        if blocks.count == 1, case .paragraph(let inlines) = blocks[0] { return (inlines, diagnostics) }
        if let inlines = rawHTMLAsInline(text, line: line, column: column) { return (inlines, diagnostics) }
        return ([.text(text)], [])
    }

    /// A cell that starts with raw HTML (`<script>…`, `<img …>`) is an HTML
    /// block to cmark, but in a table it is inline HTML, which the page's
    /// sanitizer keeps or refuses with a warning at its place: read after a
    /// letter that starts a paragraph, the letter then taken off again.
    private static func rawHTMLAsInline(_ text: String, line: Int, column: Int) -> [MarkdownNode]? {
        guard text.drop(while: { $0 == " " }).first == "<" else { return nil }
        let cell = MarkdownDocument(parsing: "x" + text, footnotes: false)
        guard case .document(let blocks) = cell.tree.shifted(lines: line - 1, columns: column - 2), blocks.count == 1,
              case .paragraph(var inlines) = blocks[0], case .text(let first)? = inlines.first, first.hasPrefix("x") else { return nil }
        let rest = String(first.dropFirst())
        if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
        return inlines
    }

    /// The document as HTML (CommonMark's reference rendering).
    public func renderHTML() -> String {
        guard let html = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    func isFenced(startLine: Int) -> Bool {
        guard startLine >= 1, startLine <= sourceLines.count else { return false }
        let text = sourceLines[startLine - 1].drop { $0 == " " }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }
}
