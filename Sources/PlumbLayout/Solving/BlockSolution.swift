import PlumbDiagnostics

/// A view's or guide's solved frame, in its container's space.
public struct SolvedFrame: Equatable, Sendable {
    public let x, y, width, height: Double
    /// The superview, or the guide's owner.
    public let parent: String

    public init(x: Double, y: Double, width: Double, height: Double, parent: String) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.parent = parent
    }
}

/// The outcome of one constraint at one breakpoint, for the figure's table.
public struct ConstraintStatus: Sendable {
    public enum State: String, Sendable {
        case holds, violated, broken, inactive
    }
    public let reference: String
    public let state: State
    /// How far from holding, in points (0 when it holds).
    public let violation: Double
}

/// One of the constraints UIKit adds without the author writing it (the
/// content-size pair, a stack's `UISV-` constraints, an autoresizing frame,
/// a guide's placement, the root's size), at one breakpoint, for the
/// figure's table. Several solver constraints that read as one (a frame's
/// four, a guide's edges) are one row, in the state of the worst of them.
public struct ImplicitConstraintStatus: Sendable, Equatable {
    public enum Group: String, Sendable, CaseIterable {
        case root = "the root's size"
        case contentSize = "intrinsic content size (hugging and compression resistance)"
        case stack = "stack views (UISV-)"
        case autoresizing = "autoresizing masks (NSAutoresizingMaskLayoutConstraint)"
        case guides = "layout guides"
    }
    public let group: Group
    /// What the row is, as data, and its identity across breakpoints:
    /// worded only when the figure draws it (`BlockNotation.implicitConstraint`).
    public let constraint: ConstraintMention
    public var state: ConstraintStatus.State
    public var violation: Double

    public init(group: Group, constraint: ConstraintMention, state: ConstraintStatus.State, violation: Double) {
        self.group = group
        self.constraint = constraint
        self.state = state
        self.violation = violation
    }
}

/// A view's intrinsic content size on one axis and the two wishes UIKit
/// makes of it (not larger: hugging; not smaller: compression resistance),
/// at one breakpoint, for the figure to say which one gave way.
public struct ContentSizing: Sendable, Equatable {
    public let view: String
    public let axis: Axis
    /// The frame length the content asks for, in points: the intrinsic
    /// size plus the alignment insets on that axis.
    public let natural: Double
    public let hugging: Double
    public let resistance: Double
}

/// A block solved at one breakpoint.
public struct BreakpointSolution: Sendable {
    public let breakpoint: Breakpoint
    public let width: Double
    public let height: Double
    public let sizeClass: SizeClass
    public let direction: LayoutDirection
    /// Declared items by name, in declaration order in `names`.
    public let frames: [String: SolvedFrame]
    public let names: [String]
    /// Scroll views' content sizes (the content layout guide's size).
    public let contentSizes: [String: (width: Double, height: Double)]
    /// For each ambiguous view, another frame the constraints allow.
    public let alternatives: [String: SolvedFrame]
    /// The system guides the block uses (the root's margins, a card's safe
    /// area...), by owner and kind, in their owner's space, for drawing.
    public let guides: [GuideKey: SolvedFrame]
    public internal(set) var diagnostics: [Diagnostic]
    /// Each written constraint's status, in block order.
    public let statuses: [ConstraintStatus]
    /// Every view's intrinsic size per axis, in declaration order.
    public var contentSizing: [ContentSizing] = []
    /// The implicit constraints, in the order they were added.
    public var implicit: [ImplicitConstraintStatus] = []
    /// Each view's properties after the `when` lines that apply here (its
    /// text, colour, hidden, axis...), for drawing: only the ones that differ
    /// from the declaration's.
    public var changedProperties: [String: ItemProperties] = [:]
    /// The frames the constraints leave open, in the order of their
    /// `ambiguous` diagnostics.
    public var ambiguities: [AmbiguousFrame] = []
    /// Optional constraints tied at one priority, in the order of their
    /// `tie` diagnostics.
    public var ties: [TiedConstraints] = []
    /// The required constraints kept broken, in the order of their
    /// `unsatisfiable` diagnostics.
    public var brokenConstraints: [BrokenLayoutConstraint] = []
    /// Each text view's text as laid out in its solved frame, by name.
    public var text: [String: MeasuredText] = [:]
    /// Every item's anchors (the root's, views', guides'), by the item's
    /// name; read them through `position(of:)`.
    public var anchors: [String: AnchorPositions] = [:]
    /// The views whose `bounds.origin` (`contentOffset`) is moved, by name.
    public var boundsOrigins: [String: BoundsOrigin] = [:]
    /// For each item drawn under a moved bounds origin, how far up and left
    /// of its layout position it appears: the sum of its ancestors' bounds
    /// origins (`BoundsShift`). Frames are unchanged by it.
    public var boundsShifts: [String: BoundsOrigin] = [:]
    /// `show steps`: the constraints as the engine's equations, and the
    /// values it found (`SolvedEquation.swift`); empty otherwise.
    public var equations: [SolvedEquation] = []
    public var unknowns: [SolvedUnknown] = []

    /// The properties `item` is drawn with at this breakpoint.
    public func properties(of item: LayoutItem) -> ItemProperties { changedProperties[item.name] ?? item.properties }

    /// How far up and left of its layout position the declared item `name` is drawn.
    public func boundsShift(of name: String) -> BoundsOrigin { boundsShifts[name] ?? .zero }

    /// How far up and left of its layout position `item` is drawn. A scroll
    /// view's content guide lives in its content, so it moves with the
    /// content offset as the subviews do; its other guides stay with it.
    public func boundsShift(of item: LayoutItem) -> BoundsOrigin {
        guard let key = GuideKey(item) else { return boundsShifts[item.name] ?? .zero }
        let owner = key.owner == LayoutBlock.rootName ? BoundsOrigin.zero : (boundsShifts[key.owner] ?? .zero)
        guard key.kind == .content || key.kind == .contentMargins else { return owner }
        return owner + (boundsOrigins[key.owner] ?? .zero)
    }
}

/// Points rounded to 1/1000, as `plumb solve --json` prints them.
public func roundedPoints(_ v: Double) -> Double {
    let r = (v * 1000).rounded() / 1000
    return r == 0 ? 0 : r
}

extension BreakpointSolution {
    /// The same solution for the same block written `lines` further down
    /// its file: only its diagnostics say where they are (every other
    /// record names views and constraints, not places).
    public func moved(byLines lines: Int) -> BreakpointSolution {
        guard lines != 0 else { return self }
        var copy = self
        copy.diagnostics = diagnostics.map { $0.moved(byLines: lines) }
        return copy
    }
}
