import XCTest
@testable import PlumbSolver

/// How constraints enter the tableau: what a row costs in pivots, and what it
/// leaves behind in the column index.
final class InsertionTests: XCTestCase {
    /// n boxes in a row: box i at least 0 wide and preferring `preferred(i)`
    /// (at 500), 8 pt gaps and margins, the last one's trailing edge 8 pt
    /// before `container` (a new variable unless given).
    private func addRow(of n: Int, preferring preferred: (Int) -> Double, to solver: Solver,
                        in container: Variable = Variable("cw")) throws -> (container: Variable, widths: [Variable], lefts: [Variable]) {
        let widths = (0..<n).map { Variable("w\($0)") }
        let lefts = (0..<n).map { Variable("l\($0)") }
        for i in 0..<n {
            try solver.add(widths[i] >= 0)
            try solver.add((widths[i] == preferred(i)).priority(500))
            try solver.add(i == 0 ? lefts[0] == 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
        }
        try solver.add(lefts[n - 1] + widths[n - 1] + 8 == container)
        return (container, widths, lefts)
    }

    /// One row of a grid: n boxes that each prefer 100 pt (at 500), all as
    /// wide as the first (required), with 8 pt gaps and 8 pt margins in a
    /// container `cw`.
    ///
    /// Before the container is held, every preference can hold: w = 100 and
    /// cw = 8 + n·108. Each `wᵢ == w₀` then arrives already true (its row's
    /// constant is 0) and names only error and dummy symbols, so there is no
    /// caller variable to solve it for. Phase 1 used to spend about i
    /// degenerate pivots on the i-th one (n²/2 in all: 13,800 pivots for the
    /// 30×30 grid benchmark); solved for the symbol with the smallest ratio
    /// of reduced cost to coefficient, it costs one pivot and leaves the
    /// tableau optimal.
    ///
    /// Then the container is held at 999: with W = 8 + n(w + 8),
    /// w = (W − 8(n + 1)) / n. At 375 and n = 30: (375 − 248) / 30 = 4.2333…;
    /// at 1024: 776 / 30 = 25.8666…; at 200 the widths would be negative, so
    /// `w >= 0` holds them at 0 and the container breaks at 8 + 30·8 = 248.
    /// Those answers come from the dual simplex, which is only right on an
    /// optimal tableau: they check that the cheap insertion kept it so.
    func testAnEqualityThatAlreadyHoldsCostsOnePivotAndKeepsTheTableauOptimal() throws {
        let n = 30
        let solver = Solver()
        let (container, widths, lefts) = try addRow(of: n, preferring: { _ in 100 }, to: solver)
        XCTAssertEqual(solver.value(of: container), 8 + Double(n) * 108)

        let before = solver.pivotCount
        for i in 1..<n { try solver.add(widths[i] == widths[0]) }
        XCTAssertLessThanOrEqual(solver.pivotCount - before, n - 1, "one pivot per equality at most")
        XCTAssertEqual(solver.value(of: widths[n - 1]), 100)

        try solver.addEditVariable(container, priority: 999)
        for (w, expected) in [(375.0, 127.0 / 30), (1024, 776.0 / 30), (200, 0), (768, 520.0 / 30)] {
            try solver.suggestValue(container, w)
            for i in 0..<n {
                XCTAssertEqual(solver.value(of: widths[i]), expected, accuracy: 1e-9, "w\(i) at \(w)")
                XCTAssertEqual(solver.value(of: lefts[i]), 8 + Double(i) * (expected + 8), accuracy: 1e-9, "l\(i) at \(w)")
            }
            XCTAssertEqual(solver.value(of: container), max(w, 248), accuracy: 1e-9)
        }
    }

    /// The same equalities added with the preferences already violated (the
    /// container held first, at 375): now the rows' constants are not zero,
    /// so they go through phase 1 as before, and the answer must be the same.
    func testTheSameEqualitiesArrivingOutOfBalanceStillSolve() throws {
        let n = 12
        let container = Variable("cw")
        let solver = Solver()
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(container, 375)
        let (_, widths, _) = try addRow(of: n, preferring: { Double(10 * ($0 + 1)) }, to: solver, in: container)
        for i in 1..<n { try solver.add(widths[i] == widths[0]) }
        // 8 + 12(w + 8) = 375 ⇒ w = (375 − 104) / 12.
        for i in 0..<n { XCTAssertEqual(solver.value(of: widths[i]), 271.0 / 12, accuracy: 1e-9) }
    }

    /// A symbol that keeps leaving and re-entering the same rows piles up
    /// duplicate entries in its column until the column is walked (a
    /// 300-view stack left 64 million). Noting the same row ten thousand
    /// times must leave a column bounded by the tableau's size, and a
    /// compaction must drop rows that are gone.
    /// An insertion into an optimal tableau changes the reduced costs of the
    /// new row's symbols only, so the primal simplex is skipped when none of
    /// those can enter, and runs when one can.
    ///
    /// `w == 30` at 500 and `w >= 0`: w = 30. Then:
    /// - `v == w + 5` (required): v is new, so the row only defines it:
    ///   v = 35, nothing else moves, no pivot.
    /// - `w >= 10`: solved for its slack, s = 20 ≥ 0; the errors' costs are
    ///   untouched (+1 each at 500): still optimal, no pivot, w = 30.
    /// - `w <= 20`: w must drop by 10; the error that allows it now has a
    ///   negative reduced cost, so the simplex runs: w = 20, v = 25.
    func testAnInsertionThatCannotImproveTheObjectiveSkipsTheSimplex() throws {
        let solver = Solver()
        let w = Variable("w"), v = Variable("v")
        try solver.add((w == 30).priority(500))
        try solver.add(w >= 0)
        XCTAssertTrue(solver.tableau.objectiveIsOptimal)

        var before = solver.pivotCount
        try solver.add(v == w + 5)
        XCTAssertEqual(solver.pivotCount, before, "a new variable's definition needs no pivot")
        XCTAssertTrue(solver.tableau.objectiveIsOptimal)
        XCTAssertEqual(solver.value(of: v), 35)

        before = solver.pivotCount
        try solver.add(w >= 10)
        XCTAssertEqual(solver.pivotCount, before, "a slack row that holds changes no reduced cost")
        XCTAssertTrue(solver.tableau.objectiveIsOptimal)
        XCTAssertEqual(solver.value(of: w), 30)

        before = solver.pivotCount
        try solver.add(w <= 20)
        XCTAssertGreaterThan(solver.pivotCount, before, "the preference must give way: the simplex has to run")
        XCTAssertTrue(solver.tableau.objectiveIsOptimal)
        XCTAssertEqual(solver.value(of: w), 20)
        XCTAssertEqual(solver.value(of: v), 25)
    }

    func testColumnsDropDuplicatesAndDeadRows() {
        var tableau = Tableau()
        let s = tableau.newSymbol(.slack)
        let heads = (0..<3).map { _ in tableau.newSymbol(.slack) }
        let rows = heads.map { tableau.allocateRow(head: $0, body: Row(constant: 1), isExternal: false) }
        for k in 0..<10_000 { tableau.noteInColumn(s, row: rows[k % 3]) }
        // Compacted whenever it passes max(4 · 3 + 64, 2 · 3) = 76 entries.
        XCTAssertLessThanOrEqual(tableau.columns.count(Int(s)), 77)
        XCTAssertEqual(Set(tableau.columns.rows(inColumn: Int(s))), Set(rows))

        tableau.freeRow(rows[1])
        for _ in 0..<200 { tableau.noteInColumn(s, row: rows[0]) }
        XCTAssertFalse(tableau.columns.rows(inColumn: Int(s)).contains(rows[1]), "a freed row is dropped at the next compaction")
        XCTAssertEqual(Set(tableau.columns.rows(inColumn: Int(s))), [rows[0], rows[2]])
    }
}
