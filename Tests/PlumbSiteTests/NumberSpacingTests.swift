import XCTest
@testable import PlumbSite

/// A quantity is not split across lines: "21.3 / ms" and "320 / × 568" at
/// 390 px (review of the guide at 390).
final class NumberSpacingTests: XCTestCase {
    func testUnitsProductsAndRangesStayTogether() {
        let html = PageRendering.render("It took 21.3 ms, then 14–79 µs on a 320 × 568 screen, 20 pt in, 30 × 30 的网格.\n").html
        XCTAssertEqual(html, "<p>It took 21.3\u{A0}ms, then 14–\u{2060}79\u{A0}µs on a 320\u{A0}×\u{A0}568 screen, 20\u{A0}pt in, 30\u{A0}×\u{A0}30 的网格.</p>\n")
    }

    /// Words that only start like a unit, a number before a plain word, and
    /// text without digits are left alone.
    func testOtherTextIsUntouched() {
        XCTAssertEqual(NumberSpacing.keepTogether("2 seconds, 3 points, 4 ms, 5 px"), "2 seconds, 3 points, 4\u{A0}ms, 5\u{A0}px")
        XCTAssertEqual(NumberSpacing.keepTogether("a – b, 2 – 3, 2 × b"), "a – b, 2 – 3, 2 × b")
        XCTAssertEqual(NumberSpacing.keepTogether("no digits × here"), "no digits × here")
    }
}
