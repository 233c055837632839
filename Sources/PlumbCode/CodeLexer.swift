import PlumbDiagnostics

/// What differs between the two languages' tokens; each language's lexer
/// (`SwiftLexer`, `ObjCLexer`) is the shared scanner with its own rules.
struct LexicalRules {
    /// `@"…"` string literals.
    let atStrings: Bool
    /// C's `10.0f`, `5u` suffixes.
    let numberSuffixes: Bool
    /// `#import`, `#pragma mark` lines, which mean nothing to a layout.
    let preprocessorLines: Bool
}

/// The scanner both languages' lexers share: they have almost all of their
/// lexical grammar in common, and `LexicalRules` holds the rest. Comments
/// are dropped, except `// plumb:` option comments, kept aside.
struct CodeLexer {
    private let chars: [Character]
    /// Each character's byte where it is one ASCII byte, else 0: nearly
    /// every question the lexer asks is about ASCII, and
    /// `Character.asciiValue` cost about 300 instructions a call (a fifth
    /// of lexing the guide's code).
    private let codes: [UInt8]
    private let rules: LexicalRules
    private let origin: SourceLocation
    private var i = 0
    private var line = 0
    private var lineStart = 0
    private(set) var tokens: [CodeToken] = []
    private(set) var options: [OptionComment] = []
    private(set) var problems: [Diagnostic] = []

    /// Operators longest first, so that `===` is not read as `==` `=`.
    private static let symbols = ["...", "..<", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "/=", "??",
                                  "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "=", "<", ">", "+", "-", "*", "/", "!", "?",
                                  "&", "|", "@", "#", "^", "%", "~", "\\"]

    /// `symbols` by their first (ASCII) character, in the same order, as
    /// Characters. Why: trying all 43 symbols at every token, each read as
    /// a String's Characters, was nine tenths of lexing a code block; now a
    /// token tries only the two or three symbols that start like it.
    private static let symbolsByFirst: [[(text: String, characters: [Character])]] = {
        var table = [[(text: String, characters: [Character])]](repeating: [], count: 128)
        for symbol in symbols {
            let characters = Array(symbol)
            table[Int(characters[0].asciiValue!)].append((symbol, characters))
        }
        return table
    }()

    static func tokens(_ text: String, rules: LexicalRules, origin: SourceLocation) -> CodeLexer {
        var lexer = CodeLexer(chars: Array(text), rules: rules, origin: origin)
        lexer.run()
        return lexer
    }

    private init(chars: [Character], rules: LexicalRules, origin: SourceLocation) {
        self.chars = chars
        self.codes = chars.map { c in
            let utf8 = c.utf8
            return utf8.count == 1 ? utf8.first! : 0
        }
        self.rules = rules
        self.origin = origin
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(line: origin.line + line, column: (line == 0 ? origin.column : 1) + index - lineStart)
    }

    private func peek(_ k: Int = 0) -> Character? { i + k < chars.count ? chars[i + k] : nil }

    private mutating func newline() {
        line += 1
        lineStart = i + 1
    }

    private mutating func run() {
        var lineBreak = true
        var space = true
        while i < chars.count {
            let c = chars[i]
            if c == "\n" || c == "\r\n" {
                newline(); i += 1; lineBreak = true; space = true; continue
            }
            if c == " " || c == "\t" || c == "\r" { i += 1; space = true; continue }
            if c == "/" && peek(1) == "/" { lineComment(); space = true; continue }
            if c == "/" && peek(1) == "*" { blockComment(); space = true; continue }
            if rules.preprocessorLines && c == "#" && lineBreak { skipLine(); space = true; continue }
            let start = i
            let kind = token(c)
            tokens.append(CodeToken(kind: kind, location: location(start), end: location(i), lineBreakBefore: lineBreak, spaceBefore: space,
                                    escaped: c == "`"))
            lineBreak = false
            space = false
        }
        tokens.append(CodeToken(kind: .end, location: location(i), end: location(i), lineBreakBefore: true, spaceBefore: true))
    }

    /// Whether `c` starts an identifier, and whether `d` goes on with one.
    /// An ASCII character is answered from its code (as `isLetter` and
    /// `isNumber` answer it) because asking Unicode's tables cost about
    /// 1,500 instructions a character, most of lexing a code block.
    private func startsIdentifier(at k: Int) -> Bool {
        let a = codes[k]
        guard a != 0 else { return chars[k].isLetter }
        return CodeLexer.isASCIILetter(a) || a == UInt8(ascii: "_") || a == UInt8(ascii: "$")
    }

    private func continuesIdentifier(at k: Int) -> Bool {
        let a = codes[k]
        guard a != 0 else { return chars[k].isLetter || chars[k].isNumber }
        return CodeLexer.isASCIILetter(a) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(a) || a == UInt8(ascii: "_") || a == UInt8(ascii: "$")
    }

    private static func isASCIILetter(_ a: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(a)
    }

    private mutating func token(_ c: Character) -> CodeToken.Kind {
        if startsIdentifier(at: i) {
            let start = i
            while i < chars.count, continuesIdentifier(at: i) { i += 1 }
            return .identifier(text(start, i))
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(codes[i]) { return number() }
        if c == "\"" { return .string(string()) }
        if c == "@" && peek(1) == "\"" && rules.atStrings {
            i += 1
            return .string(string())
        }
        if c == "`" {
            // Swift's escaped identifier: `default`.
            let start = i + 1
            i += 1
            while let d = peek(), d != "`", d != "\n" { i += 1 }
            let name = text(start, i)
            if peek() == "`" { i += 1 }
            return .identifier(name)
        }
        if codes[i] != 0 {
            for s in CodeLexer.symbolsByFirst[Int(codes[i])] where matches(s.characters) {
                i += s.characters.count
                return .symbol(s.text)
            }
        }
        problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.unexpectedCharacter(String(c))), at: location(i)))
        i += 1
        return .symbol(String(c))
    }

    /// Characters `start..<end` as a String, appended one by one: the
    /// generic `String(chars[start..<end])` (a Sequence of Characters) cost
    /// about 8,000 instructions an identifier, half of lexing a block.
    private func text(_ start: Int, _ end: Int) -> String {
        // ASCII alone (almost every identifier): the bytes are the text.
        if !codes[start..<end].contains(0) { return String(decoding: codes[start..<end], as: UTF8.self) }
        var text = ""
        for k in start..<end { text.append(chars[k]) }
        return text
    }

    private func matches(_ s: [Character]) -> Bool {
        var k = i
        for ch in s {
            guard k < chars.count, chars[k] == ch else { return false }
            k += 1
        }
        return true
    }

    private mutating func number() -> CodeToken.Kind {
        let start = i
        var text = ""
        if chars[i] == "0", let x = peek(1), x == "x" || x == "X" {
            i += 2
            while let d = peek(), d.isHexDigit || d == "_" { if d != "_" { text.append(d) }; i += 1 }
            return .number(Double(Int(text, radix: 16) ?? 0))
        }
        while let d = peek(), (d.isASCII && d.isNumber) || d == "_" { if d != "_" { text.append(d) }; i += 1 }
        // A fraction only when a digit follows the dot: `1.0` but not `x.0.y`.
        if peek() == ".", let d = peek(1), d.isASCII, d.isNumber {
            text.append("."); i += 1
            while let d = peek(), (d.isASCII && d.isNumber) || d == "_" { if d != "_" { text.append(d) }; i += 1 }
        }
        if let e = peek(), e == "e" || e == "E", let d = peek(1), d.isNumber || d == "-" || d == "+" {
            text.append("e"); i += 1
            if let s = peek(), s == "-" || s == "+" { text.append(s); i += 1 }
            while let d = peek(), d.isASCII, d.isNumber { text.append(d); i += 1 }
        }
        // C's float and integer suffixes: `10.0f`, `10.f`, `5u`.
        if rules.numberSuffixes {
            if peek() == ".", let f = peek(1), f == "f" || f == "F" { i += 1 }
            while let s = peek(), "fFlLuU".contains(s) { i += 1 }
        }
        _ = start
        return .number(Double(text) ?? 0)
    }

    private mutating func string() -> String {
        let start = location(i)
        i += 1
        var out = ""
        while let c = peek() {
            if c == "\"" { i += 1; return out }
            if c == "\n" { break }
            if c == "\\", let e = peek(1) {
                let escapeAt = location(i)
                i += 2
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"", "'", "\\": out.append(e)
                case "(":
                    // Swift's interpolation: kept as written, read as text.
                    out.append("\\(")
                case "u":
                    if let scalar = unicodeEscape() {
                        out.unicodeScalars.append(scalar)
                    } else {
                        problems.append(Diagnostic(.error, .unsupported, CodeFinding.syntax(.unsupportedEscape("\\u")), at: escapeAt))
                    }
                default:
                    // `\0`, `\q`: a control character a label does not
                    // draw, or no escape at all; read as its letter, it
                    // would be drawn as text the code does not hold.
                    problems.append(Diagnostic(.error, .unsupported, CodeFinding.syntax(.unsupportedEscape("\\" + String(e))), at: escapeAt))
                }
                continue
            }
            out.append(c)
            i += 1
        }
        problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.unterminatedString), at: start))
        return out
    }

    /// After `\\u`: Swift's `{1F600}` or C's four hex digits (`00E9`);
    /// nil for anything else, and for a scalar that is not a character a
    /// label draws (a control other than a line feed or a tab).
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        var digits = ""
        if peek() == "{" {
            var j = i + 1
            while j < chars.count, chars[j] != "}", digits.count <= 8 { digits.append(chars[j]); j += 1 }
            guard j < chars.count, chars[j] == "}" else { return nil }
            i = j + 1
        } else {
            while digits.count < 4, let c = peek(), c.isHexDigit { digits.append(c); i += 1 }
            guard digits.count == 4 else { return nil }
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16),
              let scalar = Unicode.Scalar(value) else { return nil }
        if scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t" { return nil }
        return scalar
    }

    private mutating func lineComment() {
        let start = i + 2
        while let c = peek(), c != "\n", c != "\r\n" { i += 1 }
        let text = String(chars[start..<i])
        let trimmed = text.drop { $0 == " " }
        if trimmed.hasPrefix("plumb:") {
            let lead = text.count - trimmed.count + "plumb:".count
            let body = trimmed.dropFirst("plumb:".count)
            let skipped = body.prefix { $0 == " " }.count
            options.append(OptionComment(text: String(body.dropFirst(skipped)).trimmingTrailingSpaces,
                                         location: location(start + lead + skipped)))
        }
    }

    private mutating func blockComment() {
        let start = location(i)
        i += 2
        while i < chars.count {
            if chars[i] == "*" && peek(1) == "/" { i += 2; return }
            if chars[i] == "\n" || chars[i] == "\r\n" { newline() }
            i += 1
        }
        problems.append(Diagnostic(.error, .syntax, CodeFinding.syntax(.unterminatedComment), at: start))
    }

    private mutating func skipLine() {
        while let c = peek(), c != "\n", c != "\r\n" { i += 1 }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
