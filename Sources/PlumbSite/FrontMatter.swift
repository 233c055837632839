import PlumbDiagnostics

/// The block between `---` lines at the top of a page:
///
/// ```
/// ---
/// title: Anchors
/// description: Relating edges, centres and sizes.
/// order: 2
/// draft: false
/// ---
/// ```
///
/// One `key: value` per line; values may be quoted. `title` defaults to the
/// page's first heading, `order` (then the file name) sorts the navigation,
/// and a `draft` page is left out of the build.
public struct FrontMatter: Equatable, Sendable {
    public var title: String?
    public var description: String?
    public var order: Int?
    public var draft = false

    static let keys = ["title", "description", "order", "draft"]

    /// The front matter, the Markdown with the front matter's lines blanked
    /// (so that line numbers stay the file's), and any problems.
    public static func split(_ source: String) -> (FrontMatter, markdown: String, diagnostics: [Diagnostic]) {
        let (matter, blankLines, body, diagnostics) = parse(source)
        return (matter, blankLines == 0 ? source : String(repeating: "\n", count: blankLines) + body, diagnostics)
    }

    /// Spaces and tabs trimmed, as Foundation's `.whitespaces` does (tab, the
    /// space separators and, in CoreFoundation's table, U+200B), in the
    /// standard library: every page is read on every build.
    static func trimmed(_ text: Substring) -> String {
        // Front matter is almost always ASCII: its ends are found by byte,
        // and the Unicode table is asked only when a non-ASCII byte sits at
        // an end (asking for every character was most of reading a page).
        let bytes = text.utf8
        let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
        if start == bytes.endIndex { return "" }
        let last = bytes.lastIndex { $0 != 0x20 && $0 != 0x09 }!
        if bytes[start] < 0x80 && bytes[last] < 0x80 { return String(text[start..<bytes.index(after: last)]) }
        return trimmedScalars(text)
    }

    private static func trimmedScalars(_ text: Substring) -> String {
        func blank(_ c: Unicode.Scalar) -> Bool { c == "\t" || c == "\u{200B}" || c.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !blank($0) }), let last = scalars.lastIndex(where: { !blank($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }

    static func trimmed(_ text: String) -> String { trimmed(text[...]) }

    /// The front matter, how many lines it takes, and the text after it.
    static func parse(_ source: String) -> (FrontMatter, blankLines: Int, body: Substring, diagnostics: [Diagnostic]) {
        // Only the lines up to the closing `---` are looked at: pages can be long.
        var lines: [Substring] = []
        var rest = source[...]
        var end: Int?
        while !rest.isEmpty {
            // A newline is always a Character of its own, so its byte is
            // where the line ends (a Character-wise search cost 2 K a page).
            let cut = rest.utf8.firstIndex(of: 10) ?? rest.endIndex
            let line = rest[..<cut]
            rest = cut == rest.endIndex ? rest[cut...] : rest[rest.utf8.index(after: cut)...]
            let trimmed = FrontMatter.trimmed(line)
            if lines.isEmpty && trimmed != "---" { return (FrontMatter(), 0, source[...], []) }
            lines.append(line)
            if lines.count > 1 && trimmed == "---" { end = lines.count - 1; break }
        }
        guard !lines.isEmpty else { return (FrontMatter(), 0, source[...], []) }
        guard let end else {
            return (FrontMatter(), 0, source[...], [Diagnostic(.error, .syntax, SiteFinding.frontMatter(.neverEnds),
                                                                                at: SourceLocation(line: 1, column: 1))])
        }
        var matter = FrontMatter()
        var diagnostics: [Diagnostic] = []
        for i in 1..<end {
            let line = String(lines[i])
            let trimmed = FrontMatter.trimmed(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                diagnostics.append(Diagnostic(.error, .syntax, SiteFinding.frontMatter(.notKeyValue), at: SourceLocation(line: i + 1, column: 1)))
                continue
            }
            let key = FrontMatter.trimmed(line[..<colon])
            var value = FrontMatter.trimmed(line[line.index(after: colon)...])
            if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q { value = String(value.dropFirst().dropLast()) }
            let valueColumn = line.distance(from: line.startIndex, to: colon) + 3
            let at = SourceLocation(line: i + 1, column: valueColumn)
            switch key {
            case "title": matter.title = value
            case "description": matter.description = value
            case "order":
                if let n = Int(value) { matter.order = n }
                else { diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.frontMatter(.notWholeNumber(key: "order", found: value)), at: at)) }
            case "draft":
                if value == "true" { matter.draft = true } else if value == "false" { matter.draft = false }
                else { diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.frontMatter(.notBoolean(key: "draft", found: value)), at: at)) }
            default:
                diagnostics.append(Diagnostic(.warning, .unknownName, SiteFinding.frontMatter(.unknownKey(key, FrontMatterSynonyms.suggestion(for: key, among: keys))),
                                              at: SourceLocation(line: i + 1, column: 1)))
            }
        }
        return (matter, end + 1, rest, diagnostics)
    }
}
