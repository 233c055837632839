import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A tree that changes with the size class is drawn with each breakpoint's
/// own tree, and its live panel is split where the class changes.
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
        XCTAssertTrue(html.contains("id=\"fig-1-live-compact\""))
        XCTAssertTrue(html.contains("id=\"fig-1-live-regular\""))
        XCTAssertTrue(html.contains("Live (compact): drag the panel’s corner to resize it, from 375 to 693 pt"))
        XCTAssertTrue(html.contains("Live (regular): drag the panel’s corner to resize it, from 694 to 820 pt"))
        // The constraint table has one row per constraint of either class,
        // each class's blank in the other's column: the three edges
        // shorthands are four each, and the 0.4 width one: 13.
        XCTAssertTrue(html.contains("<summary>13 constraints"), String(html.split(separator: "<summary>").dropFirst().first ?? ""))
    }
}
