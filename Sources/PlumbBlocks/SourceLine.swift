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
    /// The statement's kind and tokens, lexed once here.
    let lexed: LexedLine

    init(location: SourceLocation, indent: Int, content: String, comment: String?, hasTabIndent: Bool) {
        self.init(location: location, indent: indent, content: content, comment: comment, hasTabIndent: hasTabIndent,
                  lexed: LexedLine(content))
    }

    /// A line whose content is already lexed (the same statement moved,
    /// or read as meant): its tokens are kept, not made again.
    init(location: SourceLocation, indent: Int, content: String, comment: String?, hasTabIndent: Bool, lexed: LexedLine) {
        self.location = location
        self.indent = indent
        self.content = content
        self.comment = comment
        self.hasTabIndent = hasTabIndent
        self.lexed = lexed
    }

    var kind: LexedLine.LineKind { lexed.kind }
    var words: [LexedLine.Word] { lexed.words }

    /// The file location of the character at `offset` in `content`.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: location.line, column: location.column + indent + offset)
    }

    var isBlank: Bool { content.isEmpty }

    /// Splits a block's text; `origin` is where its first character sits in
    /// the file.
    static func split(_ text: String, origin: SourceLocation) -> [SourceLine] {
        var lines: [SourceLine] = []
        for (i, rawBytes) in text.utf8.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            var utf8 = Array(rawBytes)
            if utf8.last == 13 { utf8.removeLast() }
            // One byte per character: ASCII lines are their bytes; in other
            // lines each non-ASCII character stands as 0x80, which is none of
            // the characters looked at here.
            let ascii = utf8.allSatisfy { $0 < 0x80 }
            let chars: [Character] = ascii ? [] : Array(String(decoding: utf8, as: UTF8.self))
            let b = ascii ? utf8 : chars.characterBytes
            func string(_ range: Range<Int>) -> String {
                ascii ? String(decoding: b[range], as: UTF8.self) : String(chars[range])
            }
            var indent = 0
            var tab = false
            while indent < b.count && (b[indent] == 32 || b[indent] == 9) {
                if b[indent] == 9 { tab = true }
                indent += 1
            }
            let cut = commentStart(b, from: indent)
            var end = cut ?? b.count
            while end > indent && (b[end - 1] == 32 || b[end - 1] == 9) { end -= 1 }
            let comment = cut.map { string(($0 + 1)..<b.count).trimmingCharacters(in: " ") }
            lines.append(SourceLine(location: SourceLocation(line: origin.line + i, column: origin.column),
                                    indent: indent, content: string(indent..<end), comment: comment, hasTabIndent: tab))
        }
        return lines
    }

    /// Where the comment starts: a `#` outside quotes that begins the line or
    /// follows a space, unless it is a constraint's `#identifier` (a `#`
    /// glued to a name after a relation) or a colour value (`= #ff0000`).
    private static func commentStart(_ b: [UInt8], from first: Int) -> Int? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        let hash = UInt8(ascii: "#"), space: UInt8 = 32, tab: UInt8 = 9
        var inQuotes = false
        var sawRelation = false
        var i = first
        while i < b.count {
            let c = b[i]
            if inQuotes {
                if c == backslash { i += 2; continue }
                if c == quote { inQuotes = false }
            } else if c == quote {
                inQuotes = true
            } else if (c == equals || c == UInt8(ascii: "<") || c == UInt8(ascii: ">")) && i + 1 < b.count && b[i + 1] == equals {
                sawRelation = true
            } else if c == hash {
                if i == first { return i }
                if b[i - 1] == space || b[i - 1] == tab {
                    let next: UInt8 = i + 1 < b.count ? b[i + 1] : 0
                    let glued = (next >= 97 && next <= 122) || (next >= 65 && next <= 90) || next == 95
                    if glued && sawRelation { i += 1; continue }
                    // `color = #ff0000`: the word before is a single '='.
                    var k = i - 1
                    while k >= first && (b[k] == space || b[k] == tab) { k -= 1 }
                    if k >= first && b[k] == equals && !(k > first && b[k - 1] == equals) { i += 1; continue }
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

extension StringProtocol {
    /// One byte per Character, the unit diagnostics count columns in: the
    /// character's ASCII value, or 0x80 for any other character (no token
    /// accepts it). Grapheme clusters, not scalars or bytes: `=` followed by
    /// a combining mark or a zero-width joiner is one character that is not
    /// `=`, exactly as an editor shows it.
    var characterBytes: [UInt8] {
        if utf8.allSatisfy({ $0 < 0x80 }) { return Array(utf8) }
        return map { $0.asciiValue ?? 0x80 }
    }

    /// The characters, without grapheme segmentation when the text is ASCII
    /// (nearly every line of a block), where a byte is a character.
    var characters: [Character] {
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.map { Character(Unicode.Scalar($0)) } }
        return Array(self)
    }
}

extension Array where Element == Character {
    /// See `StringProtocol.characterBytes`.
    var characterBytes: [UInt8] { map { $0.asciiValue ?? 0x80 } }
}
