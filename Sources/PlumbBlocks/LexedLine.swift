/// A line's statement lexed once, when the block is split into lines: what
/// kind of line it is, and the tokens its reader parses, each with its
/// offset in the content (the column `SourceLine.location(at:)` turns into
/// a file position). Every reading of the line (both passes, and each
/// size-class or named variant) parses these tokens; none scans the text
/// again.
struct LexedLine {
    /// The statement with full-width punctuation read as the characters
    /// meant (`FullWidthPunctuation`); the tokens are of this text.
    let text: String
    /// Where each full-width character stood, for the parser to report.
    let fullWidth: [FullWidthPunctuation.Found]
    let kind: LineKind
    /// Space-separated words, quoted strings kept whole: the tokens of
    /// header, declaration and `when` lines. A `let` line's `=` and a
    /// `when` line's closing `:` are words of their own. Empty for other
    /// kinds.
    let words: [Word]
    /// A property line's two sides (`NAME.key = value`). Nil for other kinds.
    let assignment: Assignment?
    /// The expression tokens of a constraint line (or where the lexer
    /// stopped). Empty for other kinds.
    let tokens: Result<[Token], Lexer.Failure>

    /// What a line is, from its first characters.
    enum LineKind {
        case blank, when, header, declaration, visualFormat, constraint, property, unknown
    }

    /// A word and its offset in the line's content.
    struct Word {
        let text: String
        let offset: Int

        /// Offset just after the word.
        var end: Int { offset + text.count }
    }

    /// `NAME.key.sub = value`: the left side whole and cut at its dots, and
    /// the value, each without the spaces around it.
    struct Assignment {
        let target: Word
        let path: [Word]
        let value: Word
        /// Where the `=` is.
        let equals: Int
    }

    init(_ content: String) {
        (text, fullWidth) = FullWidthPunctuation.normalize(content)
        // One byte per character (`characterBytes`): the classifier and the
        // word splitter look at ASCII only, and offsets count characters.
        let characters: [Character] = text.utf8.allSatisfy { $0 < 0x80 } ? [] : Array(text)
        let bytes = characters.isEmpty ? Array(text.utf8) : characters.characterBytes
        kind = LexedLine.classify(bytes)
        assignment = kind == .property ? LexedLine.assignment(bytes, characters) : nil
        switch kind {
        case .header, .declaration, .when:
            words = LexedLine.words(bytes, characters, kind: kind)
            tokens = .success([])
        case .constraint:
            words = []
            do { tokens = .success(try Lexer.tokens(bytes, characters)) } catch { tokens = .failure(error) }
        default:
            words = []
            tokens = .success([])
        }
    }

    private static func classify(_ b: [UInt8]) -> LineKind {
        if b.isEmpty { return .blank }
        var firstEnd = 0
        while firstEnd < b.count && b[firstEnd] != 32 && b[firstEnd] != UInt8(ascii: ":") { firstEnd += 1 }
        let after: UInt8? = firstEnd < b.count ? b[firstEnd] : nil
        let first = String(decoding: b[..<firstEnd], as: UTF8.self)
        if first == "when" && (after == 32 || after == UInt8(ascii: ":")) { return .when }
        if b.count >= 2 && (b[0] == UInt8(ascii: "H") || b[0] == UInt8(ascii: "V")) && b[1] == UInt8(ascii: ":") { return .visualFormat }
        if b[0] == UInt8(ascii: "|") || b[0] == UInt8(ascii: "[") { return .visualFormat }
        if after == 32 && Vocabulary.headerSet.contains(first) { return .header }
        if after == 32 && Vocabulary.kindSet.contains(first) { return .declaration }
        for k in 0..<(b.count - 1) where b[k + 1] == UInt8(ascii: "=") {
            let c = b[k]
            if c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") { return .constraint }
        }
        return b.contains(UInt8(ascii: "=")) ? .property : .unknown
    }

    /// Whitespace-separated words, with quoted strings kept whole.
    /// `characters` is empty when the text is ASCII (its bytes are its
    /// characters). In a `let` line an `=` is a word of its own (`let
    /// gap=8` reads as `let gap = 8`), and so is a `when` line's last `:`.
    private static func words(_ b: [UInt8], _ characters: [Character], kind: LineKind) -> [Word] {
        let isLet = b.count > 4 && b[0..<4].elementsEqual("let ".utf8)
        func text(_ range: Range<Int>) -> String {
            characters.isEmpty ? String(decoding: b[range], as: UTF8.self) : String(characters[range])
        }
        var out: [Word] = []
        var i = 0
        while i < b.count {
            if b[i] == 32 { i += 1; continue }
            if isLet && b[i] == UInt8(ascii: "=") { out.append(Word(text: "=", offset: i)); i += 1; continue }
            let start = i
            var inQuotes = false
            while i < b.count && (inQuotes || (b[i] != 32 && !(isLet && b[i] == UInt8(ascii: "=")))) {
                if b[i] == UInt8(ascii: "\\") && inQuotes { i += 2; continue }
                if b[i] == UInt8(ascii: "\"") { inQuotes.toggle() }
                i += 1
            }
            var end = min(i, b.count)
            // `when width >= 500:` ends in a `:` word (`when:` too).
            if kind == .when, end == b.count, b[end - 1] == UInt8(ascii: ":"), end - 1 > start {
                end -= 1
                out.append(Word(text: text(start..<end), offset: start))
                out.append(Word(text: ":", offset: end))
                break
            }
            out.append(Word(text: text(start..<end), offset: start))
        }
        return out
    }

    /// The two sides of a property line, at its first `=`.
    private static func assignment(_ b: [UInt8], _ characters: [Character]) -> Assignment? {
        guard let equals = b.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        func word(_ range: Range<Int>) -> Word {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper && b[lower] == 32 { lower += 1 }
            while upper > lower && b[upper - 1] == 32 { upper -= 1 }
            let text = characters.isEmpty ? String(decoding: b[lower..<upper], as: UTF8.self) : String(characters[lower..<upper])
            return Word(text: text, offset: lower)
        }
        let target = word(0..<equals)
        var path: [Word] = []
        var start = target.offset
        for k in target.offset...target.end where k == target.end || b[k] == UInt8(ascii: ".") {
            path.append(Word(text: characters.isEmpty ? String(decoding: b[start..<k], as: UTF8.self) : String(characters[start..<k]),
                             offset: start))
            start = k + 1
        }
        return Assignment(target: target, path: path, value: word((equals + 1)..<b.count), equals: equals)
    }
}
