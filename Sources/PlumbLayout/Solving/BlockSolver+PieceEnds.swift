/// How the sweep came to end a piece, before its causes are read.
enum FoundEnd {
    /// The engine's next piece for the same system: a bend.
    case engineBend
    /// A fresh solve stopped agreeing with the piece (`boundary`).
    case checkFailed
    /// The engine's sweep stopped short: the required constraints forbid a
    /// wider root.
    case requiredLimit
    /// The end of the live range.
    case rangeEnd
}

/// A piece as the sweep found it: the system solved at its start and at
/// its end (equal unless merged pieces differ), and how it ended.
struct SweptPiece {
    var piece: LivePiece
    var firstState: DiscreteState
    var lastState: DiscreteState
    var found: FoundEnd
}

extension BlockSolver {
    /// Why `piece` ends where `next` starts: read off the two systems the
    /// sweep solved on either side, and the contexts either side of the
    /// width (the next piece starts at it, or just after it).
    func ending(of piece: SweptPiece, before next: SweptPiece?, direction: LayoutDirection) -> [LivePieceEnd] {
        switch piece.found {
        case .rangeEnd: return [.rangeEnds]
        case .engineBend:
            // The engine ends a piece where a length bends, or where a
            // constraint starts or stops being met with no frame bending.
            guard let next else { return [.bend] }
            var out: [LivePieceEnd] = piece.piece.sameFunctions(as: next.piece) ? [] : [.bend]
            if piece.piece.unsatisfied != next.piece.unsatisfied { out.append(.metConstraintsChange) }
            return out.isEmpty ? [.bend] : out
        case .checkFailed, .requiredLimit: break
        }
        guard let next else { return [.rangeEnds] }
        let at = next.piece.lower
        let before = context(for: .width(next.piece.includesLower ? at.nextDown : at), direction: direction)
        let after = context(for: .width(next.piece.includesLower ? at : at.nextUp), direction: direction)
        var out: [LivePieceEnd] = piece.found == .requiredLimit ? [.requiredConstraintsForbidWider] : []
        out += contextChanges(before, after)
        out += feedbackChanges(piece.lastState, next.firstState)
        if out.isEmpty { out = [piece.lastState == next.firstState ? .tieFlips : .systemChanges] }
        return out
    }

    /// What the width alone changes: `when` conditions (in block order:
    /// constraints' lines, then property lines), and the root's margins.
    private func contextChanges(_ before: BreakpointContext, _ after: BreakpointContext) -> [LivePieceEnd] {
        var out: [LivePieceEnd] = []
        for c in block.constraints.flatMap(\.conditions) + block.settings.flatMap(\.conditions) {
            let now = c.holds(in: after)
            guard c.holds(in: before) != now else { continue }
            let change: LivePieceEnd
            switch c {
            case .width(let op, let n): change = .widthCondition(op, n, nowHolds: now)
            case .sizeClass: change = .sizeClass(from: before.sizeClass, to: after.sizeClass)
            case .direction: continue
            }
            if !out.contains(change) { out.append(change) }
        }
        let usesRootMargins = block.systemGuideOrder.contains {
            $0.container?.isRoot == true && ($0.kind == .guide(.margins) || $0.kind == .guide(.readable))
        }
        if usesRootMargins {
            let from = rootMargins(before), to = rootMargins(after)
            if from != to { out.append(.rootMargins(from: from, to: to)) }
        }
        return out
    }

    /// The root's layout margins in `context`, as lowering computes them.
    private func rootMargins(_ context: BreakpointContext) -> Insets {
        let system = BreakpointSystem(block: block, context: context, properties: BreakpointSystem.resolveProperties(block, context), text: [:])
        return system.margins(of: block.root)
    }

    /// What the solution fed back differently either side: a label's
    /// lines, a stack's tallest view, a view's safe area.
    private func feedbackChanges(_ before: DiscreteState, _ after: DiscreteState) -> [LivePieceEnd] {
        var out: [LivePieceEnd] = []
        for item in block.items where item.viewKind == .label {
            let id = ObjectIdentifier(item)
            // New text (a `when` line) is the condition's doing, not a rewrap.
            guard before.lowering.properties[id] == after.lowering.properties[id],
                  let was = before.lowering.text[id], let now = after.lowering.text[id], was.lineCount != now.lineCount else { continue }
            out.append(.rewrap(view: item.name, lines: was.lineCount, becomes: now.lineCount))
        }
        for stack in block.items where before.lowering.baselineViews[ObjectIdentifier(stack)] != after.lowering.baselineViews[ObjectIdentifier(stack)] {
            let tallest = after.lowering.baselineViews[ObjectIdentifier(stack)]
            out.append(.tallestArrangedView(stack: stack.name, becomes: block.items.first { ObjectIdentifier($0) == tallest }?.name))
        }
        for item in block.items where before.safeInsets[ObjectIdentifier(item)] ?? .zero != after.safeInsets[ObjectIdentifier(item)] ?? .zero {
            out.append(.safeAreaInsets(view: item.name))
        }
        return out
    }
}
