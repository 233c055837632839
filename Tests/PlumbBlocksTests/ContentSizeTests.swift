import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `contentSize CATEGORY` and text-style fonts (`font=body`) in the layout
/// language (issue 33).
///
/// Heights by hand, from the shipped font's hhea table (DejaVuSans-Plumb.ttf:
/// 1901 + 483 + 0 = 2384 units of line in 2048 per em, 1.1640625 pt per
/// point), rounded up to 1/64 pt:
/// - body at Large, 17 pt: 19.7890625 → 1267 / 64 = 19.796875;
/// - body at AX3, 40 pt: 46.5625 exactly;
/// - headline at xxxLarge, 23 pt: 26.7734375 → 1714 / 64 = 26.78125.
/// Widths need no font metrics: each label is pinned 10 from both edges of
/// a 300-wide canvas, 280 wide.
final class ContentSizeTests: XCTestCase {
    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    private func height(_ solved: SolvedBlock, _ name: String) -> Double? {
        solved.breakpoints.first?.frames[name].map { ($0.height * 1000).rounded() / 1000 }
    }

    static let block = """
    canvas 300x200
    label t "Hi" font=body
    t.top == root.top + 10
    t.leading == root.leading + 10
    t.trailing == root.trailing - 10
    """

    func testATextStyleIsSizedAtTheBlocksCategory() {
        let large = solve(ContentSizeTests.block)
        XCTAssertEqual(large.allDiagnostics.map(\.message), [])
        XCTAssertEqual(height(large, "t"), 19.797)
        let ax3 = solve("contentSize AX3\n" + ContentSizeTests.block)
        XCTAssertEqual(ax3.allDiagnostics.map(\.message), [])
        XCTAssertEqual(height(ax3, "t"), 46.563)
        XCTAssertEqual(ax3.block.contentSize, .accessibilityExtraLarge)
    }

    /// The header is read before the declarations, wherever it is written,
    /// and a property line's style is sized at it too.
    func testTheHeaderMayComeAfterTheDeclaration() {
        let solved = solve(ContentSizeTests.block + "\ncontentSize extraExtraExtraLarge\nt.font = headline")
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(height(solved, "t"), 26.781)
    }

    /// A metric of the same name is the author's number, not the style.
    func testAMetricWinsOverATextStyleOfTheSameName() {
        let solved = solve("let body = 40\n" + ContentSizeTests.block)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(height(solved, "t"), 46.563)
    }

    /// One figure, two categories, as tabs: the variant adds the header.
    func testAVariantCanDrawTheBlockAtAnotherCategory() throws {
        let solved = solve(ContentSizeTests.block + "\nvariant \"Large\"\nvariant \"AX3\":\n  contentSize AX3\n")
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(height(solved, "t"), 19.797)
        let ax3 = try XCTUnwrap(solved.namedVariants.first)
        XCTAssertEqual(ax3.name, "AX3")
        XCTAssertEqual(height(ax3.solved, "t"), 46.563)
    }

    // MARK: Bad input

    func testAnUnknownCategoryIsAnErrorWithASuggestion() throws {
        let solved = solve("contentSize acessibilityMedium\n" + ContentSizeTests.block)
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual(d.kind, .unknownName)
        XCTAssertEqual([d.location.line, d.location.column], [1, 13])
        XCTAssertEqual(d.suggestion, "did you mean 'accessibilityMedium'?")
    }

    func testAnUnknownTextStyleIsAnErrorWithASuggestion() throws {
        let solved = solve(ContentSizeTests.block.replacingOccurrences(of: "font=body", with: "font=bdy"))
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual(d.kind, .unknownName)
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual([d.location.line, d.location.column], [2, 19])
        XCTAssertEqual(d.suggestion, "did you mean 'body'?")
    }

    func testTwoCategoriesAreAnError() throws {
        let solved = solve("contentSize AX1\ncontentSize AX3\n" + ContentSizeTests.block)
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual([d.location.line, d.location.column], [2, 1])
        XCTAssertTrue(d.message.contains("one category"), d.message)
    }

    func testTheHeaderCannotBeConditional() throws {
        let solved = solve(ContentSizeTests.block + "\nwhen compact:\n  contentSize AX3\n")
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual(d.location.line, 7)
        XCTAssertEqual(height(solved, "t"), nil, "an error: the block is not drawn")
    }
}
