/// Tableau symbols are dense integer ids (their creation order, which makes
/// every tie-break deterministic); their kind says how they may move.
typealias Symbol = Int32

enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality, or the artificial variable of phase 1: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0 and minimized at its priority.
    case error
    /// The marker of a required equality: restricted to zero, never enters.
    case dummy

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Coefficients smaller than this are treated as zero and dropped from rows.
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }
