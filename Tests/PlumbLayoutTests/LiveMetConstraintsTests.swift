import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A live piece ends where a constraint starts or stops being met, even
/// where no frame bends (issues 30, 27): each piece's broken and given-way
/// constraints must be those of a fresh solve at any width inside it.
/// The boundaries are derived by hand in each test.
final class LiveMetConstraintsTests: XCTestCase {
    private func live(_ text: String, _ lower: Double, _ upper: Double, file: StaticString = #filePath, line: UInt = #line) -> LiveLayout? {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, live: .range(lower, upper))
        XCTAssert(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "parse errors", file: file, line: line)
        guard case .success(let l)? = solved.live else {
            XCTFail("no live layout: \(String(describing: solved.live))", file: file, line: line)
            return nil
        }
        return l
    }

    private func fresh(_ text: String, at w: Double) -> BreakpointSolution {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [w]).breakpoints[0]
    }

    /// a is pinned at x = 0 and 300 wide, and its trailing edge wants to stay
    /// 40 inside the root's: 0 + 300 ≤ W − 40 holds from W = 340 on. Below
    /// 340 it cannot (written line 6, index 4), whichever constraint gives
    /// way; a's frame is (0, 0, 300, 40) at every width either way, so no
    /// frame bends at 340.
    private func block(trailingPriority: String) -> String {
        """
        canvas 320x200
        view a
        a.leading == root.leading
        a.top == root.top
        a.width == 300
        a.height == 40
        a.trailing <= root.trailing - 40\(trailingPriority)
        """
    }

    private func assertBoundaryAt340(_ text: String, below state: KeyPath<LivePiece, [Int]>,
                                     file: StaticString = #filePath, line: UInt = #line) {
        guard let live = live(text, 320, 768, file: file, line: line) else { return }
        XCTAssertEqual(live.pieces.map(\.lower), [320, 340], "pieces start at 320 and at 340", file: file, line: line)
        guard live.pieces.count == 2 else { return }
        XCTAssertEqual(live.pieces[0][keyPath: state], [4], "line 6 unmet below 340", file: file, line: line)
        XCTAssertEqual(live.pieces[1].broken + live.pieces[1].givingWay, [], "everything holds from 340 on", file: file, line: line)
        XCTAssertEqual(live.pieces[0].ending, [.metConstraintsChange], "no frame bends at 340", file: file, line: line)
        XCTAssertFalse(live.jumps(at: 1), "the frames meet at 340", file: file, line: line)
        // The contract itself: the piece says what `plumb solve --width W` says.
        for w in [321, 339.5, 340.5, 700] {
            let statuses = fresh(text, at: w).statuses
            let piece = live.piece(at: w)!
            XCTAssertEqual(piece.broken, statuses.indices.filter { statuses[$0].state == .broken }, "broken at \(w)", file: file, line: line)
            XCTAssertEqual(piece.givingWay, statuses.indices.filter { statuses[$0].state == .violated }, "giving way at \(w)", file: file, line: line)
        }
    }

    func testARequiredConstraintThatStartsToHoldEndsAPieceWithNoBend() {
        assertBoundaryAt340(block(trailingPriority: ""), below: \.broken)
    }

    func testAnOptionalConstraintThatStartsToHoldEndsAPieceWithNoBend() {
        assertBoundaryAt340(block(trailingPriority: " @500"), below: \.givingWay)
    }
}
