/// A view's `bounds.origin`: the point of its own coordinate space drawn at
/// its top-left corner. For a scroll view this is its `contentOffset`
/// ("The point at which the origin of the content view is offset from the
/// origin of the scroll view", UIScrollView.contentOffset). Zero for every
/// view unless the block moves it.
public struct BoundsOrigin: Hashable, Sendable {
    public var x, y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = BoundsOrigin(x: 0, y: 0)

    public var isZero: Bool { x == 0 && y == 0 }

    public static func + (a: BoundsOrigin, b: BoundsOrigin) -> BoundsOrigin { BoundsOrigin(x: a.x + b.x, y: a.y + b.y) }
}
