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
        // Its lines numbered as the page counts them (the fence is line 3):
        // what the figure's notes cite, in a column beside the code.
        let code = html.range(of: "<pre class=\"plumb-numbered\"><span class=\"plumb-line-numbers\" aria-hidden=\"true\">4\n5</span><code class=\"language-swift\"><span class=\"hl-kw\">let</span> box")
        let figure = html.range(of: "<figure class=\"plumb-figure\" data-block=\"3\"")
        XCTAssertNotNil(code)
        XCTAssertNotNil(figure)
        if let code, let figure { XCTAssertLessThan(code.lowerBound, figure.lowerBound) }
        XCTAssertTrue(html.contains("data-view=\"box\""), html)
    }

    func testObjectiveCFenceIsHighlightedAsObjectiveC() {
        let page = "```objc layout canvas=100x100 breakpoints=100\nUIView *box = [[UIView alloc] init];\n[self.view addSubview:box];\n```\n"
        let (html, _, _) = PageRendering.render(page)
        XCTAssertTrue(html.contains("aria-hidden=\"true\">2\n3</span><code class=\"language-objc\"><span class=\"hl-type\">UIView</span>"), html)
        XCTAssertTrue(html.contains("<figure class=\"plumb-figure\""))
    }

    func testAPlainSwiftFenceIsOnlyCode() {
        let (html, _, _) = PageRendering.render("```swift\nlet x = 1\n```\n")
        XCTAssertFalse(html.contains("plumb-figure"))
        XCTAssertTrue(html.contains("language-swift"))
    }
}

extension CodeFigurePageTests {
    func testNotesNeverCountAsWarningsAndPicturesBesideThePageArePublished() throws {
        // A PNG signature and IHDR: 60 x 40 pixels.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 60, 0, 0, 0, 40]
        png += [8, 6, 0, 0, 0]
        let site = try TemporarySite([
            "plumb.json": "{\"title\": \"T\"}",
            "content/index.md": """
            # Code

            ```swift layout canvas=200x100 breakpoints=200
            logo.widthAnchor.constraint(equalToConstant: 50).isActive = true
            logo.heightAnchor.constraint(equalToConstant: 50).isActive = true
            logo.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            logo.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let photo = UIImageView(image: UIImage(named: "photo"))
            view.addSubview(photo)
            ```
            """,
        ])
        try Data(png).write(to: site.root.appendingPathComponent("content/photo.png"))
        let report = try site.build()
        XCTAssertEqual(report.diagnostics.map(\.diagnostic.severity), [.note])
        XCTAssertEqual(report.warningCount, 0)
        XCTAssertEqual(report.unexpectedWarningCount, 0)
        XCTAssertEqual(report.errorCount, 0)
        XCTAssertNotNil(report.files["photo.png"])
        XCTAssertTrue(site.page(report, "index.html").contains("photo.png"))
    }
}

extension CodeFigurePageTests {
    /// A note under a code figure cites a line of the page, and the code
    /// shows that number beside that line: the fence is line 3, so its
    /// lines are 4 (`let box`), 5 (`view.addSubview`) and 6 (a dispatch the
    /// figure does not run, which its warning cites at 6). The numbers are
    /// not part of the code: `<code>` holds the code exactly as written.
    func testACodeFiguresLinesAreNumberedAsItsNotesCiteThem() throws {
        let page = """
        # Boxes

        ```swift layout canvas=200x100 breakpoints=200
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.addSubview(box)
        DispatchQueue.main.async { box.alpha = 0 }
        ```
        """
        let (html, _, diagnostics) = PageRendering.render(page)
        let cited = diagnostics.map(\.location.line)
        XCTAssertEqual(cited, [6], "\(diagnostics.map(\.message))")
        let numbers = try XCTUnwrap(html.range(of: "<span class=\"plumb-line-numbers\" aria-hidden=\"true\">4\n5\n6</span>"), html)
        let code = try XCTUnwrap(html.range(of: "<code class=\"language-swift\">", range: numbers.upperBound..<html.endIndex))
        let end = try XCTUnwrap(html.range(of: "</code>", range: code.upperBound..<html.endIndex))
        let shown = html[code.upperBound..<end.lowerBound].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        XCTAssertEqual(shown.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">"),
                       "let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))\nview.addSubview(box)\nDispatchQueue.main.async { box.alpha = 0 }\n")
    }
}
