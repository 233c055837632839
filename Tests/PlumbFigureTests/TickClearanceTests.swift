import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// Labels are placed clear of the equal-size ticks, as of text: in the
/// worked examples' login figure a width tick crossed each "h 1" label of
/// the gap guides, which then read "h/1".
final class TickClearanceTests: XCTestCase {
    func testAHeightLabelIsNotPlacedOnAWidthTick() {
        let solved = SolvedBlock.solve("""
        canvas 375x100
        breakpoints 375
        guide gapLeft
        guide gapMiddle
        view login
        gapLeft.leading == root.leading
        login.leading == gapLeft.trailing
        gapMiddle.leading == login.trailing
        gapLeft.width == 25
        gapMiddle.width == gapLeft.width
        login.width == 150
        gapLeft.height == 1
        gapMiddle.height == 1
        gapLeft.top == root.top + 50
        gapMiddle.top == root.top + 50
        login.top == root.top + 50
        login.height == 30
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        // gapMiddle runs from x 175 to 200 at y 50, 1 pt tall; its width
        // tick sits at its middle, x 187.5 ± 1.5, from y 46 to 54. The
        // height label's first pin ends at x 195 and hangs from y 50: across
        // the tick. The next pin, beside the guide's right end (x 199, level
        // with its middle, 50.5), is clear.
        XCTAssertTrue(html.contains("<line x1=\"186\" y1=\"54\" x2=\"189\" y2=\"46\"/>"), html)
        XCTAssertFalse(html.contains("left:calc(100cqw*195/375);top:calc(100cqw*50/375);transform:translate(-100%,0%)\">h 1<"), html)
        XCTAssertTrue(html.contains("left:calc(100cqw*199/375);top:calc(100cqw*50.5/375);transform:translate(0%,-50%)\">h 1<"), html)
    }
}
