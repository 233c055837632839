import PlumbSolver

/// Everything lowering a breakpoint's system reads: the lowering signature
/// (direction, properties, text, each stack's baseline view), what the
/// implicit constraints read from the context (the canvas height, the root's
/// safe area and which side of 375 its margins are on), which written
/// constraints' conditions hold, and what the solution fed back (subviews'
/// safe areas, preserved margins). Two solves with equal inputs lower to the
/// same constraints, so a live sweep's checks, which solve the same system
/// at width after width, lower it once and reuse the very constraint objects
/// (the solver then only moves the root: `BlockSolver.apply`).
struct LoweringInputs: Equatable {
    let signature: BreakpointSystem.Signature
    let height: CanvasHeight
    let deviceSafeArea: Insets?
    let wideRootMargins: Bool
    /// Per written constraint, whether its `when` conditions hold.
    let writtenApplies: [Bool]
    let safeInsets: [ObjectIdentifier: Insets]
    let preservedMargins: [ObjectIdentifier: Insets]

    init(_ system: BreakpointSystem) {
        signature = system.signature
        height = system.context.height
        deviceSafeArea = system.context.deviceSafeArea
        // `BreakpointSystem.ownMargins` reads the width only for this.
        wideRootMargins = system.context.width > RootMargins.widenAbove
        writtenApplies = system.block.constraints.map { c in c.conditions.allSatisfy { $0.holds(in: system.context) } }
        safeInsets = system.safeInsets
        preservedMargins = system.preservedMargins
    }

    /// The cheap fields first: a sweep's checks compare these against
    /// every kept system, and the signature's dictionaries of properties
    /// were most of the comparing when a `when` line or the margins' side
    /// already told two systems apart.
    static func == (a: LoweringInputs, b: LoweringInputs) -> Bool {
        a.wideRootMargins == b.wideRootMargins && a.height == b.height && a.deviceSafeArea == b.deviceSafeArea
            && a.writtenApplies == b.writtenApplies && a.safeInsets == b.safeInsets
            && a.preservedMargins == b.preservedMargins && a.signature == b.signature
    }
}

/// A breakpoint system lowered once, kept for solves with the same inputs.
struct LoweredSystem {
    let inputs: LoweringInputs
    let all: [LoweredConstraint]
    /// The keys of `all`: what the solver holds once it is applied.
    let keys: Set<ConstraintKey>
    /// Tells lowerings apart, so that the solver knows it holds this one.
    let serial: Int
}
