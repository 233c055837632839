import CCmark
import PlumbDiagnostics

/// Building the Swift tree from cmark's, without recursion and to a bounded
/// depth.
///
/// cmark itself nests without limit (a 40 KB line of `* * * …` is 20,000
/// lists), and every later stage walks the tree recursively on a page
/// worker's 512 KB stack. So the walk here is cmark's own iterator, and
/// nothing deeper than ``MarkdownDocument/maxDepth`` reaches the tree: a
/// list, quote, emphasis or link below that depth is dropped as a wrapper
/// and its content joins the nearest kept container, drawn flat, with one
/// warning at the place where the flat part starts.
extension MarkdownDocument {
    /// Levels of nodes the tree keeps (the document is the first; a list and
    /// its item are one each, so 15 nested lists fit). Nesting that deep
    /// carries no meaning a reader could follow (markdown-it caps nesting for
    /// the same reason); a debug build's page worker overflowed its stack
    /// only past 1,024 levels, so the limit leaves a wide margin.
    public static let maxDepth = 32

    /// Deep parts warned about in full per document; the rest are counted
    /// in the last warning.
    static let depthWarningLimit = 10

    private struct Frame {
        let node: OpaquePointer
        var children: [MarkdownNode] = []
        /// Where each text child was written (by child index), for the GFM
        /// inline extensions.
        var texts: [Int: InlineExtensions.TextSource] = [:]
    }

    func buildTree() -> MarkdownNode {
        var stack: [Frame] = []
        var finished: MarkdownNode = .document([])
        var flatDepth = 0
        var deepParts = 0
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let n = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                // A flattened container has no frame: its exit only closes
                // the flat part.
                guard stack.last?.node == n else { flatDepth -= 1; continue }
                let frame = stack.removeLast()
                let built = container(n, withExtensions(n, frame, parent: stack.last, ancestors: stack))
                proseWarnings += strayBackticks(n, built)
                if stack.isEmpty { finished = built } else { stack[stack.count - 1].children.append(built) }
                continue
            }
            if let leaf = leaf(n) {
                if stack.isEmpty { finished = leaf; continue }
                if case .text(let literal) = leaf { stack[stack.count - 1].texts[stack[stack.count - 1].children.count] = textSource(n, literal) }
                stack[stack.count - 1].children.append(leaf)
                continue
            }
            if stack.count >= MarkdownDocument.maxDepth && !holdsOnlyInlines(n) {
                if flatDepth == 0 { deepParts += 1; warnDeepPart(at: n, count: deepParts) }
                flatDepth += 1
                continue
            }
            if cmark_node_get_type(n) == CMARK_NODE_LIST, let cut = SentenceCutByList.warning(list: n, lines: sourceLines) {
                proseWarnings.append(cut)
            }
            if let table = pipeTable(n), !stack.isEmpty {
                stack[stack.count - 1].children.append(table)
                // As if its exit had been read: the next event follows it.
                cmark_iter_reset(iterator, n, CMARK_EVENT_EXIT)
                continue
            }
            stack.append(Frame(node: n))
        }
        if deepParts > MarkdownDocument.depthWarningLimit, var last = flattenedParts.popLast() {
            let more = deepParts - MarkdownDocument.depthWarningLimit
            last.content = MarkdownFinding.nestedTooDeep(maxDepth: MarkdownDocument.maxDepth, more: more)
            flattenedParts.append(last)
        }
        return finished
    }

    /// An inline container's children with GFM's inline extensions read
    /// (strikethrough, autolinks, footnote references, a task's `[ ]`).
    private func withExtensions(_ n: OpaquePointer, _ frame: Frame, parent: Frame?, ancestors: [Frame]) -> [MarkdownNode] {
        let type = cmark_node_get_type(n)
        let inline: Set<UInt32> = [CMARK_NODE_PARAGRAPH.rawValue, CMARK_NODE_HEADING.rawValue, CMARK_NODE_EMPH.rawValue,
                                   CMARK_NODE_STRONG.rawValue, CMARK_NODE_LINK.rawValue, CMARK_NODE_IMAGE.rawValue]
        guard inline.contains(type.rawValue) else { return frame.children }
        let linkTypes: Set<UInt32> = [CMARK_NODE_LINK.rawValue, CMARK_NODE_IMAGE.rawValue]
        let insideLink = linkTypes.contains(type.rawValue) || ancestors.contains { linkTypes.contains(cmark_node_get_type($0.node).rawValue) }
        let firstInItem = type == CMARK_NODE_PARAGRAPH && parent.map { cmark_node_get_type($0.node) == CMARK_NODE_ITEM && $0.children.isEmpty } == true
        return InlineExtensions.apply(frame.children, sources: frame.texts, options: .init(autolinks: !insideLink, taskMarker: firstInItem))
    }

    /// Where a text node was written; which characters were escapes or
    /// entities, when its source is longer than its text.
    private func textSource(_ n: OpaquePointer, _ literal: String) -> InlineExtensions.TextSource {
        let line = Int(cmark_node_get_start_line(n)), column = Int(cmark_node_get_start_column(n))
        let endColumn = Int(cmark_node_get_end_column(n))
        var mask: [Bool]?
        if line >= 1, line <= sourceLines.count, column >= 1, endColumn >= column, endColumn - column + 1 != literal.utf8.count {
            let bytes = Array(sourceLines[line - 1].utf8)
            if endColumn <= bytes.count {
                mask = InlineExtensions.literalMask(Array(literal.unicodeScalars), raw: bytes[(column - 1)..<endColumn])
            }
        }
        return InlineExtensions.TextSource(line: line, column: column, literal: mask)
    }

    /// The backticks a paragraph shows that open no code span: looked for
    /// only where cmark left a backtick in the paragraph's text.
    private func strayBackticks(_ n: OpaquePointer, _ built: MarkdownNode) -> [Diagnostic] {
        guard cmark_node_get_type(n) == CMARK_NODE_PARAGRAPH, MarkdownDocument.showsBacktick(built) else { return [] }
        let first = Int(cmark_node_get_start_line(n)), last = Int(cmark_node_get_end_line(n))
        guard first >= 1, last >= first, last <= sourceLines.count else { return [] }
        return StrayBacktick.warnings(lines: sourceLines[(first - 1)..<last], firstLine: first)
    }

    private static func showsBacktick(_ node: MarkdownNode) -> Bool {
        switch node {
        // The byte test first: `contains("`")` is Foundation's string search
        // (12,000 instructions a text node, 38 M of a guide build), and a
        // text without the byte cannot hold the character.
        case .text(let t): return t.utf8.contains(UInt8(ascii: "`")) && t.contains("`")
        case .paragraph(let c), .emphasis(let c), .strong(let c), .strikethrough(let c), .link(_, _, let c, _, _): return c.contains(where: showsBacktick)
        default: return false
        }
    }

    /// Paragraphs and headings hold inline content only, so keeping them
    /// below the limit adds one level at most, and keeps their text in its
    /// own paragraph.
    private func holdsOnlyInlines(_ n: OpaquePointer) -> Bool {
        let type = cmark_node_get_type(n)
        return type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING
    }

    private func warnDeepPart(at n: OpaquePointer, count: Int) {
        guard count <= MarkdownDocument.depthWarningLimit else { return }
        let at = SourceLocation(line: Int(cmark_node_get_start_line(n)), column: Int(cmark_node_get_start_column(n)))
        flattenedParts.append(Diagnostic(.warning, .unsupported, MarkdownFinding.nestedTooDeep(maxDepth: MarkdownDocument.maxDepth, more: 0), at: at))
    }

    /// A node cmark gives no exit event for (it cannot have children).
    private func leaf(_ n: OpaquePointer) -> MarkdownNode? {
        let line = Int(cmark_node_get_start_line(n)), column = Int(cmark_node_get_start_column(n))
        switch cmark_node_get_type(n) {
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(n))
            return .codeBlock(info: info, code: string(cmark_node_get_literal(n)), line: line, column: column,
                              fenced: !info.isEmpty || isFenced(startLine: line))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(n)), line: line, column: column)
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(n)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(n)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(n)), line: line, column: column)
        default: return nil
        }
    }

    /// A node with children, from the children already built.
    private func container(_ n: OpaquePointer, _ children: [MarkdownNode]) -> MarkdownNode {
        let line = Int(cmark_node_get_start_line(n)), column = Int(cmark_node_get_start_column(n))
        switch cmark_node_get_type(n) {
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote(children)
        case CMARK_NODE_LIST:
            let items = children.map { item -> [MarkdownNode] in
                if case .document(let c) = item { return c }
                return [item]
            }
            return .list(ordered: cmark_node_get_list_type(n) == CMARK_ORDERED_LIST, start: Int(cmark_node_get_list_start(n)),
                         tight: cmark_node_get_list_tight(n) != 0, items: items)
        case CMARK_NODE_PARAGRAPH: return .paragraph(children)
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(n)), children: children, line: line)
        case CMARK_NODE_EMPH: return .emphasis(children)
        case CMARK_NODE_STRONG: return .strong(children)
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(n)), title: string(cmark_node_get_title(n)), children: children,
                         line: line, column: autolinkColumn(n, line: line) ?? column)
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(n)), title: string(cmark_node_get_title(n)), alt: children,
                          line: line, column: column)
        default: return .document(children)   // the document, a list item
        }
    }

    /// Where an autolink (`<https://…>`) starts, when cmark misplaces it:
    /// cmark 0.30 gives the link its offset in the paragraph (missing the
    /// line's start and the quote's or list's indent), but places the text
    /// inside it right, one byte after the `<`. Nil for any other link.
    private func autolinkColumn(_ n: OpaquePointer, line: Int) -> Int? {
        guard let text = cmark_node_first_child(n), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              Int(cmark_node_get_start_line(text)) == line, line >= 1, line <= sourceLines.count else { return nil }
        let column = Int(cmark_node_get_start_column(text)) - 1
        let bytes = sourceLines[line - 1].utf8
        guard column >= 1, column <= bytes.count, bytes[bytes.index(bytes.startIndex, offsetBy: column - 1)] == UInt8(ascii: "<") else { return nil }
        return column
    }

    /// A paragraph that is a GFM pipe table (cmark has no tables), as the
    /// table; nil for any other node.
    private func pipeTable(_ n: OpaquePointer) -> MarkdownNode? {
        guard cmark_node_get_type(n) == CMARK_NODE_PARAGRAPH else { return nil }
        let line = Int(cmark_node_get_start_line(n)), column = Int(cmark_node_get_start_column(n))
        let end = Int(cmark_node_get_end_line(n))
        guard line >= 1, end >= line, end <= sourceLines.count,
              sourceLines[(line - 1)..<end].contains(where: { $0.utf8.contains(UInt8(ascii: "|")) }) else { return nil }
        var cellDiagnostics: [Diagnostic] = []
        var pipeWarnings: [Diagnostic] = []
        let nodes = PipeTable.read(lines: Array(sourceLines[(line - 1)..<end]), firstLine: line, column: column, warnings: &pipeWarnings) { text, line, column in
            let cell = MarkdownDocument.inlineWithDiagnostics(text, line: line, column: column)
            cellDiagnostics += cell.diagnostics
            return cell.nodes
        }
        guard let nodes else { return nil }
        flattenedParts += pipeWarnings + cellDiagnostics
        return nodes.count == 1 ? nodes[0] : .document(nodes)
    }
}
