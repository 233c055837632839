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
        let ascii = chars.isEmpty
        var out: [Token] = []
        out.reserveCapacity(12)
        var i = 0
        func isLetter(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 }
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        func text(_ range: Range<Int>) -> String { String(decoding: b[range], as: UTF8.self) }
        func number(at start: Int) -> (Double, Int)? {
            var j = start
            while j < b.count && isDigit(b[j]) { j += 1 }
            if j + 1 < b.count && b[j] == UInt8(ascii: ".") && isDigit(b[j + 1]) {
                j += 1
                while j < b.count && isDigit(b[j]) { j += 1 }
            }
            guard j > start, let v = Double(text(start..<j)) else { return nil }
            return (v, j)
        }
        func character(_ k: Int) -> Character { ascii ? Character(Unicode.Scalar(b[k])) : chars[k] }
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
                var s = ""
                i += 1
                while i < b.count && b[i] != UInt8(ascii: "\"") {
                    if b[i] == UInt8(ascii: "\\") && i + 1 < b.count { i += 1 }
                    s.append(character(i))
                    i += 1
                }
                guard i < b.count else { throw Failure(finding: .unterminatedString, offset: start) }
                i += 1
                out.append(Token(kind: .string(s), offset: start))
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

    private static let symbols: [UInt8: String] = Dictionary(uniqueKeysWithValues: "=.*/+-@(),:".utf8.map { ($0, String(UnicodeScalar($0))) })
}
