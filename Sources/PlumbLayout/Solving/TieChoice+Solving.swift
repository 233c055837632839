import PlumbDiagnostics
import PlumbSolver

extension BreakpointSystem {
    /// `tie NAME gives way`: every view that is not named keeps its
    /// intrinsic size at `Priority.tiebreak`, below every level UIKit has.
    /// A lexicographic optimum is optimal at every real level first, so
    /// these only choose among layouts all of them find equally good: in a
    /// tie, the one where the named views yield. The analysis looks through
    /// that level, so the tie is still reported.
    func tieChoiceConstraints(keeping: Bool = true) -> [(Constraint, LayoutItem, Axis)] {
        guard let choice = block.tieChoice else { return [] }
        var out: [(Constraint, LayoutItem, Axis)] = []
        for item in block.allItems where item.viewKind != nil && choice.yields(item) != keeping {
            let p = props(item)
            for axis in Axis.allCases {
                guard let value = intrinsicValue(item, p, axis) else { continue }
                let dim = LinearExpression(item.variable(axis, size: true))
                    - (axis == .horizontal ? p.alignmentInsets.left + p.alignmentInsets.right : p.alignmentInsets.top + p.alignmentInsets.bottom)
                out.append(((dim == value).priority(Priority.tiebreak), item, axis))
            }
        }
        return out
    }
}

extension BlockSolver {
    /// The other outcome of a tie the block's `tie` line decides, for the
    /// figure's ghost: the same constraints in a scratch solver, with the
    /// named views keeping their size instead of the others. Only the tied
    /// views whose frames differ.
    func otherTieOutcome(_ system: BreakpointSystem, constraints: [LoweredConstraint], ties: [TiedConstraints],
                         width: Double, deadline: Deadline) -> [String: SolvedFrame] {
        guard let choice = block.tieChoice, choice.drawsOtherOutcome, !deadline.hasPassed else { return [:] }
        let named = Set(choice.yielding.map(\.name))
        var tied: [String] = []
        for tie in ties where tie.views.contains(where: named.contains) {
            for v in tie.views where !tied.contains(v) { tied.append(v) }
        }
        guard !tied.isEmpty else { return [:] }
        let scratch = Solver()
        scratch.deadline = deadline
        do {
            try scratch.addEditVariable(block.root.width, priority: Priority.required)
            try scratch.suggestValue(block.root.width, width)
            let kept = constraints.filter { if case .tieChoice = $0.source { return false } else { return true } }
            for c in BlockSolver.solvingOrder(kept, priority: { $0.constraint.priority }) { try scratch.add(c.constraint) }
            for (c, _, _) in system.tieChoiceConstraints(keeping: false) { try scratch.add(c) }
        } catch {
            return [:]
        }
        var out: [String: SolvedFrame] = [:]
        for name in tied {
            guard let item = block.item(named: name) else { continue }
            // Read from the scratch solver's tableau, never written into the
            // variables: the solution being read still holds them.
            let other = [item.minX, item.minY, item.width, item.height].map { roundedPoints(scratch.value(of: $0)) }
            let drawn = [item.minX, item.minY, item.width, item.height].map { roundedPoints(solvedValue($0)) }
            guard zip(other, drawn).contains(where: { abs($0 - $1) > LayoutTolerance.drawnDifference }) else { continue }
            out[name] = SolvedFrame(x: other[0], y: other[1], width: other[2], height: other[3], parent: item.container?.name ?? "root")
        }
        return out
    }

    /// A tie the `tie` line decides says so, at that line: which outcome is
    /// drawn, and that UIKit may give the other. The tie's fact carries the
    /// choice, and its diagnostic is worded from it, with a note at the line.
    func notingTieChoice(_ findings: inout Findings) {
        guard let choice = block.tieChoice else { return }
        let named = choice.yielding.map(\.name)
        for i in findings.ties.indices where findings.ties[i].views.contains(where: named.contains) {
            findings.ties[i].choice = TieOutcomeChoice(yielding: named.filter(findings.ties[i].views.contains),
                                                       drawsOtherOutcome: choice.drawsOtherOutcome)
        }
        for i in findings.diagnostics.indices where findings.diagnostics[i].kind == .tie {
            let d = findings.diagnostics[i]
            guard let tie = findings.ties.first(where: { $0.choice != nil && $0.views == d.views && $0.references == d.constraints }) else { continue }
            findings.diagnostics[i].content = LayoutMessage(.tie(tie), wording: wording)
            findings.diagnostics[i].noteLocations.append(choice.location)
        }
    }
}
