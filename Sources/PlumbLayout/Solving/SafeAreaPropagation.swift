import PlumbSolver

/// `safeAreaInsets` of views below the root: UIKit propagates the unsafe
/// region down the tree, so a view's inset on each side is the part of it
/// that its superview's unsafe area covers (zero for a view wholly inside
/// the safe area; the whole height for one wholly under the status bar).
/// ("safeAreaInsets … reflect the portion of the view that is not covered
/// by … bars and other content": uikit-semantics.md §6.)
///
/// The insets depend on the solved frames, which may depend on the insets
/// (a view pinned to its own safe area), so `BlockSolver` solves, computes
/// them here, and solves again while they change, as UIKit lays out again
/// after `safeAreaInsetsDidChange`.
enum SafeAreaPropagation {
    struct Rect: Equatable {
        var minX, minY, maxX, maxY: Double
    }

    /// Every view's insets (keyed by item), from the frames `value` reads,
    /// given the root's own insets. Left and right are physical (screen)
    /// sides, in either layout direction.
    static func insets(block: LayoutBlock, rootInsets: Insets, value: (Variable) -> Double) -> [ObjectIdentifier: Insets] {
        var out: [ObjectIdentifier: Insets] = [:]
        var safeRects: [ObjectIdentifier: Rect] = [:]
        var frames: [ObjectIdentifier: Rect] = [:]
        let root = block.root
        let rootFrame = Rect(minX: 0, minY: 0, maxX: value(root.width), maxY: value(root.height))
        frames[ObjectIdentifier(root)] = rootFrame
        safeRects[ObjectIdentifier(root)] = Rect(minX: rootInsets.left, minY: rootInsets.top,
                                                 maxX: rootFrame.maxX - rootInsets.right, maxY: rootFrame.maxY - rootInsets.bottom)
        // Declaration order puts every container before what it contains.
        for item in block.items {
            guard let container = item.container, let parentFrame = frames[ObjectIdentifier(container)],
                  let parentSafe = safeRects[ObjectIdentifier(container)] else { continue }
            let x = parentFrame.minX + value(item.minX), y = parentFrame.minY + value(item.minY)
            let frame = Rect(minX: x, minY: y, maxX: x + max(0, value(item.width)), maxY: y + max(0, value(item.height)))
            frames[ObjectIdentifier(item)] = frame
            let height = frame.maxY - frame.minY, width = frame.maxX - frame.minX
            let insets = Insets(top: parentSafe.minY > parentFrame.minY ? clamp(parentSafe.minY - frame.minY, height) : 0,
                                left: parentSafe.minX > parentFrame.minX ? clamp(parentSafe.minX - frame.minX, width) : 0,
                                bottom: parentSafe.maxY < parentFrame.maxY ? clamp(frame.maxY - parentSafe.maxY, height) : 0,
                                right: parentSafe.maxX < parentFrame.maxX ? clamp(frame.maxX - parentSafe.maxX, width) : 0)
            out[ObjectIdentifier(item)] = insets
            safeRects[ObjectIdentifier(item)] = Rect(minX: frame.minX + insets.left, minY: frame.minY + insets.top,
                                                     maxX: max(frame.minX + insets.left, frame.maxX - insets.right),
                                                     maxY: max(frame.minY + insets.top, frame.maxY - insets.bottom))
        }
        return out
    }

    /// Rounded to 1/1000 pt, so that re-solving converges instead of chasing
    /// the last bits of a float.
    private static func clamp(_ v: Double, _ limit: Double) -> Double {
        (min(max(0, v), max(0, limit)) * 1000).rounded() / 1000
    }
}
