/// Adding and removing constraint rows, and moving an edit's constant.
extension Tableau {
    /// The symbols a constraint owns in the tableau.
    struct Markers {
        /// The slack (inequality), positive error (optional equality) or dummy
        /// (required equality).
        var marker: Symbol
        /// The error of an optional inequality, or the negative error of an
        /// optional equality.
        var other: Symbol?
    }

    enum Insertion {
        case inserted(Markers)
        /// The row cannot hold with the required rows already in the tableau.
        /// `certificate` holds the markers whose constraints prove it (the
        /// constraints Apple's engine calls "mutually exclusive").
        case infeasible(Markers, certificate: [Symbol])
    }

    /// Adds `Σ terms + constant RELATION 0`; `priority` nil means required.
    /// The caller optimizes afterwards.
    mutating func insert(terms: [(Symbol, Double)], constant: Double, relation: Constraint.Relation, priority: Double?) throws -> Insertion {
        let wasOptimal = objectiveIsOptimal
        objectiveIsOptimal = false
        var row = Row(constant: constant)
        // The terms, a marker and perhaps an error: grown once, not per term.
        row.terms.reserveCapacity(terms.count + 2)
        var freshSubject: Symbol?
        for (s, c) in terms {
            if kinds[Int(s)] == .external && !everUsed[Int(s)] && basicRow[Int(s)] < 0 && c != 0 {
                if freshSubject == nil || s < freshSubject! { freshSubject = s }
            }
            row.add(s, c)
        }
        for (s, _) in terms { everUsed[Int(s)] = true }

        let markers = addMarkers(to: &row, relation: relation, priority: priority)

        // A variable no row has seen yet can take the whole row as its
        // definition, without expanding anything it refers to.
        if let subject = freshSubject {
            var rank: Int32 = 0
            for s in row.symbols where basicRow[Int(s)] >= 0 && rows[Int(basicRow[Int(s)])].isExternal {
                rank = max(rank, rows[Int(basicRow[Int(s)])].rank + 1)
            }
            row.solve(for: subject, replacing: nil)
            allocateRow(head: subject, body: row, isExternal: true, rank: rank)
            generation += 1
            // Nothing else names the subject, so the objective changed only
            // by the new errors, each at cost +1: optimal still.
            objectiveIsOptimal = wasOptimal
            return .inserted(markers)
        }

        var proper = expand(row)
        if proper.constant < 0 { proper.negate() }
        var subject = chooseSubject(proper, markers)
        if subject == nil, abs(proper.constant) <= Tableau.feasibilityTolerance, let s = subjectKeepingOptimality(proper) {
            // The row holds to within the tolerance; made exact, solving it
            // moves no other row's constant (a tiny residue divided by a tiny
            // coefficient could otherwise leave some row infeasible).
            proper.constant = 0
            subject = s
        }
        if subject == nil && proper.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if !nearZero(proper.constant) {
                return .infeasible(markers, certificate: proper.symbols.filter { $0 != markers.marker })
            }
            subject = markers.marker   // redundant with what is there: harmless
        }
        generation += 1
        if let subject {
            proper.solve(for: subject, replacing: nil)
            let r = allocateRow(head: subject, body: proper, isExternal: kinds[Int(subject)] == .external)
            substitute(subject, by: r, includeLazyRows: false)
            objectiveIsOptimal = wasOptimal && !objectiveMayImprove(atSymbolsOf: r)
            return .inserted(markers)
        }
        return try insertWithArtificialVariable(proper, markers)
    }

    /// The row's marker (and error, for a non-required constraint): a dummy
    /// for a required equality, two errors for an optional one, a slack
    /// (and an error) for an inequality. The errors enter the objective.
    private mutating func addMarkers(to row: inout Row, relation: Constraint.Relation, priority: Double?) -> Markers {
        switch (relation, priority) {
        case (.equal, nil):
            let dummy = newSymbol(.dummy)
            row.add(dummy, 1)
            return Markers(marker: dummy, other: nil)
        case (.equal, let p?):
            let plus = newSymbol(.error), minus = newSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.addError(plus, priority: p)
            objective.addError(minus, priority: p)
            return Markers(marker: plus, other: minus)
        case (_, let p):
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            var other: Symbol?
            if let p {
                let error = newSymbol(.error)
                row.add(error, -sign)
                objective.addError(error, priority: p)
                other = error
            }
            return Markers(marker: slack, other: other)
        }
    }

    /// kiwi's choice: a caller variable (lowest id) if any, else the marker or
    /// the other symbol when it is a slack or error with a negative coefficient.
    private func chooseSubject(_ row: Row, _ markers: Markers) -> Symbol? {
        for s in row.symbols where kinds[Int(s)] == .external { return s }
        if kinds[Int(markers.marker)].isPivotable && row.coefficient(of: markers.marker) < 0 { return markers.marker }
        if let other = markers.other, kinds[Int(other)].isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// A row that already holds (constant zero) can be solved for any slack or
    /// error in it without moving the solution. The one with the smallest
    /// ratio of reduced cost to coefficient (the dual simplex's rule, compared
    /// level by level) also leaves every reduced cost non-negative, so the
    /// tableau stays optimal: no phase 1 and no pivots after. Structural
    /// equalities between views (`a.width == b.width`) arrive like this, and
    /// phase 1 spent dozens of degenerate pivots on each.
    private func subjectKeepingOptimality(_ row: Row) -> Symbol? {
        smallestCostRatio(in: row) { s, a in kinds[Int(s)].isPivotable ? abs(a) : nil }?.0
    }

    /// Phase 1: minimize an artificial variable standing for the row. Zero
    /// means the row can hold; anything else means it contradicts the
    /// required rows, and the final artificial objective names which.
    private mutating func insertWithArtificialVariable(_ row: Row, _ markers: Markers) throws -> Insertion {
        let art = newSymbol(.slack)
        allocateRow(head: art, body: row, isExternal: false)
        artificial = row
        try optimize(.artificial)
        // A non-basic artificial variable reads 0 exactly: the row holds. The
        // objective's constant is then only rounding left over from the
        // substitutions that tracked it (a few ulps of the row's numbers: 1e-7
        // for a constant near 1e9), and must not be read as a conflict; it is
        // the artificial's own row that says how far from holding the row is.
        let artRow = basicRow[Int(art)]
        let success = artRow < 0 || nearZero(rows[Int(artRow)].body.constant)
        let certificate = Array(artificial!.symbols)
        artificial = nil
        if !success {
            // The artificial variable is still basic: dropping its row leaves
            // the tableau exactly as it was before this row.
            freeRow(basicRow[Int(art)])
            return .infeasible(markers, certificate: certificate)
        }
        let ar = basicRow[Int(art)]
        if ar >= 0 {
            if rows[Int(ar)].body.isEmpty {
                freeRow(ar)
            } else if let entering = rows[Int(ar)].body.symbols.first(where: { kinds[Int($0)].isPivotable }) {
                pivot(ar, entering: entering)
            } else {
                freeRow(ar)
                throw SolverError.internalFailure("no pivotable symbol for an artificial row")
            }
        }
        for t in rowsContaining(art) {
            rows[Int(t)].body.remove(art)
        }
        structure += 1
        for k in objective.levels.indices { objective.levels[k].remove(art) }
        generation += 1
        return .inserted(markers)
    }

    /// Removes a constraint's row and its errors from the objective.
    mutating func remove(_ markers: Markers, priority: Double?) throws {
        objectiveIsOptimal = false
        if let p = priority, let k = objective.level(of: p) {
            for e in [markers.marker, markers.other].compactMap({ $0 }) where kinds[Int(e)] == .error {
                let r = basicRow[Int(e)]
                if r >= 0 {
                    scratch.added.removeAll(keepingCapacity: true)
                    objective.levels[k].add(rows[Int(r)].body, times: -1, buffer: &scratch.buffer, added: &scratch.added)
                } else {
                    objective.levels[k].add(e, -1)
                }
            }
        }
        let marker = markers.marker
        let r = basicRow[Int(marker)]
        if r >= 0 {
            // Lazy rows may still name the marker; they must lose it first.
            substitute(marker, by: r, includeLazyRows: true)
            freeRow(r)
        } else if let leaving = try leavingRow(forMarker: marker) {
            pivot(leaving, entering: marker, includeLazyRows: true)
            freeRow(leaving)
        }
        if let p = priority {
            for e in [markers.marker, markers.other].compactMap({ $0 }) where kinds[Int(e)] == .error {
                objective.releaseError(priority: p)
            }
        }
        generation += 1
    }

    /// kiwi's order: a restricted row that keeps the tableau feasible (negative
    /// coefficient, minimum ratio), then any restricted row (minimum ratio),
    /// then a row headed by a caller variable.
    private mutating func leavingRow(forMarker marker: Symbol) throws -> Int32? {
        var first: Int32 = -1, second: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var external: [Int32] = []
        for t in rowsContaining(marker) {
            let row = rows[Int(t)]
            if row.isExternal {
                external.append(t)
                continue
            }
            let c = row.body.coefficient(of: marker)
            if c < 0 {
                let ratio = -row.body.constant / c
                if ratio < r1 || (ratio == r1 && row.head < rows[Int(first)].head) { r1 = ratio; first = t }
            } else {
                let ratio = row.body.constant / c
                if ratio < r2 || (ratio == r2 && row.head < rows[Int(second)].head) { r2 = ratio; second = t }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        external.sort { rows[Int($0)].head < rows[Int($1)].head }
        for t in external {
            makeProper(t)
            if rows[Int(t)].body.position(of: marker) != nil { return t }
        }
        return nil
    }

    /// An edit's constant moved by `delta`: every row's identity that uses the
    /// edit constraint shifts by its multiplier of that constraint, read off
    /// the coefficient of the edit's error symbols.
    ///
    /// The two error symbols of an edit always appear together in a row's
    /// identity (with opposite coefficients), so walking the positive one's
    /// column finds every row, and its coefficient is the multiplier (a row
    /// headed by the negative one holds the positive one with coefficient 1).
    /// Only a row headed by the positive one needs looking up separately.
    mutating func shiftEdit(plus: Symbol, minus: Symbol, by delta: Double) {
        visitStamp += 1
        shiftedRedundantEquality = false
        if basicRow[Int(plus)] >= 0 {
            rowVisit[Int(basicRow[Int(plus)])] = visitStamp
            shiftRow(basicRow[Int(plus)], by: -delta)
        }
        let pi = Int(plus)
        var kept = 0
        for k in 0..<columns.count(pi) {
            let r = columns[pi, k]
            let ri = Int(r)
            guard rowLive[ri], rowVisit[ri] != visitStamp, let p = position(of: plus, inRow: ri) else { continue }
            rowVisit[ri] = visitStamp
            columns[pi, kept] = r   // compacting the column as we go
            kept += 1
            shiftRow(r, by: rows[ri].body.terms[p].coefficient * delta)
        }
        columns.truncate(pi, to: kept)
        generation += 1
    }

    private mutating func shiftRow(_ r: Int32, by amount: Double) {
        let ri = Int(r)
        rows[ri].body.constant += amount
        if kinds[Int(rows[ri].head)] == .dummy && abs(rows[ri].body.constant) > Tableau.feasibilityTolerance {
            shiftedRedundantEquality = true
        }
        if !rows[ri].isExternal && rows[ri].body.constant < -Tableau.feasibilityTolerance {
            infeasibleRows.append(r)
        }
    }

    /// How much row `r`'s constant moves per unit of the edit's constant.
    func editSensitivity(row r: Int32, plus: Symbol, minus: Symbol) -> Double {
        let a = identityCoefficient(row: r, of: plus)
        if a != 0 { return a }
        return -identityCoefficient(row: r, of: minus)
    }
}
