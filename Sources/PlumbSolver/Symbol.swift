/// A tableau symbol: a dense integer id (its creation order, which makes
/// every tie-break deterministic); its kind says how it may move. A type of
/// its own, not `Int32`, though rows are numbered by `Int32` too: swapping
/// a row and a symbol (`pivot(_:entering:)`'s arguments) must not compile.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    let id: Int32

    init(_ id: Int32) { self.id = id }
    init(_ index: Int) { id = Int32(index) }

    /// No symbol: where a search has found none yet.
    static let none = Symbol(-1 as Int32)
    /// After every symbol, for a search for the smallest.
    static let max = Symbol(Int32.max)

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    var description: String { "s\(id)" }
}

extension Int {
    /// The symbol's index in the per-symbol arrays.
    @inline(__always) init(_ symbol: Symbol) { self = Int(symbol.id) }
}

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
