import XCTest
import PlumbBlocks
import PlumbLayout
@testable import PlumbSite

/// Concepts of the source articles the guide had as prose only, now with
/// figures: a scroll view's grandchild, and constraints made in
/// `updateConstraints()`. Both editions quote the same numbers.
extension GuideProseTests {
    /// The blue grandchild: 500 − 100 − 100 = 300 wide, 400 tall from
    /// y = 100, so 100 + 400 − 400 = 100 below the red view; the content
    /// stays 10 + 500 + 100 = 610 by 400.
    func testScrollViewGrandchildLeavesTheContentSize() throws {
        for (language, caption) in [(nil as String?, "A grandchild that reaches past the content"), ("zh-Hans", "超出内容的孙视图")] {
            let figure = try block(try blocks("scroll-views", language: language), caption)
            let blue = try XCTUnwrap(frame(figure, 375, "blue")), red = try XCTUnwrap(frame(figure, 375, "red"))
            XCTAssertEqual(blue.width, 300, accuracy: 1e-9)
            XCTAssertEqual((blue.y + blue.height) - (red.y + red.height), 100, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["s"]?.width ?? 0, 610, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["s"]?.height ?? 0, 400, accuracy: 1e-9)
            XCTAssertEqual(kinds(figure, 375), [])
        }
        assertQuotes(try prose("scroll-views"), ["100 points in", "400 tall", "500 − 100 − 100 = 300", "100 points below", "610 × 400"])
        assertQuotes(try prose("scroll-views", language: "zh-Hans"), ["100 pt", "400 pt", "500 − 100 − 100 = 300", "多出 100 pt", "610 × 400"])
    }

    /// The badge whose constraints are made in updateConstraints(): its label
    /// plus 16 a side and 8 above and below; four constraints a pass, 40
    /// after ten.
    func testBadgeMadeInUpdateConstraints() throws {
        for language in [nil, "zh-Hans"] {
            let figure = try block(try codeFigures("what-auto-layout-does", language: language), "A badge that adds its constraints on every pass")
            let badge = try XCTUnwrap(frame(figure, 375, "badge")), label = try XCTUnwrap(frame(figure, 375, "label"))
            XCTAssertEqual(badge.width, label.width + 2 * 16, accuracy: 1e-9)
            XCTAssertEqual(badge.height, label.height + 2 * 8, accuracy: 1e-9)
            XCTAssertEqual([label.x, label.y], [16, 8])
            XCTAssertEqual(figure.allDiagnostics.filter { $0.severity != .note }.count, 0)
            XCTAssertTrue(figure.allDiagnostics.contains { $0.severity == .note && $0.message.contains("updateConstraints") },
                          "the figure notes that UIKit calls it again")
        }
        assertQuotes(try prose("what-auto-layout-does"), ["16 points on each side and 8 above", "four *new* constraints", "ten passes", "has 40"])
        assertQuotes(try prose("what-auto-layout-does", language: "zh-Hans"), ["16 pt", "8 pt", "四条*新的*约束", "十\n遍", "40 条"])
    }
}
