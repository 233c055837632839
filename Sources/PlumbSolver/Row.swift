/// A sparse linear form `constant + Σ coefficient·symbol`, with symbols kept in
/// ascending id order in two parallel arrays (cache-friendly, binary-searchable,
/// merged in one pass).
struct Row {
    var constant: Double
    var ids: [Symbol]
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.ids = []
        self.coefficients = []
    }

    var isEmpty: Bool { ids.isEmpty }
    var count: Int { ids.count }

    @inline(__always) func position(of symbol: Symbol) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            let id = ids[mid]
            if id == symbol { return mid }
            if id < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    @inline(__always) func coefficient(of symbol: Symbol) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return coefficients[i]
    }

    /// Adds `value` to the symbol's coefficient, dropping it when the sum is
    /// (near) zero. Returns true when the symbol was not in the row before.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ value: Double) -> Bool {
        var low = 0
        var high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            if ids[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < ids.count, ids[low] == symbol {
            let sum = coefficients[low] + value
            if nearZero(sum) {
                ids.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        if nearZero(value) { return false }
        ids.insert(symbol, at: low)
        coefficients.insert(value, at: low)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if let i = position(of: symbol) {
            ids.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `head = row` (this row, with `head` eliminated) as
    /// `entering = …`: the row must contain `entering`; `head` joins the body.
    /// `head` is the symbol the row was solved for (nil for a fresh row
    /// `0 = row`).
    mutating func solve(for entering: Symbol, replacing head: Symbol?) {
        let i = position(of: entering)!
        let a = coefficients[i]
        ids.remove(at: i)
        coefficients.remove(at: i)
        // 0 = c + a·e + Σ cⱼsⱼ − head  ⇒  e = −c/a − Σ (cⱼ/a) sⱼ + head/a
        let factor = -1 / a
        constant *= factor
        for j in coefficients.indices { coefficients[j] *= factor }
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
        merge(other, times: coefficients[position], droppingPosition: position, buffer: &buffer, added: &added)
    }

    private mutating func merge(_ other: Row, times scale: Double, droppingPosition dropped: Int, buffer: inout RowBuffer, added: inout [Symbol]) {
        constant += scale * other.constant
        if other.ids.isEmpty {
            if dropped >= 0 {
                ids.remove(at: dropped)
                coefficients.remove(at: dropped)
            }
            return
        }
        let n = ids.count
        let m = other.ids.count
        // Written through raw pointers into buffers grown once: appending
        // element by element re-checked capacity and uniqueness on every step
        // of the solver's hottest loop.
        buffer.ensureCount(n + m)
        var k = 0
        ids.withUnsafeBufferPointer { aIds in
        coefficients.withUnsafeBufferPointer { aCs in
        other.ids.withUnsafeBufferPointer { bIds in
        other.coefficients.withUnsafeBufferPointer { bCs in
        buffer.ids.withUnsafeMutableBufferPointer { outIds in
        buffer.coefficients.withUnsafeMutableBufferPointer { outCs in
            var i = 0
            var j = 0
            while i < n || j < m {
                if i == dropped { i += 1; continue }
                if j == m || (i < n && aIds[i] < bIds[j]) {
                    outIds[k] = aIds[i]; outCs[k] = aCs[i]; k += 1; i += 1
                } else if i == n || bIds[j] < aIds[i] {
                    let v = scale * bCs[j]
                    if !nearZero(v) {
                        outIds[k] = bIds[j]; outCs[k] = v; k += 1; added.append(bIds[j])
                    }
                    j += 1
                } else {
                    let v = aCs[i] + scale * bCs[j]
                    if !nearZero(v) { outIds[k] = aIds[i]; outCs[k] = v; k += 1 }
                    i += 1; j += 1
                }
            }
        }}}}}}
        // Copied back into the row's own storage (one memcpy each): the
        // buffer keeps its size, so it is neither refilled nor reallocated on
        // the next merge, and the row reallocates only when it outgrows its
        // capacity.
        buffer.ids.withUnsafeBufferPointer { ids.replaceSubrange(0..<n, with: UnsafeBufferPointer(rebasing: $0[0..<k])) }
        buffer.coefficients.withUnsafeBufferPointer { coefficients.replaceSubrange(0..<n, with: UnsafeBufferPointer(rebasing: $0[0..<k])) }
    }
}

/// Scratch storage reused by every merge, so that pivoting allocates nothing
/// once the buffers have grown.
struct RowBuffer {
    var ids: [Symbol] = []
    var coefficients: [Double] = []

    /// At least `count` elements to write over (their values are garbage).
    /// The buffer only grows.
    mutating func ensureCount(_ count: Int) {
        if ids.count < count { ids.append(contentsOf: repeatElement(0, count: count - ids.count)) }
        if coefficients.count < count { coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count)) }
    }
}
