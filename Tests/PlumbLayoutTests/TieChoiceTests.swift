import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `tie NAME gives way` (issue 28 §5): the seed's two-label game. Two labels
/// side by side in a 375-wide root, 20 from each side and 8 apart, both
/// 300 wide by their text, both resisting at 750: 327 pt for 600 of text,
/// and which one shrinks is UIKit's arbitrary pick (a tie). The author
/// names the one the figure draws giving way; the tie is still reported,
/// and the other outcome is the ghost.
final class TieChoiceTests: XCTestCase {
    let game = """
    canvas 375x60
    label leftLabel "left" intrinsic=300x20
    label rightLabel "right" intrinsic=300x20
    leftLabel.leading == root.leading + 20
    leftLabel.top == root.top + 20
    rightLabel.leading == leftLabel.trailing + 8
    rightLabel.trailing == root.trailing - 20
    rightLabel.top == root.top + 20

    """

    /// The right label gives way: the left keeps its 300 (x 20), the right
    /// takes 375 − 20 − 300 − 8 − 20 = 27 at x 328. The ghost is the other
    /// outcome: the right label 300 wide at 375 − 20 − 300 = 55.
    func testTheNamedViewGivesWay() {
        let s = Solved(game + "tie rightLabel gives way\n")
        XCTAssertEqual(s.frame("leftLabel"), [20, 20, 300, 20])
        XCTAssertEqual(s.frame("rightLabel"), [328, 20, 27, 20])
        XCTAssertEqual(s.kinds(), [.tie], "still reported as a tie")
        XCTAssertEqual(s.diagnostics().first?.notes.last?.location.line, 9, "the note points at the tie line")
        let ghost = s.solutions.first?.alternatives["rightLabel"]
        XCTAssertEqual(ghost.map { [$0.x, $0.y, $0.width, $0.height] }, [55, 20, 300, 20])
        XCTAssertEqual(s.solutions.first?.alternatives["leftLabel"].map { [$0.x, $0.width] }, [20, 27])
    }

    /// The other way round: the left label is 27 wide, the right 300 at
    /// 20 + 27 + 8 = 55.
    func testTheOtherViewGivesWay() {
        let s = Solved(game + "tie leftLabel gives way\n")
        XCTAssertEqual(s.frame("leftLabel"), [20, 20, 27, 20])
        XCTAssertEqual(s.frame("rightLabel"), [55, 20, 300, 20])
        XCTAssertEqual(s.kinds(), [.tie])
    }

    /// `only` draws the chosen outcome without the ghost.
    func testOnlyLeavesOutTheGhost() {
        let s = Solved(game + "tie rightLabel gives way only\n")
        XCTAssertEqual(s.frame("rightLabel"), [328, 20, 27, 20])
        XCTAssertEqual(s.solutions.first?.alternatives.isEmpty, true)
        XCTAssertEqual(s.kinds(), [.tie])
    }

    /// The article's second case: the right label at least 100 wide, both at
    /// 750, still a tie. The right gives way as far as it may: 100 wide at
    /// 375 − 20 − 100 = 255, the left 255 − 8 − 20 = 227. The third case
    /// (the left at 1000, no tie): the left keeps 300, the right 27 at 328.
    /// The two figures differ.
    func testTheArticlesSecondAndThirdCasesDiffer() {
        let second = Solved(game + "rightLabel.width >= 100\ntie rightLabel gives way\n")
        XCTAssertEqual(second.frame("leftLabel"), [20, 20, 227, 20])
        XCTAssertEqual(second.frame("rightLabel"), [255, 20, 100, 20])
        XCTAssertEqual(second.kinds(), [.tie])
        let third = Solved(game + "leftLabel.resistance.h = 1000\n")
        XCTAssertEqual(third.frame("leftLabel"), [20, 20, 300, 20])
        XCTAssertEqual(third.frame("rightLabel"), [328, 20, 27, 20])
        XCTAssertEqual(third.kinds(), [])
        XCTAssertNotEqual(second.frame("rightLabel"), third.frame("rightLabel"))
    }

    /// A hugging tie: both labels 100 wide in 327, hugging at 250. The
    /// named one stretches: the left keeps 100, the right takes 327 − 100 −
    /// … = 375 − 20 − 100 − 8 − 20 = 227 at x 128.
    func testAHuggingTieStretchesTheNamedView() {
        let text = game.replacingOccurrences(of: "intrinsic=300x20", with: "intrinsic=100x20") + "tie rightLabel gives way\n"
        let s = Solved(text)
        XCTAssertEqual(s.frame("leftLabel"), [20, 20, 100, 20])
        XCTAssertEqual(s.frame("rightLabel"), [128, 20, 227, 20])
        XCTAssertEqual(s.kinds(), [.tie])
    }

    /// Mistakes on the line are errors at their column.
    func testMistakesOnTheLine() {
        func parse(_ line: String) -> [Diagnostic] {
            SolvedBlock.solve(game + line, origin: SourceLocation(line: 1, column: 1), line: 1).parsed.diagnostics
        }
        let unknown = parse("tie rightLable gives way\n")
        XCTAssertEqual(unknown.map(\.kind), [.unknownName])
        XCTAssertEqual(unknown.first?.location.column, 5)
        XCTAssertEqual(unknown.first?.suggestion, "did you mean 'rightLabel'?")
        XCTAssertEqual(parse("tie rightLabel\n").map(\.kind), [.syntax])
        XCTAssertEqual(parse("tie rightLabel gives way always\n").first?.location.column, 26)
        XCTAssertEqual(parse("when compact:\n  tie rightLabel gives way\n").map(\.kind), [.syntax])
    }
}
