import Foundation

/// Where a block's solving time goes, for `plumb bench blocks`: the layout
/// model (properties, text measurement, lowering anchors to expressions),
/// the engine (adding, removing, suggesting, reading values), the ambiguity
/// and tie analysis, and reading frames and statuses out.
public struct SolveTimings: Sendable {
    public var model = 0.0
    public var engine = 0.0
    public var analysis = 0.0
    public var reading = 0.0
    public var breakpoints = 0

    public init() {}

    public var total: Double { model + engine + analysis + reading }

    public static func + (a: SolveTimings, b: SolveTimings) -> SolveTimings {
        var s = a
        s.model += b.model
        s.engine += b.engine
        s.analysis += b.analysis
        s.reading += b.reading
        s.breakpoints += b.breakpoints
        return s
    }

    /// Seconds since the last lap.
    struct Lap {
        private var last = DispatchTime.now().uptimeNanoseconds

        mutating func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { last = now }
            return Double(now - last) * 1e-9
        }
    }
}
