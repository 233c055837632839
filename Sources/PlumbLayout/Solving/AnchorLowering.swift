import PlumbSolver

/// Turns anchors into solver expressions over the items' frame variables.
///
/// Each item's frame lives in its container's space, so a position is
/// expressed in the nearest space both sides share: the item's origin plus
/// its containers' origins up to that space (bounds origins are zero: scroll
/// views sit at content offset zero). Anchors use the alignment rectangle
/// (the frame inset by `alignmentInsets`).
///
/// In right-to-left layout, leading is the right edge and trailing the left
/// one, and a relation involving leading or trailing is read in the reading
/// direction: its constant is negated and an inequality turns round, so
/// `a.leading >= b.trailing + 8` keeps `a` at least 8 pt to the *left* of `b`.
struct AnchorLowering {
    let direction: LayoutDirection
    let properties: (LayoutItem) -> ItemProperties
    let text: (LayoutItem) -> TextLayout?
    /// A stack's visible arranged views, in order.
    let arranged: (LayoutItem) -> [LayoutItem]
    /// A horizontal stack's baseline view: its tallest arranged view.
    let baselineView: (LayoutItem) -> LayoutItem?

    /// The space both items' frames can be expressed in: the nearest common
    /// container (nil: the window, where the root sits at the origin).
    func commonSpace(_ items: [LayoutItem]) -> LayoutItem? {
        guard var shared = items.first.map(chain) else { return nil }
        for item in items.dropFirst() {
            let other = chain(item)
            shared = shared.filter { s in other.contains { $0 === s } }
        }
        return shared.first ?? nil
    }

    private func chain(_ item: LayoutItem) -> [LayoutItem?] {
        var out: [LayoutItem?] = []
        var c = item.container
        while let cc = c { out.append(cc); c = cc.container }
        out.append(nil)
        return out
    }

    /// The nearest item that is, or contains, every one of `items`: the
    /// view a constraint would be installed on, whose bounds give a multiplied
    /// position its meaning (`a.centerX == super.centerX * 0.5` is a quarter
    /// of super's width, measured in super's bounds).
    func installationSpace(_ items: [LayoutItem]) -> LayoutItem? {
        guard var shared = items.first.map({ [$0] + chain($0) }) else { return nil }
        for item in items.dropFirst() {
            let other = [item] + chain(item)
            shared = shared.filter { s in other.contains { $0 === s } }
        }
        return shared.first ?? nil
    }

    /// The frame's origin on `axis`, in `space` (zero for the space itself:
    /// bounds origins are zero).
    func origin(_ item: LayoutItem, _ axis: Axis, in space: LayoutItem?) -> LinearExpression {
        if item.isRoot || item === space { return LinearExpression(0) }
        var expression = LinearExpression(item.variable(axis, size: false))
        var c = item.container
        while let cc = c, cc !== space, !cc.isRoot {
            expression = expression + cc.variable(axis, size: false)
            c = cc.container
        }
        return expression
    }

    /// The alignment rectangle's leading edge (left/top) and size on `axis`.
    func alignmentRect(_ item: LayoutItem, _ axis: Axis, in space: LayoutItem?) -> (start: LinearExpression, size: LinearExpression) {
        let insets = properties(item).alignmentInsets.along(axis)
        let start = origin(item, axis, in: space) + insets.leadingEdge
        let size = LinearExpression(item.variable(axis, size: true)) - (insets.leadingEdge + insets.trailingEdge)
        return (start, size)
    }

    /// One item's two alignment rectangles, built once by a caller that
    /// reads all its anchors (`expressions(of:)`).
    typealias BuiltRects = (item: LayoutItem, horizontal: (start: LinearExpression, size: LinearExpression),
                            vertical: (start: LinearExpression, size: LinearExpression))

    /// The anchor as an expression in `space`; with `built`, that item's
    /// rectangles are taken from it rather than built again. (Not a
    /// closure: calling one made constraint lowering, which passes none,
    /// 5 % dearer.)
    func expression(_ ref: AnchorRef, in space: LayoutItem?, built: BuiltRects? = nil) -> LinearExpression {
        func rect(_ item: LayoutItem, _ axis: Axis) -> (start: LinearExpression, size: LinearExpression) {
            if let built, built.item === item { return axis == .horizontal ? built.horizontal : built.vertical }
            return alignmentRect(item, axis, in: space)
        }
        let item = ref.item
        let rtl = direction == .rtl
        switch ref.anchor {
        case .width: return rect(item, .horizontal).size
        case .height: return rect(item, .vertical).size
        case .left: return rect(item, .horizontal).start
        case .right:
            let r = rect(item, .horizontal)
            return r.start + r.size
        case .leading: return expression(AnchorRef(item, rtl ? .right : .left, at: ref.location), in: space, built: built)
        case .trailing: return expression(AnchorRef(item, rtl ? .left : .right, at: ref.location), in: space, built: built)
        case .centerX:
            let r = rect(item, .horizontal)
            return r.start + r.size * 0.5
        case .top: return rect(item, .vertical).start
        case .bottom:
            let r = rect(item, .vertical)
            return r.start + r.size
        case .centerY:
            let r = rect(item, .vertical)
            return r.start + r.size * 0.5
        case .firstBaseline, .lastBaseline:
            // A stack's baselines are a view's (UIStackView's
            // viewForFirst/LastBaselineLayout): in a vertical stack its first
            // (last) visible view, in a horizontal one its tallest; that view
            // may be a stack, which asks its own in turn.
            if item.viewKind == .stack {
                let views = arranged(item)
                let vertical = properties(item).stack.axis == .vertical
                let v = vertical ? (ref.anchor == .lastBaseline ? views.last : views.first) : (baselineView(item) ?? views.first)
                if let v { return expression(AnchorRef(v, ref.anchor, at: ref.location), in: space, built: built) }
            }
            let r = rect(item, .vertical)
            guard let t = text(item), t.lineCount > 0 else {
                // A view without text: UIKit's baselines are its bottom edge.
                return r.start + r.size
            }
            // The text block is centred vertically, as UILabel draws it.
            let textHeight = t.height - 2 * t.verticalPadding
            let lineIndex = ref.anchor == .firstBaseline ? 0 : t.lineCount - 1
            return r.start + r.size * 0.5 + (t.baselineOffset + Double(lineIndex) * t.lineHeight - textHeight / 2)
        }
    }

    func expression(_ term: AnchorTerm, in space: LayoutItem?) -> LinearExpression {
        switch term {
        case .anchor(let ref): return expression(ref, in: space)
        case .distance(let from, let to):
            let shared = commonSpace([from.item, to.item])
            let d = expression(to, in: shared) - expression(from, in: shared)
            let reversed = direction == .rtl && (from.anchor.isDirectional || to.anchor.isDirectional)
            return reversed ? -d : d
        }
    }

    /// The solver constraint for a layout constraint.
    func lower(_ c: LayoutConstraint) -> Constraint {
        let (first, second, relation) = sides(c)
        return Constraint(first - second, relation, priority: c.priority)
    }

    /// A layout constraint's two sides as solver expressions, in the space
    /// it is lowered in, and the relation between them: `first` is its
    /// first anchor, `second` what the constraint asks of it (for a broken
    /// constraint's "wanted" and "got").
    func sides(_ c: LayoutConstraint) -> (first: LinearExpression, second: LinearExpression, relation: Constraint.Relation) {
        let positional = c.first.kind != .dimension
        var refs = c.first.refs
        if let second = c.second { refs += second.refs }
        // A plain position relation is the same in any shared space; a
        // multiplied one is not, and means what it means in the space of
        // the view the constraint is installed on.
        let space = !positional ? nil : c.multiplier == 1 ? commonSpace(refs.map(\.item)) : installationSpace(refs.map(\.item))
        let lhs = expression(c.first, in: space)
        var constant = c.constant.points
        var relation = c.relation
        if positional && direction == .rtl && refs.contains(where: { $0.anchor.isDirectional }) {
            // Read in mirrored coordinates (x' = -x), where leading is the
            // smaller edge again: both sides negate, so the constant changes
            // sign and an inequality turns round.
            constant = -constant
            relation = relation == .lessOrEqual ? .greaterOrEqual : relation == .greaterOrEqual ? .lessOrEqual : .equal
        }
        var rhs = LinearExpression(constant)
        if let second = c.second { rhs = rhs + expression(second, in: space) * c.multiplier }
        return (lhs, rhs, relation)
    }
}
