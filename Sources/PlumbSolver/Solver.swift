/// An incremental Cassowary solver with UIKit's priority semantics.
///
/// - Priorities are strictly hierarchical: each distinct value in (0, 1000)
///   is its own level, and errors at one level add up (see
///   ``LexicographicObjective``).
/// - A required constraint that cannot hold is kept *broken*, minimized at
///   ``Priority/broken`` (1100), and reported with a minimal set of required
///   constraints that conflict (``BrokenConstraint``), as Apple's engine does
///   instead of throwing.
/// - Edits are incremental: ``suggestValue(_:_:)`` repairs only the rows it
///   touched, with the dual simplex.
/// - Deterministic: the same calls in the same order give bit-identical values.
public final class Solver {
    var tableau = Tableau()

    struct Record {
        let constraint: Constraint
        let markers: Tableau.Markers
        /// The priority its errors are minimized at: its own, or 1100 when broken.
        let level: Double?
        let broken: BrokenConstraint?
    }

    /// Slot per added constraint (nil once removed), in insertion order.
    var records: [Record?] = []
    var recordSlot: [ObjectIdentifier: Int] = [:]
    /// For each tableau symbol: the record slot it marks, or −1.
    var symbolRecord: [Int] = []

    var variableSymbol: [ObjectIdentifier: Symbol] = [:]
    /// Every variable and its symbol, as two parallel lists in order of first
    /// use (which is also symbol order).
    var variableList: [Variable] = []
    var variableSymbols: [Symbol] = []

    struct Edit {
        let constraint: Constraint
        let markers: Tableau.Markers
        var value: Double
    }
    var edits: [ObjectIdentifier: Edit] = [:]
    var editOrder: [Variable] = []

    /// When to stop: past it, adding, removing and suggesting throw
    /// ``SolverError/budgetExceeded`` (the solver is then as after any
    /// failed call: rebuild it), and ``analyze()`` returns what it has.
    public var deadline: Deadline {
        get { tableau.deadline }
        set { tableau.deadline = newValue }
    }

    /// Sub-solvers used to test feasibility do not look for conflict sets.
    let findsConflicts: Bool

    public init() {
        findsConflicts = true
    }

    init(findsConflicts: Bool) {
        self.findsConflicts = findsConflicts
    }

    // MARK: Constraints

    /// Adds a constraint. Returns nil when it was added normally; for a
    /// required constraint that contradicts the required ones already here,
    /// returns how it was broken (it stays in the solver, minimized at 1100).
    @discardableResult
    public func add(_ constraint: Constraint) throws -> BrokenConstraint? {
        let key = ObjectIdentifier(constraint)
        if recordSlot[key] != nil { throw SolverError.duplicateConstraint(constraint.description) }
        guard constraint.expression.isFinite else {
            throw SolverError.nonFiniteNumber("a coefficient or constant of '\(constraint)'")
        }
        guard Priority.isValid(constraint.priority) else { throw SolverError.invalidPriority(constraint.priority) }

        let level: Double? = constraint.isRequired ? nil : constraint.priority
        let insertion = try tableau.insert(terms: terms(of: constraint), constant: constraint.expression.constant,
                                           relation: constraint.relation, priority: level)
        switch insertion {
        case .inserted(let markers):
            store(Record(constraint: constraint, markers: markers, level: level, broken: nil))
            try tableau.optimize(.main)
            return nil
        case .infeasible(_, let certificate):
            if !findsConflicts { throw Unsatisfiable() }
            let conflict = minimalConflict(adding: constraint, certificate: certificate)
            let broken = BrokenConstraint(constraint: constraint, conflict: conflict)
            let retry = try tableau.insert(terms: terms(of: constraint), constant: constraint.expression.constant,
                                           relation: constraint.relation, priority: Priority.broken)
            guard case .inserted(let markers) = retry else {
                throw SolverError.internalFailure("a broken constraint could not be kept as an error")
            }
            store(Record(constraint: constraint, markers: markers, level: Priority.broken, broken: broken))
            try tableau.optimize(.main)
            return broken
        }
    }

    /// Removes a constraint added earlier (broken or not).
    public func remove(_ constraint: Constraint) throws {
        guard let slot = recordSlot[ObjectIdentifier(constraint)], let record = records[slot] else {
            throw SolverError.unknownConstraint(constraint.description)
        }
        try tableau.remove(record.markers, priority: record.level)
        records[slot] = nil
        recordSlot[ObjectIdentifier(constraint)] = nil
        try tableau.optimize(.main)
    }

    public func contains(_ constraint: Constraint) -> Bool {
        recordSlot[ObjectIdentifier(constraint)] != nil
    }

    /// Every constraint in the solver, in the order they were added.
    public var constraints: [Constraint] { records.compactMap { $0?.constraint } }

    /// The required constraints that are currently kept broken.
    public var brokenConstraints: [BrokenConstraint] { records.compactMap { $0?.broken } }

    /// True when nothing is left: no constraint, no row, no objective term.
    public var isEmpty: Bool {
        recordSlot.isEmpty && edits.isEmpty && tableau.rowCount == 0 && tableau.objective.count == 0
    }

    /// Forgets everything.
    public func reset() {
        tableau = Tableau()
        records = []
        recordSlot = [:]
        symbolRecord = []
        variableSymbol = [:]
        variableList = []
        variableSymbols = []
        edits = [:]
        editOrder = []
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible at `priority`. Until the first suggestion
    /// it is held at 0, as in kiwi.
    ///
    /// A *required* edit (priority 1000) is a required equality whose constant
    /// moves: a window's size, which the views inside must fit however they
    /// can. Suggesting a value that contradicts the other required
    /// constraints throws ``SolverError/unsatisfiableSuggestion(_:_:)`` and
    /// leaves the solver as it was; give such an edit its first value before
    /// adding the constraints it bounds, so that a conflict breaks them.
    public func addEditVariable(_ variable: Variable, priority: Double) throws {
        if edits[variable.key] != nil { throw SolverError.duplicateEditVariable(variable.description) }
        guard Priority.isValid(priority) else { throw SolverError.invalidPriority(priority) }
        // An optional edit starts held at 0 (kiwi's behaviour). A required
        // one starts at the variable's current value: held at 0 it could
        // contradict the constraints already there, and would then be kept
        // as a broken constraint, silently ignoring every later suggestion.
        let start = priority >= Priority.required ? value(of: variable) : 0
        let constraint = Constraint(LinearExpression(variable) - start, .equal, priority: priority, label: "edit \(variable)")
        try add(constraint)
        edits[variable.key] = Edit(constraint: constraint, markers: record(of: constraint).markers, value: start)
        editOrder.append(variable)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits[variable.key] else { throw SolverError.unknownEditVariable(variable.description) }
        try remove(edit.constraint)
        edits[variable.key] = nil
        editOrder.removeAll { $0 === variable }
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.key] != nil }

    /// The constraint that holds an edit variable at its suggested value: a
    /// handle, so that callers can tell it from theirs in conflict sets
    /// without reading its label.
    public func editConstraint(of variable: Variable) -> Constraint? { edits[variable.key]?.constraint }

    public var editVariables: [Variable] { editOrder }

    /// Suggests a value for an edit variable and re-solves incrementally.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard value.isFinite else { throw SolverError.nonFiniteNumber("the value suggested for '\(variable)'") }
        guard let edit = edits[variable.key] else { throw SolverError.unknownEditVariable(variable.description) }
        let delta = value - edit.value
        guard let minus = edit.markers.other else {
            // Required: the marker is the equality's dummy, which enters its
            // row with the opposite sign of an optional edit's plus error.
            let saved = tableau
            tableau.shiftEdit(plus: edit.markers.marker, minus: edit.markers.marker, by: -delta)
            do {
                try tableau.dualOptimize()
            } catch {
                tableau = saved
                throw SolverError.unsatisfiableSuggestion(variable.description, value)
            }
            // When required constraints already fix the variable, the edit
            // is redundant: its marker lies in a row of dummies, which no
            // pivot can repair, and a shift there would be silently absorbed
            // (a required equality left off by the difference). That is a
            // contradiction like any other, and the caller must hear of it.
            if tableau.shiftedRedundantEquality {
                tableau = saved
                throw SolverError.unsatisfiableSuggestion(variable.description, value)
            }
            edits[variable.key]!.value = value
            return
        }
        edits[variable.key]!.value = value
        tableau.shiftEdit(plus: edit.markers.marker, minus: minus, by: delta)
        try tableau.dualOptimize()
    }

    /// The value last suggested for an edit variable.
    public func suggestedValue(of variable: Variable) throws -> Double {
        guard let edit = edits[variable.key] else { throw SolverError.unknownEditVariable(variable.description) }
        return edit.value
    }

    // MARK: Values

    /// Whether any constraint added so far mentions `variable` (one that
    /// none does reads 0, as in UIKit's engine).
    public func contains(_ variable: Variable) -> Bool { variableSymbol[variable.key] != nil }

    /// The variable's value in the current solution. A variable the solver has
    /// not seen, or one that nothing determines (non-basic), reads 0.
    public func value(of variable: Variable) -> Double {
        guard let s = variableSymbol[variable.key] else { return 0 }
        return tableau.value(of: s)
    }

    /// Writes every known variable's current value into its ``Variable/value``
    /// in one pass (cheaper than asking for each value separately).
    public func updateVariables() {
        tableau.evaluateAll()
        // One local copy of the tableau (its arrays are shared, not copied):
        // reading it through `self` in the loop would reload it per variable.
        let tableau = self.tableau
        variableList.withUnsafeBufferPointer { variables in
        variableSymbols.withUnsafeBufferPointer { symbols in
            for i in 0..<variables.count { variables[i].value = tableau.cachedValue(of: symbols[i]) }
        }}
    }

    /// Pivots performed so far: a measure of work for benchmarks.
    public var pivotCount: Int { tableau.pivotCount }

    /// Every variable the solver knows, in the order it first met them.
    public var variables: [Variable] { variableList }

    /// How far the current solution is from satisfying `constraint`
    /// (0 when it holds).
    public func violation(of constraint: Constraint) -> Double {
        var v = constraint.expression.constant
        for term in constraint.expression.terms { v += term.coefficient * value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }

    /// The priority levels in use, highest first (1100 when a constraint is
    /// broken), with the total error at each: the objective, level by level.
    public var objectiveByLevel: [(priority: Double, error: Double)] {
        var totals: [Double: Double] = [:]
        for case let record? in records {
            guard let level = record.level else { continue }
            var error = 0.0
            for s in [record.markers.marker, record.markers.other].compactMap({ $0 })
            where tableau.kinds[Int(s)] == .error {
                error += tableau.value(of: s)
            }
            totals[level, default: 0] += error
        }
        return totals.keys.sorted(by: >).map { ($0, totals[$0]!) }
    }

    // MARK: Internals

    func record(of constraint: Constraint) -> Record {
        records[recordSlot[ObjectIdentifier(constraint)]!]!
    }

    func symbol(for variable: Variable) -> Symbol {
        if let s = variableSymbol[variable.key] { return s }
        let s = newSymbol(.external)
        variableSymbol[variable.key] = s
        variableList.append(variable)
        variableSymbols.append(s)
        return s
    }

    func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s = tableau.newSymbol(kind)
        syncSymbolTables()
        return s
    }

    func syncSymbolTables() {
        while symbolRecord.count < tableau.symbolCount {
            symbolRecord.append(-1)
        }
    }

    private func terms(of constraint: Constraint) -> [(Symbol, Double)] {
        constraint.expression.terms.map { (symbol(for: $0.variable), $0.coefficient) }
    }

    private func store(_ record: Record) {
        syncSymbolTables()
        let slot = records.count
        records.append(record)
        recordSlot[ObjectIdentifier(record.constraint)] = slot
        symbolRecord[Int(record.markers.marker)] = slot
        if let other = record.markers.other { symbolRecord[Int(other)] = slot }
    }
}

/// Thrown inside feasibility sub-solvers only.
struct Unsatisfiable: Error {}
