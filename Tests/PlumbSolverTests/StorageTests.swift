import XCTest
@testable import PlumbSolver

/// The tableau's storage: rows as one array of terms (merged in one pass,
/// long rows trading storage with the scratch buffer) and the column index
/// carved out of one shared array. Each is checked against the plain
/// arithmetic it stands for, on seeded random input.
final class StorageTests: XCTestCase {
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    private func randomRow(count: Int, symbols: Range<Int32>, using rng: inout Generator) -> Row {
        var row = Row(constant: Double(Int.random(in: -50...50, using: &rng)))
        for _ in 0..<count {
            // Small integers: sums and products stay exact, so the reference
            // and the merge must agree bit for bit.
            row.add(Symbol(Int32.random(in: symbols, using: &rng)), Double(Int.random(in: -4...4, using: &rng)))
        }
        return row
    }

    private func dense(_ row: Row) -> [Symbol: Double] {
        // A repeated symbol is a broken row: it reads as NaN, which equals nothing.
        Dictionary(row.terms.map { ($0.symbol, $0.coefficient) }, uniquingKeysWith: { _, _ in .nan })
    }

    /// `a += k·b` and the pivot's substitution, for short rows (copied back
    /// from the buffer) and rows of 128 terms or more (storage swapped with
    /// it, runs between the short row's terms copied whole), against a
    /// dictionary: same constant, same terms, ascending,
    /// none zero, and `added` naming exactly the symbols new to the row.
    func testMergesAgreeWithTermByTermArithmetic() {
        var rng = Generator(state: 7)
        var buffer = RowBuffer()
        for round in 0..<400 {
            let long = round % 2 == 1
            let symbols: Range<Int32> = 0..<(long ? 600 : 40)
            var a = randomRow(count: long ? 300 : 12, symbols: symbols, using: &rng)
            // A long row meeting a two-term one is copied in long runs (the
            // memcpy path), and its dropped term may sit inside one.
            let b = randomRow(count: long ? (round % 3 == 0 ? 2 : 40) : 6, symbols: symbols, using: &rng)
            if long { XCTAssertGreaterThanOrEqual(a.count, RowBuffer.swapThreshold) }
            var expected = dense(a)
            var expectedConstant = a.constant
            let substituting = round % 4 >= 2 && !a.isEmpty
            let position = substituting ? Int.random(in: 0..<a.count, using: &rng) : -1
            let scale = substituting ? a.terms[position].coefficient : Double(Int.random(in: -3...3, using: &rng))
            if substituting { expected[a.terms[position].symbol] = nil }
            let before = Set(expected.keys)
            for term in b.terms { expected[term.symbol, default: 0] += scale * term.coefficient }
            expected = expected.filter { $0.value != 0 }
            expectedConstant += scale * b.constant

            var added: [Symbol] = []
            if substituting {
                a.substitute(at: position, by: b, buffer: &buffer, added: &added)
            } else {
                a.add(b, times: scale, buffer: &buffer, added: &added)
            }
            XCTAssertEqual(a.constant, expectedConstant, "round \(round)")
            XCTAssertEqual(dense(a), expected, "round \(round)")
            XCTAssertTrue(zip(a.terms, a.terms.dropFirst()).allSatisfy { $0.symbol < $1.symbol }, "round \(round): terms not strictly ascending")
            XCTAssertEqual(Set(added), Set(expected.keys).subtracting(before), "round \(round): added")
        }
    }

    /// Random appends and truncations over many columns (segments growing,
    /// moving and being reused) against one array per column.
    func testColumnIndexAgreesWithOneArrayPerColumn() {
        var rng = Generator(state: 11)
        var index = ColumnIndex()
        var reference: [[Int32]] = []
        for _ in 0..<300 {
            index.addColumn()
            reference.append([])
        }
        for step in 0..<60_000 {
            let s = Int.random(in: 0..<reference.count, using: &rng)
            if step % 50 == 49 {
                let keep = Int.random(in: 0...reference[s].count, using: &rng)
                reference[s].removeLast(reference[s].count - keep)
                index.truncate(s, to: keep)
            } else if step % 500 == 499 {
                index.addColumn()
                reference.append([])
            } else {
                let r = Int32.random(in: 0..<10_000, using: &rng)
                reference[s].append(r)
                // Bound 64 (the default): the tableau compacts past it.
                XCTAssertEqual(index.append(r, to: s), reference[s].count > 64)
            }
        }
        for s in reference.indices {
            XCTAssertEqual(index.rows(inColumn: s), reference[s], "column \(s)")
        }
    }

    /// Reading a value walks the rows it depends on with a stack borrowed
    /// from the scratch and handed back (not one allocated per read): after
    /// a sweep over a chain of views, each 10 wider than the one before, the
    /// values are still the chain's (x_k = W/2 + 10·k) and the stack is back
    /// in the scratch, empty, with its room kept for the next read.
    func testValueReadsBorrowTheScratchStackAndHandItBack() throws {
        let root = Variable("W")
        let views = (0..<40).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(views[0] == 0.5 * root)
        for k in 1..<views.count { try solver.add(views[k] == views[k - 1] + 10) }
        try solver.addEditVariable(root, priority: Priority.required)
        try solver.suggestValue(root, 300)
        let sweep = try solver.sweep(root, from: 100, to: 500)
        for (k, v) in views.enumerated() {
            XCTAssertEqual(solver.value(of: v), 150 + 10 * Double(k), accuracy: 1e-9)
            XCTAssertEqual(try XCTUnwrap(sweep.value(of: v, at: 400)), 200 + 10 * Double(k), accuracy: 1e-9)
        }
        XCTAssertTrue(solver.tableau.scratch.evaluationStack.isEmpty)
        XCTAssertGreaterThan(solver.tableau.scratch.evaluationStack.capacity, 0, "the stack went back to the scratch")
    }
}
