import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure
import PlumbLayout

/// A scroll view's content outside its frame drawn dimmed, and colours on a
/// scroll view and on the root painted (issue 30).
final class ScrollContentFigureTests: XCTestCase {
    /// The guide's scroll view: a 300 × 400 frame centred in the root, and
    /// red 10 in from its left, 100 short of its right and 200 wider than
    /// it (500 wide), as tall as it, so the content is 10 + 500 + 100 = 610
    /// × 400.
    private let redInScroll = """
    s.centerX == root.centerX
    s.centerY == root.centerY
    s.size == 300x400
    red.left == s.left + 10
    red.right == s.right - 100
    red.width == s.width + 200
    red.top == s.top
    red.bottom == s.bottom
    red.height == s.height
    """

    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return FigureRenderer().render(solved)
    }

    /// The guide's figure: a 300 × 400 frame whose content is 610 wide
    /// (10 + 500 + 100). The veil covers the content, 610 × 400 from the
    /// scroll view's corner, and cuts out the frame: 300 / 610 = 49.18 % of
    /// its width, all of its height.
    func testContentBeyondTheFrameIsVeiled() {
        let html = render("""
        canvas 375x667
        root.color = systemGray6
        scroll s color=systemYellow
          view red color=systemRed
        \(redInScroll)
        """)
        XCTAssertTrue(html.contains("<div class=\"plumb-offscreen\" style=\"left:0;top:0;width:calc(100cqw*610/375);height:calc(100cqw*400/375);"
            + "clip-path:polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,0% 0%,49.18% 0%,49.18% 100%,0% 100%,0% 0%)\"></div>"), html)
        XCTAssertTrue(html.contains("off-screen content (scrolls into view)"))
        // systemGray6 is (242, 242, 247) light, (28, 28, 30) dark on the
        // canvas; systemYellow (255, 204, 0) and (255, 214, 10) on the scroll
        // view (Apple's HIG, Color, Specifications).
        XCTAssertTrue(html.contains("dir=\"ltr\" style=\"aspect-ratio:375/667;background:light-dark(#f2f2f7,#1c1c1e)"), html)
        XCTAssertTrue(html.contains("data-view=\"s\" style=\"left:calc(100cqw*37.5/375);top:calc(100cqw*133.5/375);width:calc(100cqw*300/375);height:calc(100cqw*400/375);--plumb-own-fill:light-dark(#ffcc00,#ffd60a)\""))
    }

    /// Content that fits its frame has nothing off screen: no veil.
    func testContentInsideTheFrameIsNotVeiled() {
        let html = render("""
        canvas 375x300
        scroll s
          view page
        s.edges == root.edges
        page.edges == s.content.edges
        page.width == s.frame.width
        page.height == 200
        """)
        XCTAssertFalse(html.contains("plumb-offscreen"))
    }

    /// The guide's grandchild: blue sits in red, 100 in from red's sides
    /// (500 − 200 = 300 wide, from x 10 + 100 = 110) and 400 tall from 100
    /// below red's top, so it reaches y 500 in the content's coordinates,
    /// though the content stays 610 × 400 (only red's constraints reach the
    /// content area). The veil grows to hold it, 610 × 500, with the
    /// 300 × 400 frame cut out (49.18 %, 80 %); the strip under both the
    /// content and the frame, y 400 to 500 across all 610, can never be
    /// scrolled to and gets the second veil. Fails with the veil counting
    /// only the scroll view's own subviews (400 tall, no second veil).
    func testAGrandchildPastTheContentIsVeiledTwice() {
        let html = render("""
        canvas 375x667
        scroll s
          view red
            view blue
        \(redInScroll)
        blue.left == red.left + 100
        blue.right == red.right - 100
        blue.top == red.top + 100
        blue.height == 400
        """)
        XCTAssertTrue(html.contains("<div class=\"plumb-offscreen\" style=\"left:0;top:0;width:calc(100cqw*610/375);height:calc(100cqw*500/375);"
            + "clip-path:polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,0% 0%,49.18% 0%,49.18% 80%,0% 80%,0% 0%)\"></div>"), html)
        XCTAssertTrue(html.contains("<div class=\"plumb-unreachable\" style=\"left:0;top:calc(100cqw*400/375);width:calc(100cqw*610/375);height:calc(100cqw*100/375)\"></div>"), html)
        XCTAssertTrue(html.contains("past the content size: never on screen"))
    }

    /// The parts of an extent in neither of two rectangles, by hand: a
    /// 100 × 50 content and a 60 × 80 frame, both from the corner, in a
    /// 120 × 100 extent. Row 0–50: right of the content, x 100–120. Row
    /// 50–80: right of the frame, x 60–120. Row 80–100: all of it.
    func testThePartsOutsideTwoRectanglesAreFound() {
        let parts = FigureScrollContent.outside(of: [FigureRect(x: 0, y: 0, width: 100, height: 50), FigureRect(x: 0, y: 0, width: 60, height: 80)],
                                                in: FigureRect(x: 0, y: 0, width: 120, height: 100))
        XCTAssertEqual(parts.map { [$0.x, $0.y, $0.width, $0.height] }, [[100, 0, 20, 50], [60, 50, 60, 30], [0, 80, 120, 20]])
    }
}
