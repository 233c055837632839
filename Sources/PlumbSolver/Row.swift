/// One term of a ``Row``: `coefficient · symbol`.
struct Term {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient·symbol`, its terms kept in
/// ascending symbol order in one array (kiwi's vector of pairs): one
/// allocation per row, binary-searchable, merged in one pass.
struct Row {
    var constant: Double
    var terms: [Term]

    init(constant: Double = 0) {
        self.constant = constant
        self.terms = []
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }
    /// The row's symbols, in ascending order.
    var symbols: LazyMapSequence<[Term], Symbol> { terms.lazy.map(\.symbol) }

    /// The first position in `low..<high` whose symbol is not below
    /// `symbol` (`high` when there is none): where insertions and merges
    /// place a symbol. (``position(of:)`` searches on its own: it can stop
    /// at a match, and lookups are the hottest of the three.)
    @inline(__always) static func firstPosition(notBelow symbol: Symbol, in terms: UnsafeBufferPointer<Term>, from low: Int, to high: Int) -> Int {
        var low = low
        var high = high
        while low < high {
            let mid = (low + high) >> 1
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }

    @inline(__always) func position(of symbol: Symbol) -> Int? {
        terms.withUnsafeBufferPointer { terms in
            var low = 0
            var high = terms.count
            while low < high {
                let mid = (low + high) >> 1
                let id = terms[mid].symbol
                if id == symbol { return mid }
                if id < symbol { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    @inline(__always) func coefficient(of symbol: Symbol) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return terms[i].coefficient
    }

    /// Adds `value` to the symbol's coefficient, dropping it when the sum is
    /// (near) zero. Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ value: Double) -> Bool {
        let low = terms.withUnsafeBufferPointer { Row.firstPosition(notBelow: symbol, in: $0, from: 0, to: $0.count) }
        if low < terms.count, terms[low].symbol == symbol {
            let sum = terms[low].coefficient + value
            if nearZero(sum) {
                terms.remove(at: low)
            } else {
                terms[low].coefficient = sum
            }
            return false
        }
        if nearZero(value) { return false }
        terms.insert(Term(symbol: symbol, coefficient: value), at: low)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if let i = position(of: symbol) { terms.remove(at: i) }
    }

    mutating func negate() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Rewrites `head = row` (this row, with `head` eliminated) as
    /// `entering = …`: the row must contain `entering`; `head` joins the body.
    /// `head` is the symbol the row was solved for (nil for a fresh row
    /// `0 = row`).
    mutating func solve(for entering: Symbol, replacing head: Symbol?) {
        let i = position(of: entering)!
        let a = terms[i].coefficient
        terms.remove(at: i)
        // 0 = c + a·e + Σ cⱼsⱼ − head  ⇒  e = −c/a − Σ (cⱼ/a) sⱼ + head/a
        let factor = -1 / a
        constant *= factor
        for j in terms.indices { terms[j].coefficient *= factor }
        if let head { add(head, 1 / a) }
    }

    /// `self += scale · other`, in one merge pass through reusable buffers.
    /// Symbols new to this row are appended to `added`.
    mutating func add(_ other: Row, times scale: Double, buffer: inout RowBuffer, added: inout [Symbol]) {
        merge(other, times: scale, droppingPosition: -1, buffer: &buffer, added: &added)
    }

    /// Replaces the symbol at `position` (coefficient `a`) by `a · other`:
    /// the substitution step of a pivot, in the same single pass (removing the
    /// symbol first would shift the arrays once more per row).
    mutating func substitute(at position: Int, by other: Row, buffer: inout RowBuffer, added: inout [Symbol]) {
        merge(other, times: terms[position].coefficient, droppingPosition: position, buffer: &buffer, added: &added)
    }

    private mutating func merge(_ other: Row, times scale: Double, droppingPosition dropped: Int, buffer: inout RowBuffer, added: inout [Symbol]) {
        constant += scale * other.constant
        if other.terms.isEmpty {
            if dropped >= 0 { terms.remove(at: dropped) }
            return
        }
        let n = terms.count
        let m = other.terms.count
        // Written through raw pointers into a buffer grown once: appending
        // element by element re-checked capacity and uniqueness on every step
        // of the solver's hottest loop.
        buffer.ensureCount(n + m)
        var k = 0
        terms.withUnsafeBufferPointer { a in
        other.terms.withUnsafeBufferPointer { b in
        buffer.terms.withUnsafeMutableBufferPointer { out in
            // Copies a[from..<to], less the dropped term, to the output:
            // runs between two of `other`'s symbols are copied whole, so a
            // long row (an objective level) meeting a short one costs a
            // search per short-row term and a memcpy, not a step per term.
            func copyRun(_ from: Int, _ to: Int) {
                var start = from
                while start < to {
                    let end = dropped >= start && dropped < to ? dropped : to
                    let length = end - start
                    if length > 8 {
                        (out.baseAddress! + k).update(from: a.baseAddress! + start, count: length)
                    } else {
                        for t in 0..<length { out[k + t] = a[start + t] }
                    }
                    k += length
                    if end == to { break }
                    start = end + 1   // past the dropped term
                }
            }
            var i = 0
            for j in 0..<m {
                let symbol = b[j].symbol
                // The first position ≥ i not below the symbol: galloping,
                // then binary search (one comparison when the rows interleave).
                var low = i
                var high = i
                var step = 1
                while high < n && a[high].symbol < symbol {
                    low = high + 1
                    high += step
                    step <<= 1
                }
                low = Row.firstPosition(notBelow: symbol, in: a, from: low, to: min(high, n))
                copyRun(i, low)
                i = low
                if i < n && a[i].symbol == symbol && i != dropped {
                    let v = a[i].coefficient + scale * b[j].coefficient
                    if !nearZero(v) { out[k] = Term(symbol: symbol, coefficient: v); k += 1 }
                    i += 1
                } else {
                    if i == dropped && i < n && a[i].symbol == symbol { i += 1 }
                    let v = scale * b[j].coefficient
                    if !nearZero(v) {
                        out[k] = Term(symbol: symbol, coefficient: v); k += 1; added.append(symbol)
                    }
                }
            }
            copyRun(i, n)
        }}}
        if n >= RowBuffer.swapThreshold {
            // A long row (an objective level over every error of a large
            // layout) trades storage with the buffer instead of being
            // copied back: the copy was a third of such a merge.
            swap(&terms, &buffer.terms)
            terms.removeLast(terms.count - k)
            return
        }
        // Copied back into the row's own storage (one memcpy): the buffer
        // keeps its size, so it is neither refilled nor reallocated on the
        // next merge, and the row reallocates only when it outgrows its
        // capacity.
        buffer.terms.withUnsafeBufferPointer { terms.replaceSubrange(0..<n, with: UnsafeBufferPointer(rebasing: $0[0..<k])) }
    }
}

/// Scratch storage reused by every merge, so that pivoting allocates nothing
/// once the buffer has grown.
struct RowBuffer {
    var terms: [Term] = []
    /// Rows at least this long swap storage with the buffer after a merge.
    static let swapThreshold = 128

    /// At least `count` elements to write over (their values are garbage).
    /// The buffer only grows.
    mutating func ensureCount(_ count: Int) {
        if terms.count < count {
            terms.append(contentsOf: repeatElement(Term(symbol: Symbol(0 as Int32), coefficient: 0), count: count - terms.count))
        }
    }
}
