/// A root width to solve at, from `breakpoints`, the site's defaults or
/// `--width`.
public enum Breakpoint: Equatable, Sendable, CustomStringConvertible {
    case width(Double)
    case device(Device)

    public var width: Double {
        switch self {
        case .width(let w): return w
        case .device(let d): return d.width
        }
    }

    public var description: String {
        switch self {
        case .width(let w): return w.compact
        case .device(let d): return d.name
        }
    }
}

/// How tall the root is: a fixed height, or `auto`, the smallest the
/// constraints allow (UIKit's compressed fitting size).
public enum CanvasHeight: Equatable, Sendable {
    case points(Double)
    case auto
}

/// Everything about one breakpoint that conditions and guides depend on.
public struct BreakpointContext: Equatable, Sendable {
    public let width: Double
    public let height: CanvasHeight
    public let sizeClass: SizeClass
    public let direction: LayoutDirection
    /// The device's safe area, when the breakpoint names one.
    public let deviceSafeArea: Insets?

    public init(width: Double, height: CanvasHeight, sizeClass: SizeClass, direction: LayoutDirection, deviceSafeArea: Insets? = nil) {
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
        self.direction = direction
        self.deviceSafeArea = deviceSafeArea
    }
}
