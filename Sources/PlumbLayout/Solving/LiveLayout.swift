import PlumbDiagnostics

/// A length as an affine function of the root width W: `intercept + slope·W`.
public struct Affine: Equatable, Sendable, CustomStringConvertible {
    public var intercept: Double
    public var slope: Double

    public init(_ intercept: Double, slope: Double = 0) {
        self.intercept = intercept
        self.slope = slope
    }

    public static let zero = Affine(0)

    public func at(_ w: Double) -> Double { intercept + slope * w }

    /// Equal up to the solver's rounding.
    public func isClose(to other: Affine) -> Bool {
        abs(intercept - other.intercept) <= LayoutTolerance.sameIntercept * max(1, abs(intercept), abs(other.intercept))
            && abs(slope - other.slope) <= LayoutTolerance.sameSlope * max(1, abs(slope), abs(other.slope))
    }

    /// "W − 98", "0.5 W", "120": the form the prose and `plumb solve --sweep` print.
    public var description: String {
        let c = roundedPoints(intercept)
        let s = (slope * 1_000_000).rounded() / 1_000_000
        if s == 0 { return c.compact }
        var out = s == 1 ? "W" : s == -1 ? "−W" : "\(s < 0 ? "−" : "")\(abs(s).compact) W"
        if c != 0 { out += c < 0 ? " − \(abs(c).compact)" : " + \(c.compact)" }
        return out
    }
}

/// A view's or guide's frame as functions of W, in its container's space
/// (as `SolvedFrame`).
public struct LiveFrame: Equatable, Sendable {
    public var x, y, width, height: Affine
    public let parent: String

    public func at(_ w: Double) -> SolvedFrame {
        SolvedFrame(x: x.at(w), y: y.at(w), width: width.at(w), height: height.at(w), parent: parent)
    }
}

/// One stretch of widths over which every frame is affine in W and nothing
/// discrete changes (which constraints apply, how text wraps, the
/// properties `when` lines set).
public struct LivePiece: Sendable {
    public internal(set) var lower: Double
    public internal(set) var upper: Double
    /// Whether `lower` itself belongs to this piece. A rule such as UIKit's
    /// 16-point root margins "up to 375 pt wide" ends at 375 included: the
    /// next piece starts just after it.
    public var includesLower = true
    /// Written constraints (by index) that break in this piece (required
    /// ones UIKit had to drop) or give way (optional ones not met).
    public var broken: [Int] = []
    public var givingWay: [Int] = []
    /// The views a tie between optional constraints moves in this piece
    /// (UIKit may draw either outcome), when the sweep looked for ties.
    public var tiedViews: [String] = []
    /// Each label that UILabel cuts with "…" somewhere: the frame width
    /// below which it does (`MeasuredText.truncationWidth`, for the piece's
    /// properties).
    public var truncatedBelow: [String: Double] = [:]
    /// The written constraints not met anywhere inside the piece (from the
    /// engine's `ParametricSweep.Piece.unsatisfied`), keyed as the system
    /// is: two pieces with the same frames but another set are not one.
    var unsatisfied: Set<ConstraintKey> = []
    /// Why the piece ends at `upper` (`.rangeEnds` for the last one).
    public internal(set) var ending: [LivePieceEnd] = []
    /// Declared items by name.
    public let frames: [String: LiveFrame]
    /// The root's height (a function of W for `canvas Wxauto`).
    public let height: Affine
    /// Scroll views' content sizes.
    public let contentSizes: [String: (width: Affine, height: Affine)]
    /// Each declared item's properties after the `when` lines that apply here.
    public let properties: [String: ItemProperties]

    public func frame(_ name: String, at w: Double) -> SolvedFrame? { frames[name]?.at(w) }
}

/// A block's layout at every root width in `lower...upper`: exact, as
/// piecewise-affine functions of the width W (`BlockSolver.sweep`). Adjacent
/// pieces either meet (a bend: some length starts or stops following W) or
/// not (a jump: text rewraps, a `when` condition switches, a tie flips).
public struct LiveLayout: Sendable {
    public let lower: Double
    public let upper: Double
    public let direction: LayoutDirection
    /// In order; each piece is `[lower, upper)`, the last one closed.
    public let pieces: [LivePiece]
    /// Views whose frames the constraints leave open: drawn where the
    /// solver put them, not compared with a fresh solve.
    public let ambiguous: Set<String>
    /// Declared items, in declaration order.
    public let names: [String]
    /// What finding the pieces cost (probes, bisection, system swaps).
    public var cost = SweepStatistics()

    public init(lower: Double, upper: Double, direction: LayoutDirection, pieces: [LivePiece], ambiguous: Set<String>, names: [String]) {
        self.names = names
        self.lower = lower
        self.upper = upper
        self.direction = direction
        self.pieces = pieces
        self.ambiguous = ambiguous
    }

    public func piece(at w: Double) -> LivePiece? {
        guard w >= lower, w <= upper else { return nil }
        return pieces.last { w > $0.lower || (w == $0.lower && $0.includesLower) } ?? pieces.first
    }

    /// Whether some frame does not continue across the start of piece `i`.
    public func jumps(at i: Int) -> Bool {
        guard i > 0, i < pieces.count else { return false }
        let w = pieces[i].lower, before = pieces[i - 1], after = pieces[i]
        if abs(before.height.at(w) - after.height.at(w)) > LayoutTolerance.points { return true }
        for (name, f) in after.frames {
            guard let g = before.frames[name] else { return true }
            let a = f.at(w), b = g.at(w)
            for (p, q) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] where abs(p - q) > LayoutTolerance.points { return true }
        }
        return false
    }
}
