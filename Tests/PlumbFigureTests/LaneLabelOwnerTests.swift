import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A label pushed into a lane under the drawing names its view: two bare
/// "ambiguous" lines under the scroll-views chapter's missing-width figure
/// did not say which view each was about.
final class LaneLabelOwnerTests: XCTestCase {
    /// `page` has no width (the scroll view's content width is open), and
    /// it is 600 tall in a 200-tall root: the labels crowd the canvas, so
    /// they go in lanes, named.
    func testAnAmbiguousLabelInALaneNamesItsView() {
        let solved = SolvedBlock.solve("""
        canvas 320x200
        breakpoints 320
        scroll pane
          view page
        pane.edges == root.edges
        page.top == pane.content.top
        page.bottom == pane.content.bottom
        page.leading == pane.content.leading
        page.height == 600
        expect ambiguous
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        // The scroll view's content width is open too: both are named.
        XCTAssertTrue(html.contains(">page: ambiguous</span>"), html)
        XCTAssertTrue(html.contains(">pane: ambiguous</span>"), html)
    }
}
