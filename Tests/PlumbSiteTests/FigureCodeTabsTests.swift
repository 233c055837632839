import PlumbSite
import XCTest

/// Every figure, a layout block or code, offers its layout as code: the
/// Code disclosure's tabs, highlighted by the site, and the dialects it
/// withholds with their reasons.
final class FigureCodeTabsTests: XCTestCase {
    private func disclosure(_ html: String) -> String? {
        guard let start = html.range(of: "<details class=\"plumb-code\">"), let end = html.range(of: "</details>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    func testALayoutBlockOffersEveryDialectHighlighted() throws {
        let page = "```layout\ncanvas 200x100\nbreakpoints 200\nview box\nbox.leading == root.leading + 8\nbox.top == root.top + 8\nbox.width == 40\nbox.height == 40\n```\n"
        let (html, _, diagnostics) = PageRendering.render(page)
        XCTAssertEqual(diagnostics, [])
        let code = try XCTUnwrap(disclosure(html), html)
        XCTAssertEqual(code.components(separatedBy: "<input type=\"radio\"").count - 1, 4)
        for dialect in ["swift", "snapkit", "objc", "vfl"] { XCTAssertTrue(code.contains("data-dialect=\"\(dialect)\""), dialect) }
        // Highlighted by the site: keywords and types in spans, strings escaped.
        XCTAssertTrue(code.contains("<span class=\"hl-kw\">let</span> box = <span class=\"hl-type\">UIView</span>()"), code)
        XCTAssertTrue(code.contains("box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: <span class=\"hl-num\">8</span>)"), code)
        XCTAssertTrue(code.contains("<code class=\"language-objc\">"), code)
        XCTAssertTrue(code.contains("withVisualFormat: <span class=\"hl-str\">&quot;H:|-8-[box]&quot;</span>"), code)
    }

    func testACodeBlockOffersItsLayoutInTheOtherDialects() throws {
        let page = """
        ```swift layout canvas=200x100 breakpoints=200
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(40)
        }
        ```
        """
        let (html, _, _) = PageRendering.render(page)
        let code = try XCTUnwrap(disclosure(html), html)
        XCTAssertTrue(code.contains("box.centerXAnchor.constraint(equalTo: view.centerXAnchor)"), code)
        XCTAssertTrue(code.contains("[box.centerXAnchor constraintEqualToAnchor:<span class=\"hl-kw\">self</span>.view.centerXAnchor]"), code)
        // The sizes are VFL rows; centring is none, so the VFL tab makes it
        // with the anchor API beside them.
        let vfl = try XCTUnwrap(code.components(separatedBy: "data-dialect=\"vfl\"").dropFirst().first, code)
        XCTAssertTrue(vfl.contains("withVisualFormat: <span class=\"hl-str\">&quot;H:[box(40)]&quot;</span>"), vfl)
        XCTAssertTrue(vfl.contains("box.centerXAnchor.constraint(equalTo: view.centerXAnchor)"), vfl)
        XCTAssertFalse(code.contains("No VFL"), code)
    }

    func testABlockNoCodeCanSayWithholdsEveryDialectOnce() throws {
        let page = """
        ```layout
        expect tie
        canvas 320x60
        breakpoints 320
        tie rightLabel gives way
        label leftLabel "This is the long text on the left"
        label rightLabel "And this is the right one"
        leftLabel.leading == root.leading
        rightLabel.leading == leftLabel.trailing + 8
        rightLabel.trailing == root.trailing
        leftLabel.top == root.top
        rightLabel.top == root.top
        ```
        """
        let (html, _, _) = PageRendering.render(page)
        guard let code = disclosure(html) else { return XCTFail("no Code disclosure: \(html)") }
        XCTAssertFalse(code.contains("<input"), code)
        XCTAssertEqual(code.components(separatedBy: "plumb-code-withheld").count - 1, 1, code)
        XCTAssertTrue(code.contains("No code: it draws a chosen outcome of a tie"), code)
    }
}
