/// Where a view appears when a view above it has moved its bounds origin.
///
/// UIKit draws a subview at its frame's origin minus its superview's
/// `bounds.origin` ("The bounds rectangle … describes the view's location
/// and size in its own coordinate system", UIView.bounds), and so on up the
/// tree: scrolling a scroll view is exactly this, its `contentOffset` being
/// its bounds origin (uikit-semantics.md §5: "content scrolls by changing
/// `bounds.origin`"). Auto Layout never reads it: constraints to a scroll
/// view's edges attach to its content area ("Working with Scroll Views"),
/// so the solver's frames stay the same and only the drawing moves.
public enum BoundsShift {
    /// For each declared item under a moved bounds origin, the sum of its
    /// ancestors' bounds origins: its screen position is its position in
    /// the root's layout space less this. Items not moved are left out.
    static func shifts(_ block: LayoutBlock, properties: (LayoutItem) -> ItemProperties) -> [String: BoundsOrigin] {
        var out: [String: BoundsOrigin] = [:]
        func walk(_ item: LayoutItem, inherited: BoundsOrigin) {
            let own = inherited + properties(item).boundsOrigin
            for child in item.children {
                if !own.isZero { out[child.name] = own }
                walk(child, inherited: own)
            }
        }
        walk(block.root, inherited: .zero)
        return out
    }

    /// Each item whose own bounds origin is moved, by name.
    static func origins(_ block: LayoutBlock, properties: (LayoutItem) -> ItemProperties) -> [String: BoundsOrigin] {
        var out: [String: BoundsOrigin] = [:]
        for item in [block.root] + block.allItems where !properties(item).boundsOrigin.isZero {
            out[item.name] = properties(item).boundsOrigin
        }
        return out
    }
}
