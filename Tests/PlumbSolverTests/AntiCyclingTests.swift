import XCTest
import PlumbSolver

/// Degenerate problems on which a textbook simplex pivots forever.
final class AntiCyclingTests: XCTestCase {
    /// Beale's example, the classic LP that cycles under Dantzig's rule:
    /// minimise −¾x₄ + 150x₅ − ¹⁄₅₀x₆ + 6x₇ subject to
    /// ¼x₄ − 60x₅ − ¹⁄₂₅x₆ + 9x₇ ≤ 0, ½x₄ − 90x₅ − ¹⁄₅₀x₆ + 3x₇ ≤ 0, x₆ ≤ 1,
    /// x ≥ 0. The optimum is −¹⁄₂₀ at x = (¹⁄₂₅, 0, 1, 0). Here the objective is
    /// an optional constraint `f ≤ −1000 @500` whose error is f + 1000.
    func testBealesCyclingExampleTerminatesAtTheOptimum() throws {
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        let solver = Solver()
        for x in [x4, x5, x6, x7] { try solver.add(x >= 0) }
        try solver.add(0.25 * x4 - 60 * x5 - 0.04 * x6 + 9 * x7 <= 0)
        try solver.add(0.5 * x4 - 90 * x5 - 0.02 * x6 + 3 * x7 <= 0)
        try solver.add(x6 <= 1)
        let f = -0.75 * x4 + 150 * x5 - 0.02 * x6 + 6 * x7
        try solver.add((f <= -1000).priority(500))
        XCTAssertEqual(solver.value(of: x4), 0.04, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: x5), 0, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: x6), 1, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: x7), 0, accuracy: 1e-12)
        XCTAssertEqual(solver.objectiveByLevel.first!.error, 1000 - 0.05, accuracy: 1e-9)
    }

    /// Many constraints through one point (every row degenerate), with edits
    /// swinging back and forth: every call returns, and the answer is right.
    func testHighlyDegenerateSystemWithEdits() throws {
        let n = 40
        let xs = (0..<n).map { Variable("x\($0)") }
        let target = Variable("t")
        let solver = Solver()
        for i in 0..<n {
            try solver.add(xs[i] >= 0)
            for j in stride(from: i + 1, to: min(n, i + 4), by: 1) {
                try solver.add(xs[i] + xs[j] >= 0)
                try solver.add((xs[i] == xs[j]).priority(Double(100 + (i + j) % 3)))
            }
            try solver.add((xs[i] == target).priority(250))
        }
        try solver.addEditVariable(target, priority: 999)
        for value in [0.0, 10, -10, 0, 5, -5, 1000, 0] {
            try solver.suggestValue(target, value)
            for x in xs { XCTAssertEqual(solver.value(of: x), max(0, value), accuracy: 1e-9) }
        }
    }
}
