import XCTest
import PlumbSolver

/// Edit variables: suggest a value, re-solve incrementally.
final class EditTests: XCTestCase {
    /// A container of width W holds two boxes with 8 pt gaps and equal widths:
    /// 8 + w + 8 + w + 8 = W, so w = (W − 24) / 2. The container width is an
    /// edit at 999 against a required minimum box width of 40.
    func testSuggestingContainerWidths() throws {
        let width = Variable("W"), a = Variable("a"), b = Variable("b"), aLeft = Variable("aLeft"), bLeft = Variable("bLeft")
        let solver = Solver()
        try solver.add(aLeft == 8)
        try solver.add(bLeft == aLeft + a + 8)
        try solver.add(width == bLeft + b + 8)
        try solver.add(a == b)
        try solver.add(a >= 40)
        try solver.addEditVariable(width, priority: 999)
        for (w, expected) in [(375.0, 175.5), (1024, 500), (768, 372), (320, 148)] {
            try solver.suggestValue(width, w)
            XCTAssertEqual(solver.value(of: a), expected, accuracy: 1e-9, "W = \(w)")
            XCTAssertEqual(solver.value(of: bLeft), 8 + expected + 8, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: width), w, accuracy: 1e-9)
        }
        // Below 8 + 40 + 8 + 40 + 8 = 104 the minimum wins over the edit.
        try solver.suggestValue(width, 50)
        XCTAssertEqual(solver.value(of: a), 40)
        XCTAssertEqual(solver.value(of: width), 104)
    }

    /// Suggesting then re-suggesting lands exactly where a fresh solver with
    /// the final suggestion lands.
    func testResuggestEqualsFreshSolve() throws {
        func build() throws -> (Solver, Variable, Variable) {
            let w = Variable("w"), x = Variable("x")
            let s = Solver()
            try s.add(x <= w / 2)
            try s.add((x == 300).priority(250))
            try s.add(x >= 10)
            try s.addEditVariable(w, priority: 750)
            return (s, w, x)
        }
        let (incremental, w1, x1) = try build()
        for value in [100.0, 900, 20, 640] { try incremental.suggestValue(w1, value) }
        let (fresh, w2, x2) = try build()
        try fresh.suggestValue(w2, 640)
        XCTAssertEqual(incremental.value(of: x1), fresh.value(of: x2))
        XCTAssertEqual(incremental.value(of: x1), 300)
        XCTAssertEqual(incremental.value(of: w1), 640)
    }

    func testMisuseIsAnErrorNotATrap() throws {
        let v = Variable("v")
        let solver = Solver()
        XCTAssertThrowsError(try solver.suggestValue(v, 1)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable("v")) }
        try solver.addEditVariable(v, priority: 500)
        XCTAssertThrowsError(try solver.addEditVariable(v, priority: 500)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable("v")) }
        XCTAssertThrowsError(try solver.suggestValue(v, .nan))
        XCTAssertThrowsError(try solver.suggestValue(v, .infinity))
        try solver.removeEditVariable(v)
        XCTAssertThrowsError(try solver.removeEditVariable(v))
        XCTAssertTrue(solver.isEmpty)
    }

    /// A required edit is a window width: the views must fit it.
    ///
    /// w is required-edited; x + 100 <= w (a 100-wide view pinned inside);
    /// x >= 20 required; x == 500 @250 pulls it right. At w = 300 the view
    /// sits at min(500, 300 - 100) = 200; at w = 1000, at 500 (the pull
    /// wins); at w = 110, x must be >= 20 and <= 10: impossible, so the
    /// suggestion throws and the solver keeps w = 1000 and x = 500.
    func testRequiredEditFollowsSuggestionsAndRefusesContradictions() throws {
        let w = Variable("w"), x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(w, priority: Priority.required)
        try solver.suggestValue(w, 300)
        try solver.add(x + 100 <= w)
        try solver.add(x >= 20)
        try solver.add((x == 500).priority(250))
        XCTAssertEqual(solver.value(of: x), 200)
        try solver.suggestValue(w, 1000)
        XCTAssertEqual(solver.value(of: x), 500)
        XCTAssertEqual(solver.value(of: w), 1000)
        XCTAssertThrowsError(try solver.suggestValue(w, 110)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableSuggestion("w", 110))
        }
        XCTAssertEqual(solver.value(of: w), 1000)
        XCTAssertEqual(solver.value(of: x), 500)
        XCTAssertEqual(try solver.suggestedValue(of: w), 1000)
        // Still usable after the refusal.
        try solver.suggestValue(w, 150)
        XCTAssertEqual(solver.value(of: x), 50)
        // The root never gives way: a view wider than the window is broken instead.
        let wide = (x + 400 <= w)
        let broken = try solver.add(wide)
        XCTAssertNotNil(broken)
        XCTAssertEqual(solver.value(of: w), 150)
    }

    /// A required edit added after constraints that mention its variable
    /// (W ≥ w, w = 20). Held at 0 to begin with, as optional edits are, it
    /// would contradict W ≥ 20 and be kept as a *broken* constraint, after
    /// which every suggestion was silently ignored: W read 20 after
    /// suggesting 0. It starts at W's current value (20) instead, so a
    /// forbidden suggestion throws and an allowed one holds exactly.
    func testRequiredEditAddedAfterItsConstraintsIsHonoured() throws {
        let container = Variable("W"), width = Variable("w")
        let solver = Solver()
        try solver.add(width == 20)
        try solver.add(container >= width)
        try solver.addEditVariable(container, priority: 1000)
        XCTAssertTrue(solver.brokenConstraints.isEmpty)
        try solver.suggestValue(container, 100)
        XCTAssertEqual(solver.value(of: container), 100)
        XCTAssertThrowsError(try solver.suggestValue(container, 0)) { error in
            guard case SolverError.unsatisfiableSuggestion = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.value(of: container), 100)
        try solver.suggestValue(container, 20)
        XCTAssertEqual(solver.value(of: container), 20)
    }

    /// Found while writing `plumb serve` (a block solved at 320 then 375):
    /// a = 300 and a = W - 20 are both required; at W = 320 they agree, so
    /// the second is redundant and its marker heads a row of dummies. Moving
    /// W to 375 shifted that row off zero, which no pivot repairs: the
    /// suggestion was accepted, W read 375, and a = W - 20 was silently off
    /// by 55. It must be refused like any other contradiction, and the
    /// solver left as it was.
    func testARequiredEditFixedByRedundantEqualitiesRefusesToMove() throws {
        let w = Variable("W"), a = Variable("a")
        let solver = Solver()
        try solver.addEditVariable(w, priority: Priority.required)
        try solver.suggestValue(w, 320)
        try solver.add(a == 300)
        XCTAssertNil(try solver.add(a == w - 20))
        XCTAssertThrowsError(try solver.suggestValue(w, 375)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableSuggestion("W", 375))
        }
        XCTAssertEqual(solver.value(of: w), 320)
        XCTAssertEqual(solver.value(of: a), 300)
        // The value that keeps both equalities is still accepted.
        try solver.suggestValue(w, 320)
        XCTAssertEqual(solver.value(of: a), 300)
    }
}
