/// Constraint priorities, as in UIKit's `UILayoutPriority`: any value in
/// (0, 1000]. 1000 is required; every other distinct value is its own level,
/// strictly above every lower one (a violation at 751 is never traded for any
/// amount of violation at 750).
public enum Priority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50

    /// The level at which the error of a required constraint that could not
    /// be satisfied is minimized: above every optional priority, below the
    /// required ones (Apple's engine uses the same value).
    public static let broken: Double = 1100

    /// Levels below this only break ties: a constraint there chooses among
    /// solutions every real level finds equally good (a figure drawing the
    /// outcome its author named), and the analysis looks through it, so what
    /// it decides is still reported as a tie or ambiguity. No priority UIKit
    /// or the layout language writes is below 1.
    public static let tiebreakBelow: Double = 1
    /// The level a tie-breaking constraint is added at.
    public static let tiebreak: Double = 0.25

    static func isValid(_ p: Double) -> Bool { p.isFinite && p > 0 && p <= required }
}
