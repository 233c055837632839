import XCTest
import PlumbSolver

/// Priorities are strictly hierarchical, as in Apple's engine: a violation at
/// priority p is never traded for any amount of violation at lower priorities.
final class PriorityHierarchyTests: XCTestCase {
    /// kiwi issue #28: `w == 1 @201, w == 2 @202, w == 3 @203, w == 4 @204`.
    /// Weighted engines minimise 201|w−1| + 202|w−2| + 203|w−3| + 204|w−4|,
    /// whose minimum is at the weighted median, w = 3. Hierarchically, level 204
    /// is satisfied first (w = 4) and nothing lower may move it: w = 4.
    func testKiwiIssue28HighestPriorityWins() throws {
        let w = Variable("w")
        let solver = Solver()
        for (value, priority) in [(1.0, 201.0), (2, 202), (3, 203), (4, 204)] {
            try solver.add((w == value).priority(priority))
        }
        XCTAssertEqual(solver.value(of: w), 4)
        // Level by level: 204 holds exactly; 203 is off by 1, 202 by 2, 201 by 3.
        let levels = solver.objectiveByLevel
        XCTAssertEqual(levels.map(\.priority), [204, 203, 202, 201])
        XCTAssertEqual(levels.map(\.error), [0, 1, 2, 3])
    }

    /// N constraints at 250 pulling x to 0 against one at 251 pulling it to 100.
    /// Any weighting would let N·250 outweigh 251 for N ≥ 2; the hierarchy says
    /// x = 100 for every N, with error 100 at each of the N low constraints.
    func testManyLowPriorityConstraintsNeverOutweighOneHigher() throws {
        for n in [1, 2, 10, 100, 1_000] {
            let x = Variable("x")
            let solver = Solver()
            for _ in 0..<n { try solver.add((x == 0).priority(250)) }
            try solver.add((x == 100).priority(251))
            XCTAssertEqual(solver.value(of: x), 100, "n = \(n)")
            XCTAssertEqual(solver.objectiveByLevel.first { $0.priority == 250 }?.error ?? -1, Double(100 * n), accuracy: 1e-6)
        }
    }

    /// Each of N views wants width 0 at 250 but all are tied to one shared
    /// width wanted at 100 by a single 251 constraint: w = 100 for every N.
    func testManyDistinctLowConstraintsAgainstOneHigher() throws {
        for n in [10, 1_000] {
            let shared = Variable("shared")
            let solver = Solver()
            var widths: [Variable] = []
            for i in 0..<n {
                let v = Variable("w\(i)")
                widths.append(v)
                try solver.add(v == shared)
                try solver.add((v == 0).priority(250))
            }
            try solver.add((shared == 100).priority(251))
            XCTAssertEqual(solver.value(of: shared), 100, "n = \(n)")
            XCTAssertEqual(solver.value(of: widths[n - 1]), 100, "n = \(n)")
        }
    }

    /// Fractional priorities are their own levels: 999.5 beats 999, 750.25
    /// beats 750.
    func testFractionalPrioritiesAreDistinctLevels() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 10).priority(999))
        try solver.add((x == 20).priority(999.5))
        try solver.add((y == 1).priority(750))
        try solver.add((y == 2).priority(750.25))
        XCTAssertEqual(solver.value(of: x), 20)
        XCTAssertEqual(solver.value(of: y), 2)
    }

    /// Errors at one level add up (L1): three constraints at 500 want x = 0,
    /// 0 and 30; the sum |x| + |x| + |x − 30| is smallest at x = 0 (error 30),
    /// not at the average 10 (error 40) that a least-squares engine would pick.
    func testErrorsAtOneLevelAddUp() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(500))
        try solver.add((x == 0).priority(500))
        try solver.add((x == 30).priority(500))
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertEqual(solver.objectiveByLevel.map(\.error), [30])
    }

    /// Inequalities: a required `x >= 10` with a preference `x == 5 @750`
    /// leaves x at its bound 10; a preference `x <= 4 @999` cannot move it.
    func testRequiredBoundsHoldAgainstPreferences() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 5).priority(750))
        try solver.add((x <= 4).priority(999))
        XCTAssertEqual(solver.value(of: x), 10)
        // 999 is off by 6 (x − 4), 750 by 5.
        XCTAssertEqual(solver.objectiveByLevel.map(\.error), [6, 5])
    }
}
