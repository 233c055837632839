import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// What a figure draws between a stack's arranged views (issue 30): the
/// spacing, equal gaps for `equalSpacing`, equal centre distances for
/// `equalCentering`. Expected lengths derived by hand in each test.
final class StackMarkTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        return FigureRenderer().render(solved)
    }

    private func labels(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"plumb-mark").dropFirst().compactMap { part in
            guard let start = part.range(of: ">"), let end = part.range(of: "</span>") else { return nil }
            return String(part[start.upperBound..<end.lowerBound])
        }
    }

    /// A label's text without the view name a lane label starts with.
    private func values(_ html: String) -> [String] {
        labels(html).map { label in label.range(of: ": ").map { String(label[$0.upperBound...]) } ?? label }
    }

    private func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }

    /// Three views of 40, 100 and 60 in a 343-wide stack (375 − 2 × 16).
    /// equalSpacing: the slack 343 − 200 = 143 is shared by the two gaps,
    /// 71.5 each (at least the spacing, 4). equalCentering: the centres run
    /// from 20 (half of 40) to 343 − 30 = 313, equally apart:
    /// (313 − 20) / 2 = 146.5 between neighbours.
    func testEqualSpacingAndEqualCenteringAreDrawnDifferently() {
        let spaced = render("""
        canvas 375x100
        stack s spacing=4 distribution=equalSpacing alignment=top
          view a intrinsic=40x20
          view b intrinsic=100x20
          view c intrinsic=60x20
        s.leading == root.leading + 16
        s.trailing == root.trailing - 16
        s.top == root.top + 16
        """)
        XCTAssertEqual(labels(spaced).filter { $0 == "71.5 (≥ 4)" }.count, 2, "\(labels(spaced))")
        XCTAssertEqual(count("plumb-equal-tick", in: spaced), 4)  // two ticks per gap
        XCTAssertTrue(spaced.contains("equal gaps (equalSpacing)"))
        XCTAssertFalse(spaced.contains("equal centre distances"))

        let centred = render("""
        canvas 375x100
        stack s spacing=4 distribution=equalCentering alignment=top
          view a intrinsic=40x20
          view b intrinsic=100x20
          view c intrinsic=60x20
        s.leading == root.leading + 16
        s.trailing == root.trailing - 16
        s.top == root.top + 16
        """)
        XCTAssertEqual(labels(centred).filter { $0 == "146.5" }.count, 2, "\(labels(centred))")
        XCTAssertTrue(centred.contains("equal centre distances (equalCentering)"))
        XCTAssertFalse(centred.contains("equal gaps (equalSpacing)"))
    }

    /// `fill` with spacing 8, and 24 after `a` (`spacingAfter`): the gaps are
    /// exactly those, whatever the views' lengths. A hidden view leaves the
    /// chain: with `b` hidden, `a` and `c` are 24 apart (the spacing after
    /// `a`), and no mark is drawn for `b`.
    func testSpacingAndCustomSpacing() {
        let block = """
        canvas 375x100
        stack s spacing=8
          view a intrinsic=40x20 spacingAfter=24
          view b intrinsic=40x20
          view c intrinsic=40x20
        s.leading == root.leading
        s.top == root.top
        """
        let html = render(block)
        XCTAssertEqual(values(html).filter { $0 == "24" }.count, 1, "\(labels(html))")
        XCTAssertEqual(values(html).filter { $0 == "8" }.count, 1, "\(labels(html))")
        XCTAssertTrue(html.contains("stack spacing"))
        let hidden = render(block.replacingOccurrences(of: "view b intrinsic=40x20", with: "view b intrinsic=40x20 hidden=true"))
        XCTAssertEqual(values(hidden).filter { $0 == "24" }.count, 1, "\(labels(hidden))")
        XCTAssertEqual(values(hidden).filter { $0 == "8" }.count, 0, "\(labels(hidden))")
    }
    /// Views of 150, 100 and 45 in 343: equalSpacing shares the slack,
    /// 343 − 295 = 48, as two gaps of 24. "24 (≥ 4)" is wider than its gap:
    /// beside the line it would cover `a` or `b`. Above the row the
    /// stack's own top gap ("16", beside its line at x 187.5) is in the way,
    /// so it goes below, centred on the first gap (16 + 150 + 12 = 178),
    /// its top at the row's bottom plus a point (16 + 30 + 1 = 47).
    func testAGapLabelWiderThanItsGapLeavesTheRow() {
        let html = render("""
        canvas 375x100
        stack s spacing=4 distribution=equalSpacing alignment=top
          view a intrinsic=150x30
          view b intrinsic=100x30
          view c intrinsic=45x30
        s.leading == root.leading + 16
        s.trailing == root.trailing - 16
        s.top == root.top + 16
        """)
        XCTAssertTrue(html.contains("left:calc(100cqw*178/375);top:calc(100cqw*47/375);transform:translate(-50%,0%)\">24 (≥ 4)</span>"), html)
    }

    /// A vertical stack's gap label sits in the gap when only its line box's
    /// blank leading reaches over the two views. At the smallest scale (a
    /// 340-px column for a 375-pt canvas: 0.9067, capped at 0.9) a label's
    /// 14-px line is 14 / 0.9 = 15.56 pt: in a 12-pt gap it reaches
    /// (15.56 − 12) / 2 = 1.78 pt into each field, under the 2 pt allowed,
    /// so "12" is drawn beside the gap's line, level with its middle (a
    /// field is 33.797 tall: 20 + 33.797 + 6 = 59.797); in an 8-pt gap it would reach 3.78 pt, over the
    /// fields' borders, and goes to a lane under the drawing, named (its far
    /// pin, left of the form, is the form's leading "20"'s, which may not
    /// move that far from its line: `FigureLabels.place`).
    func testAGapLabelTakesOnlyTheBlankLeadingOverItsViews() {
        func html(spacing: Int) -> String {
            let solved = SolvedBlock.solve("""
            canvas 375x200
            stack form axis=vertical spacing=\(spacing)
              field a placeholder="Name"
              field b placeholder="Email"
            form.leading == root.leading + 20
            form.trailing == root.trailing - 20
            form.top == root.top + 20
            """, origin: SourceLocation(line: 2, column: 1), line: 1)
            return FigureRenderer(column: PageColumn(width: 760, narrowest: 340)).render(solved)
        }
        XCTAssertTrue(html(spacing: 12).contains("top:calc(100cqw*59.797/375);transform:translate(0%,-50%)\">12</span>"), html(spacing: 12))
        XCTAssertTrue(labels(html(spacing: 8)).contains("a: 8"), "\(labels(html(spacing: 8)))")
    }

    /// A stack's gap label may stand over the blank of a label view's frame
    /// (a label with no background shows only its text, kept clear as every
    /// view's text is), not over a view that draws more. A column at 16 of
    /// 375, 343 wide: title 16...42 with 24 after it, version 66...86, then
    /// date from 86 + 8 = 94. The 8-pt gap's line runs at the column's
    /// middle, x 16 + 343 / 2 = 187.5, and its first pin is 4 right of it,
    /// x 191.5, centred on y 90 (14 px at the phone's 0.9 scale: 15.6 pt,
    /// y 82.2...97.8, more than the gap and the 2 pt of each frame a label
    /// may take). "Version 2.4" is about 95 wide at 17 pt, so the pin is
    /// clear of both texts (the heights are set, to keep the sums round).
    /// With a background on `version`, the label keeps off its frame: it
    /// hangs from the gap's start, x 191.5 and y 86 down, over the blank of
    /// `date`'s. With both filled it goes beside the column, left of x 16 -
    /// 1 = 15 (where the custom-spacing figure's "8" went for plain labels
    /// before).
    func testAStackGapLabelMayStandOverALabelsBlankFrame() {
        func html(filled: Set<String> = []) -> String {
            func color(_ name: String) -> String { filled.contains(name) ? " color=#ffcc00" : "" }
            return render("""
            canvas 375x170
            stack column axis=vertical spacing=8
              label title "Release notes" spacingAfter=24
              label version "Version 2.4"\(color("version"))
              label date "Published"\(color("date"))
            column.leading == root.leading + 16
            column.trailing == root.trailing - 16
            column.top == root.top + 16
            title.height == 26
            version.height == 20
            date.height == 15
            """)
        }
        let plain = html()
        XCTAssertTrue(plain.contains("left:calc(100cqw*191.5/375);top:calc(100cqw*90/375);transform:translate(0%,-50%)\">8</span>"), plain)
        let oneFilled = html(filled: ["version"])
        XCTAssertTrue(oneFilled.contains("left:calc(100cqw*191.5/375);top:calc(100cqw*86/375);transform:translate(0%,0%)\">8</span>"), oneFilled)
        let bothFilled = html(filled: ["version", "date"])
        XCTAssertTrue(bothFilled.contains("left:calc(100cqw*15/375);top:calc(100cqw*90/375);transform:translate(-100%,-50%)\">8</span>"), bothFilled)
    }
}
