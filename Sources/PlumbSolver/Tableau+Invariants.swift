/// What must hold between any two operations on the tableau, as an
/// executable check: the tests call it after every add, remove, edit and
/// suggestion of random systems (`TableauInvariantTests`), so a pivot or a
/// substitution that leaves the tableau subtly wrong fails there, at the
/// operation that broke it, rather than as a wrong frame many steps later.
/// Linear in the tableau's size; never called by the solver itself.
extension Tableau {
    /// Each broken invariant, described; empty when the tableau is sound.
    func checkInvariants() -> [String] {
        var found: [String] = []
        checkRowStorage(&found)
        for r in rows.indices where rowLive[r] { checkRow(Int32(r), &found) }
        checkObjective(&found)
        return found
    }

    /// Every basic symbol heads exactly the live row `basicRow` names, and
    /// the live-row count is the rows marked live.
    private func checkRowStorage(_ found: inout [String]) {
        for s in basicRow.indices where basicRow[s] >= 0 {
            let r = Int(basicRow[s])
            if r >= rows.count || !rowLive[r] {
                found.append("symbol \(s) is basic in row \(r), which is not live")
            } else if rows[r].head != Symbol(s) {
                found.append("symbol \(s) is basic in row \(r), whose head is \(rows[r].head)")
            }
        }
        let live = rowLive.filter { $0 }.count
        if live != liveRowCount { found.append("\(live) rows are live but liveRowCount is \(liveRowCount)") }
    }

    /// One live row: its head is basic here and absent from its body; its
    /// terms are in ascending order without zeros, each noted in its
    /// column; a restricted row (a slack's, error's or dummy's) names no
    /// basic symbol (dictionary form) and is feasible (constant ≥ 0; an
    /// external row is kept lazily and may name basic symbols).
    private func checkRow(_ r: Int32, _ found: inout [String]) {
        let row = rows[Int(r)]
        let head = row.head
        if basicRow[Int(head)] != r { found.append("row \(r)'s head \(head) is not basic there") }
        if row.isExternal != (kinds[Int(head)] == .external) {
            found.append("row \(r) is marked \(row.isExternal ? "external" : "restricted") but its head \(head) is \(kinds[Int(head)])")
        }
        var previous: Symbol?
        for term in row.body.terms {
            let s = term.symbol
            if s == head { found.append("row \(r) names its own head \(s)") }
            if let p = previous, p >= s { found.append("row \(r)'s terms are out of order at \(s)") }
            previous = s
            if nearZero(term.coefficient) { found.append("row \(r) keeps a zero coefficient for \(s)") }
            if !row.isExternal && isBasic(s) { found.append("restricted row \(r) (head \(head)) names basic symbol \(s)") }
            if !columns.rows(inColumn: Int(s)).contains(r) { found.append("row \(r) holds \(s) but \(s)'s column does not list it") }
        }
        if !row.isExternal && kinds[Int(head)] != .dummy && row.body.constant < -Tableau.feasibilityTolerance {
            found.append("restricted row \(r) (head \(head)) is infeasible: constant \(row.body.constant)")
        }
    }

    /// The objective, at every level, is written in non-basic symbols
    /// only: a basic symbol there would give a reduced cost to a symbol that
    /// has none, and the simplex would pivot on it.
    private func checkObjective(_ found: inout [String]) {
        for (k, level) in objective.levels.enumerated() {
            for term in level.terms where isBasic(term.symbol) {
                found.append("objective level \(k) names basic symbol \(term.symbol)")
            }
        }
    }
}
