import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbFigure

/// The figure draws text from the solution's records and never measures a
/// view's text again: solved with another measurer than the shipped one
/// (Droid Sans Fallback first, whose space is narrower than DejaVu Sans's:
/// "Name Name" is 104.77 pt there and 105.72 in the shipped font, so at
/// 105 pt a label of four "Name"s wraps into 2 lines, not 4), the figure's
/// numbers are that measurer's, not the shipped font's.
final class FigureTextRecordTests: XCTestCase {
    private let otherMeasurer = TextMeasurer(font: ShippedFont.all[1].file, fallbacks: [ShippedFont.all[0].lazyFile])

    private func attribute(_ name: String, of view: String, in html: String) -> String? {
        guard let r = html.range(of: "data-view=\"\(view)\"") else { return nil }
        let rest = html[r.upperBound...]
        guard let a = rest.range(of: "\(name)=\"") else { return nil }
        return String(rest[a.upperBound...].prefix { $0 != "\"" })
    }

    func testTheFiguresTextNumbersAreTheSolversNotAFreshMeasurement() throws {
        let solved = SolvedBlock.solve("""
        canvas 320x200
        breakpoints 320
        label title "Name Name Name"
        label body "Name Name Name Name" lines=0
        title.leading == root.leading
        title.top == root.top
        body.leading == root.leading
        body.top == title.bottom
        body.width == 105
        """, origin: SourceLocation(line: 1, column: 1), line: 1, measurer: otherMeasurer)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        let s = try XCTUnwrap(solved.breakpoints.first)
        let title = try XCTUnwrap(s.text["title"]), body = try XCTUnwrap(s.text["body"])
        // The two fonts disagree here, or this test could not tell them apart.
        let shippedWidth = TextMeasurer.shipped.width(of: "Name Name Name", size: 17)
        XCTAssertNotEqual(title.width, shippedWidth)
        let shippedLines = TextMeasurer.shipped.size(of: "Name Name Name Name", size: 17, maxWidth: 105, maxLines: 0).lines
        XCTAssertNotEqual(body.lines.count, shippedLines)

        let html = FigureRenderer().render(solved)
        XCTAssertEqual(attribute("data-text-width", of: "title", in: html), NumberText.exact(title.width))
        XCTAssertEqual(attribute("data-text-lines", of: "body", in: html), "\(body.lines.count)")
    }
}

/// The live caption says why a piece ends from the sweep's record
/// (`LivePiece.ending`), not by guessing from the width it ends at.
final class FigureLiveCaptionRecordTests: XCTestCase {
    private func caption(_ text: String, _ lower: Double, _ upper: Double) throws -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, live: .range(lower, upper))
        guard case .success(let live)? = solved.live else { throw XCTSkip("no live layout") }
        return FigureLiveCaption(live: live, block: solved.block).sentences()
    }

    /// Root margins of 18 keep UIKit's minimum: max(18, 16) = 18 up to 375
    /// wide, max(18, 20) = 20 beyond. The margins grow from 18, not from
    /// the 16 a root without margins of its own has.
    func testCustomRootMarginsAreNamedAsTheyAre() throws {
        let text = try caption("""
        canvas 375x60
        root.margins = 0,18,0,18
        view bar
        bar.leading == root.margins.leading
        bar.trailing == root.margins.trailing
        bar.top == root.top
        bar.height == 10
        """, 320, 768)
        XCTAssertTrue(text.contains("the root's side margins grow from 18 to 20"), text)
    }
}
