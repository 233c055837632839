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

    /// The caption writes lengths and widths as the overlay's labels do, to
    /// a tenth of a point: a bar a third of the width, capped at 123.456,
    /// stops following the width where W / 3 reaches it, at W = 370.368
    /// ("At 370.4", not "At 370.368"), and is then 123.5 wide. The `when`
    /// line an author wrote keeps its own digits.
    func testTheCaptionRoundsAsTheLabelsDo() throws {
        let text = try caption("""
        canvas 375x60
        view bar
        bar.leading == root.leading
        bar.top == root.top
        bar.height == 10
        bar.width == root.width * 0.333333333333 @750
        bar.width <= 123.456
        """, 320, 768)
        XCTAssertTrue(text.contains("At 370.4, 'bar' stops following the width (width 123.5)"), text)
        XCTAssertFalse(text.contains("370.36"), text)
    }
}

/// The overlay draws anchors where the solution puts them: alignment
/// rectangles and baselines, not the frame's edges.
final class FigureAnchorTests: XCTestCase {
    /// A 28 pt title at y 24 has its baseline 1901/2048 × 28 = 25.99 below
    /// its top: the baseline alignment line is at 49.99, not at the title's
    /// bottom (24 + 2384/2048 × 28 = 56.59). It stops at both texts, so
    /// what is left is the 8-pt gap between them (issue 30).
    func testABaselineAlignmentIsDrawnOnTheBaseline() {
        let solved = SolvedBlock.solve("""
        canvas 375x96
        breakpoints 375
        label title "Sales" font=28
        label note "this week" font=13
        title.leading == root.leading + 16
        title.top == root.top + 24
        note.leading == title.trailing + 8
        note.firstBaseline == title.firstBaseline
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        let lines = html.components(separatedBy: "<line class=\"plumb-align\" ").dropFirst().map { String($0.prefix { $0 != "/" }) }
        XCTAssertEqual(lines.count, 1, html)
        let numbers = lines.first.map { $0.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.compactMap { Double($0.element) } } ?? []
        XCTAssertEqual(numbers.count, 4, "\(lines)")
        guard numbers.count == 4 else { return }
        XCTAssertEqual(numbers[1], 49.99)
        XCTAssertEqual(numbers[3], 49.99)
        XCTAssertEqual(numbers[2] - numbers[0], 8, accuracy: 0.001)
    }

    /// The picture's alignment rectangle (120 × 120, frame 30 larger to
    /// the right and bottom) is centred at (160, 120): the centring lines
    /// go through 160 and 120, not the frame's centre (175, 135); a width
    /// of at least 100 gets the rectangle's 120, not the frame's 150.
    func testAlignmentInsetsMoveTheDrawnAnchors() {
        let solved = SolvedBlock.solve("""
        canvas 320x240
        breakpoints 320
        image photo intrinsic=120x120 alignmentInsets=0,0,30,30
        photo.centerX == root.centerX
        photo.centerY == root.centerY
        photo.width >= 100
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("x1=\"160\" y1=\"0\" x2=\"160\" y2=\"240\""), html)
        XCTAssertTrue(html.contains("x1=\"0\" y1=\"120\" x2=\"320\" y2=\"120\""), html)
        XCTAssertTrue(html.contains("w 120 (≥ 100)"), "the width constraint measures the alignment rectangle")
    }
}
