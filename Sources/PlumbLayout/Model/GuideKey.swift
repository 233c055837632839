/// A system layout guide by what it is: the view that owns it and its
/// kind (`root`'s margins, a scroll view's content guide), never by the
/// name the language gives it. How solutions key their guides' frames.
public struct GuideKey: Hashable, Sendable {
    /// The owner's name (`root` for the root view).
    public let owner: String
    public let kind: GuideKind

    public init(owner: String, kind: GuideKind) {
        self.owner = owner
        self.kind = kind
    }

    /// One of the root view's guides.
    public static func root(_ kind: GuideKind) -> GuideKey { GuideKey(owner: LayoutBlock.rootName, kind: kind) }

    /// The key of `item` when it is a system guide (owned by a view, of a
    /// kind UIKit provides); nil for views, the root and the author's own
    /// guides, which are keyed by their names like views.
    public init?(_ item: LayoutItem) {
        guard case .guide(let kind) = item.kind, kind != .custom, let owner = item.container else { return nil }
        self.init(owner: owner.name, kind: kind)
    }
}
