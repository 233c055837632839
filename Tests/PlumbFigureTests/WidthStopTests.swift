import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// The live panel's width stops (docs/site.md, "Live figures"): which widths
/// are offered and the markup contract. That a stop really sets its width in
/// a browser, and the boxes are then the solver's, is `Tests/Browser/check_site.py`'s.
final class WidthStopTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        return FigureRenderer().render(solved)
    }

    private func stopWidths(_ html: String) -> [String] {
        html.components(separatedBy: "data-live-width=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// Live from 200 to 1000 (the breakpoints), with one bend at 240 and no
    /// jump. Breakpoints come first (200, 1000), then the devices in range in
    /// order of width (320, 375, 393, 430, 590, 744, ...) until there are
    /// seven: 200 320 375 393 430 590 1000, in order of width. 744, 820 and
    /// the landscape phones are left out; the bend at 240 is not a change of
    /// character (nothing jumps there), so it has no stop.
    func testBreakpointsThenDevicesUpToSeven() {
        let html = render(LiveFigureTests.image)
        XCTAssertEqual(stopWidths(html), ["200", "320", "375", "393", "430", "590", "1000"])
        // The first input, checked, is "Fit": no width of its own, the drag handle.
        XCTAssertTrue(html.contains("<input type=\"radio\" name=\"fig-1-live-width\" id=\"fig-1-live-w0\" checked/>"), html)
        XCTAssertTrue(html.contains("<label for=\"fig-1-live-w0\""), html)
        // Each stop's rule sets the content-box width exactly, over the drag's inline style.
        XCTAssertTrue(html.contains("#fig-1-live-panel:has(#fig-1-live-w1:checked) #fig-1-live{width:200px!important;"), html)
        XCTAssertTrue(html.contains("#fig-1-live-panel:has(#fig-1-live-w7:checked) #fig-1-live{width:1000px!important;"), html)
        XCTAssertTrue(html.contains("<div class=\"plumb-live-panel\" id=\"fig-1-live-panel\">"), html)
    }

    /// `a` moves right by 40 at 500, where `width >= 500` starts to hold (500
    /// itself included): the layout jumps there, so 500 is a stop, preferred
    /// to the devices. Range 320...768: no breakpoint inside but 375 (the
    /// canvas): 375, then the range's ends 320 and 768 (the panel's title
    /// names them), then 500, then devices 393, 430, 590, none closer than
    /// 8 pt to a chosen stop: seven in all, so 744 is left out.
    func testAJumpIsAStop() {
        let block = """
        canvas 375x100
        live 320...768
        view a
        a.top == root.top
        a.height == 10
        a.width == 50
        when width < 500:
          a.leading == root.leading
        when width >= 500:
          a.leading == root.leading + 40
        """
        let html = render(block)
        XCTAssertEqual(stopWidths(html), ["320", "375", "393", "430", "500", "590", "768"])
        XCTAssertTrue(html.contains("title=\"768 pt: an end of the live range\""), html)
        XCTAssertTrue(html.contains("title=\"500 pt: where the layout changes\""), html)
    }

    /// Stops are part of the live panel only: a block without one has none.
    func testNoPanelNoStops() {
        XCTAssertFalse(render("canvas 320x40\nview a\na.edges == root.edges").contains("plumb-stops"))
    }
}
