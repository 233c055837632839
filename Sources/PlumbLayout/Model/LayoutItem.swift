import PlumbDiagnostics
import PlumbSolver

/// A participant in layout: the root, a view or a layout guide.
///
/// Its frame is four solver variables in its container's coordinate space
/// (the superview's bounds; for a guide, its owner's bounds; for a scroll
/// view's subviews, the content), exactly the variables UIKit's engine keeps
/// per item. Every anchor is an expression over them (see `AnchorLowering`).
public final class LayoutItem: CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case root
        case view(ViewKind)
        case guide(GuideKind)
    }

    public let name: String
    public let kind: Kind
    /// The superview, or for a guide the view that owns it. Nil for the root.
    public private(set) weak var container: LayoutItem?
    public private(set) var children: [LayoutItem] = []
    /// Where it was declared (the block's first line for the root and for
    /// guides that exist implicitly).
    public let location: SourceLocation
    /// Properties as declared; `when` lines may change them per breakpoint.
    public var properties: ItemProperties
    /// The view class the author's code made it from, when it is one of
    /// the code's own (`ShadowView`): code written from the figure names
    /// its subclass so, as the page's code does. Nil in the layout language.
    public var className: String?

    public let minX: Variable
    public let minY: Variable
    public let width: Variable
    public let height: Variable

    public init(name: String, kind: Kind, container: LayoutItem?, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
        self.properties = ItemProperties(defaultsFor: kind)
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        if let container { container.adopt(self) }
    }

    private func adopt(_ child: LayoutItem) {
        child.container = self
        children.append(child)
    }

    public var isRoot: Bool { kind == .root }

    public var isGuide: Bool {
        if case .guide = kind { return true }
        return false
    }

    public var viewKind: ViewKind? {
        if case .view(let k) = kind { return k }
        return nil
    }

    /// Containers from the nearest outwards; the last is the root.
    public var ancestors: [LayoutItem] {
        var out: [LayoutItem] = []
        var c = container
        while let item = c { out.append(item); c = item.container }
        return out
    }

    public func variable(_ axis: Axis, size: Bool) -> Variable {
        switch (axis, size) {
        case (.horizontal, false): return minX
        case (.vertical, false): return minY
        case (.horizontal, true): return width
        case (.vertical, true): return height
        }
    }

    public var description: String { name }
}
