import XCTest
@testable import PlumbSolver

/// Required constraints that cannot hold together are kept broken at 1100
/// and reported with a minimal conflicting set (UIKit's "Unable to
/// simultaneously satisfy constraints", done right).
final class ConflictTests: XCTestCase {
    /// `x == 10` then `x == 20`, both required: the second is broken; x stays
    /// at 10 (the constraint already there wins, as in Apple's fallback that
    /// breaks the constraint being added), and the conflict is exactly the two.
    func testSecondOfTwoEqualitiesIsBroken() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 20
        XCTAssertNil(try solver.add(first))
        let broken = try XCTUnwrap(try solver.add(second))
        XCTAssertTrue(broken.constraint === second)
        XCTAssertEqual(broken.conflict.count, 2)
        XCTAssertTrue(broken.conflict.contains { $0 === first })
        XCTAssertTrue(broken.conflict.contains { $0 === second })
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.violation(of: second), 10)
        XCTAssertEqual(solver.brokenConstraints.count, 1)
    }

    /// The broken constraint sits above every optional priority: with
    /// `x == 10` required, `x >= 50` broken and `x == 0 @999`, the broken
    /// error (at 1100) is minimised first: x stays at 10 because 10 is required,
    /// and the 999 preference cannot pull x below 10 either.
    /// With `x <= 100` required and `x == 500` broken, an optional `x == 0 @999`
    /// loses to the broken one: x = 100 (as close to 500 as required allows).
    func testBrokenConstraintOutranksEveryOptionalPriority() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.add((x == 0).priority(999))
        XCTAssertEqual(solver.value(of: x), 0)
        let broken = try solver.add(x == 500)
        XCTAssertNotNil(broken)
        XCTAssertEqual(solver.value(of: x), 100)
        XCTAssertEqual(solver.objectiveByLevel.map(\.priority), [1100, 999])
        XCTAssertEqual(solver.objectiveByLevel.map(\.error), [400, 100])
    }

    /// A conflict among three of five required constraints: a + b == 100,
    /// a >= 60, b >= 60 cannot hold (a + b ≥ 120); c == 5 and d == a take no
    /// part. The minimal set is the three, and each is needed.
    func testMinimalSetLeavesOutUninvolvedConstraints() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let sum = a + b == 100, unrelated = c == 5, copy = d == a, aMin = a >= 60, bMin = b >= 60
        for constraint in [sum, unrelated, copy, aMin] { XCTAssertNil(try solver.add(constraint)) }
        let broken = try XCTUnwrap(try solver.add(bMin))
        XCTAssertEqual(Set(broken.conflict.map(ObjectIdentifier.init)),
                       Set([sum, aMin, bMin].map(ObjectIdentifier.init)))
        // Minimal: dropping any single member makes the rest satisfiable.
        for i in broken.conflict.indices {
            var rest = broken.conflict
            rest.remove(at: i)
            XCTAssertTrue(Solver.isFeasible(rest))
        }
        XCTAssertFalse(Solver.isFeasible(broken.conflict))
        // The layout: a + b == 100 and a >= 60 hold; b >= 60 is as close as it
        // can be: b = 40, broken by 20.
        XCTAssertEqual(solver.value(of: a), 60)
        XCTAssertEqual(solver.value(of: b), 40)
        XCTAssertEqual(solver.value(of: d), 60)
        XCTAssertEqual(solver.violation(of: bMin), 20)
    }

    /// Removing one member of the conflict frees the broken constraint: its
    /// 1100 error drops to zero and it holds again.
    func testRemovingAConflictingConstraintLetsTheBrokenOneHold() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x <= 10
        try solver.add(low)
        let high = x >= 20
        XCTAssertNotNil(try solver.add(high))
        XCTAssertEqual(solver.value(of: x), 10)
        try solver.remove(low)
        XCTAssertEqual(solver.value(of: x), 20)
        XCTAssertEqual(solver.violation(of: high), 0)
    }

    /// A contradiction with no variable at all (`0 == 5`) is a conflict of one.
    func testConstantContradictionIsAConflictOfOne() throws {
        let x = Variable("x")
        let solver = Solver()
        let absurd = Constraint(x - x + 5, .equal)
        let broken = try XCTUnwrap(try solver.add(absurd))
        XCTAssertEqual(broken.conflict.count, 1)
    }
}
