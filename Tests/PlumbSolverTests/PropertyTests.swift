import XCTest
@testable import PlumbSolver

/// Properties that must hold on every random system.
final class PropertyTests: XCTestCase {
    /// Add everything, then remove everything (edits too) in a shuffled
    /// order: nothing is left.
    func testAddThenRemoveReturnsAnEmptySolver() throws {
        for seed in 0..<UInt64(300) {
            let system = RandomSystem(seed: 50_000 + seed)
            let (solver, variables, _) = try system.build(seed: seed)
            var rng = SplitMix(seed: seed)
            var everything = solver.constraints.filter { c in !solver.editVariables.contains { c.label == "edit \($0)" } }
            everything.shuffle(using: &rng)
            XCTAssertEqual(solver.tableau.checkInvariants(), [], "seed \(seed): built")
            for edit in system.edits { try solver.removeEditVariable(variables[edit.variable]) }
            for c in everything {
                try solver.remove(c)
                XCTAssertEqual(solver.tableau.checkInvariants(), [], "seed \(seed): removed \(c)")
            }
            XCTAssertTrue(solver.isEmpty, "seed \(seed)")
            XCTAssertEqual(solver.tableau.rowCount, 0, "seed \(seed)")
        }
    }

    /// Suggesting a sequence of values then a final one gives exactly (to
    /// rounding) what a fresh solver given only the final value gives, for
    /// every variable whose value is unique.
    func testResuggestEqualsFromScratch() throws {
        var compared = 0
        for seed in 0..<UInt64(300) {
            let system = RandomSystem(seed: 70_000 + seed)
            guard !system.edits.isEmpty else { continue }
            let (incremental, variables, _) = try system.build(seed: seed)
            // Fresh: the final suggestions only, constraints in plain order.
            let freshVariables = (0..<system.variableCount).map { Variable("x\($0)") }
            let fresh = Solver()
            for spec in system.required + system.optional { try fresh.add(spec.constraint(freshVariables)) }
            for edit in system.edits {
                try fresh.addEditVariable(freshVariables[edit.variable], priority: edit.priority)
                try fresh.suggestValue(freshVariables[edit.variable], edit.suggestions.last!)
            }
            let analysis = fresh.analyze()
            for i in 0..<system.variableCount where !analysis.isAmbiguous(freshVariables[i]) {
                let expected = fresh.value(of: freshVariables[i])
                XCTAssertEqual(incremental.value(of: variables[i]), expected, accuracy: 1e-9 * (1 + abs(expected)), "seed \(seed) x\(i)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }

    /// Random infeasible required sets: the reported conflict is infeasible,
    /// dropping any one member makes it feasible, and every member really is a
    /// constraint that was added.
    func testConflictSetsAreMinimal() throws {
        var conflicts = 0
        for seed in 0..<UInt64(400) {
            var rng = SplitMix(seed: 90_000 + seed)
            let n = rng.int(2...5)
            let xs = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            for _ in 0..<rng.int(3...9) {
                var e = LinearExpression(Double(rng.int(-20...20)))
                for _ in 0..<rng.int(1...2) { e = e + Double(rng.int(-2...2) == 0 ? 1 : rng.int(-2...2)) * xs[rng.int(0...(n - 1))] }
                let c = Constraint(e, rng.pick([.equal, .lessOrEqual, .greaterOrEqual]))
                added.append(c)
                guard let broken = try solver.add(c) else { continue }
                conflicts += 1
                XCTAssertTrue(broken.constraint === c)
                XCTAssertTrue(broken.conflict.contains { $0 === c })
                XCTAssertTrue(broken.conflict.allSatisfy { m in added.contains { $0 === m } })
                XCTAssertFalse(Solver.isFeasible(broken.conflict), "seed \(seed)")
                for i in broken.conflict.indices {
                    var rest = broken.conflict
                    rest.remove(at: i)
                    XCTAssertTrue(Solver.isFeasible(rest), "seed \(seed): not minimal")
                }
            }
            // Every constraint that is not broken holds.
            for c in solver.constraints where !solver.brokenConstraints.contains(where: { $0.constraint === c }) {
                XCTAssertLessThanOrEqual(solver.violation(of: c), 1e-9 * 100, "seed \(seed): \(c)")
            }
        }
        XCTAssertGreaterThan(conflicts, 100)
    }
}
