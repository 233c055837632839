import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A live sweep keeps a solver per system it meets (`BlockSolver+ParkedSolvers`):
/// every width is solved with its text unwrapped and then as it wraps
/// there, so a wrapping label's checks meet two systems at every width, and
/// one solver moved between them removed and added the label's
/// constraints twice per check.
final class SolverPerSystemTests: XCTestCase {
    private func solved(_ text: String, widths: [Double]? = nil, live: SolvedBlock.LiveRequest = .none) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths, live: live)
    }

    func testAWrappingLabelsChecksMoveNoSolverBetweenSystems() throws {
        let text = LiveLayoutTests.wrappingTitle
        let live = try XCTUnwrap(try solved(text, live: .range(200, 800)).live?.get())
        XCTAssertGreaterThan(live.pieces.count, 2, "the title rewraps between 200 and 800")
        XCTAssertGreaterThan(live.cost.probes, live.pieces.count, "each piece is checked")
        XCTAssertEqual(live.cost.systemSwaps, 0, "a check moves the root in each system's own solver, nothing else")
        // The pieces are still what a width solved alone gives, on both
        // sides of every rewrap.
        for piece in live.pieces where piece.upper > piece.lower {
            for w in [(piece.lower + piece.upper) / 2, piece.upper.nextDown] {
                let alone = solved(text, widths: [w]).breakpoints[0]
                for name in ["title", "box"] {
                    let want = alone.frames[name]!, got = piece.frame(name, at: w)!
                    XCTAssertEqual(got.y, want.y, accuracy: 2e-3, "\(name).y at \(w)")
                    XCTAssertEqual(got.height, want.height, accuracy: 2e-3, "\(name).height at \(w)")
                    XCTAssertEqual(got.width, want.width, accuracy: 2e-3, "\(name).width at \(w)")
                }
            }
        }
    }
}
