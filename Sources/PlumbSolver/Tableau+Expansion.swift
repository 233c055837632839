/// Lazy rows, expanded on demand.
///
/// A row headed by a caller's variable may name other basic symbols. Expanding
/// it substitutes them away, newest dependency first, so that terms cancel
/// before they multiply: the chain `x₁₀₀₀ = x₉₉₉ + 10 + s` expands in constant
/// time where an eager tableau would have carried a thousand terms per row.
extension Tableau {
    /// Max-first order for expansion: caller variables by rank, then by age
    /// (older first, since a rank-0 row names only symbols made basic after it),
    /// restricted rows last (their bodies are proper already).
    func expansionKey(_ s: Symbol) -> (Int32, Int) {
        let row = rows[Int(basicRow[Int(s)])]
        return row.isExternal ? (row.rank, -row.stamp) : (-1, 0)
    }

    /// The row's proper form: the same identity over non-basic symbols only.
    mutating func expand(_ row: Row) -> Row {
        var constant = row.constant
        // Reused scratch: swapped out here, swapped back at the end.
        var touched: [Symbol] = []
        var heap = ExpansionHeap()
        swap(&touched, &scratch.expansionTouched)
        swap(&heap, &scratch.expansionHeap)
        touched.removeAll(keepingCapacity: true)
        func accumulate(_ s: Symbol, _ c: Double, into t: inout Tableau, _ touched: inout [Symbol], _ heap: inout ExpansionHeap) {
            let i = Int(s)
            if !t.scratch.denseTouched[i] {
                t.scratch.denseTouched[i] = true
                touched.append(s)
            }
            t.scratch.dense[i] += c
            if t.basicRow[i] >= 0 && !t.scratch.queued[i] {
                t.scratch.queued[i] = true
                heap.push(s, key: t.expansionKey(s))
            }
        }
        for term in row.terms { accumulate(term.symbol, term.coefficient, into: &self, &touched, &heap) }
        while let s = heap.pop() {
            let i = Int(s)
            scratch.queued[i] = false
            let c = scratch.dense[i]
            scratch.dense[i] = 0
            if c == 0 { continue }
            let source = rows[Int(basicRow[i])].body
            constant += c * source.constant
            for term in source.terms { accumulate(term.symbol, c * term.coefficient, into: &self, &touched, &heap) }
        }
        let basic = basicRow   // shared, not copied: the drain does not touch it
        let result = drainDense(&touched, constant: constant) { basic[$0] < 0 }
        swap(&touched, &scratch.expansionTouched)
        swap(&heap, &scratch.expansionHeap)
        return result
    }

    /// Empties the dense scratch at `touched` (sorted here) into a row with
    /// `constant`, keeping the symbols `keep` accepts whose coefficient is
    /// not near zero.
    private mutating func drainDense(_ touched: inout [Symbol], constant: Double, keeping keep: (Int) -> Bool) -> Row {
        touched.sort()
        var row = Row(constant: constant)
        row.terms.reserveCapacity(touched.count)
        for s in touched {
            let i = Int(s)
            let c = scratch.dense[i]
            scratch.dense[i] = 0
            scratch.denseTouched[i] = false
            if !nearZero(c) && keep(i) {
                row.terms.append(Term(symbol: s, coefficient: c))
            }
        }
        return row
    }

    /// The proper form of a basic caller variable's row (or of a non-basic
    /// symbol, which is just itself).
    mutating func properForm(of s: Symbol) -> Row {
        let r = basicRow[Int(s)]
        if r < 0 {
            var row = Row()
            row.add(s, 1)
            return row
        }
        if !rows[Int(r)].isExternal { return rows[Int(r)].body }
        return expand(rows[Int(r)].body)
    }

    /// The proper form of every caller variable's lazy row, without dummy
    /// symbols, indexed by symbol (nil: not a lazy row, or the deadline
    /// passed first). Each is built from the forms of the rows it names, in
    /// dependency order, so the work is the size of the forms; expanding
    /// each row on its own walks its whole chain again (quadratic for a
    /// column of views stacked one under the next). Dropping dummies keeps
    /// the quantity: a dummy marks a required equality and is zero on the
    /// whole feasible face. The analysis reads only free directions, and
    /// names constraints from the full `properForm(of:)`.
    mutating func dummyFreeForms() -> [Row?] {
        ensureEvaluationOrder()
        var forms = [Row?](repeating: nil, count: kinds.count)
        var touched: [Symbol] = []
        swap(&touched, &scratch.expansionTouched)
        defer { swap(&touched, &scratch.expansionTouched) }
        func accumulate(_ s: Symbol, _ c: Double, _ t: inout Tableau, _ touched: inout [Symbol]) {
            let i = Int(s)
            if t.kinds[i] == .dummy { return }
            if !t.scratch.denseTouched[i] {
                t.scratch.denseTouched[i] = true
                touched.append(s)
            }
            t.scratch.dense[i] += c
        }
        for (n, s) in evaluationOrder.enumerated() {
            if n % 256 == 0 && deadline.hasPassed { break }
            touched.removeAll(keepingCapacity: true)
            let r = Int(basicRow[Int(s)])
            var constant = rows[r].body.constant
            for k in 0..<rows[r].body.terms.count {
                let x = rows[r].body.terms[k].symbol, c = rows[r].body.terms[k].coefficient
                let xr = Int(basicRow[Int(x)])
                if xr < 0 {
                    accumulate(x, c, &self, &touched)
                } else if rows[xr].isExternal, let dependency = forms[Int(x)] {
                    constant += c * dependency.constant
                    for term in dependency.terms { accumulate(term.symbol, c * term.coefficient, &self, &touched) }
                } else {
                    constant += c * rows[xr].body.constant
                    for k2 in 0..<rows[xr].body.terms.count {
                        let term = rows[xr].body.terms[k2]
                        accumulate(term.symbol, c * term.coefficient, &self, &touched)
                    }
                }
            }
            forms[Int(s)] = drainDense(&touched, constant: constant) { _ in true }
        }
        return forms
    }

    /// Turns a lazy row into its proper form in place.
    mutating func makeProper(_ r: Int32) {
        let proper = expand(rows[Int(r)].body)
        replaceBody(of: r, with: proper, rank: 0)
    }

    // MARK: Reading values

    /// The symbol's value in the current basic solution: a non-basic symbol
    /// reads 0 (as in UIKit and kiwi), a basic one its row evaluated.
    mutating func value(of s: Symbol) -> Double {
        evaluate(s, sensitivity: nil).value
    }

    /// Evaluates every caller variable's row for the current generation, in
    /// the cached dependency order (one linear pass, no search); read the
    /// results with ``cachedValue(of:)``.
    mutating func evaluateAll() {
        ensureEvaluationOrder()
        for s in evaluationOrder {
            let i = Int(s)
            let r = Int(basicRow[i])
            var value = rows[r].body.constant
            let count = rows[r].body.terms.count
            for k in 0..<count {
                let dep = Int(rows[r].body.terms[k].symbol)
                let dr = Int(basicRow[dep])
                if dr < 0 { continue }
                let c = rows[r].body.terms[k].coefficient
                value += c * (rows[dr].isExternal ? scratch.memoValue[dep] : rows[dr].body.constant)
            }
            scratch.memoValue[i] = value
            scratch.memoGeneration[i] = generation
        }
    }

    /// Brings ``evaluationOrder`` up to date with the tableau's structure.
    mutating func ensureEvaluationOrder() {
        if evaluationOrderStructure != structure { rebuildEvaluationOrder() }
    }

    /// Caller-variable rows in dependency order (a row after the rows it
    /// names), found once per structural change.
    private mutating func rebuildEvaluationOrder() {
        evaluationOrder.removeAll(keepingCapacity: true)
        let marker = -2 - structure   // a memo generation no evaluation uses
        var stack: [(Symbol, Bool)] = []
        for s in kinds.indices where kinds[s] == .external && basicRow[s] >= 0 && rows[Int(basicRow[s])].isExternal {
            if scratch.memoGeneration[s] == marker { continue }
            stack.append((Symbol(s), false))
            while let (top, expanded) = stack.popLast() {
                let t = Int(top)
                if expanded {
                    evaluationOrder.append(top)
                    continue
                }
                if scratch.memoGeneration[t] == marker { continue }
                scratch.memoGeneration[t] = marker
                stack.append((top, true))
                let r = Int(basicRow[t])
                for dep in rows[r].body.symbols {
                    let dr = Int(basicRow[Int(dep)])
                    if dr >= 0 && rows[dr].isExternal && scratch.memoGeneration[Int(dep)] != marker {
                        stack.append((dep, false))
                    }
                }
            }
        }
        evaluationOrderStructure = structure
    }

    /// The value after ``evaluateAll()``. The row is read through the
    /// array's storage: indexing `rows` copied the row (retaining its terms)
    /// to read one flag, once per variable of every read.
    @inline(__always) func cachedValue(of s: Symbol) -> Double {
        let r = Int(basicRow[Int(s)])
        if r < 0 { return 0 }
        return rows.withUnsafeBufferPointer { $0[r].isExternal ? scratch.memoValue[Int(s)] : $0[r].body.constant }
    }

    /// Value and derivative with respect to an edit constant (used by the
    /// parametric sweep). `sensitivity` gives, for a row, how its constant
    /// moves per unit of the edit.
    mutating func evaluate(_ s: Symbol, sensitivity: ((Int32) -> Double)?) -> (value: Double, slope: Double) {
        let r = basicRow[Int(s)]
        if r < 0 { return (0, 0) }
        if !rows[Int(r)].isExternal {
            return (rows[Int(r)].body.constant, sensitivity?(r) ?? 0)
        }
        if scratch.memoGeneration[Int(s)] == generation { return (scratch.memoValue[Int(s)], scratch.memoSlope[Int(s)]) }
        // Borrowed from the scratch (swapped out: `evaluate(stack:)` mutates
        // the tableau, so it cannot take a part of it `inout`).
        var stack: [Symbol] = []
        swap(&stack, &scratch.evaluationStack)
        stack.append(s)
        evaluate(stack: &stack, sensitivity: sensitivity)
        stack.removeAll(keepingCapacity: true)
        swap(&stack, &scratch.evaluationStack)
        return (scratch.memoValue[Int(s)], scratch.memoSlope[Int(s)])
    }

    /// Iterative depth-first evaluation (chains can be thousands deep) of the
    /// rows on the stack, memoized for the current generation.
    private mutating func evaluate(stack: inout [Symbol], sensitivity: ((Int32) -> Double)?) {
        // Indexes in place: binding a row to a local would copy (and retain)
        // its arrays once per visit.
        while let top = stack.last {
            let r = Int(basicRow[Int(top)])
            let count = rows[r].body.terms.count
            var ready = true
            for k in 0..<count {
                let dep = Int(rows[r].body.terms[k].symbol)
                let dr = Int(basicRow[dep])
                if dr >= 0 && rows[dr].isExternal && scratch.memoGeneration[dep] != generation {
                    stack.append(Symbol(dep))
                    ready = false
                }
            }
            if !ready { continue }
            stack.removeLast()
            if scratch.memoGeneration[Int(top)] == generation { continue }
            var value = rows[r].body.constant
            var slope = sensitivity?(Int32(r)) ?? 0
            for k in 0..<count {
                let dep = Int(rows[r].body.terms[k].symbol)
                let dr = Int(basicRow[dep])
                if dr < 0 { continue }
                let c = rows[r].body.terms[k].coefficient
                if rows[dr].isExternal {
                    value += c * scratch.memoValue[dep]
                    if sensitivity != nil { slope += c * scratch.memoSlope[dep] }
                } else {
                    value += c * rows[dr].body.constant
                    if let sensitivity { slope += c * sensitivity(Int32(dr)) }
                }
            }
            scratch.memoValue[Int(top)] = value
            scratch.memoSlope[Int(top)] = slope
            scratch.memoGeneration[Int(top)] = generation
        }
    }
}

/// A binary max-heap of symbols keyed by expansion order.
struct ExpansionHeap {
    private(set) var items: [(key: (Int32, Int), symbol: Symbol)] = []

    private static func above(_ a: (Int32, Int), _ b: (Int32, Int)) -> Bool { a.0 != b.0 ? a.0 > b.0 : a.1 > b.1 }

    mutating func push(_ s: Symbol, key: (Int32, Int)) {
        items.append((key, s))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if !ExpansionHeap.above(items[i].key, items[parent].key) { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Symbol? {
        guard !items.isEmpty else { return nil }
        let top = items[0].symbol
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var best = i
                if l < items.count && ExpansionHeap.above(items[l].key, items[best].key) { best = l }
                if r < items.count && ExpansionHeap.above(items[r].key, items[best].key) { best = r }
                if best == i { break }
                items.swapAt(i, best)
                i = best
            }
        }
        return top
    }
}
