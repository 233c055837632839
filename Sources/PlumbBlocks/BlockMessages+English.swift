import PlumbDiagnostics
import PlumbLayout

/// The layout stage's diagnostics in English: each finding's message, its
/// likely fix and its notes, quoting constraints in the block's notation.
struct EnglishBlockMessages: BlockWords {
    let notation = BlockNotation.shared
    /// How the block's author writes a fix (a code block's own dialect).
    let statements: any LayoutNotation

    func words(for finding: LayoutFinding) -> DiagnosticWords {
        switch finding {
        case .broken(let b): return broken(b)
        case .ambiguous(let a): return a.scope == .scrollableContent ? ambiguousContent(a) : ambiguous(a)
        case .tie(let t): return tie(t)
        case .negativeSize(let view, let axis, let size, let width, let others):
            return DiagnosticWords("'\(view)' is \(size.compact) \(axis == .horizontal ? "wide" : "tall") at width \(width.compact): "
                                   + "UIKit keeps the negative size and draws the view empty",
                                   suggestion: "give it room (a lower priority on a constraint that squeezes it, or a '>= 0' size)",
                                   notes: others.map { "also determines it: \(describe($0))" })
        case .overflow(let view, let quantities, let width):
            return DiagnosticWords("the \(list(quantities.map(coordinate))) of '\(view)' at width \(width.compact) overflow to infinity: "
                                   + "multipliers compound along its constraints beyond what a layout can hold",
                                   suggestion: "use smaller multipliers, or fewer of them in a row")
        case .unsettled(let cause, let passes, let width): return unsettled(cause, passes: passes, width: width)
        case .solverFailure(let width, let error):
            return DiagnosticWords("internal error in Plumb's solver at width \(width.compact): \(error)",
                                   suggestion: "please report this block; the rest of the site is built")
        case .budget(let b): return budget(b)
        }
    }

    private func broken(_ b: BrokenLayoutConstraint) -> DiagnosticWords {
        let others = b.conflicts.count == 1 ? "1 other required constraint" : "\(b.conflicts.count) other required constraints"
        return DiagnosticWords("unable to simultaneously satisfy constraints at width \(b.width.compact): \(describe(b.constraint)) "
                               + "is broken (off by \(b.violation.compact) pt) because it contradicts \(others)",
                               suggestion: "lower one of their priorities below 1000, or remove one",
                               notes: b.conflicts.map { "conflicts with \(describe($0))" })
    }

    private func ambiguous(_ a: AmbiguousFrame) -> DiagnosticWords {
        let why = a.isHarmless ? "no view's frame depends on it, so nothing drawn changes, but UIKit's guide is arbitrary there"
                               : "the constraints allow more than one value, so UIKit's result is arbitrary"
        // What would settle each quantity, in a fixed order whatever order
        // the analysis found them in.
        let wants = FrameQuantity.allCases.filter(a.quantities.contains).map(fix)
        return DiagnosticWords("the \(list(a.quantities.map(quantity))) of '\(a.item)' \(a.quantities.count == 1 ? "is" : "are") "
                               + "ambiguous at width \(a.width.compact): \(why)",
                               suggestion: "give '\(a.item)' \(wants.joined(separator: " and "))")
    }

    private func ambiguousContent(_ a: AmbiguousFrame) -> DiagnosticWords {
        let dimension = a.quantities.first ?? .width
        let what = quantity(dimension)
        let edges = dimension.axis == .horizontal ? "leading and trailing" : "top and bottom"
        return DiagnosticWords("scrollable content \(what) is ambiguous for '\(a.item)' at width \(a.width.compact)",
                               suggestion: "constrain the content's \(edges) edges to \(statements.guide(.content, ofNamed: a.item)), "
                               + "or its \(what) to \(statements.guide(.frame, ofNamed: a.item))")
    }

    private func tie(_ t: TiedConstraints) -> DiagnosticWords {
        // UIKit's priorities are Floats: the tie is at the Float's value.
        let p = Float(t.priority)
        let priority = NumberText.priority(Double(p))
        var notes = t.constraints.dropFirst().map { "ties with \(describe($0))" }
        if let choice = t.choice {
            notes.append("drawn with \(list(choice.yielding.map { "'\($0)'" })) giving way, as the 'tie' line chooses; "
                         + "UIKit may give the other outcome" + (choice.drawsOtherOutcome ? ", drawn dashed" : ""))
        }
        let sizes = t.constraints.compactMap { m -> (view: String, axis: Axis, hugging: Bool)? in
            if case .contentSize(let view, let axis, let hugging, _, _) = m { return (view, axis, hugging) }
            return nil
        }
        if sizes.count == t.constraints.count, let first = sizes.first {
            let what = first.hugging ? "content hugging" : "compression resistance"
            return DiagnosticWords("\(list(t.views.map { "'\($0)'" })) have the same \(first.axis == .horizontal ? "horizontal" : "vertical") "
                                   + "\(what) priority (\(priority)) and compete at width \(t.width.compact): "
                                   + "UIKit picks which one \(first.hugging ? "stretches" : "shrinks") arbitrarily",
                                   suggestion: statements.contentPrioritySetting(of: first.view, hugging: first.hugging, axis: first.axis,
                                                                to: Double(p + 1)) + " (or lower it on another)",
                                   notes: notes)
        }
        return DiagnosticWords("constraints of equal priority \(priority) pull against each other at width \(t.width.compact) "
                               + "(\(t.constraints.map(describe).joined(separator: ", "))): several layouts are equally good "
                               + "and UIKit picks one arbitrarily",
                               suggestion: "give one of them a different priority", notes: notes)
    }

    private func unsettled(_ cause: UnsettledCause, passes: Int, width: Double) -> DiagnosticWords {
        let what: String
        let suggestion: String
        switch cause {
        case .safeArea(let owner):
            what = "the safe area of '\(owner)' (and the margins counted from it) depends on its frame, which depends on those guides"
            suggestion = "relate '\(owner)' to its superview's guides instead of its own, or give it a size that does not depend on them"
        case .preservedMargins(let owner):
            what = "the margins of '\(owner)', which preserve its superview's, depend on its frame, which depends on those guides"
            suggestion = "relate '\(owner)' to its superview's guides instead of its own, or give it a size that does not depend on them"
        case .wrapping(let label):
            what = "the lines '\(label)' wraps onto change its width, which changes where it wraps"
            suggestion = "give '\(label)' a width that does not depend on its text, or 'lines=1'"
        case .baseline(let stack):
            what = "the tallest view of stack '\(stack)' (whose baseline it aligns by) changes with the heights that baseline gives"
            suggestion = "align '\(stack)' by something other than baselines, or give its views fixed heights"
        }
        return DiagnosticWords("the layout does not settle at width \(width.compact): \(what); after \(passes) passes it still changes, "
                               + "so UIKit would lay it out again and again", suggestion: suggestion)
    }

    private func budget(_ b: BudgetOverrun) -> DiagnosticWords {
        let stage: String
        switch b.slowest {
        case .readingText: stage = "reading the block's text"
        case .buildingModel: stage = "building the layout model"
        case .solving: stage = "solving"
        case .analysing: stage = "looking for ambiguity and ties"
        case .readingFrames: stage = "reading the frames"
        }
        return DiagnosticWords("this block ran past its budget of \(b.budget.compact) s and is drawn at \(b.solved) of its \(b.planned) "
                               + "breakpoint\(b.planned == 1 ? "" : "s"): it has \(b.items) views and guides and \(b.constraints) "
                               + "written constraints, and most of the time went to \(stage)",
                               suggestion: "split it into smaller blocks, or raise 'blockBudgetSeconds' in plumb.json (plumb solve: --budget SECONDS)")
    }

    /// How a message names a constraint.
    func describe(_ mention: ConstraintMention) -> String {
        switch mention {
        // With its identifier, as UIKit's log names it.
        case .written(let text, let identifier): return "'\(text)\(identifier.map { " #" + $0 } ?? "")'"
        case .rootWidth(let width): return "the root's width (\(width.compact) at this breakpoint)"
        case .canvasHeight(let h): return "the canvas height (\(h.compact))"
        case .fittingHeight: return "the fitting-size pull on the root's height (priority 50)"
        case .contentSize(let view, let axis, let hugging, let size, let priority):
            let what = axis == .horizontal ? "width" : "height"
            // Code has no shorthand for it: said in words where the block is code.
            if statements.implicitCode(mention) != nil {
                return hugging ? "\(view)'s content hugging (priority \(priority.compact), holding its \(what) at \(size.compact) or less)"
                               : "\(view)'s compression resistance (priority \(priority.compact), holding its \(what) at \(size.compact) or more)"
            }
            return hugging ? "\(view)'s content hugging (\(what) <= \(size.compact) @\(priority.compact))"
                           : "\(view)'s compression resistance (\(what) >= \(size.compact) @\(priority.compact))"
        case .autoresizing(let view, _): return "\(view)'s autoresizing-mask constraints (its fixed frame)"
        case .guidePlacement(let guide, _): return "the \(guide) guide"
        case .stack(let stack, let identifier, let text): return "\(stack)'s \(identifier ?? "UISV") constraint '\(text)'"
        case .tieChoice(let view): return "the block's 'tie' line, which keeps \(view) at its intrinsic size"
        }
    }

    func words(for finding: BlockFinding) -> DiagnosticWords {
        switch finding {
        case .expectationUnmet(let kind):
            return DiagnosticWords("this block expects a '\(kind.rawValue)' diagnostic, but it has none at any breakpoint",
                                   suggestion: "remove 'expect \(kind.rawValue)' if the layout was fixed")
        case .liveLeftOut(let why, let lower, let upper): return liveLeftOut(why, span: "\(lower.compact)...\(upper.compact)")
        case .moreProblems(let count, let shown):
            return DiagnosticWords("\(count) more problem\(count == 1 ? "" : "s") in this block not shown (the first \(shown) are above)",
                                   suggestion: "fix these first; the rest are often the same mistake")
        case .baselineSystemSpacing:
            return DiagnosticWords("system spacing between two text baselines comes from their fonts in UIKit, by a rule Apple does not publish; the figure uses 8 points, which may not be what UIKit draws",
                                   suggestion: "use a constant (a baseline gap of 24, say) where the figure must be exact")
        }
    }

    private func liveLeftOut(_ why: SweepFailure, span: String) -> DiagnosticWords {
        let narrowOrOff = "narrow it with 'live MIN...MAX', or turn it off with 'live off'"
        switch why {
        case .budget:
            return DiagnosticWords("the live panel is left out: working out the layout at every width from \(span) ran past the block's budget",
                                   suggestion: narrowOrOff)
        case .tooManyPieces:
            return DiagnosticWords("the live panel is left out: \(sweepFailure(why)) \(span)", suggestion: narrowOrOff)
        case .unsettled:
            return DiagnosticWords("the live panel is left out: \(sweepFailure(why)) \(span)",
                                   suggestion: "see the block's 'unsettled' error, or narrow the range with 'live MIN...MAX'")
        case .solver, .overflow:
            return DiagnosticWords("the live panel is left out: \(sweepFailure(why))", suggestion: "please report this block; its snapshots are drawn")
        }
    }

    func sweepFailure(_ failure: SweepFailure) -> String {
        switch failure {
        case .budget: return "the sweep ran past the block's budget"
        case .solver(let what): return "the solver failed during the sweep (\(what))"
        case .tooManyPieces(let n): return "the layout changes character more than \(n) times over the range"
        case .overflow: return "a frame is not a finite number"
        case .unsettled: return "the layout does not settle at a width in the range"
        }
    }

    func inVariant(_ name: String) -> String { "in variant '\(name)': " }

    func inIncludedFile(_ file: String, at location: SourceLocation?) -> String {
        guard let location else { return "in the caption of \(file): " }
        return "in \(file):\(location.line):\(location.column): "
    }

    func alsoAt(_ widths: [String]) -> String {
        " (also at width\(widths.count == 1 ? "" : "s") \(widths.joined(separator: ", ")))"
    }

    /// A quantity of a frame as an ambiguity names it.
    private func quantity(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "horizontal position"
        case .width: return "width"
        case .verticalPosition: return "vertical position"
        case .height: return "height"
        }
    }

    /// A quantity of a frame as an overflow names it: its coordinate.
    private func coordinate(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "x"
        case .width: return "width"
        case .verticalPosition: return "y"
        case .height: return "height"
        }
    }

    /// What settles a quantity the constraints leave open.
    private func fix(_ q: FrameQuantity) -> String {
        switch q {
        case .horizontalPosition: return "a leading, trailing or centerX constraint"
        case .width: return "a width (or both horizontal edges)"
        case .verticalPosition: return "a top, bottom or centerY constraint"
        case .height: return "a height (or both vertical edges)"
        }
    }

    /// "a", "a and b", "a, b and c".
    func list(_ items: [String]) -> String {
        guard items.count > 2 else { return items.joined(separator: " and ") }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
