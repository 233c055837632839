import PlumbDiagnostics
import PlumbSolver

/// Solves a layout block at its breakpoints with one incremental solver.
///
/// The root's width is a *required* edit variable: moving to the next
/// breakpoint is one suggestion (a dual-simplex repair), plus whatever
/// constraints differ between the two breakpoints (`when` lines, text that
/// wraps differently), which are removed and added individually. When a
/// width contradicts the required constraints the solver is rebuilt, with the
/// root's width first, so that, as in UIKit, an author's constraint is what
/// breaks and never the window; and when the optimum reached is not unique
/// it is rebuilt too, so that the pick does not depend on the widths solved
/// before (`solve(at:direction:)`).
public final class BlockSolver {
    public let block: LayoutBlock
    let measurer: TextMeasurer
    /// How diagnostics quote constraints and fixes: the language's notation.
    let notation: LayoutNotation
    private(set) var solver = Solver()
    private var active: [ConstraintKey: LoweredConstraint] = [:]
    private var activeOrder: [ConstraintKey] = []
    private var sources: [ObjectIdentifier: ConstraintSource] = [:]
    private var rootWidthReady = false
    /// Set after a failure (the solver may be half-updated), and by a live
    /// sweep that wants each piece solved from a fresh solver.
    var needsRebuild = false
    /// Seconds this block may take in all (`blockBudgetSeconds`); nil: no limit.
    public var budget: Double?
    /// Seconds of the budget the block's text took to read, before this
    /// solver was made: the rest is what solving may take.
    public var spentReading: Double = 0
    private var deadline = Deadline.never
    /// The budget ran out: the breakpoint being solved is dropped, and the
    /// rest are not solved.
    public private(set) var ranOutOfBudget = false
    /// Whether to look for ambiguity and ties (costs a tableau analysis).
    public var analyzes = true
    /// Solver work done, for benchmarks: full rebuilds after a conflicting width.
    public private(set) var rebuildCount = 0
    /// Where the time went, summed over every breakpoint solved so far.
    public private(set) var timings = SolveTimings()
    /// The last breakpoint's written constraints, lowered, and what their
    /// lowering depended on.
    /// The last few lowerings, most recent last. A live sweep's bisection
    /// solves on both sides of a change in turn, so keeping only the last
    /// one meant lowering every written constraint again at every step.
    private var recentLowerings: [(signature: BreakpointSystem.Signature, written: [LoweredConstraint?],
                                   stacks: [BreakpointSystem.StackConstraint])] = []
    private static let keptLowerings = 4
    /// What the last breakpoint solved held that does not vary continuously
    /// with the width: the sweep's test of whether two widths share a piece.
    private(set) var lastState: DiscreteState?
    /// Text measured at earlier widths, reused where it cannot differ.
    let textCache = TextLayoutCache()

    public init(block: LayoutBlock, notation: LayoutNotation, measurer: TextMeasurer = .shipped) {
        self.block = block
        self.notation = notation
        self.measurer = measurer
        // Every scroll view's content guide exists before the first width is
        // solved: reading a content size creates it, and a guide created
        // while reading one width would add its constraints to every width
        // after it (and change which constraints a conflict names there).
        for item in block.items where item.viewKind == .scroll { _ = block.guide(.content, of: item) }
    }

    /// Where a block without `breakpoints` is solved when there is no site
    /// configuration and no canvas: a phone, a tablet, a laptop.
    public static let builtInBreakpoints: [Double] = [375, 768, 1024]

    /// The breakpoints to solve at: `widths` when given (from `--width`), else
    /// the block's own, else the site's `defaults`, else the canvas width, else
    /// ``builtInBreakpoints``; each in every direction the block asks for.
    public func plannedBreakpoints(widths: [Double]?, defaults: [Double]?) -> [(Breakpoint, LayoutDirection)] {
        let points: [Breakpoint]
        if let widths, !widths.isEmpty { points = widths.map { .width($0) } }
        else if !block.breakpoints.isEmpty { points = block.breakpoints }
        else if let defaults, !defaults.isEmpty { points = defaults.map { .width($0) } }
        else if let w = block.canvasWidth { points = [.width(w)] }
        else { points = BlockSolver.builtInBreakpoints.map { .width($0) } }
        return points.flatMap { p in block.directions.map { (p, $0) } }
    }

    public func context(for breakpoint: Breakpoint, direction: LayoutDirection) -> BreakpointContext {
        let height: CanvasHeight
        if let h = block.canvasHeight { height = h }
        else if case .device(let d) = breakpoint { height = .points(d.height) }
        else { height = .auto }
        switch breakpoint {
        case .width(let w):
            return BreakpointContext(width: w, height: height, sizeClass: SizeClass(width: w), direction: direction)
        case .device(let d):
            return BreakpointContext(width: d.width, height: height, sizeClass: d.sizeClass, direction: direction, deviceSafeArea: d.safeArea)
        }
    }

    public func solve(widths: [Double]? = nil, defaults: [Double]? = nil) -> [BreakpointSolution] {
        solve(plannedBreakpoints(widths: widths, defaults: defaults))
    }

    /// Solves these breakpoints in order, with the whole budget.
    public func solve(_ planned: [(Breakpoint, LayoutDirection)]) -> [BreakpointSolution] {
        startClock()
        var out: [BreakpointSolution] = []
        for (breakpoint, direction) in planned {
            let solution = solve(at: breakpoint, direction: direction)
            if ranOutOfBudget || deadline.hasPassed { ranOutOfBudget = true; break }
            out.append(solution)
        }
        return out
    }

    /// Starts the block's budget afresh (each of `solve(widths:)` and
    /// `sweep` has the whole budget, less what reading the text took).
    func startClock() {
        // A budget already spent leaves a moment, not none (`after` reads a
        // zero as no limit).
        deadline = budget.map { Deadline.after(seconds: max($0 - spentReading, 1e-6)) } ?? .never
        solver.deadline = deadline
        ranOutOfBudget = false
    }

    /// Whether the block's budget is spent (the engine checks it only in its
    /// long loops; a sweep of many short solves checks it between them).
    var isPastDeadline: Bool { deadline.hasPassed }

    /// Why a block ran out of its budget, in the author's terms: its size,
    /// and the stage that took the time.
    public func budgetDiagnostic(solved: Int, of planned: Int) -> Diagnostic {
        let shares = [("reading the block's text", spentReading), ("building the layout model", timings.model), ("solving", timings.engine),
                      ("looking for ambiguity and ties", timings.analysis), ("reading the frames", timings.reading)]
        let top = shares.max { $0.1 < $1.1 }!.0
        let budgetText = (budget ?? 0).compact
        var d = Diagnostic(.warning, .budget, "this block ran past its budget of \(budgetText) s and is drawn at \(solved) of its \(planned) "
                           + "breakpoint\(planned == 1 ? "" : "s"): it has \(block.items.count) views and guides and \(block.constraints.count) "
                           + "written constraints, and most of the time went to \(top)",
                           at: block.root.location,
                           suggestion: "split it into smaller blocks, or raise 'blockBudgetSeconds' in plumb.json (plumb solve: --budget SECONDS)")
        d.views = []
        return d
    }

    /// Solves at one breakpoint, with the same answer whatever was solved
    /// before. The incremental solver is kept where that is provably so:
    /// the optimum it reaches is unique (no ambiguous variable, no tie, no
    /// required constraint kept broken), and a unique optimum does not
    /// depend on the path to it. Otherwise the pick (which view takes the
    /// slack, which constraint breaks) depends on the widths visited before,
    /// and the breakpoint is solved again from a solver built afresh, as if
    /// it were the first. Without the analysis that tells them apart
    /// (`analyzes` off), every breakpoint starts afresh.
    public func solve(at breakpoint: Breakpoint, direction: LayoutDirection = .ltr) -> BreakpointSolution {
        if !analyzes { needsRebuild = true }
        return solve(at: breakpoint, direction: direction, reading: true)!
    }

    /// Brings the solver to `breakpoint` and sets `lastState` and the
    /// variables' values, without reading out the solution: what a live
    /// sweep's checks need, dozens of times per boundary (reading the
    /// diagnostics, statuses and implicit constraints was most of a site
    /// build).
    func solveWithoutReading(at breakpoint: Breakpoint, direction: LayoutDirection) {
        _ = solve(at: breakpoint, direction: direction, reading: false)
    }

    private func solve(at breakpoint: Breakpoint, direction: LayoutDirection, reading: Bool) -> BreakpointSolution? {
        var clock = SolveTimings.Lap()
        let context = context(for: breakpoint, direction: direction)
        let properties = BreakpointSystem.resolveProperties(block, context)
        var text: [ObjectIdentifier: TextLayout] = [:]
        for item in block.items {
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
        var wanted = lower(&system)
        timings.model += clock.lap()
        var failure: Diagnostic?
        var unsettled: Feedback?
        // Whether this width's solver was built from nothing (no earlier
        // width's pivots in it): then its pick is the one to keep.
        var fresh = active.isEmpty || needsRebuild
        do {
            let rebuilds = rebuildCount
            try apply(wanted, width: context.width)
            if rebuildCount > rebuilds { fresh = true }
            timings.engine += clock.lap()
            // What depends on the solution is measured from it, and the block
            // solved again while it changes: wrapping text (UIKit's
            // preferredMaxLayoutWidth dance), a horizontal stack's tallest
            // view, subviews' safe areas. A layout that still changes after
            // the last pass does not settle (UIKit would lay it out again
            // for ever): it is reported, not drawn as if it had.
            var passes = 1
            while true {
                solver.updateVariables()
                let feedback = measureFeedback(system, properties: properties, text: text)
                if feedback.isEmpty { break }
                if passes == BlockSolver.maximumPasses { unsettled = feedback; break }
                for (id, t) in feedback.text { text[id] = t }
                system = BreakpointSystem(block: block, context: context, properties: properties, text: text)
                system.baselineViews = feedback.baselineViews
                system.safeInsets = feedback.safeInsets
                system.preservedMargins = feedback.preservedMargins
                wanted = lower(&system)
                timings.model += clock.lap()
                try apply(wanted, width: context.width)
                timings.engine += clock.lap()
                passes += 1
            }
        } catch SolverError.budgetExceeded {
            ranOutOfBudget = true
            needsRebuild = true
        } catch {
            // Not the author's mistake (the language bounds every number):
            // ours. The solver may be half-updated, so the next breakpoint
            // starts from a fresh one, and its answer cannot depend on this one.
            failure = Diagnostic.error(.internal, "internal error in Plumb's solver at width \(context.width.compact): \(error)",
                                       at: block.root.location, suggestion: "please report this block; the rest of the site is built")
            needsRebuild = true
        }
        timings.model += clock.lap()
        lastState = DiscreteState(constraints: Set(activeOrder), lowering: system.signature, safeInsets: system.safeInsets,
                                  preservedMargins: system.preservedMargins,
                                  failed: failure != nil || ranOutOfBudget, unsettled: unsettled != nil)
        guard reading else {
            solver.updateVariables()
            timings.engine += clock.lap()
            return nil
        }
        var analysis: SolutionAnalysis?
        if analyzes && failure == nil && !ranOutOfBudget {
            let found = solver.analyze()
            timings.analysis += clock.lap()
            if !fresh && (!found.ambiguous.isEmpty || !found.ties.isEmpty || !solver.brokenConstraints.isEmpty) {
                needsRebuild = true
                return solve(at: breakpoint, direction: direction, reading: true)
            }
            analysis = found
        }
        let notSettling = unsettled.map { self.unsettledDiagnostic($0, system: system) }
        let solution = read(system, breakpoint: breakpoint, failure: failure ?? notSettling, analysis: analysis, clock: &clock)
        timings.breakpoints += 1
        return solution
    }

    /// Subviews' safe-area insets from the current solution, for the views
    /// whose insets something reads: those owning a safe-area, margins or
    /// readable-content guide. (Others' insets vary with their frames and
    /// would only make the solution look unsettled.)
    func safeInsets(_ system: BreakpointSystem) -> [ObjectIdentifier: Insets] {
        var owners = Set<ObjectIdentifier>()
        for g in block.systemGuideOrder {
            if case .guide(let kind) = g.kind, [.safe, .margins, .readable].contains(kind), let owner = g.container {
                owners.insert(ObjectIdentifier(owner))
            }
        }
        // Most blocks read no subview's insets: skip the walk over every view.
        if owners.isEmpty { return [:] }
        return SafeAreaPropagation.insets(block: block, rootInsets: system.rootSafeArea) { solvedValue($0) }.filter { owners.contains($0.key) }
    }

    /// Lowers `system`, reusing the previous breakpoint's written constraints
    /// when nothing they depend on changed (the usual case: only the width).
    private func lower(_ system: inout BreakpointSystem) -> [LoweredConstraint] {
        let signature = system.signature
        let match = recentLowerings.lastIndex { $0.signature == signature }
        let previous = match.map { recentLowerings.remove(at: $0) }
        if let previous {
            // A constraint excluded last time (by a condition) is lowered afresh.
            system.reusable = previous.written
            system.reusableStackConstraints = previous.stacks
        }
        let (all, written, stacks) = system.lowered()
        var merged = written
        if let previous {
            for i in merged.indices where merged[i] == nil { merged[i] = previous.written[i] }
        }
        recentLowerings.append((signature, merged, stacks))
        if recentLowerings.count > BlockSolver.keptLowerings { recentLowerings.removeFirst() }
        return all
    }

    /// Brings the solver to `system` at `width`: drop what no longer applies,
    /// move the root, add what is new.
    private func apply(_ wanted: [LoweredConstraint], width: Double) throws {
        if needsRebuild {
            needsRebuild = false
            try rebuild(wanted, width: width)
            return
        }
        var wantedKeys = Set<ConstraintKey>()
        for c in wanted { wantedKeys.insert(c.key) }
        for key in activeOrder where !wantedKeys.contains(key) {
            let c = active.removeValue(forKey: key)!
            try solver.remove(c.constraint)
            sources[ObjectIdentifier(c.constraint)] = nil
        }
        activeOrder.removeAll { !wantedKeys.contains($0) }
        if !rootWidthReady {
            try solver.addEditVariable(block.root.width, priority: Priority.required)
            rootWidthReady = true
        }
        do {
            try solver.suggestValue(block.root.width, width)
        } catch SolverError.unsatisfiableSuggestion {
            try rebuild(wanted, width: width)
            return
        }
        if active.isEmpty {
            try addRequiredFirst(wanted)
            return
        }
        for c in wanted where active[c.key] == nil {
            try add(c)
        }
        // Listed in the lowering's order, as a solver built afresh lists
        // them (tables and content sizing read this order).
        activeOrder = wanted.map(\.key)
    }

    /// A solver built from nothing gets the required constraints first, then
    /// the optional ones from the highest priority down.
    ///
    /// Optional ones first put every intrinsic size's error into the
    /// objective before the stack's equalities arrive, and each of those then
    /// pivoted over rows as long as the stack (a 300-view fillEqually stack
    /// took 8 s; now 0.06 s). Among the optional ones, a weak pull added
    /// early (an auto-height canvas hugging its content at 50) drives sizes
    /// to extremes that every stronger constraint after it must undo, each
    /// with a pivot over rows as long as the stack: a 300-view
    /// fillProportionally stack (distinct priorities 999 down to 751) took
    /// 4.7 s, and 0.7 s from the top down. Which required constraint breaks
    /// is unchanged (optional constraints never block a required one), and
    /// so is the answer wherever it is unique.
    private func addRequiredFirst(_ wanted: [LoweredConstraint]) throws {
        for c in BlockSolver.solvingOrder(wanted, priority: { $0.constraint.priority }) { try add(c) }
        // Listed (in tables, and for later diffs) in the lowering's order.
        activeOrder = wanted.map(\.key)
    }

    /// `constraints` in the order a solver built from nothing takes them:
    /// required ones, then optional ones by descending priority (ties, and
    /// the required ones, in the lowering's order).
    static func solvingOrder<C>(_ constraints: [C], priority: (C) -> Double) -> [C] {
        let required = constraints.filter { priority($0) >= Priority.required }
        let optional = constraints.enumerated().filter { priority($0.element) < Priority.required }
            .sorted { (priority($0.element), -$0.offset) > (priority($1.element), -$1.offset) }
            .map(\.element)
        return required + optional
    }

    private func add(_ c: LoweredConstraint) throws {
        try solver.add(c.constraint)
        active[c.key] = c
        activeOrder.append(c.key)
        sources[ObjectIdentifier(c.constraint)] = c.source
    }

    private func rebuild(_ wanted: [LoweredConstraint], width: Double) throws {
        rebuildCount += 1
        solver = Solver()
        solver.deadline = deadline
        active = [:]
        activeOrder = []
        sources = [:]
        try solver.addEditVariable(block.root.width, priority: Priority.required)
        rootWidthReady = true
        try solver.suggestValue(block.root.width, width)
        try addRequiredFirst(wanted)
    }

    /// A frame beyond what a Double holds: multipliers compounding along a
    /// chain (each view a million times the last) reach infinity in about
    /// fifty steps. The language bounds each number, not their product, so
    /// this is where it is caught; UIKit would draw nothing sensible.
    private func overflowDiagnostics(_ frames: [String: SolvedFrame], width: Double) -> [Diagnostic] {
        block.items.compactMap { item in
            guard let f = frames[item.name] else { return nil }
            let bad = [("x", f.x), ("y", f.y), ("width", f.width), ("height", f.height)].filter { !$0.1.isFinite }
            guard !bad.isEmpty else { return nil }
            var d = Diagnostic.error(.overflow, "the \(bad.map(\.0).joined(separator: " and ")) of '\(item.name)' at width \(width.compact) "
                                     + "overflow to infinity: multipliers compound along its constraints beyond what a layout can hold",
                                     at: item.location, suggestion: "use smaller multipliers, or fewer of them in a row")
            d.views = [item.name]
            return d
        }
    }

    /// A negative width or height is UIKit's answer too (the engine does not
    /// bound sizes), so the frame is kept; but UIKit draws such a view empty,
    /// which is rarely what the author meant. The warning stands at the
    /// author's constraint that determines the size, the others as notes.
    private func negativeSizeDiagnostics(_ frames: [String: SolvedFrame], width: Double) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for item in block.items {
            guard let f = frames[item.name] else { continue }
            for (variable, value, what) in [(item.width, f.width, "wide"), (item.height, f.height, "tall")] where value < -1e-6 && value.isFinite {
                let sources = solver.constraintsDetermining(variable).compactMap { source(of: $0) }
                let written = sources.filter { if case .written = $0 { return true } else { return false } }
                let at = written.first?.location(in: block) ?? item.location
                let d = Diagnostic(.warning, .badValue, "'\(item.name)' is \(value.compact) \(what) at width \(width.compact): UIKit keeps the "
                                   + "negative size and draws the view empty", at: at,
                                   suggestion: "give it room (a lower priority on a constraint that squeezes it, or a '>= 0' size)",
                                   notes: written.dropFirst().map { .init("also determines it: \($0.describe(width: width, in: notation))", at: $0.location(in: block)) },
                                   views: [item.name], constraints: written.map { $0.reference(in: notation) })
                out.append(d)
            }
        }
        return out
    }

    /// A variable's value in the solution the solver holds: 0 for one no
    /// constraint mentions, as UIKit's engine reads it. Never the bare
    /// `Variable.value`, which keeps whatever an earlier solver (another
    /// width, the ambiguity ghosts' scratch solver) last wrote there, and
    /// would make this width's answer depend on them.
    func solvedValue(_ v: Variable) -> Double { solver.contains(v) ? v.value : 0 }

    func source(of constraint: Constraint) -> ConstraintSource? {
        if let s = sources[ObjectIdentifier(constraint)] { return s }
        if constraint === solver.editConstraint(of: block.root.width) { return .rootWidth }
        return nil
    }

    // MARK: Reading the solution

    /// The constraints the solver could not satisfy, by identity.
    var brokenConstraintIDs: Set<ObjectIdentifier> { Set(solver.brokenConstraints.map { ObjectIdentifier($0.constraint) }) }

    /// Whether each written constraint holds, gives way or is broken in the
    /// solution the solver holds now (its variables updated; `broken`:
    /// ``brokenConstraintIDs``).
    func writtenStatuses(broken brokenSet: Set<ObjectIdentifier>) -> [ConstraintStatus] {
        var statuses: [ConstraintStatus] = []
        var byWritten = [LoweredConstraint?](repeating: nil, count: block.constraints.count)
        for key in activeOrder { if case .written(_, let index) = active[key]!.source { byWritten[index] = active[key]! } }
        for (index, c) in block.constraints.enumerated() {
            guard let lowered = byWritten[index] else {
                statuses.append(ConstraintStatus(reference: c.reference, state: .inactive, violation: 0))
                continue
            }
            let v = solver.violation(of: lowered.constraint)
            let state: ConstraintStatus.State = v <= 1e-6 ? .holds : brokenSet.contains(ObjectIdentifier(lowered.constraint)) ? .broken : .violated
            statuses.append(ConstraintStatus(reference: c.reference, state: state, violation: roundedPoints(v)))
        }
        return statuses
    }

    private func read(_ system: BreakpointSystem, breakpoint: Breakpoint, failure: Diagnostic?, analysis: SolutionAnalysis?,
                      clock: inout SolveTimings.Lap) -> BreakpointSolution {
        solver.updateVariables()
        timings.engine += clock.lap()
        let context = system.context
        var frames: [String: SolvedFrame] = [:]
        for item in block.items {
            frames[item.name] = SolvedFrame(x: roundedPoints(solvedValue(item.minX)), y: roundedPoints(solvedValue(item.minY)),
                                            width: roundedPoints(solvedValue(item.width)), height: roundedPoints(solvedValue(item.height)),
                                            parent: item.container?.name ?? "root")
        }
        var contentSizes: [String: (width: Double, height: Double)] = [:]
        // The variables the solver holds: what is reported is about them.
        let known = Set(solver.variables.map(ObjectIdentifier.init))
        for item in block.items where item.viewKind == .scroll {
            // A dimension nothing mentions reads 0, as UIKit's engine reads it.
            let g = block.guide(.content, of: item)
            contentSizes[item.name] = (roundedPoints(solvedValue(g.width)), roundedPoints(solvedValue(g.height)))
        }
        var diagnostics = failure.map { [$0] } ?? []
        diagnostics += overflowDiagnostics(frames, width: context.width)
        diagnostics += negativeSizeDiagnostics(frames, width: context.width)
        diagnostics += brokenDiagnostics(context.width)
        timings.reading += clock.lap()
        var alternatives: [String: SolvedFrame] = [:]
        if analyzes {
            var ambiguousItems: [(LayoutItem, [String])] = []
            diagnostics += analysisDiagnostics(analysis ?? solver.analyze(), context.width, known: known, ambiguousItems: &ambiguousItems)
            alternatives = alternativeFrames(ambiguousItems, width: context.width)
            // The tie's other outcome: TieChoice+Solving.swift.
            alternatives.merge(otherTieOutcome(system, constraints: activeOrder.compactMap { active[$0] }, diagnostics: diagnostics,
                                               width: context.width, deadline: deadline)) { ambiguous, _ in ambiguous }
            diagnostics = notingTieChoice(diagnostics)
        }
        timings.analysis += clock.lap()
        diagnostics = applyExpectations(diagnostics)

        let broken = brokenConstraintIDs
        let statuses = writtenStatuses(broken: broken)
        var sizing: [ContentSizing] = []
        for key in activeOrder {
            guard case .intrinsic(let item, let axis, let hugging, let value)? = active[key]?.source, hugging else { continue }
            let p = system.props(item)
            let insets = axis == .horizontal ? p.alignmentInsets.left + p.alignmentInsets.right : p.alignmentInsets.top + p.alignmentInsets.bottom
            sizing.append(ContentSizing(view: item.name, axis: axis, natural: roundedPoints(value + insets),
                                        hugging: p.hugging(axis), resistance: p.resistance(axis)))
        }
        let implicit = implicitStatuses(system, broken: broken)
        defer { timings.reading += clock.lap() }
        return BreakpointSolution(breakpoint: breakpoint, width: context.width, height: roundedPoints(solvedValue(block.root.height)),
                                  sizeClass: context.sizeClass, direction: context.direction, frames: frames,
                                  names: block.items.map(\.name), contentSizes: contentSizes, alternatives: alternatives,
                                  guides: systemGuideFrames(known: known),
                                  diagnostics: diagnostics, statuses: statuses, contentSizing: sizing, implicit: implicit,
                                  changedProperties: changedProperties(system))
    }

    private func changedProperties(_ system: BreakpointSystem) -> [String: ItemProperties] {
        var out: [String: ItemProperties] = [:]
        for item in [block.root] + block.allItems {
            let p = system.props(item)
            if p != item.properties { out[item.name] = p }
        }
        return out
    }

    /// The state of every constraint the author did not write, one row per
    /// thing UIKit adds (a frame's four constraints are one row).
    private func implicitStatuses(_ system: BreakpointSystem, broken: Set<ObjectIdentifier>) -> [ImplicitConstraintStatus] {
        var rows: [ImplicitConstraintStatus] = []
        var index: [String: Int] = [:]
        func add(_ group: ImplicitConstraintStatus.Group, _ text: String, _ c: Constraint) {
            let v = solver.violation(of: c)
            let state: ConstraintStatus.State = v <= 1e-6 ? .holds : broken.contains(ObjectIdentifier(c)) ? .broken : .violated
            if let i = index[text] {
                if rank(state) > rank(rows[i].state) { rows[i].state = state }
                rows[i].violation = max(rows[i].violation, roundedPoints(v))
            } else {
                index[text] = rows.count
                rows.append(ImplicitConstraintStatus(group: group, text: text, state: state, violation: roundedPoints(v)))
            }
        }
        func rank(_ s: ConstraintStatus.State) -> Int { s == .broken ? 2 : s == .violated ? 1 : 0 }
        for key in activeOrder {
            guard let lowered = active[key] else { continue }
            let c = lowered.constraint
            switch lowered.source {
            // Plumb's choice of a tie's outcome is not a constraint UIKit adds.
            case .written, .tieChoice: continue
            case .rootWidth: add(.root, "\(notation.rootDimension(.horizontal)) == the breakpoint's width", c)
            case .rootHeight(.points(let h)): add(.root, "\(notation.rootDimension(.vertical)) == \(h.compact)", c)
            case .rootHeight(.auto): add(.root, "\(notation.rootDimension(.vertical)) == 0 @50 (fitting size)", c)
            case .intrinsic(let item, let axis, let hugging, let value):
                let p = system.props(item)
                let dimension = "\(item.name).\(axis == .horizontal ? "width" : "height")"
                let text = hugging
                    ? "\(dimension) <= \(roundedPoints(value).compact) @\(p.hugging(axis).compact) (hugging)"
                    : "\(dimension) >= \(roundedPoints(value).compact) @\(p.resistance(axis).compact) (compression resistance)"
                add(.contentSize, text, c)
            case .autoresizing(let item):
                if let f = item.properties.frame {
                    add(.autoresizing, "\(item.name).frame == (\(f.x.compact), \(f.y.compact), \(f.width.compact), \(f.height.compact))", c)
                }
            case .guide(let g):
                add(.guides, "\(g.name) placed in \(g.container?.name ?? "root")", c)
            case .stack(_, let written):
                add(.stack, "\(written.identifier.map { $0 + ": " } ?? "")\(notation.constraint(written))", c)
            }
        }
        return rows
    }

    private func systemGuideFrames(known: Set<ObjectIdentifier>) -> [String: SolvedFrame] {
        var out: [String: SolvedFrame] = [:]
        for g in block.systemGuideOrder {
            guard case .guide(let kind) = g.kind, kind != .arrangement, known.contains(ObjectIdentifier(g.width)) else { continue }
            out[g.name] = SolvedFrame(x: roundedPoints(solvedValue(g.minX)), y: roundedPoints(solvedValue(g.minY)),
                                      width: roundedPoints(solvedValue(g.width)), height: roundedPoints(solvedValue(g.height)),
                                      parent: g.container?.name ?? "root")
        }
        return out
    }

    /// Another frame each ambiguous view could take, for the figure's ghost:
    /// the same constraints in a scratch solver, with the undetermined
    /// variables pulled 24 pt away at the weakest priority, which moves them
    /// along the optimal face and changes nothing the constraints decide.
    private func alternativeFrames(_ items: [(LayoutItem, [String])], width: Double) -> [String: SolvedFrame] {
        guard !items.isEmpty, !deadline.hasPassed else { return [:] }
        // One scratch solver for every ambiguous view, each view's pulls
        // added and then removed: building one per view made a block whose
        // every view is ambiguous cost the square of a build.
        let scratch = Solver()
        scratch.deadline = deadline
        do {
            try scratch.addEditVariable(block.root.width, priority: Priority.required)
            try scratch.suggestValue(block.root.width, width)
            for c in BlockSolver.solvingOrder(activeOrder.compactMap { active[$0] }, priority: { $0.constraint.priority }) { try scratch.add(c.constraint) }
        } catch {
            return [:]
        }
        // The scratch solver writes its values into the shared variables:
        // pull from the real solution's values, read before it does.
        let pulled: [(LayoutItem, [(Variable, Double)])] = items.map { item, what in
            let pulls: [(Variable, String)] = [(item.minX, "horizontal position"), (item.width, "width"),
                                               (item.minY, "vertical position"), (item.height, "height")]
            return (item, pulls.filter { what.contains($0.1) }.map { ($0.0, solvedValue($0.0)) })
        }
        var out: [String: SolvedFrame] = [:]
        for (item, pulls) in pulled {
            var added: [Constraint] = []
            do {
                for (v, value) in pulls {
                    let pull = (LinearExpression(v) == value + 24).priority(0.5)
                    try scratch.add(pull)
                    added.append(pull)
                }
                // Read from the scratch solver's tableau, never written into
                // the variables: they are the block's, and the solution
                // being read still holds them.
                let value = scratch.value(of:)
                out[item.name] = SolvedFrame(x: roundedPoints(value(item.minX)), y: roundedPoints(value(item.minY)),
                                             width: roundedPoints(value(item.width)), height: roundedPoints(value(item.height)),
                                             parent: item.container?.name ?? "root")
                for c in added { try scratch.remove(c) }
            } catch {
                break
            }
        }
        solver.updateVariables()
        return out
    }

    private func brokenDiagnostics(_ width: Double) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for broken in solver.brokenConstraints {
            let v = solver.violation(of: broken.constraint)
            guard v > 1e-6, let brokenSource = self.source(of: broken.constraint) else { continue }
            let others = broken.conflict.filter { $0 !== broken.constraint }.compactMap { self.source(of: $0) }
            var notes: [Diagnostic.Note] = []
            for o in others { notes.append(.init("conflicts with \(o.describe(width: width, in: notation))", at: o.location(in: block))) }
            var views: [String] = []
            for s in [brokenSource] + others { for v in s.views where !views.contains(v) { views.append(v) } }
            let message = "unable to simultaneously satisfy constraints at width \(width.compact): "
                + "\(brokenSource.describe(width: width, in: notation)) is broken (off by \(roundedPoints(v).compact) pt) because it contradicts "
                + (others.count == 1 ? "1 other required constraint" : "\(others.count) other required constraints")
            out.append(Diagnostic(.error, .unsatisfiable, message, at: brokenSource.location(in: block),
                                  suggestion: "lower one of their priorities below 1000, or remove one",
                                  notes: notes, views: views, constraints: [brokenSource.reference(in: notation)] + others.map { $0.reference(in: notation) }))
        }
        return out
    }

    private func analysisDiagnostics(_ analysis: SolutionAnalysis, _ width: Double, known: Set<ObjectIdentifier>,
                                     ambiguousItems: inout [(LayoutItem, [String])]) -> [Diagnostic] {
        if !analysis.isComplete { ranOutOfBudget = true }
        var out: [Diagnostic] = []
        // Ambiguity, per item and axis.
        var owner: [ObjectIdentifier: (LayoutItem, String)] = [:]
        for item in block.allItems {
            owner[ObjectIdentifier(item.minX)] = (item, "horizontal position")
            owner[ObjectIdentifier(item.width)] = (item, "width")
            owner[ObjectIdentifier(item.minY)] = (item, "vertical position")
            owner[ObjectIdentifier(item.height)] = (item, "height")
        }
        var perItem: [ObjectIdentifier: (item: LayoutItem, what: [String], constraints: [ConstraintSource])] = [:]
        var order: [ObjectIdentifier] = []
        // A variable no constraint mentions is free: UIKit's engine counts a
        // variable it does not hold as ambiguous, and so do we.
        var ambiguities = analysis.ambiguous.map { ($0.variable, $0.constraints) }
        for item in block.items {
            for v in [item.minX, item.width, item.minY, item.height] where !known.contains(ObjectIdentifier(v)) {
                ambiguities.append((v, []))
            }
            // A scroll view's content size is as undetermined when nothing
            // mentions it as when the constraints leave it free.
            if item.viewKind == .scroll {
                let content = block.guide(.content, of: item)
                owner[ObjectIdentifier(content.width)] = (content, "width")
                owner[ObjectIdentifier(content.height)] = (content, "height")
                for v in [content.width, content.height] where !known.contains(ObjectIdentifier(v)) {
                    ambiguities.append((v, []))
                }
            }
        }
        // Views whose freedom a tie explains are reported by the tie: the
        // tied views themselves, and any whose value depends on a tied
        // constraint (the view after a stretching label).
        // A tie names only the views whose frames it moves: those with a
        // variable whose value is not unique. A tie between errors that moves
        // no frame changes nothing UIKit draws, and is not reported.
        var movable = Set<String>()
        for a in analysis.ambiguous { if let (item, _) = owner[ObjectIdentifier(a.variable)] { movable.insert(item.name) } }
        var tiedViews = Set<String>()
        var tiedConstraints = Set<ObjectIdentifier>()
        var reportedTies: [(tied: [ConstraintSource], priority: Double, views: [String])] = []
        for tie in analysis.ties {
            let tied = tie.constraints.compactMap { source(of: $0) }
            guard tied.count >= 2 else { continue }
            var views: [String] = []
            for s in tied { for v in s.views where movable.contains(v) && !views.contains(v) { views.append(v) } }
            guard !views.isEmpty else { continue }
            reportedTies.append((tied, tie.priority, views))
            tiedViews.formUnion(views)
            for c in tie.constraints { tiedConstraints.insert(ObjectIdentifier(c)) }
        }
        for (variable, constraints) in ambiguities {
            guard let (item, what) = owner[ObjectIdentifier(variable)], !tiedViews.contains(item.name),
                  !constraints.contains(where: { tiedConstraints.contains(ObjectIdentifier($0)) }) else { continue }
            var reported = item
            if case .guide(let k) = item.kind, k != .custom, k != .content, let o = item.container { reported = o }
            let key = ObjectIdentifier(reported)
            if perItem[key] == nil { perItem[key] = (reported, [], []); order.append(key) }
            if reported === item, !perItem[key]!.what.contains(what) { perItem[key]!.what.append(what) }
            for c in constraints { if let s = source(of: c) { perItem[key]!.constraints.append(s) } }
        }
        // A guide's open axis matters only through a view that depends on
        // it, and such a view is reported itself: while no view is, a
        // guide constrained on one axis only (a spacer) is a warning.
        let someViewIsAmbiguous = order.contains { perItem[$0]!.item.viewKind != nil && !perItem[$0]!.what.isEmpty }
        for key in order {
            let entry = perItem[key]!
            let item = entry.item
            if case .guide(.content) = item.kind, let scroll = item.container {
                for what in entry.what where what == "width" || what == "height" {
                    let direction = what == "width" ? "leading and trailing" : "top and bottom"
                    out.append(Diagnostic(.error, .ambiguous, "scrollable content \(what) is ambiguous for '\(scroll.name)' at width \(width.compact)",
                                          at: scroll.location,
                                          suggestion: "constrain the content's \(direction) edges to \(notation.guide(.content, of: scroll)), or its \(what) to \(notation.guide(.frame, of: scroll))",
                                          views: [scroll.name]))
                }
                continue
            }
            if entry.what.isEmpty { continue }
            if item.viewKind != nil || item.kind == .guide(.custom) { ambiguousItems.append((item, entry.what)) }
            var refs: [String] = []
            for s in entry.constraints where !refs.contains(s.reference(in: notation)) { refs.append(s.reference(in: notation)) }
            let list = entry.what.joined(separator: " and ")
            let harmless = item.kind == .guide(.custom) && !someViewIsAmbiguous
            let message = "the \(list) of '\(item.name)' \(entry.what.count == 1 ? "is" : "are") ambiguous at width \(width.compact): "
                + (harmless ? "no view's frame depends on it, so nothing drawn changes, but UIKit's guide is arbitrary there"
                            : "the constraints allow more than one value, so UIKit's result is arbitrary")
            out.append(Diagnostic(harmless ? .warning : .error, .ambiguous, message, at: item.location,
                                  suggestion: suggestion(for: entry.what, of: item.name),
                                  views: [item.name], constraints: refs))
        }
        for tie in reportedTies { out.append(tieDiagnostic(tie.tied, priority: tie.priority, views: tie.views, width: width)) }
        return out
    }

    private func suggestion(for what: [String], of name: String) -> String {
        var wants: [String] = []
        if what.contains("horizontal position") { wants.append("a leading, trailing or centerX constraint") }
        if what.contains("width") { wants.append("a width (or both horizontal edges)") }
        if what.contains("vertical position") { wants.append("a top, bottom or centerY constraint") }
        if what.contains("height") { wants.append("a height (or both vertical edges)") }
        return "give '\(name)' " + wants.joined(separator: " and ")
    }

    private func tieDiagnostic(_ tied: [ConstraintSource], priority: Double, views: [String], width: Double) -> Diagnostic {
        let p = Float(priority)
        var message: String
        var suggestion: String
        let intrinsic = tied.compactMap { s -> (LayoutItem, Axis, Bool)? in
            if case .intrinsic(let item, let axis, let hugging, _) = s { return (item, axis, hugging) }
            return nil
        }
        if intrinsic.count == tied.count, let (first, axis, hugging) = intrinsic.first {
            let what = hugging ? "content hugging" : "compression resistance"
            let names = views.map { "'\($0)'" }.joined(separator: " and ")
            message = "\(names) have the same \(axis == .horizontal ? "horizontal" : "vertical") \(what) priority (\(p.compactPriority)) "
                + "and compete at width \(width.compact): UIKit picks which one \(hugging ? "stretches" : "shrinks") arbitrarily"
            suggestion = notation.setting(contentPriorityOf: first, hugging: hugging, axis: axis, to: Double(p + 1)) + " (or lower it on another)"
        } else {
            let list = tied.map { $0.describe(width: width, in: notation) }.joined(separator: ", ")
            message = "constraints of equal priority \(p.compactPriority) pull against each other at width \(width.compact) "
                + "(\(list)): several layouts are equally good and UIKit picks one arbitrarily"
            suggestion = "give one of them a different priority"
        }
        let notes = tied.dropFirst().map { Diagnostic.Note("ties with \($0.describe(width: width, in: notation))", at: $0.location(in: block)) }
        return Diagnostic(.warning, .tie, message, at: tied[0].location(in: block), suggestion: suggestion,
                          notes: Array(notes), views: views, constraints: tied.map { $0.reference(in: notation) })
    }

    /// `expect KIND`: what the author demonstrates on purpose is a warning.
    private func applyExpectations(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let expected = Set(block.expectedKinds.map(\.kind))
        return diagnostics.map { expected.contains($0.kind) ? $0.asExpected : $0 }
    }
}

private extension Float {
    var compactPriority: String { NumberText.priority(Double(self)) }
}
