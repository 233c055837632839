import XCTest
import PlumbBlocks
import PlumbLayout
@testable import PlumbSite

/// "The four steps on one small layout" (what Auto Layout does): the rows
/// collected, the equations, the solution and the frames written back, as
/// both editions quote them.
extension GuideProseTests {
    /// "Hello" at 17 pt is 43.094 × 19.797; "Go" is its title (23.578 ×
    /// 19.797) plus 12 a side and 7 above and below: 47.578 × 33.797. Four
    /// written rows; nine implicit: two per axis per view (hugging at 250,
    /// resistance at 750) and the root's height. go.minX = 16 + 43.094 + 8
    /// = 67.094; the baselines (15.78 below a label's top, 7 more in a
    /// button) give go.minY = 20 − 7 = 13.
    /// The prose quotes the steps the figure lists (`show steps`).
    func testFourStepsOnOneSmallLayout() throws {
        for (language, caption) in [(nil as String?, "The four steps, on one label"), ("zh-Hans", "四步走")] {
            let figure = try block(try blocks("what-auto-layout-does", language: language), caption)
            let solution = try XCTUnwrap(figure.breakpoints.first { $0.width == 375 })
            let title = try XCTUnwrap(solution.frames["title"]), go = try XCTUnwrap(solution.frames["go"])
            XCTAssertEqual([title.x, title.y, title.width, title.height], [16, 20, 43.094, 19.797])
            XCTAssertEqual([go.x, go.y, go.width, go.height], [67.094, 13, 47.578, 33.797])
            XCTAssertEqual(figure.block.constraints.count, 4, "four written")
            XCTAssertEqual(solution.implicit.count, 9, "nine implicit")
            XCTAssertEqual(solution.implicit.filter { $0.group == .contentSize }.count, 8, "two per axis per view")
            XCTAssertEqual(solution.implicit.filter { $0.group == .root }.count, 1, "root.height == 80")
            XCTAssertEqual((1901.0 * 17 / 2048 * 100).rounded() / 100, 15.78, "a 17-point label's baseline below its top")
            XCTAssertEqual(go.x, title.x + title.width + 8, accuracy: 1e-9)
            XCTAssertEqual(go.y + 7, title.y, accuracy: 1e-9, "the button's title 7 below its top, on the label's baseline")
            XCTAssertEqual(kinds(figure, 375), [])
            // `show steps`: 13 constraints as 13 equations over 9 unknowns
            // (each view's four, and the root's height). A baseline is
            // 5.88 below its view's centre in both (15.78 − 19.797 / 2 and
            // 7 + 15.78 − 33.797 / 2), so the baseline equation aligns the centres.
            XCTAssertTrue(figure.block.showsSteps)
            XCTAssertEqual(solution.equations.count, 13)
            XCTAssertEqual(solution.unknowns.count, 9)
            XCTAssertEqual(15.78 - 19.797 / 2, 7 + 15.78 - 33.797 / 2, accuracy: 1e-9)
            XCTAssertEqual(((15.78 - 19.797 / 2) * 100).rounded() / 100, 5.88)
            let baseline = try XCTUnwrap(solution.equations.first { $0.origin == .written(index: 3) })
            XCTAssertEqual(Set(baseline.terms.map { "\($0.coefficient) \($0.unknown)" }),
                           ["1.0 go.minY", "0.5 go.height", "-1.0 title.minY", "-0.5 title.height"])
        }
        assertQuotes(try prose("what-auto-layout-does"), ["4 written and 9 implicit", "`title.width <= 43.094\n   @250`", "`title.width >= 43.094 @750`",
                                                          "`root.height == 80`", "baseline is 15.78 below its top at 17 pt, 5.88 below its centre",
                                                          "(19.797 / 2 = 9.90)", "a button's is 7 more", "22.78 below\n   its top",
                                                          "(33.797 / 2 = 16.90)", "`go.minY + 0.5 × go.height = title.minY + 0.5 × title.height`",
                                                          "`go.minX = 16 + 43.094 + 8 = 67.094`, `go.minY = 20 − 7 = 13`",
                                                          "`title` (16, 20, 43.094,\n   19.797), `go` (67.094, 13, 47.578, 33.797)",
                                                          "13 constraints\ncollected, 13 equations, the values of the 9 unknowns"])
        assertQuotes(try prose("what-auto-layout-does", language: "zh-Hans"), ["手写 4 条、隐式 9 条", "`title.width <= 43.094 @250`",
                                                                                 "`title.width >= 43.094 @750`", "`root.height == 80`", "基线在顶部往下\n   15.78",
                                                                                 "中心往下 5.88（19.797 / 2 = 9.90）", "按钮还要再加 7", "基线在顶部往下 22.78",
                                                                                 "（33.797 / 2 = 16.90）", "`go.minY + 0.5 × go.height = title.minY + 0.5 × title.height`",
                                                                                 "`go.minX = 16 + 43.094 + 8 = 67.094`，`go.minY = 20 − 7 = 13`",
                                                                                 "(16, 20, 43.094, 19.797)", "(67.094, 13, 47.578, 33.797)",
                                                                                 "收集到 13 条约束，13 个方程，它们涉及的 9 个未知数"])
    }
}
