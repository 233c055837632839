import PlumbDiagnostics
import PlumbSolver

/// The constraints a UIStackView adds for its arranged views, with UIKit's
/// identifiers and priorities (docs/layout-language.md, stack views):
///
/// - along the axis (`_UIOrderedLayoutArrangement`): canvas connections,
///   spacing, and each distribution's sizes or gap guides;
/// - across it (`_UIAlignedLayoutArrangement`): alignment, canvas
///   connections, the spanner guide and ambiguity suppression;
/// - hidden views collapse (`UISV-hiding`) and tie weakly to a neighbour;
/// - multi-line labels in a horizontal stack share its width
///   (`UISV-text-width-disambiguation`).
///
/// The canvas is the stack, or its margins guide when `relativeToMargins`.
struct StackArrangement {
    let block: LayoutBlock
    let stack: LayoutItem
    let properties: (LayoutItem) -> ItemProperties
    let intrinsicLength: (LayoutItem, Axis) -> Double?

    /// Priorities UIKit uses, decoded from float bit patterns.
    enum Level {
        static let hiding = Double(Float(bitPattern: 0x447A_0000 - 16))   // 999.9990234375
        static let spacingHidden = 50.0
        static let canvasFit = 49.0
        static let spanningFit = 51.0
        static let ambiguitySuppression = 25.0
    }

    struct Emitted {
        let constraint: LayoutConstraint
        let identifier: String
    }

    /// Every constraint the stack adds. A table-like transcription of UIKit
    /// (`_UIOrderedLayoutArrangement` and `_UIAlignedLayoutArrangement`, case
    /// by case): kept as one function so that it reads against them line by
    /// line; under 200 lines.
    func constraints() -> [Emitted] {
        let p = properties(stack).stack
        let arranged = block.arrangedViews(of: stack)
        guard !arranged.isEmpty else { return [] }
        let visible = arranged.filter { !properties($0).hidden }
        let axis = p.axis
        let canvas = p.relativeToMargins ? block.guide(.margins, of: stack) : stack
        let L: Anchor = axis == .horizontal ? .leading : .top
        let T: Anchor = axis == .horizontal ? .trailing : .bottom
        let D: Anchor = axis == .horizontal ? .width : .height
        let mid: Anchor = axis == .horizontal ? .centerX : .centerY
        var out: [Emitted] = []

        func ref(_ item: LayoutItem, _ anchor: Anchor) -> AnchorTerm { .anchor(AnchorRef(item, anchor, at: stack.location)) }
        func add(_ id: String, _ a: AnchorTerm, _ relation: Constraint.Relation, _ b: AnchorTerm?, multiplier: Double = 1,
                 constant: LayoutConstant = .points(0), priority: Double = Priority.required) {
            out.append(Emitted(constraint: LayoutConstraint(first: a, relation: relation, second: b, multiplier: multiplier,
                                                            constant: constant, priority: priority, identifier: id,
                                                            location: stack.location, origin: .stack),
                               identifier: id))
        }
        /// `spacing` after `item`: its custom spacing, else the stack's; nil is system.
        func spacing(after item: LayoutItem) -> LayoutConstant {
            if let custom = properties(item).spacingAfter { return .points(custom) }
            return p.spacing.map { .points($0) } ?? .system(1)
        }
        let fillsAxis = p.distribution == .fill || p.distribution == .fillEqually || p.distribution == .fillProportionally

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", ref(first, L), .equal, ref(canvas, L))
            add("UISV-canvas-connection", ref(canvas, T), .equal, ref(last, T))
        }
        for (prev, next) in zip(visible, visible.dropFirst()) {
            let baseline = p.baselineRelative && axis == .vertical
            add("UISV-spacing", ref(next, baseline ? .firstBaseline : L), fillsAxis ? .equal : .greaterOrEqual,
                ref(prev, baseline ? .lastBaseline : T), constant: spacing(after: prev))
        }
        for (i, item) in arranged.enumerated() where properties(item).hidden {
            add("UISV-hiding", ref(item, D), .equal, nil, priority: Level.hiding)
            let before = arranged[..<i].last { !properties($0).hidden }
            let after = arranged[(i + 1)...].first { !properties($0).hidden }
            let half: LayoutConstant
            if let before, after != nil {
                let s = spacing(after: before)
                switch s {
                case .points(let v): half = .points(v / 2)
                case .system(let m): half = .system(m / 2)
                }
            } else {
                half = .points(0)
            }
            if let before {
                add("UISV-spacing-hidden", ref(item, L), .equal, ref(before, T), constant: half, priority: Level.spacingHidden)
            } else if let after {
                add("UISV-spacing-hidden", ref(after, L), .equal, ref(item, T), constant: half, priority: Level.spacingHidden)
            } else {
                add("UISV-spacing-hidden", ref(item, L), .equal, ref(canvas, L), priority: Level.spacingHidden)
            }
        }

        var distribution = p.distribution
        if distribution == .fillProportionally {
            // Proportional lengths: intrinsic sizes along the axis. UIKit falls
            // back to fillEqually when they add up to almost nothing.
            let gap = p.spacing ?? LayoutConstant.systemSpacing
            let lengths = visible.map { intrinsicLength($0, axis) ?? 0 }
            let denominator = lengths.reduce(0) { $0 + max($1, 0) } + gap * Double(max(visible.count - 1, 0))
            if denominator > max(gap * Double(arranged.count - 1), 1) {
                for (item, length) in zip(visible, lengths) {
                    let index = arranged.firstIndex { $0 === item }!
                    if length > 0 {
                        let m = length / denominator
                        add("UISV-fill-proportionally", ref(item, D), .equal, ref(canvas, D), multiplier: m,
                            priority: m == 1 ? Priority.required : Double(max(999 - index, 751)))
                    } else {
                        add("UISV-fill-proportionally", ref(item, D), .equal, nil)
                    }
                }
            } else {
                distribution = .fillEqually
            }
        }
        switch distribution {
        case .fillEqually:
            if let first = visible.first {
                for item in visible.dropFirst() { add("UISV-fill-equally", ref(item, D), .equal, ref(first, D)) }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var gaps: [LayoutItem] = []
            for (k, (prev, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let g = block.arrangementGuide("UISV-distributing-\(k)", of: stack)
                add("UISV-distributing-edge", ref(g, L), .equal, ref(prev, centering ? mid : T))
                add("UISV-distributing-edge", ref(next, centering ? mid : L), .equal, ref(g, T))
                if let g0 = gaps.first {
                    let index = arranged.firstIndex { $0 === prev }!
                    add("UISV-fill-equally", ref(g, D), .equal, ref(g0, D),
                        priority: centering ? Double(max(150 - index, 50)) : Priority.required)
                }
                gaps.append(g)
            }
            add("UISV-canvas-fit", ref(stack, D), .equal, nil, priority: Level.canvasFit)
        default: break
        }

        // Across the axis.
        let crossLead: Anchor = axis == .horizontal ? .top : .leading
        let crossTrail: Anchor = axis == .horizontal ? .bottom : .trailing
        let crossMid: Anchor = axis == .horizontal ? .centerY : .centerX
        let crossD: Anchor = axis == .horizontal ? .height : .width
        let aligned = arranged   // hidden views stay aligned
        guard let v0 = aligned.first else { return out }
        let spanner = { block.arrangementGuide("UISV-alignment-spanner", of: stack) }
        func enclose(_ s: LayoutItem, lead: Bool, trail: Bool) {
            for v in aligned {
                if lead { add("UISV-spanning-boundary", ref(s, crossLead), .lessOrEqual, ref(v, crossLead)) }
                if trail { add("UISV-spanning-boundary", ref(s, crossTrail), .greaterOrEqual, ref(v, crossTrail)) }
            }
            add("UISV-spanning-fit", ref(s, crossD), .equal, nil, priority: Level.spanningFit)
        }
        func suppressAmbiguity() {
            for v in aligned { add("UISV-ambiguity-suppression", ref(v, crossD), .equal, nil, priority: Level.ambiguitySuppression) }
        }
        switch p.alignment {
        case .fill:
            for v in aligned.dropFirst() {
                add("UISV-alignment", ref(v0, crossLead), .equal, ref(v, crossLead))
                add("UISV-alignment", ref(v0, crossTrail), .equal, ref(v, crossTrail))
            }
            add("UISV-canvas-connection", ref(canvas, crossLead), .equal, ref(v0, crossLead))
            add("UISV-canvas-connection", ref(canvas, crossTrail), .equal, ref(v0, crossTrail))
        case .leading, .top, .trailing, .bottom:
            let atLead = p.alignment == .leading || p.alignment == .top
            let edge = atLead ? crossLead : crossTrail
            let other = atLead ? crossTrail : crossLead
            for v in aligned.dropFirst() { add("UISV-alignment", ref(v0, edge), .equal, ref(v, edge)) }
            add("UISV-canvas-connection", ref(canvas, edge), .equal, ref(v0, edge))
            let s = spanner()
            add("UISV-spanning-boundary", ref(s, edge), .equal, ref(v0, edge))
            enclose(s, lead: !atLead, trail: atLead)
            add("UISV-canvas-connection", ref(canvas, other), .equal, ref(s, other))
            suppressAmbiguity()
        case .center:
            for v in aligned.dropFirst() { add("UISV-alignment", ref(v0, crossMid), .equal, ref(v, crossMid)) }
            add("UISV-canvas-connection", ref(canvas, crossMid), .equal, ref(v0, crossMid))
            let s = spanner()
            enclose(s, lead: true, trail: true)
            add("UISV-canvas-connection", ref(canvas, crossLead), .equal, ref(s, crossLead))
            add("UISV-canvas-connection", ref(canvas, crossTrail), .equal, ref(s, crossTrail))
            suppressAmbiguity()
        case .firstBaseline, .lastBaseline:
            // Baselines are vertical: UIKit uses only the alignment bits of
            // the cross axis, so a vertical stack gets no alignment at all.
            guard axis == .horizontal else { break }
            // uikit-semantics.md §4.6 (from _UIAlignedLayoutArrangement): the
            // edge on the baseline's side is not an aligned edge, so the canvas
            // meets the first view there with an inequality (C.top ≤ v₀.top
            // for firstBaseline; C.bottom ≥ v₀.bottom for lastBaseline), and
            // only the other edge follows the spanner. With the stack pulled
            // short (@49), a later, taller view whose baseline sits lower in
            // it sticks out past that edge, as UIKit draws it.
            let first = p.alignment == .firstBaseline
            let baseline: Anchor = first ? .firstBaseline : .lastBaseline
            for v in aligned.dropFirst() { add("UISV-alignment", ref(v0, baseline), .equal, ref(v, baseline)) }
            let s = spanner()
            enclose(s, lead: true, trail: true)
            if first {
                add("UISV-canvas-connection", ref(canvas, crossLead), .lessOrEqual, ref(v0, crossLead))
                add("UISV-canvas-connection", ref(canvas, crossTrail), .equal, ref(s, crossTrail))
            } else {
                add("UISV-canvas-connection", ref(canvas, crossTrail), .greaterOrEqual, ref(v0, crossTrail))
                add("UISV-canvas-connection", ref(canvas, crossLead), .equal, ref(s, crossLead))
            }
            add("UISV-canvas-fit", ref(stack, crossD), .equal, nil, priority: Level.canvasFit)
            suppressAmbiguity()
        }

        // Multi-line labels side by side share the width (improved mode).
        if axis == .horizontal && [.fill, .equalSpacing, .equalCentering].contains(p.distribution) {
            let candidates = visible.filter { $0.viewKind == .label && properties($0).lines != 1 }
            let k = Double(candidates.count)
            if !candidates.isEmpty {
                let gap = p.spacing ?? LayoutConstant.systemSpacing
                let step = min(25 / k, 1)
                for (j, label) in candidates.enumerated() {
                    add("UISV-text-width-disambiguation", ref(label, .width), .lessOrEqual, ref(canvas, .width),
                        multiplier: 1 / k, constant: .points(-gap * (k - 1) / k), priority: 950 + Double(j) * step)
                }
            }
        }
        return out
    }
}
