import XCTest
import PlumbSolver

/// Phase 1 (inserting a row no symbol can take): whether the row holds is
/// read from the artificial variable, not from the rounding its objective
/// carries.
final class PhaseOneTests: XCTestCase {
    /// Issue 26 §3's first block, as the solver saw it: a stack's height is
    /// 10⁻⁷ of a label's safe width (`h4 == 1e-7·safe`, `h4 == h5`), the
    /// button inside wants 33.796875 (at 750) and the label 0 wide (750 and
    /// 250); then the label's safe width is replaced by one inset by
    /// 675,936,750 pt (what the old safe-area feedback fed back).
    ///
    /// By hand: h5 = 33.796875 holds at 750, so safe = 337,968,750 and
    /// w3 = safe + 675,936,750 = 1,013,905,500 (≥ 0 holds; at 250, w3 ≤ 0
    /// and h5 ≤ 33.796875 pull it no lower than the 750 level allows).
    /// Phase 1 ends with the artificial variable out of the basis (it reads
    /// 0: the row holds), while its objective's constant is 1.19e-7, one ulp
    /// of 675,936,750 left by the substitutions: that was read as "phase 1
    /// ended with a nonzero objective" and thrown as an internal failure.
    func testARowThatHoldsIsNotRefusedForItsObjectivesRounding() throws {
        let solver = Solver()
        let safe = Variable("safe"), w3 = Variable("w3"), h4 = Variable("h4"), h5 = Variable("h5")
        let variables = [safe, w3, h4, h5]
        let first = LinearExpression(safe) - w3 == 0
        try solver.add(first)
        let specs: [RandomSystem.Spec] = [
            .init(terms: [(2, 1), (0, -1e-7)], constant: 0, relation: .equal, priority: Priority.required),
            .init(terms: [(2, 1), (3, -1)], constant: 0, relation: .equal, priority: Priority.required),
            .init(terms: [(1, 1)], constant: 0, relation: .greaterOrEqual, priority: 750),
            .init(terms: [(3, 1)], constant: -33.796875, relation: .greaterOrEqual, priority: 750),
            .init(terms: [(1, 1)], constant: 0, relation: .lessOrEqual, priority: 250),
            .init(terms: [(3, 1)], constant: -33.796875, relation: .lessOrEqual, priority: 250),
        ]
        for spec in specs { try solver.add(spec.constraint(variables)) }
        try solver.remove(first)
        let inset = RandomSystem.Spec(terms: [(0, 1), (1, -1)], constant: 675_936_750, relation: .equal, priority: Priority.required)
        XCTAssertNil(try solver.add(inset.constraint(variables)), "the row holds: nothing is broken")
        solver.updateVariables()
        XCTAssertEqual(h5.value, 33.796875, accuracy: 1e-6)
        XCTAssertEqual(safe.value, 337_968_750, accuracy: 1e-6 * 337_968_750)
        XCTAssertEqual(w3.value, 1_013_905_500, accuracy: 1e-6 * 1_013_905_500)
        // And the exact LP oracle agrees.
        let answer = try XCTUnwrap(Oracle.solve([(variables.count, specs + [inset])]).first)
        for (i, v) in variables.enumerated() {
            XCTAssertTrue(answer.unique[i], "\(v.name) is unique")
            let expected = try XCTUnwrap(answer.values[i])
            XCTAssertEqual(v.value, expected, accuracy: 1e-6 * (1 + abs(expected)), v.name)
        }
    }
}
