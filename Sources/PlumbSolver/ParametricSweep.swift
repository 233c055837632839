/// Every variable as an exact piecewise-affine function of one edit value.
///
/// Within a piece the optimal basis does not change, so each value is
/// `intercept + slope·t`; the boundaries are where the basis must change,
/// found from the tableau (a row's constant reaching zero), not by sampling.
/// Adjacent pieces whose functions are identical are merged, so boundaries
/// are where some value bends, or where a constraint starts or stops being
/// met: an error variable leaves or reaches zero (a broken constraint that
/// starts to hold at a wider root moves no frame, but what the piece
/// reports about it changes there).
public struct ParametricSweep {
    public struct Piece {
        public let lower: Double
        public let upper: Double
        /// Per variable, in the sweep's `variables` order.
        public let intercepts: [Double]
        public let slopes: [Double]
        /// The watched constraints (`Solver.sweep(watching:)`) not met
        /// anywhere inside the piece (an optional one giving way, or a
        /// broken required one), in the order they were added; every other
        /// watched constraint holds all across it. Edits are never watched.
        public let unsatisfied: [Constraint]
    }

    /// The edit variable that was swept.
    public let edit: Variable
    public let variables: [Variable]
    public let pieces: [Piece]

    /// An error above this (in points) is a constraint not met.
    static let unmetError = 1e-7
    /// A row's constant falls with the parameter only where its sensitivity
    /// is below minus this: a smaller one is the rounding of a zero (a
    /// pivot's relative error), and would end a piece where nothing bends.
    static let sensitivityNoise = 1e-12
    /// Two pieces' slopes and intercepts this close (relative) are the same
    /// function: far below what a figure shows (1/1000 pt), far above the
    /// sweep's rounding.
    static let sameFunction = 1e-9

    /// The interior boundaries between pieces.
    public var breakpoints: [Double] { pieces.dropFirst().map(\.lower) }

    public func piece(at t: Double) -> Piece? {
        pieces.first { t >= $0.lower && t <= $0.upper }
    }

    /// The variable's value at `t`, or nil outside the swept interval or for
    /// a variable the solver did not know.
    public func value(of variable: Variable, at t: Double) -> Double? {
        guard let i = variables.firstIndex(where: { $0 === variable }), let piece = piece(at: t) else { return nil }
        return piece.intercepts[i] + piece.slopes[i] * t
    }

    /// The affine function (intercept, slope) of a variable on each piece.
    public func function(of variable: Variable) -> [(lower: Double, upper: Double, intercept: Double, slope: Double)] {
        guard let i = variables.firstIndex(where: { $0 === variable }) else { return [] }
        return pieces.map { ($0.lower, $0.upper, $0.intercepts[i], $0.slopes[i]) }
    }
}

extension Solver {
    /// Sweeps an edit variable over [lower, upper]. The solver is left at the
    /// value that was suggested before the sweep. A required edit whose
    /// required constraints forbid values past some point inside the
    /// interval is swept up to that point: the last piece ends there, short
    /// of `upper`. (One that cannot even start at `lower` throws.)
    ///
    /// `watching`: the constraints whose being met or not ends a piece
    /// (`Piece.unsatisfied`); nil for every constraint but the edits. A
    /// caller that reports only some of them watches only those, so the
    /// others split no piece it would have to check.
    public func sweep(_ edit: Variable, from lower: Double, to upper: Double, watching: [Constraint]? = nil) throws -> ParametricSweep {
        guard lower.isFinite, upper.isFinite, lower <= upper else { throw SolverError.invalidInterval(lower, upper) }
        guard let info = edits[edit.key] else { throw SolverError.unknownEditVariable(edit.description) }
        let original = info.value
        let markers = record(of: info.constraint).markers
        // How a row's constant moves per unit of the edit. An optional edit
        // shifts its plus and minus errors; a required one (the root width)
        // has only its equality's dummy, which moves the other way
        // (`suggestValue`).
        let edgeSensitivity: (Tableau, Int32) -> Double
        if let minus = markers.other {
            let plus = markers.marker
            edgeSensitivity = { tableau, r in tableau.editSensitivity(row: r, plus: plus, minus: minus) }
        } else {
            let dummy = markers.marker
            edgeSensitivity = { tableau, r in -tableau.identityCoefficient(row: r, of: dummy) }
        }
        let known = Array(zip(variableSymbols, variableList))
        let watched = watchedRecords(watching)

        // A required edit may meet a value the required constraints forbid:
        // the sweep then throws and leaves the solver as it found it.
        let savedTableau = tableau
        do {
            return try sweep(edit, from: lower, to: upper, sensitivity: edgeSensitivity, known: known, watched: watched,
                             restoring: original)
        } catch {
            tableau = savedTableau
            edits[edit.key]?.value = original
            throw error
        }
    }

    private func sweep(_ edit: Variable, from lower: Double, to upper: Double, sensitivity edgeSensitivity: (Tableau, Int32) -> Double,
                       known: [(Symbol, Variable)], watched: [Record], restoring original: Double) throws -> ParametricSweep {
        try suggestValue(edit, lower)
        var pieces: [ParametricSweep.Piece] = []
        var t = lower
        var steps = 0
        while true {
            tableau.generation += 1   // slopes are memoized per generation
            // Each row's constant moves by this much per unit of the edit.
            // Through a local copy (one reference per array): handing the
            // property itself to the closure copied the tableau once per row.
            let current = tableau
            var rowSensitivity = [Double](repeating: 0, count: current.rows.count)
            for r in current.rows.indices where current.rowLive[r] {
                rowSensitivity[r] = edgeSensitivity(current, Int32(r))
            }
            let sensitivity: (Int32) -> Double = { r in rowSensitivity[Int(r)] }
            var intercepts: [Double] = []
            var slopes: [Double] = []
            for (s, _) in known {
                let (value, slope) = tableau.evaluate(s, sensitivity: sensitivity)
                intercepts.append(value - slope * t)
                slopes.append(slope)
            }
            var next = upper
            for r in tableau.rows.indices where tableau.rowLive[r] && !tableau.rows[r].isExternal {
                let a = rowSensitivity[r]
                if a < -ParametricSweep.sensitivityNoise {
                    next = min(next, t + max(0, tableau.rows[r].body.constant) / -a)
                }
            }
            next = max(next, t)
            if next > t || pieces.isEmpty {
                let unsatisfied = unsatisfiedConstraints(watched, midway: (next - t) / 2, sensitivity: sensitivity)
                pieces.append(.init(lower: t, upper: next, intercepts: intercepts, slopes: slopes, unsatisfied: unsatisfied))
            }
            if next >= upper { break }
            try suggestValue(edit, next)
            // No dual step past `next`: the required constraints allow no
            // larger value (a required edit running into a conflict). The
            // sweep ends there, its last piece closed at `next`; the caller
            // sees the pieces stop short of `upper`.
            guard try crossBreakpoint(sensitivity: edgeSensitivity) else { break }
            t = next
            steps += 1
            if steps > 1_000_000 { throw SolverError.internalFailure("parametric sweep did not terminate") }
        }
        try suggestValue(edit, original)
        return ParametricSweep(edit: edit, variables: known.map(\.1), pieces: merged(pieces))
    }

    /// At a breakpoint, rows whose constant is 0 and would go negative as the
    /// edit increases must leave the basis: dual steps on the perturbed rows.
    /// False when such a row has no symbol to enter: nothing the constraints
    /// allow lets the edit grow further.
    private func crossBreakpoint(sensitivity: (Tableau, Int32) -> Double) throws -> Bool {
        var pivots = 0
        while true {
            var leaving: Int32 = -1
            let current = tableau   // see `sweep`: one copy, not one per row
            for r in current.rows.indices where current.rowLive[r] && !current.rows[r].isExternal {
                if abs(current.rows[r].body.constant) > Tableau.feasibilityTolerance { continue }
                if sensitivity(current, Int32(r)) < -ParametricSweep.sensitivityNoise {
                    if leaving < 0 || current.rows[r].head < current.rows[Int(leaving)].head { leaving = Int32(r) }
                }
            }
            if leaving < 0 { return true }
            guard let (entering, _) = tableau.chooseDualEntering(row: leaving) else { return false }
            tableau.pivot(leaving, entering: entering)
            pivots += 1
            if pivots > 100_000 { throw SolverError.internalFailure("breakpoint crossing did not terminate") }
        }
    }

    /// The constraints whose error is above zero `offset` past the edit's
    /// current value: inside a piece an error is affine, so it is zero all
    /// across the piece or nowhere inside it, and the middle tells which.
    private func unsatisfiedConstraints(_ watched: [Record], midway offset: Double, sensitivity: @escaping (Int32) -> Double) -> [Constraint] {
        var out: [Constraint] = []
        for record in watched {
            var error = 0.0
            for s in [record.markers.marker, record.markers.other].compactMap({ $0 }) where tableau.kinds[Int(s)] == .error {
                let (value, slope) = tableau.evaluate(s, sensitivity: sensitivity)
                error += value + slope * offset
            }
            // The statuses' own tolerance is 10⁻⁶ pt; an error this small is
            // the tableau's rounding, not a constraint given way.
            if error > ParametricSweep.unmetError { out.append(record.constraint) }
        }
        return out
    }

    /// The records of the constraints that can go unmet (those with error
    /// variables: optional or broken), edits aside, among `watching` (all
    /// when nil), in the order they were added.
    private func watchedRecords(_ watching: [Constraint]?) -> [Record] {
        let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
        let wanted = watching.map { Set($0.map(ObjectIdentifier.init)) }
        return records.compactMap { record in
            guard let record, record.level != nil, !editConstraints.contains(ObjectIdentifier(record.constraint)),
                  wanted?.contains(ObjectIdentifier(record.constraint)) ?? true else { return nil }
            return record
        }
    }

    private func merged(_ pieces: [ParametricSweep.Piece]) -> [ParametricSweep.Piece] {
        var result: [ParametricSweep.Piece] = []
        for piece in pieces {
            if let last = result.last, sameFunctions(last, piece), sameConstraints(last.unsatisfied, piece.unsatisfied) {
                result[result.count - 1] = .init(lower: last.lower, upper: piece.upper,
                                                 intercepts: last.intercepts, slopes: last.slopes, unsatisfied: last.unsatisfied)
            } else {
                result.append(piece)
            }
        }
        return result
    }

    private func sameConstraints(_ a: [Constraint], _ b: [Constraint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }

    private func sameFunctions(_ a: ParametricSweep.Piece, _ b: ParametricSweep.Piece) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= ParametricSweep.sameFunction * max(1, abs(x), abs(y)) }
        for i in a.slopes.indices where !close(a.slopes[i], b.slopes[i]) || !close(a.intercepts[i], b.intercepts[i]) {
            return false
        }
        return true
    }
}
