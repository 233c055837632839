import XCTest
import Foundation

/// Input nested without limit never overflows a page worker's stack (issue
/// 26 §2): `plumb build` itself, on pages whose Markdown or layout block
/// nests thousands deep, exits with a diagnostic at the line, not signal 11.
final class DeepNestingTests: XCTestCase {
    /// 20,000 list markers on one line (40 KB): cmark nests 20,000 lists.
    func testADeepListIsDrawnFlatWithAWarning() throws {
        let site = try ScratchSite(pages: ["index.md": "# Deep\n\n" + String(repeating: "* ", count: 20_000) + "end of the list\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 0, result.errors.suffix(2000).description)
        // The first list past 32 levels: two levels each (list and item),
        // below the document, so the 16th marker, at column 31.
        XCTAssertTrue(result.errors.contains("content/index.md:3:31: warning: Markdown nested more than 32 levels deep"),
                      String(result.errors.prefix(600)))
        let html = try XCTUnwrap(site.read("site/index.html"))
        XCTAssertTrue(html.contains("end of the list"), "the text past the limit is kept")
        XCTAssertLessThanOrEqual(article(html).components(separatedBy: "<ul>").count - 1, 16)
    }

    /// 30,000 nested quotes.
    func testDeepQuotesAreDrawnFlatWithAWarning() throws {
        let site = try ScratchSite(pages: ["index.md": "# Deep\n\n" + String(repeating: ">", count: 30_000) + " end of the quotes\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 0, result.errors.suffix(2000).description)
        XCTAssertTrue(result.errors.contains("content/index.md:3:32: warning: Markdown nested more than 32 levels deep"),
                      String(result.errors.prefix(600)))
        let html = try XCTUnwrap(site.read("site/index.html"))
        XCTAssertTrue(html.contains("end of the quotes"))
        XCTAssertLessThanOrEqual(article(html).components(separatedBy: "<blockquote>").count - 1, 31)
    }

    /// The page's body, without the theme's navigation around it.
    private func article(_ html: String) -> Substring {
        guard let start = html.range(of: "<article>"), let end = html.range(of: "</article>") else { return "" }
        return html[start.upperBound..<end.lowerBound]
    }

    /// Emphasis inside emphasis, 5,000 deep, in one paragraph.
    func testDeepEmphasisIsDrawnFlatWithAWarning() throws {
        let text = String(repeating: "*a _", count: 5_000) + "core" + String(repeating: "_ b*", count: 5_000)
        let site = try ScratchSite(pages: ["index.md": "# Deep\n\n" + text + "\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 0, result.errors.suffix(2000).description)
        XCTAssertTrue(result.errors.contains("content/index.md:3:"), String(result.errors.prefix(600)))
        XCTAssertTrue(result.errors.contains("warning: Markdown nested more than 32 levels deep"))
        XCTAssertTrue(try XCTUnwrap(site.read("site/index.html")).contains("core"))
    }

    /// A layout block whose views nest 300 deep (each line indented one more
    /// space): the 65th level is an error at its name, and the block is not
    /// drawn. (The block was 10,000 deep, 50 MB; the bound is the
    /// same at 300 and the test stays fast.)
    func testADeepViewTreeIsAnErrorAtTheFirstViewTooDeep() throws {
        let views = (0..<300).map { String(repeating: " ", count: $0) + "view v\($0)\n" }.joined()
        let site = try ScratchSite(pages: ["index.md": "# Deep\n\n```layout\ncanvas 375x120\n" + views + "```\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1, result.errors.suffix(2000).description)
        // v64 is the 65th level; its line is 5 + 64, its name after 64
        // spaces and "view ".
        XCTAssertTrue(result.errors.contains("content/index.md:69:70: error: this view would be nested 65 levels deep"),
                      String(result.errors.prefix(1000)))
        // The views inside the refused one go with it, under its one error.
        XCTAssertTrue(result.errors.contains("1 error, 0 warnings"), String(result.errors.suffix(400)))
    }

    /// A constraint of 20,000 nested distance(: a type mismatch at the
    /// inner one, read without recursing into it.
    func testNestedDistanceIsATypeMismatch() throws {
        let n = 20_000
        let line = "a.width == " + String(repeating: "distance(", count: n) + "a.left, b.left" + String(repeating: ")", count: n)
        let site = try ScratchSite(pages: ["index.md": "# Deep\n\n```layout\nview a\nview b\n" + line + "\n```\n"])
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1, String(result.errors.suffix(2000)))
        XCTAssertTrue(result.errors.contains("content/index.md:6:21: error: distance() takes two anchors, not another distance()"),
                      String(result.errors.prefix(600)))
    }

    /// A theme's page template with 20,000 nested sections: an error at the
    /// 65th, not a crash.
    func testDeeplyNestedTemplateSectionsAreAnError() throws {
        let n = 20_000
        let site = try ScratchSite()
        try site.write("templates/page.html", "<html>" + String(repeating: "{{#title}}", count: n) + "x"
                       + String(repeating: "{{/title}}", count: n) + "{{{content}}}</html>\n")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1, String(result.errors.suffix(2000)))
        // 6 characters of <html>, then 64 sections of 10 characters each.
        XCTAssertTrue(result.errors.contains("templates/page.html:1:647: error: sections nest more than 64 deep here"),
                      String(result.errors.prefix(600)))
    }
}
