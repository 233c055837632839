import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbMarkdown

/// A page's Markdown as HTML: headings get stable ids (and make the table of
/// contents), `layout` fences become figures, other fences are highlighted,
/// links to `.md` pages point at their `.html`, and every link is recorded
/// for `check`. GFM pipe tables become tables and GitHub's `> [!NOTE]`
/// quotes callouts. Raw HTML is reduced to an allowlist (`HTMLSanitizer`):
/// what it leaves out is a warning at its place, so that the site keeps its
/// promise of no script. Markdown's own output never goes through it.
struct PageBody {
    struct Heading: Equatable, Codable {
        let level: Int
        let id: String
        let title: String
    }

    struct Link: Equatable, Codable {
        let destination: String
        let line: Int
        let column: Int
    }

    private(set) var html = ""
    private(set) var headings: [Heading] = []
    private(set) var links: [Link] = []
    /// Every image's source, for the asset check.
    private(set) var images: [Link] = []
    /// Refused URLs, at their place in the page.
    private(set) var problems: [Diagnostic] = []
    private(set) var firstHeading: String?
    /// What this page gives the site's index.
    private(set) var terms: [IndexTerm] = []
    /// The site's own index terms (plumb.json `indexTerms`), as written.
    private var extraTerms: [String] = []
    /// Finds them in the page's text, lowercased.
    private var termMatcher = TermMatcher([])
    private var section = (anchor: "", title: "")
    /// Inside a table's cell: code spans there may break (`CodeSpanBreaks`).
    private var inTableCell = false
    private var termsSeen = Set<String>()
    private var ids = Slug.Unique()
    /// Ids the author's raw HTML claimed first, where: a later heading with
    /// that slug takes a suffix, and the author is told.
    private var authorIDs: [String: SourceLocation] = [:]
    /// Raw HTML blocks share one sanitizer per page (`<details>` in one
    /// block, Markdown, `</details>` in another); inline raw HTML one per
    /// paragraph, heading or cell, closed where that ends.
    private var blockHTML = HTMLSanitizer()
    private var inlineHTML = HTMLSanitizer()
    let figure: (LayoutFence) -> String
    /// Where `include` finds shared blocks (nil: nothing to include from).
    let includes: LayoutInclude?
    /// The page's language's words: callout titles, the heading link's label.
    let strings: ThemeStrings
    /// Where a link goes (a translation's links go to its language's pages).
    let rewriteLink: (String) -> String

    init(_ tree: MarkdownNode, extraTerms: [String] = [], includes: LayoutInclude? = nil, strings: ThemeStrings = .fallback,
         rewriteLink: @escaping (String) -> String = PageBody.rewrite, figure: @escaping (LayoutFence) -> String) {
        self.figure = figure
        self.includes = includes
        self.strings = strings
        self.rewriteLink = rewriteLink
        self.extraTerms = extraTerms
        termMatcher = TermMatcher(extraTerms.map { $0.lowercased() })
        let generated = GeneratedIDs(tree)
        ids = Slug.Unique(isTaken: generated.contains)
        html = render(tree)
        html += closeRawHTML(inline: false, endOf: .page)
    }

    private mutating func addTerm(_ term: String, _ kind: IndexTerm.Kind) {
        let trimmed = term.trimmingSpaces
        guard !trimmed.isEmpty, termsSeen.insert("\(kind)|\(trimmed.lowercased())|\(section.anchor)").inserted else { return }
        terms.append(IndexTerm(term: trimmed, kind: kind, anchor: section.anchor, section: section.title))
    }

    /// The ids footnotes link with (`fn1`, `fnref1`, `fnref1-2`), as
    /// cmark-gfm writes them.
    enum FootnoteIDs {
        static func reference(_ number: Int, _ occurrence: Int) -> String {
            occurrence > 1 ? "fnref\(number)-\(occurrence)" : "fnref\(number)"
        }
    }

    private mutating func render(_ nodes: [MarkdownNode]) -> String {
        var out = ""
        var skipNext = false
        for (i, node) in nodes.enumerated() {
            if skipNext { skipNext = false; continue }
            // A line break inside Chinese or Japanese text is not a space
            // (CSS Text's segment break rule, which browsers do not apply):
            // a paragraph wrapped in the source must not read "变成 两条".
            if node == .softBreak, i > 0, i + 1 < nodes.count,
               let before = nodes[i - 1].plainText.unicodeScalars.last, let after = nodes[i + 1].plainText.unicodeScalars.first,
               CJKText.joinsWithoutSpace(before, after, codeBefore: nodes[i - 1].isCodeSpan, codeAfter: nodes[i + 1].isCodeSpan) { continue }
            if i + 1 < nodes.count, case .text(let text) = nodes[i + 1], let glued = gluedCode(node, then: text) {
                out += glued
                skipNext = true
                continue
            }
            out += render(node)
        }
        return out
    }

    /// A code span (alone, or alone in emphasis) followed by closing
    /// punctuation ("`x`：", "**`y`**）。"), with its end (`gluedTail`) and
    /// the punctuation in a `cjk-glue` span the theme keeps on one line; nil
    /// for anything else. Why: a phone's browser that must break a line the
    /// code fills breaks before the "：" and starts a line with it, which
    /// Chinese typesetting never does. Gluing the whole span would stop the
    /// code from breaking at all, and a word joiner does not hold in
    /// Chromium: it breaks after any character whose own style allows it
    /// (measured at 390 px on the guide). The split is invisible: the
    /// theme's inline code has no box of its own.
    private mutating func gluedCode(_ node: MarkdownNode, then text: String) -> String? {
        let count = CJKText.closingPunctuationPrefix(text)
        guard count > 0, let (code, wrap) = PageBody.codeAlone(node) else { return nil }
        for (term, kind) in IndexTerm.fromCode(code) { addTerm(term, kind) }
        let punctuation = String(text.prefix(count))
        let rest = render(.text(String(text.dropFirst(count))))
        func element(_ part: Substring) -> String { part.isEmpty ? "" : wrap(codeMarkup(String(part))) }
        let tail = PageBody.gluedTail(of: code)
        return element(code[..<tail]) + "<span class=\"cjk-glue\">" + element(code[tail...]) + punctuation + "</span>" + rest
    }

    /// A code span's markup; in a table's cell, or longer than a phone's
    /// line holds, it may break at a call's joints (`CodeSpanBreaks`):
    /// left to `overflow-wrap: anywhere`, a long call in a paragraph broke
    /// mid-word at 390 px ("equalToConstan" / "t: 150").
    /// A short one with a hyphen is kept whole (`whole`): browsers break
    /// after a hyphen, which left "-" alone at a line's end at 390 px.
    private func codeMarkup(_ code: String) -> String {
        if inTableCell || code.count > CodeSpanBreaks.longSpan { return "<code>\(CodeSpanBreaks.html(code))</code>" }
        return code.contains("-") ? "<code class=\"whole\">\(HTML.escape(code))</code>" : "<code>\(HTML.escape(code))</code>"
    }

    /// Where the part of `code` that stays with the punctuation begins: after
    /// its earliest joint ("." "(" ":" "," or a space before a name) that
    /// leaves at most 24 characters, so the line breaks at a joint
    /// ("make.edges. | equalToSuperview().inset(20)）。") and the glued part
    /// fits a phone's line; the whole span when it is that short and has no
    /// joint, else its last character.
    static func gluedTail(of code: String) -> String.Index {
        let limit = 24
        var index = code.startIndex
        var remaining = code.count
        while index < code.endIndex {
            let next = code.index(after: index)
            remaining -= 1
            if remaining <= limit, next < code.endIndex, ".(:, ".contains(code[index]),
               code[next].isLetter || code[next].isNumber || code[next] == "_" { return next }
            index = next
        }
        return code.count <= limit ? code.startIndex : code.index(before: code.endIndex)
    }

    /// The code of a code span, or of emphasis holding only a code span, and
    /// how to wrap code markup in that emphasis again.
    private static func codeAlone(_ node: MarkdownNode) -> (String, (String) -> String)? {
        switch node {
        case .code(let c): return (c, { $0 })
        case .strong(let inner): return inner.count == 1 ? codeAlone(inner[0]).map { ($0.0, { "<strong>\($0)</strong>" }) } : nil
        case .emphasis(let inner): return inner.count == 1 ? codeAlone(inner[0]).map { ($0.0, { "<em>\($0)</em>" }) } : nil
        default: return nil
        }
    }

    private mutating func render(_ node: MarkdownNode) -> String {
        switch node {
        case .document(let c): return render(c)
        case .blockQuote(let c):
            if let callout = PageBody.callout(c) {
                let kind = callout.kind.lowercased()
                let title = callout.title.map { inlineScope($0) } ?? HTML.escape(strings["callout" + kind.prefix(1).uppercased() + kind.dropFirst()])
                return "<div class=\"callout callout-\(kind)\" role=\"note\">\n<p class=\"callout-title\">\(title)</p>\n\(render(callout.body))</div>\n"
            }
            return "<blockquote>\n\(render(c))</blockquote>\n"
        case .table(let alignments, let header, let rows, _): return table(alignments, header, rows)
        case .list(let ordered, let start, let tight, let items): return list(ordered: ordered, start: start, tight: tight, items)
        case .codeBlock(let info, let code, let line, let column, let fenced):
            return codeBlock(info: info, code: code, line: line, column: column, fenced: fenced)
        case .htmlBlock(let html, let line, let column):
            return rawHTML(html, line, column, inline: false) + closeRawHTML(inline: false, svgOnly: true, endOf: .htmlBlock)
        case .paragraph(let c): return "<p>\(inlineScope(c))</p>\n"
        case .heading(let level, let children, let line):
            let title = children.map(\.plainText).joined()
            problems += AccessibilityLint.heading(level: level, after: headings.last?.level, title: title, line: line)
            if level == 1 && firstHeading == nil { firstHeading = title }
            if let claimed = authorIDs.removeValue(forKey: Slug.make(title)) {
                problems.append(Diagnostic(.warning, .duplicateName, SiteFinding.page(.idTakesHeadingSlug(Slug.make(title), heading: title)), at: claimed))
            }
            let id = ids.make(title)
            headings.append(Heading(level: level, id: id, title: title))
            section = (level == 1 && headings.count == 1 ? "" : id, title)
            addTerm(title, .heading)
            return "<h\(level) id=\"\(id)\">\(inlineScope(children))<a class=\"anchor\" href=\"#\(id)\" aria-label=\"\(HTML.escape(strings["linkToSection"]))\">#</a></h\(level)>\n"
        case .thematicBreak: return "<hr>\n"
        case .text(let t):
            if !termMatcher.isEmpty {
                // In the site's order, as the index lists a section's terms.
                for (term, found) in zip(extraTerms, termMatcher.occurrences(in: t)) where found { addTerm(term, .term) }
            }
            return HTML.escape(NumberSpacing.keepTogether(t))
        case .softBreak: return "\n"
        case .lineBreak: return "<br>\n"
        case .code(let c):
            for (term, kind) in IndexTerm.fromCode(c) { addTerm(term, kind) }
            return codeMarkup(c)
        case .htmlInline(let html, let line, let column): return rawHTML(html, line, column, inline: true)
        case .emphasis(let c): return "<em>\(render(c))</em>"
        case .strong(let c): return "<strong>\(render(c))</strong>"
        case .strikethrough(let c): return "<del>\(render(c))</del>"
        case .taskCheckbox(let checked): return checked ? "<input type=\"checkbox\" checked disabled>" : "<input type=\"checkbox\" disabled>"
        case .footnoteReference(_, let number, let occurrence):
            return "<sup class=\"footnote-ref\"><a href=\"#fn\(number)\" id=\"\(FootnoteIDs.reference(number, occurrence))\">\(number)</a></sup>"
        case .footnotes(let notes): return footnotes(notes)
        case .link(let destination, let title, let children, let line, let column):
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
            if let scheme = URLPolicy.refusedScheme(destination) {
                refuse(scheme, isImage: false, line, column)
                return "<a\(titleAttribute)>\(render(children))</a>"
            }
            links.append(Link(destination: destination, line: line, column: column))
            let href = rewriteLink(destination)
            return "<a href=\"\(HTML.escape(href))\"\(titleAttribute)>\(render(children))</a>"
        case .image(let source, let title, let alt, let line, let column):
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTML.escape(title))\""
            if let scheme = URLPolicy.refusedScheme(source) {
                refuse(scheme, isImage: true, line, column)
                return HTML.escape(alt.map(\.plainText).joined())
            }
            images.append(Link(destination: source, line: line, column: column))
            problems += AccessibilityLint.image(source: source, alt: alt.map(\.plainText).joined(), line: line, column: column)
            return "<img src=\"\(HTML.escape(source))\" alt=\"\(HTML.escape(alt.map(\.plainText).joined()))\"\(titleAttribute)>"
        }
    }

    private mutating func table(_ alignments: [TableAlignment], _ header: [[MarkdownNode]], _ rows: [[[MarkdownNode]]]) -> String {
        func cell(_ tag: String, _ i: Int, _ content: [MarkdownNode]) -> String {
            let align = i < alignments.count && alignments[i] != .none ? " style=\"text-align:\(alignments[i].rawValue)\"" : ""
            inTableCell = true
            defer { inTableCell = false }
            return "<\(tag)\(align)>\(inlineScope(content))</\(tag)>\n"
        }
        var out = "<div class=\"table-wrap\"><table>\n<thead>\n<tr>\n"
        for (i, h) in header.enumerated() { out += cell("th", i, h) }
        out += "</tr>\n</thead>\n"
        if !rows.isEmpty {
            out += "<tbody>\n"
            for row in rows {
                out += "<tr>\n"
                for (i, c) in row.enumerated() { out += cell("td", i, c) }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        return out + "</table></div>\n"
    }

    private mutating func list(ordered: Bool, start: Int, tight: Bool, _ items: [[MarkdownNode]]) -> String {
        let tag = ordered ? "ol" : "ul"
        var out = ordered && start != 1 ? "<ol start=\"\(start)\">\n" : "<\(tag)>\n"
        for item in items {
            out += "<li>"
            for child in item {
                if tight, case .paragraph(let inline) = child { out += inlineScope(inline) } else { out += render(child) }
            }
            out += "</li>\n"
        }
        return out + "</\(tag)>\n"
    }

    /// A `layout` fence is a figure; a `swift layout` or `objc layout` one
    /// is its code, then the figure drawn from it; any other, highlighted code.
    private mutating func codeBlock(info: String, code: String, line: Int, column: Int, fenced: Bool) -> String {
        let language = String(info.split(separator: " ", maxSplits: 1).first ?? "")
        if fenced && language == "layout" {
            let include = includes ?? LayoutInclude(contentFolder: nil, pagePath: "")
            let (fence, found) = include.fence(info: info, code: code, line: line, column: column)
            problems += found
            return fence.map(figure) ?? ""
        }
        if fenced, let codeFence = CodeFence(info: info) {
            // The code as written, its lines numbered as the page counts
            // them (the figure's notes cite them), then the figure drawn from it.
            let name = codeFence.language.highlightName
            let fence = LayoutFence(code: code, line: line, column: column, info: info)
            return CodeLineNumbers.pre(code: code, html: SyntaxHighlighter.html(code, language: name), language: name, firstLine: fence.origin.line).html
                + "\n" + figure(fence)
        }
        let cls = language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\""
        return "<pre><code\(cls)>\(SyntaxHighlighter.html(code, language: language))</code></pre>\n"
    }

    /// The footnotes as GitHub draws them: a numbered list after a rule,
    /// each ending with a link back to every reference to it.
    private mutating func footnotes(_ notes: [Footnote]) -> String {
        var out = "<section class=\"footnotes\">\n<ol>\n"
        for note in notes {
            let backs = (1...max(note.references, 1)).map { k in
                "<a href=\"#\(FootnoteIDs.reference(note.number, k))\" class=\"footnote-backref\" aria-label=\"Back to reference \(note.number)\(k > 1 ? "-\(k)" : "")\">↩\(k > 1 ? "<sup>\(k)</sup>" : "")</a>"
            }.joined(separator: " ")
            var content = note.content
            // In the last paragraph when the note ends with one, else after it.
            if case .paragraph(let inlines)? = content.last {
                content.removeLast()
                out += "<li id=\"fn\(note.number)\">\n" + render(content) + "<p>\(inlineScope(inlines)) \(backs)</p>\n</li>\n"
            } else {
                out += "<li id=\"fn\(note.number)\">\n" + render(content) + backs + "\n</li>\n"
            }
        }
        return out + "</ol>\n</section>\n"
    }

    /// GitHub's alert kinds, as `> [!NOTE]` writes them.
    static let calloutKinds = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

    /// A quote whose first line is `[!NOTE]` (any case), alone or followed
    /// by a title of the author's (`> [!TIP] 提示`, inline Markdown and raw
    /// HTML as anywhere else): the kind, that title (nil: the language's
    /// word for the kind), and the quote without that line.
    static func callout(_ children: [MarkdownNode]) -> (kind: String, title: [MarkdownNode]?, body: [MarkdownNode])? {
        guard case .paragraph(let inlines)? = children.first else { return nil }
        let firstLine = inlines.prefix { $0 != .softBreak && $0 != .lineBreak }
        let line = firstLine.map(\.plainText).joined().trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("[!"), let close = line.firstIndex(of: "]"),
              let kind = calloutKinds.first(where: { $0 == line[line.index(line.startIndex, offsetBy: 2)..<close].uppercased() }),
              let title = calloutTitle(Array(firstLine)) else { return nil }
        let rest = Array(inlines.dropFirst(firstLine.count + 1))
        return (kind, title.isEmpty ? nil : title, (rest.isEmpty ? [] : [.paragraph(rest)]) + children.dropFirst())
    }

    /// The nodes of a callout's first line after its `[!KIND]` marker,
    /// spaces trimmed; nil when the marker is not plain text (`[!NOTE`
    /// split by markup is not a marker).
    private static func calloutTitle(_ firstLine: [MarkdownNode]) -> [MarkdownNode]? {
        var nodes = firstLine
        while let first = nodes.first {
            guard case .text(let text) = first else { return nil }
            nodes.removeFirst()
            guard let close = text.firstIndex(of: "]") else { continue }
            let after = text[text.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            if !after.isEmpty { nodes.insert(.text(String(after)), at: 0) }
            break
        }
        while case .text(let text)? = nodes.last {
            let kept = String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            nodes.removeLast()
            if !kept.isEmpty { nodes.append(.text(kept)); break }
        }
        return nodes
    }

    /// Raw HTML reduced to the allowlist; what is left out is a warning
    /// where it was written.
    private mutating func rawHTML(_ html: String, _ line: Int, _ column: Int, inline: Bool) -> String {
        let origin = SourceLocation(line: max(line, 1), column: max(column, 1))
        let (out, dropped) = withSanitizer(inline: inline) { $0.sanitize(html, at: origin) }
        report(dropped)
        for (id, location) in withSanitizer(inline: inline, { $0.takeKeptIDs() }) {
            if ids.claim(id) {
                authorIDs[id] = location
            } else {
                problems.append(Diagnostic(.warning, .duplicateName, SiteFinding.page(.idTaken(id)), at: location))
            }
        }
        return out
    }

    /// The inline or block sanitizer, changed in place: a copy taken and
    /// written back copied its stack of open elements on every chunk (100,000
    /// unclosed `<span>`s on a line took 40 s).
    private mutating func withSanitizer<T>(inline: Bool, _ body: (inout HTMLSanitizer) -> T) -> T {
        inline ? body(&inlineHTML) : body(&blockHTML)
    }

    /// Inline Markdown whose raw HTML may open an element in one node and
    /// close it in another, but not leave it open past the paragraph.
    private mutating func inlineScope(_ nodes: [MarkdownNode]) -> String {
        let outer = inlineHTML
        inlineHTML = HTMLSanitizer()
        let out = render(nodes) + closeRawHTML(inline: true, endOf: .paragraph)
        inlineHTML = outer
        return out
    }

    private mutating func closeRawHTML(inline: Bool, svgOnly: Bool = false, endOf scope: SanitizerScope) -> String {
        let (out, dropped) = withSanitizer(inline: inline) { svgOnly ? $0.closeSVG(endOf: scope) : $0.closeAll(endOf: scope) }
        report(dropped)
        return out
    }

    private mutating func report(_ dropped: [HTMLSanitizer.Dropped]) {
        for d in dropped { problems.append(Diagnostic(.warning, .unsupported, SiteFinding.sanitizer(d.finding), at: d.location)) }
    }

    /// `anchors.md#top` → `anchors.html#top`; other links are left alone.
    static func rewrite(_ destination: String) -> String {
        guard !PageBody.isExternal(destination) else { return destination }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = parts.first, path.hasSuffix(".md") else { return destination }
        let html = path.dropLast(3) + ".html"
        return parts.count == 2 ? html + "#" + parts[1] : String(html)
    }

    private mutating func refuse(_ scheme: String, isImage: Bool, _ line: Int, _ column: Int) {
        problems.append(Diagnostic(.error, .unsupported, SiteFinding.link(.schemeNotAllowed(scheme, isImage: isImage)),
                                   at: SourceLocation(line: max(line, 1), column: max(column, 1))))
    }

    static func isExternal(_ destination: String) -> Bool {
        destination.contains("://") || destination.hasPrefix("mailto:") || destination.hasPrefix("//")
    }
}
