/// The tableau's working buffers: storage reused from one operation to the
/// next so that merging rows, expanding lazy rows and evaluating values
/// allocate nothing in the steady state. Nothing here is part of the
/// tableau's meaning: between operations every dense array is back to its
/// resting value (zero, false), which `Tableau.checkInvariants()` does not
/// need to look at.
struct TableauScratch {
    /// Row merges write here (`Row.add(_:times:buffer:added:)`), and the
    /// symbols a merge brought into a row are listed in `added`.
    var buffer = RowBuffer()
    var added: [Symbol] = []

    // Per symbol (grown by `addSymbol`): a lazy row's expansion accumulates
    // coefficients densely, and queues each basic symbol once.
    var dense: [Double] = []
    var denseTouched: [Bool] = []
    var queued: [Bool] = []
    var expansionTouched: [Symbol] = []
    var expansionHeap = ExpansionHeap()

    // Per symbol: values and slopes worked out for the current generation.
    var memoValue: [Double] = []
    var memoSlope: [Double] = []
    var memoGeneration: [Int] = []
    /// The depth-first stack `evaluate` walks rows with, kept between calls:
    /// a fresh one per call was an allocation per variable read (the
    /// parametric sweep reads every variable at every piece).
    var evaluationStack: [Symbol] = []
    /// Per symbol, the entering-symbol search (`decidedStamp`) that found
    /// its cost decided at a higher level.
    var decided: [Int] = []
    var decidedStamp = 0

    /// Room for one more symbol in every per-symbol buffer.
    mutating func addSymbol() {
        dense.append(0)
        denseTouched.append(false)
        queued.append(false)
        memoValue.append(0)
        memoSlope.append(0)
        memoGeneration.append(-1)
        decided.append(0)
    }
}
