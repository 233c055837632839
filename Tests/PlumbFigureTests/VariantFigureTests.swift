import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A block's variants drawn as one figure with CSS-only tabs (issue 30).
final class VariantFigureTests: XCTestCase {
    let text = """
    # Who gives way
    canvas 300x100
    breakpoints 300
    label a "A" intrinsic=200x20
    label b "B" intrinsic=150x20 resistance.h=749
    a.leading == root.leading + 10
    b.leading == a.trailing + 10
    b.trailing == root.trailing - 10
    a.top == root.top + 10
    b.top == root.top + 10
    variant "Floor":
      b.width >= 100
    variant "Lower":
      - a.top == root.top + 10
      a.top == root.top + 40
    """

    private func html() -> String {
        FigureRenderer().render(SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1))
    }

    /// One radio per tab (the block as written first, checked), one panel
    /// per tab, each with its own breakpoint panel.
    func testOneTabAndOnePanelPerVariant() {
        let html = html()
        XCTAssertEqual(html.components(separatedBy: "<input type=\"radio\" name=\"fig-1-variant\"").count - 1, 3)
        XCTAssertTrue(html.contains("id=\"fig-1-variant-0\" data-variant=\"As written\" data-variant-index=\"0\" checked"))
        XCTAssertTrue(html.contains("data-variant=\"Floor\" data-variant-index=\"1\">"))
        XCTAssertEqual(html.components(separatedBy: "<div class=\"plumb-variant\"").count - 1, 3)
        XCTAssertEqual(html.components(separatedBy: "class=\"plumb-panel\"").count - 1, 3)
        XCTAssertFalse(html.contains("<script"))
    }

    /// "Floor" resizes both labels (a 200 → 170, b 70 → 100, which also
    /// moves b from 220 to 190); "Lower" moves `a` down by 30 and leaves b.
    func testChangedConstraintsAndChangedViewsAreMarked() throws {
        let tabs = Array(html().components(separatedBy: "<div class=\"plumb-variant\"").dropFirst())
        XCTAssertEqual(tabs.count, 3)
        XCTAssertFalse(tabs[0].contains("plumb-variant-moved"), "the first tab is what the others are compared with")
        XCTAssertTrue(tabs[1].contains("data-view=\"a\" style=") && tabs[1].contains("data-variant-change=\"resized\""))
        XCTAssertTrue(tabs[1].contains("data-variant-change=\"moved and resized\""), "b moves and grows")
        XCTAssertTrue(tabs[1].contains("<g class=\"plumb-variant-added\">"), "the floor's line is marked")
        XCTAssertTrue(tabs[1].contains("<ins><code>b.width &gt;= 100</code></ins>"))
        XCTAssertTrue(tabs[1].contains("added by this variant") && tabs[1].contains("moved or resized by this variant"))
        XCTAssertEqual(tabs[2].components(separatedBy: "data-variant-change=").count - 1, 1, "only a moved")
        XCTAssertTrue(tabs[2].contains("data-variant-change=\"moved\""))
        XCTAssertTrue(tabs[2].contains("<del><code>a.top == root.top + 10</code></del>"))
    }

    /// Each panel's SVG ids are its own: a pattern inside a hidden tab
    /// would draw nothing in the tab shown.
    func testSVGIdsAreUniqueAcrossTabs() {
        let ids = html().components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids: \(ids)")
    }
}
