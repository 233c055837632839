import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbMarkdown
@testable import PlumbSite

/// Every number the guide's prose states is one its figures show: each
/// page's blocks are solved as the site solves them (at plumb.json's
/// breakpoints when a block names none) and the values the text quotes are
/// asserted here, page by page. A change to a block or to the engine that
/// makes the prose wrong fails here, not in a reader's head.
final class GuideProseTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The page's blocks, by caption (the comment line that opens each).
    /// `language`: the page's translation (`intrinsic-size.zh-Hans.md`).
    func blocks(_ page: String, language: String? = nil) throws -> [String: SolvedBlock] {
        let suffix = language.map { ".\($0).md" } ?? ".md"
        let path = page == "index" ? "content/index\(suffix)" : "content/guide/\(page)\(suffix)"
        let url = GuideProseTests.repository.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let defaults = SiteConfig.load(root: GuideProseTests.repository).0.breakpoints
        var out: [String: SolvedBlock] = [:]
        for fence in MarkdownDocument(parsing: text).fencedCodeBlocks where fence.language == "layout" {
            let solved = SolvedBlock.solve(fence.code, origin: SourceLocation(line: fence.firstCodeLine, column: fence.fenceColumn),
                                           line: fence.fenceLine, defaults: defaults, live: .automatic)
            out[solved.block.caption ?? "line \(fence.fenceLine)"] = solved
        }
        return out
    }

    /// The rebuilt card's text stays inside the card at every width of both
    /// live panels (it hung out of a 340-tall card from 444 to 693): checked
    /// at each piece's ends, where its affine frames are at their extremes.
    func assertTextInsideRebuiltCard(_ rebuilt: SolvedBlock, file: StaticString = #filePath, line: UInt = #line) throws {
        for variant in rebuilt.liveVariants {
            guard case .success(let live) = variant.live else { return XCTFail("no live layout", file: file, line: line) }
            for piece in live.pieces {
                for w in [piece.lower, piece.upper] {
                    let card = try XCTUnwrap(piece.frame("card", at: w)), info = try XCTUnwrap(piece.frame("info", at: w))
                    let infoTop = variant.variant.sizeClass == .regular ? try XCTUnwrap(piece.frame("row", at: w)).y + info.y : info.y
                    XCTAssertLessThanOrEqual(infoTop + info.height + 12, card.height + 1e-6, "at \(w)", file: file, line: line)
                }
            }
        }
    }

    func block(_ blocks: [String: SolvedBlock], _ captionStart: String, file: StaticString = #filePath, line: UInt = #line) throws -> SolvedBlock {
        let matches = blocks.filter { $0.key.hasPrefix(captionStart) }
        guard matches.count == 1, let solved = matches.first?.value else {
            XCTFail("no single block captioned '\(captionStart)…' in \(blocks.keys.sorted())", file: file, line: line)
            throw XCTSkip("missing block")
        }
        return solved
    }

    /// A block's named variant (`variant "NAME":`), solved as the figure's tab draws it.
    func variant(_ solved: SolvedBlock, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> SolvedBlock {
        guard let found = solved.namedVariants.first(where: { $0.name == name }) else {
            XCTFail("no variant '\(name)' in \(solved.namedVariants.map(\.name))", file: file, line: line)
            throw XCTSkip("missing variant")
        }
        return found.solved
    }

    func frame(_ solved: SolvedBlock, _ width: Double, _ view: String) -> SolvedFrame? {
        solved.breakpoints.first { $0.width == width }?.frames[view]
    }

    func kinds(_ solved: SolvedBlock, _ width: Double) -> [DiagnosticKind] {
        solved.breakpoints.first { $0.width == width }?.diagnostics.map(\.kind) ?? []
    }

    /// The home page: "Name" at 17 pt is 6042 units = 50.15625 pt; the field
    /// starts 20 + 50.15625 + 8 = 78.15625 and ends 20 from the edge.
    func testHomePage() throws {
        let home = try block(try blocks("index"), "A label and a text field")
        let name = try XCTUnwrap(frame(home, 375, "name")), input = try XCTUnwrap(frame(home, 375, "input"))
        XCTAssertEqual(name.width, 50.15625, accuracy: 1e-3)
        XCTAssertEqual(input.x, 78.15625, accuracy: 1e-3)
        XCTAssertEqual(input.width, 276.84375, accuracy: 1e-3)
        guard case .success(let live)? = home.live else { return XCTFail("the home figure is live") }
        XCTAssertEqual([live.lower, live.upper], [320, 768])
        XCTAssertEqual(live.pieces.count, 1, "the same functions of the width everywhere: the label never gives way")
    }

    /// Baselines: DejaVu's ascender is 1901 of 2048 units, so a line's
    /// baseline sits 1901 × size / 2048 below its top: 25.990 at 28 pt,
    /// 12.067 at 13 pt, 15.779 at 17 pt; a line is 2384 × 17 / 2048 =
    /// 19.789 tall.
    func testBaselines() throws {
        let page = try codeFigures("anchors")
        let sizes = try block(page, "A title at 28 pt and a note at 13 pt")
        let title = try XCTUnwrap(frame(sizes, 375, "title")), note = try XCTUnwrap(frame(sizes, 375, "note"))
        let side = try XCTUnwrap(frame(sizes, 375, "side"))
        let ascent28: Double = 1901.0 * 28 / 2048, ascent13: Double = 1901.0 * 13 / 2048
        XCTAssertEqual(title.y + ascent28, 49.99, accuracy: 1e-3, "24 + 25.990")
        XCTAssertEqual(note.y, 37.923, accuracy: 1e-3, "49.990 − 12.067")
        XCTAssertEqual(title.y + title.height / 2, side.y + side.height / 2, accuracy: 1e-3)
        XCTAssertEqual((title.y + ascent28) - (side.y + ascent13), 5.2, accuracy: 0.01,
                       "centred, the small label's baseline is 5.2 above the title's")
        let last = try block(page, "A button on the last line of a wrapping label")
        let body = try XCTUnwrap(frame(last, 375, "body")), more = try XCTUnwrap(frame(last, 375, "more"))
        XCTAssertEqual(body.height, 79.156, accuracy: 1e-3, "four lines at 200 points")
        let ascent17: Double = 1901.0 * 17 / 2048, line17: Double = 2384.0 * 17 / 2048
        let lastBaseline: Double = 20 + 3 * line17 + ascent17
        // A button without a configuration: its 15-pt title 6 below its top.
        let ascent15: Double = 1901.0 * 15 / 2048
        XCTAssertEqual(ascent15, 13.92, accuracy: 0.005, "the 15-point font's 13.92")
        XCTAssertEqual(more.y + 6 + ascent15, lastBaseline, accuracy: 1e-3,
                       "the button's title baseline (6 + 13.923) on the fourth line's, at 95.146")
        XCTAssertEqual(more.y, 75.22, accuracy: 0.005, "95.15 − 6 − 13.92 = 75.22")
    }

    /// The card's title wraps onto two lines at 375 (and 320), 39.58 tall,
    /// in a 63.58-point card; at 768 it is one line, 19.8 tall, in 43.8.
    func testAnchorsCardTitleWraps() throws {
        let card = try block(try codeFigures("anchors"), "A card pinned inside the root")
        XCTAssertEqual(try XCTUnwrap(frame(card, 375, "title")).height, 39.578, accuracy: 1e-3, "two lines of 17 pt")
        XCTAssertEqual(try XCTUnwrap(frame(card, 375, "card")).height, 63.578, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(frame(card, 768, "title")).height, 19.797, accuracy: 1e-3, "one line")
        XCTAssertEqual(try XCTUnwrap(frame(card, 768, "card")).height, 43.797, accuracy: 1e-3)
        let at320 = try codeFigures("anchors", replacing: ("breakpoints=375,768", "breakpoints=320"))
        let narrow = try XCTUnwrap(frame(try block(at320, "A card pinned inside the root"), 320, "title"))
        XCTAssertEqual(narrow.height, 39.578, accuracy: 1e-3, "two lines at 320 too")
    }

    /// The anchors chapter is code first: its figures are drawn from the
    /// anchor API. The row's gap is the system spacing, 8 either way round:
    /// "Name" (50.156) at the 16-point margin ends at 66.156, the field
    /// starts at 74.156; right to left, the field ends 8 before the label.
    func testAnchorsChapterIsDrawnFromCode() throws {
        for language in [nil, "zh-Hans"] {
            let suffix = language.map { ".\($0).md" } ?? ".md"
            let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/anchors\(suffix)"), encoding: .utf8)
            XCTAssertFalse(text.contains("```layout"), "every figure of the chapter is code")
            let figures = try codeFigures("anchors", language: language)
            XCTAssertEqual(figures.count, 6)
            let row = try XCTUnwrap(figures.first { $0.key.hasPrefix(language == nil ? "The same row" : "同一行") }?.value)
            let ltr = try XCTUnwrap(row.breakpoints.first { $0.direction == .ltr }), rtl = try XCTUnwrap(row.breakpoints.first { $0.direction == .rtl })
            let name = try XCTUnwrap(ltr.frames["name"]), input = try XCTUnwrap(ltr.frames["input"])
            XCTAssertEqual(input.x - (name.x + name.width), 8, accuracy: 1e-9)
            let rName = try XCTUnwrap(rtl.frames["name"]), rInput = try XCTUnwrap(rtl.frames["input"])
            XCTAssertEqual(rName.x - (rInput.x + rInput.width), 8, accuracy: 1e-9)
            XCTAssertEqual(figures.values.flatMap(\.allDiagnostics).filter { $0.severity != .note }.count, 0)
        }
        assertQuotes(try prose("anchors"), ["`constant: -16`", "8 points between the", "drawn from the code above it"])
        assertQuotes(try prose("anchors", language: "zh-Hans"), ["`constant: -16`", "8 pt", "从图上方的代码画出来的"])
    }

    /// A page's block solved at other widths than its own breakpoints (the
    /// widths a reader drags its live panel to).
    func solvedAt(page: String, language: String? = nil, caption: String, widths: [Double]) throws -> SolvedBlock {
        let suffix = language.map { ".\($0).md" } ?? ".md"
        let url = GuideProseTests.repository.appendingPathComponent("content/guide/\(page)\(suffix)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let fence = try XCTUnwrap(MarkdownDocument(parsing: text).fencedCodeBlocks.first { $0.code.hasPrefix("# \(caption)") })
        let code = fence.code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("breakpoints ") ? "breakpoints " + widths.map { NumberText.points($0) }.joined(separator: " ") : String(line)
        }.joined(separator: "\n")
        return SolvedBlock.solve(code, origin: SourceLocation(line: fence.firstCodeLine, column: fence.fenceColumn), line: fence.fenceLine)
    }

    func testWhatAutoLayoutDoes() throws {
        let page = try blocks("what-auto-layout-does")
        let text = try block(page, "A title and a body")
        // "At 320 points the body label wraps onto more lines than at 768."
        XCTAssertGreaterThan(try XCTUnwrap(frame(text, 320, "body")).height, try XCTUnwrap(frame(text, 768, "body")).height)
        // The conflict is drawn from code: a view made with a frame keeps its autoresizing constraints.
        let conflict = try block(try codeFigures("what-auto-layout-does"), "translatesAutoresizingMaskIntoConstraints left on")
        XCTAssertTrue(kinds(conflict, 375).contains(.unsatisfiable))
        // "one row, `box.frame = CGRect(x: 20, y: 20, width: 100, height: 40)`" under implicit
        // (the code figure writes it as code); the frame holds, 100 wide.
        let frameRows = try XCTUnwrap(conflict.breakpoints.first).implicit.compactMap { conflict.parsed.notation.implicitCode($0.constraint) }.filter { $0.hasPrefix("box.frame") }
        XCTAssertEqual(frameRows, ["box.frame = CGRect(x: 20, y: 20, width: 100, height: 40)"])
        XCTAssertEqual(try XCTUnwrap(frame(conflict, 375, "box")).width, 100)
    }

    func testRelationsAndParameters() throws {
        let code = try codeFigures("relations")
        let inequalities = try block(code, "Inequalities")
        // At 320: 320 − 20 − 8 − 20 − 50.2 (the label) = 221.8.
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 320, "name")).width, 50.156)
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 320, "input")).width, 221.844)
        // At 768 the ceiling holds and the @750 pin gives way.
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 768, "input")).width, 240)
        let pin = try XCTUnwrap(inequalities.block.constraints.firstIndex { $0.priority == 750 })
        XCTAssertEqual(inequalities.breakpoints.first { $0.width == 768 }?.statuses[pin].state, .violated)
        XCTAssertEqual(inequalities.breakpoints.first { $0.width == 320 }?.statuses[pin].state, .holds)

        // Below: each upper box ends at 20 + 40 = 60; 8 under it (system),
        // 16 under the other (system × 2).
        let below = try block(code, "System spacing below")
        XCTAssertEqual(try XCTUnwrap(frame(below, 375, "lower")).y, 68, "60 + 8 = 68")
        XCTAssertEqual(try XCTUnwrap(frame(below, 375, "lower2")).y, 76, "60 + 16 = 76")
        XCTAssertEqual(kinds(below, 375), [])
        assertQuotes(try prose("relations"), ["8 points\nunder another, 16 with `multiplier: 2`", "20 + 40 = 60", "60 + 8 = 68", "60 + 16 = 76", "a rule it does not publish"])
        let insets = try XCTUnwrap(frame(try block(code, "Insets"), 375, "card"))
        XCTAssertEqual([insets.x, insets.y, 375 - insets.x - insets.width, 160 - insets.y - insets.height], [16, 16, 16, 16])
        let multipliers = try block(code, "Multipliers on sizes and on positions")
        XCTAssertEqual(try XCTUnwrap(frame(multipliers, 375, "half")).width, 187.5)
        let dot = try XCTUnwrap(frame(multipliers, 375, "dot"))
        XCTAssertEqual(dot.x + dot.width / 2, 93.75, "a quarter of 375")

        let spacing = try block(code, "System spacing, and a gap")
        let a = try XCTUnwrap(frame(spacing, 375, "a")), b = try XCTUnwrap(frame(spacing, 375, "b")), c = try XCTUnwrap(frame(spacing, 375, "c"))
        XCTAssertEqual(b.x - (a.x + a.width), 16, "system × 2")
        XCTAssertEqual(c.x - (b.x + b.width), 60, "a's width")

        let named = try block(code, "A named constraint")
        XCTAssertTrue(named.allDiagnostics.contains { $0.kind == .unsatisfiable && ([$0.message] + $0.notes.map(\.message)).contains { $0.contains("#photoFloor") } },
                      "\(named.allDiagnostics.map(\.message))")
        assertQuotes(try prose("relations"), ["221.8", "ceiling of 240", "8 points between siblings", "`multiplier: 2`\nis 16",
                                              "the floor of 320\ncannot fit in 300", "`.defaultHigh` (750)"])
    }

    /// Priorities, in code: the 400-point box breaks its trailing
    /// `lessThanOrEqualTo` constraint by 100 at 320 (x = 10, trailing edge
    /// 410, not 310) while its `centred` wish (.defaultLow) is off by 50
    /// unreported and holds at 768 (x = 184); two pins at 500 tie (the first
    /// tab alone expects it), and `raiseTrailing()` (501) puts the box at 155.
    func testPriorities() throws {
        let page = try codeFigures("priorities")
        let wide = try block(page, "A box too wide for the narrow width")
        try assertPriorities(wide: wide, tie: try block(page, "Two wishes at 500 pull apart"), raised: "Trailing at 501")
        assertQuotes(try prose("priorities"), [
            "from 1 to 1000", "`dragThatCanResizeScene` (510)", "`sceneSizeStayPut` (500)", "`dragThatCannotResizeScene` (490)",
            "constraint at 251 beats any number of constraints at 250", "a 400-point box", "10-point insets at 320", "at 768",
            "`box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -10)`",
            "off by 100", "x = 10 and 400 wide", "at 410, not at most 310", "off by 50 at 320", "centre\nis at 210, the root's at 160",
            "x = 184", "a 200-point box", "20 from the\nleading edge and 20 from the trailing edge, both at 500",
            "20 + 200 + 20 = 240 points wide, not 375", "(`Both at 500: expect=tie`)", "`raiseTrailing()`", "to 501", "375 − 20 − 200 = 155",
        ])
    }

    /// The priorities chapter's two code figures, in either edition.
    func assertPriorities(wide: SolvedBlock, tie: SolvedBlock, raised: String) throws {
        let narrow = try XCTUnwrap(frame(wide, 320, "box"))
        XCTAssertEqual([narrow.x, narrow.width, narrow.x + narrow.width], [10, 400, 410])
        let broken = try XCTUnwrap(wide.breakpoints.first { $0.width == 320 }?.diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertTrue(broken.message.contains("'box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -10)' is broken (off by 100 pt)"),
                      broken.message)
        XCTAssertEqual(kinds(wide, 320), [.unsatisfiable], "the optional centerX wish is not reported")
        XCTAssertEqual(narrow.x + narrow.width / 2 - 320 / 2, 50, "centre 210 against the root's 160")
        XCTAssertEqual(try XCTUnwrap(frame(wide, 768, "box")).x, 184, "centred at 768")
        XCTAssertEqual(kinds(wide, 768), [])
        XCTAssertEqual(kinds(tie, 375), [.tie])
        XCTAssertTrue(tie.allDiagnostics.filter { $0.severity != .note }.allSatisfy(\.isExpected), "the first tab expects its tie")
        XCTAssertEqual(try XCTUnwrap(frame(tie, 375, "box")).width, 200)
        XCTAssertEqual(tie.namedVariants.map(\.name), [raised])
        let after = try variant(tie, raised)
        XCTAssertEqual(try XCTUnwrap(frame(after, 375, "box")).x, 155, "375 − 20 − 200")
        XCTAssertEqual(kinds(after, 375), [])
    }

    /// The page's prose (`language`: its translation's): its text with the
    /// fenced blocks taken out, so a number only a block holds never passes
    /// for a quoted one.
    func prose(_ page: String, language: String? = nil) throws -> String {
        let suffix = language.map { ".\($0).md" } ?? ".md"
        let path = page == "index" ? "content/index\(suffix)" : "content/guide/\(page)\(suffix)"
        let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent(path), encoding: .utf8)
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inFence.toggle(); return false }
            return !inFence
        }.joined(separator: "\n")
    }

    func testIntrinsicContentSize() throws {
        let page = try blocks("intrinsic-size")
        let controls = try block(page, "Each control at its intrinsic size")
        let measure = TextMeasurer.shipped
        XCTAssertEqual(try XCTUnwrap(frame(controls, 375, "action")).width, roundedPoints(measure.width(of: "A button", size: 17) + 24), accuracy: 0.001,
                       "the title plus 12 on each side")
        XCTAssertEqual(try XCTUnwrap(frame(controls, 375, "entry")).width, roundedPoints(measure.width(of: "A field", size: 17) + 14), accuracy: 0.001,
                       "the placeholder plus 7 on each side")
        XCTAssertEqual(frame(controls, 375, "toggle").map { [$0.width, $0.height] }, [51, 31])
        XCTAssertEqual(frame(controls, 375, "spinner").map { [$0.width, $0.height] }, [20, 20])
        // The prose says the figure labels each intrinsic size (its `show
        // intrinsic` line): the switch's 51 × 31, the indicator's 20 × 20,
        // the image's 60 × 40, and one label for each of the label, the
        // button and the field; none for the plain view, which has none.
        let html = FigureRenderer(column: Theme.column).render(controls)
        let intrinsic = html.components(separatedBy: "class=\"plumb-mark").dropFirst().compactMap { part -> String? in
            guard let start = part.range(of: ">"), let end = part.range(of: "</span>") else { return nil }
            let label = String(part[start.upperBound..<end.lowerBound])
            return label.range(of: "intrinsic ").map { String(label[$0.lowerBound...]) }
        }
        XCTAssertEqual(intrinsic.count, 6, "\(intrinsic)")
        for size in ["intrinsic 51 × 31", "intrinsic 20 × 20", "intrinsic 60 × 40"] { XCTAssertTrue(intrinsic.contains(size), size) }

        // The article's game, its three cases as tabs. At 375 the row has
        // 375 − 16 − 8 − 16 = 335 for texts of 225.73 and 253.98; at 320, 280.
        let game = try block(page, "The article's two labels")
        let left = roundedPoints(measure.width(of: "A long text on the left side", size: 17))
        let right = roundedPoints(measure.width(of: "Another long text on the right", size: 17))
        XCTAssertEqual([left, right].map { ($0 * 100).rounded() / 100 }, [225.73, 253.98], "the widths the prose quotes")
        XCTAssertEqual(game.namedVariants.map(\.name), ["Case 2: a floor of 100", "Case 3: left at 751"], "three tabs, as the prose counts them")
        // Case 1: a tie; drawn with the right label giving way (335 − 225.73
        // = 109.27), the left one giving way (335 − 253.98 = 81.02) dashed.
        XCTAssertTrue(kinds(game, 375).contains(.tie))
        XCTAssertEqual(try XCTUnwrap(frame(game, 375, "leftLabel")).width, left, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(frame(game, 375, "rightLabel")).width, 335 - left, accuracy: 0.001)
        XCTAssertEqual(((335 - left) * 100).rounded() / 100, 109.27)
        XCTAssertEqual(((335 - right) * 100).rounded() / 100, 81.02)
        let dashed = try XCTUnwrap(game.breakpoints.first { $0.width == 375 }?.alternatives["leftLabel"], "the other outcome, dashed")
        XCTAssertEqual(dashed.width, 335 - right, accuracy: 0.001, "in the other outcome the left label gives way")
        // Case 2: the floor does not decide; still a tie. At 320 the drawn
        // outcome meets the floor (100 and 280 − 100 = 180); the dashed one
        // squeezes the left label to 280 − 253.98 = 26.02.
        let floor = try variant(game, "Case 2: a floor of 100")
        XCTAssertTrue(kinds(floor, 320).contains(.tie), "a floor alone is still a tie")
        XCTAssertTrue(kinds(floor, 375).contains(.tie))
        XCTAssertEqual(try XCTUnwrap(frame(floor, 375, "rightLabel")).width, 335 - left, accuracy: 0.001, "at 375 the floor does not come into play")
        XCTAssertEqual(try XCTUnwrap(frame(floor, 320, "rightLabel")).width, 100)
        XCTAssertEqual(try XCTUnwrap(frame(floor, 320, "leftLabel")).width, 180, "280 − 100")
        let squeezed = try XCTUnwrap(floor.breakpoints.first { $0.width == 320 }?.alternatives["leftLabel"])
        XCTAssertEqual(squeezed.width, 280 - right, accuracy: 0.001)
        XCTAssertEqual(((280 - right) * 100).rounded() / 100, 26.02)
        // Case 3: 751 decides. The left label keeps its text at 375; at 320
        // the required floor still wins: 180 and 100, the left one truncated.
        let decided = try variant(game, "Case 3: left at 751")
        XCTAssertEqual(kinds(decided, 375), [])
        XCTAssertEqual(kinds(decided, 320), [])
        XCTAssertEqual(try XCTUnwrap(frame(decided, 375, "leftLabel")).width, left, accuracy: 0.001, "it keeps its whole text")
        XCTAssertEqual(try XCTUnwrap(frame(decided, 320, "leftLabel")).width, 180)
        XCTAssertNotNil(decided.breakpoints.first { $0.width == 320 }?.text["leftLabel"]?.truncation, "the left label ends with \"…\"")
        assertQuotes(try prose("intrinsic-size"), [
            "375 − 16 − 8 − 16 = 335", "225.73 and 253.98", "(to 109.27)", "(to 81.02)", "`rightLabel` is 100 wide and\n`leftLabel` 180",
            "down to 26.02", "keeps\nits whole text (225.73)", "180 and 100 again", "down to 26.02 at 320",
        ])

        let hugging = try block(page, "The lower hugging priority stretches")
        XCTAssertEqual(try XCTUnwrap(frame(hugging, 375, "key")).width, try XCTUnwrap(frame(hugging, 768, "key")).width, "the key keeps its width")
        XCTAssertGreaterThan(try XCTUnwrap(frame(hugging, 768, "value")).width, try XCTUnwrap(frame(hugging, 375, "value")).width + 300,
                             "the value label takes the 393 extra points")

        let wrapping = try block(page, "A wrapping label")
        XCTAssertGreaterThan(try XCTUnwrap(frame(wrapping, 320, "body")).height, try XCTUnwrap(frame(wrapping, 768, "body")).height)
        XCTAssertEqual(kinds(try block(page, "The same constraints at two text sizes"), 375), [], "nothing breaks at 28 points")
    }

    /// Drawn from code (UILayoutGuide, safeAreaLayoutGuide, layoutMarginsGuide,
    /// readableContentGuide), with the frames the layout blocks drew before.
    func testLayoutGuides() throws {
        let page = try codeFigures("layout-guides")
        let spacers = try block(page, "Equal gaps")
        XCTAssertEqual(kinds(spacers, 320), [], "every guide has a vertical position and a height")
        // The pair's guide is centred: its middle is the root's, 375 / 2.
        let group = try XCTUnwrap(frame(try block(page, "A guide wraps the icon"), 375, "group"))
        XCTAssertEqual(group.x + group.width / 2, 187.5, accuracy: 1e-3)
        XCTAssertEqual(group.width, 24 + 8 + (try XCTUnwrap(frame(try block(page, "A guide wraps the icon"), 375, "caption"))).width, accuracy: 1e-3)
        // "Try it": multiplier 2 on g2 and g3. At 320 the six equal parts are
        // what the buttons leave: the end gaps are one part, the middle ones two.
        let tried = try block(try codeFigures("layout-guides", replacing: (
            "g2.widthAnchor.constraint(equalTo: g1.widthAnchor),\n    g3.widthAnchor.constraint(equalTo: g1.widthAnchor),",
            "g2.widthAnchor.constraint(equalTo: g1.widthAnchor, multiplier: 2),\n    g3.widthAnchor.constraint(equalTo: g1.widthAnchor, multiplier: 2),")), "Equal gaps")
        let part = (320 - ["one", "two", "three"].compactMap { frame(tried, 320, $0)?.width }.reduce(0, +)) / 6
        XCTAssertEqual(["g1", "g2", "g3", "g4"].compactMap { frame(tried, 320, $0)?.width }.map { ($0 / part * 1000).rounded() / 1000 }, [1, 2, 2, 1])
        for width in [320.0, 414] {
            let gaps = ["g1", "g2", "g3", "g4"].compactMap { frame(spacers, width, $0)?.width }
            XCTAssertEqual(gaps.count, 4)
            XCTAssertTrue(gaps.allSatisfy { abs($0 - gaps[0]) < 0.001 }, "\(width): \(gaps)")
        }
        let safe = try block(page, "Content on the safe area")
        let se = try XCTUnwrap(safe.breakpoints.first { $0.width == 375 }?.frames["panel"])
        let seEdges: [Double] = [se.y, se.y + se.height]
        XCTAssertEqual(seEdges, [28, 659], "20 + 8 under a 20-point status bar; 667 − 8: no home indicator")
        let phone = try XCTUnwrap(safe.breakpoints.first { $0.width == 393 }?.frames["panel"])
        let phoneEdges: [Double] = [phone.y, phone.y + phone.height]
        XCTAssertEqual(phoneEdges, [67, 810], "59 + 8, 852 − 34 − 8")
        let landscape = try XCTUnwrap(safe.breakpoints.first { $0.width == 852 }?.frames["panel"])
        let landscapeEdges: [Double] = [landscape.x, landscape.x + landscape.width, landscape.y + landscape.height]
        XCTAssertEqual(landscapeEdges, [67, 785, 364], "59 + 8, 852 − 59 − 8, 393 − 21 − 8")

        let margins = try block(page, "回")
        XCTAssertEqual(frame(margins, 375, "inner").map { [$0.x, $0.y, $0.width, $0.height] }, [24, 24, 295, 120])
        XCTAssertEqual(frame(margins, 375, "outer").map { [$0.x, $0.y, $0.width, $0.height] }, [0, 0, 343, 168])
        XCTAssertEqual(try XCTUnwrap(frame(try block(page, "Text on the readable guide"), 1024, "article")).width, 672)
        let banners = try block(page, "Two banners across the root")
        XCTAssertEqual(frame(banners, 375, "a").map { [$0.x, $0.y, $0.width] }, [8, 8, 359], "its own 8; 375 − 2 × 8")
        XCTAssertEqual(frame(banners, 375, "b").map { [$0.x, $0.y, $0.width] }, [16, 8, 343], "the root's 16 preserved; 375 − 2 × 16")
    }

    /// A 150-point view with a 30-point shadow: (85, 45) by its frame; with
    /// `alignmentRectInsets` its 120 × 120 rectangle is centred at
    /// (160, 120), so the frame is at (100, 60), still 150 wide; insets on
    /// the top and left instead ("Try it") move it to (70, 30).
    func testAlignmentRectangles() throws {
        let page = try codeFigures("alignment-rects")
        let byFrame = try block(page, "Centred by the frame")
        XCTAssertEqual(frame(byFrame, 320, "photo").map { [$0.x, $0.y] }, [85, 45])
        // The picture it draws is its top-left 120 × 120: centred at
        // 85 + 60 = 145 and 45 + 60 = 105, 15 up and left of (160, 120).
        XCTAssertEqual(frame(byFrame, 320, "picture").map { [$0.x, $0.y, $0.width, $0.height] }, [0, 0, 120, 120])
        XCTAssertEqual(frame(try block(page, "alignmentRectInsets set"), 320, "photo").map { [$0.x, $0.y, $0.width] }, [100, 60, 150])
        let tried = try codeFigures("alignment-rects", replacing: ("top: 0, left: 0, bottom: 30, right: 30", "top: 30, left: 30, bottom: 0, right: 0"))
        XCTAssertEqual(frame(try block(tried, "alignmentRectInsets set"), 320, "photo").map { [$0.x, $0.y] }, [70, 30])
        assertQuotes(try prose("alignment-rects"), ["150 × 150", "15 points", "120 × 120", "150 wide", "(85, 45)", "(100, 60)", "(160, 120)",
                                                    "extends 30", "to (70, 30)", "30 at 1x, 60 at\n  2x and 90 at 3x"])
    }

    func testVisualFormatLanguage() throws {
        let page = try codeFigures("visual-format")
        let metrics = try block(page, "A metric and a priority")
        XCTAssertEqual(try XCTUnwrap(frame(metrics, 320, "box")).width, 280)
        XCTAssertEqual(try XCTUnwrap(frame(metrics, 768, "box")).width, 400)
        let row = try block(page, "H:|-[title]-[detail]-[action]-|")
        for width in [375.0, 768] {
            let centres = ["title", "detail", "action"].compactMap { frame(row, width, $0) }.map { $0.y + $0.height / 2 }
            XCTAssertEqual(Set(centres.map { ($0 * 1000).rounded() }).count, 1, "alignAllCenterY at \(width): \(centres)")
        }
        // "as the figure's table lists: `title.centerYAnchor.constraint(equalTo: detail.centerYAnchor)`,
        // then the same from `detail` to `action`": the table's rows, in the code figure's notation.
        let rows = row.block.constraints.map { row.parsed.notation.tableRow($0) }
        XCTAssertTrue(rows.contains("title.centerYAnchor.constraint(equalTo: detail.centerYAnchor)"), "\(rows)")
        XCTAssertTrue(rows.contains("detail.centerYAnchor.constraint(equalTo: action.centerYAnchor)"), "\(rows)")
        // "Try it": with H:|-[title]-20-[detail]-[action(80)]-| the button
        // is 80 wide and the gap after the title 20.
        let tried = try codeFigures("visual-format", replacing: ("H:|-[title]-[detail]-[action]-|", "H:|-[title]-20-[detail]-[action(80)]-|"))
        let changed = try block(tried, "H:|-[title]-20-[detail]-[action(80)]-|")
        let title = try XCTUnwrap(frame(changed, 375, "title")), detail = try XCTUnwrap(frame(changed, 375, "detail"))
        XCTAssertEqual(try XCTUnwrap(frame(changed, 375, "action")).width, 80)
        XCTAssertEqual(detail.x - (title.x + title.width), 20, accuracy: 0.001)
        assertQuotes(try prose("visual-format"), ["280", "400", "320 − 20 − 20 = 280", "`metrics: [\"margin\": 20]`", "`.alignAllCenterY`",
                                                   "`title.centerYAnchor.constraint(equalTo: detail.centerYAnchor)`", "from `detail` to `action`",
                                                   "`H:|-[title]-20-[detail]-[action(80)]-|`", "80 wide", "the gap after the title 20"])
    }

    func testSizeClasses() throws {
        let page = try blocks("size-classes")
        let buttons = try block(page, "Buttons in a row when regular")
        XCTAssertEqual(try XCTUnwrap(frame(buttons, 375, "share")).y, roundedPoints(try XCTUnwrap(frame(buttons, 375, "save")).height + 12), "a column")
        XCTAssertEqual(["save", "share", "more"].compactMap { frame(buttons, 820, $0)?.width }, [252, 252, 252], "(780 − 2 × 12) / 3")
        let card = try block(page, "The product card")
        XCTAssertEqual(frame(card, 375, "photo").map { [$0.width, $0.height] }, [319, 191.4])
        XCTAssertEqual(try XCTUnwrap(frame(card, 820, "card")).width, 788)
        XCTAssertEqual(try XCTUnwrap(frame(card, 820, "photo")).width, 315.2)
        // The card is as tall as what it holds: the name and the price stay
        // inside it at every width of its live range, where they fell out
        // between 444 and 693 when the canvas was 340 tall.
        let dragged = try solvedAt(page: "size-classes", caption: "The product card", widths: [375, 444, 600, 693, 694, 820])
        for point in dragged.breakpoints {
            let card = try XCTUnwrap(point.frames["card"]), price = try XCTUnwrap(point.frames["price"])
            XCTAssertLessThanOrEqual(price.y + price.height + 12, card.height + 1e-3, "the price inside the card at \(point.width)")
        }
        XCTAssertEqual(try XCTUnwrap(dragged.breakpoints.first { $0.width == 693 }?.frames["card"]).height, 469.606, accuracy: 1e-3,
                       "compact: 12 + 0.6 × 637 + 12 + the name, 6, the price + 12")
        // "Plumb takes it to turn regular at 694 points": the live panel's
        // class, from a bare width.
        XCTAssertEqual(dragged.breakpoints.filter { [693, 694].contains($0.width) }.map(\.sizeClass), [.compact, .regular])
        let rebuilt = try block(page, "The card rebuilt per size class")
        XCTAssertEqual(frame(rebuilt, 375, "photo")?.width, 319)
        XCTAssertEqual(frame(rebuilt, 375, "photo")?.parent, "card")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 375, "info")).y, 215.4, "12 + 191.4 + 12")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 375, "buy")).height, 0, "hidden when compact")
        XCTAssertEqual(frame(rebuilt, 820, "photo")?.width, 305.6)
        XCTAssertEqual(frame(rebuilt, 820, "photo")?.parent, "row")
        XCTAssertEqual(frame(rebuilt, 820, "info").map { [$0.x, $0.width] }, [321.6, 442.4])
        XCTAssertEqual(rebuilt.liveVariants.map(\.variant.sizeClass), [.compact, .regular], "one live panel per class")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 375, "card")).height, 278.806, accuracy: 1e-3, "12 + 191.4 + 12 + 51.4 + 12")
        try assertTextInsideRebuiltCard(rebuilt)
        // Across devices: a column on the compact ones, whatever their
        // width; a row of three on the regular ones.
        let devices = try block(page, "The same buttons on six screens")
        for width in [320.0, 393, 590, 852] {
            XCTAssertGreaterThan(try XCTUnwrap(frame(devices, width, "share")).y, 0, "a column at \(width)")
        }
        for width in [744.0, 932] {
            XCTAssertEqual(try XCTUnwrap(frame(devices, width, "share")).y, 0, "a row at \(width)")
        }
        XCTAssertEqual(try XCTUnwrap(frame(devices, 744, "save")).width, 226.667, accuracy: 1e-3, "(744 − 2 × 20 − 2 × 12) / 3")
        XCTAssertEqual(try XCTUnwrap(frame(devices, 852, "cls")).x, 79, "a 59-point safe area plus the 20-point margin")
        XCTAssertEqual(try XCTUnwrap(frame(devices, 393, "cls")).y, 67, "under the 59-point status bar and sensor housing, + 8")
    }

    func testDebugging() throws {
        let page = try blocks("debugging")
        let wide = try block(page, "Too wide for the narrow width")
        XCTAssertTrue(kinds(wide, 320).contains(.unsatisfiable))
        XCTAssertFalse(kinds(wide, 375).contains(.unsatisfiable), "20 + 300 + 20 fits in 375")
        XCTAssertTrue(wide.allDiagnostics.contains { $0.message.contains("#box") || $0.notes.contains { $0.message.contains("#box") } })
        XCTAssertTrue(kinds(try block(page, "The view has a width"), 320).contains(.ambiguous))
    }

    func testStackViews() throws {
        let page = try codeFigures("stack-views")
        let aligned = try block(page, "Five alignments of the same three views")
        func f(_ v: String) throws -> SolvedFrame { try XCTUnwrap(frame(aligned, 375, v)) }
        // fill: every view as tall as the stack, which is as tall as the large label.
        XCTAssertEqual(try f("f1").height, try f("f2").height)
        XCTAssertEqual(try f("f3").height, try f("f2").height)
        // top, center, bottom: each view keeps its height (the box 20).
        XCTAssertEqual(try f("t3").height, 20)
        XCTAssertEqual(try f("t1").y, try f("t2").y)
        XCTAssertEqual(try f("c1").y + (try f("c1").height) / 2, try f("c2").y + (try f("c2").height) / 2, accuracy: 0.01)
        XCTAssertEqual(try f("b1").y + (try f("b1").height), try f("b2").y + (try f("b2").height), accuracy: 0.01)
        // firstBaseline: the small label sits lower than the large one's top
        // and the box's bottom is on the baseline, above the large label's bottom.
        XCTAssertGreaterThan(try f("l1").y, try f("l2").y)
        XCTAssertLessThan(try f("l3").y + (try f("l3").height), try f("l2").y + (try f("l2").height))
        // Custom spacing: 24 after the title, 8 after the version.
        let notes = try block(page, "spacing 8, but 24 after the title")
        func n(_ v: String) throws -> SolvedFrame { try XCTUnwrap(frame(notes, 375, v)) }
        XCTAssertEqual(try n("version").y - (try n("title").y + (try n("title").height)), 24, accuracy: 0.001)
        XCTAssertEqual(try n("date").y - (try n("version").y + (try n("version").height)), 8, accuracy: 0.001)
        // The nested column takes the slack; avatar and switch are centred on it.
        let cell = try block(page, "A settings cell")
        let text = try XCTUnwrap(frame(cell, 375, "text")), avatar = try XCTUnwrap(frame(cell, 375, "avatar"))
        XCTAssertEqual(avatar.y + avatar.height / 2, text.y + text.height / 2, accuracy: 0.01)
        XCTAssertGreaterThan(try XCTUnwrap(frame(cell, 768, "text")).width, text.width)
        XCTAssertEqual(kinds(cell, 375), [])
        // fillEqually with ok.width == 150: the last button's
        // UISV-fill-equally breaks; 150, 150 and 343 − 16 − 300 = 27.
        let conflict = try block(page, "fillEqually and an explicit width")
        XCTAssertEqual(["cancel", "ok", "help"].compactMap { frame(conflict, 375, $0)?.width }, [150, 150, 27])
        XCTAssertTrue(kinds(conflict, 375).contains(.unsatisfiable))
        let broken = try XCTUnwrap(conflict.breakpoints[0].diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertTrue(broken.message.contains("UISV-fill-equally constraint 'help.widthAnchor.constraint(equalTo: cancel.widthAnchor)'"), broken.message)
        XCTAssertTrue(broken.message.contains("contradicts 10 other required constraints"), broken.message)
        // equalSpacing: the explicit width holds, the others keep their own.
        let spaced = try block(page, "equalSpacing takes the explicit width")
        XCTAssertEqual(try XCTUnwrap(frame(spaced, 375, "ok")).width, 150)
        // `UIButton(type: .system)`: no configuration, so its title at 15 pt and no side insets.
        XCTAssertEqual(try XCTUnwrap(frame(spaced, 375, "cancel")).width, roundedPoints(TextMeasurer.shipped.width(of: "Cancel", size: 15)), accuracy: 0.001)
        XCTAssertEqual(kinds(spaced, 375), [])
        assertQuotes(try prose("stack-views"), ["the labels' 200, below the image view's 250 and the switch's\n750", "spacing is 8",
                                                 "`setCustomSpacing(24, after: title)` leaves 24", "(343 − 2 × 8) / 3 = 109",
                                                 "Cancel\nand OK are 150 wide", "343 − 16 − 2 × 150 = 27", "the ten it contradicts"])
    }

    /// Drawn from code (contentLayoutGuide, frameLayoutGuide, the scroll
    /// view's own anchors, a VFL string), with the frames the layout blocks drew before.
    func testScrollViews() throws {
        let page = try codeFigures("scroll-views")
        func content(_ caption: String) throws -> [Double] {
            let size = try XCTUnwrap(try block(page, caption).breakpoints[0].contentSizes["pane"])
            return [size.width, size.height]
        }
        XCTAssertEqual(try content("A fixed container"), [375, 400])
        // A field: 19.797 of text + 2 × 7 = 33.797; 20 + 8 × 33.797 + 7 × 12
        // + 20 = 394.375 ("394.4"), in both set-ups.
        XCTAssertEqual(try XCTUnwrap(frame(try block(page, "A container sized by the fields"), 375, "f1")).height, 33.797)
        XCTAssertEqual(try content("A container sized by the fields"), [375, 394.375])
        XCTAssertEqual(try content("The same fields straight in the scroll view"), [375, 394.375])
        // The classic example: red 500 wide, content 610 × 400.
        XCTAssertEqual(try XCTUnwrap(frame(try block(page, "Content 610 wide"), 375, "red")).width, 500)
        XCTAssertEqual(try XCTUnwrap(try block(page, "Content 610 wide").breakpoints[0].contentSizes["s"]).width, 610)
        // Pinned to the margins with |-…-|: (8, 8, 500, 800) in a 516 × 816 content.
        XCTAssertEqual(frame(try block(page, "A 500 × 800 view pinned"), 375, "c").map { [$0.x, $0.y, $0.width, $0.height] }, [8, 8, 500, 800])
        XCTAssertEqual(try content("A 500 × 800 view pinned"), [516, 816])
    }

    /// Drawn from code, with the frames the layout blocks drew before.
    func testWorkedExamples() throws {
        let page = try codeFigures("worked-examples")
        let login = try block(page, "The login screen")
        XCTAssertEqual(["avatar", "user", "login", "gapLeft"].compactMap { frame(login, 375, $0)?.width }, [112.5, 300, 150, 25])
        XCTAssertEqual(["avatar", "user", "login", "gapLeft"].compactMap { frame(login, 430, $0)?.width }, [129, 344, 172, 28.667])
        XCTAssertEqual(kinds(login, 375), [])
        let chat = try block(page, "A chat bubble")
        let narrow = try XCTUnwrap(frame(chat, 320, "bubble")), message = try XCTUnwrap(frame(chat, 320, "message"))
        XCTAssertEqual(narrow.width, 228.016, "the widest of its lines, under the 240 limit")
        XCTAssertEqual((message.height / TextMeasurer.shipped.lineHeight(size: 17)).rounded(), 4, "four lines")
        XCTAssertEqual(try XCTUnwrap(frame(chat, 768, "bubble")).width, 525.656)
    }

    /// A translation keeps every block of its original and each block's
    /// `expect`: only the caption (the block's first comment) and its
    /// variants' names (their tabs' titles) are its own.
    func testTranslationsKeepEveryBlockOfTheirOriginal() throws {
        let content = GuideProseTests.repository.appendingPathComponent("content")
        let files = FileManager.default.enumerator(atPath: content.path)?.compactMap { $0 as? String } ?? []
        let translations = files.filter { $0.hasSuffix(".zh-Hans.md") }
        XCTAssertGreaterThanOrEqual(translations.count, 2)
        func code(_ path: String) throws -> [String] {
            let text = try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
            let fences = MarkdownDocument(parsing: text).fencedCodeBlocks
            let blocks = fences.filter { $0.language == "layout" }.map { fence in
                fence.code.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(GuideProseTests.unnamedVariant).joined(separator: "\n")
            }
            // Code figures (`swift layout …`, `objc layout …`): the same
            // statements and the same options. A translation may word what
            // the code only says to its reader: comments, string literals
            // (a label's text, "4.8 分（满分 5 分）") and the variants' names.
            let figures = fences.filter { $0.info.split(separator: " ").dropFirst().first == "layout" }.map { fence in
                let variants = fence.info.range(of: #"variants="[^"]*""#, options: .regularExpression).map { fence.info[$0] }
                let options = fence.info.replacingOccurrences(of: #"variants="[^"]*""#, with: "variants=\(variants?.split(separator: ",").count ?? 0)",
                                                              options: .regularExpression)
                let code = fence.code
                    .replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "\"…\"", options: .regularExpression)
                    .replacingOccurrences(of: #"(?m)[ \t]*//.*$"#, with: "", options: .regularExpression)
                return options + "\n" + code
            }
            return blocks + figures
        }
        for translation in translations {
            let original = String(translation.dropLast(".zh-Hans.md".count)) + ".md"
            XCTAssertEqual(try code(translation), try code(original), "\(translation) and \(original)")
        }
    }

    /// `variant "NAME":` as `variant "…":`, the rest of any other line as it is.
    private static func unnamedVariant(_ line: Substring) -> String {
        guard line.hasPrefix("variant \""), let close = line.dropFirst(9).firstIndex(of: "\"") else { return String(line) }
        return "variant \"…\"" + line[line.index(after: close)...]
    }

    /// The whole guide builds with no unexpected warning (the CI's
    /// `plumb check --warnings-as-errors`, in-process). Notes fail nothing
    /// there either: the code figures' "the root's size is read at each
    /// width" and "UIKit calls this on every pass" are the pages' point.
    func testTheGuideHasNoUnexpectedDiagnostics() throws {
        let site = try Site(root: GuideProseTests.repository)
        let report = try SiteBuilder(site: site, theme: try Theme.load(from: nil), cache: BuildCache(folder: nil)).build()
        XCTAssertEqual(report.diagnostics.filter { !$0.diagnostic.isExpected && $0.diagnostic.severity != .note }.map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.message)" }, [])
        XCTAssertGreaterThanOrEqual(report.pageCount, 16)
    }
}
