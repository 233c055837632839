import XCTest
@testable import PlumbLayout

/// The order in which a fresh solver takes a block's constraints: required
/// ones first, then optional ones from the highest priority down. The order
/// changes how many pivots the engine needs, never an answer that is unique.
final class SolvingOrderTests: XCTestCase {
    func testRequiredFirstThenOptionalFromTheTopDownKeepingTies() {
        let lowered: [(name: String, priority: Double)] = [
            ("canvas fit", 50), ("a.leading", 1000), ("hug a", 250), ("a.width", 999),
            ("resist a", 750), ("b.leading", 1000), ("hug b", 250), ("b.width", 998),
        ]
        let order = BlockSolver.solvingOrder(lowered) { $0.priority }.map(\.name)
        XCTAssertEqual(order, ["a.leading", "b.leading", "a.width", "b.width", "resist a", "hug a", "hug b", "canvas fit"])
    }

    /// A vertical fillProportionally stack of 60 views, alternately 20 and 34
    /// tall, with spacing 1e6, in an auto-height canvas.
    ///
    /// UIStackView gives view i the multiplier cᵢ / Den of the stack's height
    /// at priority 999 − i, with Den = Σc + 59·1e6 = 30·20 + 30·34 + 59e6 =
    /// 59,001,620. Every view at its intrinsic height satisfies all of them
    /// at once: the stack is then Σc + 59e6 = Den tall, and cᵢ/Den · Den = cᵢ.
    /// So the heights are the intrinsic ones, view i starts at
    /// Σⱼ₍ⱼ₌₀…ᵢ₋₁₎ (cⱼ + 1e6), and the canvas is Den tall. This is the stack
    /// whose weak canvas pull, added before the 59 distinct priorities above
    /// it, cost a pivot over the whole stack for each of them.
    func testAProportionalStackWithDistinctPrioritiesLandsOnTheIntrinsicHeights() {
        var text = "canvas 375xauto\nstack s axis=vertical distribution=fillProportionally spacing=1e6\n"
        for i in 0..<60 { text += "  view v\(i) intrinsic=50x\(i % 2 == 0 ? 20 : 34)\n" }
        text += "s.edges == root.edges\n"
        let solved = Solved(text)
        var y = 0.0
        for i in 0..<60 {
            let height = i % 2 == 0 ? 20.0 : 34.0
            let f = solved.frame("v\(i)")
            XCTAssertEqual(f.count, 4)
            guard f.count == 4 else { return }
            XCTAssertEqual(f[1], y, accuracy: 1e-6 * max(1, y), "v\(i).y")
            XCTAssertEqual(f[3], height, accuracy: 1e-6, "v\(i).height")
            y += height + 1e6
        }
        XCTAssertEqual(solved.frame("s")[3], 59_001_620, accuracy: 1e-3)
    }
}
