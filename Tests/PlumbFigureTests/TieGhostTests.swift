import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A tie whose outcome the block names (`tie NAME gives way`) is drawn as
/// named, with the other outcome as a dashed ghost and a label saying so.
final class TieGhostTests: XCTestCase {
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

    func html(_ text: String) -> String {
        FigureRenderer().render(SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1))
    }

    /// Both labels move, so both get a ghost; without a `tie` line, or with
    /// `only`, none is drawn and the label is the plain "tie".
    func testTheOtherOutcomeIsAGhost() {
        let chosen = html(game + "tie rightLabel gives way\n")
        XCTAssertEqual(chosen.components(separatedBy: "class=\"plumb-ghost\"").count - 1, 2)
        XCTAssertTrue(chosen.contains("tie: other outcome dashed"))
        XCTAssertTrue(chosen.contains("plumb-key-ghost"), "the legend keys the dashed outcome")
        for text in [game, game + "tie rightLabel gives way only\n"] {
            let plain = html(text)
            XCTAssertFalse(plain.contains("plumb-ghost\""), text)
            XCTAssertFalse(plain.contains("tie: other outcome dashed"))
            XCTAssertFalse(plain.contains("plumb-key-ghost"))
            XCTAssertTrue(plain.contains(">tie<"))
        }
    }
}
