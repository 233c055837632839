import XCTest
import PlumbSolver

/// Plumb against an independent exact lexicographic LP (scipy's HiGHS, level
/// by level) on 1,000 random feasible systems built through scrambled adds,
/// removes, edits and suggestions.
final class OracleTests: XCTestCase {
    func testAgreesWithLexicographicLPOracle() throws {
        let count = 1_000
        var systems: [RandomSystem] = []
        var solved: [(Solver, [Variable], [Constraint])] = []
        for seed in 0..<UInt64(count) {
            let system = RandomSystem(seed: seed)
            systems.append(system)
            solved.append(try system.build(seed: seed))
        }
        let answers = try Oracle.solve(systems.map { ($0.variableCount, $0.finalSpecs()) })
        XCTAssertEqual(answers.count, count)

        var uniqueCompared = 0, ambiguousCompared = 0, levelsCompared = 0
        for (index, answer) in answers.enumerated() {
            let (solver, variables, required) = solved[index]
            let context = "system \(index)"
            // Required constraints hold to 1e-9 relative.
            for c in required {
                let scale = 1 + abs(c.expression.constant) + c.expression.terms.reduce(0) { $0 + abs($1.coefficient * solver.value(of: $1.variable)) }
                XCTAssertLessThanOrEqual(solver.violation(of: c), 1e-9 * scale, "\(context): \(c)")
            }
            XCTAssertTrue(solver.brokenConstraints.isEmpty, context)
            // Per-level objective equals the oracle's.
            let mine = Dictionary(solver.objectiveByLevel.map { ($0.priority, $0.error) }, uniquingKeysWith: +)
            for level in answer.levels {
                let (priority, expected) = (level[0], level[1])
                XCTAssertEqual(mine[priority] ?? 0, expected, accuracy: 1e-6 * (1 + abs(expected)), "\(context) level \(priority)")
                levelsCompared += 1
            }
            // Values where the optimum is unique; ambiguity where it is not.
            let analysis = solver.analyze()
            for (i, variable) in variables.enumerated() {
                if answer.unique[i], let expected = answer.values[i] {
                    XCTAssertEqual(solver.value(of: variable), expected, accuracy: 1e-6 * (1 + abs(expected)), "\(context) x\(i)")
                    XCTAssertFalse(analysis.isAmbiguous(variable), "\(context) x\(i) is unique but reported ambiguous")
                    uniqueCompared += 1
                } else {
                    XCTAssertTrue(analysis.isAmbiguous(variable), "\(context) x\(i) is not unique but not reported ambiguous")
                    ambiguousCompared += 1
                }
            }
        }
        // The sample must exercise both sides of the comparison.
        XCTAssertGreaterThan(uniqueCompared, 1_000)
        XCTAssertGreaterThan(ambiguousCompared, 100)
        XCTAssertGreaterThan(levelsCompared, 2_000)
        print("oracle: \(levelsCompared) levels, \(uniqueCompared) unique values, \(ambiguousCompared) ambiguous values compared")
    }
}
