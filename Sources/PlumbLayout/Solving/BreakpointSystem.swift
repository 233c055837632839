import PlumbSolver

/// Everything that is solved at one breakpoint: the written constraints whose
/// conditions hold, and what UIKit adds implicitly (root size, intrinsic
/// sizes, system guides, autoresizing masks), lowered to solver constraints.
struct BreakpointSystem {
    let block: LayoutBlock
    let context: BreakpointContext
    let properties: [ObjectIdentifier: ItemProperties]
    let text: [ObjectIdentifier: TextLayout]
    /// Each horizontal stack's `viewForFirst/LastBaselineLayout`: its
    /// tallest visible arranged view, which depends on the solution, so
    /// `BlockSolver` solves again when the tallest turns out another one.
    var baselineViews: [ObjectIdentifier: LayoutItem] = [:]
    /// Safe-area insets of views below the root (`SafeAreaPropagation`).
    var safeInsets: [ObjectIdentifier: Insets] = [:]
    /// The margins of views that preserve their superview's, grown to reach
    /// it (`PreservedMargins`), from the solution like `safeInsets`.
    var preservedMargins: [ObjectIdentifier: Insets] = [:]

    /// The properties after the property lines that apply here.
    static func resolveProperties(_ block: LayoutBlock, _ context: BreakpointContext) -> [ObjectIdentifier: ItemProperties] {
        var out: [ObjectIdentifier: ItemProperties] = [:]
        for item in [block.root] + block.allItems { out[ObjectIdentifier(item)] = item.properties }
        for s in block.settings where s.conditions.allSatisfy({ $0.holds(in: context) }) {
            out[ObjectIdentifier(s.item)]?.apply(s.setting)
        }
        return out
    }

    func props(_ item: LayoutItem) -> ItemProperties { properties[ObjectIdentifier(item)] ?? item.properties }

    var lowering: AnchorLowering {
        AnchorLowering(direction: context.direction, properties: props, text: { self.text[ObjectIdentifier($0)] },
                       arranged: { stack in self.arranged(stack) },
                       baselineView: { stack in self.baselineViews[ObjectIdentifier(stack)] })
    }

    func arranged(_ stack: LayoutItem) -> [LayoutItem] { block.arrangedViews(of: stack).filter { !props($0).hidden } }

    /// The tallest visible arranged view of every horizontal stack, by the
    /// heights `height` reads (the first of equals: which of two equally
    /// tall views UIKit asks is not documented [U]).
    func tallestArrangedViews(height: (LayoutItem) -> Double) -> [ObjectIdentifier: LayoutItem] {
        var out: [ObjectIdentifier: LayoutItem] = [:]
        for stack in block.items where stack.viewKind == .stack && props(stack).stack.axis == .horizontal {
            var best: LayoutItem?
            for v in arranged(stack) where best == nil || height(v) > height(best!) + LayoutTolerance.equalHeight { best = v }
            if let best { out[ObjectIdentifier(stack)] = best }
        }
        return out
    }

    /// Written constraints lowered at an earlier breakpoint whose lowering
    /// inputs (direction, properties, text) were the same: reused as they are.
    var reusable: [LoweredConstraint?] = []
    /// The stacks' constraints lowered for the same signature, reused whole:
    /// they depend on nothing else (not the width), and arranging and
    /// lowering them again at every width of a live sweep was a sixth of a
    /// site build.
    var reusableStackConstraints: [StackConstraint]?

    struct StackConstraint {
        let stack: LayoutItem
        let written: LayoutConstraint
        let lowered: Constraint
    }

    /// The lowering inputs, to tell whether `reusable` applies.
    struct Signature: Equatable {
        let direction: LayoutDirection
        let properties: [ObjectIdentifier: ItemProperties]
        let text: [ObjectIdentifier: TextLayout]
        let baselineViews: [ObjectIdentifier: ObjectIdentifier]

        /// The small fields first; the properties (every view's, strings
        /// and all) last, where they decide the fewest comparisons.
        static func == (a: Signature, b: Signature) -> Bool {
            a.direction == b.direction && a.baselineViews == b.baselineViews && a.text == b.text && a.properties == b.properties
        }
    }

    var signature: Signature {
        Signature(direction: context.direction, properties: properties, text: text, baselineViews: baselineViews.mapValues(ObjectIdentifier.init))
    }

    /// Every solver constraint for this breakpoint, and the written ones by
    /// index (nil where a condition excludes them), for reuse.
    func lowered() -> (all: [LoweredConstraint], written: [LoweredConstraint?], stacks: [StackConstraint]) {
        var out: [LoweredConstraint] = []
        var seen: [ConstraintKey: Int] = [:]
        func emit(_ constraint: Constraint, _ source: ConstraintSource) {
            var key = ConstraintKey(constraint)
            let n = seen[key, default: 0]
            seen[key] = n + 1
            key.occurrence = n
            out.append(LoweredConstraint(key: key, constraint: constraint, source: source))
        }
        let root = block.root
        // First, because they may create guides (margins, gaps, spanners)
        // whose placement is emitted below.
        var stackConstraints: [(LayoutItem, LayoutConstraint)] = []
        if reusableStackConstraints == nil {
            for stack in block.items where stack.viewKind == .stack {
                let arrangement = StackArrangement(block: block, stack: stack, properties: props,
                                                   intrinsicLength: { item, axis in self.intrinsicValue(item, self.props(item), axis) })
                for e in arrangement.constraints() { stackConstraints.append((stack, e.constraint)) }
            }
        }

        switch context.height {
        case .points(let h): emit(LinearExpression(root.height) == h, .rootHeight(.points(h)))
        case .auto: emit((LinearExpression(root.height) == 0).priority(Priority.fittingSizeLevel), .rootHeight(.auto))
        }

        for item in block.allItems {
            let p = props(item)
            if let frame = p.frame {
                for (v, value) in [(item.minX, frame.x), (item.minY, frame.y), (item.width, frame.width), (item.height, frame.height)] {
                    emit(LinearExpression(v) == value, .autoresizing(item))
                }
            }
            if case .view = item.kind {
                for axis in Axis.allCases {
                    guard let value = intrinsicValue(item, p, axis) else { continue }
                    let dim = LinearExpression(item.variable(axis, size: true))
                        - (axis == .horizontal ? p.alignmentInsets.left + p.alignmentInsets.right : p.alignmentInsets.top + p.alignmentInsets.bottom)
                    emit((dim <= value).priority(Priority.content(p.hugging(axis))), .intrinsic(item, axis, hugging: true, value: value))
                    emit((dim >= value).priority(Priority.content(p.resistance(axis))), .intrinsic(item, axis, hugging: false, value: value))
                }
            }
            if case .guide(let kind) = item.kind, kind != .custom, let owner = item.container {
                for c in guideConstraints(item, kind, owner) { emit(c, .guide(item)) }
            }
        }

        for (c, item, axis) in tieChoiceConstraints() { emit(c, .tieChoice(item, axis)) }

        let lowering = self.lowering
        var written = [LoweredConstraint?](repeating: nil, count: block.constraints.count)
        for (index, c) in block.constraints.enumerated() where c.conditions.allSatisfy({ $0.holds(in: context) }) {
            if index < reusable.count, let previous = reusable[index] {
                // Same inputs, same lowering: keep the very constraint object.
                out.append(previous)
                written[index] = previous
                continue
            }
            // A written constraint is told apart from its twins by its line,
            // not by how many twins came before it: that count changes when a
            // `when` switches a twin on or off, and a reused constraint object
            // would then be filed under a second key and added twice.
            let constraint = lowering.lower(c)
            var key = ConstraintKey(constraint)
            key.occurrence = -(index + 1)
            let lowered = LoweredConstraint(key: key, constraint: constraint, source: .written(c, index: index))
            out.append(lowered)
            written[index] = lowered
        }
        // Stack views add theirs after the author's, as UIKit does when it
        // first lays the stack out.
        let stacks = reusableStackConstraints ?? stackConstraints.map { StackConstraint(stack: $0.0, written: $0.1, lowered: lowering.lower($0.1)) }
        for c in stacks { emit(c.lowered, .stack(c.stack, c.written)) }
        return (out, written, stacks)
    }

    func intrinsicValue(_ item: LayoutItem, _ p: ItemProperties, _ axis: Axis) -> Double? {
        switch p.intrinsic(axis) {
        case .none: return nil
        case .points(let v): return v
        case .unspecified:
            guard let t = text[ObjectIdentifier(item)] else { return nil }
            return axis == .horizontal ? t.width : t.height
        }
    }

    /// The default layout margins: 8 pt for a view, none for a stack, and for
    /// the root (a view controller's view) UIKit's system minimum: 16 pt at
    /// the sides up to 375 pt wide, 20 pt beyond, none at top and bottom.
    /// That rule is an approximation of an undocumented UIKit computation.
    /// A view that preserves its superview's margins has them grown where
    /// its edges lie inside the superview's (`PreservedMargins`, from the
    /// solution).
    func margins(of owner: LayoutItem) -> Insets {
        preservedMargins[ObjectIdentifier(owner)] ?? ownMargins(of: owner)
    }

    /// The margins a view sets for itself (or UIKit's default), counted from
    /// its safe area: what it has before its superview's are preserved.
    func ownMargins(of owner: LayoutItem) -> Insets {
        let p = props(owner)
        let custom = p.margins ?? p.directionalMargins?.resolved(context.direction)
        var m: Insets
        if owner.isRoot {
            // A view controller's root keeps at least the system minimum
            // (`viewRespectsSystemMinimumLayoutMargins`, default true): Apple,
            // "the actual margins are whichever values are greater".
            let side = context.width <= RootMargins.widenAbove ? RootMargins.narrow : RootMargins.wide
            let minimum = Insets(top: 0, left: side, bottom: 0, right: side)
            m = custom ?? minimum
            if p.respectsSystemMinimumMargins {
                m = Insets(top: max(m.top, minimum.top), left: max(m.left, minimum.left),
                           bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.right))
            }
        } else {
            m = custom ?? (owner.viewKind == .stack ? .zero : Insets(all: 8))
        }
        // insetsLayoutMarginsFromSafeArea (default true): margins count from
        // the view's safe area; false, from its edges.
        guard p.insetsMarginsFromSafeArea else { return m }
        let s = safeArea(of: owner)
        m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        return m
    }

    /// The root's safe area comes from `safe=` or the device; other views'
    /// are the part of them their superview's unsafe area covers
    /// (`SafeAreaPropagation`, from the solution).
    func safeArea(of owner: LayoutItem) -> Insets {
        guard owner.isRoot else { return safeInsets[ObjectIdentifier(owner)] ?? .zero }
        return rootSafeArea
    }

    var rootSafeArea: Insets { props(block.root).safe ?? context.deviceSafeArea ?? .zero }

    /// Readable content guides are at most this wide (UIKit, default text size).
    static let readableWidth = 672.0

    private func guideConstraints(_ g: LayoutItem, _ kind: GuideKind, _ owner: LayoutItem) -> [Constraint] {
        let ow = LinearExpression(owner.width), oh = LinearExpression(owner.height)
        let x = LinearExpression(g.minX), y = LinearExpression(g.minY)
        let w = LinearExpression(g.width), h = LinearExpression(g.height)
        func inset(_ i: Insets) -> [Constraint] {
            [x == i.left, y == i.top, w == ow - (i.left + i.right), h == oh - (i.top + i.bottom)]
        }
        switch kind {
        case .custom, .arrangement: return []
        case .safe: return inset(safeArea(of: owner))
        case .margins: return inset(margins(of: owner))
        case .readable:
            // Centred in the margins, as wide as they are up to 672 pt.
            let m = margins(of: owner)
            let marginWidth = ow - (m.left + m.right)
            return [y == m.top, h == oh - (m.top + m.bottom),
                    x + w * 0.5 == m.left + marginWidth * 0.5,
                    w <= BreakpointSystem.readableWidth, w <= marginWidth,
                    (w == marginWidth).priority(Priority.systemGuide)]
        case .content:
            // The content guide starts at the content's origin; its size is
            // whatever the subviews' constraints make it.
            return [x == 0, y == 0]
        case .frame:
            return [x == 0, y == 0, w == ow, h == oh]
        case .contentMargins:
            // In the content's space, as the content guide is: its margins
            // are the scroll view's, its size the content's less them.
            let content = block.guide(.content, of: owner), m = margins(of: owner)
            return [x == m.left, y == m.top, w == LinearExpression(content.width) - (m.left + m.right),
                    h == LinearExpression(content.height) - (m.top + m.bottom)]
        }
    }
}

/// A view controller's root margins at the sides, as Plumb approximates
/// UIKit's undocumented rule: 16 pt up to 375 pt wide, 20 beyond (the
/// figure's caption names the change where a live panel crosses it).
public enum RootMargins {
    public static let widenAbove = 375.0
    public static let narrow = 16.0
    public static let wide = 20.0
}
