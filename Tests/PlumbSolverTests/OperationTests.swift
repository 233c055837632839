import XCTest
import PlumbSolver

/// Adding, removing and reading, one operation at a time.
final class OperationTests: XCTestCase {
    /// The spec's first example, horizontally: name.leading = 20, width 50
    /// (intrinsic, hugging 251 > field's 249), field.leading = name.trailing + 8,
    /// field.trailing = 375 − 20: the field is 375 − 20 − 78 = 277 wide.
    func testLabelBesideField() throws {
        let nameX = Variable("name.x"), nameW = Variable("name.w"), fieldX = Variable("field.x"), fieldW = Variable("field.w")
        let solver = Solver()
        try solver.add(nameX == 20)
        try solver.add(fieldX == nameX + nameW + 8)
        try solver.add(fieldX + fieldW == 375 - 20)
        try solver.add((nameW <= 50).priority(251))   // hugging
        try solver.add((nameW >= 50).priority(750))   // resistance
        XCTAssertEqual(solver.value(of: nameW), 50)
        XCTAssertEqual(solver.value(of: fieldX), 78)
        XCTAssertEqual(solver.value(of: fieldW), 277)
    }

    func testExpressionsReadLikeTheMath() {
        let x = Variable("x"), y = Variable("y")
        let e = x + 2 * y - 10
        XCTAssertEqual(e.description, "x + 2*y - 10")
        XCTAssertEqual((x + x - y + y).reduced().terms.count, 1)
        XCTAssertEqual((3 * x / 2 - 0.5 * x).reduced().terms.first?.coefficient, 1)
    }

    func testAddThenRemoveLeavesAnEmptySolver() throws {
        let xs = (0..<20).map { Variable("x\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = [xs[0] == 0]
        for i in 1..<xs.count {
            constraints.append(xs[i] >= xs[i - 1] + 10)
            constraints.append((xs[i] == xs[i - 1] + 20).priority(1))
            constraints.append((xs[i] <= 5).priority(Double(i)))
        }
        for c in constraints { try solver.add(c) }
        XCTAssertEqual(solver.value(of: xs[19]), 190)
        XCTAssertFalse(solver.isEmpty)
        // Remove in a scrambled but fixed order.
        for i in stride(from: 0, to: constraints.count, by: 1).sorted(by: { ($0 * 7) % 11 < ($1 * 7) % 11 || (($0 * 7) % 11 == ($1 * 7) % 11 && $0 < $1) }) {
            try solver.remove(constraints[i])
        }
        XCTAssertTrue(solver.isEmpty)
    }

    func testRemovingADeterminingConstraintFreesTheVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = x == 30
        try solver.add(pin)
        try solver.add(y == x + 5)
        XCTAssertEqual(solver.value(of: y), 35)
        try solver.remove(pin)
        // Nothing determines x any more: it reads 0 (non-basic), as in UIKit,
        // and y follows it.
        XCTAssertEqual(solver.value(of: x) + 5, solver.value(of: y))
        XCTAssertTrue(solver.analyze().isAmbiguous(x))
        try solver.add(x == 12)
        XCTAssertEqual(solver.value(of: y), 17)
    }

    func testMisuseIsReportedAsErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c.description)) }
        XCTAssertThrowsError(try solver.remove(x == 2))
        XCTAssertThrowsError(try solver.add(x == .nan))
        XCTAssertThrowsError(try solver.add((x == 1).priority(0)))
        XCTAssertThrowsError(try solver.add((x == 1).priority(1001)))
        XCTAssertThrowsError(try solver.add((x == 1).priority(.infinity)))
        XCTAssertThrowsError(try solver.add(Double.infinity * x == 1))
    }

    func testSolvingIsDeterministic() throws {
        func run() throws -> [UInt64] {
            let vars = (0..<30).map { Variable("v\($0)") }
            let solver = Solver()
            for i in 1..<vars.count {
                try solver.add(vars[i] + vars[i - 1] >= Double(i))
                try solver.add((vars[i] == 3 * vars[i - 1]).priority(Double(100 + i % 3)))
            }
            try solver.add(vars[0] == 1)
            return vars.map { solver.value(of: $0).bitPattern }
        }
        XCTAssertEqual(try run(), try run())
    }
}
