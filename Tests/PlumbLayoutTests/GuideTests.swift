import XCTest
import PlumbLayout

/// Safe area, layout margins, readable content and custom guides.
final class GuideTests: XCTestCase {
    /// root.safe = 47,0,34,0 on a 390 x 844 root: the safe-area guide is
    /// (0, 47, 390, 844 - 47 - 34 = 763).
    func testSafeAreaFromProperty() {
        let s = Solved("""
        canvas 390x844
        root.safe = 47,0,34,0
        view body
        body.edges == root.safe.edges
        """)
        XCTAssertEqual(s.frame("body"), [0, 47, 390, 763])
    }

    /// A device breakpoint brings its screen and safe area: iphone-15 is
    /// 393 x 852 with 59 at the top and 34 at the bottom.
    func testDeviceBringsSizeAndSafeArea() {
        let s = Solved("""
        breakpoints iphone-15
        view body
        body.edges == root.safe.edges
        """)
        XCTAssertEqual(s.solutions.first?.width, 393)
        XCTAssertEqual(s.solutions.first?.height, 852)
        XCTAssertEqual(s.solutions.first?.sizeClass, .compact)
        XCTAssertEqual(s.frame("body"), [0, 59, 393, 852 - 59 - 34])
    }

    /// The root's margins (a view controller's view): 16 at the sides up to
    /// 375 pt wide, 20 beyond, counted from the safe area; none at top and
    /// bottom beyond the safe area. At 375 with safe 47/34: (16, 47, 343,
    /// 763 - 30 = ...) with a 600-tall canvas: 600 - 47 - 34 = 519.
    func testRootMarginsFollowWidthAndSafeArea() {
        let text = """
        canvas 375x600
        breakpoints 375 390
        root.safe = 47,0,34,0
        view body
        body.edges == root.margins.edges
        """
        let s = Solved(text)
        XCTAssertEqual(s.frame("body", at: 0), [16, 47, 343, 519])
        XCTAssertEqual(s.frame("body", at: 1), [20, 47, 350, 519])
    }

    /// A plain view's margins are 8 on every side; `margins=` changes them
    /// (one number, or top,left,bottom,right).
    func testViewMargins() {
        let s = Solved("""
        canvas 400x400
        view a
          view inA
        view b margins=12
          view inB
        view c margins=1,2,3,4
          view inC
        a.size == 200x100
        b.size == 200x100
        c.size == 200x100
        a.top == root.top
        b.top == a.bottom
        c.top == b.bottom
        a.leading == root.leading
        b.leading == root.leading
        c.leading == root.leading
        inA.edges == a.margins.edges
        inB.edges == b.margins.edges
        inC.edges == c.margins.edges
        """)
        XCTAssertEqual(s.frame("inA"), [8, 8, 184, 84])
        XCTAssertEqual(s.frame("inB"), [12, 12, 176, 76])
        // top 1, left 2, bottom 3, right 4: (2, 1, 200 - 6, 100 - 4).
        XCTAssertEqual(s.frame("inC"), [2, 1, 194, 96])
    }

    /// The readable content guide: the margins, capped at 672 pt wide and
    /// centred. At 1024 the margins are 20, so 984 wide: the guide is
    /// (1024 - 672) / 2 = 176 from each side (UIKit's iPad landscape
    /// figure). At 375 it is the margins: x 16, width 343.
    func testReadableContentGuide() {
        let s = Solved("""
        canvas 1024x200
        breakpoints 1024 375
        view text
        text.leading == root.readable.leading
        text.trailing == root.readable.trailing
        text.top == root.readable.top
        text.height == 10
        """)
        XCTAssertEqual(s.frame("text", at: 0), [176, 0, 672, 10])
        XCTAssertEqual(s.frame("text", at: 1), [16, 0, 343, 10])
    }

    /// A custom guide takes part in layout: two equal spacer guides centre a
    /// 100-wide view between two 50-wide views in 400: 50 + g + 100 + g + 50
    /// = 400, so g = 100 and the middle view is at x 150. Its frame is
    /// reported in its owner's space.
    func testCustomGuidesAsSpacers() {
        let s = Solved("""
        canvas 400x100
        view west
        view middle
        view east
        guide gap1
        guide gap2
        west.size == 50x10
        middle.size == 100x10
        east.size == 50x10
        west.top == root.top
        middle.top == root.top
        east.top == root.top
        gap1.top == root.top
        gap2.top == root.top
        gap1.height == 0
        gap2.height == 0
        west.leading == root.leading
        gap1.leading == west.trailing
        middle.leading == gap1.trailing
        gap2.leading == middle.trailing
        east.leading == gap2.trailing
        east.trailing == root.trailing
        gap1.width == gap2.width
        """)
        XCTAssertEqual(s.frame("middle"), [150, 0, 100, 10])
        XCTAssertEqual(s.frame("gap1"), [50, 0, 100, 0])
        XCTAssertEqual(s.solutions.first?.frames["gap1"]?.parent, "root")
    }

    // MARK: Safe areas of subviews

    /// A subview's safe-area insets are the part of it its superview's
    /// unsafe area covers (UIView.safeAreaInsets; uikit-semantics.md §6).
    /// Root 390 × 844 with safe 47 top, 34 bottom:
    /// - header (0, 0, 390, 100): covered 47 at the top → `title.top ==
    ///   header.safe.top + 8` puts title at 47 + 8 = 55 in the header; its
    ///   margins (8, counted from its safe area) start at 47 + 8 = 55 too;
    /// - card at y 200, wholly safe: insets 0, `chip.top == card.safe.top`
    ///   is 0 in the card;
    /// - footer (0, 744, 390, 100): covered 34 at the bottom (844 − 34 = 810,
    ///   footer bottom 844) → `note.bottom == footer.safe.bottom - 8` ends
    ///   the note at 100 − 34 − 8 = 58 in the footer, y = 58 − 20 = 38;
    /// - banner at y 20, 100 tall: covered 27 at the top; its child `dot`
    ///   (10, 20 tall, at y 10 in the banner, so y 30…50 on screen) lies in
    ///   the banner's unsafe part up to 47, so dot's top inset is 17 and
    ///   `pin.top == dot.safe.top` puts pin 17 into the dot.
    func testSubviewsSafeAreasAreWhatTheUnsafeAreaCovers() {
        let s = Solved("""
        canvas 390x844
        root.safe = 47,0,34,0
        view header
          label title "Title"
        view card
          view chip
        view footer
          view note
        view banner
          view dot
            view pin
        header.leading == root.leading
        header.trailing == root.trailing
        header.top == root.top
        header.height == 100
        title.top == header.safe.top + 8
        title.leading == header.margins.leading
        card.leading == root.leading
        card.top == root.top + 200
        card.size == 200x100
        chip.top == card.safe.top
        chip.leading == card.leading
        chip.size == 10x10
        footer.leading == root.leading
        footer.trailing == root.trailing
        footer.bottom == root.bottom
        footer.height == 100
        note.bottom == footer.safe.bottom - 8
        note.leading == footer.leading
        note.size == 10x20
        banner.leading == root.leading + 250
        banner.top == root.top + 20
        banner.size == 100x100
        dot.top == banner.top + 10
        dot.leading == banner.leading
        dot.size == 10x20
        pin.top == dot.safe.top
        pin.leading == dot.leading
        pin.size == 2x2
        """)
        XCTAssertEqual(s.frame("title")[1], 55)
        XCTAssertEqual(s.frame("title")[0], 8)
        XCTAssertEqual(s.frame("chip"), [0, 0, 10, 10])
        XCTAssertEqual(s.frame("note"), [0, 38, 10, 20])
        XCTAssertEqual(s.frame("pin"), [0, 17, 2, 2])
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// Landscape, right to left: root 844 × 390 with 44 unsafe at each side
    /// (and 21 at the bottom). `side` sits at the leading edge, which in RTL
    /// is the right one: (744, 0, 100, 390). Its right 44 is unsafe, so its
    /// safe area's leading (right) edge is at 100 − 44 = 56 in it, and a
    /// 20-wide `mark` pinned there ends at 56: x = 36. Its bottom 21 is
    /// unsafe too: `mark.bottom == side.safe.bottom` → y = 390 − 21 − 10.
    func testSafeAreasOfSubviewsRightToLeft() {
        let s = Solved("""
        canvas 844x390
        direction rtl
        root.safe = 0,44,21,44
        view side
          view mark
        side.leading == root.leading
        side.top == root.top
        side.width == 100
        side.bottom == root.bottom
        mark.leading == side.safe.leading
        mark.bottom == side.safe.bottom
        mark.size == 20x10
        """)
        XCTAssertEqual(s.frame("side"), [744, 0, 100, 390])
        XCTAssertEqual(s.frame("mark"), [36, 359, 20, 10])
    }
}

/// A spacer guide constrained on one axis only (issue 28 §5): UIKit calls
/// the guide ambiguous, but nothing drawn depends on its other axis, so it
/// is a warning; once a view hangs from that axis, the view is ambiguous
/// and both are errors.
final class OneAxisGuideTests: XCTestCase {
    let spacer = """
    canvas 300x100
    view a
    view b
    guide g
    a.leading == root.leading
    a.width == 50
    b.width == 50
    g.leading == a.trailing
    b.leading == g.trailing
    g.width == a.width
    a.top == root.top
    a.height == 10
    b.height == 10
    """

    /// a at 0 (50 wide), the guide 50 wide after it, b after the guide:
    /// b.x = 50 + 50 = 100.
    func testAGuideOpenOnAnAxisNothingUsesIsAWarning() {
        let s = Solved(spacer + "\nb.top == root.top")
        XCTAssertEqual(s.frame("b"), [100, 0, 50, 10])
        XCTAssertEqual(s.diagnostics().map(\.severity), [.warning])
        XCTAssertEqual(s.kinds(), [.ambiguous])
    }

    func testAViewHangingFromTheOpenAxisMakesItAnError() {
        let s = Solved(spacer + "\nb.top == g.bottom")
        XCTAssertEqual(Set(s.diagnostics().map(\.severity)), [.error])
        XCTAssertTrue(s.diagnostics().contains { $0.views == ["b"] })
    }
}
