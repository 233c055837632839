/// A required constraint the solver could not satisfy together with the
/// required constraints already present.
///
/// As in Apple's engine, it is not thrown away: it stays in the solver as a
/// one-sided error minimized at priority 1100 (above every optional priority),
/// so the layout comes as close to it as the other required constraints allow.
public struct BrokenConstraint {
    /// The constraint whose addition failed: the one that is broken.
    public let constraint: Constraint
    /// A minimal conflicting set: required constraints (this one among them)
    /// that cannot all hold, where dropping any single one makes the rest
    /// satisfiable.
    public let conflict: [Constraint]
}
