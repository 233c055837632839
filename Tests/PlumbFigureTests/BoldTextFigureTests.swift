import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// Bold text is drawn in the bold face the solver measured it in: its span
/// asks for weight 700, which the figure's stylesheet maps to DejaVu Sans
/// Bold, and the stylesheet keeps the browser from emboldening the fonts
/// that have no bold (their glyphs were measured regular).
final class BoldTextFigureTests: XCTestCase {
    private func textStyle(of view: String, in html: String) -> String? {
        guard let r = html.range(of: "data-view=\"\(view)\"") else { return nil }
        let rest = html[r.upperBound...]
        guard let span = rest.range(of: "class=\"plumb-text"), let style = rest[span.upperBound...].range(of: "style=\"") else { return nil }
        return String(rest[style.upperBound...].prefix { $0 != "\"" })
    }

    func testABoldLabelAsksForTheBoldFaceInSnapshotsAndTheLivePanel() throws {
        let solved = SolvedBlock.solve("""
        canvas 320x100
        breakpoints 320
        label plain "Hello" font=20
        label bold "Hello" font=20,bold
        label head "Hello" font=headline
        plain.leading == root.leading
        bold.leading == root.leading
        head.leading == root.leading
        plain.top == root.top
        bold.top == plain.bottom
        head.top == bold.bottom
        """, origin: SourceLocation(line: 1, column: 1), line: 1, live: .range(300, 340))
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let html = FigureRenderer().render(solved)
        XCTAssertEqual(textStyle(of: "plain", in: html)?.contains("font-weight"), false, html)
        XCTAssertEqual(textStyle(of: "bold", in: html)?.contains("font-weight:700"), true)
        XCTAssertEqual(textStyle(of: "head", in: html)?.contains("font-weight:700"), true)
        // The live panel's copy of each view says the same.
        let live = try XCTUnwrap(html.range(of: "plumb-live")).lowerBound
        XCTAssertEqual(textStyle(of: "bold", in: String(html[live...]))?.contains("font-weight:700"), true)
        XCTAssertEqual(textStyle(of: "plain", in: String(html[live...]))?.contains("font-weight"), false)
    }

    func testTheStylesheetMapsWeight700ToTheBoldFileAndSynthesizesNone() {
        let css = FigureStyles.css
        XCTAssertTrue(css.contains("@font-face { font-family: \"Plumb DejaVu Sans\"; font-weight: 700; src: url(\"fonts/DejaVuSans-Bold-Plumb.ttf\")"), css)
        XCTAssertTrue(css.contains("@font-face { font-family: \"Plumb DejaVu Sans\"; font-weight: 400; src: url(\"fonts/DejaVuSans-Plumb.ttf\")"))
        let text = css.range(of: ".plumb-text {").map { String(css[$0.lowerBound...].prefix { $0 != "}" }) } ?? ""
        XCTAssertTrue(text.contains("font-synthesis: none"), text)
    }
}
