import XCTest
import PlumbSolver

/// The parametric sweep: exact piecewise-affine functions of one edit value.
final class SweepTests: XCTestCase {
    /// A box inset 8 on each side of a container of width W wants to fill it
    /// (`w == W − 16 @750`) but is clamped to [50, 300] (required). So
    /// w(W) = 50 for W ≤ 66, W − 16 for 66 ≤ W ≤ 316, 300 above: breakpoints
    /// exactly 66 and 316, and nothing else bends.
    func testClampedFillHasTwoExactBreakpoints() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        try solver.add(width >= 50)
        try solver.add(width <= 300)
        try solver.add((width == container - 16).priority(750))
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(container, 375)
        let sweep = try solver.sweep(container, from: 0, to: 1000)
        XCTAssertEqual(sweep.breakpoints.count, 2)
        XCTAssertEqual(sweep.breakpoints[0], 66, accuracy: 1e-9)
        XCTAssertEqual(sweep.breakpoints[1], 316, accuracy: 1e-9)
        let pieces = sweep.function(of: width)
        XCTAssertEqual(pieces.map(\.slope), [0, 1, 0])
        XCTAssertEqual(pieces[0].intercept, 50, accuracy: 1e-9)
        XCTAssertEqual(pieces[1].intercept, -16, accuracy: 1e-9)
        XCTAssertEqual(pieces[2].intercept, 300, accuracy: 1e-9)
        XCTAssertEqual(sweep.value(of: container, at: 512), 512)
        XCTAssertEqual(sweep.value(of: width, at: 200), 184)
        // The solver is left where it was.
        XCTAssertEqual(solver.value(of: container), 375)
        XCTAssertEqual(solver.value(of: width), 300)
    }

    /// A 300-wide box that wants its right edge 40 inside the container
    /// (`w ≤ W − 40 @500`): w is 300 at every W, but the wish holds only
    /// from W = 340 on. No value bends at 340, yet the sweep ends a piece
    /// there, the constraint unmet below it and met above; watching no
    /// constraint, it is one piece again.
    func testAPieceEndsWhereAConstraintStartsToHoldThoughNothingBends() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        let wish = (width <= container - 40).priority(500)
        try solver.add(width == 300)
        try solver.add(wish)
        try solver.addEditVariable(container, priority: 1000)
        try solver.suggestValue(container, 320)
        let sweep = try solver.sweep(container, from: 320, to: 768)
        XCTAssertEqual(sweep.breakpoints.count, 1)
        XCTAssertEqual(sweep.breakpoints.first ?? 0, 340, accuracy: 1e-9)
        XCTAssertEqual(sweep.function(of: width).map(\.slope), [0, 0])
        XCTAssertEqual(sweep.pieces.map { $0.unsatisfied.map(ObjectIdentifier.init) }, [[ObjectIdentifier(wish)], []])
        let unwatched = try solver.sweep(container, from: 320, to: 768, watching: [])
        XCTAssertEqual(unwatched.pieces.count, 1)
        XCTAssertEqual(unwatched.pieces.first?.unsatisfied.count, 0)
    }

    /// The same clamp with the container as a *required* edit, as a block's
    /// root width is: the edit has one marker (its equality's dummy), no plus
    /// and minus errors, and the sweep once trapped on the missing minus.
    /// Nothing else changes, so neither do the breakpoints: 66 and 316.
    func testRequiredEditSweepsLikeAnOptionalOne() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        try solver.add(width >= 50)
        try solver.add(width <= 300)
        try solver.add((width == container - 16).priority(750))
        try solver.addEditVariable(container, priority: 1000)
        try solver.suggestValue(container, 375)
        let sweep = try solver.sweep(container, from: 0, to: 1000)
        XCTAssertEqual(sweep.breakpoints.count, 2)
        XCTAssertEqual(sweep.breakpoints[0], 66, accuracy: 1e-9)
        XCTAssertEqual(sweep.breakpoints[1], 316, accuracy: 1e-9)
        XCTAssertEqual(sweep.function(of: width).map(\.slope), [0, 1, 0])
        XCTAssertEqual(sweep.value(of: container, at: 123.25), 123.25)
        XCTAssertEqual(sweep.value(of: width, at: 200), 184)
        XCTAssertEqual(solver.value(of: container), 375)
    }

    /// A required edit past what the required constraints allow (here W ≥ 20
    /// because a 20-wide box must fit) throws instead of trapping, and leaves
    /// the solver as it was.
    func testRequiredEditSweepIntoAConflictThrows() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        try solver.add(width == 20)
        try solver.add(container >= width)
        try solver.addEditVariable(container, priority: 1000)
        try solver.suggestValue(container, 100)
        XCTAssertThrowsError(try solver.sweep(container, from: 0, to: 200))
        XCTAssertEqual(solver.value(of: container), 100)
        let sweep = try solver.sweep(container, from: 20, to: 200)
        XCTAssertEqual(sweep.value(of: width, at: 50), 20)
    }

    /// A required edit that runs into a conflict inside the interval: W ≤
    /// 500 is required, W is swept over 300...800. Past 500 no dual step
    /// exists (the slack's row names nothing that may enter), which was
    /// thrown as the internal failure "no dual step at a sweep breakpoint".
    /// The sweep now ends at 500: one piece, w = W − 16 on 300...500.
    func testRequiredEditSweepThatRunsIntoAConflictStopsThere() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        try solver.add(container <= 500)
        try solver.add(width == container - 16)
        try solver.addEditVariable(container, priority: 1000)
        try solver.suggestValue(container, 375)
        let sweep = try solver.sweep(container, from: 300, to: 800)
        XCTAssertEqual(sweep.pieces.map(\.lower), [300])
        XCTAssertEqual(sweep.pieces.map(\.upper), [500])
        XCTAssertEqual(sweep.value(of: width, at: 450), 434)
        XCTAssertNil(sweep.value(of: width, at: 600), "past the conflict there is no piece")
        XCTAssertEqual(solver.value(of: container), 375, "left at the value suggested before")
    }

    /// Equal-width columns: n columns with 8 pt gutters in width W each take
    /// (W − 8(n+1))/n, never below 0. One bend, at W = 8(n+1).
    func testEqualColumnsBendOnceAtTheirGutters() throws {
        let n = 4
        let container = Variable("W")
        let widths = (0..<n).map { Variable("w\($0)") }
        let solver = Solver()
        var total = LinearExpression(Double(8 * (n + 1)))
        for w in widths {
            try solver.add(w >= 0)
            try solver.add(w == widths[0])
            total = total + w
        }
        try solver.add((container == total).priority(999))
        try solver.addEditVariable(container, priority: 500)
        let sweep = try solver.sweep(container, from: 0, to: 2000)
        XCTAssertEqual(sweep.breakpoints.count, 1)
        XCTAssertEqual(sweep.breakpoints[0], 40, accuracy: 1e-9)
        XCTAssertEqual(sweep.value(of: widths[3], at: 1000)!, (1000 - 40) / 4, accuracy: 1e-9)
        XCTAssertEqual(sweep.value(of: widths[3], at: 20)!, 0, accuracy: 1e-9)
    }

    /// On random systems with an edit, every piece agrees with a from-scratch
    /// solve at random points, for every variable whose value is unique there.
    func testPiecesAgreeWithFromScratchSolves() throws {
        var rng = SplitMix(seed: 2026)
        var compared = 0, requiredSwept = 0
        for seed in 0..<UInt64(150) {
            let system = RandomSystem(seed: 10_000 + seed)
            // Required edits too: the root width of every block is one.
            let edit = RandomSystem.Edit(variable: 0, priority: rng.pick([250, 500, 750, 999, 1000]), suggestions: [0])
            func fresh(at t: Double) throws -> (Solver, [Variable]) {
                let variables = (0..<system.variableCount).map { Variable("x\($0)") }
                let solver = Solver()
                for spec in system.required + system.optional { try solver.add(spec.constraint(variables)) }
                try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
                try solver.suggestValue(variables[edit.variable], t)
                return (solver, variables)
            }
            // A required edit can be infeasible at some values: then the
            // sweep must throw, and a fresh solve there must fail too.
            guard let (solver, variables) = try? fresh(at: 0) else { continue }
            let sweep: ParametricSweep
            do { sweep = try solver.sweep(variables[0], from: -100, to: 100) } catch SolverError.unsatisfiableSuggestion {
                XCTAssertEqual(edit.priority, 1000)
                let infeasibleSomewhere = stride(from: -100.0, through: 100, by: 0.5).contains { (try? fresh(at: $0)) == nil }
                XCTAssertTrue(infeasibleSomewhere, "seed \(seed): the sweep threw where every width is feasible")
                continue
            }
            if edit.priority == 1000 { requiredSwept += 1 }
            XCTAssertEqual(sweep.pieces.first?.lower, -100)
            XCTAssertEqual(sweep.pieces.last?.upper, 100)
            for _ in 0..<6 {
                let t = Double(rng.int(-1000...1000)) / 10
                let (reference, refVariables) = try fresh(at: t)

                let analysis = reference.analyze()
                for (i, v) in refVariables.enumerated() where !analysis.isAmbiguous(v) {
                    let expected = reference.value(of: v)
                    let swept = try XCTUnwrap(sweep.value(of: variables[i], at: t))
                    XCTAssertEqual(swept, expected, accuracy: 1e-7 * (1 + abs(expected)), "seed \(seed) t \(t) x\(i)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
        XCTAssertGreaterThan(requiredSwept, 10)
    }

    func testSweepMisuse() throws {
        let x = Variable("x"), w = Variable("w")
        let solver = Solver()
        try solver.add(x == w)
        XCTAssertThrowsError(try solver.sweep(w, from: 0, to: 10))
        try solver.addEditVariable(w, priority: 500)
        XCTAssertThrowsError(try solver.sweep(w, from: 10, to: 0))
        XCTAssertThrowsError(try solver.sweep(w, from: 0, to: .infinity))
    }
}
