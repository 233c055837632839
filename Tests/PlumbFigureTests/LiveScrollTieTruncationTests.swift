import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// What the live panel draws besides frames and spacing marks (issue 30):
/// a scroll view's off-screen content dimmed, the views a tie moves ringed,
/// and text cut with "…", each only at the widths where it holds.
final class LiveScrollTieTruncationTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        return FigureRenderer().render(solved)
    }

    /// Solved as a snapshot at `width`: the text `name` is laid out in.
    private func snapshot(_ text: String, _ width: Double, _ name: String) -> MeasuredText? {
        let solved = SolvedBlock.solve(text.replacingOccurrences(of: "breakpoints 320", with: "breakpoints \(width)"),
                                       origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return solved.breakpoints.first?.text[name]
    }

    /// Derived by hand: the scroll view is W × 200 at the top; its card is
    /// 300 × 400, 20 in from each edge of the content, so the content is
    /// 340 × 440. Off screen at every width: the bottom (440 > 200) and,
    /// below W = 340, the right. The veil covers the content's extent, from
    /// (0, 0) to (max(W, 340), 440): its edges are the largest of the
    /// frame's, the content's (340, 440) and the card's (320, 420); the
    /// frame (0, 0, W, 200) is cut out. Every frame is affine in W over the
    /// range, so it is one rule. The panel clips at its own box, so the
    /// canvas (the root, 300 tall) gets room under it for the content's
    /// 440 − 300 = 140 below.
    func testScrollContentOutsideTheFrameIsDimmedAtEveryWidth() {
        let html = render("""
        # Scroll
        canvas 375x300
        breakpoints 320
        live 320...768
        scroll s
          view card
        s.leading == root.leading
        s.trailing == root.trailing
        s.top == root.top
        s.height == 200
        card.leading == s.content.leading + 20
        card.top == s.content.top + 20
        card.trailing == s.content.trailing - 20
        card.bottom == s.content.bottom - 20
        card.width == 300
        card.height == 400
        """)
        let live = html[html.range(of: "plumb-live-panel")!.lowerBound...]
        XCTAssertTrue(live.contains(#"<div class="plumb-offscreen o0"></div>"#), String(live))
        XCTAssertTrue(live.contains("#fig-1-live .o0{left:0px;top:0px;width:max(100cqw, 340px);height:440px;"
                                    + "clip-path:polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,0px 0px,100cqw 0px,100cqw 200px,0px 200px,0px 0px)}"),
                      String(live))
        XCTAssertTrue(live.contains("#fig-1-live .plumb-live-canvas{height:300px;margin-bottom:140px}"), String(live))
    }

    /// All of it on screen: no veil on the live panel either.
    func testContentInsideTheFrameHasNoVeil() {
        let html = render("""
        canvas 375x300
        breakpoints 320
        live 320...768
        scroll s
          view card
        s.leading == root.leading
        s.trailing == root.trailing
        s.top == root.top
        s.height == 200
        card.leading == s.content.leading
        card.top == s.content.top
        card.trailing == s.content.trailing
        card.bottom == s.content.bottom
        card.width == s.frame.width
        card.height == 100
        """)
        XCTAssertFalse(html.contains("plumb-offscreen"), html)
    }

    /// Derived by hand: two labels in a row, 16 from each edge and 8
    /// apart. Where their texts fit (W ≥ 40 + both widths) the slack goes
    /// to `a`, whose hugging (250) is below `b`'s (251): one answer. Where
    /// they do not, both resist at 750: a tie, which UIKit may settle
    /// either way. So the tie is named in the status line and both views
    /// are ringed only below W = 40 + the two texts' widths.
    func testATieIsDrawnOnlyWhereItHolds() throws {
        let text = """
        canvas 375x60
        breakpoints 200 600
        live 200...600
        label a "Left text here"
        label b "Right text here" hugging.h=251
        a.leading == root.leading + 16
        b.leading == a.trailing + 8
        b.trailing == root.trailing - 16
        a.centerY == root.centerY
        b.centerY == root.centerY
        """
        let html = render(text)
        let measure = TextMeasurer.shipped
        let fit = 40 + roundedPoints(measure.width(of: "Left text here", size: 17)) + roundedPoints(measure.width(of: "Right text here", size: 17))
        XCTAssertTrue(html.contains(#"<span class="plumb-tie">Tie, UIKit may draw either: <code>"#), html)
        XCTAssertEqual(html.components(separatedBy: #"<span class="plumb-live-tie" aria-hidden="true"></span>"#).count - 1, 2)
        let breaks = try XCTUnwrap(html.range(of: #"data-live-breaks=""#)).upperBound
        let first = try XCTUnwrap(Double(html[breaks...].prefix { $0 != " " && $0 != "\"" }))
        XCTAssertEqual(first, fit, accuracy: 0.01, "the tie ends where both texts fit")
        // The first piece (the base rules) is tied; the one after it is not.
        XCTAssertTrue(html.contains("#fig-1-live .v1 > .plumb-live-tie{visibility:visible}"), html)
        XCTAssertTrue(html.contains("#fig-1-live .v1 > .plumb-live-tie{visibility:hidden}"), html)
    }

    /// Derived by hand: a one-line label half the root's width is cut
    /// where that is less than its text: below W = 2 × the text's width.
    /// The snapshots agree on either side of that width (just below it
    /// UILabel cuts, just above it does not). The label beside it, always
    /// wide enough, gets no element for an ellipsis.
    func testAOneLineLabelIsCutOnlyBelowTwiceItsTextWidth() throws {
        let text = """
        canvas 375x60
        breakpoints 320
        live 200...600
        label l "Truncate me please"
        label m "M"
        l.leading == root.leading
        l.top == root.top
        l.width == root.width * 0.5
        m.leading == root.leading
        m.top == l.bottom
        """
        let html = render(text)
        let t = TextMeasurer.shipped.rawWidth(of: "Truncate me please", size: 17)
        let rule = try XCTUnwrap(html.range(of: "(width <= ")).upperBound
        let edge = try XCTUnwrap(Double(html[rule...].prefix { $0 != "p" }))
        XCTAssertEqual(edge, 2 * t, accuracy: 0.01)
        XCTAssertTrue(html.contains("px){#fig-1-live .v0 > .plumb-text > .plumb-cut{text-overflow:ellipsis}}"), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"plumb-cut\"").count - 1, 1, "only l's text")
        XCTAssertNotNil(snapshot(text, edge - 0.01, "l")?.truncation, "cut just below")
        XCTAssertNil(snapshot(text, edge + 0.01, "l")?.truncation, "whole just above")
    }

    /// A `lines=2` label half the root's width: cut where its text wraps
    /// into a third line. The threshold is where the snapshots change from
    /// cut to whole; there the figure clamps it to two lines with "…".
    func testALinesLimitedLabelIsClampedWhereItNeedsMoreLines() throws {
        let text = """
        canvas 375x80
        breakpoints 320
        live 200...600
        label l "A longer text that needs a few lines at narrow widths" lines=2
        l.leading == root.leading
        l.top == root.top
        l.width == root.width * 0.5
        """
        let html = render(text)
        XCTAssertTrue(html.contains(#"<span class="plumb-cut plumb-cut-lines" style="-webkit-line-clamp:2">"#), html)
        let rule = try XCTUnwrap(html.range(of: "(width <= ")).upperBound
        let edge = try XCTUnwrap(Double(html[rule...].prefix { $0 != "p" }))
        XCTAssertTrue(html.contains("px){#fig-1-live .v0 > .plumb-text > .plumb-cut{display:-webkit-box}}"), html)
        XCTAssertNotNil(snapshot(text, edge - 0.01, "l")?.truncation, "cut just below")
        XCTAssertNil(snapshot(text, edge + 0.01, "l")?.truncation, "whole just above")
    }
}
