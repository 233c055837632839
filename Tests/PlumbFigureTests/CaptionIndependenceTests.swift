import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A figure draws the same facts whatever its caption says: a translated
/// caption names no view, and the Chinese edition's first figure lost the
/// "hugging 250 gives way" note the English one drew because its caption
/// happened to name `body`.
final class CaptionIndependenceTests: XCTestCase {
    private func figure(caption: String) -> String {
        let solved = SolvedBlock.solve("""
        # \(caption)
        canvas 375x150
        breakpoints 320
        label title "Constraints, not frames" font=22
        label body "The engine works out every frame from how the views relate." lines=0
        title.top == root.safe.top + 20
        title.leading == root.margins.leading
        title.trailing <= root.margins.trailing
        body.top == title.bottom + 8
        body.leading == title.leading
        body.trailing == root.margins.trailing
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        return FigureRenderer().render(solved).replacingOccurrences(of: caption, with: "CAPTION")
    }

    /// At 320 the body is 288 wide and its widest wrapped line about 282.7:
    /// its horizontal hugging (250, the default) gives way by 5.3, a true
    /// fact that is noise in this figure, with no priority set and no tie.
    /// Both captions draw the same figure, without the note.
    func testTheCaptionDoesNotDecideWhatIsDrawn() {
        let english = figure(caption: "A title and a body: two constraints per edge")
        let chinese = figure(caption: "一个标题和一段正文：每条边两条约束")
        XCTAssertEqual(english, chinese)
        XCTAssertFalse(english.contains("gives way"), english)
    }
}
