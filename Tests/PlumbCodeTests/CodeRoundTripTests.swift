import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import PlumbMarkdown
import XCTest

/// "Code out", proven: every snippet a figure offers is read back by the
/// code front end and must give the figure's frames, to the thousandth of a
/// point, its moved bounds origins, and its diagnostics (errors and
/// warnings, by kind) at every breakpoint. Run over every figure of the guide and over the random blocks
/// the fuzz and one-answer tests draw; a dialect a block does not offer is
/// listed with its reason, and the counts are printed.
final class CodeRoundTripTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// plumb.json's breakpoints, for blocks that name none.
    private static let defaults: [Double] = [320, 375, 768]

    private struct Tally {
        var figures = 0
        var snippets: [CodeDialect: Int] = [:]
        var withheld: [String: Int] = [:]
        var failures: [String] = []

        var report: String {
            let total = snippets.values.reduce(0, +)
            let each = CodeDialect.allCases.map { "\($0.title) \(snippets[$0] ?? 0)" }.joined(separator: ", ")
            let why = withheld.sorted { $0.value > $1.value }.map { "  \($0.value) × \($0.key)" }.joined(separator: "\n")
            return "\(figures) figures, \(total) snippets in \(snippets.keys.count) dialects (\(each))\nwithheld:\n\(why)"
        }
    }

    func testEveryGuideFiguresCodeReadsBackToTheSameFrames() throws {
        var tally = Tally()
        let folder = CodeRoundTripTests.repository.appendingPathComponent("content")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for fence in MarkdownDocument(parsing: text).fencedCodeBlocks {
                let info = fence.info.trimmingCharacters(in: .whitespaces)
                let origin = SourceLocation(line: fence.firstCodeLine, column: fence.fenceColumn)
                let solved: SolvedBlock
                if info == "layout" {
                    if fence.code.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("include ") }) {
                        tally.withheld["(test) an included block is read by the site", default: 0] += 1
                        continue
                    }
                    solved = SolvedBlock.solve(fence.code, origin: origin, line: fence.fenceLine, defaults: CodeRoundTripTests.defaults)
                } else if let code = CodeFence(info: info) {
                    solved = CodeBlock.solve(fence.code, language: code.language, options: code.options, optionsAt: origin, origin: origin,
                                             line: fence.fenceLine, defaults: CodeRoundTripTests.defaults)
                } else {
                    continue
                }
                check(solved, "\(file):\(fence.fenceLine)", into: &tally)
            }
        }
        print("Code out, the guide: " + tally.report)
        XCTAssertGreaterThan(tally.figures, 50)
        XCTAssertEqual(Set(tally.snippets.keys), Set(CodeDialect.allCases), "every dialect is offered somewhere")
        XCTAssertEqual(tally.failures, [], tally.failures.joined(separator: "\n\n"))
    }

    func testRandomBlocksCodeReadsBackToTheSameFrames() {
        var tally = Tally()
        let cases = Int(ProcessInfo.processInfo.environment["PLUMB_ROUND_TRIP_CASES"] ?? "") ?? 150
        var rng = FuzzRandom(seed: 29)
        for i in 0..<cases {
            let text = RandomBlock.make(&rng)
            let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 0, defaults: CodeRoundTripTests.defaults)
            guard solved.parsed.isSolvable else { continue }
            check(solved, "random block \(i):\n\(text)", into: &tally)
        }
        print("Code out, random blocks: " + tally.report)
        XCTAssertGreaterThan(tally.figures, cases / 3)
        XCTAssertEqual(tally.failures, [], tally.failures.prefix(8).joined(separator: "\n\n"))
    }

    /// Random blocks of rows VFL can say (edges to the superview and its
    /// margins, gaps between siblings, standard gaps, sizes, with relations,
    /// priorities and negative gaps): every one must be offered in VFL, and
    /// read back to the same frames in every dialect.
    func testRandomRowsAreOfferedInVFLAndReadBack() {
        var tally = Tally()
        var rng = FuzzRandom(seed: 2929)
        let relations = ["==", ">=", "<="]
        for i in 0..<60 {
            let count = 2 + rng.next(3)
            var lines = ["canvas 375x\(["200", "auto"][rng.next(2)])"]
            let names = (0..<count).map { "v\($0)" }
            for name in names { lines.append(["view", "label", "button"][rng.next(3)] + " \(name)" + (rng.next(2) == 0 ? "" : " \"Row \(name)\"")) }
            for (k, name) in names.enumerated() {
                let axis = rng.next(2) == 0 ? ("leading", "trailing", "width") : ("top", "bottom", "height")
                let priority = rng.next(4) == 0 ? " @\([250, 750, 999][rng.next(3)])" : ""
                let relation = relations[rng.next(3)]
                let gap = [0, 8, 20, -10][rng.next(4)]
                switch rng.next(6) {
                case 0: lines.append("\(name).\(axis.0) \(relation) root.\(axis.0) + \(gap)\(priority)")
                case 1: lines.append("\(name).\(axis.1) \(relation) root.\(axis.1) - \(gap)\(priority)")
                case 2 where k > 0: lines.append("\(name).\(axis.0) \(relation) \(names[k - 1]).\(axis.1) + \(gap)\(priority)")
                case 3 where k > 0: lines.append("\(name).\(axis.2) \(relation) \(names[k - 1]).\(axis.2)\(priority)")
                case 4: lines.append("\(name).\(axis.0) == root.margins.\(axis.0)")
                default: lines.append("\(name).\(axis.2) \(relation) \(10 * (1 + rng.next(10)))\(priority)")
                }
                lines.append("\(name).leading == root.leading + \(8 * k)")
                lines.append("\(name).top == root.top + \(30 * k)")
            }
            let text = lines.joined(separator: "\n")
            let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 0, defaults: CodeRoundTripTests.defaults)
            XCTAssertTrue(solved.parsed.isSolvable, text)
            XCTAssertTrue(CodeOut.offer(for: solved.parsed).snippets.contains { $0.dialect == .visualFormat }, "no VFL for row block \(i):\n\(text)")
            check(solved, "row block \(i):\n\(text)", into: &tally)
        }
        print("Code out, VFL rows: " + tally.report)
        XCTAssertEqual(tally.failures, [], tally.failures.prefix(8).joined(separator: "\n\n"))
    }

    /// Names the writers must guard (red-team findings 02, 08, 14): a view
    /// named with a Swift keyword, identifiers that are a keyword or a type,
    /// views whose classes would share a name or be a view's, views VFL
    /// cannot name; every snippet offered reads back to the same frames.
    func testNamesTheWritersMustGuardReadBack() {
        var tally = Tally()
        let code = [
            CodeOutNamesTests.keywordView,
            CodeOutNamesTests.keywordView.replacingOccurrences(of: "`catch`", with: "`Self`"),
            CodeOutNamesTests.keywordView.replacingOccurrences(of: "`catch`", with: "`inout`"),
            CodeOutNamesTests.keywordView.replacingOccurrences(of: "`catch`", with: "`nil`"),
            CodeOutNamesTests.mixedNames,
            """
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let a = box.widthAnchor.constraint(equalToConstant: 50)
            a.identifier = "NSLayoutConstraint"
            let b = box.heightAnchor.constraint(equalToConstant: 50)
            b.identifier = "defer"
            let c = box.topAnchor.constraint(equalTo: view.topAnchor)
            c.identifier = "UIView"
            NSLayoutConstraint.activate([
              c, a, b,
              box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            ])
            let box2 = UIView()
            view.addSubview(box2)
            box2.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            """,
            """
            let 标签 = UIView()
            let café = UIView()
            for v in [标签, café] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
            NSLayoutConstraint.activate([
              标签.topAnchor.constraint(equalTo: view.topAnchor),
              标签.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
              标签.widthAnchor.constraint(equalToConstant: 50),
              标签.heightAnchor.constraint(equalToConstant: 50),
              café.topAnchor.constraint(equalTo: view.topAnchor),
              café.leadingAnchor.constraint(equalTo: 标签.trailingAnchor, constant: 8),
              café.widthAnchor.constraint(equalToConstant: 50),
              café.heightAnchor.constraint(equalToConstant: 50),
            ])
            """,
        ]
        for (i, text) in code.enumerated() {
            let solved = CodeBlock.solve(text, language: .swift, options: "canvas=375x200 breakpoints=375", optionsAt: SourceLocation(line: 1, column: 1),
                                         origin: SourceLocation(line: 1, column: 1), line: 1, defaults: CodeRoundTripTests.defaults)
            check(solved, "names, code \(i):\n\(text)", into: &tally)
        }
        let layouts = [
            "view tag intrinsic=50x20\nview Tag intrinsic=60x30\nview TagView\ntag.top == root.top\ntag.leading == root.leading\nTag.top == tag.bottom\n"
                + "Tag.leading == root.leading\nTagView.top == Tag.bottom\nTagView.leading == root.leading\nTagView.width == 10\nTagView.height == 10",
            "canvas 375x200\nview BOOL\nBOOL.leading == root.leading + 8\nBOOL.top == root.top\nBOOL.width == 50\nBOOL.height == 50",
        ]
        for (i, text) in layouts.enumerated() {
            check(SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 0, defaults: CodeRoundTripTests.defaults), "names, block \(i):\n\(text)", into: &tally)
        }
        print("Code out, names: " + tally.report)
        XCTAssertEqual(tally.figures, code.count + layouts.count)
        XCTAssertEqual(tally.failures, [], tally.failures.joined(separator: "\n\n"))
    }

    /// The figure's offer, each snippet solved and compared.
    private func check(_ original: SolvedBlock, _ place: String, into tally: inout Tally) {
        guard original.parsed.isSolvable else { return }
        tally.figures += 1
        let offer = CodeOut.offer(for: original.parsed)
        for (dialect, reason) in offer.withheld { tally.withheld["\(dialect.title): \("\(reason)".replacingOccurrences(of: #"line: \d+"#, with: "line: N", options: .regularExpression))", default: 0] += 1 }
        XCTAssertEqual(offer.snippets.count + offer.withheld.count, CodeDialect.allCases.count, "\(place): every dialect offered or withheld")
        for snippet in offer.snippets {
            tally.snippets[snippet.dialect, default: 0] += 1
            let back = CodeBlock.solve(snippet.code, language: snippet.dialect.language, origin: SourceLocation(line: 1, column: 1), line: 1,
                                       defaults: CodeRoundTripTests.defaults)
            // The code is the block as written: a variant's own findings (a
            // tab that demonstrates a conflict, with its `expect`) are not its.
            if let difference = CodeRoundTripTests.difference(original.withoutVariants, back) {
                tally.failures.append("\(place) [\(snippet.dialect.title)]: \(difference)\n\(snippet.code)")
                print("ROUND TRIP FAILED [\(snippet.dialect.title)] \(difference.prefix(300))".replacingOccurrences(of: "\n", with: " "))
            }
        }
    }

    /// The first way the two solutions differ, or nil.
    private static func difference(_ a: SolvedBlock, _ b: SolvedBlock) -> String? {
        let kinds = { (s: SolvedBlock) in s.allDiagnostics.filter { $0.severity != .note }.map { "\($0.severity.rawValue) \($0.kind.rawValue)" } }
        // Kinds, not counts: code that reads the root's size is solved once per
        // breakpoint, and the same finding at two widths is then reported twice.
        if Set(kinds(a)) != Set(kinds(b)) {
            return "diagnostics \(kinds(a)) became \(kinds(b)): " + b.allDiagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }.joined(separator: "; ")
        }
        guard a.breakpoints.count == b.breakpoints.count else { return "\(a.breakpoints.count) breakpoints became \(b.breakpoints.count)" }
        for (x, y) in zip(a.breakpoints, b.breakpoints) {
            guard x.width == y.width, x.direction == y.direction else { return "breakpoint \(x.width) \(x.direction) became \(y.width) \(y.direction)" }
            guard Set(x.frames.keys) == Set(y.frames.keys) else { return "views \(x.frames.keys.sorted()) became \(y.frames.keys.sorted())" }
            // A moved bounds origin changes no frame, only the drawing: compared on its own.
            guard x.boundsOrigins == y.boundsOrigins else { return "bounds origins \(x.boundsOrigins) became \(y.boundsOrigins)" }
            // An ambiguous frame is arbitrary (both sides report it, which the
            // kinds above compare): its value depends on the solver's path.
            let arbitrary = Set(x.ambiguities.map(\.item))
            for (name, f) in x.frames where !arbitrary.contains(name) {
                let g = y.frames[name]!
                let close = zip([f.x, f.y, f.width, f.height], [g.x, g.y, g.width, g.height]).allSatisfy { abs($0 - $1) < 0.001 || ($0.isNaN && $1.isNaN) }
                if !close { return "at \(x.width): '\(name)' \([f.x, f.y, f.width, f.height]) became \([g.x, g.y, g.width, g.height])" }
            }
        }
        return nil
    }
}
