import XCTest
import PlumbLayout

/// Scroll views: subviews in content coordinates, the content and frame
/// layout guides, and the content size they make.
final class ScrollViewTests: XCTestCase {
    /// The example: a 300 x 400 scroll view; the content view is 200
    /// wider than the frame (500) and as tall (400), 10 from the content
    /// guide's leading edge and 100 from its trailing one. Content size:
    /// 10 + 500 + 100 = 610 by 400.
    func testContentWiderThanTheFrame() {
        let s = Solved("""
        canvas 300x400
        scroll pane
          view page
        pane.edges == root.edges
        page.leading == pane.content.leading + 10
        page.trailing == pane.content.trailing - 100
        page.top == pane.content.top
        page.bottom == pane.content.bottom
        page.width == pane.frame.width + 200
        page.height == pane.frame.height
        """)
        XCTAssertEqual(s.frame("page"), [10, 0, 500, 400])
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.width, 610)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.height, 400)
        XCTAssertEqual(s.solutions.first?.frames["page"]?.parent, "pane")
        XCTAssertTrue(s.diagnostics().isEmpty)
    }

    /// Vertical scrolling: the content is as wide as the frame, and as tall as
    /// its subviews make it: two 300-tall views 20 apart with 16 above and
    /// below: 16 + 300 + 20 + 300 + 16 = 652.
    func testVerticalScrolling() {
        let s = Solved("""
        canvas 320x480
        scroll pane
          view page
            view first
            view second
        pane.edges == root.edges
        page.edges == pane.content.edges
        page.width == pane.frame.width
        first.top == page.top + 16
        first.height == 300
        second.top == first.bottom + 20
        second.height == 300
        second.bottom == page.bottom - 16
        first.leading == page.leading
        first.trailing == page.trailing
        second.leading == page.leading
        second.trailing == page.trailing
        """)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.width, 320)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.height, 652)
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// Horizontal scrolling: as tall as the frame, as wide as three 200-wide
    /// pages side by side: 600.
    func testHorizontalScrolling() {
        let s = Solved("""
        canvas 200x300
        scroll pane
          view p1
          view p2
          view p3
        pane.edges == root.edges
        H:|[p1][p2(==p1)][p3(==p1)]|
        p1.width == pane.frame.width
        V:|[p1]|
        V:|[p2]|
        V:|[p3]|
        p1.height == pane.frame.height
        p2.height == p1.height
        p3.height == p1.height
        """)
        XCTAssertEqual(s.frame("p2"), [200, 0, 200, 300])
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.width, 600)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.height, 300)
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// A stack inside a scroll view sizes the content (the legacy rule: the
    /// scroll view's own edges, used by a subview, mean the content guide).
    /// Three 17 pt labels, 8 apart: 3 × 19.796875 + 16 = 75.39; with 20
    /// above and below, the content is 115.39 tall and 320 wide.
    func testStackSizesTheContent() {
        let s = Solved("""
        canvas 320x480
        scroll pane
          stack list axis=vertical spacing=8
            label a "First"
            label b "Second"
            label c "Third"
        pane.edges == root.edges
        list.top == pane.top + 20
        list.leading == pane.leading + 16
        list.trailing == pane.trailing - 16
        list.bottom == pane.bottom - 20
        list.width == pane.frame.width - 32
        """)
        XCTAssertEqual(s.frame("list"), [16, 20, 288, 75.391])
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.width, 320)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.height, 115.391)
    }

    /// Nothing gives the content a width: Interface Builder's "scrollable
    /// content width is ambiguous", with the constraint to add.
    func testAmbiguousContentWidth() {
        let s = Solved("""
        canvas 320x480
        scroll pane
          view page
        pane.edges == root.edges
        page.top == pane.content.top
        page.bottom == pane.content.bottom
        page.leading == pane.content.leading
        page.height == 900
        """)
        let d = s.diagnostics().first { $0.message.contains("scrollable content width is ambiguous") }
        XCTAssertNotNil(d, "\(s.diagnostics().map(\.message))")
        XCTAssertEqual(d?.views, ["pane"])
        XCTAssertEqual(d?.location.line, 2)
        XCTAssertEqual(s.solutions.first?.contentSizes["pane"]?.height, 900)
    }
}
