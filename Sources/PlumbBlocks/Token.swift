/// A token of a constraint line.
struct Token: Equatable {
    enum Kind: Equatable {
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

    var display: String {
        switch kind {
        case .identifier(let s): return "'\(s)'"
        case .number(let n): return "'\(n.compactText)'"
        case .size(let w, let h): return "'\(w.compactText)x\(h.compactText)'"
        case .symbol(let s): return "'\(s)'"
        case .hashName(let s): return "'#\(s)'"
        case .string(let s): return "\"\(s)\""
        case .end: return "the end of the line"
        }
    }
}

extension Double {
    var compactText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

/// Splits a constraint line into tokens.
struct Lexer {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    static func tokens(_ text: String) throws -> [Token] {
        let chars = Array(text)
        var out: [Token] = []
        var i = 0
        func isIdentStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
        func isIdent(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }
        func number(at start: Int) -> (Double, Int)? {
            var j = start
            while j < chars.count && chars[j].isASCII && chars[j].isNumber { j += 1 }
            if j < chars.count && chars[j] == "." && j + 1 < chars.count && chars[j + 1].isASCII && chars[j + 1].isNumber {
                j += 1
                while j < chars.count && chars[j].isASCII && chars[j].isNumber { j += 1 }
            }
            guard j > start, let v = Double(String(chars[start..<j])) else { return nil }
            return (v, j)
        }
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if c.isASCII && c.isNumber {
                guard let (v, j) = number(at: i) else { throw Failure(message: "malformed number", offset: i) }
                i = j
                if i + 1 < chars.count && chars[i] == "x", let (h, k) = number(at: i + 1) {
                    out.append(Token(kind: .size(v, h), offset: start))
                    i = k
                } else {
                    out.append(Token(kind: .number(v), offset: start))
                }
                if i < chars.count && isIdentStart(chars[i]) {
                    throw Failure(message: "unexpected '\(chars[i])' after a number", offset: i)
                }
                continue
            }
            if isIdentStart(c) {
                while i < chars.count && isIdent(chars[i]) { i += 1 }
                out.append(Token(kind: .identifier(String(chars[start..<i])), offset: start))
                continue
            }
            if c == "#" {
                i += 1
                while i < chars.count && (isIdent(chars[i]) || chars[i] == "-" || chars[i] == ".") { i += 1 }
                guard i > start + 1 else { throw Failure(message: "expected an identifier after '#'", offset: start) }
                out.append(Token(kind: .hashName(String(chars[(start + 1)..<i])), offset: start))
                continue
            }
            if c == "\"" {
                var s = ""
                i += 1
                while i < chars.count && chars[i] != "\"" {
                    if chars[i] == "\\" && i + 1 < chars.count { i += 1 }
                    s.append(chars[i])
                    i += 1
                }
                guard i < chars.count else { throw Failure(message: "unterminated string: add a closing '\"'", offset: start) }
                i += 1
                out.append(Token(kind: .string(s), offset: start))
                continue
            }
            if i + 1 < chars.count && chars[i + 1] == "=" && (c == "=" || c == "<" || c == ">") {
                out.append(Token(kind: .symbol(String([c, "="])), offset: start))
                i += 2
                continue
            }
            if c == "<" || c == ">" {
                throw Failure(message: "'\(c)' is not a relation: use '\(c)=' (Auto Layout has no strict inequalities)", offset: i)
            }
            if "=.*/+-@(),:".contains(c) {
                out.append(Token(kind: .symbol(String(c)), offset: start))
                i += 1
                continue
            }
            throw Failure(message: "unexpected character '\(c)'", offset: i)
        }
        out.append(Token(kind: .end, offset: chars.count))
        return out
    }
}
