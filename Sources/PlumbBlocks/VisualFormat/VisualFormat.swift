import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// One line of Apple's Visual Format Language, as its grammar has it
/// ("Visual Format Syntax" in the Auto Layout Guide):
///
///     (H:|V:)? (superview connection)? view (connection view)* (connection superview)?  options
///
/// `[a]-c-[b]` → `b.leading == a.trailing + c` (top/bottom for `V:`);
/// `|-c-[a]` → `a.leading == super.leading + c`; `-` alone is the standard
/// space (8 pt between siblings, the layout margins to the superview);
/// `[a(>=50@750)]`, `[a(==b)]` → width (height for `V:`) predicates. Names
/// stay text here: whether `gap` is a metric or a view is the block's to say
/// (`BlockParser+VisualFormat.swift`). Every part keeps its column offset in
/// the line, for diagnostics.
struct VisualFormat {
    enum Orientation { case horizontal, vertical }

    /// `direction=…`: the order views are laid out in along a horizontal line.
    enum Flow: String, CaseIterable {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// A number, `system`, or a name (a metric, a view, or a named priority).
    struct Word {
        var text: String
        var offset: Int
    }

    /// `==50`, `>=gap@750`, `==b`: a relation to an object, at a priority.
    struct Predicate {
        var relation: Constraint.Relation
        var object: Word
        var priority: Word?
        var offset: Int
    }

    /// What stands between two views, or a view and the superview's edge.
    enum Gap {
        /// Nothing: the views touch (`[a][b]`).
        case flush
        /// `-` alone: the standard space.
        case standard
        /// `-8-`, `-(>=8@750)-`.
        case predicates([Predicate])
    }

    struct Connection {
        var gap: Gap
        var offset: Int
    }

    /// `[name(predicates)]`.
    struct View {
        var name: String
        var offset: Int
        var predicates: [Predicate]
    }

    struct Options {
        var alignments: [(anchor: Anchor, offset: Int)] = []
        var flow: Flow = .leadingToTrailing
        /// `spacing=baselineToBaseline`, where it was written.
        var baselineSpacing: Int?
    }

    var orientation: Orientation
    /// `|` and the connection after it, before the first view.
    var leadingEdge: Connection?
    var views: [View]
    /// `connections[k]` stands between `views[k]` and `views[k + 1]`.
    var connections: [Connection]
    /// The connection before a closing `|`.
    var trailingEdge: Connection?
    var options: Options

    /// A problem in the line, at a column offset, with a diagnostic kind.
    struct Problem: Error {
        let finding: ParseFinding
        let offset: Int
        var kind: DiagnosticKind = .syntax
        var hint: ParseHint?

        init(_ finding: VisualFormatFinding, offset: Int, kind: DiagnosticKind = .syntax, hint: ParseHint? = nil) {
            self.init(.visualFormat(finding), offset: offset, kind: kind, hint: hint)
        }

        init(_ finding: ParseFinding, offset: Int, kind: DiagnosticKind = .syntax, hint: ParseHint? = nil) {
            self.finding = finding
            self.offset = offset
            self.kind = kind
            self.hint = hint
        }
    }
}

extension Anchor {
    /// Whether a VFL line may align its views on this anchor (`align=` in a
    /// layout block, `.alignAll…` in code): any anchor but a size.
    public var alignsInVisualFormat: Bool { kind != .dimension }
}
