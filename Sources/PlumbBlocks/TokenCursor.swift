/// Walks a line's tokens.
struct TokenCursor {
    let tokens: [Token]
    var index = 0

    init(_ tokens: [Token]) {
        self.tokens = tokens
    }

    var current: Token { tokens[index] }
    func peek(_ ahead: Int = 1) -> Token { tokens[min(index + ahead, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .end }

    mutating func advance() -> Token {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    mutating func take(_ symbol: String) -> Token? {
        guard current.isSymbol(symbol) else { return nil }
        return advance()
    }
}
