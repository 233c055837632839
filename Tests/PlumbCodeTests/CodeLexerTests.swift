import XCTest
import PlumbDiagnostics
@testable import PlumbCode

/// The scanner both readers share, token by token: symbols longest first
/// (read by their first character), identifiers past ASCII, and where each
/// token is (columns count Characters).
final class CodeLexerTests: XCTestCase {
    private func kinds(_ text: String) -> [CodeToken.Kind] {
        SwiftLexer.tokens(text, origin: SourceLocation(line: 1, column: 1)).tokens.map(\.kind)
    }

    /// Each operator is one token, the longest that matches: `...` not `..`
    /// `.`, `===` not `==` `=`, `..<` not `..` `<`; `a.b` is three.
    func testSymbolsAreReadLongestFirst() {
        XCTAssertEqual(kinds("a...b ..< === !== == != <= >= && || -> += -= *= /= ?? a.b"), [
            .identifier("a"), .symbol("..."), .identifier("b"), .symbol("..<"), .symbol("==="), .symbol("!=="), .symbol("=="),
            .symbol("!="), .symbol("<="), .symbol(">="), .symbol("&&"), .symbol("||"), .symbol("->"), .symbol("+="), .symbol("-="),
            .symbol("*="), .symbol("/="), .symbol("??"), .identifier("a"), .symbol("."), .identifier("b"), .end])
        XCTAssertEqual(kinds("( ) { } [ ] , : ; = < > + - * / ! ? & | @ # ^ % ~ \\").dropLast().map {
            if case .symbol(let s) = $0 { return s } else { return "?" }
        }.joined(separator: " "), "( ) { } [ ] , : ; = < > + - * / ! ? & | @ # ^ % ~ \\")
    }

    /// Identifiers: ASCII letters, digits after the first, `_` and `$`; a
    /// letter past ASCII (Chinese, an accent) too; a digit cannot start one
    /// and `→` (no letter) ends one and is no symbol.
    func testIdentifiersAcrossASCIIAndBeyond() {
        XCTAssertEqual(kinds("_a1 $0 b$c 名字2 élan 9x"), [
            .identifier("_a1"), .identifier("$0"), .identifier("b$c"), .identifier("名字2"), .identifier("élan"), .number(9),
            .identifier("x"), .end])
        let lexer = SwiftLexer.tokens("a→b", origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(lexer.tokens.map(\.kind), [.identifier("a"), .symbol("→"), .identifier("b"), .end])
        XCTAssertEqual(lexer.problems.count, 1)
    }

    /// Columns count Characters: after a two-character Chinese name, `+`
    /// is at column 8 (`x = 名字 + 1`: x 1, = 3, 名字 5, + 8, 1 10).
    func testColumnsCountCharacters() {
        let tokens = SwiftLexer.tokens("x = 名字 + 1", origin: SourceLocation(line: 1, column: 1)).tokens
        XCTAssertEqual(tokens.map(\.location.column), [1, 3, 5, 8, 10, 11])
    }
}
