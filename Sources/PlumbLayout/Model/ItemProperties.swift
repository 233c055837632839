/// What a view declares about itself: text, intrinsic size, content
/// priorities, margins, stack settings. Defaults are UIKit's in code.
public struct ItemProperties: Sendable, Equatable {
    public var text: String?
    /// An explicit intrinsic size per axis (nil: none given); overrides text.
    public var intrinsicWidth: IntrinsicValue = .unspecified
    public var intrinsicHeight: IntrinsicValue = .unspecified
    public var huggingH: Double = 250
    public var huggingV: Double = 250
    public var resistanceH: Double = 750
    public var resistanceV: Double = 750
    public var hidden = false
    /// A CSS colour (names and `#hex`), checked by the parser.
    public var color: String?
    /// A field's grey placeholder, shown (and measured) while it has no text.
    public var placeholder: String?
    /// How a button is drawn: plain (a tinted title) or filled.
    public var buttonStyle: ButtonStyle = .plain
    /// An image view's picture: a file beside the page (display only: the
    /// intrinsic size is the author's `intrinsic=`).
    public var imageSource: String?
    public var contentMode: ContentMode = .scaleToFill
    /// Nil: UIKit's default for the view (8 pt; 16/20 at the sides of the root).
    public var margins: Insets?
    /// `directionalLayoutMargins`: margins whose leading and trailing follow
    /// the layout direction (set last, they win over `margins`, as setting
    /// either property in UIKit sets both).
    public var directionalMargins: DirectionalInsets?
    /// On the root: `viewRespectsSystemMinimumLayoutMargins` (a view
    /// controller's, default true): each margin is at least the system
    /// minimum, whatever `margins` says.
    public var respectsSystemMinimumMargins = true
    /// `insetsLayoutMarginsFromSafeArea` (default true): margins are
    /// measured from the safe area; false: from the view's edges.
    public var insetsMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (default false): where the view's
    /// edge lies inside its superview's margin, its own margin grows to
    /// reach the superview's (`PreservedMargins`).
    public var preservesSuperviewMargins = false
    /// The root's safe-area insets; nil: the device's, or none.
    public var safe: Insets?
    public var fontSize: Double = 17
    /// The weight the text is set in (`font=28,bold`,
    /// `.boldSystemFont(ofSize: 28)`, or a text style's own: headline is
    /// semibold); measured and drawn in the nearer shipped face (`FontWeight`).
    public var fontWeight: FontWeight = .regular
    /// The Dynamic Type text style `fontSize` came from (`font=body`,
    /// `preferredFont(forTextStyle: .body)`), for the code a figure offers;
    /// nil for a size in points.
    public var textStyle: String?
    /// 1 = single line; 0 = as many as the text needs.
    public var lines: Int = 1
    public var alignmentInsets: Insets = .zero
    /// `translatesAutoresizingMaskIntoConstraints`: the fixed frame, if on.
    public var frame: Rect?
    public var stack = StackProperties()
    /// On an arranged view: `setCustomSpacing(_:after:)`.
    public var spacingAfter: Double?
    /// `bounds.origin` (a scroll view's `contentOffset`): where the view's
    /// own coordinate space starts on screen. Drawing only: no constraint
    /// and no frame depends on it (`BoundsShift`).
    public var boundsOrigin: BoundsOrigin = .zero

    /// A button's look: UIButton.Configuration's two common ones, or none
    /// (`system`: `UIButton(type: .system)` with no configuration, the
    /// button of every tutorial before iOS 15, with its own metrics).
    public enum ButtonStyle: String, Sendable, CaseIterable {
        case plain, filled, system

        /// The title's font size when none is set: a configuration's title
        /// is in the body style (17 pt); a button without one, UIKit's
        /// system font at 15 pt (Interface Builder's 46 × 30 "Button").
        public var defaultFontSize: Double { self == .system ? 15 : 17 }
    }

    /// `UIView.ContentMode`, for drawing an image in its frame.
    public enum ContentMode: String, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    }

    public enum IntrinsicValue: Sendable, Equatable {
        /// Measured from the text for text views, none for the others.
        case unspecified
        /// `UIView.noIntrinsicMetric` (`-` in the block).
        case none
        case points(Double)
    }

    public init(defaultsFor kind: LayoutItem.Kind) {
        if case .view(.switch) = kind {
            // UISwitch: a fixed 51 x 31, hugging and resisting at 750.
            intrinsicWidth = .points(51)
            intrinsicHeight = .points(31)
            huggingH = 750
            huggingV = 750
        }
        if case .view(.activity) = kind {
            // UIActivityIndicatorView, medium style: 20 x 20, hugging at 750.
            intrinsicWidth = .points(20)
            intrinsicHeight = .points(20)
            huggingH = 750
            huggingV = 750
        }
    }

    /// The text a text view shows and is measured by: a field with no text
    /// shows its placeholder and, as UITextField does, sizes itself to it.
    public func shownText(as kind: ViewKind) -> (text: String, isPlaceholder: Bool) {
        let shown = text ?? ""
        if kind == .field && shown.isEmpty, let placeholder { return (placeholder, true) }
        return (shown, false)
    }

    public func hugging(_ axis: Axis) -> Double { axis == .horizontal ? huggingH : huggingV }
    public func resistance(_ axis: Axis) -> Double { axis == .horizontal ? resistanceH : resistanceV }
    public func intrinsic(_ axis: Axis) -> IntrinsicValue { axis == .horizontal ? intrinsicWidth : intrinsicHeight }
}

/// UIStackView's settings (used by the stack expansion).
public struct StackProperties: Sendable, Equatable {
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// Nil: `system` spacing.
    public var spacing: Double? = 0
    public var relativeToMargins = false
    public var baselineRelative = false
}

/// One `key=value` of a declaration or a property line, parsed.
public enum PropertySetting: Sendable, Equatable {
    case text(String)
    case intrinsic(width: ItemProperties.IntrinsicValue, height: ItemProperties.IntrinsicValue)
    case hugging(Axis?, Double)
    case resistance(Axis?, Double)
    case hidden(Bool)
    case color(String)
    case placeholder(String)
    case buttonStyle(ItemProperties.ButtonStyle)
    case imageSource(String)
    case contentMode(ItemProperties.ContentMode)
    case margins(Insets)
    case directionalMargins(DirectionalInsets)
    case safe(Insets)
    /// A system font: its size and weight.
    case font(Double, FontWeight)
    /// A text style and its size at the block's content-size category, in
    /// a weight of its own (nil: the style's, as UIKit gives it).
    case textStyle(String, Double, FontWeight?)
    case lines(Int)
    case alignmentInsets(Insets)
    case frame(Rect)
    case axis(Axis)
    case distribution(StackProperties.Distribution)
    case alignment(StackProperties.Alignment)
    case spacing(Double?)
    case relativeToMargins(Bool)
    case baselineRelative(Bool)
    case spacingAfter(Double)
    case respectsSystemMinimumMargins(Bool)
    case insetsMarginsFromSafeArea(Bool)
    case preservesSuperviewMargins(Bool)
    case boundsOrigin(BoundsOrigin)
}

extension ItemProperties {
    public mutating func apply(_ setting: PropertySetting) {
        switch setting {
        case .text(let t): text = t
        case .intrinsic(let w, let h): intrinsicWidth = w; intrinsicHeight = h
        case .hugging(let axis, let p):
            if axis != .vertical { huggingH = p }
            if axis != .horizontal { huggingV = p }
        case .resistance(let axis, let p):
            if axis != .vertical { resistanceH = p }
            if axis != .horizontal { resistanceV = p }
        case .hidden(let h): hidden = h
        case .color(let c): color = c
        case .placeholder(let t): placeholder = t
        case .buttonStyle(let s):
            // Between a configuration and none the title's default font
            // changes with the look (a `font=` after it still wins).
            if (s == .system) != (buttonStyle == .system), textStyle == nil, fontSize == buttonStyle.defaultFontSize {
                fontSize = s.defaultFontSize
            }
            buttonStyle = s
        case .imageSource(let s): imageSource = s
        case .contentMode(let m): contentMode = m
        case .margins(let m): margins = m; directionalMargins = nil
        case .directionalMargins(let m): directionalMargins = m; margins = nil
        case .safe(let s): safe = s
        case .font(let f, let w): fontSize = f; textStyle = nil; fontWeight = w
        case .textStyle(let style, let f, let w): fontSize = f; textStyle = style; fontWeight = w ?? .of(textStyle: style)
        case .lines(let n): lines = n
        case .alignmentInsets(let i): alignmentInsets = i
        case .frame(let r): frame = r
        case .axis(let a): stack.axis = a
        case .distribution(let d): stack.distribution = d
        case .alignment(let a): stack.alignment = a
        case .spacing(let s): stack.spacing = s
        case .relativeToMargins(let b): stack.relativeToMargins = b
        case .baselineRelative(let b): stack.baselineRelative = b
        case .spacingAfter(let s): spacingAfter = s
        case .respectsSystemMinimumMargins(let b): respectsSystemMinimumMargins = b
        case .insetsMarginsFromSafeArea(let b): insetsMarginsFromSafeArea = b
        case .preservesSuperviewMargins(let b): preservesSuperviewMargins = b
        case .boundsOrigin(let o): boundsOrigin = o
        }
    }
}
