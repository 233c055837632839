import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure

/// Escaping by construction: what a block says reaches a figure only as
/// text or as an attribute value, escaped; names of elements and attributes
/// are literals in code.
final class MarkupTests: XCTestCase {
    func testTextAndValuesAreEscapedNamesAreLiterals() {
        var m = Markup()
        m.open("div", [.init("class", "a\" onmouseover=\"x"), .flag("hidden", true), .flag("open", false), nil])
        m.text("<script>alert('x')</script> & more")
        m.close("div")
        m.empty("line", [.init("x1", "1")])
        XCTAssertEqual(m.html, "<div class=\"a&quot; onmouseover=&quot;x\" hidden>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more</div><line x1=\"1\"/>")
    }

    /// A style sheet is raw text: only `</` could end the element early.
    func testAStyleSheetCannotEndItsElement() {
        var m = Markup()
        m.styleSheet("a{content:\"</style><script>x()</script>\"}\n@container q (1px < width){}\n")
        XCTAssertFalse(m.html.dropFirst("<style>".count).dropLast("</style>".count).contains("</"), m.html)
        XCTAssertTrue(m.html.contains("(1px < width)"))
    }

    /// A hostile caption and label text, through the whole renderer: every
    /// `<` they hold arrives as `&lt;`.
    func testAFigureDrawsHostileTextAsText() {
        let text = """
        # </figcaption><script>alert(1)</script>
        canvas 300x100
        label a "<img src=x onerror=alert(2)>"
        a.leading == root.leading
        a.top == root.top
        """
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, widths: [300])
        XCTAssertTrue(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(solved.parsed.diagnostics.map(\.message))")
        let html = FigureRenderer().render(solved)
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("<img src=x"), html)
        XCTAssertTrue(html.contains("&lt;/figcaption&gt;&lt;script&gt;"), html)
        XCTAssertTrue(html.contains("&lt;img src=x onerror=alert(2)&gt;"), html)
    }
}
