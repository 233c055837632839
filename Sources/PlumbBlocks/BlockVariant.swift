import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// A named variant of a block (issue 30): the block as written plus the
/// lines under its `variant "NAME":` header, less the base lines it removes
/// with `- LINE`. Each variant is read and solved as a whole block of its own
/// (one block, one answer: its solution depends on its own text, width and
/// direction only), and a figure draws them behind tabs, the block as
/// written first.
///
///     variant "Both at 750"             # names the block as written (optional)
///     variant "A floor of 100":
///       rightLabel.width >= 100         # added
///     variant "Left at 1000":
///       - tie rightLabel gives way      # removed from the base
///       leftLabel.resistance.h = 1000
public struct BlockVariant {
    /// The tab's title, as written between the quotes.
    public let name: String
    /// The `variant` line.
    public let location: SourceLocation
    /// The variant's own block, read from the base's lines and its changes.
    public let parsed: ParsedBlock
    /// The lines the variant adds, as written (without indentation), with
    /// their file lines: the figure marks what they constrain.
    public let added: [(line: Int, text: String)]
    /// The base lines the variant removes, as written in the base.
    public let removed: [String]
    /// The file lines whose constraints the figure marks as the variant's:
    /// the lines it adds, or, for a code block's variant, the lines of the
    /// constraints its call made (`variants=`, docs/code-blocks.md).
    public let addedLines: Set<Int>

    /// `markedLines`: the lines whose constraints the figure marks, when
    /// they are not the added lines themselves (a code block's variant
    /// lists its call but marks what the called code made).
    public init(name: String, location: SourceLocation, parsed: ParsedBlock, added: [(line: Int, text: String)], removed: [String],
                markedLines: Set<Int>? = nil) {
        self.name = name
        self.location = location
        self.parsed = parsed
        self.added = added
        self.removed = removed
        addedLines = markedLines ?? Set(added.map(\.line))
    }
}

/// A block's `variant` sections taken out of its lines: the base lines
/// (every line outside a section), and each section's added lines (moved to
/// indentation 0, positions unchanged) and removals.
struct VariantSections {
    struct Section {
        let name: String
        let location: SourceLocation
        var added: [SourceLine] = []
        /// Each `- LINE`: the text to remove and where it was written.
        var removals: [(text: String, at: SourceLocation)] = []
    }

    /// A block's lines as written, with the lines of every section blanked
    /// (so positions and the caption stay the same).
    private(set) var base: [SourceLine] = []
    private(set) var baseName: String?
    private(set) var sections: [Section] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Tabs are radio inputs matched to their panels by position in CSS
    /// (`FigureStyles`); a figure of more tabs than that is unreadable anyway.
    static let limit = 12

    /// The headers every variant shares with the block as written: its tabs
    /// compare layouts of the same canvas at the same widths.
    static let shared: Set<String> = ["canvas", "breakpoints", "live", "direction"]

    /// Whether a line opens a variant: `variant` at the block's left edge.
    static func isHeader(_ line: SourceLine) -> Bool {
        line.indent == 0 && (line.content == "variant" || line.content.hasPrefix("variant ") || line.content.hasPrefix("variant\""))
    }

    init(_ lines: [SourceLine]) {
        var open: Section?
        /// Just after `variant "NAME"` without a colon: an indented line
        /// there was meant for a variant, not for the block.
        var afterName = false
        for line in lines {
            if VariantSections.isHeader(line) {
                close(&open)
                let named = baseName
                open = header(line)
                afterName = open == nil && baseName != named
                base.append(line.blanked)
                continue
            }
            if open != nil && (line.isBlank || line.indent > 0) {
                if !line.isBlank { body(line, into: &open!) }
                base.append(line.blanked)
                continue
            }
            if afterName && !line.isBlank {
                afterName = false
                if line.indent > 0 {
                    fail(.linesUnderBaseName(baseName ?? ""), at: line.location(at: 0), hint: .variantColon)
                    base.append(line.blanked)
                    continue
                }
            }
            close(&open)
            base.append(line)
        }
        close(&open)
    }

    private mutating func close(_ open: inout Section?) {
        guard let section = open else { return }
        open = nil
        if section.added.isEmpty && section.removals.isEmpty {
            fail(.variantChangesNothing(section.name), at: section.location, hint: .variantLines)
            return
        }
        if sections.count == VariantSections.limit {
            fail(.tooManyVariants(limit: VariantSections.limit), at: section.location, hint: .splitFigure)
            return
        }
        sections.append(section)
    }

    /// `variant "NAME":` opens a section; `variant "NAME"` alone names the
    /// block as written.
    private mutating func header(_ line: SourceLine) -> Section? {
        var rest = Substring(line.content.dropFirst("variant".count))
        while rest.first == " " { rest.removeFirst() }
        let at = line.location(at: line.content.count - rest.count)
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
            fail(.variantNameQuotes, at: at, hint: .variantExample)
            return nil
        }
        let name = String(rest[rest.index(after: rest.startIndex)..<close])
        var after = rest[rest.index(after: close)...]
        while after.first == " " { after.removeFirst() }
        if name.trimmingCharacters(in: " ").isEmpty {
            fail(.variantNameEmpty, at: at, hint: .variantExample)
            return nil
        }
        if name == baseName || sections.contains(where: { $0.name == name }) {
            fail(.variantNamedTwice(name), at: at, hint: .variantOwnName)
            return nil
        }
        switch after {
        case ":":
            return Section(name: name, location: line.location(at: 0))
        case "":
            if baseName != nil {
                fail(.baseNamedTwice, at: line.location(at: 0), hint: .secondBaseColon)
                return nil
            }
            baseName = name
            return nil
        default:
            fail(.afterVariantName(String(after)), at: line.location(at: line.content.count - after.count), hint: .variantBody)
            return nil
        }
    }

    /// A line under a variant: a removal (`- LINE`) or a line it adds.
    private mutating func body(_ line: SourceLine, into section: inout Section) {
        let content = line.content
        if content.hasPrefix("- ") || content == "-" {
            let text = content.dropFirst().drop { $0 == " " }
            if text.isEmpty {
                fail(.removalEmpty, at: line.location(at: 0), hint: .removalExample)
            } else {
                section.removals.append((String(text), line.location(at: content.count - text.count)))
            }
            return
        }
        let first = String(content.prefix { $0 != " " && $0 != ":" })
        if Vocabulary.kindSet.contains(first) && content.count > first.count {
            fail(.variantDeclares, at: line.location(at: 0), hint: .declareHidden(content))
            return
        }
        if VariantSections.shared.contains(first) {
            fail(.variantShares(first), at: line.location(at: 0), hint: .moveOutOfVariant(first))
            return
        }
        section.added.append(line)
    }

    private mutating func fail(_ finding: VariantFinding, at location: SourceLocation, hint: ParseHint) {
        diagnostics.append(.error(.syntax, .variant(finding), at: location, hint: hint))
    }

    /// A section's lines: the base, less the lines it removes, then its own
    /// (moved to the left edge, keeping their columns). A removal that
    /// matches no base line is an error at the `-` line.
    func lines(of section: Section, reporting problems: inout [Diagnostic]) -> [SourceLine] {
        var kept = base
        for removal in section.removals {
            let wanted = VariantSections.normalized(removal.text)
            let first = String(wanted.prefix { $0 != " " && $0 != ":" })
            if VariantSections.shared.contains(first) || (Vocabulary.kindSet.contains(first) && wanted.count > first.count) {
                problems.append(.error(.syntax, .variant(.variantRemovesShared(variant: section.name, line: removal.text)), at: removal.at,
                                       hint: .keepLineHidden))
                continue
            }
            if let i = kept.firstIndex(where: { !$0.isBlank && VariantSections.normalized($0.content) == wanted }) {
                kept[i] = kept[i].blanked
                continue
            }
            let written = base.filter { !$0.isBlank }.map(\.content)
            let nearest = closest(to: removal.text, among: written)
            problems.append(.error(.syntax, .variant(.variantRemovesUnknown(variant: section.name, line: removal.text)), at: removal.at,
                                   hint: nearest.map(ParseHint.didYouMean) ?? .copyLine))
        }
        let margin = section.added.map(\.indent).min() ?? 0
        return kept + section.added.map { $0.outdented(by: margin) }
    }

    /// A line compared by its words: spacing does not matter.
    static func normalized(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

extension SourceLine {
    /// The line as blank, at the same place: it is left out of the reading.
    var blanked: SourceLine {
        SourceLine(location: location, indent: 0, content: "", comment: nil, hasTabIndent: false)
    }

    /// The line `by` spaces further left, still pointing at its own columns.
    func outdented(by margin: Int) -> SourceLine {
        SourceLine(location: SourceLocation(line: location.line, column: location.column + margin), indent: indent - margin,
                   content: content, comment: comment, hasTabIndent: hasTabIndent, lexed: lexed)
    }
}

extension BlockParser {
    /// A block with `variant` sections: the block as written, then each
    /// variant, each read in full. Their diagnostics are the block's, each
    /// once (most lines are read in every variant), so a mistake in any
    /// variant stops the whole figure, as any error in a block does.
    static func parseNamedVariants(_ sections: VariantSections, origin: SourceLocation, deadline: Deadline) -> ParsedBlock {
        let base = parse(sections.base, origin: origin, deadline: deadline)
        var diagnostics = sections.diagnostics + base.diagnostics
        var seen = Set(diagnostics.map(\.identity))
        var ranOut = base.ranOutOfBudget
        var variants: [BlockVariant] = []
        for section in sections.sections {
            var problems: [Diagnostic] = []
            let lines = sections.lines(of: section, reporting: &problems)
            let parsed = parse(lines, origin: origin, deadline: deadline)
            for d in problems + parsed.diagnostics where seen.insert(d.identity).inserted { diagnostics.append(d) }
            ranOut = ranOut || parsed.ranOutOfBudget
            variants.append(BlockVariant(name: section.name, location: section.location, parsed: parsed,
                                         added: section.added.map { ($0.location.line, $0.content) },
                                         removed: section.removals.map(\.text)))
        }
        var parsed = ParsedBlock(block: base.block, diagnostics: diagnostics, ranOutOfBudget: ranOut)
        parsed.variants = base.variants
        parsed.baseName = sections.baseName
        parsed.blockVariants = variants
        return parsed
    }
}

extension ParsedBlock {
    /// The block with named variants read elsewhere (a code block's
    /// `variants=` option: each variant the code run again, then a call):
    /// each variant's errors that the block lacks become the block's, so
    /// that an error in any variant keeps the figure from being drawn. Its
    /// warnings and notes stay its own (what only the call ran, such as an
    /// animation drawn at its end, is that tab's), reported "in variant".
    public func withNamedVariants(_ named: [BlockVariant], baseName: String?) -> ParsedBlock {
        var diagnostics = self.diagnostics
        var seen = Set(diagnostics.map(\.identity))
        for variant in named {
            for d in variant.parsed.diagnostics where d.severity == .error && seen.insert(d.identity).inserted { diagnostics.append(d) }
        }
        var parsed = ParsedBlock(block: block, diagnostics: diagnostics,
                                 ranOutOfBudget: ranOutOfBudget || named.contains { $0.parsed.ranOutOfBudget })
        parsed.variants = variants
        parsed.notation = notation
        parsed.baseName = baseName
        parsed.blockVariants = named
        return parsed
    }
}

extension Diagnostic {
    /// Place, kind and words: the same problem read in several variants.
    var identity: Identity { Identity(location: location, kind: kind, message: message) }

    /// Severity, kind, place, views and constraints: the same problem found
    /// at several widths, or in several variants, whatever its words say.
    var problem: Problem { Problem(severity: severity, kind: kind, location: location, views: views, constraints: constraints) }

    // Typed keys, not strings: interpolating an enum or an array into a
    // String goes through reflection, whose first use in a process looks up
    // conformances across the whole binary (4 M of the 13.7 M instructions
    // `plumb solve` spent on a two-line ambiguous block).
    struct Identity: Hashable {
        let location: SourceLocation, kind: DiagnosticKind, message: String
    }

    struct Problem: Hashable {
        let severity: Severity, kind: DiagnosticKind, location: SourceLocation, views: [String], constraints: [String]
    }
}
