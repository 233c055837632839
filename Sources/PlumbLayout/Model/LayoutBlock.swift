import PlumbDiagnostics

/// A layout block as a model: the view tree, its constraints and settings,
/// and where to solve it. Built by the block parser (or by code); solved by
/// `BlockSolver`.
public final class LayoutBlock {
    /// A property line, possibly under `when`: applied in order at each
    /// breakpoint whose conditions hold.
    public struct Setting {
        public let item: LayoutItem
        public let setting: PropertySetting
        public let conditions: [Condition]
        public let location: SourceLocation

        public init(item: LayoutItem, setting: PropertySetting, conditions: [Condition], location: SourceLocation) {
            self.item = item
            self.setting = setting
            self.conditions = conditions
            self.location = location
        }
    }

    public let root: LayoutItem
    /// Declared views and guides in declaration order (not the root).
    public private(set) var items: [LayoutItem] = []
    private var itemsByName: [String: LayoutItem] = [:]
    private var systemGuides: [String: LayoutItem] = [:]
    public var constraints: [LayoutConstraint] = []
    public var settings: [Setting] = []
    /// The caption: the block's leading comment.
    public var caption: String?
    /// Pictures the block's image views draw (`src=`), as written, where
    /// written: the site checks that each is a file beside the page.
    public var imageSources: [(path: String, location: SourceLocation)] = []
    public var canvasWidth: Double?
    public var canvasHeight: CanvasHeight?
    public var breakpoints: [Breakpoint] = []
    /// The lines that set the root's width (`breakpoints`, else `canvas`) and
    /// height (`canvas`), for diagnostics about them.
    public var widthLocation: SourceLocation?
    public var heightLocation: SourceLocation?
    public var directions: [LayoutDirection] = [.ltr]
    /// The `live` line: the widths the live panel spans, or `.off`; nil when
    /// the block has none (a live panel then spans its breakpoints, if two
    /// or more are widths).
    public var live: LiveSetting?
    public var liveLocation: SourceLocation?

    public enum LiveSetting: Equatable, Sendable {
        case range(Double, Double)
        case off
    }
    /// Diagnostic kinds the author expects (`expect unsatisfiable`): a figure
    /// that demonstrates a mistake. They are reported as warnings, and their
    /// absence is an error.
    public var expectedKinds: [(kind: DiagnosticKind, location: SourceLocation)] = []
    /// `tie NAME gives way`: the outcome of a tie the figure draws.
    public var tieChoice: TieChoice?
    /// `contentSize AX3`: the Dynamic Type category text styles are sized
    /// at (`font=body`, `preferredFont(forTextStyle:)`), and its line.
    public var contentSize: ContentSizeCategory = .default
    public var contentSizeLocation: SourceLocation?
    /// `show intrinsic [NAME ...]`: the views whose intrinsic content size
    /// the figure labels (display only; solving never reads it).
    public var intrinsicLabels: IntrinsicLabels?
    /// `show steps`: the figure lays out the engine's four steps (the
    /// constraints collected, their equations, the values solved, the
    /// frames written back); the solution records the equations for it.
    public var showsSteps = false

    public enum IntrinsicLabels: Equatable, Sendable {
        /// Every view that has an intrinsic size.
        case all
        case views([String])
    }

    public init(location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        root = LayoutItem(name: LayoutBlock.rootName, kind: .root, container: nil, location: location)
    }

    public func item(named name: String) -> LayoutItem? {
        name == LayoutBlock.rootName ? root : itemsByName[name]
    }

    public var itemNames: [String] { items.map(\.name) }

    /// Declares a view or guide; nil when the name is taken.
    @discardableResult
    public func declare(_ name: String, kind: LayoutItem.Kind, in container: LayoutItem?, at location: SourceLocation) -> LayoutItem? {
        guard itemsByName[name] == nil, name != LayoutBlock.rootName else { return nil }
        let item = LayoutItem(name: name, kind: kind, container: container ?? root, location: location)
        items.append(item)
        itemsByName[name] = item
        return item
    }

    /// `owner.safe`, `owner.margins`, ...: created on first use.
    /// The root view's name, which no declared item may take.
    public static let rootName = "root"

    public func guide(_ kind: GuideKind, of owner: LayoutItem) -> LayoutItem {
        let name = "\(owner.name).\(kind.rawValue)"
        if let g = systemGuides[name] { return g }
        let g = LayoutItem(name: name, kind: .guide(kind), container: owner, location: owner.location)
        systemGuides[name] = g
        systemGuideOrder.append(g)
        return g
    }

    /// A scroll view's content area (its content layout guide), or that area
    /// inset by the scroll view's margins; the content guide is made first,
    /// since the inset one is placed by it.
    public func contentArea(of scroll: LayoutItem, margins: Bool) -> LayoutItem {
        let content = guide(.content, of: scroll)
        return margins ? guide(.contentMargins, of: scroll) : content
    }

    /// A stack's internal guide (gap guides, spanners), created once so that
    /// its variables stay the same across breakpoints.
    public func arrangementGuide(_ role: String, of stack: LayoutItem) -> LayoutItem {
        let name = "\(stack.name).\(role)"
        if let g = systemGuides[name] { return g }
        let g = LayoutItem(name: name, kind: .guide(.arrangement), container: stack, location: stack.location)
        systemGuides[name] = g
        systemGuideOrder.append(g)
        return g
    }

    /// The arranged views of a stack: its view children, in order.
    public func arrangedViews(of stack: LayoutItem) -> [LayoutItem] {
        stack.children.filter { $0.viewKind != nil }
    }

    /// System guides in order of first use.
    public private(set) var systemGuideOrder: [LayoutItem] = []

    /// Every item but the root: declared ones, then system guides.
    public var allItems: [LayoutItem] { items + systemGuideOrder }
}
