import PlumbLayout
/// A token of a constraint line.
struct Token: Equatable {
    enum Kind: Hashable {
        case identifier(String)
        case number(Double)
        /// `WxH` (either side may be `-` in declarations; here both are numbers).
        case size(Double, Double)
        /// `==`, `<=`, `>=`, `=`, `.`, `*`, `/`, `+`, `-`, `@`, `(`, `)`, `,`, `:`
        case symbol(String)
        /// `#name`: a constraint identifier.
        case hashName(String)
        case string(String)
        case end
    }

    let kind: Kind
    /// Offset in the line's content (0-based).
    let offset: Int

    var identifier: String? {
        if case .identifier(let s) = kind { return s }
        return nil
    }

    func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }

}


/// Splits a constraint line into tokens (`LexedLine` calls it once per line).
struct Lexer {
    struct Failure: Error {
        let finding: LineFinding
        let offset: Int
    }

    /// The tokens of a line given as one byte per character (`characterBytes`)
    /// and, when it is not ASCII, its characters (empty when it is).
    ///
    /// Bytes: every token but a string's contents is ASCII, and a byte test
    /// is far cheaper than a Character's Unicode properties. A non-ASCII
    /// character is 0x80, which no token accepts; string contents are taken
    /// from the characters themselves.
    static func tokens(_ b: [UInt8], _ chars: [Character]) throws(Failure) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(12)
        var i = 0
        func text(_ range: Range<Int>) -> String { String(decoding: b[range], as: UTF8.self) }
        func number(at start: Int) -> (Double, Int)? { Lexer.number(b, at: start) }
        func character(_ k: Int) -> Character { Lexer.character(b, chars, k) }
        while i < b.count {
            let c = b[i]
            if c == 32 || c == 9 { i += 1; continue }
            let start = i
            if isDigit(c) {
                guard let (v, j) = number(at: i) else { throw Failure(finding: .malformedNumber, offset: i) }
                i = j
                if i + 1 < b.count && b[i] == UInt8(ascii: "x"), let (h, k) = number(at: i + 1) {
                    out.append(Token(kind: .size(v, h), offset: start))
                    i = k
                } else {
                    out.append(Token(kind: .number(v), offset: start))
                }
                if i < b.count && isLetter(b[i]) {
                    throw Failure(finding: .letterAfterNumber(character(i)), offset: i)
                }
                continue
            }
            if isLetter(c) {
                while i < b.count && (isLetter(b[i]) || isDigit(b[i])) { i += 1 }
                out.append(Token(kind: .identifier(text(start..<i)), offset: start))
                continue
            }
            if c == UInt8(ascii: "#") {
                i += 1
                while i < b.count && (isLetter(b[i]) || isDigit(b[i]) || b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: ".")) { i += 1 }
                guard i > start + 1 else { throw Failure(finding: .hashWithoutName, offset: start) }
                out.append(Token(kind: .hashName(text((start + 1)..<i)), offset: start))
                continue
            }
            if c == UInt8(ascii: "\"") {
                let (literal, next) = try Lexer.string(b, chars, at: start)
                out.append(Token(kind: .string(literal), offset: start))
                i = next
                continue
            }
            let eq = UInt8(ascii: "="), lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
            if i + 1 < b.count && b[i + 1] == eq && (c == eq || c == lt || c == gt) {
                out.append(Token(kind: .symbol(text(i..<(i + 2))), offset: start))
                i += 2
                continue
            }
            if c == lt || c == gt {
                let s = text(i..<(i + 1))
                throw Failure(finding: .strictInequality(s), offset: i)
            }
            if let symbol = Lexer.symbols[c] {
                out.append(Token(kind: .symbol(symbol), offset: start))
                i += 1
                continue
            }
            throw Failure(finding: .unexpectedCharacter(character(i)), offset: i)
        }
        out.append(Token(kind: .end, offset: b.count))
        return out
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    /// The character at `k`: its byte where the line is ASCII (`chars` empty).
    private static func character(_ b: [UInt8], _ chars: [Character], _ k: Int) -> Character {
        chars.isEmpty ? Character(Unicode.Scalar(b[k])) : chars[k]
    }

    /// Digits with an optional fraction from `start`: the value and where it ends.
    private static func number(_ b: [UInt8], at start: Int) -> (Double, Int)? {
        var j = start
        while j < b.count && isDigit(b[j]) { j += 1 }
        if j + 1 < b.count && b[j] == UInt8(ascii: ".") && isDigit(b[j + 1]) {
            j += 1
            while j < b.count && isDigit(b[j]) { j += 1 }
        }
        guard j > start, let v = Double(String(decoding: b[start..<j], as: UTF8.self)) else { return nil }
        return (v, j)
    }

    /// The string literal whose opening quote is at `start`, its escapes
    /// read, and the offset after its closing quote.
    private static func string(_ b: [UInt8], _ chars: [Character], at start: Int) throws(Failure) -> (String, Int) {
        var s = ""
        var i = start + 1
        while i < b.count && b[i] != UInt8(ascii: "\"") {
            if b[i] == UInt8(ascii: "\\") && i + 1 < b.count { i += 1 }
            s.append(character(b, chars, i))
            i += 1
        }
        guard i < b.count else { throw Failure(finding: .unterminatedString, offset: start) }
        return (s, i + 1)
    }

    private static let symbols: [UInt8: String] = Dictionary(uniqueKeysWithValues: "=.*/+-@(),:".utf8.map { ($0, String(UnicodeScalar($0))) })
}
