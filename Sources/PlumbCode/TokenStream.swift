import PlumbDiagnostics

/// A cursor over tokens for the two readers, with the failure they throw:
/// a statement that does not parse is reported once, at the token that
/// stopped it, and reading goes on at the next statement.
struct TokenStream {
    struct Failure: Error {
        let finding: CodeSyntaxFinding
        let location: SourceLocation

        init(_ finding: CodeSyntaxFinding, at location: SourceLocation) {
            self.finding = finding
            self.location = location
        }
    }

    let tokens: [CodeToken]
    var index = 0

    init(_ tokens: [CodeToken]) { self.tokens = tokens }

    var current: CodeToken { tokens[index] }
    var atEnd: Bool { current.kind == .end }

    func peek(_ k: Int) -> CodeToken { tokens[min(index + k, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> CodeToken {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    /// Takes the symbol if it comes next.
    mutating func take(_ symbol: String) -> CodeToken? {
        current.isSymbol(symbol) ? advance() : nil
    }

    mutating func takeWord(_ word: String) -> CodeToken? {
        current.isIdentifier(word) ? advance() : nil
    }

    /// Just after the token before the current one: where a separator
    /// the author left out at the end of a line belongs.
    var endOfPrevious: SourceLocation { index > 0 ? tokens[index - 1].end : current.location }

    /// The closing `]` of a list; an element starting a new line instead
    /// is a missing ',' at the end of the line before (the usual slip in a
    /// multi-line `NSLayoutConstraint.activate([...])`), said there.
    mutating func expectListEnd(_ place: SymbolPlace) throws -> CodeToken {
        if let t = take("]") { return t }
        if current.lineBreakBefore && !atEnd && index > 0 {
            throw Failure(.missingComma(afterLine: endOfPrevious.line, found: current.shown), at: endOfPrevious)
        }
        return try expect("]", place)
    }

    mutating func expect(_ symbol: String, _ place: SymbolPlace) throws -> CodeToken {
        if let t = take(symbol) { return t }
        throw Failure(.expectedSymbol(symbol, place, found: current.shown), at: current.location)
    }

    mutating func identifier(_ place: NamePlace) throws -> (String, SourceLocation) {
        guard let name = current.identifier else {
            throw Failure(.expectedName(place, found: current.shown), at: current.location)
        }
        let at = advance().location
        return (name, at)
    }

    /// Skips a bracketed run (`(…)`, `<…>`, `[…]`, `{…}`) from its opening symbol.
    mutating func skipBalanced() {
        let pairs = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard case .symbol(let open) = current.kind, let close = pairs[open] else { return }
        var depth = 0
        repeat {
            if current.isSymbol(open) { depth += 1 } else if current.isSymbol(close) { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    /// After a failure: on to the first token of the next line outside the
    /// brackets the failed statement opened (or to its block's `}`).
    mutating func recover(from start: Int) {
        var depth = 0
        for k in start..<index where tokens[k].kind == .symbol("{") || tokens[k].kind == .symbol("(") || tokens[k].kind == .symbol("[") {
            _ = k; depth += 1
        }
        for k in start..<index where tokens[k].kind == .symbol("}") || tokens[k].kind == .symbol(")") || tokens[k].kind == .symbol("]") {
            _ = k; depth -= 1
        }
        if index == start { advance() }
        while !atEnd {
            if depth <= 0 && (current.lineBreakBefore || current.isSymbol("}")) { return }
            if current.isSymbol("{") || current.isSymbol("(") || current.isSymbol("[") { depth += 1 }
            if current.isSymbol("}") || current.isSymbol(")") || current.isSymbol("]") { depth -= 1 }
            if current.isSymbol(";") && depth <= 0 { advance(); return }
            advance()
        }
    }
}
