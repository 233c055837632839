/// Edge insets in points, in UIKit's order: top, left, bottom, right.
public struct Insets: Hashable, Sendable, CustomStringConvertible {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = Insets(all: 0)

    public func along(_ axis: Axis) -> (leadingEdge: Double, trailingEdge: Double) {
        axis == .horizontal ? (left, right) : (top, bottom)
    }

    public var description: String { "\(top.compact),\(left.compact),\(bottom.compact),\(right.compact)" }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}



/// `NSDirectionalEdgeInsets`: leading and trailing instead of left and right.
public struct DirectionalInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The physical insets in a layout `direction`: leading is the right in
    /// right-to-left.
    public func resolved(_ direction: LayoutDirection) -> Insets {
        direction == .rtl ? Insets(top: top, left: trailing, bottom: bottom, right: leading)
                          : Insets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
