import XCTest
@testable import PlumbLayout

/// One long word with no break opportunity is broken between characters,
/// greedily: each line as long as fits, checked here against widths
/// measured line by line. (A red-team pass found the breaking quadratic in
/// the word's length: each line sums the rest of the paragraph, whose
/// exact width the live sweep uses as a rewrap width, so it cannot simply
/// stop early: a fix must keep that width exact.)
final class LongWordWrappingTests: XCTestCase {
    func testALongWordBreaksGreedilyBetweenCharacters() {
        let measurer = TextMeasurer.shipped
        let word = String(repeating: "abcdefghij", count: 300)   // 3,000 characters, no break
        let limit = 200.0
        let lines = measurer.lines(of: word, size: 17, maxWidth: limit)
        XCTAssertEqual(lines.map(String.init).joined(), word, "nothing lost or repeated")
        XCTAssertGreaterThan(lines.count, 10)
        for (i, line) in lines.enumerated() {
            XCTAssertLessThanOrEqual(measurer.rawWidth(of: line, size: 17), limit + TextMeasurer.fitSlack, "line \(i) fits")
            // Greedy: one more character would not fit (the last line excepted).
            guard i < lines.count - 1, let next = lines[i + 1].first else { continue }
            XCTAssertGreaterThan(measurer.rawWidth(of: Substring(String(line) + String(next)), size: 17), limit + TextMeasurer.fitSlack, "line \(i) is as long as fits")
        }
    }

    /// Words that fit still break at spaces, and a long word among them
    /// starts its own line: "a b" then the long word's pieces.
    func testALongWordAfterShortOnesStartsItsOwnLine() {
        let measurer = TextMeasurer.shipped
        let long = String(repeating: "x", count: 400)
        let lines = measurer.lines(of: "a b " + long, size: 17, maxWidth: 100)
        XCTAssertEqual(lines.first.map(String.init), "a b")
        XCTAssertEqual(lines.dropFirst().map(String.init).joined(), long)
    }
}
