import XCTest
import PlumbBlocks
import PlumbLayout

/// A system is lowered once and reused while what lowering reads does not
/// change (`LoweringInputs`): a live sweep's checks solve the same system at
/// width after width, and lowering it again for each was a quarter of a
/// guide build.
final class LoweringReuseTests: XCTestCase {
    private func solver(_ text: String) -> BlockSolver {
        let parsed = BlockParser.parse(text)
        XCTAssert(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return BlockSolver(block: parsed.block, notation: BlockNotation(), wording: BlockMessages())
    }

    /// The root's margins are 16 up to 375 and 20 beyond, so this block has
    /// two systems between 320 and 1024 (its label's one line fits at every
    /// width); the sweep solves at many more widths than that (each piece's
    /// middle and end, and both sides of the change at 375).
    func testASweepLowersEachSystemOnce() throws {
        let s = solver("""
        view card
        label title "Hi"
        card.leading == root.margins.leading
        card.trailing == root.margins.trailing
        card.top == root.top + 10
        card.height == 40
        title.leading == card.leading + 8
        title.top == card.top + 8
        """)
        let live = try s.sweep(from: 320, to: 1024).get()
        XCTAssertEqual(live.pieces.count, 2, "the margins change at 375")
        XCTAssertLessThanOrEqual(s.systemsLowered, 2)
    }

    /// Back and forth across a `when width` line on one solver: each width
    /// gets its own constraints, as a fresh solver would.
    func testAConditionTellsSystemsApart() {
        let text = """
        canvas 375x100
        view a
        a.leading == root.leading
        a.top == root.top
        a.height == 20
        when width >= 500:
          a.width == 200
        when width < 500:
          a.width == 100
        """
        let s = solver(text)
        for w in [400.0, 600, 400, 600] {
            let got = s.solve(at: .width(w)).frames["a"]!.width
            XCTAssertEqual(got, w >= 500 ? 200 : 100, "at \(w)")
            XCTAssertEqual(got, solver(text).solve(at: .width(w)).frames["a"]!.width, "at \(w), against a fresh solver")
        }
        XCTAssertEqual(s.systemsLowered, 2)
    }
}
