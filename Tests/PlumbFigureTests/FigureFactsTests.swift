import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// The figure draws ambiguity and ties from the solution's typed facts
/// (`BreakpointSolution.ambiguities`, `.ties`), not from its diagnostics.
final class FigureFactsTests: XCTestCase {
    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    /// `a` has only a height: the figure hatches it, marks it ambiguous and
    /// draws its ghost where the facts put it.
    func testAnAmbiguousViewIsDrawnWithItsGhost() {
        let solved = solve("""
        canvas 320x200
        view a
        a.height == 10
        """)
        XCTAssertEqual(solved.breakpoints.first?.ambiguities.first?.alternative?.x, 24)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("plumb-view plumb-view plumb-ambiguous\" data-view=\"a\""), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"plumb-ghost\"").count - 1, 1, html)
        XCTAssertEqual(html.components(separatedBy: "class=\"plumb-ambiguous-area\"").count - 1, 1, html)
    }

    /// Two constraints at 500 tie over `a`'s position: one "tie" label, on `a`.
    func testATieIsLabelledOnTheViewsItMoves() {
        let solved = solve("""
        canvas 300x100
        view fixed
        view a
        fixed.leading == root.leading
        fixed.top == root.top
        fixed.size == 50x20
        a.top == root.top
        a.size == 20x20
        a.leading == root.leading + 10 @500
        a.leading == fixed.trailing + 20 @500
        """)
        let html = FigureRenderer().render(solved)
        XCTAssertEqual(html.components(separatedBy: "plumb-tie\"").count - 1, 1, html)
    }
}
