import PlumbSite
import XCTest

/// A page's `swift layout` and `objc layout` fences: the code as written,
/// highlighted as its language, then the figure drawn from it.
final class CodeFigurePageTests: XCTestCase {
    func testSwiftFenceShowsTheCodeThenItsFigure() {
        let page = """
        # Centred

        ```swift layout canvas=200x100 breakpoints=200
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.addSubview(box)
        ```
        """
        let (html, _, diagnostics) = PageRendering.render(page)
        XCTAssertEqual(diagnostics, [])
        let code = html.range(of: "<pre><code class=\"language-swift\"><span class=\"hl-kw\">let</span> box")
        let figure = html.range(of: "<figure class=\"plumb-figure\" data-block=\"3\"")
        XCTAssertNotNil(code)
        XCTAssertNotNil(figure)
        if let code, let figure { XCTAssertLessThan(code.lowerBound, figure.lowerBound) }
        XCTAssertTrue(html.contains("data-view=\"box\""), html)
    }

    func testObjectiveCFenceIsHighlightedAsObjectiveC() {
        let page = "```objc layout canvas=100x100 breakpoints=100\nUIView *box = [[UIView alloc] init];\n[self.view addSubview:box];\n```\n"
        let (html, _, _) = PageRendering.render(page)
        XCTAssertTrue(html.contains("<pre><code class=\"language-objc\"><span class=\"hl-type\">UIView</span>"), html)
        XCTAssertTrue(html.contains("<figure class=\"plumb-figure\""))
    }

    func testAPlainSwiftFenceIsOnlyCode() {
        let (html, _, _) = PageRendering.render("```swift\nlet x = 1\n```\n")
        XCTAssertFalse(html.contains("plumb-figure"))
        XCTAssertTrue(html.contains("language-swift"))
    }
}
