import PlumbDiagnostics
import PlumbSolver

/// What a solution says beyond its frames, read as facts (`LayoutFinding`,
/// and for figures `AmbiguousFrame`, `TiedConstraints`,
/// `BrokenLayoutConstraint`), each carried by a diagnostic that the
/// language words when it is read.
extension BlockSolver {
    /// The facts one breakpoint's analysis found, with their diagnostics in
    /// the order they are reported.
    struct Findings {
        var diagnostics: [Diagnostic] = []
        var ambiguities: [AmbiguousFrame] = []
        var ties: [TiedConstraints] = []
        var broken: [BrokenLayoutConstraint] = []
        /// The views and custom guides whose own frame is open, and which of
        /// its quantities: the ones given a ghost frame.
        var ghosts: [(LayoutItem, [FrameQuantity])] = []
    }

    /// A diagnostic carrying `finding`, worded by the language when read;
    /// `notes` are where its notes point, in the order the finding lists them.
    func diagnostic(_ severity: Diagnostic.Severity, _ kind: DiagnosticKind, _ finding: LayoutFinding, at location: SourceLocation,
                    notes: [SourceLocation] = [], views: [String], constraints: [String] = []) -> Diagnostic {
        Diagnostic(severity, kind, LayoutMessage(finding, wording: wording), at: location, noteLocations: notes,
                   views: views, constraints: constraints)
    }

    func mention(_ source: ConstraintSource, width: Double) -> ConstraintMention { source.mention(width: width, in: notation) }

    /// A frame beyond what a Double holds: multipliers compounding along a
    /// chain (each view a million times the last) reach infinity in about
    /// fifty steps. The language bounds each number, not their product, so
    /// this is where it is caught; UIKit would draw nothing sensible.
    func overflowDiagnostics(_ frames: [String: SolvedFrame], width: Double) -> [Diagnostic] {
        block.items.compactMap { item in
            guard let f = frames[item.name] else { return nil }
            let quantities: [(FrameQuantity, Double)] = [(.horizontalPosition, f.x), (.verticalPosition, f.y), (.width, f.width), (.height, f.height)]
            let infinite = quantities.filter { !$0.1.isFinite }.map(\.0)
            guard !infinite.isEmpty else { return nil }
            return diagnostic(.error, .overflow, .overflow(view: item.name, quantities: infinite, width: width), at: item.location,
                              views: [item.name])
        }
    }

    /// A negative width or height is UIKit's answer too (the engine does not
    /// bound sizes), so the frame is kept; but UIKit draws such a view empty,
    /// which is rarely what the author meant. The warning stands at the
    /// author's constraint that determines the size, the others as notes.
    func negativeSizeDiagnostics(_ frames: [String: SolvedFrame], width: Double) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in block.items {
            guard let f = frames[item.name] else { continue }
            for (variable, size, axis) in [(item.width, f.width, Axis.horizontal), (item.height, f.height, .vertical)]
            where size < -LayoutTolerance.points && size.isFinite {
                let sources = solver.constraintsDetermining(variable).compactMap { source(of: $0) }
                let written = sources.filter { if case .written = $0 { return true } else { return false } }
                let others = written.dropFirst()
                let finding = LayoutFinding.negativeSize(view: item.name, axis: axis, size: size, width: width,
                                                         alsoDetermining: others.map { mention($0, width: width) })
                out.append(diagnostic(.warning, .badValue, finding, at: written.first?.location(in: block) ?? item.location,
                                      notes: others.map { $0.location(in: block) }, views: [item.name],
                                      constraints: written.map { $0.reference(in: notation) }))
            }
        }
        return out
    }

    /// Each required constraint the solver keeps broken, with the minimal
    /// set of others that proves the conflict.
    func brokenConstraintFindings(_ system: BreakpointSystem, into findings: inout Findings) {
        let width = system.context.width
        for broken in solver.brokenConstraints {
            let v = solver.violation(of: broken.constraint)
            guard v > LayoutTolerance.points, let brokenSource = self.source(of: broken.constraint) else { continue }
            let others = broken.conflict.filter { $0 !== broken.constraint }.compactMap { self.source(of: $0) }
            var views: [String] = []
            for s in [brokenSource] + others { for v in s.views where !views.contains(v) { views.append(v) } }
            let sides = self.sides(of: brokenSource, system)
            let fact = BrokenLayoutConstraint(constraint: mention(brokenSource, width: width), reference: brokenSource.reference(in: notation),
                                              conflicts: others.map { mention($0, width: width) },
                                              priority: writtenConstraint(brokenSource)?.priority ?? Priority.required,
                                              violation: roundedPoints(v), got: sides?.got, wanted: sides?.wanted, width: width)
            findings.broken.append(fact)
            findings.diagnostics.append(diagnostic(.error, .unsatisfiable, .broken(fact), at: brokenSource.location(in: block),
                                                   notes: others.map { $0.location(in: block) }, views: views,
                                                   constraints: [fact.reference] + others.map { $0.reference(in: notation) }))
        }
    }

    /// The layout constraint behind `source`, written or a stack's.
    private func writtenConstraint(_ source: ConstraintSource) -> LayoutConstraint? {
        switch source {
        case .written(let c, _), .stack(_, let c): return c
        default: return nil
        }
    }

    /// What a constraint got (its first anchor's value) and wanted (what it
    /// asked of it), in the solution the solver holds.
    private func sides(of source: ConstraintSource, _ system: BreakpointSystem) -> (got: Double, wanted: Double)? {
        guard let c = writtenConstraint(source) else { return nil }
        let (first, second, _) = system.lowering.sides(c)
        func value(_ e: LinearExpression) -> Double { e.terms.reduce(e.constant) { $0 + $1.coefficient * solvedValue($1.variable) } }
        return (roundedPoints(value(first)), roundedPoints(value(second)))
    }
}
