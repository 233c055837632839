import PlumbSolver

/// A solver set aside during a live sweep, holding one lowered system
/// exactly (`LoweredSystem.serial`), with what `BlockSolver` knows of it.
struct ParkedSolver {
    let serial: Int
    let solver: Solver
    let active: [ConstraintKey: LoweredConstraint]
    let activeOrder: [ConstraintKey]
    let sources: [ObjectIdentifier: ConstraintSource]
}

extension BlockSolver {
    /// The most solvers a sweep keeps aside, as many as the lowerings it
    /// keeps (`keptLowerings`).
    static let keptSolvers = 4

    /// Moves from the solver holding system `held` to one holding `system`:
    /// a parked one when there is one, else one built afresh at `width`;
    /// the one left is parked.
    ///
    /// Why: every width is solved first with its text unwrapped and then
    /// again as the text wraps there (`solve(at:)`), so each check of a
    /// piece with a wrapping label solves two systems in turn. One solver
    /// moved between them removed and added the label's constraints twice
    /// per check (2,300 such moves in the 1,403 checks of content/'s
    /// figures); with a solver per system, a check only moves the root's
    /// width in each.
    func switchSolver(from held: Int, to system: LoweredSystem, width: Double) throws {
        let taken = parkedSolvers.firstIndex { $0.serial == system.serial }.map { parkedSolvers.remove(at: $0) }
        parkedSolvers.append(ParkedSolver(serial: held, solver: solver, active: active, activeOrder: activeOrder, sources: sources))
        if parkedSolvers.count > BlockSolver.keptSolvers { parkedSolvers.removeFirst() }
        if let taken {
            sweepStatistics.parkedSolversTakenUp += 1
            (solver, active, activeOrder, sources) = (taken.solver, taken.active, taken.activeOrder, taken.sources)
            appliedSystem = system.serial
            return
        }
        // Unknown until this succeeds: a throw leaves the solver half-built.
        appliedSystem = nil
        sweepStatistics.solversBuilt += 1
        try buildAfresh(system.all, width: width)
        appliedSystem = system.serial
    }

    /// Parks again the solvers set aside before a piece's restart, which
    /// the restart's fresh build dropped (`apply` rebuilds with none, so
    /// that the piece's own solver, the one the engine sweeps, is built
    /// afresh at its first width whatever came before).
    ///
    /// Why: a later piece's checks and bisection meet systems solved
    /// before the restart (the title on one line, met at the first piece's
    /// middle), which were built again. A parked solver holds its system
    /// exactly and is only moved by the root's width, as within a piece;
    /// the sweep, run the same way each time, stays a function of the
    /// block alone (none is parked before its first restart). Saves 17 M
    /// of content/'s 3,512 M instructions: most solvers a sweep builds are
    /// a restart's own system, met by the bisection just before it and
    /// built afresh at the piece's first width, as a snapshot is.
    func reparkSolvers(_ earlier: [ParkedSolver]) {
        let held = Set(parkedSolvers.map(\.serial) + [appliedSystem].compactMap { $0 })
        let kept = earlier.filter { !held.contains($0.serial) }
        parkedSolvers = Array((kept + parkedSolvers).suffix(BlockSolver.keptSolvers))
    }
}
