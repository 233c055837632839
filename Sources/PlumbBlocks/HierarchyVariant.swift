import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A view tree that changes with the size class (issue 28 §3): the seed's
/// product card removes its views and rebuilds itself per trait
/// collection, so a view may be declared under `when compact:` in one
/// place and under `when regular:` in another (arranged in a stack in one
/// class, a plain subview in the other).
///
/// Such a block is read once per size class and direction, each reading
/// keeping only the lines whose class and direction conditions hold: a
/// whole, ordinary `LayoutBlock` per variant, which `SolvedBlock` solves at
/// the breakpoints of its class. Declarations may depend on the class and
/// the direction only, which every breakpoint decides before anything is
/// solved (a `when width` declaration is an error: Plumb could not tell
/// which tree a width's layout starts from).
public struct HierarchyVariant: Hashable, Sendable, CustomStringConvertible {
    public let sizeClass: SizeClass
    public let direction: LayoutDirection

    public init(sizeClass: SizeClass, direction: LayoutDirection) {
        self.sizeClass = sizeClass
        self.direction = direction
    }

    public init(_ context: BreakpointContext) {
        self.init(sizeClass: context.sizeClass, direction: context.direction)
    }

    /// Whether a line under `conditions` is read in this variant: every
    /// class and direction condition holds (width conditions are left to
    /// each breakpoint).
    func reads(_ conditions: [Condition]) -> Bool {
        conditions.allSatisfy { c in
            switch c {
            case .sizeClass(let s): return s == sizeClass
            case .direction(let d): return d == direction
            case .width: return true
            }
        }
    }

    public var description: String { direction == .ltr ? sizeClass.rawValue : "\(sizeClass.rawValue), \(direction.rawValue)" }
}

extension BlockParser {
    /// The block read once per variant, when pass 1 found a declaration
    /// under `when`: every variant's block, and the diagnostics of all of
    /// them, each once (most lines are read in every variant).
    static func parseVariants(_ lines: [SourceLine], origin: SourceLocation, deadline: Deadline, directions: [LayoutDirection]) -> ParsedBlock {
        var variants: [(HierarchyVariant, ParsedBlock)] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        var ranOut = false
        for direction in directions {
            for sizeClass in SizeClass.allCases {
                let variant = HierarchyVariant(sizeClass: sizeClass, direction: direction)
                let parser = BlockParser(lines, origin: origin, deadline: deadline)
                parser.assumed = variant
                parser.run()
                for d in parser.diagnostics where seen.insert("\(d.location)|\(d.kind)|\(d.message)").inserted { diagnostics.append(d) }
                ranOut = ranOut || parser.ranOutOfBudget
                variants.append((variant, ParsedBlock(block: parser.block, diagnostics: parser.diagnostics, ranOutOfBudget: parser.ranOutOfBudget)))
            }
        }
        var parsed = ParsedBlock(block: variants[0].1.block, diagnostics: diagnostics, ranOutOfBudget: ranOut)
        parsed.variants = variants
        return parsed
    }

    /// A declaration under `when` (`conditions`, nil when one of them did
    /// not parse: that line has its own error): read in the variant it
    /// belongs to, skipped in the others. Returns whether to declare it.
    func acceptsConditionalDeclaration(_ line: SourceLine, conditions: [Condition]?) -> Bool {
        declaresUnderWhen = true
        guard let assumed, let conditions else { return false }
        if conditions.contains(where: { if case .width = $0 { return true } else { return false } }) {
            error(.syntax, .line(.declaredUnderWidth), at: line.location(at: 0), hint: .declareUnderSizeClass)
            return false
        }
        return assumed.reads(conditions)
    }
}

extension SolvedBlock {
    /// Every planned breakpoint solved with the block of its variant (one
    /// `BlockSolver` per variant met, each with the block's budget), in the
    /// planned order; the blocks alongside, for drawing.
    static func solveVariants(_ parsed: ParsedBlock, planned: [(Breakpoint, LayoutDirection)], first: BlockSolver,
                              make: (LayoutBlock) -> BlockSolver)
        -> (solutions: [BreakpointSolution], blocks: [LayoutBlock], solvers: [HierarchyVariant: BlockSolver], ranOutOfBudget: Bool) {
        var solvers: [HierarchyVariant: BlockSolver] = [:]
        var groups: [HierarchyVariant: [Int]] = [:]
        var order: [HierarchyVariant] = []
        for (i, (breakpoint, direction)) in planned.enumerated() {
            let variant = HierarchyVariant(first.context(for: breakpoint, direction: direction))
            if groups[variant] == nil { order.append(variant) }
            groups[variant, default: []].append(i)
        }
        var solved: [Int: (BreakpointSolution, LayoutBlock)] = [:]
        var ranOut = false
        for variant in order {
            let block = parsed.block(for: variant)
            let solver = block === first.block ? first : make(block)
            solvers[variant] = solver
            let indices = groups[variant]!
            let solutions = solver.solve(indices.map { planned[$0] })
            for (i, s) in zip(indices, solutions) { solved[i] = (s, block) }
            ranOut = ranOut || solver.ranOutOfBudget
        }
        // A breakpoint whose variant ran out of budget is dropped, and so is
        // every one after it, as a single solver stops.
        var solutions: [BreakpointSolution] = [], blocks: [LayoutBlock] = []
        for i in planned.indices {
            guard let (s, b) = solved[i] else { break }
            solutions.append(s)
            blocks.append(b)
        }
        return (solutions, blocks, solvers, ranOut)
    }
}

/// One part of a live range whose view tree changes with the size class:
/// the widths of one class, swept with that class's block.
public struct LiveVariant {
    public let variant: HierarchyVariant
    public let block: LayoutBlock
    public let live: Result<LiveLayout, SweepFailure>
}

extension SolvedBlock {
    /// A live range split where the size class changes (a bare width is
    /// regular from `SizeClass.regularMinimumWidth`): the compact widths
    /// below it, the regular ones from it, each swept with its own block;
    /// the figure's one panel shows each where its class holds.
    static func liveVariants(_ parsed: ParsedBlock, range: (Double, Double), direction: LayoutDirection,
                             solvers: [HierarchyVariant: BlockSolver], ambiguous: Set<String>, findsTies: Bool,
                             make: (LayoutBlock) -> BlockSolver) -> [LiveVariant] {
        let change = SizeClass.regularMinimumWidth
        // Compact right up to the change (its last piece is exact there),
        // regular from it.
        let parts: [(SizeClass, Double, Double)] = [(.compact, range.0, min(range.1, change.nextDown)), (.regular, max(range.0, change), range.1)]
        var out: [LiveVariant] = []
        for (sizeClass, low, high) in parts where low <= high {
            let variant = HierarchyVariant(sizeClass: sizeClass, direction: direction)
            let block = parsed.block(for: variant)
            let solver = solvers[variant] ?? make(block)
            out.append(LiveVariant(variant: variant, block: block, live: solver.sweep(from: low, to: high, direction: direction, ambiguous: ambiguous, findsTies: findsTies)))
        }
        return out
    }
}
