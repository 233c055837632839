import PlumbDiagnostics
import PlumbLayout

/// System spacing is 8 points between views (the Auto Layout Guide's
/// standard space), but between two text baselines UIKit derives it from
/// the fonts at them, by a rule it does not publish (see
/// `../shared/reference/uikit-semantics.md`, "System spacing"). A figure
/// drawn with 8 there may not be UIKit's, so the block says so at the
/// constraint instead of silently drawing a guess.
enum BaselineSystemSpacing {
    static func warnings(_ block: LayoutBlock) -> [Diagnostic] {
        block.constraints.compactMap { c in
            guard case .system = c.constant, c.origin != .stack else { return nil }
            let refs = c.first.refs + (c.second?.refs ?? [])
            let baselines = refs.filter { $0.anchor == .firstBaseline || $0.anchor == .lastBaseline }
            guard refs.count == 2, baselines.count == 2 else { return nil }
            return Diagnostic(.warning, .unsupported, BlockMessage(.baselineSystemSpacing), at: c.location)
        }
    }
}
