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
    /// A string's escapes are the characters they stand for (a red-team
    /// pass found `\u{3C}` read as `u{3C}` and `\r` as `r`, drawn and
    /// written in every Code tab); one the figure cannot draw (`\0`, a
    /// control character) or no escape at all (`\q`) is an error at its
    /// backslash, never read as its letter.
    func testEscapesAreTheCharactersTheyStandFor() {
        XCTAssertEqual(kinds(#""\u{3C}b\u{3E} A\rB \"q\" \\ \u{1F600} \'""#), [.string("<b> A\rB \"q\" \\ 😀 '"), .end])
        XCTAssertEqual(ObjCLexer.tokens(#"@"caf\u00E9""#, origin: SourceLocation(line: 1, column: 1)).tokens.map(\.kind).contains(.string("café")), true)
        for (text, column) in [(#""A\0B""#, 3), (#""\q""#, 2), (#""\u{7}""#, 2), (#""\u{D800}""#, 2)] {
            let lexed = SwiftLexer.tokens(text, origin: SourceLocation(line: 1, column: 1))
            XCTAssertEqual(lexed.problems.map(\.location.column), [column], text)
            XCTAssertEqual(lexed.problems.first?.severity, .error, text)
        }
    }
}
