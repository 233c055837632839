import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// A scroll view's content outside its frame drawn dimmed, and colours on a
/// scroll view and on the root painted (issue 30).
final class ScrollContentFigureTests: XCTestCase {
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
        s.centerX == root.centerX
        s.centerY == root.centerY
        s.size == 300x400
        red.left == s.left + 10
        red.right == s.right - 100
        red.width == s.width + 200
        red.top == s.top
        red.bottom == s.bottom
        red.height == s.height
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
}
