import XCTest
@testable import PlumbSolver

/// `Tableau.checkInvariants()` after every operation of random sequences of
/// adds (required ones that contradict, kept broken, among them), removes,
/// edit variables added and removed, suggestions and reads.
final class TableauInvariantTests: XCTestCase {
    private func assertSound(_ solver: Solver, _ step: String, file: StaticString = #filePath, line: UInt = #line) {
        let violations = solver.tableau.checkInvariants()
        XCTAssertEqual(violations, [], "after \(step)", file: file, line: line)
    }

    func testEveryOperationLeavesTheTableauSound() throws {
        var operations = 0
        for seed in 0..<UInt64(200) {
            var rng = SplitMix(seed: 120_000 + seed)
            let xs = (0..<rng.int(2...6)).map { Variable("x\($0)") }
            let solver = Solver()
            var live: [Constraint] = []
            var edited: [Variable] = []
            for step in 0..<40 {
                let what: String
                switch rng.int(0...9) {
                case 0...3:
                    var e = LinearExpression(Double(rng.int(-30...30)))
                    for _ in 0..<rng.int(1...3) { e = e + Double(rng.pick([-2, -1, 1, 1, 2, 3])) * rng.pick(xs) }
                    let c = Constraint(e, rng.pick([.equal, .lessOrEqual, .greaterOrEqual]),
                                       priority: rng.chance(0.5) ? Priority.required : rng.pick(RandomSystem.optionalPriorities))
                    try solver.add(c)
                    live.append(c)
                    what = "add \(c)"
                case 4...5 where !live.isEmpty:
                    let c = live.remove(at: rng.int(0...(live.count - 1)))
                    try solver.remove(c)
                    what = "remove \(c)"
                case 6:
                    let x = rng.pick(xs)
                    if edited.contains(where: { $0 === x }) {
                        try solver.removeEditVariable(x)
                        edited.removeAll { $0 === x }
                        what = "remove edit \(x.name)"
                    } else {
                        try solver.addEditVariable(x, priority: rng.pick([250, 500, 999]))
                        edited.append(x)
                        what = "add edit \(x.name)"
                    }
                case 7...8 where !edited.isEmpty:
                    let x = rng.pick(edited)
                    try solver.suggestValue(x, Double(rng.int(-100...100)))
                    what = "suggest \(x.name)"
                default:
                    solver.updateVariables()
                    what = "read"
                }
                operations += 1
                assertSound(solver, "seed \(seed) step \(step): \(what)")
            }
        }
        XCTAssertGreaterThan(operations, 5000)
    }

    /// The check can fail: a restricted row made to name a basic symbol, and
    /// one made infeasible, are both reported.
    func testTheCheckSeesACorruptTableau() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(1.0 * x - 10.0, .greaterOrEqual))
        try solver.add(Constraint(1.0 * y - 1.0 * x, .greaterOrEqual))
        try solver.add(Constraint(1.0 * y - 50.0, .equal, priority: 500))
        XCTAssertEqual(solver.tableau.checkInvariants(), [])
        let t = solver.tableau
        let restricted = try XCTUnwrap(t.rows.indices.first { t.rowLive[$0] && !t.rows[$0].isExternal })
        let basic = try XCTUnwrap(t.basicRow.indices.first { t.basicRow[$0] >= 0 && $0 != Int(t.rows[restricted].head) })

        var named = t
        named.rows[restricted].body.add(Symbol(basic), 2)
        named.noteInColumn(Symbol(basic), row: Int32(restricted))
        XCTAssertTrue(named.checkInvariants().contains { $0.contains("names basic symbol \(Symbol(basic))") }, "\(named.checkInvariants())")

        var infeasible = t
        infeasible.rows[restricted].body.constant = -1
        XCTAssertTrue(infeasible.checkInvariants().contains { $0.contains("is infeasible") }, "\(infeasible.checkInvariants())")
    }
}
