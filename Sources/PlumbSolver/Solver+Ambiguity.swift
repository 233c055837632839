/// Ambiguity and ties, read off the optimal tableau.
///
/// At the optimum every non-basic symbol with a nonzero (lexicographic) reduced
/// cost must stay at 0 on the optimal face; the others, the *free directions*,
/// may move as long as every row stays feasible. A quantity is unique exactly
/// when no free direction changes it. Rows with a positive constant cannot
/// block a small move, so only degenerate rows (constant 0) matter: when none
/// touches the free directions the answer is immediate, otherwise a small
/// feasibility problem over the cone of directions decides it exactly.
extension Solver {
    public func analyze() -> SolutionAnalysis {
        var ambiguous: [SolutionAnalysis.Ambiguity] = []
        var cones = ConeCache(freeDirections: freeDirections())
        let settled = uniqueByParts(cones.freeDirections)
        var lazyForms: [Row?]?
        for (variable, s) in zip(variableList, variableSymbols) {
            if tableau.deadline.hasPassed {
                var partial = SolutionAnalysis(ambiguous: ambiguous, ties: [])
                partial.isComplete = false
                return partial
            }
            if settled[Int(s)] { continue }
            var form: Row?
            if tableau.isBasic(s) && tableau.rows[Int(tableau.basicRow[Int(s)])].isExternal {
                if lazyForms == nil { lazyForms = tableau.dummyFreeForms() }
                form = lazyForms![Int(s)]
            }
            if !isUnique(form ?? tableau.properForm(of: s), &cones) {
                ambiguous.append(.init(variable: variable, constraints: constraintsNamed(in: tableau.properForm(of: s))))
            }
        }
        var tied: [Double: [Constraint]] = [:]
        for case let record? in records {
            if tableau.deadline.hasPassed {
                var partial = SolutionAnalysis(ambiguous: ambiguous, ties: [])
                partial.isComplete = false
                return partial
            }
            guard let level = record.level, level >= Priority.tiebreakBelow else { continue }
            let errors = [record.markers.marker, record.markers.other].compactMap { $0 }
                .filter { tableau.kinds[Int($0)] == .error }
            if errors.contains(where: { !isUnique(tableau.properForm(of: $0), &cones) }) {
                tied[level, default: []].append(record.constraint)
            }
        }
        let ties = tied.keys.sorted(by: >).compactMap { level -> SolutionAnalysis.Tie? in
            let members = tied[level]!
            return members.count >= 2 ? .init(priority: level, constraints: members) : nil
        }
        return SolutionAnalysis(ambiguous: ambiguous, ties: ties)
    }

    /// For each symbol: is it a non-basic symbol that can move without
    /// changing the objective? Read once per analysis from the objective's
    /// rows: asking each level per symbol cost levels × symbols × form
    /// length, and a stack with 250 distinct priorities spent 77 % of its
    /// build there.
    private func freeDirections() -> [Bool] {
        var free = [Bool](repeating: true, count: tableau.symbolCount)
        // A tie-breaking level's costs are not looked at: what it chose
        // among is reported as open (`Priority.tiebreakBelow`).
        for (priority, level) in zip(tableau.objective.priorities, tableau.objective.levels) where priority >= Priority.tiebreakBelow {
            for term in level.terms where term.coefficient != 0 { free[Int(term.symbol)] = false }
        }
        for s in free.indices where free[s] {
            if tableau.kinds[s] == .dummy || tableau.isBasic(Symbol(s)) { free[s] = false }
        }
        return free
    }

    /// Caller variables whose lazy row names only quantities already known
    /// to be unique: symbols fixed at zero on the optimal face, proper rows
    /// over such symbols, and earlier variables settled the same way (in
    /// dependency order). A sum of unique quantities is unique, so these need
    /// no form and no cone test. The converse does not hold (x − x), so the
    /// rest go through ``isUnique(_:_:)``. Expanding every lazy row's form
    /// costs the square of a chain's length (a 300-view stack spent 14 % of
    /// its build there) when nothing in it is ambiguous.
    private func uniqueByParts(_ free: [Bool]) -> [Bool] {
        tableau.ensureEvaluationOrder()
        var settled = [Bool](repeating: false, count: tableau.symbolCount)
        for s in tableau.evaluationOrder {
            let body = tableau.rows[Int(tableau.basicRow[Int(s)])].body
            settled[Int(s)] = body.symbols.allSatisfy { x in
                let xr = tableau.basicRow[Int(x)]
                if xr < 0 { return !free[Int(x)] }
                if tableau.rows[Int(xr)].isExternal { return settled[Int(x)] }
                return tableau.rows[Int(xr)].body.symbols.allSatisfy { !free[Int($0)] }
            }
        }
        return settled
    }

    /// Cones already shown to be just the origin, by their directions: many
    /// quantities share one degenerate vertex, and at most vertices every
    /// direction is blocked, so one feasibility test settles all of them.
    struct ConeCache {
        /// ``freeDirections()`` of the tableau being analysed.
        let freeDirections: [Bool]
        var pointed: [[Symbol]: Bool] = [:]
        /// Directions known to be in each cone (solutions of earlier tests).
        /// A quantity that changes along any of them is not unique, with no
        /// LP: in a block where much is ambiguous, nearly every quantity is
        /// settled this way, which keeps the analysis from costing a
        /// feasibility LP per quantity.
        var witnesses: [[Symbol]: [[Symbol: Double]]] = [:]
    }

    /// Whether the quantity `form` (constant + Σ bⱼ·sⱼ over non-basic
    /// symbols) has one value on the whole optimal face.
    func isUnique(_ form: Row, _ cones: inout ConeCache) -> Bool {
        let free = cones.freeDirections
        let moving = Array(form.symbols.filter { free[Int($0)] })
        if moving.isEmpty { return true }
        let (directions, blocking) = degenerateNeighbourhood(of: moving, free: free)
        if blocking.isEmpty { return false }
        if directions.count == 1, let s = directions.first {
            return isUnique(form, alongOnly: s, blocking: blocking)
        }
        return isUnique(form, inCone: directions.sorted(), blocking: blocking, &cones)
    }

    /// A change of a direction smaller than this is no change: the cone
    /// test's LPs ask for at least this much.
    static let coneThreshold = 1e-7

    /// Degenerate rows reachable from the moving directions, and every free
    /// direction they couple in.
    private func degenerateNeighbourhood(of moving: [Symbol], free: [Bool]) -> (directions: Set<Symbol>, blocking: [Int32]) {
        var directions = Set(moving)
        var frontier = moving
        var blocking: [Int32] = []
        var seenRows = Set<Int32>()
        while let s = frontier.popLast() {
            for r in tableau.rowsContaining(s) where !seenRows.contains(r) {
                let row = tableau.rows[Int(r)]
                if row.isExternal || abs(row.body.constant) > Tableau.feasibilityTolerance { continue }
                seenRows.insert(r)
                blocking.append(r)
                for t in row.body.symbols where free[Int(t)] && !directions.contains(t) {
                    directions.insert(t)
                    frontier.append(t)
                }
            }
        }
        return (directions, blocking)
    }

    /// One direction (the usual degenerate vertex: a content-size slack at
    /// zero): a row blocks an increase when its coefficient is negative
    /// (it would go below zero), a decrease when positive; a dummy row
    /// (an equality) blocks both. No LP needed.
    private func isUnique(_ form: Row, alongOnly s: Symbol, blocking: [Int32]) -> Bool {
        var up = false, down = false
        for r in blocking {
            let row = tableau.rows[Int(r)]
            let c = row.body.coefficient(of: s)
            if c == 0 { continue }
            if tableau.kinds[Int(row.head)] == .dummy { up = true; down = true }
            else if c < 0 { up = true } else { down = true }
        }
        let canDecrease = tableau.kinds[Int(s)] == .external && !down
        return up && !canDecrease || form.coefficient(of: s) == 0
    }

    /// Cone test: can a bounded direction d with every blocking row kept
    /// feasible change the quantity by a positive amount either way?
    /// What earlier quantities found about this cone settles most of them
    /// before any LP is built.
    private func isUnique(_ form: Row, inCone ordered: [Symbol], blocking: [Int32], _ cones: inout ConeCache) -> Bool {
        let threshold = Solver.coneThreshold
        if cones.pointed[ordered] == true { return true }
        func change(along d: [Symbol: Double]) -> Double {
            var total = 0.0
            for term in form.terms { total += term.coefficient * (d[term.symbol] ?? 0) }
            return total
        }
        if cones.witnesses[ordered, default: []].contains(where: { abs(change(along: $0)) >= threshold }) { return false }
        let (variables, box) = coneBox(ordered, blocking: blocking)
        // Can any direction move at all? If not, nothing in this cone changes.
        if cones.pointed[ordered] == nil {
            let witness = someMovement(in: ordered, variables: variables, box: box)
            cones.pointed[ordered] = witness == nil
            guard let witness else { return true }
            cones.witnesses[ordered, default: []].append(witness)
            if abs(change(along: witness)) >= threshold { return false }
        }
        var change = LinearExpression()
        for term in form.terms {
            if let d = variables[term.symbol] { change = change + term.coefficient * d }
        }
        for bound in [change >= threshold, change <= -threshold] {
            if let witness = Solver.feasiblePoint(box + [bound], reading: variables) {
                cones.witnesses[ordered, default: []].append(witness)
                return false
            }
        }
        return true
    }

    /// A variable per direction, bounded to [-1, 1] (a slack's to [0, 1]),
    /// and the blocking rows kept feasible along it.
    private func coneBox(_ ordered: [Symbol], blocking: [Int32]) -> (variables: [Symbol: Variable], box: [Constraint]) {
        var variables: [Symbol: Variable] = [:]
        var box: [Constraint] = []
        for s in ordered {
            let d = Variable("d\(s)")
            variables[s] = d
            box.append(d <= 1)
            box.append(d >= (tableau.kinds[Int(s)] == .external ? -1 : 0))
        }
        for r in blocking.sorted() {
            let row = tableau.rows[Int(r)]
            var expr = LinearExpression()
            for term in row.body.terms {
                if let d = variables[term.symbol] { expr = expr + term.coefficient * d }
            }
            box.append(tableau.kinds[Int(row.head)] == .dummy ? expr == 0 : expr >= 0)
        }
        return (variables, box)
    }

    /// A direction of the cone that moves by at least the threshold in all,
    /// or nil when the cone is a point.
    private func someMovement(in ordered: [Symbol], variables: [Symbol: Variable], box: [Constraint]) -> [Symbol: Double]? {
        var parts: [Constraint] = []
        var total = LinearExpression()
        for s in ordered {
            if tableau.kinds[Int(s)] == .external {
                // d = up - down, both in [0, 1]: |d| is at most up + down.
                let up = Variable("u\(s)"), down = Variable("v\(s)")
                parts += [up >= 0, up <= 1, down >= 0, down <= 1, LinearExpression(variables[s]!) == up - down]
                total = total + up + down
            } else {
                total = total + variables[s]!
            }
        }
        return Solver.feasiblePoint(box + parts + [total >= Solver.coneThreshold], reading: variables)
    }

    /// The constraints whose markers determine `variable`'s current value
    /// (UIKit's `constraintsAffectingLayout`), in the order they were added.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        guard let s = variableSymbol[variable.key] else { return [] }
        return constraintsNamed(in: tableau.properForm(of: s))
    }

    private func constraintsNamed(in form: Row) -> [Constraint] {
        var slots: [Int] = []
        for s in form.symbols where Int(s) < symbolRecord.count {
            let slot = symbolRecord[Int(s)]
            if slot >= 0 && records[slot] != nil && !slots.contains(slot) { slots.append(slot) }
        }
        return slots.sorted().map { records[$0]!.constraint }
    }
}
