import PlumbDiagnostics
import PlumbLayout

/// A named variant (`BlockVariant`) solved: a block of its own, at the same
/// widths as the block as written, so that a figure's tabs compare like
/// with like.
public struct SolvedVariant {
    public let name: String
    /// The `variant` line.
    public let location: SourceLocation
    public let solved: SolvedBlock
    /// The lines it adds (file line, text) and the base lines it removes.
    public let added: [(line: Int, text: String)]
    public let removed: [String]
    /// The file lines whose constraints the figure marks as the variant's
    /// (`BlockVariant.addedLines`).
    public let addedLines: Set<Int>
}

extension SolvedBlock {
    /// The tab title of the block as written: its `variant "NAME"` line, or
    /// a plain one.
    public var baseVariantName: String { parsed.baseName ?? "As written" }

    /// Each variant's diagnostics that the block as written does not
    /// have, saying which variant they come from: part of the block's
    /// (`allDiagnostics`), so that a page's report and `plumb solve` list them.
    /// (The same problem in the block as written, one of `besides`, is
    /// reported there only.)
    func variantDiagnostics(besides: Set<Diagnostic.Problem>) -> [Diagnostic] {
        var seen = besides
        var out: [Diagnostic] = []
        for variant in namedVariants {
            for d in variant.solved.allDiagnostics where seen.insert(d.problem).inserted {
                var marked = d
                marked.content = InVariant(base: d.content, name: variant.name)
                out.append(marked)
            }
        }
        return out
    }

    /// The block as written alone: the first tab of its figure.
    public var withoutVariants: SolvedBlock {
        var copy = self
        copy.namedVariants = []
        return copy
    }

    /// Solves every named variant at this block's widths (a variant cannot
    /// change `canvas` or `breakpoints`, so it plans the same ones; never a live
    /// range: the tabs are snapshots, and the block as written keeps the
    /// figure's one live panel).
    mutating func solveNamedVariants(readingSince start: ContinuousClock.Instant, widths: [Double]?, defaults: [Double]?,
                                     budget: Double?, measurer: TextMeasurer?, sharing: SharedSolves.Slot?) {
        for (k, variant) in parsed.blockVariants.enumerated() {
            let solved = SolvedBlock.solveSharing(variant.parsed, slot: sharing?.variant(k), line: line) {
                SolvedBlock.solveAlone(variant.parsed, line: line, readingSince: start, widths: widths,
                                       defaults: defaults, budget: budget, live: .none, measurer: measurer)
            }
            namedVariants.append(SolvedVariant(name: variant.name, location: variant.location, solved: solved,
                                               added: variant.added, removed: variant.removed, addedLines: variant.addedLines))
        }
    }
}
