import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// A layout block written once and shown on several pages: `include FILE`
/// as the block's only statement, or `include=FILE` on its fence.
final class LayoutIncludeTests: XCTestCase {
    private let shared = "# The file caption\ncanvas 300x100\nview a\na.leading == root.leading + 10\na.top == root.top\na.width == 100\na.height == 40\n"

    private func figureCaptions(_ html: String) -> [String] {
        html.components(separatedBy: "<figcaption>").dropFirst().map { String($0.prefix { $0 != "<" && $0 != "\n" }) }
    }

    /// Both forms draw the file; the page's own caption replaces the
    /// file's, and a page without one shows the file's.
    func testBothFormsDrawTheFileWithThePagesCaption() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "content/shared/box.layout": shared,
            "content/index.md": "# Home\n\n```layout\n# Home own caption\ninclude shared/box.layout\n```\n",
            "content/guide/page.md": "# Page\n\n```layout include=../shared/box.layout\n```\n",
        ])
        let report = try site.build()
        XCTAssertEqual(report.diagnostics.map(\.diagnostic.message), [])
        XCTAssertEqual(figureCaptions(site.page(report, "index.html")), ["Home own caption"])
        XCTAssertEqual(figureCaptions(site.page(report, "guide/page.html")), ["The file caption"])
        XCTAssertTrue(site.page(report, "guide/page.html").contains("data-view=\"a\""))
    }

    /// An included block's Source is not numbered with the page's lines:
    /// its notes name the file's lines, which the page does not show. The
    /// page's own block beside it is (its fence on line 8: lines 9 to 11).
    func testAnIncludedBlocksSourceIsNotNumbered() throws {
        let site = try TemporarySite([
            "plumb.json": "{\"figureSource\": \"open\"}",
            "content/shared/box.layout": shared,
            "content/index.md": "# Home\n\n```layout include=shared/box.layout\n```\n\nText.\n\n```layout\ncanvas 100x50\nview b\nb.edges == super.edges\n```\n",
        ])
        let report = try site.build()
        XCTAssertEqual(report.diagnostics.map(\.diagnostic.message), [])
        let html = site.page(report, "index.html")
        XCTAssertEqual(html.components(separatedBy: "<pre class=\"plumb-numbered\">").count - 1, 1, html)
        XCTAssertTrue(html.contains("aria-hidden=\"true\">9\n10\n11</span><code class=\"language-layout\">"), html)
        XCTAssertTrue(html.contains("<summary>Source</summary><pre><code class=\"language-layout\">"), "the included block's Source, unnumbered")
    }

    /// The report of issue 31: `include=shared.layout` drew an empty 375×0
    /// figure. A missing file is an error at the line that names it.
    func testMissingFileIsAnErrorAtTheLineThatNamesIt() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "content/index.md": "# Home\n\n```layout include=shared.layout\n```\n\n```layout\n# Caption\n  include gone.layout\n```\n",
        ])
        let report = try site.build()
        let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }
        XCTAssertEqual(errors.map(\.path), ["content/index.md", "content/index.md"])
        XCTAssertEqual(errors.map(\.diagnostic.location), [SourceLocation(line: 3, column: 11), SourceLocation(line: 8, column: 11)])
        XCTAssertTrue(errors[0].diagnostic.message.contains("'shared.layout' does not exist"), errors[0].diagnostic.message)
        XCTAssertFalse(site.page(report, "index.html").contains("<figure"))
    }

    /// Nothing outside the content folder, by `..` or by a link.
    func testNothingOutsideTheContentFolder() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "outside.layout": shared,
            "content/index.md": "# Home\n\n```layout\ninclude ../outside.layout\n```\n\n```layout\ninclude link.layout\n```\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("content/link.layout").path,
                                                   withDestinationPath: site.root.appendingPathComponent("outside.layout").path)
        let report = try site.build()
        let errors = report.diagnostics.filter { $0.diagnostic.message.contains("content folder") }
        XCTAssertEqual(errors.map(\.diagnostic.location), [SourceLocation(line: 4, column: 9), SourceLocation(line: 8, column: 9)])
    }

    /// A mistake in the file is reported at the line that includes it,
    /// naming the file's own line and column.
    func testMistakesInTheFileNameItsLine() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "content/box.layout": shared + "bogus line\n",
            "content/index.md": "# Home\n\n```layout\n# Mine\ninclude box.layout\n```\n",
        ])
        let report = try site.build()
        let error = try XCTUnwrap(report.diagnostics.first { $0.diagnostic.severity == .error })
        XCTAssertEqual(error.diagnostic.location, SourceLocation(line: 5, column: 9))
        XCTAssertTrue(error.diagnostic.message.hasPrefix("in box.layout:8:1: "), error.diagnostic.message)
    }

    /// The cache keys on the included file's text: an edit to it redraws
    /// the page, whose own text did not change.
    func testTheCacheFollowsTheIncludedFile() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "content/box.layout": shared,
            "content/index.md": "# Home\n\n```layout\ninclude box.layout\n```\n",
        ])
        XCTAssertEqual(figureCaptions(site.page(try site.build(cache: true), "index.html")), ["The file caption"])
        try site.write("content/box.layout", shared.replacingOccurrences(of: "The file caption", with: "Edited"))
        let second = try site.build(cache: true)
        XCTAssertEqual(second.cachedPages, 0)
        XCTAssertEqual(figureCaptions(site.page(second, "index.html")), ["Edited"])
    }

    /// Blank and comment lines are those Foundation's whitespace trim left
    /// empty or starting with `#`: an ideographic space (U+3000) and a tab
    /// are whitespace, so the `#` line is a comment, `include` is the first
    /// statement and `view b`, four lines below the fence, is the second one
    /// it must stand alone from. A `#` with a combining accent is no `#`:
    /// that line is a statement, so no include is seen at all.
    func testBlankAndCommentLinesAreThoseTheWhitespaceTrimLeaves() {
        let include = LayoutInclude(contentFolder: nil, pagePath: "index.md")
        let (fence, problems) = include.fence(info: "layout", code: "\u{3000}# note\n\t\n\tinclude a.layout\n\u{A0}\nview b\n", line: 10, column: 1)
        XCTAssertNil(fence)
        XCTAssertEqual(problems.map(\.location.line), [15])
        let (accented, none) = include.fence(info: "layout", code: "#\u{301} x\ninclude a.layout\n", line: 10, column: 1)
        XCTAssertNotNil(accented)
        XCTAssertEqual(none.count, 0)
    }

    /// A code block's fence option carried over to a layout fence
    /// (`layout contentSize=AX3`) is ignored, as every unknown option, but
    /// the warning says which line of the block means it; other words keep
    /// the include hint.
    func testACodeFenceOptionOnALayoutFenceNamesItsHeaderLine() {
        let include = LayoutInclude(contentFolder: nil, pagePath: "index.md")
        let (_, problems) = include.fence(info: "layout contentSize=AX3 breakpoints=320,768 includ=a.layout",
                                          code: "canvas 100x100\n", line: 4, column: 1)
        XCTAssertEqual(problems.map { $0.words(in: .english).suggestion }, [
            "write it as a line of the block: 'contentSize AX3'",
            "write it as a line of the block: 'breakpoints 320 768'",
            "did you mean 'include=FILE'?",
        ])
        XCTAssertEqual(problems.first?.words(in: .chinese).suggestion, "把它写成代码块里的一行：'contentSize AX3'")
        XCTAssertEqual(Set(problems.map(\.severity)), [.warning])
    }
}
