import PlumbSolver

/// A random system that is feasible by construction: every required
/// constraint holds at a hidden witness point. Optional constraints and edits
/// pull anywhere, at priorities drawn from a small set so that levels are
/// shared (ties) as often as they are distinct.
struct RandomSystem {
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Constraint.Relation
        var priority: Double

        func constraint(_ variables: [Variable]) -> Constraint {
            var expression = LinearExpression(constant)
            for (i, c) in terms { expression = expression + c * variables[i] }
            return Constraint(expression, relation, priority: priority)
        }
    }

    struct Edit {
        var variable: Int
        var priority: Double
        /// Suggested in order; the last one is what the oracle solves for.
        var suggestions: [Double]
    }

    let variableCount: Int
    let required: [Spec]
    let optional: [Spec]
    /// Constraints added and later removed again (exercising removal).
    let decoys: [Spec]
    let edits: [Edit]

    static let optionalPriorities: [Double] = [1, 49, 250, 251, 500, 750, 999, 999.5]

    init(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let n = rng.int(2...7)
        variableCount = n
        let witness = (0..<n).map { _ in Double(rng.int(-40...40)) }
        func randomTerms() -> [(Int, Double)] {
            let count = rng.int(1...min(3, n))
            var used: [Int] = []
            var terms: [(Int, Double)] = []
            while terms.count < count {
                let i = rng.int(0...(n - 1))
                if used.contains(i) { continue }
                used.append(i)
                var c = Double(rng.int(-3...3))
                if c == 0 { c = 1 }
                if rng.chance(0.15) { c /= 2 }
                terms.append((i, c))
            }
            return terms
        }
        func requiredSpec() -> Spec {
            let terms = randomTerms()
            let atWitness = terms.reduce(0.0) { $0 + $1.1 * witness[$1.0] }
            let relation = rng.pick([Constraint.Relation.equal, .lessOrEqual, .greaterOrEqual, .greaterOrEqual])
            // Slack 0 about a third of the time: tight, degenerate rows.
            let slack = rng.chance(0.35) ? 0 : Double(rng.int(1...15))
            let constant: Double
            switch relation {
            case .equal: constant = -atWitness
            case .lessOrEqual: constant = -atWitness - slack
            case .greaterOrEqual: constant = -atWitness + slack
            }
            return Spec(terms: terms, constant: constant, relation: relation, priority: 1000)
        }
        func optionalSpec() -> Spec {
            Spec(terms: randomTerms(), constant: Double(rng.int(-60...60)),
                 relation: rng.pick([.equal, .equal, .lessOrEqual, .greaterOrEqual]),
                 priority: rng.pick(RandomSystem.optionalPriorities))
        }
        var required = (0..<rng.int(0...(n + 1))).map { _ in requiredSpec() }
        var optional = (0..<rng.int(1...(2 * n + 2))).map { _ in optionalSpec() }
        // Every variable takes part in something.
        for i in 0..<n where !(required + optional).contains(where: { $0.terms.contains { $0.0 == i } }) {
            optional.append(Spec(terms: [(i, 1)], constant: Double(rng.int(-30...30)), relation: .equal,
                                 priority: rng.pick(RandomSystem.optionalPriorities)))
        }
        if rng.chance(0.2) { required.append(requiredSpec()) }
        self.required = required
        self.optional = optional
        decoys = (0..<rng.int(0...2)).map { _ in rng.chance(0.5) ? requiredSpec() : optionalSpec() }
        var edits: [Edit] = []
        for i in 0..<n where rng.chance(0.25) {
            let suggestions = (0..<rng.int(1...3)).map { _ in Double(rng.int(-80...80)) }
            edits.append(Edit(variable: i, priority: rng.pick([1, 250, 500, 750, 999]), suggestions: suggestions))
        }
        self.edits = edits
    }

    /// The system the oracle solves: what is left after every operation.
    func finalSpecs() -> [Spec] {
        required + optional + edits.map {
            Spec(terms: [($0.variable, 1)], constant: -$0.suggestions.last!, relation: .equal, priority: $0.priority)
        }
    }

    /// Builds the solver through a scrambled sequence of adds, edits, decoy
    /// adds and removes, and suggestions.
    func build(seed: UInt64) throws -> (Solver, [Variable], [Constraint]) {
        var rng = SplitMix(seed: seed ^ 0xDEC0)
        let variables = (0..<variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        let requiredConstraints = required.map { $0.constraint(variables) }
        var pending = requiredConstraints + optional.map { $0.constraint(variables) }
        pending.shuffle(using: &rng)
        var decoys = self.decoys.map { $0.constraint(variables) }
        var live: [Constraint] = []
        var editsAdded = false
        while !pending.isEmpty || !decoys.isEmpty || !live.isEmpty {
            switch rng.int(0...5) {
            case 0 where !decoys.isEmpty:
                let d = decoys.removeLast()
                try solver.add(d)
                live.append(d)
            case 1 where !live.isEmpty:
                try solver.remove(live.removeFirst())
            case 2 where !editsAdded:
                for edit in edits {
                    try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
                    try solver.suggestValue(variables[edit.variable], edit.suggestions[0])
                }
                editsAdded = true
            default:
                if !pending.isEmpty { try solver.add(pending.removeLast()) }
            }
        }
        if !editsAdded {
            for edit in edits { try solver.addEditVariable(variables[edit.variable], priority: edit.priority) }
        }
        for edit in edits {
            for value in edit.suggestions { try solver.suggestValue(variables[edit.variable], value) }
        }
        return (solver, variables, requiredConstraints)
    }
}
