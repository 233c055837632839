/// One row of the tableau: `head = body`.
///
/// Rows headed by a restricted symbol (slack, error, dummy) are kept in proper
/// dictionary form: their bodies hold only non-basic symbols, as the simplex
/// steps require. Rows headed by a caller's variable never take part in a
/// ratio test, so they are kept *lazily*: their bodies may still name other
/// basic symbols, and are expanded only when someone asks (see
/// `Tableau+Expansion.swift`). This is what keeps a chain of N dependent
/// variables linear here where kiwi's eager substitution makes it cubic.
struct TableauRow {
    var head: Symbol
    var body: Row
    var isExternal: Bool
    /// Expansion order: a lazy row names only rows of lower rank, or rows of
    /// rank 0 made basic after it was written (see `expansionKey`).
    var rank: Int32
    var stamp: Int
    /// An infinitesimal right-hand side, carried through pivots like the
    /// constant: the perturbed problem has no ties in the ratio test, so
    /// degenerate vertices are left in a few pivots instead of stalling there.
    var perturbation: Double = 0
}

/// The simplex tableau with a lexicographic (priority-level) objective.
/// Knows symbols and rows only; the ``Solver`` maps constraints and variables
/// onto it.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var basicRow: [Int32] = []
    /// Set by ``shiftEdit(plus:minus:by:)`` when the shift moved a row headed
    /// by a dummy (a redundant required equality) off zero: a contradiction
    /// no pivot can repair.
    var shiftedRedundantEquality = false
    /// Rows that may contain the symbol in their body.
    var columns = ColumnIndex()
    /// Per row, the last compaction that kept it. Not `rowVisit`: a
    /// compaction runs in the middle of `substitute`'s walk of another
    /// column, whose visit stamps it must not disturb.
    var rowCompaction: [Int] = []
    var compactionStamp = 0
    /// For caller variables: has the symbol ever been written into a row?
    var everUsed: [Bool] = []

    // Rows.
    var rows: [TableauRow] = []
    var rowLive: [Bool] = []
    var rowVisit: [Int] = []
    var freeRows: [Int32] = []
    private(set) var liveRowCount = 0

    var objective = LexicographicObjective()
    /// True only while the primal simplex would find nothing to improve: set
    /// when it finishes, cleared by every pivot and by removal. An insertion
    /// into an optimal tableau changes the reduced costs of the new row's
    /// symbols only, so it checks those (``objectiveMayImprove(atSymbolsOf:)``)
    /// instead of the primal simplex scanning every level once more: most
    /// constraints of a layout leave the objective optimal, and that final
    /// scan was a tenth of building one.
    var objectiveIsOptimal = false
    /// The phase-1 objective while a required constraint is being added.
    var artificial: Row?
    var infeasibleRows: [Int32] = []

    /// Advances on every change that can move a value.
    var generation = 0
    /// When to give up (``Deadline``): a block with a budget must not hang a build.
    var deadline = Deadline.never
    /// Advances when the dependency graph among caller-variable rows may
    /// change (such a row added, dropped or rewritten), not on pivots among
    /// restricted rows or edits, so the evaluation order survives those.
    var structure = 0
    var evaluationOrder: [Symbol] = []
    var evaluationOrderStructure = -1
    var clock = 0
    var visitStamp = 0
    /// Pivots so far (for benchmarks and tests).
    var pivotCount = 0


    /// After this many pivots in a row that do not move the solution, both
    /// simplex loops switch to Bland's smallest-index rule, which cannot cycle
    /// (the perturbation makes this a last resort: Bland can stall for ages
    /// on a vertex shared by many rows).
    let degeneratePivotLimit = 500

    /// Buffers reused across operations, kept apart from the tableau's state.
    var scratch = TableauScratch()

    /// Constants below this are a violated row (−), not rounding noise.
    static let feasibilityTolerance = 1e-9
    /// Reduced costs and ratios this close, relative to their size, are
    /// equal: a pivot leaves about 1e-15 of relative error in an entry, so
    /// a smaller difference is rounding, and the tie rule decides.
    static let costTieTolerance = 1e-12
    /// The primal ratio test's ties, relative to the ratio: looser than
    /// `costTieTolerance` because a ratio divides a constant (itself off by
    /// up to `feasibilityTolerance` in absolute terms) by a coefficient.
    static let ratioTieTolerance = 1e-11

    var symbolCount: Int { kinds.count }
    var rowCount: Int { liveRowCount }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.addColumn()
        everUsed.append(false)
        scratch.addSymbol()
        return s
    }

    @inline(__always) func isBasic(_ s: Symbol) -> Bool { basicRow[Int(s)] >= 0 }

    mutating func tick() -> Int {
        clock += 1
        return clock
    }

    // MARK: Row storage

    @discardableResult
    mutating func allocateRow(head: Symbol, body: Row, isExternal: Bool, rank: Int32 = 0) -> Int32 {
        var row = TableauRow(head: head, body: body, isExternal: isExternal, rank: rank, stamp: tick())
        row.perturbation = isExternal ? 0 : Tableau.perturbation(for: row.stamp)
        let r: Int32
        if let reused = freeRows.popLast() {
            r = reused
            rows[Int(r)] = row
            rowLive[Int(r)] = true
        } else {
            r = Int32(rows.count)
            rows.append(row)
            rowLive.append(true)
            rowVisit.append(0)
            rowCompaction.append(0)
        }
        liveRowCount += 1
        if isExternal { structure += 1 }
        basicRow[Int(head)] = r
        for term in body.terms { noteInColumn(term.symbol, row: r) }
        if !isExternal && body.constant < -Tableau.feasibilityTolerance { infeasibleRows.append(r) }
        return r
    }

    /// A fixed pseudo-random value in [1, 2): distinct rows get distinct
    /// perturbations, the same on every run.
    static func perturbation(for stamp: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: stamp) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 29)) &* 0xBF58_476D_1CE4_E5B9
        z ^= z >> 32
        return 1 + Double(z & 0xF_FFFF) / Double(0x10_0000)
    }

    mutating func freeRow(_ r: Int32) {
        let head = rows[Int(r)].head
        if basicRow[Int(head)] == r { basicRow[Int(head)] = -1 }
        rowLive[Int(r)] = false
        if rows[Int(r)].isExternal { structure += 1 }
        rows[Int(r)].body = Row()
        freeRows.append(r)
        liveRowCount -= 1
    }

    /// Where `s` sits in row `r`'s body. Read through the array's storage:
    /// `rows[r].body.position(of:)` copied the whole row (two retains, two
    /// releases) on every visit in the pivot's and the ratio test's loops.
    @inline(__always) func position(of s: Symbol, inRow r: Int) -> Int? {
        rows.withUnsafeBufferPointer { $0[r].body.position(of: s) }
    }

    /// `head = body` read as the identity `body − head = 0`: the coefficient a
    /// symbol has there (−1 for the head itself).
    @inline(__always) func identityCoefficient(row r: Int32, of s: Symbol) -> Double {
        rows[Int(r)].head == s ? -1 : rows[Int(r)].body.coefficient(of: s)
    }

    /// Replaces a row's body by new content, keeping the column index right.
    mutating func replaceBody(of r: Int32, with body: Row, rank: Int32) {
        rows[Int(r)].body = body
        structure += 1
        rows[Int(r)].rank = rank
        rows[Int(r)].stamp = tick()
        for term in body.terms { noteInColumn(term.symbol, row: r) }
    }

    // MARK: Substitution and pivoting

    /// Replaces symbol `s` by the body of row `r` (headed by `s`) in every
    /// proper row and the objectives. Lazy rows keep naming `s` unless
    /// `includeLazyRows` (needed when `s` is about to vanish from the tableau).
    mutating func substitute(_ s: Symbol, by r: Int32, includeLazyRows: Bool) {
        let source = rows[Int(r)].body
        let sourcePerturbation = rows[Int(r)].perturbation
        // Walk the column in place, keeping only lazy rows that still name
        // `s` (proper rows lose it here); no temporary arrays per pivot.
        let si = Int(s)
        let count = columns.count(si)
        var kept = 0
        visitStamp += 1
        for k in 0..<count {
            let t = columns[si, k]
            let ti = Int(t)
            if t == r || !rowLive[ti] || rowVisit[ti] == visitStamp { continue }
            rowVisit[ti] = visitStamp
            guard let p = position(of: s, inRow: ti) else { continue }
            if rows[ti].isExternal && !includeLazyRows {
                columns[si, kept] = t
                kept += 1
                continue
            }
            let a = rows[ti].body.terms[p].coefficient
            scratch.added.removeAll(keepingCapacity: true)
            rows[ti].body.substitute(at: p, by: source, buffer: &scratch.buffer, added: &scratch.added)
            rows[ti].perturbation += a * sourcePerturbation
            for n in scratch.added { noteInColumn(n, row: t) }
            if !rows[ti].isExternal && rows[ti].body.constant < -Tableau.feasibilityTolerance {
                infeasibleRows.append(t)
            }
        }
        columns.truncate(si, to: kept)
        // Through a buffer pointer: indexing `objective.levels[k]` for a write
        // re-checked the array's uniqueness once per level per pivot, which a
        // stack with hundreds of distinct priorities paid on every pivot.
        var levelBuffer = RowBuffer()
        var levelAdded: [Symbol] = []
        swap(&levelBuffer, &scratch.buffer)
        swap(&levelAdded, &scratch.added)
        objective.levels.withUnsafeMutableBufferPointer { levels in
            for k in levels.indices {
                if let p = levels[k].position(of: s) {
                    levels[k].substitute(at: p, by: source, buffer: &levelBuffer, added: &levelAdded)
                }
            }
        }
        swap(&levelBuffer, &scratch.buffer)
        swap(&levelAdded, &scratch.added)
        if artificial != nil, let p = artificial!.position(of: s) {
            scratch.added.removeAll(keepingCapacity: true)
            artificial!.substitute(at: p, by: source, buffer: &scratch.buffer, added: &scratch.added)
        }
    }

    /// Makes `entering` basic in row `r`; the row's head leaves the basis.
    mutating func pivot(_ r: Int32, entering: Symbol, includeLazyRows: Bool = false) {
        pivotCount += 1
        objectiveIsOptimal = false
        if includeLazyRows || rows[Int(r)].isExternal || kinds[Int(entering)] == .external { structure += 1 }
        let leaving = rows[Int(r)].head
        rows[Int(r)].perturbation /= -rows[Int(r)].body.coefficient(of: entering)
        rows[Int(r)].body.solve(for: entering, replacing: leaving)
        rows[Int(r)].head = entering
        basicRow[Int(leaving)] = -1
        basicRow[Int(entering)] = r
        noteInColumn(leaving, row: r)
        if kinds[Int(entering)] == .external {
            rows[Int(r)].isExternal = true
            rows[Int(r)].rank = 0
            rows[Int(r)].stamp = tick()
        } else {
            rows[Int(r)].isExternal = false
        }
        substitute(entering, by: r, includeLazyRows: includeLazyRows)
        generation += 1
    }

    /// Records that row `r` now holds `s`. A column keeps stale entries
    /// until it is walked, and a symbol that keeps leaving and re-entering
    /// the same rows piles up duplicates: one 300-view stack left 64 million
    /// entries (256 MB) in its columns. Past a bound that grows with the
    /// column and the tableau, the column drops duplicates and dead rows
    /// (amortized constant time per entry; whether a row still holds the
    /// symbol is left to the walks, which check it anyway).
    @inline(__always) mutating func noteInColumn(_ s: Symbol, row r: Int32) {
        if columns.append(r, to: Int(s)) { compactColumn(Int(s)) }
    }

    private mutating func compactColumn(_ si: Int) {
        compactionStamp += 1
        let stamp = compactionStamp
        var kept = 0
        let count = columns.count(si)
        for k in 0..<count {
            let t = columns[si, k]
            let ti = Int(t)
            guard rowLive[ti], rowCompaction[ti] != stamp else { continue }
            rowCompaction[ti] = stamp
            columns[si, kept] = t
            kept += 1
        }
        columns.truncate(si, to: kept)
        columns.setCompactionBound(si, max(4 * kept + 64, 2 * liveRowCount))
    }

    /// Rows that contain `s` in their body right now (deduplicated).
    mutating func rowsContaining(_ s: Symbol) -> [Int32] {
        visitStamp += 1
        let si = Int(s)
        var result: [Int32] = []
        for k in 0..<columns.count(si) {
            let t = columns[si, k]
            let ti = Int(t)
            if !rowLive[ti] || rowVisit[ti] == visitStamp { continue }
            rowVisit[ti] = visitStamp
            if position(of: s, inRow: ti) != nil {
                columns[si, result.count] = t
                result.append(t)
            }
        }
        columns.truncate(si, to: result.count)
        return result
    }
}

