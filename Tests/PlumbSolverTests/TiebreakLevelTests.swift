import XCTest
import PlumbSolver

/// A tie-breaking level (`Priority.tiebreak`, below `Priority.tiebreakBelow`)
/// chooses among the layouts every real level finds equally good, and the
/// analysis looks through it: what it chose is still a tie.
final class TiebreakLevelTests: XCTestCase {
    /// a + b == 100, each wanting 80 at 750: 60 short whoever gives way, a
    /// tie. `a == 80` at the tie-breaking level picks a = 80, b = 20; the
    /// tie between the two 750s is still reported, and the tie-breaker is
    /// not one of its members. The same pull at 1 (a real level) decides
    /// it: no tie.
    func testTheChoiceIsMadeAndTheTieStillReported() throws {
        let a = Variable("a"), b = Variable("b")
        func solve(pullAt priority: Double) throws -> (Solver, SolutionAnalysis, Constraint, Constraint) {
            let solver = Solver()
            try solver.add(a + b == 100)
            let wantA = (a >= 80).priority(750), wantB = (b >= 80).priority(750)
            try solver.add(wantA)
            try solver.add(wantB)
            try solver.add((a == 80).priority(priority))
            return (solver, solver.analyze(), wantA, wantB)
        }
        let (solver, analysis, wantA, wantB) = try solve(pullAt: Priority.tiebreak)
        XCTAssertEqual(solver.value(of: a), 80, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: b), 20, accuracy: 1e-9)
        XCTAssertEqual(analysis.ties.map(\.priority), [750])
        XCTAssertEqual(Set(analysis.ties.first!.constraints.map(ObjectIdentifier.init)), [ObjectIdentifier(wantA), ObjectIdentifier(wantB)])
        XCTAssertTrue(analysis.isAmbiguous(a))
        let (_, decided, _, _) = try solve(pullAt: 1)
        XCTAssertTrue(decided.ties.isEmpty)
        XCTAssertFalse(decided.isAmbiguous(a))
    }
}
