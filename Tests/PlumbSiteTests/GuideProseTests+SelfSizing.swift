import XCTest
import PlumbBlocks
import PlumbCode
import PlumbLayout
import PlumbMarkdown
@testable import PlumbSite

/// The self-sizing cell (worked examples): `canvas 375xauto` as a table
/// cell's content view. Both editions quote the same numbers.
extension GuideProseTests {
    /// The message starts at 12 + 19.797 (the name) + 4 = 35.797. At 320 it
    /// is three lines of 15 pt (3 × 2384 × 15 / 2048, each rounded up to
    /// 1/64 pt: 52.391), so the cell is 35.797 + 52.391 + 12 = 100.188; at
    /// 768 one line (17.469) ends at 53.266, above the avatar's 12 + 44 =
    /// 56, so the cell is 56 + 12 = 68. Without the message's bottom
    /// constraint the cell is 68 at 320 too, and the message hangs
    /// 35.797 + 52.391 − 68 = 20.188 out of it, with no diagnostic.
    func testSelfSizingCell() throws {
        for (language, caption, broken) in [(nil as String?, "A table cell's content view", "No bottom constraint"),
                                            ("zh-Hans", "cell 的 contentView", "漏了底部约束")] {
            let figure = try block(try codeFigures("worked-examples", language: language), caption)
            let narrow = try XCTUnwrap(figure.breakpoints.first { $0.width == 320 }), wide = try XCTUnwrap(figure.breakpoints.first { $0.width == 768 })
            let message320 = try XCTUnwrap(narrow.frames["message"]), message768 = try XCTUnwrap(wide.frames["message"])
            XCTAssertEqual(message320.y, 35.797, accuracy: 1e-3)
            XCTAssertEqual(message320.height, 3 * message768.height, accuracy: 0.05, "three lines at 320, one at 768")
            XCTAssertEqual(message320.height, 52.391, accuracy: 1e-3)
            XCTAssertEqual(narrow.height, 100.188, accuracy: 1e-3, "35.8 + 52.39 + 12")
            XCTAssertEqual(message768.height, 17.469, accuracy: 1e-3)
            XCTAssertEqual(message768.y + message768.height, 53.266, accuracy: 1e-3)
            XCTAssertEqual(wide.height, 68, accuracy: 1e-9, "12 + 44 + 12: the avatar decides")
            XCTAssertEqual(kinds(figure, 320) + kinds(figure, 768), [])
            guard case .success(let live)? = try liveCodeFigure("worked-examples", language: language, caption).live else {
                return XCTFail("the cell has a live panel")
            }
            XCTAssertEqual([live.lower, live.upper], [320, 768])
            let mistake = try variant(figure, broken)
            let hanging = try XCTUnwrap(frame(mistake, 320, "message"))
            XCTAssertEqual(mistake.breakpoints.first { $0.width == 320 }?.height ?? 0, 68, accuracy: 1e-9)
            XCTAssertEqual(hanging.y + hanging.height - 68, 20.188, accuracy: 1e-3)
            XCTAssertEqual(kinds(mistake, 320), [], "nothing is broken, so nothing is logged")
        }
        assertQuotes(try prose("worked-examples"), ["three lines,", "52.39 tall", "35.8 + 52.39 + 12 = 100.19", "(17.47 tall, ending at 53.27)",
                                                    "12 + 44 + 12 = 68", "68 tall at every width", "hangs 20.19 points", "priority 50"])
        assertQuotes(try prose("worked-examples", language: "zh-Hans"), ["换成三行", "52.39", "35.8 + 52.39 + 12 = 100.19", "17.47，底部在 53.27",
                                                                        "12 + 44 + 12 = 68", "68 高", "20.19 pt", "优先级 50"])
    }

    /// The page's code figure whose first line starts with `caption`,
    /// solved with its live panel as the site solves it (`codeFigures`
    /// solves the breakpoints only).
    private func liveCodeFigure(_ page: String, language: String?, _ caption: String) throws -> SolvedBlock {
        let suffix = language.map { ".\($0).md" } ?? ".md"
        let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/\(page)\(suffix)"), encoding: .utf8)
        let defaults = SiteConfig.load(root: GuideProseTests.repository).0.breakpoints
        let fences = MarkdownDocument(parsing: text).fencedCodeBlocks.filter { CodeFence(info: $0.info) != nil && $0.code.hasPrefix("// \(caption)") }
        let fence = try XCTUnwrap(fences.count == 1 ? fences.first : nil, "one code figure captioned '\(caption)…'")
        return FenceSolving.solve(LayoutFence(code: fence.code, line: fence.firstCodeLine, column: fence.fenceColumn, info: fence.info),
                                  source: text, defaults: defaults, live: .automatic)
    }
}
