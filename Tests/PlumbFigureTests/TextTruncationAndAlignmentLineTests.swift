import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure
import PlumbLayout

/// A `lines=N` label drawn as UILabel draws it, cut with "…" on its Nth
/// line; alignment lines that stop at a view's text (issue 30).
final class TextTruncationAndAlignmentLineTests: XCTestCase {
    private func render(_ text: String) -> (String, BreakpointSolution?) {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return (FigureRenderer().render(solved), solved.breakpoints.first)
    }

    /// The drawn text of the span inside view `name`.
    private func drawnText(of name: String, in html: String) -> (attributes: String, text: String)? {
        guard let view = html.range(of: "data-view=\"\(name)\""), let span = html.range(of: "<span class=\"plumb-text\"", range: view.upperBound..<html.endIndex),
              let close = html.range(of: ">", range: span.upperBound..<html.endIndex),
              let end = html.range(of: "</span>", range: close.upperBound..<html.endIndex) else { return nil }
        return (String(html[span.upperBound..<close.lowerBound]), String(html[close.upperBound..<end.lowerBound]))
    }

    /// 88 characters of 17-pt text in a 200-pt label need four or more
    /// lines (a line holds at most about 200 / 7 ≈ 28 of them); at `lines=2`
    /// UILabel keeps the first line as it breaks and ends the second with
    /// "…" where the rest stops fitting. So the figure draws exactly two
    /// lines, the first a start of the text, the second a later part of it
    /// ending in "…", and not the whole text for the browser to wrap (which
    /// showed the middle lines, centred in the box and clipped).
    func testALinesLimitedLabelEndsItsLastLineWithAnEllipsis() throws {
        let whole = "A long paragraph that will not fit in two lines of this narrow label, so UILabel cuts it"
        let (html, s) = render("""
        canvas 320x120
        label l "\(whole)" lines=2
        l.leading == root.leading + 20
        l.width == 200
        l.top == root.top + 20
        """)
        let drawn = try XCTUnwrap(drawnText(of: "l", in: html))
        XCTAssertTrue(drawn.attributes.contains("data-text-lines=\"2\""), drawn.attributes)
        XCTAssertTrue(drawn.attributes.contains("white-space:pre"), drawn.attributes)
        let lines = drawn.text.components(separatedBy: "\n")
        guard lines.count == 2 else { return XCTFail("drawn in \(lines.count) lines: \(drawn.text)") }
        XCTAssertTrue(whole.hasPrefix(lines[0]), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("…"), lines[1])
        let second = String(lines[1].dropLast())
        XCTAssertTrue(whole.dropFirst(lines[0].count).trimmingCharacters(in: .whitespaces).hasPrefix(second), second)
        // And it is where the solver cut: its record's lines, its "…".
        let record = try XCTUnwrap(s?.text["l"]?.truncation)
        XCTAssertEqual(record.line, 1)
        XCTAssertEqual(lines[1], record.drawn)
    }

    /// A label that fits its lines is drawn whole and wraps as before.
    func testALabelThatFitsIsNotCut() throws {
        let (html, _) = render("""
        canvas 320x120
        label l "Short" lines=2
        l.leading == root.leading + 20
        l.width == 200
        l.top == root.top + 20
        """)
        let drawn = try XCTUnwrap(drawnText(of: "l", in: html))
        XCTAssertEqual(drawn.text, "Short")
        XCTAssertFalse(drawn.attributes.contains("data-text-truncated"))
    }

    /// `box` (40 × 40 at x 20, y 70) and the label `m` centred on it: the
    /// centre line is y = 70 + 20 = 90, across both from x 20 to m's end.
    /// `m` starts at 20 + 40 + 8 = 68 and its text fills it from there, so
    /// the line runs from 20 to 68 and stops at the text.
    func testACentreLineStopsAtTheText() {
        let (html, _) = render("""
        canvas 320x120
        label m "Middle" font=20
        view box intrinsic=40x40
        box.leading == root.leading + 20
        box.top == root.top + 70
        m.leading == box.trailing + 8
        m.centerY == box.centerY
        """)
        let lines = html.components(separatedBy: "<line class=\"plumb-align\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
        XCTAssertEqual(lines, [" x1=\"20\" y1=\"90\" x2=\"68\" y2=\"90\"/"])
    }

    /// Two labels' baselines, text edge to edge: nothing of the line is
    /// left between the texts, so stubs 6 pt long outside both views show
    /// it. `a` starts at 20, `b` right after it, both one line high.
    func testABaselineThroughTextOnlyIsDrawnAsStubs() {
        let (html, s) = render("""
        canvas 320x120
        label a "Large" font=28
        label b "small"
        a.leading == root.leading + 20
        a.top == root.top + 20
        b.leading == a.trailing
        b.firstBaseline == a.firstBaseline
        """)
        guard let s, let fa = s.frames["a"], let fb = s.frames["b"], let text = s.text["a"] else { return XCTFail("not solved") }
        let y = fa.y + text.firstBaseline
        let end = 20 + fa.width + fb.width
        let expected = [" x1=\"14\" y1=\"\(HTML.number(y))\" x2=\"20\" y2=\"\(HTML.number(y))\"/",
                        " x1=\"\(HTML.number(end))\" y1=\"\(HTML.number(y))\" x2=\"\(HTML.number(end + 6))\" y2=\"\(HTML.number(y))\"/"]
        let lines = html.components(separatedBy: "<line class=\"plumb-align\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
        XCTAssertEqual(lines, expected)
    }

    /// A vertical stack of two 40-pt buttons centred on the root: the
    /// centre line x = 160 runs from the root's top (0) to its bottom (200)
    /// and, though it relates only the stack and the root, stops at each
    /// title, which a button centres in its frame. The stack is 40 + 20 +
    /// 40 = 100 tall, centred: y 50 to 150; b1 is 50...90 and b2 110...150,
    /// so each title's box is its line height centred there, and what is
    /// left is 0 to b1's title, between the two titles, and b2's to 200.
    /// The centre-Y line y = 100 lies in the 20-pt gap (90...110), clear of
    /// both titles: whole, from 0 to 320.
    func testAStacksCentreLineStopsAtItsArrangedButtonsTitles() {
        let (html, s) = render("""
        canvas 320x200
        stack s axis=vertical spacing=20
          button b1 "Sign in"
          button b2 "Register"
        b1.height == 40
        b2.height == 40
        s.centerX == root.centerX
        s.centerY == root.centerY
        """)
        guard let s, let t1 = s.text["b1"], let t2 = s.text["b2"] else { return XCTFail("not solved") }
        let top1 = 50 + (40 - t1.lineHeight) / 2, top2 = 110 + (40 - t2.lineHeight) / 2
        let expected = [(0, top1), (top1 + t1.lineHeight, top2), (top2 + t2.lineHeight, 200)].map { a, b in
            " x1=\"160\" y1=\"\(HTML.number(a))\" x2=\"160\" y2=\"\(HTML.number(b))\"/"
        } + [" x1=\"0\" y1=\"100\" x2=\"320\" y2=\"100\"/"]
        let lines = html.components(separatedBy: "<line class=\"plumb-align\"").dropFirst().map { String($0.prefix { $0 != ">" }) }
        XCTAssertEqual(lines, expected)
    }
}
