import PlumbDiagnostics

/// What a solution feeds back into the system that produced it, measured
/// from the variables after a pass: a wrapping label's lines, a horizontal
/// stack's tallest view (its baseline), subviews' safe-area insets. Empty
/// when the pass confirmed what it was solved with: the layout has settled.
struct Feedback {
    /// Labels whose measured text changed, with their new text.
    var text: [ObjectIdentifier: TextLayout] = [:]
    var baselineViews: [ObjectIdentifier: LayoutItem] = [:]
    var safeInsets: [ObjectIdentifier: Insets] = [:]
    /// Stacks whose tallest view changed.
    var changedStacks: [LayoutItem] = []
    /// Views whose safe-area insets changed.
    var changedInsets: [LayoutItem] = []
    /// Views that preserve their superview's margins, with their margins.
    var preservedMargins: [ObjectIdentifier: Insets] = [:]
    /// Views whose preserved margins changed.
    var changedMargins: [LayoutItem] = []

    var isEmpty: Bool { text.isEmpty && changedStacks.isEmpty && changedInsets.isEmpty && changedMargins.isEmpty }
}

extension BlockSolver {
    /// Most solves at one breakpoint: the first, then one per round of
    /// feedback. Text, baselines and insets each settle in a pass or two
    /// from the fixed first guess; a layout still changing after this many
    /// feeds its own size back (a view sized by its own safe area).
    static let maximumPasses = 6

    /// What the solution now in the variables feeds back into `system`.
    func measureFeedback(_ system: BreakpointSystem, properties: [ObjectIdentifier: ItemProperties],
                         text: [ObjectIdentifier: TextLayout]) -> Feedback {
        var out = Feedback()
        for item in block.items {
            let p = properties[ObjectIdentifier(item)]!
            guard let kind = item.viewKind, kind == .label, p.lines != 1,
                  case .unspecified = p.intrinsicWidth, let old = text[ObjectIdentifier(item)] else { continue }
            let width = solvedValue(item.width) - p.alignmentInsets.left - p.alignmentInsets.right
            let new = TextLayout.measure(item, properties: p, maxWidth: width < old.wrapsBelow ? width : nil, with: measurer,
                                         cache: textCache)
            if let new, new != old { out.text[ObjectIdentifier(item)] = new }
        }
        out.baselineViews = system.tallestArrangedViews { solvedValue($0.height) }
        for stack in block.items where out.baselineViews[ObjectIdentifier(stack)] !== system.baselineViews[ObjectIdentifier(stack)] {
            out.changedStacks.append(stack)
        }
        out.safeInsets = safeInsets(system)
        for item in block.items where out.safeInsets[ObjectIdentifier(item)] ?? .zero != system.safeInsets[ObjectIdentifier(item)] ?? .zero {
            out.changedInsets.append(item)
        }
        out.preservedMargins = preservedMargins(system)
        for item in block.items where out.preservedMargins[ObjectIdentifier(item)] != system.preservedMargins[ObjectIdentifier(item)] {
            out.changedMargins.append(item)
        }
        return out
    }

    /// A layout that did not settle, at the first written constraint that
    /// closes the loop: one reading a guide whose insets kept changing (the
    /// usual case), else the first label or stack that kept changing.
    func unsettledDiagnostic(_ feedback: Feedback, system: BreakpointSystem) -> Diagnostic {
        let width = system.context.width.compact
        let suggestion: String
        var what: String
        var at: SourceLocation
        var views: [String]
        var constraints: [String] = []
        if let owner = feedback.changedInsets.first ?? feedback.changedMargins.first {
            let reading = block.constraints.filter { c in
                c.conditions.allSatisfy { $0.holds(in: system.context) } && c.readsInsetGuide(of: owner)
            }
            what = feedback.changedInsets.isEmpty
                ? "the margins of '\(owner.name)', which preserve its superview's, depend on its frame, which depends on those guides"
                : "the safe area of '\(owner.name)' (and the margins counted from it) depends on its frame, which depends on those guides"
            at = reading.first?.location ?? owner.location
            views = [owner.name]
            constraints = reading.map(\.reference)
            suggestion = "relate '\(owner.name)' to its superview's guides instead of its own, or give it a size that does not depend on them"
        } else if let label = block.items.first(where: { feedback.text[ObjectIdentifier($0)] != nil }) {
            what = "the lines '\(label.name)' wraps onto change its width, which changes where it wraps"
            at = label.location
            views = [label.name]
            suggestion = "give '\(label.name)' a width that does not depend on its text, or 'lines=1'"
        } else {
            let stack = feedback.changedStacks[0]
            what = "the tallest view of stack '\(stack.name)' (whose baseline it aligns by) changes with the heights that baseline gives"
            at = stack.location
            views = [stack.name]
            suggestion = "align '\(stack.name)' by something other than baselines, or give its views fixed heights"
        }
        what = "the layout does not settle at width \(width): \(what); after \(BlockSolver.maximumPasses) passes it still changes, "
            + "so UIKit would lay it out again and again"
        return Diagnostic(.error, .unsettled, what, at: at, suggestion: suggestion, views: views, constraints: constraints)
    }
}

private extension LayoutConstraint {
    /// Whether either side names `owner`'s safe-area, margins or readable
    /// guide: the guides whose insets come from `owner`'s own frame.
    func readsInsetGuide(of owner: LayoutItem) -> Bool {
        func reads(_ a: AnchorRef) -> Bool {
            guard case .guide(let kind) = a.item.kind, [.safe, .margins, .readable].contains(kind) else { return false }
            return a.item.container === owner
        }
        func reads(_ t: AnchorTerm?) -> Bool {
            switch t {
            case .anchor(let a)?: return reads(a)
            case .distance(let a, let b)?: return reads(a) || reads(b)
            case nil: return false
            }
        }
        return reads(first) || reads(second)
    }
}
