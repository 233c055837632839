/// Finding a minimal conflicting set for a required constraint that cannot hold.
extension Solver {
    /// Starts from the constraints the phase-1 certificate names (the
    /// constraints whose markers carry the proof of infeasibility), then drops
    /// every member whose removal keeps the set infeasible. What is left is
    /// irreducible: each member is needed for the conflict.
    func minimalConflict(adding constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
        var slots: [Int] = []
        for s in certificate where Int(s) < symbolRecord.count {
            let slot = symbolRecord[Int(s)]
            if slot >= 0, let record = records[slot], record.level == nil, !slots.contains(slot) {
                slots.append(slot)
            }
        }
        slots.sort()
        var candidates = slots.compactMap { records[$0]?.constraint } + [constraint]
        if Solver.isFeasible(candidates) {
            // Rounding hid part of the proof: start from every required constraint.
            candidates = records.compactMap { record in record.flatMap { $0.level == nil ? $0.constraint : nil } } + [constraint]
        }
        var i = 0
        while i < candidates.count {
            var trial = candidates
            trial.remove(at: i)
            if Solver.isFeasible(trial) {
                i += 1
            } else {
                candidates = trial
            }
        }
        return candidates
    }

    /// True when all the constraints can hold together (priorities ignored:
    /// every one is treated as required).
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        feasibleProbe(constraints) != nil
    }

    /// A point satisfying all the constraints, as the values of `reading`
    /// (keyed as the caller keys them), or nil when there is none.
    static func feasiblePoint<Key: Hashable>(_ constraints: [Constraint], reading: [Key: Variable]) -> [Key: Double]? {
        guard let probe = feasibleProbe(constraints) else { return nil }
        return reading.mapValues { probe.value(of: $0) }
    }

    private static func feasibleProbe(_ constraints: [Constraint]) -> Solver? {
        let probe = Solver(findsConflicts: false)
        for c in constraints {
            let required = c.isRequired ? c : Constraint(c.expression, c.relation)
            do { try probe.add(required) } catch { return nil }
        }
        return probe
    }
}
