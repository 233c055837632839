import Glibc

/// A moment on the monotonic clock after which long work stops: the budget
/// a site gives each layout block (`blockBudgetSeconds`). Checked every few
/// dozen pivots and per quantity analysed, so its cost does not show.
public struct Deadline: Sendable, Equatable {
    let nanoseconds: UInt64

    public static let never = Deadline(nanoseconds: .max)

    public static func after(seconds: Double) -> Deadline {
        guard seconds.isFinite, seconds > 0 else { return .never }
        return Deadline(nanoseconds: now() &+ UInt64(min(seconds, 1e9) * 1e9))
    }

    public var hasPassed: Bool { nanoseconds != .max && Deadline.now() > nanoseconds }

    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }
}
