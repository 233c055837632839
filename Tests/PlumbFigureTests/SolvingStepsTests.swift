import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure
import PlumbLayout

/// `show steps`: the engine's four steps under the drawing, read from the
/// solution's record of the equations it held and the values it found.
/// Expected equations and values derived by hand.
final class SolvingStepsTests: XCTestCase {
    /// A 17-pt label "Hello" (43.094 × 19.797) and a system button "Go"
    /// (47.578 × 33.797: its title plus 7 above and below) on the label's
    /// baseline. The guide's four-steps figure.
    private let block = """
    canvas 375x80
    breakpoints 375
    show steps
    label title "Hello"
    button go "Go"
    title.leading == root.leading + 16
    title.top == root.top + 20
    go.leading == title.trailing + 8
    go.firstBaseline == title.firstBaseline
    """

    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
    }

    private func terms(_ e: SolvedEquation) -> [String: Double] {
        Dictionary(e.terms.map { ($0.unknown, $0.coefficient) }, uniquingKeysWith: +)
    }

    /// Four written constraints, each over the views' unknowns (positions
    /// in the superview, here the root at 0, 0):
    /// - `title.leading == root.leading + 16`: title.minX − 16 = 0;
    /// - `title.top == root.top + 20`: title.minY − 20 = 0;
    /// - `go.leading == title.trailing + 8`: go.minX − title.minX − title.width − 8 = 0;
    /// - the baselines: a label centres its text, so each baseline is a
    ///   fixed distance below its view's centre, 15.78 − 19.797 / 2 and
    ///   7 + 15.78 − 33.797 / 2, both 5.8815: the constants cancel and the
    ///   equation is go.minY + ½ go.height − title.minY − ½ title.height = 0.
    /// Nine UIKit adds: the root's height (80), and hugging (≤, 250) and
    /// resistance (≥, 750) on each axis of each view: 13 in all.
    func testTheEquationsAreTheEnginesOwn() throws {
        let solution = try XCTUnwrap(solve(block).breakpoints.first)
        XCTAssertEqual(solution.equations.count, 13)
        let written = solution.equations.filter { if case .written = $0.origin { true } else { false } }
        XCTAssertEqual(written.map(\.origin), (0..<4).map { .written(index: $0) })
        guard written.count == 4 else { return }
        XCTAssertEqual(terms(written[0]), ["title.minX": 1])
        XCTAssertEqual(written[0].constant, -16)
        XCTAssertEqual(terms(written[2]), ["go.minX": 1, "title.minX": -1, "title.width": -1])
        XCTAssertEqual(written[2].constant, -8)
        XCTAssertEqual(terms(written[3]), ["go.minY": 1, "go.height": 0.5, "title.minY": -1, "title.height": -0.5])
        XCTAssertEqual(written[3].constant, 0, accuracy: 1e-9)
        XCTAssertTrue(written.allSatisfy { $0.relation == .equal && $0.priority == 1000 })
        let hugging = try XCTUnwrap(solution.equations.first { terms($0) == ["title.width": 1] && $0.relation == .lessOrEqual })
        XCTAssertEqual(hugging.constant, -43.094)
        XCTAssertEqual(hugging.priority, 250)
        // Solved: go.minX = 16 + 43.094 + 8 = 67.094; the centres align, so
        // go.minY = 20 + 19.797 / 2 − 33.797 / 2 = 13.
        let values = Dictionary(solution.unknowns.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(values["go.minX"], 67.094)
        XCTAssertEqual(values["go.minY"], 13)
        XCTAssertEqual(values["title.width"], 43.094)
    }

    /// Only a block that asks records them: the others pay nothing.
    func testABlockThatDoesNotAskRecordsNothing() {
        let plain = solve(block.replacingOccurrences(of: "show steps\n", with: ""))
        XCTAssertEqual(plain.breakpoints.first?.equations, [])
        XCTAssertFalse(FigureRenderer().render(plain).contains("plumb-steps"))
    }

    /// A constraint on the root's width names it; the width is the engine's
    /// edit variable, listed as the first equation at the breakpoint's width.
    func testTheRootsWidthIsAnEquationWhereItIsUsed() throws {
        let solved = solve("canvas 320x100\nbreakpoints 320\nshow steps\nview card\ncard.leading == root.leading + 20\ncard.trailing == root.trailing - 20\ncard.top == root.top\ncard.height == 40")
        let solution = try XCTUnwrap(solved.breakpoints.first)
        XCTAssertEqual(solution.equations.first?.origin, .implicit(.rootWidth(320)))
        XCTAssertEqual(solution.equations.first?.constant, -320)
        // card.trailing == root.trailing − 20: card.minX + card.width − root.width + 20 = 0.
        let trailing = try XCTUnwrap(solution.equations.first { $0.origin == .written(index: 1) })
        XCTAssertEqual(terms(trailing), ["card.minX": 1, "card.width": 1, "root.width": -1])
        XCTAssertEqual(trailing.constant, 20)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("<code>card.minX + card.width = root.width − 20</code>"), html)
        XCTAssertTrue(html.contains("<code>card.width = 280</code>"), "320 − 20 − 20")
    }

    /// Each step in order, the equations as read (positive terms on the
    /// left), an optional one with its priority, the values view by view
    /// as a frame reads them, the frames written back.
    func testTheFigureListsTheFourSteps() {
        let html = FigureRenderer().render(solve(block))
        let steps = ["<strong>Collect.</strong> The constraints in force: 4 written, 9 added by UIKit.",
                     "<code>go.minX = title.minX + title.width + 8</code>",
                     "<code>go.minY + 0.5 × go.height = title.minY + 0.5 × title.height</code>",
                     "<code>title.width ≤ 43.094 @250</code>", "<code>title.width ≥ 43.094 @750</code>",
                     "<strong>Solve.</strong>", "<code>title.minX = 16</code>", "<code>title.width = 43.094</code>",
                     "<code>title.height = 19.797</code>", "<code>go.minX = 67.094</code>", "<code>go.height = 33.797</code>",
                     "<strong>Write back.</strong>", "<code>go.frame = (67.094, 13, 47.578, 33.797)</code>"]
        var from = html.startIndex
        for step in steps {
            guard let found = html.range(of: step, range: from..<html.endIndex) else { return XCTFail("missing, or out of order: \(step)") }
            from = found.upperBound
        }
    }

    /// An equation with no positive term reads from its other side, the
    /// relation turned: −a + 5 ≥ 0 is a ≤ 5; a coefficient other than one
    /// is written as a product.
    func testAnEquationReadsFromItsPositiveSide() {
        let flipped = SolvedEquation(origin: .written(index: 0), terms: [.init(unknown: "a", coefficient: -1)], constant: 5,
                                     relation: .greaterOrEqual, priority: 1000)
        XCTAssertEqual(FigureSolvingSteps.equation(flipped), "a ≤ 5")
        let scaled = SolvedEquation(origin: .written(index: 0), terms: [.init(unknown: "a.width", coefficient: 1), .init(unknown: "b.width", coefficient: -2)],
                                    constant: 0, relation: .equal, priority: 500)
        XCTAssertEqual(FigureSolvingSteps.equation(scaled), "a.width = 2 × b.width @500")
    }

    /// `show steps title`: the steps are the whole block's.
    func testShowStepsTakesNothingAfterIt() {
        let parsed = BlockParser.parse("show steps title\nlabel title \"A\"", origin: SourceLocation(line: 11, column: 1))
        XCTAssertEqual(parsed.diagnostics.first?.location, SourceLocation(line: 11, column: 12))
        XCTAssertEqual(parsed.diagnostics.first?.severity, .error)
    }
}
