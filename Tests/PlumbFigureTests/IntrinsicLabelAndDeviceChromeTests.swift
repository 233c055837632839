import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// `show intrinsic` labels the intrinsic sizes a figure asks for; a
/// landscape phone draws its sensor housing on its side (issue 30).
final class IntrinsicLabelAndDeviceChromeTests: XCTestCase {
    private func render(_ text: String) -> (html: String, diagnostics: [Diagnostic]) {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return (FigureRenderer().render(solved), solved.allDiagnostics)
    }

    /// The label texts, without the view name a lane label starts with.
    private func labels(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"plumb-mark").dropFirst().compactMap { part in
            guard let start = part.range(of: ">"), let end = part.range(of: "</span>") else { return nil }
            let label = String(part[start.upperBound..<end.lowerBound])
            return label.range(of: ": ").map { String(label[$0.upperBound...]) } ?? label
        }
    }

    private let controls = """
    canvas 375x230
    label title "A label"
    switch toggle
    activity spinner
    image picture intrinsic=60x40
    view plain
    title.leading == root.leading + 20
    title.top == root.top + 20
    toggle.leading == title.leading
    toggle.top == title.bottom + 12
    spinner.leading == toggle.trailing + 20
    spinner.centerY == toggle.centerY
    picture.leading == title.leading
    picture.top == toggle.bottom + 12
    plain.leading == picture.trailing + 20
    plain.top == picture.top
    plain.size == 60x40
    """

    /// UISwitch is 51 × 31, UIActivityIndicatorView (medium) 20 × 20, and
    /// the image view the image's 60 × 40. The label is not named, so it is
    /// not labelled; the plain view has no intrinsic size at all.
    func testNamedViewsAreLabelledWithTheirIntrinsicSize() {
        let (html, diagnostics) = render("show intrinsic toggle spinner picture\n" + controls)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let intrinsic = labels(html).filter { $0.hasPrefix("intrinsic") }
        XCTAssertEqual(intrinsic.sorted(), ["intrinsic 20 × 20", "intrinsic 51 × 31", "intrinsic 60 × 40"])
    }

    /// With no names, every view with an intrinsic size: the label too, and
    /// still not the plain view (four labels, not five).
    func testWithoutNamesEveryViewWithAnIntrinsicSize() {
        let (html, _) = render("show intrinsic\n" + controls)
        XCTAssertEqual(labels(html).filter { $0.hasPrefix("intrinsic") }.count, 4, "\(labels(html))")
    }

    /// Without the line, no intrinsic label.
    func testNotAskedNotLabelled() {
        XCTAssertEqual(labels(render(controls).html).filter { $0.hasPrefix("intrinsic") }, [])
    }

    /// A mistyped line is an error at the word, with the form expected.
    func testAMistypedShowLineIsAnError() {
        let parsed = BlockParser.parse("show intrinsics\nview a", origin: SourceLocation(line: 11, column: 1))
        XCTAssertEqual(parsed.diagnostics.first?.location, SourceLocation(line: 11, column: 6))
        XCTAssertEqual(parsed.diagnostics.first?.message, "expected 'intrinsic' or 'steps' after 'show', found 'intrinsics'")
        let unknown = BlockParser.parse("show intrinsic nope\nview a", origin: SourceLocation(line: 11, column: 1))
        XCTAssertEqual(unknown.diagnostics.first?.location, SourceLocation(line: 11, column: 16))
    }

    /// iPhone 15 in landscape: 852 × 393, 59 pt safe inset on either side.
    /// The island (126 × 37 upright) turned on its side: 37 wide, 126 tall,
    /// 11 from the left edge as it is 11 from the top upright, centred on
    /// the height: (393 − 126) / 2 = 133.5.
    func testALandscapePhoneDrawsItsIslandOnTheSide() {
        let landscape = render("breakpoints iphone-15-landscape\nview v\nv.edges == root.safe.edges").html
        XCTAssertTrue(landscape.contains("<div class=\"plumb-island\" aria-hidden=\"true\" style=\"left:calc(100cqw*11/852);top:calc(100cqw*133.5/852);"
            + "width:calc(100cqw*37/852);height:calc(100cqw*126/852)\"></div>"), landscape)
        // Upright, the island is at the top: (393 − 126) / 2 = 133.5 across, 11 down.
        let portrait = render("breakpoints iphone-15\nview v\nv.edges == root.safe.edges").html
        XCTAssertTrue(portrait.contains("style=\"left:calc(100cqw*133.5/393);top:calc(100cqw*11/393);width:calc(100cqw*126/393);height:calc(100cqw*37/393)\""))
    }
}
