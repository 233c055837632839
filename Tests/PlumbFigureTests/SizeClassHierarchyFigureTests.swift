import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A tree that changes with the size class is drawn with each breakpoint's
/// own tree, and its one live panel snaps to the other tree where the
/// class changes.
final class SizeClassHierarchyFigureTests: XCTestCase {
    let card = """
    canvas 375x200
    breakpoints 375 820
    view card
      when compact:
        image photo
      when regular:
        stack row axis=horizontal
          image photo
          view rest
    card.edges == super.edges + 16
    when compact:
      photo.edges == card.edges + 12
    when regular:
      row.edges == card.edges + 12
      photo.width == row.width * 0.4
    """

    func testEachSnapshotDrawsItsOwnTreeAndTheLivePanelSplits() throws {
        let solved = SolvedBlock.solve(card, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let html = FigureRenderer().render(solved)
        let panels = html.components(separatedBy: "class=\"plumb-panel\"").dropFirst()
        XCTAssertEqual(panels.count, 2)
        XCTAssertFalse(panels.first!.contains("data-view=\"row\""), "compact has no row")
        XCTAssertTrue(panels.last!.contains("data-view=\"row\""))
        // One live panel over the whole range, breaking at 694, holding
        // both trees; container queries show each in its class only.
        XCTAssertEqual(html.components(separatedBy: "class=\"plumb-live\"").count - 1, 1)
        XCTAssertTrue(html.contains("id=\"fig-1-live\" data-live-min=\"375\" data-live-max=\"820\""))
        let breaks = try XCTUnwrap(html.range(of: "data-live-breaks=\"").map { html[$0.upperBound...].prefix { $0 != "\"" } })
        XCTAssertTrue(breaks.split(separator: " ").contains("694"), String(breaks))
        XCTAssertTrue(html.contains("<div class=\"plumb-live-class\" id=\"fig-1-live-compact\" data-size-class=\"compact\">"))
        XCTAssertTrue(html.contains("<div class=\"plumb-live-class\" id=\"fig-1-live-regular\" data-size-class=\"regular\">"))
        XCTAssertTrue(html.contains("@container plumb-live (694px <= width){#fig-1-live-compact{display:none}}"))
        XCTAssertTrue(html.contains("@container plumb-live (width < 694px){#fig-1-live-regular{display:none}}"))
        XCTAssertTrue(html.contains("At 694 the size class turns regular"))
        // Only the regular tree has a row.
        let regular = try XCTUnwrap(html.components(separatedBy: "id=\"fig-1-live-regular\"").dropFirst().first?.components(separatedBy: "plumb-live-caption").first)
        let compact = try XCTUnwrap(html.components(separatedBy: "id=\"fig-1-live-compact\"").dropFirst().first?.components(separatedBy: "id=\"fig-1-live-regular\"").first)
        XCTAssertTrue(regular.contains("data-view=\"row\""))
        XCTAssertFalse(compact.contains("data-view=\"row\""))
        // The constraint table has one row per constraint of either class,
        // each class's blank in the other's column: the three edges
        // shorthands are four each, and the 0.4 width one: 13.
        XCTAssertTrue(html.contains("<summary>13 constraints"), String(html.split(separator: "<summary>").dropFirst().first ?? ""))
    }
}
