/// The kinds of view a block can declare, after UIKit's classes.
public enum ViewKind: String, CaseIterable, Sendable {
    case view, label, button, image, field
    case `switch`
    /// UIActivityIndicatorView (medium style): a fixed 20 × 20.
    case activity
    case stack, scroll

    /// Views whose intrinsic size comes from their text unless given.
    public var showsText: Bool { self == .label || self == .button || self == .field }
}

/// The layout guides a view can own.
public enum GuideKind: String, Sendable, CaseIterable {
    /// Declared with `guide NAME` (a `UILayoutGuide` of the author's).
    case custom
    case safe, margins, readable
    /// Scroll views only: `contentLayoutGuide` and `frameLayoutGuide`.
    case content, frame
    /// Scroll views only, never named by the author: the content area inset
    /// by the scroll view's layout margins. What `s.margins`' edges (and a
    /// VFL `|-` inside a scroll view) mean to the scroll view's content:
    /// "Constraints between the edges or margins of the scroll view and its
    /// content attach to the scroll view's content area" (Apple's Auto
    /// Layout Guide, "Working with Scroll Views").
    case contentMargins
    /// A guide UIKit creates inside a stack view (`UISV-distributing`,
    /// `UISV-alignment-spanner`): takes part in layout, never reported.
    case arrangement

    /// The guides reached as `NAME.<guide>`: a view's (or a scroll view's)
    /// own, which code names by its owner's property (`view.safeAreaLayoutGuide`).
    public static let system: [GuideKind] = [.safe, .margins, .readable, .content, .frame]
    public static let systemNames: [String] = system.map(\.rawValue)
}
