import PlumbDiagnostics
import PlumbLayout

/// A block's text taken all the way: parsed, solved at each breakpoint, with
/// every diagnostic (block-level ones for the text and for `expect` lines,
/// per-breakpoint ones for the solution).
public struct SolvedBlock {
    /// The line of the opening fence (or 1 for a bare `.layout` file).
    public let line: Int
    public let parsed: ParsedBlock
    /// Empty when the text has errors: such a block is reported, not drawn.
    public let breakpoints: [BreakpointSolution]
    public let diagnostics: [Diagnostic]

    public var block: LayoutBlock { parsed.block }

    /// Block diagnostics, then each breakpoint's, without exact repeats. A
    /// problem found at several widths stays one diagnostic per width: the
    /// message names the width, which is part of what the author learns.
    public var allDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        var out: [Diagnostic] = []
        for d in diagnostics + breakpoints.flatMap(\.diagnostics) where seen.insert(d).inserted { out.append(d) }
        return out
    }

    public var hasErrors: Bool { allDiagnostics.contains { $0.severity == .error } }

    /// Parses and solves `code`, whose first character sits at `origin`.
    /// `widths` overrides the breakpoints (`--width`); `defaults` are the
    /// site's breakpoints for blocks that name none. `budget`: seconds the
    /// block may take before it is drawn at the breakpoints solved so far,
    /// with a `budget` warning (nil: no limit).
    public static func solve(_ code: String, origin: SourceLocation, line: Int, widths: [Double]? = nil,
                             defaults: [Double]? = nil, budget: Double? = nil, measurer: TextMeasurer = .shipped) -> SolvedBlock {
        let parsed = BlockParser.parse(code, origin: origin)
        guard parsed.isSolvable else {
            return SolvedBlock(line: line, parsed: parsed, breakpoints: [], diagnostics: capped(parsed.diagnostics))
        }
        let solver = BlockSolver(block: parsed.block, notation: BlockNotation(), measurer: measurer)
        solver.budget = budget
        let solutions = solver.solve(widths: widths, defaults: defaults)
        var diagnostics = capped(parsed.diagnostics)
        if solver.ranOutOfBudget {
            diagnostics.append(solver.budgetDiagnostic(solved: solutions.count,
                                                       of: solver.plannedBreakpoints(widths: widths, defaults: defaults).count))
        }
        let found = Set(solutions.flatMap(\.diagnostics).map(\.kind))
        for (kind, location) in parsed.block.expectedKinds where !found.contains(kind) && !solver.ranOutOfBudget {
            diagnostics.append(Diagnostic(.error, kind, "this block expects a '\(kind.rawValue)' diagnostic, but it has none at any breakpoint",
                                          at: location, suggestion: "remove 'expect \(kind.rawValue)' if the layout was fixed"))
        }
        return SolvedBlock(line: line, parsed: parsed, breakpoints: solutions, diagnostics: diagnostics)
    }

    /// The most diagnostics one block reports in full. A line of 100,000
    /// unknown names is one mistake repeated: the first ones show it, a
    /// count says how many more there were.
    public static let diagnosticLimit = 50

    static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > diagnosticLimit else { return diagnostics }
        var kept = Array(diagnostics.prefix(diagnosticLimit))
        let rest = diagnostics.count - diagnosticLimit
        kept.append(Diagnostic(.error, diagnostics[diagnosticLimit].kind,
                               "\(rest) more problem\(rest == 1 ? "" : "s") in this block not shown (the first \(diagnosticLimit) are above)",
                               at: diagnostics[diagnosticLimit].location, suggestion: "fix these first; the rest are often the same mistake"))
        return kept
    }
}
