import PlumbDiagnostics
import PlumbSolver

/// An anchor of an item, as written (`title.leading`), with where it was written.
public struct AnchorRef {
    public let item: LayoutItem
    public let anchor: Anchor
    public let location: SourceLocation

    public init(_ item: LayoutItem, _ anchor: Anchor, at location: SourceLocation) {
        self.item = item
        self.anchor = anchor
        self.location = location
    }
}

/// One side of a relation: an anchor, or the distance between two anchors of
/// one axis (`anchorWithOffset(to:)`), which is a dimension.
public enum AnchorTerm {
    case anchor(AnchorRef)
    case distance(AnchorRef, AnchorRef)

    public var kind: Anchor.Kind {
        switch self {
        case .anchor(let a): return a.anchor.kind
        case .distance: return .dimension
        }
    }

    public var axis: Axis {
        switch self {
        case .anchor(let a): return a.anchor.axis
        case .distance(let a, _): return a.anchor.axis
        }
    }

    public var refs: [AnchorRef] {
        switch self {
        case .anchor(let a): return [a]
        case .distance(let a, let b): return [a, b]
        }
    }

    public var location: SourceLocation { refs[0].location }
}

/// A constant as written: points, or the system spacing times a multiplier.
public enum LayoutConstant: Equatable {
    case points(Double)
    case system(Double)

    /// Standard spacing between sibling views: 8 pt on both axes (UIKit does
    /// not document it; 8 is the Auto Layout Guide's "standard space").
    public static let systemSpacing = 8.0

    public var points: Double {
        switch self {
        case .points(let p): return p
        case .system(let m): return m * LayoutConstant.systemSpacing
        }
    }
}

/// A priority given by name, as UIKit code gives it: one of
/// `UILayoutPriority`'s constants, and an offset from it (`.defaultHigh + 1`,
/// which Swift's `UILayoutPriority` arithmetic allows). Kept so that a
/// constraint is shown back as its author wrote it, not as 751.
public struct NamedPriority: Equatable, Sendable {
    /// The name as written: `defaultHigh`, `.defaultHigh`, `high`.
    public let name: String
    public let offset: Double

    public init(name: String, offset: Double) {
        self.name = name
        self.offset = offset
    }
}

/// `first RELATION second * multiplier + constant @priority`, as the author
/// (or a VFL line, or a shorthand) wrote it.
public struct LayoutConstraint {
    public enum Origin: Equatable, Sendable {
        case constraintLine
        case shorthand(String)
        case visualFormat
        /// Added by a stack view (its UISV constraints).
        case stack
    }

    public let first: AnchorTerm
    public let relation: Constraint.Relation
    public let second: AnchorTerm?
    public let multiplier: Double
    public let constant: LayoutConstant
    public let priority: Double
    /// The priority's name when the author gave one (`@defaultHigh + 1`).
    public var namedPriority: NamedPriority?
    public let identifier: String?
    public let location: SourceLocation
    public let origin: Origin
    /// Every condition must hold at a breakpoint for the constraint to apply.
    public let conditions: [Condition]

    public init(first: AnchorTerm, relation: Constraint.Relation, second: AnchorTerm?, multiplier: Double = 1,
                constant: LayoutConstant = .points(0), priority: Double = Priority.required, identifier: String? = nil,
                location: SourceLocation, origin: Origin = .constraintLine, conditions: [Condition] = []) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.location = location
        self.origin = origin
        self.conditions = conditions
    }

    /// How diagnostics and `plumb solve --json` name it: its identifier, or
    /// `L<line>` after the line it was written on.
    public var reference: String { identifier ?? "L\(location.line)" }

    public var views: [String] {
        var names: [String] = []
        for ref in first.refs + (second?.refs ?? []) where !names.contains(ref.item.name) { names.append(ref.item.name) }
        return names
    }
}

extension LayoutConstant {
    public var isPoints: Bool {
        if case .points = self { return true }
        return false
    }
}
