import PlumbLayout
import PlumbSolver

/// One constraint as a visual-format string, when VFL can say it exactly:
/// an edge to its superview's same edge (`H:|-8-[a]`), the gap between
/// siblings (`H:[a]-8-[b]`), or a size, constant or equal to another view's
/// (`H:[a(>=44@750)]`, `H:[a(==b)]`). Leading and trailing only (VFL's `H:`
/// follows the layout direction), no multipliers, no guides.
struct VisualFormatRow {
    let format: String
    let views: [String]

    /// `c` as a row, read as written or with its two sides swapped
    /// (`b.top == a.bottom + 8` is `V:[a]-8-[b]`).
    /// `keys`: the name the format string gives each view (its views
    /// dictionary's key), where it is not the view's own.
    static func eitherWay(_ c: LayoutConstraint, keys: [String: String] = [:]) -> VisualFormatRow? {
        VisualFormatRow(c, keys: keys) ?? CodePlan.swapped(c).flatMap { VisualFormatRow($0, keys: keys) }
    }

    init?(_ c: LayoutConstraint, keys: [String: String] = [:]) {
        guard let row = VisualFormatRow(unchecked: c, keys: keys), row.views.allSatisfy({ VisualFormatRow.isName(keys[$0] ?? $0) }) else { return nil }
        self = row
    }

    /// Whether a format string can name a view so: VFL's names are C
    /// identifiers (ASCII letters, digits and underscores, no digit first),
    /// as UIKit's parser and Plumb's own read them.
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)) }
    }

    /// The view whose name alone keeps `c` from being a row (`标签`), or nil.
    static func unnamable(_ c: LayoutConstraint) -> String? {
        let row = VisualFormatRow(unchecked: c, keys: [:]) ?? CodePlan.swapped(c).flatMap { VisualFormatRow(unchecked: $0, keys: [:]) }
        return row?.views.first { !isName($0) }
    }

    private init?(unchecked c: LayoutConstraint, keys: [String: String]) {
        func n(_ item: LayoutItem) -> String { keys[item.name] ?? item.name }
        guard c.multiplier == 1, c.identifier == nil, case .anchor(let a) = c.first, a.item.viewKind != nil else { return nil }
        if case .system(1) = c.constant, c.relation == .equal, c.priority == Priority.required, case .anchor(let b)? = c.second,
           b.item.viewKind != nil, b.item !== a.item, b.item.container === a.item.container {
            // `[b]-[a]`: the standard gap between siblings.
            let edges: [(Anchor, Anchor)] = [(.leading, .trailing), (.top, .bottom)]
            guard let pair = edges.first(where: { $0.0 == a.anchor && $0.1 == b.anchor }) else { return nil }
            self.init(axis: pair.0.axis, body: "[\(n(b.item))]-[\(n(a.item))]", views: [b.item.name, a.item.name])
            return
        }
        guard case .points(let k) = c.constant else { return nil }
        let priority = c.priority == Priority.required ? "" : "@" + SwiftSyntax.number(c.priority)
        guard let second = c.second else {
            guard a.anchor.kind == .dimension else { return nil }
            self.init(axis: a.anchor.axis, body: "[\(n(a.item))(\(VisualFormatRow.predicate(c.relation, k, priority, always: true)))]", views: [a.item.name])
            return
        }
        guard case .anchor(let b) = second else { return nil }
        if a.anchor.kind == .dimension {
            guard b.anchor == a.anchor, k == 0, b.item.viewKind != nil, b.item !== a.item else { return nil }
            self.init(axis: a.anchor.axis, body: "[\(n(a.item))(\(c.relation.rawValue)\(n(b.item))\(priority))]", views: [a.item.name, b.item.name])
            return
        }
        let leadingEdges: [Anchor] = [.leading, .top]
        let trailingEdges: [Anchor] = [.trailing, .bottom]
        guard leadingEdges.contains(a.anchor) || trailingEdges.contains(a.anchor) else { return nil }
        let axis = a.anchor.axis
        let start = axis == .horizontal ? Anchor.leading : .top
        let end = axis == .horizontal ? Anchor.trailing : .bottom
        // `|-[a]` / `[a]-|`: the superview's edge with the standard gap is its
        // margin; in a scroll view, the margin of its content area (the
        // guide no property names, which only VFL's `|-` reaches).
        let inScroll = a.item.container?.viewKind == .scroll
        if case .guide(let kind) = b.item.kind, kind == (inScroll ? .contentMargins : .margins), b.item.container === a.item.container,
           b.anchor == a.anchor, c.constant == .points(0), c.relation == .equal, priority.isEmpty {
            self.init(axis: axis, body: a.anchor == start ? "|-[\(n(a.item))]" : "[\(n(a.item))]-|", views: [a.item.name])
            return
        }
        // `a REL b + k` as a gap: `gap = later edge - earlier edge`.
        if b.item === a.item.container && b.anchor == a.anchor {
            if a.anchor == start {
                self.init(axis: axis, body: "|-\(VisualFormatRow.predicate(c.relation, k, priority))-[\(n(a.item))]", views: [a.item.name])
            } else {
                self.init(axis: axis, body: "[\(n(a.item))]-\(VisualFormatRow.predicate(c.relation.flipped, -k, priority))-|", views: [a.item.name])
            }
            return
        }
        guard b.item.viewKind != nil, b.item !== a.item, b.item.container === a.item.container else { return nil }
        if a.anchor == start && b.anchor == end {
            self.init(axis: axis, body: "[\(n(b.item))]-\(VisualFormatRow.predicate(c.relation, k, priority))-[\(n(a.item))]", views: [b.item.name, a.item.name])
        } else if a.anchor == end && b.anchor == start {
            self.init(axis: axis, body: "[\(n(a.item))]-\(VisualFormatRow.predicate(c.relation.flipped, -k, priority))-[\(n(b.item))]", views: [a.item.name, b.item.name])
        } else {
            return nil
        }
    }

    private init(axis: Axis, body: String, views: [String]) {
        // A gap of exactly 0 is written as VFL writes it: no connection (`|[a]`, `[a][b]`).
        format = (axis == .horizontal ? "H:" : "V:") + body.replacingOccurrences(of: "-0-", with: "")
        self.views = views
    }

    /// Two rows as one, when the second starts at the view the first ends
    /// at (`H:|-8-[a]` then `H:[a]-8-[b]`: `H:|-8-[a]-8-[b]`), a size of that
    /// view joining its brackets (`H:|-8-[a]` then `H:[a(44)]`:
    /// `H:|-8-[a(44)]`; two sizes are one predicate list, `[a(>=44,<=88)]`,
    /// which VFL makes in the order written); nil when the axes differ or
    /// the second starts elsewhere.
    static func join(_ first: String, _ second: String) -> String? {
        guard first.prefix(2) == second.prefix(2), first.hasSuffix("]"), let open = first.lastIndex(of: "[") else { return nil }
        let rest = second.dropFirst(2)
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
        let end = ViewBracket(first[first.index(after: open)..<first.index(before: first.endIndex)])
        let start = ViewBracket(rest[rest.index(after: rest.startIndex)..<close])
        guard end.name == start.name else { return nil }
        let predicates = [end.predicates, start.predicates].compactMap { $0 }
        let sizes: String = predicates.isEmpty ? "" : "(" + predicates.joined(separator: ",") + ")"
        let bracket = "[" + String(end.name) + sizes + "]"
        return String(first[..<open]) + bracket + String(rest[rest.index(after: close)...])
    }

    /// `a` or `a(>=44@750)`: a view's name and its size predicates.
    private struct ViewBracket {
        let name: Substring
        let predicates: Substring?

        init(_ text: Substring) {
            guard let paren = text.firstIndex(of: "("), text.hasSuffix(")") else {
                name = text
                predicates = nil
                return
            }
            name = text[..<paren]
            predicates = text[text.index(after: paren)..<text.index(before: text.endIndex)]
        }
    }

    /// `8`, or `(>=8@750)` when it needs more than a plain number.
    private static func predicate(_ r: Constraint.Relation, _ k: Double, _ priority: String, always: Bool = false) -> String {
        let number = SwiftSyntax.number(k == 0 ? 0 : k)
        if r == .equal && priority.isEmpty && k >= 0 && !always { return number }
        let body = (r == .equal ? "" : r.rawValue) + number + priority
        return always ? body : "(\(body))"
    }
}

extension Constraint.Relation {
    /// The relation with its sides swapped.
    var flipped: Constraint.Relation {
        switch self {
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        case .lessOrEqual: return .greaterOrEqual
        }
    }
}
