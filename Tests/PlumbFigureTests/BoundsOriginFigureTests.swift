import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// Frame versus bounds (issue 33): a moved bounds origin (`contentOffset`)
/// moves where subviews are drawn, never a frame the solver computes.
final class BoundsOriginFigureTests: XCTestCase {
    /// The guide's figure (scroll-views.md, "Frame, bounds, and what
    /// scrolling moves"), scrolled by 120.
    private let scrolled = """
    canvas 390x350
    scroll feed contentOffset=0,120
      view card
    feed.top == root.top + 130
    feed.leading == root.leading + 20
    feed.trailing == root.trailing - 20
    feed.height == 200
    card.top == feed.top + 140
    card.leading == feed.leading + 20
    card.trailing == feed.trailing - 20
    card.bottom == feed.bottom - 20
    card.width == feed.width - 40
    card.height == 60
    """

    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
    }

    /// By hand: feed's frame is (20, 130, 350, 200) (130 from the top, 20
    /// in on each side of 390). card's constraints are to feed's content
    /// area: 140 down, 20 in, 390 − 80 = 310 wide, 60 high; with or
    /// without the offset, the solver's frames are the same.
    func testTheOffsetChangesNoFrame() throws {
        let moved = try XCTUnwrap(solve(scrolled).breakpoints.first)
        let still = try XCTUnwrap(solve(scrolled.replacingOccurrences(of: " contentOffset=0,120", with: "")).breakpoints.first)
        XCTAssertEqual(moved.frames["feed"], SolvedFrame(x: 20, y: 130, width: 350, height: 200, parent: "root"))
        XCTAssertEqual(moved.frames["card"], SolvedFrame(x: 20, y: 140, width: 310, height: 60, parent: "feed"))
        XCTAssertEqual(moved.frames["card"], still.frames["card"])
        // The content: 140 + 60 + 20 = 220 high, 20 + 310 + 20 = 350 wide.
        XCTAssertEqual(moved.contentSizes["feed"]?.height, 220)
        XCTAssertEqual(moved.boundsOrigins["feed"], BoundsOrigin(x: 0, y: 120))
        XCTAssertEqual(moved.boundsShift(of: "card"), BoundsOrigin(x: 0, y: 120))
        XCTAssertNil(still.boundsOrigins["feed"])
    }

    /// Drawn: card at its frame's origin less feed's bounds origin, in
    /// feed's box: (20, 140 − 120) = (20, 20). The content extent starts at
    /// the offset's opposite, (0, −120). The ghost is where card would be
    /// drawn at offset zero, in root space (40, 130 + 140) = (40, 270), and
    /// the labels give both rectangles' numbers.
    func testSubviewsAreDrawnShiftedAndLabelled() {
        let html = FigureRenderer().render(solve(scrolled))
        XCTAssertTrue(html.contains("data-view=\"card\" style=\"left:calc(100cqw*20/390);top:calc(100cqw*20/390);"), html)
        XCTAssertTrue(html.contains("class=\"plumb-content-extent\" style=\"left:0;top:calc(100cqw*-120/390);"), html)
        XCTAssertTrue(html.contains("<rect class=\"plumb-bounds-ghost\" x=\"40\" y=\"270\" width=\"310\" height=\"60\"/>"), html)
        XCTAssertTrue(html.contains(">frame (20, 130, 350, 200)<"), html)
        XCTAssertTrue(html.contains(">bounds (0, 120, 350, 200)<"), html)
        XCTAssertTrue(html.contains("frame.origin (20, 140), drawn at (20, 20)"), html)
        // card.top == feed.top + 140 measures from the content's top: on
        // screen 130 − 120 = 10 down to card's drawn top, 130 + 20 = 150.
        XCTAssertTrue(html.contains("<line x1=\"195\" y1=\"10\" x2=\"195\" y2=\"150\"/>"), html)
    }

    /// A plain view's `bounds.origin` moves its subviews the same way; and
    /// a value that is not X,Y is an error naming the shape.
    func testBoundsOriginOnAPlainView() throws {
        let s = try XCTUnwrap(solve("""
        canvas 200x200
        view box bounds.origin=10,30
          view dot
        box.edges == root.edges
        dot.top == box.top + 50
        dot.leading == box.leading + 50
        dot.size == 20x20
        """).breakpoints.first)
        // By hand: dot's frame (50, 50) in box; drawn at (50 − 10, 50 − 30).
        XCTAssertEqual(s.frames["dot"], SolvedFrame(x: 50, y: 50, width: 20, height: 20, parent: "box"))
        XCTAssertEqual(s.boundsShift(of: "dot"), BoundsOrigin(x: 10, y: 30))
        let bad = solve("canvas 200x200\nscroll s contentOffset=12\ns.edges == root.edges")
        XCTAssertTrue(bad.diagnostics.contains { $0.message.contains("X,Y") }, "\(bad.diagnostics.map(\.message))")
    }
}
