import PlumbDiagnostics
import PlumbSolver

/// Solving one width in passes: the system lowered with what the solution
/// feeds back, solved again while that changes, and how the solver came to
/// hold the last one (which decides whether its pick may be kept).
extension BlockSolver {
    /// What solving one width's system to a settled layout left: the
    /// system and its lowering at the last pass, and how the solver came to
    /// hold it.
    struct Settled {
        var system: BreakpointSystem
        var wanted: LoweredSystem
        var failure: Diagnostic?
        var unsettled: Feedback?
        /// The solver was built from nothing for this width (no earlier
        /// width's pivots in it): then its pick is the one to keep.
        var fresh: Bool
        /// A later pass changed the system in the solver in place: it holds
        /// the last pass's system through the pivots of the first one's.
        var changedInPlace = false
    }

    /// Whether the optimum reached is the only one: no ambiguous variable,
    /// no tie, no required constraint kept broken. Only then does it not
    /// depend on the path to it.
    func isUnique(_ analysis: SolutionAnalysis) -> Bool {
        analysis.ambiguous.isEmpty && analysis.ties.isEmpty && solver.brokenConstraints.isEmpty
    }

    /// The width's system lowered with what the solution feeds back, solved
    /// again while that changes: wrapping text (UIKit's
    /// preferredMaxLayoutWidth dance), a horizontal stack's tallest view,
    /// subviews' safe areas. A layout that still changes after the last
    /// pass does not settle (UIKit would lay it out again for ever): it is
    /// reported, not drawn as if it had.
    func settle(_ context: BreakpointContext, _ clock: inout SolveTimings.Lap) -> Settled {
        let properties = resolvedProperties(context)
        var text: [ObjectIdentifier: TextLayout] = [:]
        // Only views that show text touch the measurer (and load a font).
        for item in block.items where item.viewKind?.showsText == true {
            if let t = TextLayout.measure(item, properties: properties[ObjectIdentifier(item)]!, maxWidth: nil, with: measurer, cache: textCache) {
                text[ObjectIdentifier(item)] = t
            }
        }
        var system = BreakpointSystem(block: block, context: context, properties: properties, text: text)
        // What the solution feeds back starts from the same guess at every
        // width (text unwrapped, each horizontal stack's first view as its
        // tallest, no insets below the root), never from the last width's
        // solution: a breakpoint's answer must not depend on which one came
        // before it.
        system.baselineViews = system.tallestArrangedViews { _ in 0 }
        system.safeInsets = [:]
        system.preservedMargins = [:]
        let wanted = lower(&system)
        var settled = Settled(system: system, wanted: wanted, fresh: active.isEmpty || needsRebuild)
        timings.model += clock.lap()
        do {
            let rebuilds = rebuildCount
            try apply(settled.wanted, width: context.width)
            if rebuildCount > rebuilds { settled.fresh = true }
            timings.engine += clock.lap()
            var passes = 1
            while true {
                solver.updateVariables()
                let feedback = measureFeedback(settled.system, properties: properties, text: text)
                if feedback.isEmpty { break }
                if passes == BlockSolver.maximumPasses { settled.unsettled = feedback; break }
                for (id, t) in feedback.text { text[id] = t }
                var next = BreakpointSystem(block: block, context: context, properties: properties, text: text)
                next.baselineViews = feedback.baselineViews
                next.safeInsets = feedback.safeInsets
                next.preservedMargins = feedback.preservedMargins
                let previous = settled.wanted.serial
                settled.wanted = lower(&next)
                settled.system = next
                timings.model += clock.lap()
                let rebuildsBefore = rebuildCount
                try apply(settled.wanted, width: context.width)
                if settled.wanted.serial != previous && rebuildCount == rebuildsBefore { settled.changedInPlace = true }
                timings.engine += clock.lap()
                passes += 1
            }
        } catch {
            settled.failure = failed(error, at: context.width)
        }
        return settled
    }

    /// The properties after the property lines that hold in `context`,
    /// resolved once per set of lines that hold: a sweep solves hundreds
    /// of widths with the same few sets, and the very dictionary handed
    /// back compares equal to itself at once (`LoweringInputs`).
    func resolvedProperties(_ context: BreakpointContext) -> [ObjectIdentifier: ItemProperties] {
        let holding = block.settings.map { $0.conditions.allSatisfy { $0.holds(in: context) } }
        if let known = propertiesByHoldingLines[holding] { return known }
        let properties = BreakpointSystem.resolveProperties(block, context)
        propertiesByHoldingLines[holding] = properties
        return properties
    }

    /// The last pass's system in a solver built afresh, its variables read.
    func rebuildLast(_ settled: inout Settled, _ clock: inout SolveTimings.Lap) {
        needsRebuild = true
        do {
            try apply(settled.wanted, width: settled.system.context.width)
            solver.updateVariables()
        } catch {
            settled.failure = failed(error, at: settled.system.context.width)
        }
        timings.engine += clock.lap()
    }

    /// What a solver error means for the width: the budget spent, or ours.
    private func failed(_ error: Error, at width: Double) -> Diagnostic? {
        needsRebuild = true
        if let e = error as? SolverError, case .budgetExceeded = e {
            ranOutOfBudget = true
            return nil
        }
        // Not the author's mistake (the language bounds every number):
        // ours. The solver may be half-updated, so the next breakpoint
        // starts from a fresh one, and its answer cannot depend on this one.
        return diagnostic(.error, .internal, .solverFailure(width: width, error: String(describing: error)),
                          at: block.root.location, views: [])
    }
}
