import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A block's text taken all the way: parsed, solved at each breakpoint, with
/// every diagnostic (block-level ones for the text and for `expect` lines,
/// per-breakpoint ones for the solution).
public struct SolvedBlock {
    /// The line of the opening fence (or 1 for a bare `.layout` file).
    public let line: Int
    public let parsed: ParsedBlock
    /// Empty when the text has errors: such a block is reported, not drawn.
    public let breakpoints: [BreakpointSolution]
    public internal(set) var diagnostics: [Diagnostic]
    /// The layout at every width of the live range, when one was asked for
    /// (nil: none was, or the block is not solved).
    public var live: Result<LiveLayout, SweepFailure>?
    /// For a view tree that changes with the size class, the block each
    /// breakpoint was solved with (`HierarchyVariant`); empty otherwise.
    public internal(set) var breakpointBlocks: [LayoutBlock] = []
    /// For such a tree, the live range split where the class changes, one
    /// sweep per class (`live` is then nil).
    public internal(set) var liveVariants: [LiveVariant] = []
    /// The block's named variants (`variant "NAME":`), each solved as a
    /// block of its own at the same widths; empty for most blocks.
    public internal(set) var namedVariants: [SolvedVariant] = []

    /// What its live sweeps cost (`plumb bench figures`).
    public var sweepCost: SweepStatistics {
        let lives = [live].compactMap { $0 } + liveVariants.map(\.live)
        return lives.reduce(SweepStatistics()) { sum, live in (try? live.get()).map { sum + $0.cost } ?? sum }
    }

    /// The block breakpoint `index` was solved with, for drawing it.
    public func block(at index: Int) -> LayoutBlock {
        index < breakpointBlocks.count ? breakpointBlocks[index] : block
    }

    /// This solved block as breakpoint `index` draws it: with the view tree
    /// and constraints of its variant (itself, for a tree that does not
    /// change).
    public func drawing(breakpoint index: Int) -> SolvedBlock {
        let own = block(at: index)
        guard own !== block else { return self }
        var ownParsed = ParsedBlock(block: own, diagnostics: parsed.diagnostics, ranOutOfBudget: parsed.ranOutOfBudget)
        // A code block's figure labels speak its code, at every breakpoint.
        ownParsed.notation = parsed.notation
        var copy = SolvedBlock(line: line, parsed: ownParsed, breakpoints: breakpoints, diagnostics: diagnostics)
        copy.live = live
        copy.breakpointBlocks = breakpointBlocks
        return copy
    }

    /// Which live layout to work out: none (the default: `plumb solve`
    /// without `--sweep`), the block's own (its `live` line, else its
    /// breakpoints when two or more are widths: what a site draws), or a
    /// range given from outside (`--sweep`).
    public enum LiveRequest: Equatable, Sendable {
        case none
        case automatic
        case range(Double, Double)
    }

    public var block: LayoutBlock { parsed.block }

    /// Block diagnostics, then each breakpoint's. The same problem at
    /// several widths (same place, kind, views and constraints) is one
    /// diagnostic, the first width's, whose message ends with the others
    /// ("... (also at widths 768, 1024)"): the author learns where it
    /// happens without reading it three times.
    public var allDiagnostics: [Diagnostic] {
        var out = diagnostics
        var index: [Diagnostic.Problem: Int] = [:]
        var widths: [Int: [String]] = [:]
        let directions = Set(breakpoints.map(\.direction)).count
        for s in breakpoints {
            let label = NumberText.exact(s.width) + (directions > 1 ? " \(s.direction.rawValue)" : "")
            for d in s.diagnostics {
                let key = d.problem
                if let i = index[key] {
                    if !widths[i, default: []].contains(label) { widths[i, default: []].append(label) }
                    continue
                }
                index[key] = out.count
                widths[out.count] = [label]
                out.append(d)
            }
        }
        for (i, all) in widths where all.count > 1 {
            out[i].content = AlsoAtWidths(base: out[i].content, widths: Array(all.dropFirst()))
        }
        // At most 50, as the parser's own: a block of 2,000 unplaced
        // labels printed 2,000 ambiguity errors (a reliability pass).
        return SolvedBlock.capped(out + variantDiagnostics(besides: Set(out.map(\.problem))))
    }

    public var hasErrors: Bool { allDiagnostics.contains { $0.severity == .error } }

    /// Parses and solves `code`, whose first character sits at `origin`.
    /// `widths` overrides the breakpoints (`--width`); `defaults` are the
    /// site's breakpoints for blocks that name none. `budget`: seconds the
    /// block may take before it is drawn at the breakpoints solved so far,
    /// with a `budget` warning (nil: no limit).
    public static func solve(_ code: String, origin: SourceLocation, line: Int, widths: [Double]? = nil,
                             defaults: [Double]? = nil, budget: Double? = nil, live: LiveRequest = .none,
                             measurer: TextMeasurer? = nil, sharing: SharedSolves? = nil) -> SolvedBlock {
        // The budget covers reading the text too: a 50 MB block spends its
        // time before the solver ever starts.
        let clock = ContinuousClock()
        let start = clock.now
        let parsed = BlockParser.parse(code, origin: origin, deadline: budget.map { Deadline.after(seconds: $0) } ?? .never)
        let slot = sharing.map { shared in
            SharedSolves.Slot(shared, key: SharedSolves.Key(text: sharingKey(layout: code, origin: origin),
                                                            settings: SharedSolves.Key.settings(widths: widths, defaults: defaults, budget: budget, live: live)),
                              origin: origin)
        }
        return solve(parsed, line: line, readingSince: start, widths: widths, defaults: defaults, budget: budget, live: live,
                     measurer: measurer, sharing: measurer == nil ? slot : nil)
    }

    /// Solves a block already read (from a layout block's text or, by the
    /// code front end, from Swift or Objective-C): `start` is when reading
    /// began, which the budget counts from. `sharing`: where another page's
    /// solve of the same block may be taken from (`SharedSolves`).
    public static func solve(_ parsed: ParsedBlock, line: Int, readingSince start: ContinuousClock.Instant, widths: [Double]? = nil,
                             defaults: [Double]? = nil, budget: Double? = nil, live: LiveRequest = .none,
                             measurer: TextMeasurer? = nil, sharing: SharedSolves.Slot? = nil) -> SolvedBlock {
        var solved = solveSharing(parsed, slot: sharing, line: line) {
            solveAlone(parsed, line: line, readingSince: start, widths: widths, defaults: defaults, budget: budget,
                       live: live, measurer: measurer)
        }
        guard !parsed.blockVariants.isEmpty, !solved.breakpoints.isEmpty else { return solved }
        solved.solveNamedVariants(readingSince: start, widths: widths, defaults: defaults, budget: budget, measurer: measurer,
                                  sharing: sharing)
        return solved
    }

    /// One block, without its named variants.
    static func solveAlone(_ parsed: ParsedBlock, line: Int, readingSince start: ContinuousClock.Instant, widths: [Double]?,
                           defaults: [Double]?, budget: Double?, live: LiveRequest, measurer: TextMeasurer?) -> SolvedBlock {
        let clock = ContinuousClock()
        guard parsed.isSolvable else {
            return SolvedBlock(line: line, parsed: parsed, breakpoints: [], diagnostics: capped(parsed.diagnostics))
        }
        let solver = BlockSolver(block: parsed.block, notation: parsed.notation, wording: BlockMessages(notation: parsed.notation), measurer: measurer)
        solver.budget = budget
        let reading = start.duration(to: clock.now).components
        solver.spentReading = Double(reading.seconds) + Double(reading.attoseconds) * 1e-18
        var solutions: [BreakpointSolution]
        var breakpointBlocks: [LayoutBlock] = []
        var ranOutOfBudget: Bool
        var variantSolvers: [HierarchyVariant: BlockSolver] = [:]
        let makeSolver = { (block: LayoutBlock) -> BlockSolver in
            let s = BlockSolver(block: block, notation: parsed.notation, wording: BlockMessages(notation: parsed.notation), measurer: measurer)
            s.budget = budget
            s.spentReading = solver.spentReading
            return s
        }
        if parsed.variants.isEmpty {
            solutions = solver.solve(widths: widths, defaults: defaults)
            ranOutOfBudget = solver.ranOutOfBudget
        } else {
            let v = solveVariants(parsed, planned: solver.plannedBreakpoints(widths: widths, defaults: defaults), first: solver, make: makeSolver)
            (solutions, breakpointBlocks, ranOutOfBudget) = (v.solutions, v.blocks, v.ranOutOfBudget)
            variantSolvers = v.solvers
        }
        // The parser's warnings of an expected kind (a glyph no font draws)
        // are demonstrations too; its errors stopped the block above.
        let expected = Set(parsed.block.expectedKinds.map(\.kind))
        var diagnostics = capped(parsed.diagnostics + BaselineSystemSpacing.warnings(parsed.block)).map { d in
            d.severity == .warning && expected.contains(d.kind) ? d.asExpected : d
        }
        if ranOutOfBudget {
            diagnostics.append(solver.budgetDiagnostic(solved: solutions.count,
                                                       of: solver.plannedBreakpoints(widths: widths, defaults: defaults).count))
        }
        let found = Set(solutions.flatMap(\.diagnostics).map(\.kind) + parsed.diagnostics.map(\.kind))
        for (kind, location) in parsed.block.expectedKinds where !found.contains(kind) && !ranOutOfBudget {
            diagnostics.append(Diagnostic(.error, kind, BlockMessage(.expectationUnmet(kind)), at: location))
        }
        var solved = SolvedBlock(line: line, parsed: parsed, breakpoints: solutions, diagnostics: diagnostics)
        solved.breakpointBlocks = breakpointBlocks
        if !ranOutOfBudget, let range = liveRange(live, block: parsed.block, solutions: solutions) {
            let unsettled = Set(solutions.flatMap { $0.ambiguities.map(\.item) + $0.ties.flatMap(\.views) })
            let tied = solutions.contains { !$0.ties.isEmpty }
            let direction = parsed.block.directions.first ?? .ltr
            if !parsed.variants.isEmpty {
                solved.liveVariants = liveVariants(parsed, range: range, direction: direction, solvers: variantSolvers, ambiguous: unsettled, findsTies: tied, make: makeSolver)
                for part in solved.liveVariants {
                    if case .failure(let why) = part.live, why != .overflow { solved.diagnostics.append(liveFailure(why, range: range, block: parsed.block)) }
                }
                return solved
            }
            let live = solver.sweep(from: range.0, to: range.1, direction: direction, ambiguous: unsettled, findsTies: tied)
            solved.live = live
            // An overflow is already an error of the block's own.
            if case .failure(let why) = live, why != .overflow { solved.diagnostics.append(liveFailure(why, range: range, block: parsed.block)) }
        }
        return solved
    }

    /// A figure drawn without its live panel says why, at the line that
    /// asked for it.
    static func liveFailure(_ why: SweepFailure, range: (Double, Double), block: LayoutBlock) -> Diagnostic {
        let kind: DiagnosticKind
        switch why {
        case .budget: kind = .budget
        case .tooManyPieces: kind = .unsupported
        case .unsettled: kind = .unsettled
        case .solver, .overflow: kind = .internal
        }
        return Diagnostic(.warning, kind, BlockMessage(.liveLeftOut(why, lower: range.0, upper: range.1)),
                          at: block.liveLocation ?? block.widthLocation ?? block.root.location)
    }

    /// The widths a live panel spans: asked for, or the block's `live`
    /// line, or its smallest and largest width breakpoints (devices carry
    /// safe areas and size classes of their own, so they do not count).
    static func liveRange(_ request: LiveRequest, block: LayoutBlock, solutions: [BreakpointSolution]) -> (Double, Double)? {
        switch request {
        case .none: return nil
        case .range(let a, let b): return (a, b)
        case .automatic:
            switch block.live {
            case .off: return nil
            case .range(let a, let b): return (a, b)
            case nil:
                let widths = Set(solutions.compactMap { s -> Double? in if case .width(let w) = s.breakpoint { return w } else { return nil } })
                guard widths.count >= 2 else { return nil }
                return (widths.min()!, widths.max()!)
            }
        }
    }

    /// The most diagnostics one block reports in full. A line of 100,000
    /// unknown names is one mistake repeated: the first ones show it, a
    /// count says how many more there were.
    public static let diagnosticLimit = 50

    static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // The parser's own count line, capped once already, is folded in.
        var counted = 0
        let real = diagnostics.filter { d in
            guard let m = d.content as? BlockMessage, case .moreProblems(let n, _) = m.finding else { return true }
            counted += n
            return false
        }
        guard real.count > diagnosticLimit else { return diagnostics }
        var kept = Array(real.prefix(diagnosticLimit))
        let left = real.dropFirst(diagnosticLimit)
        // As severe as the worst of those left out (notes left out fail no
        // build); the parser's count line counted errors.
        let severity: Diagnostic.Severity = counted > 0 || left.contains { $0.severity == .error } ? .error
            : left.contains { $0.severity == .warning } ? .warning : .note
        kept.append(Diagnostic(severity, left.first!.kind, BlockMessage(.moreProblems(left.count + counted, shown: diagnosticLimit)),
                               at: left.first!.location))
        return kept
    }
}
