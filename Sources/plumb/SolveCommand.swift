import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import PlumbMarkdown
import PlumbSite

/// `plumb solve FILE [--width W]... [--json]`: solves every layout block of a
/// Markdown page (or a bare `.layout` file) and prints the frames and the
/// diagnostics. The JSON form is a contract (docs/solve-json.md).
struct SolveCommand {
    var path = ""
    var widths: [Double] = []
    var json = false
    /// `--sweep MIN...MAX`: every frame as a function of the width.
    var sweep: (Double, Double)?
    /// Seconds per block (as plumb.json's blockBudgetSeconds); 0: no limit.
    var budget = 10.0

    static let spec = CommandSpec<SolveCommand>(
        name: "plumb solve",
        about: "solves every layout block of FILE and prints its frames and diagnostics.",
        operand: .init(placeholder: "FILE", noun: "file", help: "a Markdown page with ```layout (or ```swift layout, ```objc layout) blocks, a bare .layout file, or a .swift or .m file") { $0.path = $1 },
        options: [
            .value("--width", "W", expected: widthRule, help: "solve at this root width instead of the block's breakpoints (repeatable)") {
                $0.widths.append(try width($1))
            },
            .value("--sweep", "MIN...MAX", expected: sweepRule, help: """
                also give every frame as exact functions of the root width W over MIN...MAX
                (the live figure's pieces: "input.width = W − 98 on 240…1024")
                """) { $0.sweep = try sweepRange($1) },
            .flag("--json", help: "print one JSON document (frames, content sizes, diagnostics) and nothing else") { $0.json = true },
            .value("--budget", "S", expected: "a number of seconds (0: no limit)",
                   help: "seconds each block may take before it is reported at the widths solved so far (default 10; 0: no limit)") {
                guard let s = Double($1), s.isFinite, s >= 0 else { throw CommandSpec<SolveCommand>.InvalidValue(expected: "a number of seconds (0: no limit)") }
                $0.budget = s
            },
        ],
        footer: "exit status: 0 when no diagnostic is an error, 1 otherwise, 2 for a wrong command line")

    static let widthRule = "a width in points greater than 0 and at most 1,000,000 (as every number in a layout block)"

    /// The same bound as the language's numbers: a root a million points wide
    /// is already beyond any screen, and beyond it the solver loses precision.
    static func width(_ text: String) throws -> Double {
        guard let w = Double(text), w.isFinite, w > 0, w <= BlockParser.largestNumber else {
            throw CommandSpec<SolveCommand>.InvalidValue(expected: widthRule)
        }
        return w
    }

    static let sweepRule = "a range of root widths, MIN...MAX, for example --sweep 320...1024"

    static func sweepRange(_ text: String) throws -> (Double, Double) {
        guard let (lowText, highText, _) = BlockParser.widthRange(text) else { throw CommandSpec<SolveCommand>.InvalidValue(expected: sweepRule) }
        let low = try width(lowText), high = try width(highText)
        guard high > low else { throw CommandSpec<SolveCommand>.InvalidValue(expected: sweepRule + ", with MAX larger than MIN") }
        return (low, high)
    }

    static func parse(_ arguments: [String]) throws -> SolveCommand {
        try spec.parse(arguments, into: SolveCommand())
    }

    func run() throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("plumb: error: cannot read '\(path)': no such file\n".utf8))
            return 1
        }
        let source: String
        switch data.withUnsafeBytes(SourceText.decode) {
        case .success(let text): source = text
        case .failure(let d):
            FileHandle.standardError.write(Data(DiagnosticRenderer(useColor: Terminal.colorOnStandardError).render(d, path: path, source: nil).utf8))
            return 1
        }
        let live: SolvedBlock.LiveRequest = sweep.map { .range($0.0, $0.1) } ?? .none
        let page = SolveCommand.solvePage(source, path: path, widths: widths.isEmpty ? nil : widths,
                                          defaults: SolveCommand.siteBreakpoints(for: path),
                                          budget: budget > 0 ? budget : nil, live: live)
        let blocks = page.map(\.solved)
        if json {
            print(SolveCommand.json(path: path, blocks: blocks, reports: page.map(\.report)))
        } else {
            print(SolveCommand.table(path: path, blocks: blocks), terminator: "")
            print(SweepText.table(path: path, blocks: blocks), terminator: "")
            let renderer = DiagnosticRenderer(useColor: Terminal.colorOnStandardError)
            let lines = QuotedSource(source)
            for d in SolveCommand.collapsed(blocks, reports: page.map(\.report)) {
                FileHandle.standardError.write(Data(renderer.render(d, path: path, lines: lines).utf8))
            }
        }
        return blocks.contains { $0.hasErrors } ? 1 : 0
    }

    /// Every layout block of a page (or the whole of a `.layout` file), solved.
    static func solveBlocks(in source: String, path: String, widths: [Double]?, defaults: [Double]? = nil, budget: Double? = nil,
                            live: SolvedBlock.LiveRequest = .none) -> [SolvedBlock] {
        solvePage(source, path: path, widths: widths, defaults: defaults, budget: budget, live: live).map(\.solved)
    }

    /// A page's block as solved, and how its diagnostics are reported on the page.
    struct PageBlock {
        let solved: SolvedBlock
        let report: BlockReport
    }

    /// How a page reports a block's diagnostics: an included block's at the
    /// line that names its file (`LayoutFence.reported`, as the site does),
    /// after the include's own problems.
    struct BlockReport {
        var fence: LayoutFence?
        var problems: [Diagnostic] = []

        func blockLevel(_ diagnostics: [Diagnostic]) -> [Diagnostic] { problems + breakpointLevel(diagnostics) }
        func breakpointLevel(_ diagnostics: [Diagnostic]) -> [Diagnostic] { fence?.reported(diagnostics) ?? diagnostics }
    }

    /// Every layout and code block of a Markdown page, solved, following
    /// `include FILE` as the site does (or a bare `.layout`, `.swift` or
    /// `.m` file, solved whole).
    static func solvePage(_ source: String, path: String, widths: [Double]?, defaults: [Double]? = nil, budget: Double? = nil,
                          live: SolvedBlock.LiveRequest = .none) -> [PageBlock] {
        if let language = CodeLanguage(path: path) {
            return [PageBlock(solved: CodeBlock.solve(source, language: language, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths,
                                                      defaults: defaults, budget: budget, live: live, imageFolder: folder(of: path)),
                              report: BlockReport())]
        }
        if path.hasSuffix(".layout") {
            return [PageBlock(solved: SolvedBlock.solve(source, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths, defaults: defaults,
                                                        budget: budget, live: live),
                              report: BlockReport())]
        }
        let includes = pageIncludes(path: path, source: source)
        return MarkdownDocument(parsing: source).fencedCodeBlocks.filter { $0.language == "layout" || CodeFence(info: $0.info) != nil }.map { block in
            guard block.language == "layout" else {
                let fence = LayoutFence(code: block.code, line: block.fenceLine, column: block.fenceColumn, info: block.info)
                return PageBlock(solved: FenceSolving.solve(fence, source: source, widths: widths, defaults: defaults, budget: budget, live: live,
                                                            imageFolder: folder(of: path)),
                                 report: BlockReport())
            }
            let (found, problems) = includes.fence(info: block.info, code: block.code, line: block.fenceLine, column: block.fenceColumn)
            guard let fence = found else {
                // The include could not be read: the block is its errors, not solved.
                let unread = ParsedBlock(block: LayoutBlock(location: SourceLocation(line: block.fenceLine + 1, column: block.fenceColumn)), diagnostics: problems)
                return PageBlock(solved: SolvedBlock.solve(unread, line: block.fenceLine, readingSince: ContinuousClock().now), report: BlockReport())
            }
            return PageBlock(solved: FenceSolving.solve(fence, source: source, widths: widths, defaults: defaults, budget: budget, live: live,
                                                        imageFolder: folder(of: path)),
                             report: BlockReport(fence: fence, problems: problems))
        }
    }

    /// Where a page's `include FILE` resolves: inside the content folder of
    /// the site the page is in (the nearest `plumb.json` above it), else
    /// inside the page's own folder.
    static func pageIncludes(path: String, source: String) -> LayoutInclude {
        let page = URL(fileURLWithPath: path).standardizedFileURL
        var content = page.deletingLastPathComponent()
        var folder = content
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(SiteConfig.fileName).path) {
                let siteContent = folder.appendingPathComponent("content")
                if page.path.hasPrefix(siteContent.path + "/") { content = siteContent }
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return LayoutInclude(contentFolder: content, pagePath: String(page.path.dropFirst(content.path.count + 1)), source: source)
    }

    /// The file's folder, where code's `UIImage(named:)` finds pictures.
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The breakpoints the site draws a block without its own at: those of
    /// the `plumb.json` in the nearest folder above the file that has one,
    /// so that `plumb solve` answers for the same widths as the figure.
    /// Nil (the block's canvas width) outside a site.
    static func siteBreakpoints(for path: String) -> [Double]? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(SiteConfig.fileName).path) {
                return SiteConfig.load(root: folder).0.breakpoints
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    // MARK: JSON

    static func json(path: String, blocks: [SolvedBlock], reports: [BlockReport]? = nil) -> String {
        var w = JSONWriter()
        w.object { w in
            w.value("file", .string(path))
            w.array("blocks") { w in
                for (i, b) in blocks.enumerated() {
                    let report = reports?[i] ?? BlockReport()
                    w.object { w in
                        w.value("line", .int(b.line))
                        if let caption = b.block.caption { w.value("caption", .string(caption)) }
                        w.array("diagnostics") { w in for d in report.blockLevel(b.diagnostics) { write(d, to: &w) } }
                        w.array("breakpoints") { w in
                            for s in b.breakpoints { write(s, report: report, to: &w) }
                        }
                        SweepText.write(b.live, to: &w)
                        SweepText.write(b.liveVariants, to: &w)
                        writeVariants(of: b, report: report, to: &w)
                    }
                }
            }
        }
        return w.text
    }

    /// A block's named variants (`variant "NAME":`), each solved at the
    /// block's widths: the tabs of its figure after the block as written.
    private static func writeVariants(of b: SolvedBlock, report: BlockReport, to w: inout JSONWriter) {
        guard !b.namedVariants.isEmpty else { return }
        w.value("variant", .string(b.baseVariantName))
        w.array("variants") { w in
            for v in b.namedVariants {
                w.object { w in
                    w.value("name", .string(v.name))
                    w.value("line", .int(v.location.line))
                    w.array("added") { w in for a in v.added { w.inlineObject(nil, [("line", .int(a.line)), ("text", .string(a.text))]) } }
                    w.array("removed") { w in for r in v.removed { w.value(nil, .string(r)) } }
                    w.array("breakpoints") { w in for s in v.solved.breakpoints { write(s, report: report, to: &w) } }
                }
            }
        }
    }

    private static func write(_ s: BreakpointSolution, report: BlockReport, to w: inout JSONWriter) {
        w.object { w in
            w.value("width", .number(s.width))
            w.value("height", .number(s.height))
            w.value("sizeClass", .string(s.sizeClass.rawValue))
            w.value("direction", .string(s.direction.rawValue))
            if case .device(let d) = s.breakpoint { w.value("device", .string(d.name)) }
            w.object("frames") { w in
                for name in s.names {
                    let f = s.frames[name]!
                    w.inlineObject(name, [("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)),
                                          ("height", .number(f.height)), ("parent", .string(f.parent))])
                }
            }
            // A view whose bounds origin is moved (`contentOffset`): its
            // subviews are drawn that much up and left of their frames.
            // Written only when one is, so other output stays as it was.
            let moved = s.names.filter { !(s.boundsOrigins[$0]?.isZero ?? true) }
            if !moved.isEmpty {
                w.object("boundsOrigins") { w in
                    for name in moved {
                        let o = s.boundsOrigins[name]!
                        w.inlineObject(name, [("x", .number(o.x)), ("y", .number(o.y))])
                    }
                }
            }
            w.object("contentSizes") { w in
                for name in s.names {
                    guard let c = s.contentSizes[name] else { continue }
                    w.inlineObject(name, [("width", .number(c.width)), ("height", .number(c.height))])
                }
            }
            w.array("diagnostics") { w in for d in report.breakpointLevel(s.diagnostics) { write(d, to: &w) } }
        }
    }

    private static func write(_ d: Diagnostic, to w: inout JSONWriter) {
        w.object { w in
            w.value("severity", .string(d.severity.rawValue))
            w.value("kind", .string(d.kind.rawValue))
            w.value("message", .string(d.message))
            w.value("line", .int(d.location.line))
            w.value("column", .int(d.location.column))
            if let s = d.suggestion { w.value("suggestion", .string(s)) }
            if d.isExpected { w.value("expected", .bool(true)) }
            w.array("views") { w in for v in d.views { w.value(nil, .string(v)) } }
            w.array("constraints") { w in for c in d.constraints { w.value(nil, .string(c)) } }
            if !d.notes.isEmpty {
                w.array("notes") { w in
                    for n in d.notes {
                        w.inlineObject(nil, [("line", .int(n.location.line)), ("column", .int(n.location.column)), ("message", .string(n.message))])
                    }
                }
            }
        }
    }

    // MARK: Text

    static func table(path: String, blocks: [SolvedBlock]) -> String {
        var out = ""
        for b in blocks {
            out += "\(path):\(b.line): layout block"
            if let caption = b.block.caption { out += ": \(caption)" }
            out += "\n"
            if b.breakpoints.isEmpty { out += "  not solved: the block has errors (below)\n" }
            if !b.namedVariants.isEmpty { out += "  variant \"\(b.baseVariantName)\" (as written)\n" }
            out += table(b.breakpoints)
            for v in b.namedVariants {
                out += "  variant \"\(v.name)\" (line \(v.location.line))\n" + table(v.solved.breakpoints)
            }
        }
        return out
    }

    /// Each breakpoint's frames, one row per view.
    private static func table(_ breakpoints: [BreakpointSolution]) -> String {
        var out = ""
        for s in breakpoints {
            var heading = "  width \(JSONWriter.format(s.width)) x \(JSONWriter.format(s.height))"
            if case .device(let d) = s.breakpoint { heading += " (\(d.name))" }
            heading += ", \(s.sizeClass.rawValue), \(s.direction.rawValue)"
            out += heading + "\n"
            var rows = [["view", "x", "y", "width", "height", "in"]]
            for name in s.names {
                let f = s.frames[name]!
                rows.append([name, JSONWriter.format(f.x), JSONWriter.format(f.y), JSONWriter.format(f.width), JSONWriter.format(f.height), f.parent])
            }
            for name in s.names {
                guard let c = s.contentSizes[name] else { continue }
                rows.append(["\(name) content", "", "", JSONWriter.format(c.width), JSONWriter.format(c.height), ""])
            }
            var widths = [Int](repeating: 0, count: 6)
            for r in rows { for (i, cell) in r.enumerated() { widths[i] = max(widths[i], cell.count) } }
            for r in rows {
                var line = "    "
                for (i, cell) in r.enumerated() {
                    let pad = String(repeating: " ", count: widths[i] - cell.count)
                    line += i == 0 || i == 5 ? cell + pad : pad + cell
                    if i < 5 { line += "  " }
                }
                while line.hasSuffix(" ") { line.removeLast() }
                out += line + "\n"
            }
        }
        return out
    }

    /// The same problem at several widths is printed once, naming the widths.
    static func collapsed(_ blocks: [SolvedBlock], reports: [BlockReport]? = nil) -> [Diagnostic] {
        blocks.enumerated().flatMap { i, b in (reports?[i] ?? BlockReport()).blockLevel(b.allDiagnostics) }
    }
}

/// Whether to colour output: only on a terminal, never with NO_COLOR set.
enum Terminal {
    static var isInteractive: Bool { isatty(2) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb" }

    static var colorOnStandardError: Bool {
        if let v = ProcessInfo.processInfo.environment["NO_COLOR"], !v.isEmpty { return false }
        return isatty(2) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
