/// The attributes of a layout item a constraint can relate, typed as UIKit's
/// anchor API types them.
public enum Anchor: String, CaseIterable, Sendable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

    public enum Kind: String, Sendable {
        /// `NSLayoutXAxisAnchor`
        case xAxis = "x-axis"
        /// `NSLayoutYAxisAnchor`
        case yAxis = "y-axis"
        /// `NSLayoutDimension`
        case dimension
    }

    public var kind: Kind {
        switch self {
        case .leading, .trailing, .left, .right, .centerX: return .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .yAxis
        case .width, .height: return .dimension
        }
    }

    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: return .vertical
        }
    }

    /// Leading and trailing follow the layout direction; nothing else does.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left and right are absolute; UIKit refuses to relate them to leading or
    /// trailing.
    public var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }
}

public enum Axis: String, Sendable, CaseIterable {
    case horizontal, vertical

    public var letter: String { self == .horizontal ? "h" : "v" }
}
