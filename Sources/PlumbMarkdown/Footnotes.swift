import PlumbDiagnostics

/// GFM's footnotes on libcmark, which has none: it reads `[^1]: text` as a
/// link reference definition, so `[^1]` became a link to a "file" named by
/// the definition's text. So the definitions are taken out of the page
/// before cmark reads it (their lines left blank, so that every line number
/// stays the file's), each is parsed as Markdown of its own, and the
/// references (`InlineExtensions`) are numbered in the order they are first
/// met, as GitHub numbers them. A footnote no reference points at is left
/// out with a warning; a reference to no footnote stays text, as in GFM.
struct FootnoteDefinition {
    let label: String
    /// The label as references match it: case and runs of white space folded.
    let key: String
    let markdown: String
    let line: Int
    let column: Int

    static func key(_ label: String) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}

enum FootnoteDefinitions {
    /// Whether `[^` occurs anywhere, on bytes: a `contains` on the page's
    /// Characters cost a third of a plain page's build (issue 32). Where the
    /// Characters hold `[^`, the bytes do too, so no footnote is missed.
    static func mentionsFootnote(_ source: String) -> Bool {
        var previous: UInt8 = 0
        for byte in source.utf8 {
            if previous == UInt8(ascii: "[") && byte == UInt8(ascii: "^") { return true }
            previous = byte
        }
        return false
    }

    /// The source with every definition (outside code) blanked, and the
    /// definitions in source order.
    static func extract(_ source: String) -> (source: String, definitions: [FootnoteDefinition]) {
        guard mentionsFootnote(source) else { return (source, []) }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var definitions: [FootnoteDefinition] = []
        var fence: (mark: Character, length: Int)?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if let open = fence {
                if let close = fenceMark(line), close.mark == open.mark, close.length >= open.length,
                   line.drop(while: { $0 == " " }).drop(while: { $0 == open.mark }).allSatisfy({ $0 == " " || $0 == "\t" }) { fence = nil }
                i += 1
                continue
            }
            if let open = fenceMark(line) { fence = open; i += 1; continue }
            guard let (label, contentStart) = definitionStart(line) else { i += 1; continue }
            let first = line[contentStart...].drop { $0 == " " || $0 == "\t" }
            var body = [String(first)]
            var last = i
            var j = i + 1
            while j < lines.count {
                let next = lines[j]
                if next.allSatisfy({ $0 == " " || $0 == "\t" }) { body.append(""); j += 1; continue }
                if indentation(next) >= 4 { body.append(dedented(next)); last = j; j += 1; continue }
                // A lazy continuation line of the definition's paragraph.
                if last == j - 1, !startsBlock(next) { body.append(next); last = j; j += 1; continue }
                break
            }
            let column = line.utf8.count - String(first).utf8.count + 1
            definitions.append(FootnoteDefinition(label: label, key: FootnoteDefinition.key(label),
                                                  markdown: body.prefix(last - i + 1).joined(separator: "\n"), line: i + 1, column: column))
            for k in i...last { lines[k] = "" }
            i = last + 1
        }
        return definitions.isEmpty ? (source, []) : (lines.joined(separator: "\n"), definitions)
    }

    /// `[^label]:` after at most three spaces: the label and where the
    /// content starts.
    private static func definitionStart(_ line: String) -> (String, String.Index)? {
        guard indentation(line) <= 3 else { return nil }
        let rest = line.drop { $0 == " " }
        guard rest.hasPrefix("[^"), let close = rest.firstIndex(of: "]") else { return nil }
        let label = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
        let colon = rest.index(after: close)
        guard !label.isEmpty, !label.contains("["), colon < rest.endIndex, rest[colon] == ":",
              !label.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
        return (String(label), rest.index(after: colon))
    }

    private static func fenceMark(_ line: String) -> (mark: Character, length: Int)? {
        guard indentation(line) <= 3 else { return nil }
        let rest = line.drop { $0 == " " }
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let length = rest.prefix { $0 == mark }.count
        return length >= 3 ? (mark, length) : nil
    }

    private static func indentation(_ line: String) -> Int {
        var n = 0
        for c in line {
            if c == " " { n += 1 } else if c == "\t" { n += 4 - n % 4 } else { break }
        }
        return n
    }

    /// The line without its first four columns of indentation.
    private static func dedented(_ line: String) -> String {
        var n = 0
        var rest = Substring(line)
        while n < 4, let c = rest.first {
            if c == " " { n += 1 } else if c == "\t" { n = 4 } else { break }
            rest = rest.dropFirst()
        }
        return String(rest)
    }

    /// A line that starts a block of its own rather than continuing a paragraph.
    private static func startsBlock(_ line: String) -> Bool {
        let t = line.drop { $0 == " " }
        if t.hasPrefix("#") || t.hasPrefix(">") || t.hasPrefix("[^") || t.hasPrefix("<") || t.hasPrefix("```") || t.hasPrefix("~~~") { return true }
        if t.hasPrefix("- ") || t.hasPrefix("* ") || t.hasPrefix("+ ") { return true }
        let digits = t.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (t.dropFirst(digits.count).hasPrefix(". ") || t.dropFirst(digits.count).hasPrefix(") "))
    }
}

extension MarkdownDocument {
    /// The tree with its footnote references numbered and its footnotes at
    /// the end; references to no footnote back to text.
    func numberingFootnotes(_ tree: MarkdownNode) -> MarkdownNode {
        var byKey: [String: FootnoteDefinition] = [:]
        for d in footnoteDefinitions {
            if byKey[d.key] == nil { byKey[d.key] = d; continue }
            footnoteProblems.append(Diagnostic(.warning, .duplicateName, MarkdownFinding.footnoteDefinedTwice(label: d.label),
                                               at: SourceLocation(line: d.line, column: 1)))
        }
        var numbering = FootnoteNumbering(definitions: byKey)
        var resolved = numbering.resolve(tree)
        var footnotes: [Footnote] = []
        var next = 0
        // A footnote may refer to another: those are numbered after.
        while next < numbering.order.count {
            let key = numbering.order[next]
            next += 1
            guard let d = byKey[key] else { continue }
            let body = MarkdownDocument(parsing: d.markdown, footnotes: false)
            var content = body.tree.shifted(lines: d.line - 1, columns: d.column - 1)
            content = numbering.resolve(content)
            guard case .document(let blocks) = content else { continue }
            footnotes.append(Footnote(label: d.label, number: next, references: numbering.counts[key] ?? 1, content: blocks))
        }
        for d in footnoteDefinitions where numbering.counts[d.key] == nil && byKey[d.key]?.line == d.line {
            footnoteProblems.append(Diagnostic(.warning, .unsupported, MarkdownFinding.footnoteNeverReferred(label: d.label),
                                               at: SourceLocation(line: d.line, column: 1)))
        }
        if !footnotes.isEmpty, case .document(let children) = resolved { resolved = .document(children + [.footnotes(footnotes)]) }
        return resolved
    }
}

/// The numbers references get, in the order they are met.
private struct FootnoteNumbering {
    let definitions: [String: FootnoteDefinition]
    var order: [String] = []
    var counts: [String: Int] = [:]

    init(definitions: [String: FootnoteDefinition]) { self.definitions = definitions }

    /// Recursive, within the tree's bounded depth.
    mutating func resolve(_ node: MarkdownNode) -> MarkdownNode {
        func all(_ c: [MarkdownNode]) -> [MarkdownNode] { c.map { resolve($0) } }
        switch node {
        case .footnoteReference(let label, _, _):
            let key = FootnoteDefinition.key(label)
            guard definitions[key] != nil else { return .text("[^\(label)]") }
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
            return .footnoteReference(label: label, number: order.firstIndex(of: key)! + 1, occurrence: counts[key]!)
        case .document(let c): return .document(all(c))
        case .blockQuote(let c): return .blockQuote(all(c))
        case .paragraph(let c): return .paragraph(all(c))
        case .emphasis(let c): return .emphasis(all(c))
        case .strong(let c): return .strong(all(c))
        case .strikethrough(let c): return .strikethrough(all(c))
        case .heading(let level, let c, let line): return .heading(level: level, children: all(c), line: line)
        case .link(let d, let t, let c, let line, let column): return .link(destination: d, title: t, children: all(c), line: line, column: column)
        case .list(let ordered, let start, let tight, let items):
            return .list(ordered: ordered, start: start, tight: tight, items: items.map(all))
        case .table(let alignments, let header, let rows, let line):
            return .table(alignments: alignments, header: header.map(all), rows: rows.map { $0.map(all) }, line: line)
        default: return node
        }
    }
}
