import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// A view with alignment insets draws its frame (the image's content, the
/// shadow) and its alignment rectangle distinctly (issue 30).
final class AlignmentRectFigureTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return FigureRenderer().render(solved)
    }

    /// The guide's figure: a 120 × 120 picture with a 30-pt shadow below and
    /// to the right (`alignmentInsets=0,0,30,30`), centred in 320 × 240.
    /// The rectangle is centred, at (160 − 60, 120 − 60) = (100, 60); the
    /// frame starts there and is 150 × 150. Inside the frame the rectangle
    /// sits at (0, 0), 120 × 120, in a canvas 320 wide.
    func testTheRectangleIsDrawnInsideTheFrame() {
        let html = render("""
        canvas 320x240
        image photo intrinsic=120x120 alignmentInsets=0,0,30,30 color=lightsteelblue
        photo.center == root.center
        """)
        XCTAssertTrue(html.contains("left:calc(100cqw*100/320);top:calc(100cqw*60/320);width:calc(100cqw*150/320);height:calc(100cqw*150/320)"), html)
        XCTAssertTrue(html.contains("<div class=\"plumb-alignment-rect\" style=\"left:0;top:0;width:calc(100cqw*120/320);height:calc(100cqw*120/320)\"></div>"), html)
        XCTAssertTrue(html.contains("plumb-aligned-content"))
        XCTAssertTrue(html.contains("alignment rectangle (what constraints place)"))
        XCTAssertTrue(html.contains("frame: all the view draws, shadow included"), html)
    }

    /// Insets on the top and left (a shadow up and to the left): the
    /// rectangle starts 30 in from the frame's corner.
    func testTopLeftInsetsMoveTheRectangleIn() {
        let html = render("""
        canvas 320x240
        image photo intrinsic=120x120 alignmentInsets=30,30,0,0
        photo.center == root.center
        """)
        XCTAssertTrue(html.contains("<div class=\"plumb-alignment-rect\" style=\"left:calc(100cqw*30/320);top:calc(100cqw*30/320);width:calc(100cqw*120/320);height:calc(100cqw*120/320)\"></div>"), html)
    }

    /// No insets: the rectangle is the frame, and nothing extra is drawn.
    func testNoInsetsNoRectangle() {
        let html = render("""
        canvas 320x240
        image photo intrinsic=120x120
        photo.center == root.center
        """)
        XCTAssertFalse(html.contains("plumb-alignment-rect"))
        XCTAssertFalse(html.contains("alignment rectangle"))
    }
}
