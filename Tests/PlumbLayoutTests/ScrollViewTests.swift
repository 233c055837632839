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

    // MARK: A scroll view's size and centres attach to its frame

    /// The classic SnapKit example, written with the scroll view's own
    /// anchors (no `.content`/`.frame`). Apple's Auto Layout Guide ("Working
    /// with Scroll Views", uikit-semantics.md §5): constraints between a
    /// scroll view's *edges* and its content attach to the content area, but
    /// width, height and centres attach to the frame. So:
    /// - s is 300 × 400, centred in 375 × 667: x = (375 − 300)/2 = 37.5,
    ///   y = (667 − 400)/2 = 133.5;
    /// - red.width == s.width + 200 → 500 (frame width + 200), at
    ///   red.left == content.left + 10 → x = 10;
    /// - red.right == content.right − 100 → content width 10 + 500 + 100 = 610;
    /// - red.top/bottom == content top/bottom, red.height == s.height (frame)
    ///   = 400 → content height 400.
    /// Before, s.width meant the content's width: 610 = 500 + 200 could not
    /// hold and a negative width came out.
    func testTheScrollViewsOwnSizeAndCentreMeanItsFrame() {
        let s = Solved("""
        canvas 375x667
        breakpoints 375
        scroll s
          view red
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
        XCTAssertEqual(s.frame("s"), [37.5, 133.5, 300, 400])
        XCTAssertEqual(s.frame("red"), [10, 0, 500, 400])
        XCTAssertEqual(s.solutions.first?.contentSizes["s"]?.width, 610)
        XCTAssertEqual(s.solutions.first?.contentSizes["s"]?.height, 400)
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// The vertical form as the articles write it: content pinned to the
    /// scroll view's edges (content area) and `body.width == s.width`
    /// (frame): no horizontal scrolling, content 320 wide; a 100-tall strip
    /// beside it `strip.height == s.height` is the frame's 480, not the
    /// content's; a badge centred on the scroll view sits on the frame's
    /// centre (160, 240) while the content is at offset zero, so its origin is
    /// (160 − 20, 240 − 20) = (140, 220) in content coordinates.
    func testVerticalFormAndFrameCentres() {
        let s = Solved("""
        canvas 320x480
        scroll s
          view body
          view strip
          view badge
        s.edges == root.edges
        body.edges == s.edges
        body.width == s.width
        body.height == 900
        strip.leading == body.leading
        strip.top == body.top
        strip.width == 10
        strip.height == s.height
        badge.size == 40x40
        badge.center == s.center
        """)
        XCTAssertEqual(s.solutions.first?.contentSizes["s"]?.width, 320)
        XCTAssertEqual(s.solutions.first?.contentSizes["s"]?.height, 900)
        XCTAssertEqual(s.frame("strip"), [0, 0, 10, 480])
        XCTAssertEqual(s.frame("badge"), [140, 220, 40, 40])
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// Explicit guides keep their meaning: `s.content.width` is the content
    /// area's width (here made 2 × 320 = 640 by the page), `s.frame.width`
    /// the frame's 320.
    func testExplicitGuidesKeepTheirMeaning() {
        let s = Solved("""
        canvas 320x480
        scroll s
          view page
        s.edges == root.edges
        page.edges == s.content.edges
        page.width == s.frame.width * 2
        page.height == s.frame.height
        """)
        XCTAssertEqual(s.frame("page"), [0, 0, 640, 480])
        XCTAssertEqual(s.solutions.first?.contentSizes["s"]?.width, 640)
    }
}

/// A scroll view's margins belong to its content area (issue 28 §2).
/// [U] Apple's Auto Layout Guide, "Working with Scroll Views": "Constraints
/// between the edges or margins of the scroll view and its content attach
/// to the scroll view's content area."
final class ScrollViewMarginTests: XCTestCase {
    /// A 375 × 300 scroll view at the root's edges; `|-[c(500)]-|` on both
    /// axes: c sits 8 (the scroll view's default margin) inside the content
    /// area, so c = (8, 8, 500, 800) and the content is 8 + 500 + 8 = 516
    /// wide and 8 + 800 + 8 = 816 tall. (Attached to the frame, c was
    /// squeezed to 359 × 284 with both sizes broken.)
    func testVisualFormatMarginsInAScrollViewAttachToTheContent() {
        let s = Solved("""
        canvas 375x300
        scroll s
         view c
        s.edges == root.edges
        H:|-[c(500)]-|
        V:|-[c(800)]-|
        """)
        XCTAssertEqual(s.frame("c"), [8, 8, 500, 800])
        XCTAssertEqual(s.solutions[0].contentSizes["s"]?.width, 516)
        XCTAssertEqual(s.solutions[0].contentSizes["s"]?.height, 816)
        XCTAssertEqual(s.kinds(), [])
    }

    /// The same written with the margins guide's anchors (margins 10); the
    /// guide's width still means the frame's margins (375 − 10 − 10 = 355),
    /// as a scroll view's own width means its frame.
    func testMarginAnchorsInAScrollViewAttachToTheContent() {
        let s = Solved("""
        canvas 375x300
        scroll s margins=10
         view c
         view d
        s.edges == root.edges
        c.leading == s.margins.leading
        c.top == s.margins.top
        c.trailing == s.margins.trailing
        c.bottom == s.margins.bottom
        c.size == 600x900
        d.width == s.margins.width
        d.height == 10
        d.leading == s.content.leading
        d.top == s.content.top
        """)
        // c: 10 in from the content's corner; content 10 + 600 + 10 wide.
        XCTAssertEqual(s.frame("c"), [10, 10, 600, 900])
        XCTAssertEqual(s.solutions[0].contentSizes["s"]?.width, 620)
        XCTAssertEqual(s.solutions[0].contentSizes["s"]?.height, 920)
        XCTAssertEqual(s.frame("d"), [0, 0, 355, 10])
    }
}
