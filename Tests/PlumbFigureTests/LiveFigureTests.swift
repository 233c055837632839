import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// The live panel's markup and CSS (the markup contract in docs/site.md). Exactness in a browser is `Tests/Browser/check_site.py`'s.
final class LiveFigureTests: XCTestCase {
    static let image = """
    # The photo wants half the width, never less than 120
    canvas 375x100
    breakpoints 200 1000
    image photo intrinsic=-x-
    photo.leading == root.leading + 10
    photo.top == root.top
    photo.height == 40
    photo.width == root.width * 0.5 @750
    photo.width >= 120
    """

    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        return FigureRenderer().render(solved)
    }

    /// The panel spans the breakpoints (200 to 1000); the photo is 120 wide
    /// up to 240 and W/2 from there: the base rule (first piece) says 120px,
    /// one container query from 240 says 50cqw, and the @750 constraint is
    /// reported as giving way only below 240.
    func testPanelMarkupAndPieces() {
        let html = render(Self.image)
        XCTAssertTrue(html.contains("class=\"plumb-live\" id=\"fig-1-live\" data-live-min=\"200\" data-live-max=\"1000\" data-live-breaks=\"240\""), html)
        XCTAssertTrue(html.contains("data-view=\"photo\""))
        XCTAssertTrue(html.contains("#fig-1-live .v0{left:10px;top:0;width:120px;height:40px}"), html)
        XCTAssertTrue(html.contains("@container plumb-live (240px <= width){\n#fig-1-live .plumb-live-status > .s0{display:none}\n"
                                    + "#fig-1-live .plumb-live-status > .s1{display:block}\n#fig-1-live .v0{width:50cqw}\n}"), html)
        XCTAssertTrue(html.contains("Gives way at line 9: <code>photo.width == root.width * 0.5 @750</code>"), html)
        XCTAssertTrue(html.contains("At 240, &#39;photo&#39; starts following the width (width 0.5 W)"), html)
        XCTAssertFalse(html.lowercased().contains("<script"))
        // The live panel comes before the snapshots.
        let live = html.range(of: "plumb-live-panel")!.lowerBound, snapshots = html.range(of: "plumb-breakpoints")!.lowerBound
        XCTAssertLessThan(live, snapshots)
    }

    /// On a Chinese page the status line names the line in Chinese words
    /// (第 9 行), outside the code; the code holds the constraint alone.
    func testStatusLineSaysTheLineInThePagesLanguage() throws {
        let strings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("templates/strings/zh-Hans.json")
        let table = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: strings)) as? [String: String])
        let solved = SolvedBlock.solve(Self.image, origin: SourceLocation(line: 2, column: 1), line: 1, live: .automatic)
        var renderer = FigureRenderer()
        renderer.words = FigureWords(lookup: { table[$0] }, language: .chinese)
        let html = renderer.render(solved)
        XCTAssertTrue(html.contains("让步（第 9 行）：<code>photo.width == root.width * 0.5 @750</code>"), html)
    }

    /// One breakpoint: no live panel; `live 320...768` adds one.
    func testOneBreakpointHasNoPanelUnlessAsked() {
        let one = "canvas 320x40\nview a\na.edges == root.edges"
        XCTAssertFalse(render(one).contains("plumb-live"))
        XCTAssertTrue(render("live 320...768\n" + one).contains("data-live-min=\"320\" data-live-max=\"768\""))
    }

    /// Two changes 0.3 pt apart are one event for a reader (issue 30: the
    /// chat bubble's caption listed wraps and bends 0.002 pt apart). At 500
    /// `a` moves right by 40; at 500.3 it widens from 50 to 80: one
    /// sentence, said at 500, from the layout before 500 to the layout after
    /// 500.3, with the first condition that switched.
    func testCloseChangesAreOneEvent() {
        let html = render("""
        canvas 375x100
        live 320...768
        view a
        a.top == root.top
        a.height == 10
        when width < 500:
          a.leading == root.leading
        when width >= 500:
          a.leading == root.leading + 40
        when width < 500.3:
          a.width == 50
        when width >= 500.3:
          a.width == 80
        """)
        XCTAssertTrue(html.contains("data-live-breaks=\"500 500.3\""), html)
        XCTAssertTrue(html.contains("<p class=\"plumb-live-caption\">At 500, &#39;when width &lt; 500&#39; stops applying; "
                                    + "&#39;a&#39; gets wider (width 50 → 80).</p>"), html)
    }
}
