import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `font=SIZE,WEIGHT` and `font=STYLE,WEIGHT` in the layout language.
///
/// Widths by hand from the fonts' tables (see `BoldFaceTests`): "Hello" is
/// 5191 units wide in DejaVu Sans and 5914 in DejaVu Sans Bold, so at 28 pt
/// 70.984 and 80.859, at 17 pt 43.094 and 49.094 (43.0894 and
/// 49.0908 rounded up to 1/64).
final class FontWeightTests: XCTestCase {
    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    private func width(_ solved: SolvedBlock, _ name: String) -> Double? {
        solved.breakpoints.first?.frames[name]?.width
    }

    private func block(_ font: String) -> String {
        "canvas 300x100\nlabel t text=\"Hello\" font=\(font)\nt.top == root.top\nt.leading == root.leading\n"
    }

    func testAWeightAfterTheSizeSetsTheFace() {
        for (font, expected) in [("28", 70.984), ("28,bold", 80.859), ("28,semibold", 80.859), ("28,medium", 70.984),
                                 ("28,regular", 70.984), ("28,black", 80.859)] {
            let solved = solve(block(font))
            XCTAssertEqual(solved.allDiagnostics.map(\.message), [], font)
            XCTAssertEqual(width(solved, "t"), expected, font)
        }
    }

    /// A text style is in UIKit's weight for it (headline: semibold, drawn
    /// bold) unless the block names another.
    func testATextStyleHasItsOwnWeightUnlessOneIsGiven() {
        XCTAssertEqual(width(solve(block("body")), "t"), 43.094)
        XCTAssertEqual(width(solve(block("headline")), "t"), 49.094)
        XCTAssertEqual(width(solve(block("body,bold")), "t"), 49.094)
        XCTAssertEqual(width(solve(block("headline,regular")), "t"), 43.094)
        XCTAssertEqual(solve(block("headline")).block.items.first?.properties.fontWeight, .semibold)
    }

    /// A later font line replaces the whole font, as assigning a UIFont does.
    func testAFontLineReplacesTheWeightToo() {
        let solved = solve(block("28,bold") + "t.font = 28\n")
        XCTAssertEqual(width(solved, "t"), 70.984)
    }

    /// A property line may space the weight out, as it may margins.
    func testAPropertyLineMaySpaceTheWeight() {
        let solved = solve(block("28") + "t.font = 28, bold\n")
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(width(solved, "t"), 80.859)
    }

    /// A weight alone, or a comma with no weight, says what `font` takes.
    func testAWeightWithoutASizeOrACommaWithoutAWeightIsExplained() {
        let alone = solve(block("bold")).allDiagnostics.first { $0.severity == .error }
        XCTAssertEqual(alone?.message, "unknown text style 'bold'")
        XCTAssertEqual(alone?.suggestion, "did you mean '17,bold'?")
        let comma = solve(block("28,")).allDiagnostics.first { $0.severity == .error }
        XCTAssertEqual(comma?.message, "'font' expects a size or a text style, then ',WEIGHT' if any (such as '28,bold' or 'body,semibold'), found '28,'")
    }

    func testAnUnknownWeightIsAnErrorAtTheWeight() {
        let solved = solve(block("28,semi"))
        let errors = solved.allDiagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.location.line):\($0.location.column)" }, ["2:30"])
        XCTAssertTrue(errors.first?.message.contains("unknown font weight 'semi'") == true, errors.first?.message ?? "")
        XCTAssertTrue(errors.first?.suggestion?.contains("semibold") == true, errors.first?.suggestion ?? "")
        XCTAssertEqual(errors.first?.words(in: .chinese).message, "不认识的字重 'semi'")
    }
}
