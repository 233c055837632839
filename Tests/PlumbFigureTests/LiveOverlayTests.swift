import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// The live panel's overlay (issue 30): spacing marks placed by container
/// queries, their numbers or formulas in W, and labels kept only where they
/// stay clear. Exactness in a browser is `Tests/Browser/check_site.py`'s.
final class LiveOverlayTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        return FigureRenderer().render(solved)
    }

    /// Derived by hand, W the root width, 400 ≤ W ≤ 768 (one piece: every
    /// frame is affine in W there): a = (10, 20, 100, 40); b from 118 to
    /// W − 20, at the same y; c = (W/2, 70, 50, 20).
    /// - `a.leading == root.leading + 10`: a line from 0 to 10 at a's middle
    ///   (y 40). Its label "10" (about 16 px) centred on x 5 would start left
    ///   of the canvas; flush with the line's start (x 0 to 16) above it, it
    ///   would meet a's name (x 12 to 22, y 21 to 35); below it: clear.
    /// - `a.top == root.top + 20`: from y 0 to 20 at a's middle (x 60),
    ///   "20" to its right (y 3 to 17, clear of a's name at y 21).
    /// - `b.leading == a.trailing + 8`: from 110, 8 wide, at y 40. Above
    ///   (x 108.7 to 119.3) it would touch b's name (from x 120) within the
    ///   1 px margin: below.
    /// - `b.trailing == root.trailing − 20`: from W − 20, 20 wide: "20" above.
    /// - `c.top == a.bottom + 10`: from y 60, 10 high, at c's middle x W/2 + 25.
    /// - `c.leading >= a.trailing + 8`: from 110 to W/2, so W/2 − 110 wide,
    ///   labelled with its formula "0.5 W − 110", above the line at y 80.
    /// - `c.leading == root.centerX` is no length (both at W/2): no mark;
    ///   `b.top == a.top` is an alignment: no mark.
    static let marks = """
    # Marks
    canvas 375x100
    live 400...768
    view a
    view b
    view c
    a.leading == root.leading + 10
    a.top == root.top + 20
    a.width == 100
    a.height == 40
    b.leading == a.trailing + 8
    b.top == a.top
    b.trailing == root.trailing - 20
    b.height == 40
    c.leading == root.centerX
    c.top == a.bottom + 10
    c.width == 50
    c.height == 20
    c.leading >= a.trailing + 8
    """

    func testSpacingMarksFollowTheViews() {
        let html = render(Self.marks)
        for element in [
            #"<div class="plumb-live-spacing plumb-h m0" data-from="a.leading" data-to="root.leading"><span class="plumb-mark plumb-below-start">10</span></div>"#,
            #"<div class="plumb-live-spacing plumb-v m1" data-from="a.top" data-to="root.top"><span class="plumb-mark plumb-right">20</span></div>"#,
            #"<div class="plumb-live-spacing plumb-h m2" data-from="b.leading" data-to="a.trailing"><span class="plumb-mark plumb-below">8</span></div>"#,
            #"<div class="plumb-live-spacing plumb-h m3" data-from="b.trailing" data-to="root.trailing"><span class="plumb-mark plumb-above">20</span></div>"#,
            #"<div class="plumb-live-spacing plumb-v m4" data-from="c.top" data-to="a.bottom"><span class="plumb-mark plumb-right">10</span></div>"#,
            #"<div class="plumb-live-spacing plumb-h m5" data-from="c.leading" data-to="a.trailing"><span class="plumb-mark plumb-above">0.5 W − 110</span></div>"#,
        ] {
            XCTAssertTrue(html.contains(element), element)
        }
        XCTAssertFalse(html.contains("m6"), "a mark for the alignment or the zero length")
        // One piece: each mark's place is a plain rule.
        for rule in ["#fig-1-live .m0{display:block;left:0;top:40px;width:10px}",
                     "#fig-1-live .m1{display:block;left:60px;top:0;height:20px}",
                     "#fig-1-live .m2{display:block;left:110px;top:40px;width:8px}",
                     "#fig-1-live .m3{display:block;left:calc(-20px + 100cqw);top:40px;width:20px}",
                     "#fig-1-live .m4{display:block;left:calc(25px + 50cqw);top:60px;height:10px}",
                     "#fig-1-live .m5{display:block;left:110px;top:80px;width:calc(-110px + 50cqw)}"] {
            XCTAssertTrue(html.contains(rule), rule)
        }
    }

    /// Derived by hand: a is pinned 10 from the leading edge, at least 120
    /// wide, and wants its trailing edge 100 from the root's (@750). Up to
    /// W = 230 that cannot hold: a is 120 wide and the gap W − 130 (gives
    /// way); from 230 a is W − 110 wide and the gap 100. So the mark is two
    /// elements: "W − 130" dashed red (as the snapshots and the legend draw
    /// a constraint that gives way) in `(width < 230px)` and "100" in
    /// `(230px <= width)`, each starting where a ends.
    func testAMarkThatGivesWayInPartOfTheRangeShowsOnlyThere() {
        let html = render("""
        # Gives way below 230
        canvas 375x60
        live 200...1000
        view a
        a.leading == root.leading + 10
        a.top == root.top
        a.height == 40
        a.width >= 120
        a.trailing == root.trailing - 100 @750
        """)
        XCTAssertTrue(html.contains("data-live-breaks=\"230\""), html)
        XCTAssertTrue(html.contains(#"<div class="plumb-live-spacing plumb-h m1 plumb-violated" data-from="a.trailing" data-to="root.trailing">"#
                                    + #"<span class="plumb-mark plumb-above plumb-violated">W − 130</span></div>"#), html)
        XCTAssertTrue(html.contains(#"<div class="plumb-live-spacing plumb-h m2" data-from="a.trailing" data-to="root.trailing">"#
                                    + #"<span class="plumb-mark plumb-above">100</span></div>"#), html)
        XCTAssertTrue(html.contains("@container plumb-live (width < 230px){#fig-1-live .m1{display:block;left:130px;top:20px;width:calc(-130px + 100cqw)}}"), html)
        XCTAssertTrue(html.contains("@container plumb-live (230px <= width){#fig-1-live .m2{display:block;left:calc(-100px + 100cqw);top:20px;width:100px}}"), html)
    }

    /// Derived by hand: "Key" and "Value" side by side, 8 apart, both from
    /// y 30 to 50 (so the line is at y 40, 10 from their edges). Beside
    /// the line, centred (x 98.7 to 109.3) or flush with either end, "8"
    /// would cover a text; past the view's top edge, 2 px clear (y 13 to
    /// 27), it is clear: `plumb-above-out`, moved up by `--plumb-reach`
    /// (half a's height, 10). `a.top == root.top + 30`: a vertical line
    /// at a's middle (x 50), "30" to its right (y 8 to 22).
    func testALabelWithNoRoomBesideItsLineGoesPastTheView() {
        let html = render("""
        canvas 375x80
        live 320...768
        label a text="Key"
        label b text="Value"
        a.leading == root.leading
        a.top == root.top + 30
        a.height == 20
        a.width == 100
        b.leading == a.trailing + 8
        b.top == a.top
        b.height == 20
        b.trailing == root.trailing
        """)
        XCTAssertTrue(html.contains(#"<div class="plumb-live-spacing plumb-v m0" data-from="a.top" data-to="root.top"><span class="plumb-mark plumb-right">30</span></div>"#), html)
        XCTAssertTrue(html.contains(#"<div class="plumb-live-spacing plumb-h m1" data-from="b.leading" data-to="a.trailing"><span class="plumb-mark plumb-above-out">8</span></div>"#), html)
        XCTAssertTrue(html.contains("#fig-1-live .m1{display:block;left:100px;top:40px;width:8px;--plumb-reach:10px}"), html)
    }

    /// A label is dropped where it cannot be kept clear at every width of
    /// its piece: between two labelled views 8 apart, "8" (about 10.5 px)
    /// would cover a view's text whichever side of its line it hangs, and
    /// past the views (as tall as the canvas) it would leave the canvas, so
    /// the line has no number; the snapshots keep theirs. (`a.leading == root.leading`
    /// is an alignment at 0, with no mark: the spacing is the first, m0.)
    func testALabelThatWouldCoverTextIsDropped() {
        let html = render("""
        canvas 375x40
        live 320...768
        label a text="Left"
        label b text="Right"
        a.leading == root.leading
        a.top == root.top
        a.height == 40
        a.width == 100
        b.leading == a.trailing + 8
        b.top == root.top
        b.height == 40
        b.trailing == root.trailing
        """)
        XCTAssertTrue(html.contains(#"<div class="plumb-live-spacing plumb-h m0" data-from="b.leading" data-to="a.trailing"></div>"#), html)
    }
}
