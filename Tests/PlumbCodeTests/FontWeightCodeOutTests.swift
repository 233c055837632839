import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout

/// A weighted font in a layout block, offered as code: the UIKit call that
/// makes that font, in every dialect, read back to the same frames; a
/// button's on its title label (`UIButton.font` is unavailable in Swift).
///
/// Widths by hand (fontTools, see `BoldFaceTests`): "Hello" at 28 is
/// 70.984 regular and 80.859 bold; at 17 (body, headline) 43.094 and 49.094.
final class FontWeightCodeOutTests: XCTestCase {
    private static let block = """
    canvas 320x200
    breakpoints 320
    label plain text="Hello" font=28
    label bold text="Hello" font=28,bold
    label semi text="Hello" font=28,semibold
    label head text="Hello" font=headline
    label strong text="Hello" font=body,bold
    button buy "Buy" font=20,bold
    plain.top == root.top
    bold.top == plain.bottom
    semi.top == bold.bottom
    head.top == semi.bottom
    strong.top == head.bottom
    buy.top == strong.bottom
    plain.leading == root.leading
    bold.leading == root.leading
    semi.leading == root.leading
    head.leading == root.leading
    strong.leading == root.leading
    buy.leading == root.leading
    """

    private func offer() -> CodeOffer {
        CodeOut.offer(for: BlockParser.parse(FontWeightCodeOutTests.block, origin: SourceLocation(line: 1, column: 1)))
    }

    private func code(_ dialect: CodeDialect) throws -> String {
        try XCTUnwrap(offer().snippets.first { $0.dialect == dialect }).code
    }

    func testSwiftNamesTheFontsUIKitWay() throws {
        let swift = try code(.swift)
        for line in ["plain.font = .systemFont(ofSize: 28)", "bold.font = .boldSystemFont(ofSize: 28)",
                     "semi.font = .systemFont(ofSize: 28, weight: .semibold)", "head.font = .preferredFont(forTextStyle: .headline)",
                     "strong.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .boldSystemFont(ofSize: 17))",
                     "buy.titleLabel?.font = .boldSystemFont(ofSize: 20)"] {
            XCTAssertTrue(swift.contains(line), "\(line)\n\(swift)")
        }
    }

    func testObjectiveCNamesTheFontsUIKitWay() throws {
        let objc = try code(.objectiveC)
        for line in ["plain.font = [UIFont systemFontOfSize:28];", "bold.font = [UIFont boldSystemFontOfSize:28];",
                     "semi.font = [UIFont systemFontOfSize:28 weight:UIFontWeightSemibold];",
                     "head.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];",
                     "strong.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont boldSystemFontOfSize:17]];",
                     "buy.titleLabel.font = [UIFont boldSystemFontOfSize:20];"] {
            XCTAssertTrue(objc.contains(line), "\(line)\n\(objc)")
        }
    }

    /// Each dialect's code, read back by the code front end, gives the
    /// block's widths; only the semibold one adds a note (drawn bold).
    /// At another category UIFontMetrics' scale is not the style's size, and
    /// Plumb cannot draw it: the weighted font at the style's size there,
    /// read from the preferred font. Body at xLarge is 19: "Hello" bold is
    /// 5914 x 19 / 2048 = 54.866, 54.875 rounded up to 1/64.
    func testAWeightedStyleAtAnotherCategoryIsWrittenAtItsSizeThere() throws {
        let parsed = BlockParser.parse("""
        contentSize xLarge
        canvas 320x100
        breakpoints 320
        label b text="Hello" font=body,bold
        b.top == root.top
        b.leading == root.leading
        """, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let offer = CodeOut.offer(for: parsed)
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        XCTAssertTrue(swift.contains("b.font = .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)"), swift)
        let objc = try XCTUnwrap(offer.snippets.first { $0.dialect == .objectiveC }).code
        XCTAssertTrue(objc.contains("b.font = [UIFont boldSystemFontOfSize:[UIFont preferredFontForTextStyle:UIFontTextStyleBody].pointSize];"), objc)
        for snippet in offer.snippets {
            let back = CodeBlock.solve(snippet.code, language: snippet.dialect.language, origin: SourceLocation(line: 1, column: 1), line: 1)
            XCTAssertEqual(back.allDiagnostics.map(\.message), [], "\(snippet.dialect.title)\n\(snippet.code)")
            XCTAssertEqual(back.breakpoints.first?.frames["b"]?.width, 54.875, snippet.dialect.title)
        }
    }

    func testEveryDialectReadsBackToTheSameWidths() {
        // A button's title: "Buy" bold 20 = 4354 units, 42.520 -> 42.531, and 12 a side.
        let expected: [String: Double] = ["plain": 70.984, "bold": 80.859, "semi": 80.859, "head": 49.094, "strong": 49.094, "buy": 66.531]
        let snippets = offer().snippets
        XCTAssertFalse(snippets.isEmpty)
        for snippet in snippets {
            let back = CodeBlock.solve(snippet.code, language: snippet.dialect.language, origin: SourceLocation(line: 1, column: 1), line: 1)
            let widths = (back.breakpoints.first?.frames ?? [:]).mapValues(\.width).filter { expected[$0.key] != nil }
            XCTAssertEqual(widths, expected, "\(snippet.dialect.title)\n\(snippet.code)")
            XCTAssertEqual(back.allDiagnostics.filter { $0.severity != .note }.map(\.message), [], snippet.dialect.title)
            XCTAssertEqual(back.allDiagnostics.filter { $0.severity == .note }.map(\.location.line).count, 1, snippet.dialect.title)
        }
    }
}
