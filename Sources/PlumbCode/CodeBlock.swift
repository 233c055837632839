import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Swift or Objective-C code drawn as a figure: read by the language's
/// lexer and reader, run into a `UIKitProgram`, lowered onto the same
/// `LayoutBlock` a layout block makes, and solved by the same path.
public enum CodeBlock {
    /// Reads `code` (its first character at `origin`) with the fence's
    /// `options` (the info string after `layout`, its first character at
    /// `optionsAt`). `rootWidth`: the width `view.frame.width` reads as.
    public static func parse(_ code: String, language: CodeLanguage, options: String = "", optionsAt: SourceLocation? = nil,
                             origin: SourceLocation, rootWidth: Double? = nil, imageFolder: String? = nil) -> ParsedBlock {
        read(code, language: language, options: options, optionsAt: optionsAt, origin: origin, rootWidth: rootWidth, imageFolder: imageFolder).parsed
    }

    /// The block, and whether the code read the root's size (then it is a
    /// different layout at each width). Code whose view tree changes with
    /// the size class is read once per class (`CodeHierarchyVariants`).
    static func read(_ code: String, language: CodeLanguage, options: String, optionsAt: SourceLocation?,
                     origin: SourceLocation, rootWidth: Double?, imageFolder: String?, imageHref: String = "",
                     budget: Double? = nil, deadline: Deadline = .never) -> (parsed: ParsedBlock, readsRootSize: Bool, lexer: CodeLexer?) {
        var reading = CodeReading(code: code, language: language, options: options, optionsAt: optionsAt, origin: origin,
                                  rootWidth: rootWidth, imageFolder: imageFolder, imageHref: imageHref)
        reading.deadline = deadline
        reading.budgetSeconds = budget ?? 0
        let (parsed, first) = readOnce(reading)
        guard let option = first.variants, !option.entries.isEmpty else { return (parsed, first.reader.readRootSize != nil, first.lexer) }
        // Named variants (`variants=`): the same code run again, then the
        // entry's call; each its own block, solved alone.
        var named: [BlockVariant] = []
        var readsRootSize = first.reader.readRootSize != nil
        for (k, entry) in option.entries.enumerated() {
            var each = reading
            each.variantIndex = k
            let (variant, run) = readOnce(each)
            readsRootSize = readsRootSize || run.reader.readRootSize != nil
            named.append(BlockVariant(name: entry.name, location: entry.location, parsed: variant,
                                      added: entry.listed.map { (entry.location.line, $0) }, removed: [],
                                      markedLines: run.reader.variantMarkedLines))
        }
        return (parsed.withNamedVariants(named, baseName: option.baseName), readsRootSize, first.lexer)
    }

    /// One reading lowered: a block, or, when the code's tree changes with
    /// the size class, a block per class.
    private static func readOnce(_ reading: CodeReading) -> (ParsedBlock, CodeReading.Run) {
        let first = reading.run(assuming: nil)
        if first.reader.program.changesHierarchyPerClass {
            return (CodeHierarchyVariants.read(reading, directions: first.block.directions), first)
        }
        return (first.lowered(), first)
    }

    /// Parses and solves, as `SolvedBlock.solve` does for a layout block;
    /// code that reads the root's size is read again at each breakpoint.
    public static func solve(_ code: String, language: CodeLanguage, options: String = "", optionsAt: SourceLocation? = nil,
                             origin: SourceLocation, line: Int, widths: [Double]? = nil, defaults: [Double]? = nil,
                             budget: Double? = nil, live: SolvedBlock.LiveRequest = .none, imageFolder: String? = nil,
                             imageHref: String = "", sharing: SharedSolves? = nil) -> SolvedBlock {
        let start = ContinuousClock().now
        // One budget for the block, its reading included (at each width, for
        // code that reads the root's size).
        let deadline = budget.map { Deadline.after(seconds: $0) } ?? .never
        let (parsed, readsRootSize, lexer) = read(code, language: language, options: options, optionsAt: optionsAt, origin: origin, rootWidth: widths?.first,
                                           imageFolder: imageFolder, imageHref: imageHref, budget: budget, deadline: deadline)
        let planned = breakpoints(of: parsed.block, widths: widths, defaults: defaults)
        guard readsRootSize, parsed.isSolvable else {
            let slot = sharing.flatMap { shared in
                lexer.flatMap { sharingKey($0, language: language, origin: origin) }.map { text in
                    SharedSolves.Slot(shared, key: SharedSolves.Key(text: text, settings: settings(options: options, optionsAt: optionsAt, origin: origin,
                                                                                                     widths: widths, defaults: defaults, budget: budget,
                                                                                                     live: live, imageFolder: imageFolder, imageHref: imageHref)),
                                      origin: origin)
                }
            }
            return SolvedBlock.solve(parsed, line: line, readingSince: start, widths: widths, defaults: defaults, budget: budget, live: live,
                                     sharing: slot)
        }
        let parts = planned.map { breakpoint -> SolvedBlock in
            var (each, _, _) = read(code, language: language, options: options, optionsAt: optionsAt, origin: origin, rootWidth: breakpoint.width,
                                 imageFolder: imageFolder, imageHref: imageHref, budget: budget, deadline: deadline)
            each.isReadPerWidth = planned.count > 1
            each.block.breakpoints = [breakpoint]
            for v in each.variants { v.parsed.block.breakpoints = [breakpoint] }
            for v in each.blockVariants {
                v.parsed.block.breakpoints = [breakpoint]
                for w in v.parsed.variants { w.parsed.block.breakpoints = [breakpoint] }
            }
            return SolvedBlock.solve(each, line: line, readingSince: start, budget: budget)
        }
        return SolvedBlock.joining(parts) ?? SolvedBlock.solve(parsed, line: line, readingSince: start, widths: widths, defaults: defaults, budget: budget, live: live)
    }

    /// What the reader sees of the code, for `SharedSolves`: its tokens and
    /// `// plumb:` comments, each at its line and column counted from the
    /// block's first line; nil when the lexer found a problem (such code is
    /// not worth sharing).
    static func sharingKey(_ lexer: CodeLexer, language: CodeLanguage, origin: SourceLocation) -> [UInt8]? {
        guard lexer.problems.isEmpty else { return nil }
        var key = KeyBytes()
        func place(_ at: SourceLocation) {
            key.append(at.line - origin.line)
            key.append(at.column)
        }
        key.append(language.rawValue)
        for token in lexer.tokens {
            place(token.location)
            place(token.end)
            key.append((token.lineBreakBefore ? 2 : 0) + (token.spaceBefore ? 1 : 0))
            switch token.kind {
            case .identifier(let name): key.append(0); key.append(name)
            case .number(let n): key.append(1); key.append(n)
            case .string(let text): key.append(2); key.append(text)
            case .symbol(let text): key.append(3); key.append(text)
            case .end: key.append(4)
            }
        }
        for option in lexer.options {
            key.append(5)
            place(option.location)
            key.append(option.text)
        }
        return key.bytes
    }

    /// Everything else a code block's solve reads: the settings every
    /// block's does, and the fence's options (where they stand, counted
    /// from the block) and the picture folder.
    private static func settings(options: String, optionsAt: SourceLocation?, origin: SourceLocation, widths: [Double]?, defaults: [Double]?,
                                 budget: Double?, live: SolvedBlock.LiveRequest, imageFolder: String?, imageHref: String) -> String {
        let at = optionsAt.map { "\($0.line - origin.line):\($0.column)" } ?? "-"
        return SharedSolves.Key.settings(widths: widths, defaults: defaults, budget: budget, live: live, more: [options, at, imageFolder ?? "-", imageHref])
    }

    /// The breakpoints the solver will draw the block at (each once, whatever its directions).
    private static func breakpoints(of block: LayoutBlock, widths: [Double]?, defaults: [Double]?) -> [Breakpoint] {
        var out: [Breakpoint] = []
        for (b, _) in BlockSolver(block: block, notation: BlockNotation(), wording: BlockMessages()).plannedBreakpoints(widths: widths, defaults: defaults) where !out.contains(b) {
            out.append(b)
        }
        return out
    }
}
