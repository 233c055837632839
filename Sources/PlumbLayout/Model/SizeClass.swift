/// UIKit's horizontal size class.
///
/// UIKit assigns size classes per device, orientation and multitasking
/// state, not by a width threshold. A device breakpoint takes its class from
/// the device table (`Device`). A bare width uses Plumb's approximation:
/// regular from 694 pt (the narrowest regular context, an iPad's 2/3 split
/// pane), compact below.
public enum SizeClass: String, Sendable, CaseIterable {
    case compact, regular

    public static let regularMinimumWidth = 694.0

    public init(width: Double) {
        self = width >= SizeClass.regularMinimumWidth ? .regular : .compact
    }
}

/// The layout direction of a breakpoint.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case ltr, rtl
}
