import XCTest
@testable import PlumbBlocks
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

    /// Rows keep their identity when breakpoints list them in other orders,
    /// or not at all: one row per mention in order of first appearance,
    /// then grouped in the groups' order (root, content size, stack,
    /// autoresizing, guides); a breakpoint without the mention has no state.
    func testRowsMatchAcrossBreakpointsInAnyOrder() {
        let solved = SolvedBlock.solve("""
        canvas 320xauto
        breakpoints 320 375 768
        view box frame=10,10,100,40
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.breakpoints.count, 3)
        let fitting = ConstraintMention.fittingHeight
        let frame = ConstraintMention.autoresizing(view: "box", frame: Rect(x: 10, y: 10, width: 100, height: 40))
        let placed = ConstraintMention.guidePlacement(guide: "g", owner: "box")
        func status(_ m: ConstraintMention, _ group: ImplicitConstraintStatus.Group, _ state: ConstraintStatus.State) -> ImplicitConstraintStatus {
            ImplicitConstraintStatus(group: group, constraint: m, state: state, violation: 0)
        }
        var breakpoints = solved.breakpoints
        breakpoints[0].implicit = [status(frame, .autoresizing, .holds), status(fitting, .root, .holds)]
        // Nothing at its first place: the frame row is found by its mention.
        breakpoints[1].implicit = [status(fitting, .root, .broken), status(placed, .guides, .holds), status(frame, .autoresizing, .violated)]
        // The frame row at its own place (first), the guide's elsewhere.
        breakpoints[2].implicit = [status(frame, .autoresizing, .holds), status(placed, .guides, .inactive)]
        let rows = FigureNotes.implicitRows(SolvedBlock(line: 1, parsed: solved.parsed, breakpoints: breakpoints, diagnostics: []))
        // First appearance: frame, fitting, placed; grouped: root (fitting),
        // autoresizing (frame), guides (placed).
        XCTAssertEqual(rows.map(\.mention), [fitting, frame, placed])
        XCTAssertEqual(rows.map(\.group), [.root, .autoresizing, .guides])
        XCTAssertEqual(rows.map { $0.states.map { $0?.state } }, [[.holds, .broken, nil], [.holds, .violated, .holds], [nil, .holds, .inactive]])
    }
}
