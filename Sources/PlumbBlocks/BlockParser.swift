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
            let what = typed.allSatisfy { $0 == "\u{3000}" } ? "full-width space" : "full-width character\(run.count == 1 ? "" : "s") '\(typed)'"
            let shown = meant.allSatisfy { $0 == " " } ? "a space" : "'\(meant)'"
            problems.append(.error(.syntax, "\(what); did you mean \(shown)?", at: line.location(at: run[0].offset),
                                   suggestion: "switch the input method to half-width (English) punctuation for layout lines"))
        }
        return SourceLine(location: line.location, indent: line.indent, content: line.lexed.text, comment: line.comment,
                          hasTabIndent: line.hasTabIndent, lexed: line.lexed)
    }

    /// Whether reading must stop at `line` (a `budget` warning there, once).
    private func isPastDeadline(at line: SourceLine) -> Bool {
        guard !ranOutOfBudget else { return true }
        guard deadline.hasPassed else { return false }
        ranOutOfBudget = true
        var d = Diagnostic(.warning, .budget, "this block ran past its budget while its text was being read, at this line: it is not drawn",
                           at: line.location(at: 0),
                           suggestion: "split it into smaller blocks, or raise 'blockBudgetSeconds' in plumb.json (plumb solve: --budget SECONDS)")
        d.views = []
        diagnostics.append(d)
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
                error(.syntax, "indentation must use spaces, not tabs", at: line.location(at: -line.indent), suggestion: "replace the tab with spaces")
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
                    error(.syntax, "'\(line.content.prefix { $0 != " " })' cannot be conditional", at: line.location(at: 0),
                          suggestion: "move it out of the 'when' block")
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
            case .header where line.content.hasPrefix("tie ") && active.isEmpty: readTieChoice(line)
            case .header where (line.content == "show" || line.content.hasPrefix("show ")) && active.isEmpty: readShownIntrinsicSizes(line)
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
        error(.unsupported, "this view would be nested \(BlockParser.maxViewDepth + 1) levels deep; Plumb draws views at most "
                + "\(BlockParser.maxViewDepth) levels below the root",
              at: line.location(at: w.count > 1 ? w[1].offset : 0),
              suggestion: "outdent it (and the views inside it) so that it sits in a shallower container")
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

    func error(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(.error, kind, message, at: location, suggestion: suggestion))
    }

    func didYouMean(_ word: String, _ candidates: [String]) -> String? {
        closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
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
            error(.syntax, "expected 'canvas WIDTHxHEIGHT' (for example 'canvas 375x120' or 'canvas 375xauto')", at: line.location(at: 0))
            return
        }
        let parts = args[0].text.split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let width = number(parts[0], at: line.location(at: args[0].offset)), width > 0 else {
            error(.syntax, "expected 'WIDTHxHEIGHT' after 'canvas', found '\(args[0].text)'", at: line.location(at: args[0].offset),
                  suggestion: "write the size as 375x120, or 375xauto for the smallest height that fits")
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
            error(.syntax, "the canvas height must be a number or 'auto', found '\(parts[1])'", at: line.location(at: args[0].offset + parts[0].count + 1))
        }
    }

    /// `breakpoints 320 768 ipad`: widths, device names or metrics.
    private func readBreakpoints(_ args: [LexedLine.Word], _ line: SourceLine) {
        block.widthLocation = line.location(at: 0)
        guard !args.isEmpty else {
            error(.syntax, "expected widths or device names after 'breakpoints'", at: line.location(at: 0),
                  suggestion: "for example 'breakpoints 320 375 768' or 'breakpoints iphone-se ipad'")
            return
        }
        for a in args {
            let at = line.location(at: a.offset)
            if let first = a.text.first, first.isNumber || first == "-" || first == "." {
                if let w = number(a.text, at: at) {
                    if w > 0 { block.breakpoints.append(.width(w)) }
                    else { error(.badNumber, "a breakpoint width must be greater than 0, found \(a.text)", at: at) }
                }
            } else if let device = Device.named(a.text) {
                block.breakpoints.append(.device(device))
            } else if let m = metrics[a.text] {
                block.breakpoints.append(.width(m))
            } else {
                error(.unknownName, "unknown device '\(a.text)'", at: at,
                      suggestion: didYouMean(a.text, Device.all.map(\.name)) ?? "known devices: " + Device.all.map(\.name).joined(separator: ", "))
            }
        }
    }

    /// `direction ltr rtl`.
    private func readDirection(_ args: [LexedLine.Word], _ line: SourceLine) {
        var directions: [LayoutDirection] = []
        for a in args {
            if let d = LayoutDirection(rawValue: a.text) { directions.append(d) }
            else {
                error(.badValue, "unknown direction '\(a.text)': expected 'ltr' or 'rtl'", at: line.location(at: a.offset),
                      suggestion: didYouMean(a.text, ["ltr", "rtl"]))
            }
        }
        if args.isEmpty { error(.syntax, "expected 'ltr', 'rtl' or both after 'direction'", at: line.location(at: 0)) }
        if !directions.isEmpty { block.directions = directions }
    }

    /// `let NAME = NUMBER`.
    private func readMetric(_ args: [LexedLine.Word], _ line: SourceLine) {
        // let NAME = NUMBER
        let rest = line.content.dropFirst(3)
        let parts = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts.first.map { String($0).trimmingCharacters(in: " ") } ?? ""
        guard parts.count == 2, Vocabulary.isIdentifier(name) else {
            error(.syntax, "expected 'let NAME = NUMBER'", at: line.location(at: 4))
            return
        }
        let valueText = String(parts[1]).trimmingCharacters(in: " ")
        let equals = line.content.distance(from: line.content.startIndex, to: line.content.firstIndex(of: "=")!)
        let valueOffset = equals + 1 + String(parts[1]).prefix { $0 == " " }.count
        if Vocabulary.reserved.contains(name) {
            error(.duplicateName, "'\(name)' is reserved and cannot name a metric", at: line.location(at: 4))
        } else if metrics[name] != nil {
            error(.duplicateName, "metric '\(name)' is already defined", at: line.location(at: 4))
        } else if let v = number(valueText, at: line.location(at: valueOffset)) {
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
                error(.badValue, "'expect' takes one of \(kinds.map { "'\($0)'" }.joined(separator: ", ")), found '\(a.text)'", at: line.location(at: a.offset),
                      suggestion: didYouMean(a.text, kinds))
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
        let example = "for example 'live 320...1024' (the widths the reader can drag the live panel between) or 'live off'"
        guard args.count == 1 else {
            error(.syntax, "expected 'live MIN...MAX' or 'live off'", at: line.location(at: 0), suggestion: example)
            return
        }
        let text = args[0].text, at = line.location(at: args[0].offset)
        if text == "off" { block.live = .off; return }
        guard let (lowText, highText, highOffset) = BlockParser.widthRange(text) else {
            error(.syntax, "expected 'MIN...MAX' after 'live', found '\(text)'", at: at, suggestion: didYouMean(text, ["off"]) ?? example)
            return
        }
        let highAt = line.location(at: args[0].offset + highOffset)
        guard let low = number(lowText, at: at), let high = number(highText, at: highAt) else { return }
        guard low > 0, high > low else {
            error(.badValue, "the live range must run from a width greater than 0 to a larger one, found \(text)", at: at, suggestion: example)
            return
        }
        block.live = .range(low, high)
    }

    /// A finite number, or a metric; reports and returns nil otherwise.
    func number(_ text: String, at location: SourceLocation) -> Double? {
        if let m = metrics[text] { return m }
        if BlockParser.isNumeral(text), let v = Double(text) {
            guard v.isFinite else {
                error(.badNumber, "'\(text)' is not a finite number", at: location)
                return nil
            }
            guard abs(v) <= BlockParser.largestNumber else {
                error(.badNumber, BlockParser.tooLarge(text), at: location)
                return nil
            }
            return v
        }
        if ["inf", "infinity", "nan", "-inf", "-infinity"].contains(text.lowercased()) {
            error(.badNumber, "'\(text)' is not a finite number", at: location, suggestion: "use a number of points, such as 20")
        } else if Vocabulary.isIdentifier(text) {
            error(.unknownName, "unknown metric '\(text)'", at: location,
                  suggestion: didYouMean(text, Array(metrics.keys).sorted()) ?? "define it first with 'let \(text) = NUMBER'")
        } else {
            error(.badNumber, "expected a number, found '\(text)'", at: location)
        }
        return nil
    }

    /// No layout needs lengths or multipliers beyond a million; larger ones
    /// would only lose precision in the solver.
    public static let largestNumber = 1_000_000.0

    static func tooLarge(_ text: String) -> String {
        "\(text) is too large: numbers in a layout block are at most 1,000,000 in size"
    }

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
            error(.syntax, "expected a name after '\(kindWord)'", at: line.location(at: kindWord.count), suggestion: "for example '\(kindWord) title'")
            return nil
        }
        let name = w[1].text
        let nameAt = line.location(at: w[1].offset)
        guard Vocabulary.isIdentifier(name) else {
            error(.syntax, "'\(name)' is not a valid name: use letters, digits and '_', starting with a letter", at: nameAt)
            return nil
        }
        if Vocabulary.reserved.contains(name) {
            error(.duplicateName, "'\(name)' is reserved and cannot name a view", at: nameAt, suggestion: "choose another name, such as '\(name)View'")
            failedNames.insert(name)
            return nil
        }
        if let existing = block.item(named: name) {
            diagnostics.append(Diagnostic(.error, .duplicateName, "'\(name)' is already declared", at: nameAt, suggestion: "give this one another name",
                                          notes: [.init("first declared here", at: existing.location)]))
            return nil
        }
        let kind: LayoutItem.Kind = kindWord == "guide" ? .guide(.custom) : .view(ViewKind(rawValue: kindWord)!)
        if parent?.isGuide == true {
            error(.syntax, "a layout guide cannot contain views or guides", at: line.location(at: 0), suggestion: "outdent this line")
            return nil
        }
        guard let item = block.declare(name, kind: kind, in: parent, at: nameAt) else { return nil }
        for word in w.dropFirst(2) {
            let at = line.location(at: word.offset)
            if word.text.hasPrefix("\"") {
                guard word.text.count >= 2, word.text.hasSuffix("\"") else {
                    error(.syntax, "unterminated string: add a closing '\"'", at: at)
                    continue
                }
                if item.isGuide { error(.syntax, "a guide has no text", at: at); continue }
                item.properties.apply(.text(quotedText(word.text, at: at)))
                continue
            }
            guard let eq = word.text.firstIndex(of: "=") else {
                error(.syntax, "expected 'key=value', found '\(word.text)'", at: at,
                      suggestion: didYouMean(word.text, Vocabulary.declarationKeys).map { $0 + " (followed by '=value')" })
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
        var missing: [(column: Int, character: Character, scalar: Unicode.Scalar)] = []
        for (i, c) in literal.dropFirst().dropLast().enumerated() {
            if escaped { out.append(c == "n" ? "\n" : c); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            out.append(c)
            if let scalar = c.unicodeScalars.first(where: { !TextMeasurer.shipped.covers($0) }),
               !missing.contains(where: { $0.character == c }) {
                missing.append((location.column + 1 + i, c, scalar))
            }
        }
        if let first = missing.first {
            let named = missing.prefix(5).map { "'\($0.character)' (U+\(NumberText.hex($0.scalar.value, digits: 4)))" }
            let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
            diagnostics.append(Diagnostic(.warning, .missingGlyph,
                "no font Plumb ships has \(named.joined(separator: ", "))\(more): measured with a placeholder width but drawn by the browser in another font, the text may not fit its box",
                at: SourceLocation(line: location.line, column: first.column),
                suggestion: "Plumb measures Latin, Greek, Cyrillic, Hebrew, Arabic, Chinese, Japanese and Korean text; write this text in one of them, or give the view a size with 'intrinsic=WxH'"))
        }
        return out
    }

    // MARK: Conditions

    private func readWhen(_ line: SourceLine) -> [Condition]? {
        var body = line.content.dropFirst(4)
        guard body.hasSuffix(":") else {
            error(.syntax, "expected ':' at the end of the 'when' line", at: line.location(at: line.content.count), suggestion: "write 'when \(String(body).trimmingCharacters(in: " ")):'")
            return nil
        }
        body = body.dropLast()
        let text = String(body).trimmingCharacters(in: " ")
        let at = line.location(at: 5)
        switch text {
        case "compact": return [.sizeClass(.compact)]
        case "regular": return [.sizeClass(.regular)]
        case "rtl": return [.direction(.rtl)]
        case "ltr": return [.direction(.ltr)]
        default: break
        }
        let parts = text.split(separator: " ").map(String.init)
        if parts.count == 3, parts[0] == "width" {
            guard let op = Condition.ComparisonOperator(rawValue: parts[1]) else {
                error(.syntax, "unknown comparison '\(parts[1])': use <, <=, ==, >= or >", at: at)
                return nil
            }
            guard let n = number(parts[2], at: at) else { return nil }
            return [.width(op, n)]
        }
        error(.syntax, "unknown condition '\(text)': expected compact, regular, rtl, ltr or 'width OP N'", at: at,
              suggestion: didYouMean(parts.first ?? text, Vocabulary.conditions))
        return nil
    }

    func reportUnknownLine(_ line: SourceLine) {
        let first = String(line.content.prefix { $0 != " " && $0 != "." })
        var suggestion = didYouMean(first, Vocabulary.kinds + Vocabulary.headers + ["when"])
        if suggestion == nil && line.content.contains(".") {
            suggestion = "a constraint needs a relation: '==', '>=' or '<='"
        }
        error(.syntax, "expected a declaration, constraint, property or VFL line, found '\(line.content)'",
              at: line.location(at: 0), suggestion: suggestion)
    }
}
