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
            if let new, new != old {
                out.text[ObjectIdentifier(item)] = new
                wrapWidths[ObjectIdentifier(item)] = width
            }
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
        let cause: UnsettledCause
        var at: SourceLocation
        var constraints: [String] = []
        if let owner = feedback.changedInsets.first ?? feedback.changedMargins.first {
            let reading = block.constraints.filter { c in
                c.conditions.allSatisfy { $0.holds(in: system.context) } && c.readsInsetGuide(of: owner)
            }
            cause = feedback.changedInsets.isEmpty ? .preservedMargins(owner: owner.name) : .safeArea(owner: owner.name)
            at = reading.first?.location ?? owner.location
            constraints = reading.map(\.reference)
        } else if let label = block.items.first(where: { feedback.text[ObjectIdentifier($0)] != nil }) {
            cause = .wrapping(label: label.name)
            at = label.location
        } else {
            let stack = feedback.changedStacks[0]
            cause = .baseline(stack: stack.name)
            at = stack.location
        }
        let view: String
        switch cause {
        case .safeArea(let name), .preservedMargins(let name), .wrapping(let name), .baseline(let name): view = name
        }
        return diagnostic(.error, .unsettled, .unsettled(cause, passes: BlockSolver.maximumPasses, width: system.context.width),
                          at: at, views: [view], constraints: constraints)
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
