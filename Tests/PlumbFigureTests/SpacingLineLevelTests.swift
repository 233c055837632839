import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A spacing line is drawn level with the view whose gap it measures, even
/// when the superview is the constraint's first item (as VFL's `…-20-|`
/// writes it): the articles-got-wrong chapter's trailing gaps were drawn at
/// the root's middle, 200 points below the labels they belong to.
final class SpacingLineLevelTests: XCTestCase {
    /// Root 375 × 400, label 20 from each side (335 wide) at y 100, 40 tall:
    /// its middle is y 120. `root.trailing == label.trailing + 20` has the
    /// root first; the line runs from the label's trailing edge (355) to the
    /// root's (375) at y 120, not at the root's middle, y 200. The label's
    /// own leading gap (label first) is at y 120 as before.
    func testASuperviewFirstGapIsLevelWithTheInnerView() {
        let solved = SolvedBlock.solve("""
        canvas 375x400
        breakpoints 375
        view label
        label.leading == root.leading + 20
        root.trailing == label.trailing + 20
        label.top == root.top + 100
        label.height == 40
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("<line x1=\"355\" y1=\"120\" x2=\"375\" y2=\"120\"/>"), html)
        XCTAssertFalse(html.contains("y1=\"200\""), html)
        XCTAssertTrue(html.contains("<line x1=\"0\" y1=\"120\" x2=\"20\" y2=\"120\"/>"), html)
    }
}
