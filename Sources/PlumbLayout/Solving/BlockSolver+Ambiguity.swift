import PlumbDiagnostics
import PlumbSolver

/// Ambiguity per item and quantity, and ties, read from the engine's
/// analysis as facts; and a ghost frame for each ambiguous view.
extension BlockSolver {
    func analysisFindings(_ analysis: SolutionAnalysis, _ width: Double, known: Set<ObjectIdentifier>, into findings: inout Findings) {
        if !analysis.isComplete { ranOutOfBudget = true }
        var owner = quantityOwners()
        let free = freeVariables(analysis, known: known, owner: &owner)
        // A tie names only the views whose frames it moves: those with a
        // variable whose value is not unique. A tie between errors that moves
        // no frame changes nothing UIKit draws, and is not reported.
        var movable = Set<String>()
        for a in analysis.ambiguous { if let (item, _) = owner[ObjectIdentifier(a.variable)] { movable.insert(item.name) } }
        let ties = reportedTies(analysis, movable: movable, width: width)
        // Views whose freedom a tie explains are reported by the tie: the
        // tied views themselves, and any whose value depends on a tied
        // constraint (the view after a stretching label).
        let tiedViews = Set(ties.flatMap(\.fact.views))
        let tiedConstraints = Set(ties.flatMap(\.constraints).map(ObjectIdentifier.init))
        let open = free.filter { variable, constraints in
            guard let (item, _) = owner[ObjectIdentifier(variable)] else { return false }
            return !tiedViews.contains(item.name) && !constraints.contains { tiedConstraints.contains(ObjectIdentifier($0)) }
        }
        reportAmbiguities(openFrames(open, owner: owner), width: width, into: &findings)
        for tie in ties {
            findings.ties.append(tie.fact)
            findings.diagnostics.append(diagnostic(.warning, .tie, .tie(tie.fact), at: tie.sources[0].location(in: block),
                                                   notes: tie.sources.dropFirst().map { $0.location(in: block) },
                                                   views: tie.fact.views, constraints: tie.fact.references))
        }
    }

    /// Which item and quantity each frame variable is.
    private func quantityOwners() -> [ObjectIdentifier: (LayoutItem, FrameQuantity)] {
        var owner: [ObjectIdentifier: (LayoutItem, FrameQuantity)] = [:]
        for item in block.allItems {
            owner[ObjectIdentifier(item.minX)] = (item, .horizontalPosition)
            owner[ObjectIdentifier(item.width)] = (item, .width)
            owner[ObjectIdentifier(item.minY)] = (item, .verticalPosition)
            owner[ObjectIdentifier(item.height)] = (item, .height)
        }
        return owner
    }

    /// The variables the solution leaves open, with the constraints that
    /// leave them so; scroll views' content sizes are added to `owner`.
    private func freeVariables(_ analysis: SolutionAnalysis, known: Set<ObjectIdentifier>,
                               owner: inout [ObjectIdentifier: (LayoutItem, FrameQuantity)]) -> [(Variable, [Constraint])] {
        // A variable no constraint mentions is free: UIKit's engine counts a
        // variable it does not hold as ambiguous, and so do we.
        var free = analysis.ambiguous.map { ($0.variable, $0.constraints) }
        for item in block.items {
            for v in [item.minX, item.width, item.minY, item.height] where !known.contains(ObjectIdentifier(v)) {
                free.append((v, []))
            }
            // A scroll view's content size is as undetermined when nothing
            // mentions it as when the constraints leave it free.
            if item.viewKind == .scroll {
                let content = block.guide(.content, of: item)
                owner[ObjectIdentifier(content.width)] = (content, .width)
                owner[ObjectIdentifier(content.height)] = (content, .height)
                for v in [content.width, content.height] where !known.contains(ObjectIdentifier(v)) {
                    free.append((v, []))
                }
            }
        }
        return free
    }

    /// The open variables gathered per reported item, in the order found: a
    /// system guide's freedom is its owner's (with no quantity of its own).
    private func openFrames(_ open: [(Variable, [Constraint])], owner: [ObjectIdentifier: (LayoutItem, FrameQuantity)])
        -> [(item: LayoutItem, what: [FrameQuantity], constraints: [ConstraintSource])] {
        var perItem: [ObjectIdentifier: Int] = [:]
        var out: [(item: LayoutItem, what: [FrameQuantity], constraints: [ConstraintSource])] = []
        for (variable, constraints) in open {
            guard let (item, what) = owner[ObjectIdentifier(variable)] else { continue }
            var reported = item
            if case .guide(let k) = item.kind, k != .custom, k != .content, let o = item.container { reported = o }
            let key = ObjectIdentifier(reported)
            if perItem[key] == nil { perItem[key] = out.count; out.append((reported, [], [])) }
            let i = perItem[key]!
            if reported === item, !out[i].what.contains(what) { out[i].what.append(what) }
            for c in constraints { if let s = source(of: c) { out[i].constraints.append(s) } }
        }
        return out
    }

    private func reportAmbiguities(_ open: [(item: LayoutItem, what: [FrameQuantity], constraints: [ConstraintSource])], width: Double,
                                   into findings: inout Findings) {
        // A guide's open axis matters only through a view that depends on
        // it, and such a view is reported itself: while no view is, a
        // guide constrained on one axis only (a spacer) is a warning.
        let someViewIsAmbiguous = open.contains { $0.item.viewKind != nil && !$0.what.isEmpty }
        for (item, what, constraints) in open {
            if case .guide(.content) = item.kind, let scroll = item.container {
                for quantity in what where quantity.isSize {
                    let fact = AmbiguousFrame(item: scroll.name, quantities: [quantity], scope: .scrollableContent, width: width)
                    findings.ambiguities.append(fact)
                    findings.diagnostics.append(diagnostic(.error, .ambiguous, .ambiguous(fact), at: scroll.location, views: [scroll.name]))
                }
                continue
            }
            if what.isEmpty { continue }
            if item.viewKind != nil || item.kind == .guide(.custom) { findings.ghosts.append((item, what)) }
            var refs: [String] = []
            for s in constraints where !refs.contains(s.reference(in: notation)) { refs.append(s.reference(in: notation)) }
            let harmless = item.kind == .guide(.custom) && !someViewIsAmbiguous
            let fact = AmbiguousFrame(item: item.name, quantities: what, isHarmless: harmless, width: width)
            findings.ambiguities.append(fact)
            findings.diagnostics.append(diagnostic(harmless ? .warning : .error, .ambiguous, .ambiguous(fact), at: item.location,
                                                   views: [item.name], constraints: refs))
        }
    }

    /// The analysis's ties that move some view's frame, with the solver
    /// constraints and the sources behind each.
    private func reportedTies(_ analysis: SolutionAnalysis, movable: Set<String>, width: Double)
        -> [(fact: TiedConstraints, sources: [ConstraintSource], constraints: [Constraint])] {
        var out: [(fact: TiedConstraints, sources: [ConstraintSource], constraints: [Constraint])] = []
        for tie in analysis.ties {
            let tied = tie.constraints.compactMap { source(of: $0) }
            guard tied.count >= 2 else { continue }
            var views: [String] = []
            for s in tied { for v in s.views where movable.contains(v) && !views.contains(v) { views.append(v) } }
            guard !views.isEmpty else { continue }
            let fact = TiedConstraints(constraints: tied.map { mention($0, width: width) }, references: tied.map { $0.reference(in: notation) },
                                       priority: tie.priority, views: views, width: width)
            out.append((fact, tied, tie.constraints))
        }
        return out
    }

    /// Another frame each ambiguous view could take, for the figure's ghost:
    /// the same constraints in a scratch solver, with the undetermined
    /// variables pulled 24 pt away at the weakest priority, which moves them
    /// along the optimal face and changes nothing the constraints decide.
    func alternativeFrames(_ items: [(LayoutItem, [FrameQuantity])], width: Double) -> [String: SolvedFrame] {
        guard !items.isEmpty, !isPastDeadline else { return [:] }
        // One scratch solver for every ambiguous view, each view's pulls
        // added and then removed: building one per view made a block whose
        // every view is ambiguous cost the square of a build.
        let scratch = Solver()
        scratch.deadline = solver.deadline
        do {
            try scratch.addEditVariable(block.root.width, priority: Priority.required)
            try scratch.suggestValue(block.root.width, width)
            for c in BlockSolver.solvingOrder(activeConstraints, priority: { $0.constraint.priority }) { try scratch.add(c.constraint) }
        } catch {
            return [:]
        }
        // Pull from the real solution's values, read before the scratch
        // solver is asked for its own.
        let pulled: [(LayoutItem, [(Variable, Double)])] = items.map { item, what in
            let pulls: [(Variable, FrameQuantity)] = [(item.minX, .horizontalPosition), (item.width, .width),
                                                      (item.minY, .verticalPosition), (item.height, .height)]
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
                                             parent: item.container?.name ?? block.root.name)
                for c in added { try scratch.remove(c) }
            } catch {
                break
            }
        }
        solver.updateVariables()
        return out
    }
}
