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
    /// The measurer the block's text is measured with: the shipped fonts
    /// unless the caller gave one, loaded only when a view has text (a
    /// block of plain views never reads a font: 2.8 M instructions of a
    /// 13 M-instruction `plumb solve`).
    private(set) lazy var measurer: TextMeasurer = givenMeasurer ?? .shipped
    private let givenMeasurer: TextMeasurer?
    /// How findings quote constraints: the language's notation.
    let notation: LayoutNotation
    /// How the language words what the solver finds.
    let wording: LayoutWording
    // The solver and what it holds; a live sweep parks them per system
    // (`BlockSolver+ParkedSolvers.swift`).
    var solver = Solver()
    var active: [ConstraintKey: LoweredConstraint] = [:]
    var activeOrder: [ConstraintKey] = []
    var sources: [ObjectIdentifier: ConstraintSource] = [:]
    var rootWidthReady = false
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
    public internal(set) var ranOutOfBudget = false
    /// Whether to look for ambiguity and ties (costs a tableau analysis).
    public var analyzes = true
    /// Whether a solution carries what drawing it needs besides frames:
    /// each text view's measured text and every item's anchors
    /// (`BlockSolver+Records.swift`). A live sweep's solves do without.
    var recordsDrawing = true
    /// Solver work done, for benchmarks: full rebuilds after a conflicting width.
    public private(set) var rebuildCount = 0
    /// Where the time went, summed over every breakpoint solved so far.
    public internal(set) var timings = SolveTimings()
    /// The last breakpoint's written constraints, lowered, and what their
    /// lowering depended on.
    /// The last few lowerings, most recent last. A live sweep's bisection
    /// solves on both sides of a change in turn, so keeping only the last
    /// one meant lowering every written constraint again at every step.
    private var recentLowerings: [(signature: BreakpointSystem.Signature, written: [LoweredConstraint?],
                                   stacks: [BreakpointSystem.StackConstraint])] = []
    static let keptLowerings = 4
    /// The last few systems lowered whole, most recent last: a live sweep's
    /// checks solve the same system at many widths (`LoweringInputs`).
    private var recentSystems: [LoweredSystem] = []
    /// Systems lowered afresh (not found among the recent ones), for tests
    /// and benchmarks: a live sweep's checks should lower few.
    public private(set) var systemsLowered = 0
    /// The width each wrapping label's lines were measured at in the last
    /// solve, where that measurement changed them (`measureFeedback`): what
    /// decides its lines, which the frame of a label hugging its wrapped
    /// text does not show.
    var wrapWidths: [ObjectIdentifier: Double] = [:]
    /// During a sweep, `wrapWidths` at each width it solved.
    var wrapWidthsByWidth: [Double: [ObjectIdentifier: Double]] = [:]
    /// What the live sweeps so far cost (`SweepStatistics`).
    public internal(set) var sweepStatistics = SweepStatistics()
    /// Inside `sweep`: its solves are counted in `sweepStatistics`.
    var isSweeping = false
    /// The lowered system the solver holds exactly (its `serial`), if any:
    /// moving to another width of it is a suggestion and nothing else.
    var appliedSystem: Int?
    /// During a live sweep, a solver for each system solved lately other
    /// than the one `solver` holds (`ParkedSolver`).
    var parkedSolvers: [ParkedSolver] = []
    /// What the last breakpoint solved held that does not vary continuously
    /// with the width: the sweep's test of whether two widths share a piece.
    private(set) var lastState: DiscreteState?
    /// Each reported item's anchors as expressions, for the last few
    /// lowered systems read (`anchorPositions`), most recent last.
    var recentAnchorExpressions: [(serial: Int, itemCount: Int, items: [(name: String, expressions: [LinearExpression])])] = []
    /// How each implicit constraint is named (`implicitStatuses`), by the
    /// very constraint object, with the content-size priority it was named
    /// at (`implicitMention`).
    var implicitMentions: [ObjectIdentifier: (constraint: Constraint, priority: Double?, mention: ConstraintMention, row: Int)] = [:]
    /// A number for each distinct implicit mention: rows that name the
    /// same thing (a frame's four constraints) are one row, found by number
    /// rather than by hashing the mention's strings at every read.
    var implicitRowNumbers: [ConstraintMention: Int] = [:]
    /// Text measured at earlier widths, reused where it cannot differ.
    let textCache = TextLayoutCache()
    /// `resolvedProperties`, by which property lines hold.
    var propertiesByHoldingLines: [[Bool]: [ObjectIdentifier: ItemProperties]] = [:]

    public init(block: LayoutBlock, notation: LayoutNotation, wording: LayoutWording, measurer: TextMeasurer? = nil) {
        self.block = block
        self.notation = notation
        self.wording = wording
        self.givenMeasurer = measurer
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
        let shares: [(BudgetOverrun.Stage, Double)] = [(.readingText, spentReading), (.buildingModel, timings.model), (.solving, timings.engine),
                                                       (.analysing, timings.analysis), (.readingFrames, timings.reading)]
        let overrun = BudgetOverrun(budget: budget ?? 0, solved: solved, planned: planned, items: block.items.count,
                                    constraints: block.constraints.count, slowest: shares.max { $0.1 < $1.1 }!.0)
        return diagnostic(.warning, .budget, .budget(overrun), at: block.root.location, views: [])
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
        wrapWidths = [:]
        defer { if isSweeping { wrapWidthsByWidth[context.width] = wrapWidths } }
        var settled = settle(context, &clock)
        timings.model += clock.lap()
        // After a failure the solver may hold part of `wanted` only.
        let held = settled.failure != nil || ranOutOfBudget ? Set(activeOrder) : settled.wanted.keys
        lastState = DiscreteState(constraints: held, lowering: settled.system.signature, safeInsets: settled.system.safeInsets,
                                  preservedMargins: settled.system.preservedMargins,
                                  failed: settled.failure != nil || ranOutOfBudget, unsettled: settled.unsettled != nil)
        guard reading else {
            solver.updateVariables()
            timings.engine += clock.lap()
            return nil
        }
        var analysis: SolutionAnalysis?
        if analyzes && settled.failure == nil && !ranOutOfBudget {
            var found = solver.analyze()
            timings.analysis += clock.lap()
            if !isUnique(found) && !settled.fresh {
                needsRebuild = true
                return solve(at: breakpoint, direction: direction, reading: true)
            }
            if !isUnique(found) && settled.changedInPlace {
                // The pick must not depend on the passes' path either: the
                // last system, built afresh, as a live sweep's piece builds
                // it (one block, one answer).
                rebuildLast(&settled, &clock)
                if settled.failure == nil && !ranOutOfBudget { found = solver.analyze() }
                timings.analysis += clock.lap()
            }
            if settled.failure == nil && !ranOutOfBudget { analysis = found }
        }
        let notSettling = settled.unsettled.map { self.unsettledDiagnostic($0, system: settled.system) }
        var solution = read(settled.system, breakpoint: breakpoint, failure: settled.failure ?? notSettling, analysis: analysis, clock: &clock)
        if recordsDrawing {
            solution.text = measuredText(settled.system)
            solution.anchors = anchorPositions(settled.system, serial: settled.wanted.serial)
            timings.reading += clock.lap()
        }
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

    /// Lowers `system`: the very system lowered before when all it reads is
    /// the same (`LoweringInputs`), else afresh with the written constraints
    /// of a lowering with the same signature.
    func lower(_ system: inout BreakpointSystem) -> LoweredSystem {
        let inputs = LoweringInputs(system)
        if let i = recentSystems.lastIndex(where: { $0.inputs == inputs }) {
            let hit = recentSystems.remove(at: i)
            recentSystems.append(hit)
            return hit
        }
        let all = lowerWritten(&system)
        let lowered = LoweredSystem(inputs: inputs, all: all, keys: Set(all.map(\.key)), serial: systemsLowered)
        recentSystems.append(lowered)
        if recentSystems.count > BlockSolver.keptLowerings { recentSystems.removeFirst() }
        return lowered
    }

    /// Lowers `system`, reusing the previous breakpoint's written constraints
    /// when nothing they depend on changed (the usual case: only the width).
    private func lowerWritten(_ system: inout BreakpointSystem) -> [LoweredConstraint] {
        systemsLowered += 1
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
    func apply(_ system: LoweredSystem, width: Double) throws {
        if isSweeping, !needsRebuild, rootWidthReady, let held = appliedSystem, held != system.serial {
            try switchSolver(from: held, to: system, width: width)
        }
        let holdsIt = appliedSystem == system.serial && !needsRebuild && rootWidthReady
        // Unknown until this succeeds: a throw leaves the solver half-updated.
        appliedSystem = nil
        if holdsIt {
            // Nothing to remove or add (what `apply(_:width:)` would find
            // after comparing every key): only the root moves.
            do {
                try solver.suggestValue(block.root.width, width)
            } catch SolverError.unsatisfiableSuggestion {
                try rebuild(system.all, width: width)
            }
        } else {
            try apply(system.all, width: width)
        }
        appliedSystem = system.serial
    }

    private func apply(_ wanted: [LoweredConstraint], width: Double) throws {
        if needsRebuild {
            needsRebuild = false
            // Built afresh: the parked solvers' history goes with it.
            parkedSolvers.removeAll()
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
        try buildAfresh(wanted, width: width)
    }

    /// A new solver holding `wanted` at `width`, the root's width first.
    func buildAfresh(_ wanted: [LoweredConstraint], width: Double) throws {
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

    /// A variable's value in the solution the solver holds: 0 for one no
    /// constraint mentions, as UIKit's engine reads it. Never the bare
    /// `Variable.value`, which keeps whatever an earlier solver (another
    /// width, the ambiguity ghosts' scratch solver) last wrote there, and
    /// would make this width's answer depend on them.
    func solvedValue(_ v: Variable) -> Double { solver.contains(v) ? v.value : 0 }

    /// The constraints the solver holds, in the lowering's order.
    var activeConstraints: [LoweredConstraint] { activeOrder.compactMap { active[$0] } }

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
            let state: ConstraintStatus.State = v <= LayoutTolerance.points ? .holds : brokenSet.contains(ObjectIdentifier(lowered.constraint)) ? .broken : .violated
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
                                            parent: item.container?.name ?? block.root.name)
        }
        var contentSizes: [String: (width: Double, height: Double)] = [:]
        // The variables the solver holds: what is reported is about them.
        let known = Set(solver.variables.map(ObjectIdentifier.init))
        for item in block.items where item.viewKind == .scroll {
            // A dimension nothing mentions reads 0, as UIKit's engine reads it.
            let g = block.guide(.content, of: item)
            contentSizes[item.name] = (roundedPoints(solvedValue(g.width)), roundedPoints(solvedValue(g.height)))
        }
        var findings = Findings()
        findings.diagnostics = failure.map { [$0] } ?? []
        findings.diagnostics += overflowDiagnostics(frames, width: context.width)
        findings.diagnostics += negativeSizeDiagnostics(frames, width: context.width)
        brokenConstraintFindings(system, into: &findings)
        timings.reading += clock.lap()
        var alternatives: [String: SolvedFrame] = [:]
        if analyzes {
            analysisFindings(analysis ?? solver.analyze(), context.width, known: known, into: &findings)
            alternatives = alternativeFrames(findings.ghosts, width: context.width)
            for i in findings.ambiguities.indices {
                findings.ambiguities[i].alternative = alternatives[findings.ambiguities[i].item]
            }
            // The tie's other outcome: TieChoice+Solving.swift.
            alternatives.merge(otherTieOutcome(system, constraints: activeOrder.compactMap { active[$0] }, ties: findings.ties,
                                               width: context.width, deadline: deadline)) { ambiguous, _ in ambiguous }
            notingTieChoice(&findings)
        }
        timings.analysis += clock.lap()
        let diagnostics = applyExpectations(findings.diagnostics)

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
        var solution = BreakpointSolution(breakpoint: breakpoint, width: context.width, height: roundedPoints(solvedValue(block.root.height)),
                                          sizeClass: context.sizeClass, direction: context.direction, frames: frames,
                                          names: block.items.map(\.name), contentSizes: contentSizes, alternatives: alternatives,
                                          guides: systemGuideFrames(known: known),
                                          diagnostics: diagnostics, statuses: statuses, contentSizing: sizing, implicit: implicit,
                                          changedProperties: changedProperties(system))
        solution.ambiguities = findings.ambiguities
        solution.ties = findings.ties
        solution.brokenConstraints = findings.broken
        solution.boundsOrigins = BoundsShift.origins(block, properties: system.props)
        solution.boundsShifts = BoundsShift.shifts(block, properties: system.props)
        if block.showsSteps { (solution.equations, solution.unknowns) = solvingSteps() }
        return solution
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
        var index: [Int: Int] = [:]
        index.reserveCapacity(activeOrder.count)
        func add(_ group: ImplicitConstraintStatus.Group, _ mention: (mention: ConstraintMention, row: Int), _ c: Constraint) {
            let v = solver.violation(of: c)
            let state: ConstraintStatus.State = v <= LayoutTolerance.points ? .holds : broken.contains(ObjectIdentifier(c)) ? .broken : .violated
            if let i = index[mention.row] {
                if rank(state) > rank(rows[i].state) { rows[i].state = state }
                rows[i].violation = max(rows[i].violation, roundedPoints(v))
            } else {
                index[mention.row] = rows.count
                rows.append(ImplicitConstraintStatus(group: group, constraint: mention.mention, state: state, violation: roundedPoints(v)))
            }
        }
        func rank(_ s: ConstraintStatus.State) -> Int { s == .broken ? 2 : s == .violated ? 1 : 0 }
        for key in activeOrder {
            guard let lowered = active[key], let group = ImplicitConstraintStatus.Group(lowered.source) else { continue }
            // A content size's priorities are the ones in force here.
            let mention = implicitMention(lowered, system)
            if case .autoresizing(_, nil) = mention.mention { continue }
            add(group, mention, lowered.constraint)
        }
        return rows
    }

    /// How the table names an implicit constraint, and its row's number.
    /// Worked out once per constraint object (a stack's and a guide's are
    /// written out in the notation, at every read of every breakpoint),
    /// and for a content size once per priority in force: it names the
    /// priority of this width, which a `when` line may change under a
    /// constraint kept from an earlier width (two priorities can lower to
    /// the same solver level). The memo holds each object, so no other
    /// takes its identity.
    private func implicitMention(_ lowered: LoweredConstraint, _ system: BreakpointSystem) -> (mention: ConstraintMention, row: Int) {
        let id = ObjectIdentifier(lowered.constraint)
        var priority: Double?
        if case .intrinsic(let item, let axis, let hugging, _) = lowered.source {
            let p = system.props(item)
            priority = hugging ? p.hugging(axis) : p.resistance(axis)
        }
        if let known = implicitMentions[id], known.priority == priority { return (known.mention, known.row) }
        let mention = lowered.source.mention(width: system.context.width, in: notation, properties: system.props)
        let row = implicitRowNumbers[mention] ?? implicitRowNumbers.count
        implicitRowNumbers[mention] = row
        implicitMentions[id] = (lowered.constraint, priority, mention, row)
        return (mention, row)
    }

    private func systemGuideFrames(known: Set<ObjectIdentifier>) -> [GuideKey: SolvedFrame] {
        var out: [GuideKey: SolvedFrame] = [:]
        for g in block.systemGuideOrder {
            guard let key = GuideKey(g), key.kind != .arrangement, known.contains(ObjectIdentifier(g.width)) else { continue }
            out[key] = SolvedFrame(x: roundedPoints(solvedValue(g.minX)), y: roundedPoints(solvedValue(g.minY)),
                                      width: roundedPoints(solvedValue(g.width)), height: roundedPoints(solvedValue(g.height)),
                                      parent: g.container?.name ?? block.root.name)
        }
        return out
    }

    /// `expect KIND`: what the author demonstrates on purpose is a warning.
    private func applyExpectations(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let expected = Set(block.expectedKinds.map(\.kind))
        return diagnostics.map { expected.contains($0.kind) ? $0.asExpected : $0 }
    }
}
