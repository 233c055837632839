import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// Bold text is drawn in the bold face the solver measured it in: its span
/// has `.plumb-bold`, which the figure's stylesheet sets in DejaVu Sans
/// Bold, a family of its own (as a weight of the regular family it would
/// also draw the overlay's semibold labels, measured regular); and the
/// stylesheet keeps the browser from emboldening the fonts that have no
/// bold (their glyphs were measured regular).
final class BoldTextFigureTests: XCTestCase {
    /// The class of `view`'s text span, from the first occurrence of the
    /// view in `html`.
    private func textClass(of view: String, in html: String) -> String? {
        guard let r = html.range(of: "data-view=\"\(view)\"") else { return nil }
        let rest = html[r.upperBound...]
        guard let span = rest.range(of: "<span class=\"plumb-text") else { return nil }
        return "plumb-text" + String(rest[span.upperBound...].prefix { $0 != "\"" })
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
        XCTAssertEqual(textClass(of: "plain", in: html), "plumb-text", html)
        XCTAssertEqual(textClass(of: "bold", in: html), "plumb-text plumb-bold")
        XCTAssertEqual(textClass(of: "head", in: html), "plumb-text plumb-bold")
        // The live panel's copy of each view says the same.
        let live = String(html[try XCTUnwrap(html.range(of: "plumb-live")).lowerBound...])
        XCTAssertEqual(textClass(of: "bold", in: live), "plumb-text plumb-bold")
        XCTAssertEqual(textClass(of: "plain", in: live), "plumb-text")
    }

    func testTheStylesheetGivesBoldTextItsOwnFamilyAndSynthesizesNone() {
        let css = FigureStyles.css
        XCTAssertTrue(css.contains("@font-face { font-family: \"Plumb DejaVu Sans Bold\"; font-weight: 700; src: url(\"fonts/DejaVuSans-Bold-Plumb.ttf\")"), css)
        XCTAssertTrue(css.contains("@font-face { font-family: \"Plumb DejaVu Sans\"; font-weight: 400; src: url(\"fonts/DejaVuSans-Plumb.ttf\")"))
        // No 700 face in the regular family: a semibold overlay label
        // stays in the face it was measured in.
        XCTAssertFalse(css.contains("font-family: \"Plumb DejaVu Sans\"; font-weight: 700"))
        func rule(_ selector: String) -> String { css.range(of: selector + " {").map { String(css[$0.lowerBound...].prefix { $0 != "}" }) } ?? "" }
        XCTAssertTrue(rule(".plumb-text").contains("font-weight: 400; font-synthesis: none"), rule(".plumb-text"))
        XCTAssertTrue(rule(".plumb-text.plumb-bold").contains("font-family: \"Plumb DejaVu Sans Bold\", \"Plumb Droid Sans Fallback\", \"Plumb Hangul\"; font-weight: 700"),
                      rule(".plumb-text.plumb-bold"))
    }
}
