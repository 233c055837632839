/// What a live sweep's checks cost, for tests and `plumb bench figures`:
/// the sweep is most of a figure's solving, and its checks are most of the
/// sweep.
public struct SweepStatistics: Equatable, Sendable {
    /// Widths solved afresh to check a piece or to find where it ends.
    public var probes = 0
    /// Of those, the ones spent bisecting for a change that no candidate
    /// width (a label rewrapping, the context turning over) explained.
    public var bisectionProbes = 0
    /// Solves that went to another system met in the same sweep (a wrapping
    /// label's first pass and its measured pass are two systems) and took
    /// up the solver parked for it, moving only the root's width.
    public var parkedSolversTakenUp = 0
    /// Solvers built for a system met in a sweep's checks, kept aside
    /// between them instead of swapping one solver's constraints.
    public var solversBuilt = 0

    public init() {}

    public static func + (a: SweepStatistics, b: SweepStatistics) -> SweepStatistics {
        var s = a
        s.probes += b.probes
        s.bisectionProbes += b.bisectionProbes
        s.parkedSolversTakenUp += b.parkedSolversTakenUp
        s.solversBuilt += b.solversBuilt
        return s
    }

    /// What was spent after `earlier` was read.
    func since(_ earlier: SweepStatistics) -> SweepStatistics {
        var s = self
        s.probes -= earlier.probes
        s.bisectionProbes -= earlier.bisectionProbes
        s.parkedSolversTakenUp -= earlier.parkedSolversTakenUp
        s.solversBuilt -= earlier.solversBuilt
        return s
    }
}
