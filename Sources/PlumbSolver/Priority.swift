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

    static func isValid(_ p: Double) -> Bool { p.isFinite && p > 0 && p <= required }
}
