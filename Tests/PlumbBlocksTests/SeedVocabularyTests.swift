import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The seed articles' vocabulary (issue 28 §4): priorities named as
/// `UILayoutPriority` names them, with Swift's arithmetic on them, shown
/// back as written; and full-width punctuation from a Chinese input method
/// reported at its column with the character meant.
final class SeedVocabularyTests: XCTestCase {
    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [300])
    }

    private func width(_ text: String) -> Double? {
        solve(text).breakpoints.first?.frames["a"]?.width
    }

    /// Two optional widths fight over one view: the higher level wins
    /// outright (levels, not weights). `.defaultHigh + 1` is 751, above
    /// `defaultHigh`'s 750, so a is 200 wide; `@low - 1` is 249, below
    /// `@defaultLow`'s 250, so the 100 wins there.
    func testNamedPrioritiesAndTheirArithmetic() {
        let base = "canvas 300x100\nview a\na.leading == root.leading\na.top == root.top\na.height == 10\n"
        XCTAssertEqual(width(base + "a.width == 100 @defaultHigh\na.width == 200 @.defaultHigh + 1\n"), 200)
        XCTAssertEqual(width(base + "a.width == 100 @defaultLow\na.width == 200 @low - 1\n"), 100)
        XCTAssertEqual(width(base + "a.width == 100 @fittingSizeLevel\na.width == 200 @required\n"), 200)
        XCTAssertEqual(width(base + "a.width == 100 @sceneSizeStayPut\na.width == 200 @dragThatCannotResizeScene\n"), 100)
    }

    /// Shown back the way they were written, in diagnostics and the
    /// figure's table (both through the notation).
    func testNamedPrioritiesArePrintedAsWritten() {
        let parsed = BlockParser.parse("view a\na.width == 200 @.defaultHigh + 1\na.width == 100 @low - 1.5\na.width == 50 @750")
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        XCTAssertEqual(parsed.block.constraints.map { BlockNotation().constraint($0) },
                       ["a.width == 200 @.defaultHigh + 1", "a.width == 100 @low - 1.5", "a.width == 50 @750"])
        XCTAssertEqual(parsed.block.constraints.map(\.priority), [751, 248.5, 750])
    }

    func testBadPriorityNamesAndArithmetic() {
        let unknown = BlockParser.parse("view a\na.width == 100 @defualtHigh").diagnostics
        XCTAssertEqual(unknown.map(\.kind), [.unknownName])
        XCTAssertEqual(unknown.first?.suggestion, "did you mean 'defaultHigh'?")
        let over = BlockParser.parse("view a\na.width == 100 @required + 1").diagnostics
        XCTAssertEqual(over.map(\.kind), [.badNumber])
    }

    /// `＝＝` is one mistake, at its column (11: `a.leading ` is ten
    /// characters); the line is then read as meant, so nothing else is
    /// reported about it. Inside quotes the same characters are a label's
    /// text and stay as they are.
    func testFullWidthPunctuationIsReportedWithTheCharacterMeant() {
        let text = "canvas 300x100\nlabel a \"姓名（必填）：\"\na.leading ＝＝ root.leading ＋ 20\na.top == root.top\n"
        let parsed = BlockParser.parse(text)
        XCTAssertEqual(parsed.diagnostics.map(\.message), ["full-width characters '＝＝'; did you mean '=='?",
                                                           "full-width character '＋'; did you mean '+'?"])
        XCTAssertEqual(parsed.diagnostics.map(\.location), [SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 27)])
        XCTAssertEqual(parsed.block.item(named: "a")?.properties.text, "姓名（必填）：")
        XCTAssertEqual(parsed.block.constraints.count, 2, "the line is read as meant")
        let space = BlockParser.parse("view a\na.width\u{3000}== 10").diagnostics
        XCTAssertEqual(space.map(\.message), ["full-width space; did you mean a space?"])
    }
}
