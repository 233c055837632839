/// A required constraint the solver could not satisfy together with the
/// required constraints already present.
///
/// As in Apple's engine, it is not thrown away: its error is minimized at
/// priority 1100 (above every optional priority), so the layout comes as close
/// to it as the other required constraints allow. A broken inequality has one
/// error, on the side it is violated. A broken equality gets an error on each
/// side, of which at most one is ever nonzero: the same layout as Apple's
/// one-sided error, but later edits that move the conflict to the other side
/// re-solve instead of failing.
public struct BrokenConstraint {
    /// The constraint whose addition failed: the one that is broken.
    public let constraint: Constraint
    /// A minimal conflicting set: required constraints (this one among them)
    /// that cannot all hold, where dropping any single one makes the rest
    /// satisfiable.
    public let conflict: [Constraint]
}
