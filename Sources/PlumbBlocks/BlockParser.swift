import PlumbDiagnostics
import PlumbLayout
import PlumbSolver

/// Parses the text of a `layout` block into a `LayoutBlock`.
///
/// Two passes: the first reads headers and declarations, so that a
/// constraint may name a view declared further down; the second reads
/// constraints, property lines and VFL lines, inside their `when` conditions.
/// A bad line is reported and skipped; parsing goes on, so one run shows
/// every mistake.
public final class BlockParser {
    let lines: [SourceLine]
    let block: LayoutBlock
    var diagnostics: [Diagnostic] = []
    var metrics: [String: Double] = [:]
    /// Names whose declaration failed (reserved, invalid): their uses are
    /// not reported again as unknown, the declaration's error says it all.
    var failedNames = Set<String>()
    /// When reading must stop: the block's budget counts from before parsing.
    let deadline: Deadline
    /// The deadline passed while reading: the block is reported, not solved.
    private(set) var ranOutOfBudget = false
    /// The size class and direction this reading keeps (`HierarchyVariant`),
    /// for a block that declares views under `when`; nil: the first reading.
    var assumed: HierarchyVariant?
    /// Pass 1 found a declaration under `when`: the block is read again per
    /// variant.
    var declaresUnderWhen = false
    /// A VFL string's `views:` dictionary (`VisualFormatReading`): when
    /// set, VFL names resolve through it alone.
    var visualFormatViews: [String: LayoutItem]?

    /// Parses `text`, whose first character sits at `origin` in its file.
    /// Past `deadline` it stops, with a `budget` warning at the line it
    /// reached.
    public static func parse(_ text: String, origin: SourceLocation = SourceLocation(line: 1, column: 1),
                             deadline: Deadline = .never) -> ParsedBlock {
        let lines = SourceLine.split(text, origin: origin)
        // `variant` sections (`BlockVariant`): the block as written is read
        // without them, and each variant as a block of its own.
        if lines.contains(where: VariantSections.isHeader) {
            return parseNamedVariants(VariantSections(lines), origin: origin, deadline: deadline)
        }
        return parse(lines, origin: origin, deadline: deadline)
    }

    /// Parses a block's lines (see `parse(_:origin:deadline:)`).
    static func parse(_ lines: [SourceLine], origin: SourceLocation, deadline: Deadline) -> ParsedBlock {
        let parser = BlockParser(lines, origin: origin, deadline: deadline)
        parser.run()
        if parser.declaresUnderWhen && !parser.ranOutOfBudget {
            return parseVariants(lines, origin: origin, deadline: deadline, directions: parser.block.directions)
        }
        return ParsedBlock(block: parser.block, diagnostics: parser.diagnostics, ranOutOfBudget: parser.ranOutOfBudget)
    }

    convenience init(_ text: String, origin: SourceLocation, deadline: Deadline = .never) {
        self.init(SourceLine.split(text, origin: origin), origin: origin, deadline: deadline)
    }

    init(_ split: [SourceLine], origin: SourceLocation, deadline: Deadline = .never) {
        self.deadline = deadline
        var problems: [Diagnostic] = []
        lines = split.map { BlockParser.readAsMeant($0, reporting: &problems) }
        block = LayoutBlock(location: origin)
        diagnostics = problems
    }

    /// A parser of VFL strings into an existing block (`VisualFormatReading`).
    init(block: LayoutBlock, metrics: [String: Double], visualFormatViews: [String: LayoutItem]) {
        lines = []
        self.block = block
        self.metrics = metrics
        self.visualFormatViews = visualFormatViews
        deadline = .never
    }

    /// The line with full-width punctuation read as the characters meant
    /// (its tokens were lexed from that reading), each run (`＝＝`)
    /// reported once at its start.
    static func readAsMeant(_ line: SourceLine, reporting problems: inout [Diagnostic]) -> SourceLine {
        let found = line.lexed.fullWidth
        guard !found.isEmpty else { return line }
        var runs: [[FullWidthPunctuation.Found]] = []
        for f in found {
            if let last = runs.last?.last, last.offset + 1 == f.offset { runs[runs.count - 1].append(f) } else { runs.append([f]) }
        }
        for run in runs {
            let typed = String(run.map(\.typed)), meant = String(run.map(\.meant))
            problems.append(.error(.syntax, .line(.fullWidth(typed: typed, meant: meant)), at: line.location(at: run[0].offset),
                                   hint: .halfWidthPunctuation))
        }
        return SourceLine(location: line.location, indent: line.indent, content: line.lexed.text, comment: line.comment,
                          hasTabIndent: line.hasTabIndent, lexed: line.lexed)
    }

    /// Whether reading must stop at `line` (a `budget` warning there, once).
    private func isPastDeadline(at line: SourceLine) -> Bool {
        guard !ranOutOfBudget else { return true }
        guard deadline.hasPassed else { return false }
        ranOutOfBudget = true
        diagnostics.append(Diagnostic(.warning, .budget, ParseMessage(finding: .line(.readingPastBudget), hint: .splitOrRaiseBudget),
                                      at: line.location(at: 0)))
        return true
    }

    func run() {
        readCaption()
        var declarations: [(indent: Int, item: LayoutItem)] = []
        var whens: [Int] = []
        // Each open `when`'s conditions, for declarations under it (nil
        // where one did not parse; pass 2 reports it).
        var whenConditions: [[Condition]?] = []
        /// The indentation of a declaration refused for its depth: the
        /// lines inside it are refused with it, under its one error.
        var refusedIndent: Int?
        readContentSize()
        // Pass 1: headers and the view tree.
        for line in lines where !line.isBlank {
            if isPastDeadline(at: line) { return }
            if line.hasTabIndent {
                error(.syntax, .line(.tabIndent), at: line.location(at: -line.indent), hint: .replaceTab)
                continue
            }
            while let w = whens.last, w >= line.indent { whens.removeLast(); whenConditions.removeLast() }
            switch line.kind {
            case .when:
                whens.append(line.indent)
                let reported = diagnostics.count
                let read = readWhen(line)
                diagnostics.removeSubrange(reported...)
                whenConditions.append(read.flatMap { c in whenConditions.last.map { $0.map { $0 + c } } ?? c })
            case .header:
                if !whens.isEmpty {
                    error(.syntax, .header(.conditionalHeader(line.words[0].text)), at: line.location(at: 0),
                          hint: .moveOutOfWhen)
                } else {
                    readHeader(line)
                }
            case .declaration:
                if !whens.isEmpty, !acceptsConditionalDeclaration(line, conditions: whenConditions.last ?? nil) { continue }
                while let d = declarations.last, d.indent >= line.indent { declarations.removeLast() }
                if let refused = refusedIndent, line.indent > refused {
                    refuseName(in: line)
                    continue
                }
                refusedIndent = nil
                if declarations.count >= BlockParser.maxViewDepth {
                    refuseTooDeep(line)
                    refusedIndent = line.indent
                    continue
                }
                if let item = readDeclaration(line, in: declarations.last?.item) {
                    declarations.append((line.indent, item))
                }
            default: break
            }
        }
        // A tree that changes with the size class is read again per variant
        // (`HierarchyVariant`); this first reading only found that out.
        if declaresUnderWhen && assumed == nil { return }
        // Pass 2: everything that refers to names.
        var conditions: [(indent: Int, conditions: [Condition])] = []
        for line in lines where !line.isBlank && !line.hasTabIndent {
            if isPastDeadline(at: line) { return }
            while let c = conditions.last, c.indent >= line.indent { conditions.removeLast() }
            let active = conditions.last?.conditions ?? []
            // A reading of one variant keeps only the lines of its class
            // and direction; the other variants' readings check the rest.
            if let assumed, !assumed.reads(active), line.kind != .when { continue }
            switch line.kind {
            case .when:
                if let c = readWhen(line) { conditions.append((line.indent, active + c)) }
                else { conditions.append((line.indent, active + [.width(.less, -1)])) }   // never holds: body still checked
            case .visualFormat: readVisualFormat(line, conditions: active)
            case .constraint: readConstraint(line, conditions: active)
            case .property: readPropertyLine(line, conditions: active)
            case .unknown: reportUnknownLine(line)
            case .header where line.words[0].text == "tie" && active.isEmpty: readTieChoice(line)
            case .header where line.words[0].text == "show" && active.isEmpty: readShow(line)
            case .blank, .header, .declaration: break
            }
        }
    }

    /// Views nest at most this deep below the root. UIKit sets no limit, but
    /// a figure of more than 64 boxes inside each other cannot be read, and
    /// every stage after the parser (lowering, drawing) walks the view tree
    /// recursively: the bound keeps a 10,000-deep block from overflowing a
    /// page worker's stack.
    public static let maxViewDepth = 64

    private func refuseTooDeep(_ line: SourceLine) {
        let w = line.words
        error(.unsupported, .line(.tooDeep(limit: BlockParser.maxViewDepth)), at: line.location(at: w.count > 1 ? w[1].offset : 0),
              hint: .outdentNested)
        refuseName(in: line)
    }

    /// A declaration not made: its name's uses are not reported again.
    private func refuseName(in line: SourceLine) {
        let w = line.words
        if w.count > 1 { failedNames.insert(w[1].text) }
    }

    /// The comment lines before the first statement are the figure's caption.
    private func readCaption() {
        var parts: [String] = []
        for line in lines {
            if !line.content.isEmpty { break }
            if let c = line.comment, !c.isEmpty { parts.append(c) }
        }
        if !parts.isEmpty { block.caption = parts.joined(separator: " ") }
    }

    // MARK: Diagnostics

    func error(_ kind: DiagnosticKind, _ finding: ParseFinding, at location: SourceLocation, hint: ParseHint? = nil) {
        diagnostics.append(.error(kind, finding, at: location, hint: hint))
    }

    func didYouMean(_ word: String, _ candidates: [String]) -> ParseHint? {
        closest(to: word, among: candidates).map(ParseHint.didYouMean)
    }

    // MARK: Headers

    private func readHeader(_ line: SourceLine) {
        let args = Array(line.words.dropFirst())
        switch line.words[0].text {
        case "canvas": readCanvas(args, line)
        case "breakpoints": readBreakpoints(args, line)
        case "live": readLive(args, line)
        case "direction": readDirection(args, line)
        case "let": readMetric(args, line)
        case "expect": readExpect(args, line)
        case "contentSize": break // read before pass 1 (`readContentSize`)
        default: break
        }
    }

    /// `canvas WIDTHxHEIGHT` or `canvas WIDTHxauto`.
    private func readCanvas(_ args: [LexedLine.Word], _ line: SourceLine) {
        guard args.count == 1 else {
            error(.syntax, .header(.canvasArity), at: line.location(at: 0))
            return
        }
        let parts = args[0].text.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let width = number(parts[0], at: line.location(at: args[0].offset)), width > 0 else {
            error(.syntax, .header(.canvasSize(found: args[0].text)), at: line.location(at: args[0].offset), hint: .canvasExample)
            return
        }
        block.canvasWidth = width
        if block.widthLocation == nil { block.widthLocation = line.location(at: 0) }
        block.heightLocation = line.location(at: 0)
        if parts[1] == "auto" {
            block.canvasHeight = .auto
        } else if let h = number(parts[1], at: line.location(at: args[0].offset + parts[0].count + 1)), h >= 0 {
            block.canvasHeight = .points(h)
        } else {
            error(.syntax, .header(.canvasHeight(found: parts[1])), at: line.location(at: args[0].offset + parts[0].count + 1))
        }
    }

    /// `breakpoints 320 768 ipad`: widths, device names or metrics.
    private func readBreakpoints(_ args: [LexedLine.Word], _ line: SourceLine) {
        block.widthLocation = line.location(at: 0)
        guard !args.isEmpty else {
            error(.syntax, .header(.breakpointsEmpty), at: line.location(at: 0), hint: .breakpointsExample)
            return
        }
        for a in args {
            let at = line.location(at: a.offset)
            if let first = a.text.first, first.isNumber || first == "-" || first == "." {
                if let w = number(a.text, at: at) {
                    if w > 0 { block.breakpoints.append(.width(w)) }
                    else { error(.badNumber, .header(.breakpointNotPositive(a.text)), at: at) }
                }
            } else if let device = Device.named(a.text) {
                block.breakpoints.append(.device(device))
            } else if let m = metrics[a.text] {
                block.breakpoints.append(.width(m))
            } else {
                error(.unknownName, .header(.unknownDevice(a.text)), at: at,
                      hint: didYouMean(a.text, Device.all.map(\.name)) ?? .knownDevices(Device.all.map(\.name)))
            }
        }
    }

    /// `direction ltr rtl`.
    private func readDirection(_ args: [LexedLine.Word], _ line: SourceLine) {
        var directions: [LayoutDirection] = []
        for a in args {
            if let d = LayoutDirection(rawValue: a.text) { directions.append(d) }
            else {
                error(.badValue, .header(.unknownDirection(a.text)), at: line.location(at: a.offset), hint: didYouMean(a.text, ["ltr", "rtl"]))
            }
        }
        if args.isEmpty { error(.syntax, .header(.directionEmpty), at: line.location(at: 0)) }
        if !directions.isEmpty { block.directions = directions }
    }

    /// `let NAME = NUMBER`.
    private func readMetric(_ args: [LexedLine.Word], _ line: SourceLine) {
        guard args.count >= 2, args[1].text == "=", Vocabulary.isIdentifier(args[0].text) else {
            error(.syntax, .header(.metricSyntax), at: line.location(at: args.first?.offset ?? line.content.count))
            return
        }
        let name = args[0].text, nameAt = line.location(at: args[0].offset)
        // What follows the `=`, as one value (a second word is reported as
        // part of it): nothing at all is reported where it should be.
        let value = args.dropFirst(2)
        let valueText = value.map(\.text).joined(separator: " ")
        if Vocabulary.reserved.contains(name) {
            error(.duplicateName, .header(.reservedMetric(name)), at: nameAt)
        } else if metrics[name] != nil {
            error(.duplicateName, .header(.metricDefinedTwice(name)), at: nameAt)
        } else if let v = number(valueText, at: line.location(at: value.first?.offset ?? args[1].end)) {
            metrics[name] = v
        }
    }

    /// `expect KIND ...`: the diagnostics the block shows on purpose.
    private func readExpect(_ args: [LexedLine.Word], _ line: SourceLine) {
        for a in args {
            let kinds = DiagnosticKind.expectable.map(\.rawValue)
            if let kind = DiagnosticKind(rawValue: a.text), DiagnosticKind.expectable.contains(kind) {
                block.expectedKinds.append((kind, line.location(at: a.offset)))
            } else {
                error(.badValue, .header(.unknownExpectation(found: a.text, kinds: kinds)), at: line.location(at: a.offset),
                      hint: didYouMean(a.text, kinds))
            }
        }
    }

    /// `MIN...MAX` (or `MIN…MAX`) split at its separator, with the offset in
    /// characters where MAX starts: the `live` line and `plumb solve
    /// --sweep` read ranges alike.
    public static func widthRange(_ text: String) -> (low: String, high: String, highOffset: Int)? {
        guard let separator = ["...", "…"].first(where: { text.contains($0) }), let r = text.range(of: separator) else { return nil }
        let low = String(text[..<r.lowerBound])
        return (low, String(text[r.upperBound...]), low.count + separator.count)
    }

    /// `live MIN...MAX` or `live off`.
    private func readLive(_ args: [LexedLine.Word], _ line: SourceLine) {
        block.liveLocation = line.location(at: 0)
        guard args.count == 1 else {
            error(.syntax, .header(.liveArity), at: line.location(at: 0), hint: .liveExample)
            return
        }
        let text = args[0].text, at = line.location(at: args[0].offset)
        if text == "off" { block.live = .off; return }
        guard let (lowText, highText, highOffset) = BlockParser.widthRange(text) else {
            error(.syntax, .header(.liveRange(found: text)), at: at, hint: didYouMean(text, ["off"]) ?? .liveExample)
            return
        }
        let highAt = line.location(at: args[0].offset + highOffset)
        guard let low = number(lowText, at: at), let high = number(highText, at: highAt) else { return }
        guard low > 0, high > low else {
            error(.badValue, .header(.liveOrder(found: text)), at: at, hint: .liveExample)
            return
        }
        block.live = .range(low, high)
    }

    /// A finite number, or a metric; reports and returns nil otherwise.
    func number(_ text: String, at location: SourceLocation) -> Double? {
        if let m = metrics[text] { return m }
        if BlockParser.isNumeral(text), let v = Double(text) {
            guard v.isFinite else {
                error(.badNumber, .number(.notFinite(text)), at: location)
                return nil
            }
            guard abs(v) <= BlockParser.largestNumber else {
                error(.badNumber, .number(.tooLarge(text)), at: location)
                return nil
            }
            return v
        }
        if ["inf", "infinity", "nan", "-inf", "-infinity"].contains(text.lowercased()) {
            error(.badNumber, .number(.notFinite(text)), at: location, hint: .usePoints)
        } else if Vocabulary.isIdentifier(text) {
            error(.unknownName, .number(.unknownMetric(text)), at: location,
                  hint: didYouMean(text, Array(metrics.keys).sorted()) ?? .defineMetricFirst(text))
        } else {
            error(.badNumber, .number(.expectedNumber(found: text)), at: location)
        }
        return nil
    }

    /// No layout needs lengths or multipliers beyond a million; larger ones
    /// would only lose precision in the solver.
    public static let largestNumber = 1_000_000.0

    /// `-12`, `0.5`, `1e3`: digits with an optional sign, fraction and exponent.
    static func isNumeral(_ text: String) -> Bool {
        var chars = Substring(text)
        if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
        let mantissa = chars.prefix { $0 != "e" && $0 != "E" }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard !mantissa.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.contains(where: { !$0.isEmpty }) else { return false }
        var exponent = chars.dropFirst(mantissa.count)
        if exponent.isEmpty { return true }
        exponent = exponent.dropFirst()
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: Declarations

    private func readDeclaration(_ line: SourceLine, in parent: LayoutItem?) -> LayoutItem? {
        let w = line.words
        let kindWord = w[0].text
        guard w.count >= 2 else {
            error(.syntax, .line(.nameMissing(kind: kindWord)), at: line.location(at: kindWord.count), hint: .nameExample(kind: kindWord))
            return nil
        }
        let name = w[1].text
        let nameAt = line.location(at: w[1].offset)
        guard Vocabulary.isIdentifier(name) else {
            error(.syntax, .line(.invalidName(name)), at: nameAt)
            return nil
        }
        if Vocabulary.reserved.contains(name) {
            error(.duplicateName, .line(.reservedViewName(name)), at: nameAt, hint: .renameReserved(name))
            failedNames.insert(name)
            return nil
        }
        if let existing = block.item(named: name) {
            diagnostics.append(Diagnostic(.error, .duplicateName, ParseMessage(finding: .line(.alreadyDeclared(name)), hint: .anotherName,
                                                                               notes: [.firstDeclared]),
                                          at: nameAt, noteLocations: [existing.location]))
            return nil
        }
        let kind: LayoutItem.Kind = kindWord == "guide" ? .guide(.custom) : .view(ViewKind(rawValue: kindWord)!)
        if parent?.isGuide == true {
            error(.syntax, .line(.guideContainsItems), at: line.location(at: 0), hint: .outdentLine)
            return nil
        }
        guard let item = block.declare(name, kind: kind, in: parent, at: nameAt) else { return nil }
        for word in w.dropFirst(2) {
            let at = line.location(at: word.offset)
            if word.text.hasPrefix("\"") {
                guard word.text.count >= 2, word.text.hasSuffix("\"") else {
                    error(.syntax, .line(.unterminatedString), at: at)
                    continue
                }
                if item.isGuide { error(.syntax, .line(.guideText), at: at); continue }
                item.properties.apply(.text(quotedText(word.text, at: at)))
                continue
            }
            guard let eq = word.text.firstIndex(of: "=") else {
                error(.syntax, .line(.expectedKeyValue(found: word.text)), at: at,
                      hint: closest(to: word.text, among: Vocabulary.declarationKeys).map(ParseHint.didYouMeanKey))
                continue
            }
            let key = String(word.text[..<eq])
            let value = String(word.text[word.text.index(after: eq)...])
            if let setting = readProperty(key, value, of: item, keyAt: at, valueAt: line.location(at: word.offset + key.count + 1)) {
                item.properties.apply(setting)
            }
        }
        return item
    }

    /// The text of a string literal (quotes included, at `location`), with
    /// `\n` and `\"` unescaped. A character no shipped font draws is a
    /// warning at its column: the browser would draw it in a font the solver
    /// never measured, so its box would not fit.
    func quotedText(_ literal: String, at location: SourceLocation) -> String {
        var out = ""
        var escaped = false
        var missing: [(column: Int, glyph: MissingGlyph)] = []
        for (i, c) in literal.dropFirst().dropLast().enumerated() {
            if escaped { out.append(c == "n" ? "\n" : c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            out.append(c)
            if let scalar = c.unicodeScalars.first(where: { !TextMeasurer.shipped.covers($0) }),
               !missing.contains(where: { $0.glyph.character == c }) {
                missing.append((location.column + 1 + i, MissingGlyph(character: c, scalar: scalar.value)))
            }
        }
        if let first = missing.first {
            let finding = LineFinding.missingGlyphs(missing.prefix(5).map(\.glyph), more: max(0, missing.count - 5))
            diagnostics.append(Diagnostic(.warning, .missingGlyph, ParseMessage(finding: .line(finding), hint: .measuredScripts),
                                          at: SourceLocation(line: location.line, column: first.column)))
        }
        return out
    }

    // MARK: Conditions

    /// `when compact:`, `when rtl:`, `when width >= 500:`.
    private func readWhen(_ line: SourceLine) -> [Condition]? {
        let words = line.words.dropFirst()
        let closed = words.last?.text == ":"
        let body = closed ? words.dropLast() : words
        let text = body.map(\.text).joined(separator: " ")
        guard closed else {
            error(.syntax, .line(.whenColon), at: line.location(at: line.content.count), hint: .writeWhen(text))
            return nil
        }
        if body.count == 1 {
            switch text {
            case "compact": return [.sizeClass(.compact)]
            case "regular": return [.sizeClass(.regular)]
            case "rtl": return [.direction(.rtl)]
            case "ltr": return [.direction(.ltr)]
            default: break
            }
        }
        let parts = Array(body)
        if parts.count == 3, parts[0].text == "width" {
            guard let op = Condition.ComparisonOperator(rawValue: parts[1].text) else {
                error(.syntax, .line(.unknownComparison(parts[1].text)), at: line.location(at: parts[1].offset))
                return nil
            }
            guard let n = number(parts[2].text, at: line.location(at: parts[2].offset)) else { return nil }
            return [.width(op, n)]
        }
        error(.syntax, .line(.unknownCondition(text)), at: line.location(at: parts.first?.offset ?? line.words[0].end + 1),
              hint: didYouMean(parts.first?.text ?? text, Vocabulary.conditions))
        return nil
    }

    func reportUnknownLine(_ line: SourceLine) {
        let first = String(line.content.prefix { $0 != " " && $0 != "." })
        let words = Vocabulary.kinds + Vocabulary.headers + ["when"]
        let alone = line.content.trimmingCharacters(in: .whitespaces) == first
        var hint = !words.contains(first) ? didYouMean(first, words) : alone ? bareWordHint(first) : nil
        if hint == nil && line.content.contains(".") { hint = .needsRelation }
        error(.syntax, .line(.unknownLine(line.content)), at: line.location(at: 0), hint: hint)
    }

    /// A header or kind written alone (`canvas`, `contentSize`, `view`):
    /// what it needs after it (nil: no example), not "did you mean" the
    /// same word.
    private func bareWordHint(_ word: String) -> ParseHint? {
        switch word {
        case "canvas": return .canvasExample
        case "breakpoints": return .breakpointsExample
        case "live": return .liveExample
        case "contentSize": return .contentSizesAre(ContentSizeCategory.allNames)
        case _ where Vocabulary.kinds.contains(word): return .nameExample(kind: word)
        default: return nil
        }
    }
}
