import PlumbLayout

/// A constraint to the margins of a scroll view's content area, which VFL's
/// `|-` makes: no guide property names that area's margins, but the
/// constraint VFL builds is `NSLayoutConstraint(item:attribute:…)` with a
/// margin attribute on the scroll view (`.leadingMargin`), which is how the
/// anchor API's dialects write it back (SnapKit: `pane.snp.leadingMargin`).
/// UIKit reads a scroll view's edges and margins, against its content, as
/// the content area's (`ScrollContentRule`), so this reads back the same.
enum MarginAttribute {
    /// The scroll view and the margin attribute `ref` stands for, when it
    /// is an edge or centre of a scroll view's content margins.
    static func of(_ ref: AnchorRef) -> (view: LayoutItem, attribute: String)? {
        guard case .guide(.contentMargins) = ref.item.kind, let view = ref.item.container else { return nil }
        let names: [Anchor: String] = [.leading: "leadingMargin", .trailing: "trailingMargin", .top: "topMargin", .bottom: "bottomMargin",
                                       .left: "leftMargin", .right: "rightMargin", .centerX: "centerXWithinMargins", .centerY: "centerYWithinMargins"]
        return names[ref.anchor].map { (view, $0) }
    }

    /// Whether `c` relates such a margin (and so is written with attributes).
    static func involved(_ c: LayoutConstraint) -> Bool {
        (c.first.refs + (c.second?.refs ?? [])).contains { of($0) != nil }
    }

    /// Whether the attribute form can say `c`: anchor to anchor, with a
    /// constant in points.
    static func writable(_ c: LayoutConstraint) -> Bool {
        guard case .anchor = c.first, case .anchor? = c.second, case .points = c.constant else { return false }
        return true
    }

    /// One side of the constraint as `item:` and `attribute:` name them.
    static func side(_ ref: AnchorRef, item: (LayoutItem) -> String) -> (item: String, attribute: String) {
        if let (view, attribute) = of(ref) { return (item(view), attribute) }
        return (item(ref.item), ref.anchor.rawValue)
    }
}
