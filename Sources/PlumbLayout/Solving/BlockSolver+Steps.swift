import PlumbSolver

/// The record a figure of the solving steps reads (`show steps`): the
/// constraints the solver holds at this breakpoint, written and implicit,
/// as the equations it solved, and the value of every unknown in them.
/// Read from the solver as it stands, never worked out again.
extension BlockSolver {
    func solvingSteps() -> (equations: [SolvedEquation], unknowns: [SolvedUnknown]) {
        var equations: [SolvedEquation] = []
        var unknowns: [SolvedUnknown] = []
        var seen = Set<ObjectIdentifier>()
        for lowered in activeConstraints {
            let origin: SolvedEquation.Origin
            switch lowered.source {
            case .written(_, let index): origin = .written(index: index)
            default:
                // Only what the implicit table names: Plumb's own tie
                // choice is not UIKit's, and a frame left to autoresizing
                // with nothing to say is not a row.
                guard let mention = implicitMentions[ObjectIdentifier(lowered.constraint)]?.mention else { continue }
                if case .autoresizing(_, nil) = mention { continue }
                origin = .implicit(mention)
            }
            let c = lowered.constraint
            var terms: [SolvedEquation.Term] = []
            for term in c.expression.terms where term.coefficient != 0 {
                terms.append(SolvedEquation.Term(unknown: term.variable.name, coefficient: roundedPoints(term.coefficient)))
                if seen.insert(ObjectIdentifier(term.variable)).inserted {
                    unknowns.append(SolvedUnknown(name: term.variable.name, value: roundedPoints(solvedValue(term.variable))))
                }
            }
            equations.append(SolvedEquation(origin: origin, terms: terms, constant: roundedPoints(c.expression.constant),
                                            relation: c.relation, priority: c.priority))
        }
        // The root's width is the engine's edit variable, held at the
        // breakpoint's width: an equation like any other for a reader.
        if let width = unknowns.first(where: { $0.name == block.root.width.name }) {
            equations.insert(SolvedEquation(origin: .implicit(.rootWidth(width.value)), terms: [.init(unknown: width.name, coefficient: 1)],
                                            constant: -width.value, relation: .equal, priority: 1000), at: 0)
        }
        return (equations, unknowns)
    }
}
