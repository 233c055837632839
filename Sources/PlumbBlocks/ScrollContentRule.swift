import PlumbLayout

/// What a scroll view's edges mean to its content, for every front end that
/// makes constraints (layout blocks, code).
public enum ScrollContentRule {
    /// The scroll-view rule (Apple's Auto Layout Guide, "Working with Scroll
    /// Views"; docs/layout-language.md, scroll views): in a constraint
    /// between a scroll view and its content, the scroll view's *edges*
    /// (top, bottom, leading, trailing, left, right, and baselines, which sit
    /// on an edge for a view without text) mean its content area, but its
    /// width, height and centres mean its frame: `content.width == s.width`
    /// disables horizontal scrolling, `red.width == s.width + 200` is 200
    /// wider than the visible frame. `s.content` and `s.frame` say which
    /// explicitly and are never remapped.
    public static func apply(_ first: AnchorTerm, _ second: AnchorTerm?, in block: LayoutBlock) -> (AnchorTerm, AnchorTerm?) {
        let all = first.refs + (second?.refs ?? [])
        func map(_ ref: AnchorRef) -> AnchorRef {
            let attachesToFrame = [.width, .height, .centerX, .centerY].contains(ref.anchor)
            // The scroll view itself, or its margins guide (the same rule
            // holds for "the edges or margins of the scroll view").
            let isMargins = ref.item.kind == .guide(.margins)
            guard let scroll = isMargins ? ref.item.container : ref.item, scroll.viewKind == .scroll, !attachesToFrame,
                  all.contains(where: { other in other.item !== ref.item && other.item !== scroll && other.item.ancestors.contains { $0 === scroll } })
            else { return ref }
            return AnchorRef(block.contentArea(of: scroll, margins: isMargins), ref.anchor, at: ref.location)
        }
        func map(_ term: AnchorTerm) -> AnchorTerm {
            switch term {
            case .anchor(let a): return .anchor(map(a))
            case .distance(let a, let b): return .distance(map(a), map(b))
            }
        }
        return (map(first), second.map(map))
    }
}
