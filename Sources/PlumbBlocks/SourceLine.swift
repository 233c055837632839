import PlumbDiagnostics

/// One line of a block, with its indentation measured and its comment
/// removed, and the means to point at any column of it.
struct SourceLine {
    /// The line in the enclosing file.
    let location: SourceLocation
    /// Leading spaces.
    let indent: Int
    /// The statement: after the indentation, without the comment or trailing
    /// spaces. Empty for blank and comment-only lines.
    let content: String
    /// The comment's text, if the line has one.
    let comment: String?
    /// A tab in the indentation (the language indents with spaces only).
    let hasTabIndent: Bool

    /// The file location of the character at `offset` in `content`.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: location.line, column: location.column + indent + offset)
    }

    var isBlank: Bool { content.isEmpty }

    /// Splits a block's text; `origin` is where its first character sits in
    /// the file.
    static func split(_ text: String, origin: SourceLocation) -> [SourceLine] {
        var lines: [SourceLine] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let chars = Array(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            var indent = 0
            var tab = false
            while indent < chars.count && (chars[indent] == " " || chars[indent] == "\t") {
                if chars[indent] == "\t" { tab = true }
                indent += 1
            }
            let body = Array(chars[indent...])
            let cut = commentStart(body)
            var content = cut.map { Array(body[..<$0]) } ?? body
            while let last = content.last, last == " " || last == "\t" { content.removeLast() }
            let comment = cut.map { String(body[($0 + 1)...]).trimmingCharacters(in: " ") }
            lines.append(SourceLine(location: SourceLocation(line: origin.line + i, column: origin.column),
                                    indent: indent, content: String(content), comment: comment, hasTabIndent: tab))
        }
        return lines
    }

    /// Where the comment starts: a `#` outside quotes that begins the line or
    /// follows a space, unless it is a constraint's `#identifier` (a `#`
    /// glued to a name after a relation) or a colour value (`= #ff0000`).
    private static func commentStart(_ chars: [Character]) -> Int? {
        var inQuotes = false
        var sawRelation = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\\" { i += 2; continue }
                if c == "\"" { inQuotes = false }
            } else if c == "\"" {
                inQuotes = true
            } else if (c == "=" || c == "<" || c == ">") && i + 1 < chars.count && chars[i + 1] == "=" {
                sawRelation = true
            } else if c == "#" {
                if i == 0 { return 0 }
                let before = chars[i - 1]
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                let glued = next.map { $0.isLetter || $0 == "_" } ?? false
                let previousWord = String(chars[..<i]).trimmingCharacters(in: " ")
                if before == " " || before == "\t" {
                    if glued && sawRelation { i += 1; continue }
                    if previousWord.hasSuffix("=") && !previousWord.hasSuffix("==") { i += 1; continue }
                    return i
                }
            }
            i += 1
        }
        return nil
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}
