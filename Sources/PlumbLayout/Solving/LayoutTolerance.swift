/// The tolerances of solving a block and sweeping it, each named once next
/// to the reason for its value (the solver's own are beside its tableau:
/// `Tableau.feasibilityTolerance`, `ParametricSweep.unmetError`).
///
/// The solver's answers are exact to about 1e-9 pt for the sizes a block
/// can hold (numbers are at most 1,000,000); frames are reported to
/// 1/1000 pt. A tolerance sits between the two: above the solver's rounding,
/// far below anything a figure shows.
public enum LayoutTolerance {
    /// A constraint whose error is at most this many points holds; more is
    /// a constraint given way (or broken). Also the least negative size
    /// reported as negative, and the least jump of a frame at a piece's
    /// start that the live panel draws as one.
    public static let points = 1e-6

    /// Two solves of one width agree when every frame value is within this
    /// much of the other, relative to its size: a sweep's affine function
    /// evaluated at a width carries the rounding of its slope times W.
    static let sweepAgreement = 1e-6

    /// Where a piece ends is found to this fraction of the width (about
    /// 1e-4 pt at 1024): far below the 1/1000 pt a figure's widths show.
    static let boundaryPrecision = 1e-7

    /// The narrowest range the engine's sweep is halved to before it is
    /// reported as failing, in points.
    static let narrowestSweep = 1e-6

    /// Two affine functions are one (`Affine.isClose`): intercepts to this
    /// relative error, which the bisection's 1e-7 of a width bounds...
    static let sameIntercept = 1e-7
    /// ...and slopes to this, a thousand times below what moves a frame by
    /// 1/1000 pt over a 1,000,000 pt range.
    static let sameSlope = 1e-9

    /// Heights within this are equal when a horizontal stack picks its
    /// tallest view: the first of equal ones stays the tallest at every
    /// width, as in UIKit, instead of rounding deciding.
    static let equalHeight = 1e-9

    /// A tie's other pick is drawn as a ghost only where it moves a view by
    /// more than this: the 1/1000 pt frames are reported to.
    static let drawnDifference = 0.001
}
