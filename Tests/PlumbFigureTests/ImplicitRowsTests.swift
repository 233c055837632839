import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// The implicit constraints travel from the solver as `ConstraintMention`s
/// and are worded only when the figure draws its table; a row is the same
/// row at every breakpoint it appears at.
final class ImplicitRowsTests: XCTestCase {
    func testRowsTravelAsDataAndAreWordedInTheTable() {
        let solved = SolvedBlock.solve("""
        canvas 320xauto
        breakpoints 320 768
        view box frame=10,10,100,40
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.breakpoints.count, 2)
        for b in solved.breakpoints {
            XCTAssertEqual(b.implicit.map(\.constraint), [.fittingHeight, .autoresizing(view: "box", frame: Rect(x: 10, y: 10, width: 100, height: 40))])
        }
        let rows = FigureNotes.implicitRows(solved)
        XCTAssertEqual(rows.map { BlockNotation().implicitConstraint($0.mention) }, ["root.height == 0 @50 (fitting size)", "box.frame == (10, 10, 100, 40)"])
        XCTAssertEqual(rows.map { $0.states.map { $0?.state } }, [[.holds, .holds], [.holds, .holds]])
    }
}
