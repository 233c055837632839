import PlumbDiagnostics
import PlumbLayout

extension SolvedBlock {
    /// One figure from blocks solved one breakpoint each: code that reads
    /// the root's size (`view.frame.width`) is a different layout at each
    /// width, so the code front end reads and solves it per breakpoint. The
    /// first part's block and diagnostics stand for the text; the
    /// breakpoints are every part's, in order, each drawn with its part's
    /// block. No live panel: between the breakpoints the code's numbers
    /// would be other numbers.
    public static func joining(_ parts: [SolvedBlock]) -> SolvedBlock? {
        guard let first = parts.first else { return nil }
        var seen = Set(first.diagnostics)
        var diagnostics = first.diagnostics
        for part in parts.dropFirst() {
            for d in part.diagnostics where !seen.contains(d) && !diagnostics.contains(where: { $0.location == d.location && $0.kind == d.kind }) {
                seen.insert(d)
                diagnostics.append(d)
            }
        }
        var joined = SolvedBlock(line: first.line, parsed: first.parsed, breakpoints: parts.flatMap(\.breakpoints), diagnostics: diagnostics)
        // A tree that changes with the size class: each breakpoint is drawn
        // with the block its part solved it with.
        if parts.contains(where: { !$0.breakpointBlocks.isEmpty }) {
            joined.breakpointBlocks = parts.flatMap { part in part.breakpoints.indices.map { part.block(at: $0) } }
        }
        // Named variants (a code block's `variants=`): each variant's parts
        // joined the same way, so its tab has every breakpoint too.
        for (k, variant) in first.namedVariants.enumerated() {
            let variantParts = parts.compactMap { $0.namedVariants.indices.contains(k) ? $0.namedVariants[k].solved : nil }
            guard variantParts.count == parts.count, let solved = joining(variantParts) else { continue }
            joined.namedVariants.append(SolvedVariant(name: variant.name, location: variant.location, solved: solved,
                                                      added: variant.added, removed: variant.removed, addedLines: variant.addedLines))
        }
        return joined
    }
}
