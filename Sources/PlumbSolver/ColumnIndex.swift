/// For each symbol, the rows that may hold it in their body (verified on
/// use, pruned as it goes), so that a pivot touches only the rows it changes.
///
/// Every column lives in one shared array, in a segment of 4·2ᵏ slots that
/// moves to a segment twice its size when it fills; the segment it leaves
/// is kept for the next column of that size. Most symbols appear in a
/// handful of rows, and giving each column an array of its own cost an
/// allocation per growth and a free per symbol at teardown: a sixth of
/// building a 113-constraint layout.
struct ColumnIndex {
    private struct Segment {
        var start: Int
        var count: Int32
        var capacity: Int32
        /// The count beyond which the tableau compacts the column (see
        /// ``Tableau/noteInColumn(_:row:)``).
        var compactionBound: Int32
    }

    /// Segments are carved from the front `used` slots; the rest is spare,
    /// grown geometrically so that a new segment rarely grows the array.
    private var storage: [Int32] = []
    private var used = 0
    private var segments: [Segment] = []
    /// Starts of segments no column uses, by size class (capacity 4·2ᵏ).
    private var freeSegments: [[Int]] = []

    /// Adds an empty column (for a new symbol).
    mutating func addColumn() {
        segments.append(Segment(start: 0, count: 0, capacity: 0, compactionBound: 64))
    }

    @inline(__always) func count(_ s: Int) -> Int { Int(segments[s].count) }

    /// The `k`-th row of column `s` (`k < count(s)`).
    @inline(__always) subscript(s: Int, k: Int) -> Int32 {
        get { storage[segments[s].start + k] }
        set { storage[segments[s].start + k] = newValue }
    }

    /// Column `s` as an array (for tests and debugging).
    func rows(inColumn s: Int) -> [Int32] {
        (0..<count(s)).map { self[s, $0] }
    }

    /// Appends row `r` to column `s`; true when the column has passed its
    /// compaction bound.
    @inline(__always) mutating func append(_ r: Int32, to s: Int) -> Bool {
        if segments[s].count == segments[s].capacity { grow(s) }
        let segment = segments[s]
        storage[segment.start + Int(segment.count)] = r
        segments[s].count = segment.count + 1
        return segment.count + 1 > segment.compactionBound
    }

    /// Keeps the first `count` rows of column `s`.
    mutating func truncate(_ s: Int, to count: Int) {
        segments[s].count = Int32(count)
    }

    mutating func setCompactionBound(_ s: Int, _ bound: Int) {
        segments[s].compactionBound = Int32(clamping: bound)
    }

    private mutating func grow(_ s: Int) {
        let old = segments[s]
        // Capacity 4·2ʲ is size class j; the new segment is one class up.
        let newClass = old.capacity == 0 ? 0 : old.capacity.trailingZeroBitCount - 1
        let capacity = 4 << newClass
        while freeSegments.count <= newClass { freeSegments.append([]) }
        let start: Int
        if let reused = freeSegments[newClass].popLast() {
            start = reused
        } else {
            start = used
            used += capacity
            if used > storage.count {
                storage.append(contentsOf: repeatElement(0, count: max(used - storage.count, storage.count, 256)))
            }
        }
        if old.count > 0 {
            storage.withUnsafeMutableBufferPointer { all in
                let base = all.baseAddress!
                (base + start).update(from: base + old.start, count: Int(old.count))
            }
        }
        if old.capacity > 0 { freeSegments[newClass - 1].append(old.start) }
        segments[s].start = start
        segments[s].capacity = Int32(capacity)
    }
}
