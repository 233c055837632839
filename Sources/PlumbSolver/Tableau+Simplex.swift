/// The two simplex loops: primal (after adding or removing a constraint) and
/// dual (after an edit moves constants), both over the lexicographic objective.
extension Tableau {
    enum Phase { case main, artificial }

    /// Primal simplex. Entering: the most negative reduced cost at the highest
    /// level that has one (Dantzig's rule on priority vectors); a caller's
    /// variable may enter in either direction. Leaving: the minimum ratio,
    /// smallest head id on ties. After `degeneratePivotLimit` pivots that do not
    /// move the solution it falls back to Bland's rule until one does.
    mutating func optimize(_ phase: Phase) throws {
        if phase == .main && objectiveIsOptimal { return }
        var degenerate = 0
        var steps = 0
        while true {
            steps += 1
            if steps & 63 == 0, deadline.hasPassed { throw SolverError.budgetExceeded }
            let bland = degenerate >= degeneratePivotLimit
            guard let (entering, direction) = chooseEntering(phase, bland: bland) else {
                if phase == .main { objectiveIsOptimal = true }
                return
            }
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestTieBreak = Double.infinity
            var bestHead = Symbol.max
            visitStamp += 1
            let ei = Int(entering)
            for k in 0..<columns.count(ei) {
                let t = columns[ei, k]
                let ti = Int(t)
                if !rowLive[ti] || rows[ti].isExternal || rowVisit[ti] == visitStamp { continue }
                rowVisit[ti] = visitStamp
                let a = rows[ti].body.coefficient(of: entering) * direction
                if a >= 0 { continue }
                let ratio = max(0, rows[ti].body.constant) / -a
                // Ties (degenerate rows above all) go to the smallest perturbed
                // ratio; Bland's rule wants the smallest head instead.
                let tieBreak = bland ? 0 : rows[ti].perturbation / -a
                let head = rows[ti].head
                let tolerance = Tableau.ratioTieTolerance * max(1, bestRatio.isFinite ? bestRatio : 1)
                let better: Bool
                if ratio < bestRatio - tolerance {
                    better = true
                } else if ratio <= bestRatio + tolerance {
                    better = tieBreak < bestTieBreak || (tieBreak == bestTieBreak && head < bestHead)
                } else {
                    better = false
                }
                if better {
                    best = t
                    bestRatio = min(ratio, bestRatio)
                    bestTieBreak = tieBreak
                    bestHead = head
                }
            }
            if best < 0 { throw SolverError.internalFailure("the objective is unbounded") }
            degenerate = bestRatio <= Tableau.feasibilityTolerance ? degenerate + 1 : 0
            pivot(best, entering: entering)
        }
    }

    private mutating func chooseEntering(_ phase: Phase, bland: Bool) -> (Symbol, Double)? {
        if phase == .artificial {
            return chooseEntering(in: [artificial!], bland: bland)
        }
        return chooseEntering(in: objective.levels, bland: bland)
    }

    /// Whether symbol `s`, whose first nonzero reduced cost (at the highest
    /// level that has one) is `cost`, would enter in the primal simplex: a
    /// restricted symbol when the cost is negative, a caller's non-basic
    /// variable (free in sign) whenever it is nonzero, a dummy never. The
    /// one rule for ``chooseEntering(in:bland:)`` and
    /// ``objectiveMayImprove(atSymbolsOf:)``, which must agree.
    @inline(__always) private func enters(_ s: Symbol, atCost cost: Double) -> Bool {
        switch kinds[Int(s)] {
        case .dummy: return false
        case .external: return basicRow[Int(s)] < 0
        case .slack, .error: return cost < 0
        }
    }

    /// False only when no symbol of row `r` would enter in the primal
    /// simplex (``enters(_:atCost:)`` at its first nonzero reduced cost).
    /// Each symbol costs a search per level,
    /// so when that would cost more than the simplex's own scan of the
    /// objective (a 300-view stack has 250 levels: checking cost twice the
    /// whole solve), it answers true without looking.
    ///
    /// Takes the row's index: passing `rows[r].body` to a method of `self`
    /// copied the whole tableau.
    func objectiveMayImprove(atSymbolsOf r: Int32) -> Bool {
        let levelCount = objective.levels.count
        var objectiveTerms = 0
        for k in 0..<levelCount { objectiveTerms += objective.levels[k].count }
        if 2 * rows[Int(r)].body.count * levelCount > objectiveTerms + 64 { return true }
        for term in rows[Int(r)].body.terms {
            let s = term.symbol
            if kinds[Int(s)] == .dummy { continue }   // in no level: spare the searches
            for k in 0..<levelCount {
                let c = objective.levels[k].coefficient(of: s)
                if c == 0 { continue }
                if enters(s, atCost: c) { return true }
                break
            }
        }
        return false
    }

    private mutating func chooseEntering(in levels: [Row], bland: Bool) -> (Symbol, Double)? {
        var blandChoice: (Symbol, Double)?
        // A symbol with a nonzero cost at a higher level is decided there:
        // marked once per level instead of searched for per candidate.
        scratch.decidedStamp += 1
        let stamp = scratch.decidedStamp
        for k in levels.indices {
            var best = Symbol.none
            var bestMagnitude = 0.0
            var bestDirection = 1.0
            levels[k].terms.withUnsafeBufferPointer { terms in
                for term in terms {
                    let s = term.symbol, c = term.coefficient
                    if scratch.decided[Int(s)] == stamp || !enters(s, atCost: c) { continue }
                    let direction = c < 0 ? 1.0 : -1.0
                    if bland {
                        if blandChoice == nil || s < blandChoice!.0 { blandChoice = (s, direction) }
                        break
                    }
                    if abs(c) > bestMagnitude {
                        best = s
                        bestMagnitude = abs(c)
                        bestDirection = direction
                    }
                }
            }
            if !bland && best != .none { return (best, bestDirection) }
            for term in levels[k].terms { scratch.decided[Int(term.symbol)] = stamp }
        }
        return blandChoice
    }

    /// Dual simplex: restores feasibility of rows whose constants went
    /// negative while keeping the objective optimal. Only the rows an edit
    /// touched are ever looked at.
    mutating func dualOptimize() throws {
        var degenerate = 0
        var steps = 0
        while true {
            steps += 1
            if steps & 63 == 0, deadline.hasPassed { throw SolverError.budgetExceeded }
            let bland = degenerate >= degeneratePivotLimit
            var leaving: Int32 = -1
            var worst = 0.0
            var leavingHead = Symbol.max
            var stillInfeasible: [Int32] = []
            visitStamp += 1
            for r in infeasibleRows {
                let ri = Int(r)
                if !rowLive[ri] || rows[ri].isExternal || rowVisit[ri] == visitStamp { continue }
                rowVisit[ri] = visitStamp
                let c = rows[ri].body.constant
                if c >= -Tableau.feasibilityTolerance { continue }
                stillInfeasible.append(r)
                let head = rows[ri].head
                let better = bland ? head < leavingHead : (c < worst || (c == worst && head < leavingHead))
                if leaving < 0 || better {
                    leaving = r
                    worst = c
                    leavingHead = head
                }
            }
            infeasibleRows = stillInfeasible
            if leaving < 0 {
                infeasibleRows.removeAll(keepingCapacity: true)
                return
            }
            guard let (entering, ratioIsZero) = chooseDualEntering(row: leaving) else {
                throw SolverError.internalFailure("dual optimize found no entering symbol")
            }
            degenerate = ratioIsZero ? degenerate + 1 : 0
            pivot(leaving, entering: entering)
        }
    }

    /// The entering symbol for a dual step on row `r`: among symbols that can
    /// raise the row's constant, the one with the lexicographically smallest
    /// ratio of reduced cost to coefficient (smallest id on ties).
    func chooseDualEntering(row r: Int32) -> (Symbol, Bool)? {
        let choice = smallestCostRatio(in: rows[Int(r)].body) { s, a in
            switch kinds[Int(s)] {
            case .dummy: return nil
            // A free variable can move either way, so only at zero cost does
            // moving it keep the objective optimal (its ratios are then 0).
            case .external: return objective.isZero(s) ? 1 : nil
            default: return a > 0 ? a : nil
            }
        }
        guard let (best, ratios) = choice else { return nil }
        return (best, ratios.allSatisfy { $0 <= Tableau.costTieTolerance })
    }

    /// The dual simplex's ratio test, shared by a dual step and by a row
    /// solved without moving the solution (`subjectKeepingOptimality`): among
    /// the row's symbols that `divisor` admits (it gives the positive number
    /// to divide their reduced costs by), the one whose reduced costs so
    /// divided are lexicographically smallest over the levels, the first on
    /// ties, with those ratios.
    func smallestCostRatio(in row: Row, divisor: (Symbol, Double) -> Double?) -> (Symbol, [Double])? {
        var best = Symbol.none
        var bestRatios: [Double] = []
        var ratios = [Double](repeating: 0, count: objective.levels.count)
        for term in row.terms {
            let s = term.symbol, a = term.coefficient
            guard let d = divisor(s, a) else { continue }
            for k in ratios.indices { ratios[k] = objective.levels[k].coefficient(of: s) / d }
            if best == .none || lexicographicallyLess(ratios, bestRatios) {
                best = s
                bestRatios = ratios
            }
        }
        return best == .none ? nil : (best, bestRatios)
    }

    private func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for k in a.indices {
            let scale = max(1, abs(a[k]), abs(b[k]))
            if abs(a[k] - b[k]) <= Tableau.costTieTolerance * scale { continue }
            return a[k] < b[k]
        }
        return false
    }
}
