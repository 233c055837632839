import Foundation
import PlumbSolver

/// What holds at one width that does not vary continuously with it: the
/// constraints in the solver (which `when` lines apply, the intrinsic sizes
/// text measured), what lowering read (properties, wrapped text, each
/// stack's tallest view) and subviews' safe areas. Two widths with the same
/// state are solved by the same system, so the engine's parametric sweep
/// applies between them.
struct DiscreteState: Equatable {
    let constraints: Set<ConstraintKey>
    let lowering: BreakpointSystem.Signature
    let safeInsets: [ObjectIdentifier: Insets]
    let preservedMargins: [ObjectIdentifier: Insets]
    let failed: Bool
    /// The feedback did not settle (an `unsettled` error at this width).
    let unsettled: Bool
}

/// Why a block has no live layout (worded by PlumbBlocks' `BlockMessages`).
public enum SweepFailure: Error, Equatable {
    case budget
    case solver(String)
    case tooManyPieces(Int)
    /// A frame is not finite (the block has an `overflow` error already).
    case overflow
    /// The layout does not settle at some width (an `unsettled` error).
    case unsettled
}

extension BlockSolver {
    /// The most pieces a live layout may have: beyond it the CSS would be
    /// larger than the snapshots it replaces.
    public static let maximumLivePieces = 400

    /// Every frame at every root width in `lower...upper`, exactly.
    ///
    /// The engine's sweep gives each variable as a piecewise-affine function
    /// of the width, but only for the system solved at the start; what the
    /// solution feeds back (wrapping text, `when` conditions, a stack's
    /// tallest view, safe areas) can change the system inside a piece. So no
    /// piece is assumed: each is checked by solving afresh at its middle and
    /// its end, and where the check disagrees the exact width of the change
    /// is found by bisection (to 10⁻⁷ of the width) and the sweep starts
    /// again from there, as a jump.
    ///
    /// `ambiguous` names views whose frames the constraints leave open (the
    /// snapshots' ambiguity and tie diagnostics): where the solver puts them
    /// depends on the path it took, so they are drawn, not checked.
    ///
    /// With `findsTies` (the snapshots found a tie), each piece also says
    /// which views a tie moves in it (`LivePiece.tiedViews`), from one
    /// analysed solve at its middle: a tie holds or not across a piece, as
    /// its unmet constraints do. Without it no piece is analysed, which a
    /// block with no tie at any breakpoint does not pay for.
    public func sweep(from lower: Double, to upper: Double, direction: LayoutDirection = .ltr,
                      ambiguous: Set<String> = [], findsTies: Bool = false) -> Result<LiveLayout, SweepFailure> {
        let wasAnalyzing = analyzes, wasRecording = recordsDrawing
        // Its solves are read for frames and statuses only.
        analyzes = false
        recordsDrawing = false
        isSweeping = true
        let statisticsBefore = sweepStatistics
        defer { analyzes = wasAnalyzing; recordsDrawing = wasRecording; isSweeping = false; parkedSolvers.removeAll(); wrapWidthsByWidth.removeAll() }
        startClock()
        let checked = block.items.filter { !ambiguous.contains($0.name) }
        var run = SweepRun(t: lower)
        var restarts = 0
        while true {
            restarts += 1
            if restarts > BlockSolver.maximumLivePieces { return .failure(.tooManyPieces(BlockSolver.maximumLivePieces)) }
            let restart: (at: Double, included: Bool)?
            switch sweepOnce(&run, to: upper, direction: direction, checked: checked) {
            case .success(let r): restart = r
            case .failure(let f): return .failure(f)
            }
            // A jump at the very end (a `when width >= MAX` line) still gets
            // its one-width piece: the range includes its upper end.
            guard let next = restart, next.at < upper || (next.at == upper && next.included) else { break }
            run.t = next.at
            run.includesT = next.included
        }
        let final: [LivePiece]
        switch finished(run, direction: direction, findsTies: findsTies) {
        case .success(let pieces): final = pieces
        case .failure(let f): return .failure(f)
        }
        var live = LiveLayout(lower: lower, upper: upper, direction: direction, pieces: final, ambiguous: ambiguous,
                              names: block.items.map(\.name))
        live.cost = sweepStatistics.since(statisticsBefore)
        return .success(live)
    }

    /// Where a sweep is: the pieces found so far, where the next one
    /// starts, and what the checks found at each piece's middle (where a
    /// final piece keeps its middle, its statuses need no solve of their
    /// own).
    private struct SweepRun {
        var pieces: [SweptPiece] = []
        var t: Double
        var includesT = true
        var statusesAt: [Double: [ConstraintStatus]] = [:]
    }

    /// One restart: the engine's pieces from `run.t` for the system solved
    /// there, each checked at its middle and end; the pieces that hold are
    /// kept, and the width to restart from returned (nil: the range is done).
    private func sweepOnce(_ run: inout SweepRun, to upper: Double, direction: LayoutDirection,
                           checked: [LayoutItem]) -> Result<(at: Double, included: Bool)?, SweepFailure> {
        // A piece that starts just after `t` is solved and swept from the
        // next representable width, and drawn from `t` exclusive.
        let start = run.includesT ? run.t : run.t.nextUp
        // Each piece starts from a solver built afresh, as every snapshot
        // is: a tie (reported, and arbitrary in UIKit) is then drawn the
        // same way on both sides of a change, and the sweep does not
        // depend on what was solved before it.
        let parkedBefore = parkedSolvers
        needsRebuild = true
        let state: DiscreteState
        switch settle(at: start, direction) {
        case .success(let s): state = s
        case .failure(let f): return .failure(f)
        }
        // The checks that follow may take up the solvers parked before
        // the restart again (`reparkSolvers`).
        reparkSolvers(parkedBefore)
        var candidates: [LivePiece]
        switch sweptPieces(from: start, to: upper, state: state) {
        case .success(let c): candidates = c
        case .failure(let f): return .failure(f)
        }
        if !run.includesT, !candidates.isEmpty {
            candidates[0] = candidates[0].clipped(run.t, candidates[0].upper)
            candidates[0].includesLower = false
        }
        // The engine's first piece is its start alone when a required
        // inequality is tight there and loosens as the width grows (a box
        // that just fits at 320); the piece after it starts just after.
        for i in candidates.indices.dropFirst() where candidates[i - 1].lower == candidates[i - 1].upper {
            candidates[i].includesLower = false
        }
        for (i, piece) in candidates.enumerated() {
            let firstBad: Double?
            switch firstDisagreement(piece, state: state, direction: direction, checked: checked, statusesAt: &run.statusesAt) {
            case .success(let bad): firstBad = bad
            case .failure(let f): return .failure(f)
            }
            guard let bad = firstBad else {
                let found: FoundEnd = i < candidates.count - 1 ? .engineBend : piece.upper < upper ? .requiredLimit : .rangeEnd
                run.pieces.append(SweptPiece(piece: piece, firstState: state, lastState: state, found: found))
                continue
            }
            switch boundary(piece, state: state, good: piece.lower, bad: bad, direction: direction, checked: checked) {
            case .success(let edge):
                keep(piece, endingAt: edge, state: state, in: &run.pieces)
                return .success(edge)
            case .failure(let f): return .failure(f)
            }
        }
        // Pieces that stop short (the root's width cannot grow past their
        // end without breaking a required constraint) include their end:
        // the next piece starts just after it, where the solver is rebuilt
        // and the author's constraint breaks instead of the window.
        if let last = candidates.last, last.upper < upper { return .success((last.upper, false)) }
        return .success(nil)
    }

    /// The first of a piece's middle and end where a fresh solve disagrees
    /// with it, or nil; the statuses at its middle are noted when it agrees.
    private func firstDisagreement(_ piece: LivePiece, state: DiscreteState, direction: LayoutDirection, checked: [LayoutItem],
                                   statusesAt: inout [Double: [ConstraintStatus]]) -> Result<Double?, SweepFailure> {
        let mid = (piece.lower + piece.upper) / 2
        for w in [mid, piece.upper] where w > piece.lower {
            switch agrees(piece, state: state, at: w, direction: direction, checked: checked) {
            case .success(true):
                if w == mid { statusesAt[mid] = writtenStatuses(broken: brokenConstraintIDs) }
            case .success(false): return .success(w)
            case .failure(let f): return .failure(f)
            }
        }
        return .success(nil)
    }

    /// Keeps the part of `piece` before the change found at `edge`.
    private func keep(_ piece: LivePiece, endingAt edge: (at: Double, included: Bool), state: DiscreteState, in pieces: inout [SweptPiece]) {
        // A piece may shrink to its first width alone, when the
        // next one starts just after it (the root at exactly 375).
        if edge.at > piece.lower || (!edge.included && piece.includesLower) {
            pieces.append(SweptPiece(piece: piece.clipped(piece.lower, edge.at), firstState: state, lastState: state,
                                     found: .checkFailed))
        } else if let last = pieces.indices.last, pieces[last].found == .engineBend {
            // The engine's next piece failed at its first width:
            // the one before it ends at the change, not at a bend.
            pieces[last].found = .checkFailed
        }
    }

    /// The pieces merged, each with why it ends and which written
    /// constraints do not hold on it: the same across a piece (the system
    /// and its active set do not change), read at its middle; with
    /// `findsTies`, also which views a tie moves there.
    private func finished(_ run: SweepRun, direction: LayoutDirection, findsTies: Bool) -> Result<[LivePiece], SweepFailure> {
        let swept = merged(run.pieces)
        var final = swept.indices.map { i in
            var piece = swept[i].piece
            piece.ending = ending(of: swept[i], before: i + 1 < swept.count ? swept[i + 1] : nil, direction: direction)
            return piece
        }
        for i in final.indices {
            let p = final[i]
            let w = p.lower == p.upper ? p.lower : (p.includesLower ? (p.lower + p.upper) / 2 : max((p.lower + p.upper) / 2, p.lower.nextUp))
            let statuses: [ConstraintStatus]
            if findsTies {
                let analysed = analysedSolve(at: w, direction)
                if ranOutOfBudget { return .failure(.budget) }
                statuses = analysed.statuses
                final[i].tiedViews = analysed.ties.flatMap(\.views).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            } else if let known = run.statusesAt[w] { statuses = known } else {
                statuses = solve(at: .width(w), direction: direction).statuses
                if ranOutOfBudget { return .failure(.budget) }
            }
            final[i].broken = statuses.indices.filter { statuses[$0].state == .broken }
            final[i].givingWay = statuses.indices.filter { statuses[$0].state == .violated }
        }
        return .success(final)
    }

    /// A solve at `w` with the analysis the sweep otherwise goes without,
    /// from a solver built afresh, as a snapshot's is.
    private func analysedSolve(at w: Double, _ direction: LayoutDirection) -> BreakpointSolution {
        analyzes = true
        defer { analyzes = false }
        needsRebuild = true
        return solve(at: .width(w), direction: direction)
    }

    private var failure: SweepFailure {
        if ranOutOfBudget || isPastDeadline { return .budget }
        return lastState?.unsettled == true ? .unsettled : .solver("an internal error at a width in the range")
    }

    /// Solves at `w`; the state, or why there is none.
    private func settle(at w: Double, _ direction: LayoutDirection) -> Result<DiscreteState, SweepFailure> {
        // The frames are read straight from the variables: the solution's
        // diagnostics and statuses are not needed here.
        solveWithoutReading(at: .width(w), direction: direction)
        guard let state = lastState, !state.failed, !state.unsettled, !ranOutOfBudget, !isPastDeadline else { return .failure(failure) }
        if block.items.contains(where: { ![$0.minX, $0.minY, $0.width, $0.height].allSatisfy { solvedValue($0).isFinite } }) { return .failure(.overflow) }
        return .success(state)
    }

    /// The engine's pieces from `t` on, for the system solved at `t`. Where
    /// a required constraint forbids a width further on, the sweep cannot
    /// pass it; it is then taken over a shorter range, and the caller
    /// continues from its end (where `BlockSolver` rebuilds, as UIKit does,
    /// so that the author's constraint breaks and not the window).
    private func sweptPieces(from t: Double, to upper: Double, state: DiscreteState) -> Result<[LivePiece], SweepFailure> {
        var end = upper
        while true {
            do {
                let sweep = try solver.sweep(block.root.width, from: t, to: end, watching: writtenConstraints)
                return .success(livePieces(sweep, state: state))
            } catch SolverError.budgetExceeded {
                return .failure(.budget)
            } catch {
                if end - t < LayoutTolerance.narrowestSweep { return .failure(.solver("\(error)")) }
                end = t + (end - t) / 2
            }
        }
    }

    /// A piece reports its written constraints (`broken`, `givingWay`),
    /// so those are the ones whose being met must hold across it: an
    /// implicit one (a label's compression resistance giving way by 0.004
    /// pt where its text measures just wider) splits no piece.
    private var writtenConstraints: [Constraint] {
        activeOrder.compactMap { key in
            guard let lowered = active[key], case .written = lowered.source else { return nil }
            return lowered.constraint
        }
    }

    private func livePieces(_ sweep: ParametricSweep, state: DiscreteState) -> [LivePiece] {
        var index: [ObjectIdentifier: Int] = [:]
        for (i, v) in sweep.variables.enumerated() { index[ObjectIdentifier(v)] = i }
        var properties: [String: ItemProperties] = [:]
        for item in block.items { properties[item.name] = state.lowering.properties[ObjectIdentifier(item)] ?? item.properties }
        var truncatedBelow: [String: Double] = [:]
        for item in block.items where item.viewKind == .label {
            if let p = properties[item.name], let w = MeasuredText.truncationWidth(item, properties: p, with: measurer) { truncatedBelow[item.name] = w }
        }
        let scrolls = block.items.filter { $0.viewKind == .scroll }.map { ($0.name, block.guide(.content, of: $0)) }
        // Keyed as the system is, the sets compare across two solvers.
        var keys: [ObjectIdentifier: ConstraintKey] = [:]
        for (key, lowered) in active {
            if case .written = lowered.source { keys[ObjectIdentifier(lowered.constraint)] = key }
        }
        return sweep.pieces.map { p in
            func f(_ v: Variable) -> Affine {
                guard let i = index[ObjectIdentifier(v)] else { return .zero }
                return Affine(p.intercepts[i], slope: p.slopes[i])
            }
            var frames: [String: LiveFrame] = [:]
            for item in block.items {
                frames[item.name] = LiveFrame(x: f(item.minX), y: f(item.minY), width: f(item.width), height: f(item.height),
                                              parent: item.container?.name ?? "root")
            }
            var content: [String: (width: Affine, height: Affine)] = [:]
            for (name, guide) in scrolls { content[name] = (f(guide.width), f(guide.height)) }
            var piece = LivePiece(lower: p.lower, upper: p.upper, frames: frames, height: f(block.root.height),
                                  contentSizes: content, properties: properties)
            piece.unsatisfied = Set(p.unsatisfied.compactMap { keys[ObjectIdentifier($0)] })
            piece.truncatedBelow = truncatedBelow
            return piece
        }
    }

    /// Whether solving afresh at `w` finds the same system and the frames
    /// `piece` gives there.
    private func agrees(_ piece: LivePiece, state: DiscreteState, at w: Double, direction: LayoutDirection,
                        checked: [LayoutItem]) -> Result<Bool, SweepFailure> {
        sweepStatistics.probes += 1
        solveWithoutReading(at: .width(w), direction: direction)
        if ranOutOfBudget || isPastDeadline { return .failure(.budget) }
        guard let now = lastState, !now.failed, !now.unsettled else { return .failure(failure) }
        guard now == state else { return .success(false) }
        // Asked of the solver per variable rather than through a set of all
        // its variables built for every check.
        let value = solvedValue
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= LayoutTolerance.sweepAgreement * max(1, abs(a), abs(b)) }
        if !close(value(block.root.height), piece.height.at(w)) { return .success(false) }
        for item in checked {
            guard let f = piece.frames[item.name] else { continue }
            if !close(value(item.minX), f.x.at(w)) || !close(value(item.minY), f.y.at(w))
                || !close(value(item.width), f.width.at(w)) || !close(value(item.height), f.height.at(w)) {
                return .success(false)
            }
        }
        return .success(true)
    }

    /// The width where `piece` stops being the layout, between `good`
    /// (where it is) and `bad` (where it is not), to 10⁻⁷ of the width.
    private func boundary(_ piece: LivePiece, state: DiscreteState, good: Double, bad: Double, direction: LayoutDirection,
                          checked: [LayoutItem]) -> Result<(at: Double, included: Bool), SweepFailure> {
        var good = good, bad = bad
        func holds(_ w: Double) -> Result<Bool, SweepFailure> {
            agrees(piece, state: state, at: w, direction: direction, checked: checked)
        }
        // Most changes inside a piece are a label's lines rewrapping or the
        // context turning over (the root's margins, the size class, a `when
        // width` line), and where those happen is known: first try there,
        // and bisect only when that is not where the change is.
        //
        // A candidate at `good` itself is the piece's first width, which
        // holds: the change may be just after it (the root's margins at 375
        // when the range starts there), and is then found in one solve
        // rather than thirty of bisection.
        let candidates = (rewrapWidths(piece, state: state, good: good, bad: bad) + contextWidths).sorted()
        for candidate in candidates where candidate >= good && candidate <= bad {
            switch candidate == good ? .success(true) : holds(candidate) {
            case .failure(let f): return .failure(f)
            case .success(false):
                // Rounding may put the candidate a few bits past the change
                // (a + b·W solved for W): walk down to it.
                bad = candidate
                var below = candidate
                for _ in 0..<BlockSolver.candidateSlack {
                    below = below.nextDown
                    guard below > good else { break }
                    switch holds(below) {
                    case .failure(let f): return .failure(f)
                    case .success(true): return .success((bad, true))
                    case .success(false): bad = below
                    }
                }
            case .success(true):
                // Or a few bits short of it: walk up.
                good = candidate
                var above = candidate
                for _ in 0..<BlockSolver.candidateSlack {
                    above = above.nextUp
                    guard above < bad else { break }
                    switch holds(above) {
                    case .failure(let f): return .failure(f)
                    case .success(false): return .success((good, false))
                    case .success(true): good = above
                    }
                }
            }
        }
        while bad - good > LayoutTolerance.boundaryPrecision * max(1, bad) {
            let mid = (good + bad) / 2
            sweepStatistics.bisectionProbes += 1
            switch holds(mid) {
            case .success(true): good = mid
            case .success(false): bad = mid
            case .failure(let f): return .failure(f)
            }
        }
        // Authors write round widths (`when width >= 500`, a margin rule at
        // 375): where a round number lies in the last interval and the
        // piece already fails there, that is the boundary.
        // The next piece starts at it (`width >= 500`) or just after it
        // (UIKit's 16-point margins up to 375 included).
        for digits in 0...4 {
            let scale = pow(10, Double(digits))
            let round = (good * scale).rounded(.up) / scale
            guard round >= good, round < bad else { continue }
            switch holds(round) {
            case .success(false): return .success((round, true))
            case .success(true):
                if case .success(false) = holds(round.nextUp) {
                    return .success((round, false))
                }
            case .failure(let f): return .failure(f)
            }
            break
        }
        return .success((bad, true))
    }

    /// How many representable widths either side of a candidate are tried
    /// before bisecting: solving `a + b·W = edge` for W is off by a bit or
    /// two, and bisecting from there cost about 23 solves per change.
    static let candidateSlack = 4

    /// The widths at which the breakpoint context changes with the root's
    /// width alone: UIKit's root margins (16 up to 375, then 20), the size
    /// class, and every `when width` line's number. A change at one of
    /// them is found in two solves instead of thirty of bisection.
    var contextWidths: [Double] {
        var widths: Set<Double> = [RootMargins.widenAbove, SizeClass.regularMinimumWidth]
        let conditions = block.settings.flatMap(\.conditions) + block.constraints.flatMap(\.conditions)
        for case .width(_, let n) in conditions { widths.insert(n) }
        return Array(widths)
    }

    /// The widths in `good...bad` where a multi-line label's lines change,
    /// by the piece's functions: its text width `a + b·W` leaves the range of
    /// limits its lines at `good` hold over (`TextMeasurer.Wrapping`), or
    /// falls below its one-line width. Earliest first; a candidate is only
    /// a guess until `boundary` checks both sides of it.
    private func rewrapWidths(_ piece: LivePiece, state: DiscreteState, good: Double, bad: Double) -> [Double] {
        var out: [Double] = []
        for item in block.items where item.viewKind == .label {
            let id = ObjectIdentifier(item)
            let p = state.lowering.properties[id] ?? item.properties
            guard p.lines != 1, case .unspecified = p.intrinsicWidth, let text = state.lowering.text[id],
                  let (a, b) = wrapLimit(item, p, piece, good: good, bad: bad) else { continue }
            let limit = a + b * good
            var edges: [Double] = []
            if limit >= text.wrapsBelow {
                // One line, until the width falls below the text's.
                edges.append(text.wrapsBelow)
            } else if let same = textCache.wrapped(id, p, at: limit)?.same {
                edges.append(b > 0 ? same.upperBound : same.lowerBound)
                if b > 0 { edges.append(text.wrapsBelow) }
            }
            for edge in edges {
                let w = (edge - a) / b
                if w.isFinite, w > good, w <= bad { out.append(w) }
            }
        }
        return out.sorted()
    }

    /// The width `item`'s lines are measured at, as `a + b·W` over the
    /// piece: its frame's width, or, where its frame does not follow W (a
    /// label hugging its wrapped text, whose lines were measured in a
    /// first pass that the frame no longer shows), the line through the
    /// widths it was measured at on both sides (`wrapWidths`). Nil where
    /// neither moves with W.
    private func wrapLimit(_ item: LayoutItem, _ p: ItemProperties, _ piece: LivePiece, good: Double, bad: Double) -> (Double, Double)? {
        if let frame = piece.frames[item.name], frame.width.slope != 0 {
            return (frame.width.intercept - p.alignmentInsets.left - p.alignmentInsets.right, frame.width.slope)
        }
        let id = ObjectIdentifier(item)
        guard bad > good, let from = (wrapWidthsByWidth[good] ?? wrapWidthsByWidth[good.nextUp])?[id],
              let to = wrapWidthsByWidth[bad]?[id], to != from else { return nil }
        let b = (to - from) / (bad - good)
        return (from - b * good, b)
    }

    /// Adjacent pieces with the same functions, properties and unmet
    /// constraints are one, which ends where and as the later one does.
    private func merged(_ pieces: [SweptPiece]) -> [SweptPiece] {
        var out: [SweptPiece] = []
        for p in pieces {
            if let last = out.last, last.piece.sameFunctions(as: p.piece), last.piece.unsatisfied == p.piece.unsatisfied {
                out[out.count - 1].piece = last.piece.clipped(last.piece.lower, p.piece.upper)
                out[out.count - 1].lastState = p.lastState
                out[out.count - 1].found = p.found
            } else {
                out.append(p)
            }
        }
        return out
    }
}

extension LivePiece {
    func clipped(_ lower: Double, _ upper: Double) -> LivePiece {
        var p = self
        p.lower = lower
        p.upper = upper
        return p
    }

    func sameFunctions(as other: LivePiece) -> Bool {
        guard properties == other.properties, height.isClose(to: other.height) else { return false }
        for (name, f) in frames {
            guard let g = other.frames[name], f.x.isClose(to: g.x), f.y.isClose(to: g.y),
                  f.width.isClose(to: g.width), f.height.isClose(to: g.height) else { return false }
        }
        for (name, c) in contentSizes {
            guard let d = other.contentSizes[name], c.width.isClose(to: d.width), c.height.isClose(to: d.height) else { return false }
        }
        return true
    }
}
