import XCTest
import PlumbSolver

/// Ambiguity and ties, as UIKit's engine detects them (a free column with zero
/// reduced cost at every level), with hand-derived answers.
final class AmbiguityTests: XCTestCase {
    /// `x + y == 100` alone fixes neither: both ambiguous; the constraint is
    /// named as the one involved. Pinning x makes both unique.
    func testUnderdeterminedPairThenPinned() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let sum = x + y == 100
        try solver.add(sum)
        var analysis = solver.analyze()
        XCTAssertTrue(analysis.isAmbiguous(x))
        XCTAssertTrue(analysis.isAmbiguous(y))
        XCTAssertTrue(analysis.ties.isEmpty)
        try solver.add(x == 30)
        analysis = solver.analyze()
        XCTAssertTrue(analysis.ambiguous.isEmpty)
        XCTAssertEqual(solver.value(of: y), 70)
    }

    /// Two labels side by side fill 300 − 3·8 = 276 points; each has intrinsic
    /// width 100 with equal hugging (250). Stretching is unavoidable (76 points)
    /// and the 250 level's total error is 76 whoever takes it: UIKit picks
    /// arbitrarily, so Plumb reports a tie between the two hugging constraints
    /// and both widths as ambiguous. Raising one hugging to 251 resolves it:
    /// that label keeps 100, the other takes 176.
    func testEqualHuggingIsATie() throws {
        func build(hugging second: Double) throws -> (Solver, Variable, Variable, Constraint, Constraint) {
            let a = Variable("a.width"), b = Variable("b.width")
            let solver = Solver()
            try solver.add(8 + a + 8 + b + 8 == 300)
            let hugA = (a <= 100).priority(250), hugB = (b <= 100).priority(second)
            try solver.add(hugA)
            try solver.add(hugB)
            try solver.add((a >= 100).priority(750))
            try solver.add((b >= 100).priority(750))
            return (solver, a, b, hugA, hugB)
        }
        let (tied, a, b, hugA, hugB) = try build(hugging: 250)
        let analysis = tied.analyze()
        XCTAssertEqual(analysis.ties.count, 1)
        XCTAssertEqual(analysis.ties.first?.priority, 250)
        XCTAssertEqual(Set(analysis.ties.first!.constraints.map(ObjectIdentifier.init)), [ObjectIdentifier(hugA), ObjectIdentifier(hugB)])
        XCTAssertTrue(analysis.isAmbiguous(a))
        XCTAssertTrue(analysis.isAmbiguous(b))
        XCTAssertEqual(tied.value(of: a) + tied.value(of: b), 276, accuracy: 1e-9)

        let (resolved, a2, b2, _, _) = try build(hugging: 251)
        let clear = resolved.analyze()
        XCTAssertTrue(clear.ties.isEmpty)
        XCTAssertTrue(clear.ambiguous.isEmpty)
        XCTAssertEqual(resolved.value(of: b2), 100)
        XCTAssertEqual(resolved.value(of: a2), 176)
    }

    /// Conflicting optional constraints of one priority on one variable:
    /// `x == 100 @750` and `x == 200 @750`. Any x in [100, 200] costs 100 at
    /// level 750: a tie, and x is ambiguous. A third, lower constraint
    /// `x == 0 @1` picks x = 100 and ends both.
    func testEqualPriorityConflictOnOneVariable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 100).priority(750))
        try solver.add((x == 200).priority(750))
        var analysis = solver.analyze()
        XCTAssertEqual(analysis.ties.map(\.priority), [750])
        XCTAssertTrue(analysis.isAmbiguous(x))
        try solver.add((x == 0).priority(1))
        analysis = solver.analyze()
        XCTAssertTrue(analysis.ties.isEmpty)
        XCTAssertFalse(analysis.isAmbiguous(x))
        XCTAssertEqual(solver.value(of: x), 100)
    }

    /// A degenerate vertex that blocks the only free direction: `x >= 0` and
    /// `x <= 0` (both required, both tight) pin x even though the tableau
    /// shows a zero-cost column; the cone test sees the block.
    func testDegenerateRowsThatPinAVariableAreNotAmbiguity() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 0)
        try solver.add(y >= x)
        try solver.add(y <= x)
        let analysis = solver.analyze()
        XCTAssertFalse(analysis.isAmbiguous(x))
        XCTAssertFalse(analysis.isAmbiguous(y))
        XCTAssertEqual(solver.value(of: y), 0)
    }

    /// A non-basic variable reads 0, as in UIKit: `x >= 10` alone leaves x
    /// free above 10; x reads 10 here (its slack is non-basic at 0) and is
    /// ambiguous.
    func testUnboundedAboveIsAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertTrue(solver.analyze().isAmbiguous(x))
    }

    /// A column of views each under the last (`yᵢ = yᵢ₋₁ + hᵢ₋₁ + 8`) with
    /// fixed heights: every y is a sum of unique quantities, settled without
    /// expanding the chain. Leave one height free and every view below it
    /// becomes ambiguous while every view above stays unique. Yet
    /// `e = y₉ − y₄`, in which h₃ cancels (both hold it once), is unique: a
    /// variable made of ambiguous parts must still go through the cone test.
    func testAChainIsSettledByItsPartsAndCancellationIsStillSeen() throws {
        let n = 10
        let ys = (0..<n).map { Variable("y\($0)") }, hs = (0..<n).map { Variable("h\($0)") }
        let solver = Solver()
        try solver.add(ys[0] == 0)
        for i in 1..<n { try solver.add(ys[i] == ys[i - 1] + hs[i - 1] + 8) }
        for i in 0..<n where i != 3 { try solver.add(hs[i] == Double(10 + i)) }
        var analysis = solver.analyze()
        for i in 0...3 { XCTAssertFalse(analysis.isAmbiguous(ys[i]), "y\(i) lies above the free height") }
        for i in 4..<n { XCTAssertTrue(analysis.isAmbiguous(ys[i]), "y\(i) lies below the free height") }
        XCTAssertTrue(analysis.isAmbiguous(hs[3]))

        let e = Variable("e")
        try solver.add(e == ys[9] - ys[4])
        analysis = solver.analyze()
        XCTAssertFalse(analysis.isAmbiguous(e), "h3 cancels out of y9 − y4")
        // h₄ … h₈ with their gaps: 22 + 23 + 24 + 25 + 26 = 120.
        XCTAssertEqual(solver.value(of: e), 120, accuracy: 1e-9)

        try solver.add(hs[3] == 13)
        analysis = solver.analyze()
        XCTAssertTrue(analysis.ambiguous.isEmpty)
        XCTAssertEqual(solver.value(of: ys[9]), (0..<9).map { Double(10 + $0 + 8) }.reduce(0, +), accuracy: 1e-9)
    }
}
