import Foundation
import PlumbDiagnostics
@testable import PlumbSite
import XCTest

/// Page content never vanishes without a word, and no anchor is on a
/// page twice. Ids are counted with a scan of this file's own (a regular
/// expression over `id="…"`), not with the code that makes them.
final class NoSilentDropTests: XCTestCase {
    /// Every `id="…"` value in `html`, in order.
    private func ids(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { String(html[Range($0.range(at: 1), in: html)!]) }
    }

    private func duplicates(_ list: [String]) -> [String] {
        Dictionary(grouping: list, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }

    /// A callout's own title is inline Markdown like any other: an image in
    /// it stays (sanitized), its emphasis too.
    func testCalloutTitleKeepsInlineHTMLAndMarkdown() {
        let result = PageRendering.render("> [!NOTE] Title <img src=\"a.png\" alt=\"icon\"> *here*\n> body\n")
        XCTAssertTrue(result.html.contains("<p class=\"callout-title\">Title <img src=\"a.png\" alt=\"icon\"> <em>here</em></p>"), result.html)
        XCTAssertEqual(result.diagnostics.count, 0, "\(result.diagnostics)")
        // And what it may not keep is a warning at its place: line 1, column 19.
        let bad = PageRendering.render("> [!TIP] Careful <script>x()</script>\n> body\n")
        XCTAssertFalse(bad.html.contains("<script"), bad.html)
        XCTAssertEqual(bad.diagnostics.map(\.location), [SourceLocation(line: 1, column: 18)])
    }

    /// `<script>` at the start of a table's cell is raw HTML like anywhere
    /// else: left out, with a warning at its line and column (the cell's
    /// text starts at column 3 of line 3).
    func testScriptInTableCellIsWarnedAndLeftOut() {
        let result = PageRendering.render("| a | b |\n|---|---|\n| <script>alert(1)</script> | x |\n")
        XCTAssertFalse(result.html.lowercased().contains("script"), result.html)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.location, SourceLocation(line: 3, column: 3))
        // An allowed element there is kept, as in a paragraph.
        let image = PageRendering.render("| a |\n|---|\n| <img src=\"p.png\" alt=\"p\"> |\n")
        XCTAssertTrue(image.html.contains("<td><img src=\"p.png\" alt=\"p\"></td>"), image.html)
        XCTAssertEqual(image.diagnostics.count, 0, "\(image.diagnostics)")
    }

    /// Headings keep their slug while it is free; a later one whose slug is
    /// taken, by a heading (the second "Example", then "Example 2" whose
    /// slug the second took), a figure (`fig-9`, the figure at line 9), a
    /// footnote (`fn1`) or the theme (`content`), takes the first free suffix.
    func testGeneratedIDsAreUniqueOnThePage() {
        let page = """
        # Example

        ## Example

        ## Example 2

        ## Fig 9

        ```layout
        canvas 200x40
        view a
        a.edges == root.edges
        ```

        ## Content

        ## FN1

        Text.[^1]

        [^1]: A note.
        """
        let result = PageRendering.render(page)
        let all = ids(result.html)
        XCTAssertEqual(duplicates(all), [], "\(all)")
        XCTAssertEqual(all.filter { $0 == "fig-9-2" || (!$0.hasPrefix("fig-9-") && !$0.hasPrefix("hatch-")) },
                       ["example", "example-2", "example-2-2", "fig-9-2", "fig-9", "content-2", "fn1-2", "fnref1", "fn1"])
    }

    /// An id the author writes in raw HTML that the page already holds is a
    /// warning at the tag; one a later heading would have had makes that
    /// heading take a suffix, and is a warning too. The author's ids stay as
    /// written (the only duplicate left is the one warned about).
    func testAuthorIDsThatCollideAreWarned() {
        let result = PageRendering.render("<a id=\"setup\"></a>\n\n# Setup\n\nA <span id=\"setup-2\">x</span> and <span id=\"content\">y</span>.\n")
        XCTAssertEqual(duplicates(ids(result.html)), ["setup-2"], result.html)
        XCTAssertTrue(result.html.contains("<h1 id=\"setup-2\">"), result.html)
        XCTAssertEqual(result.diagnostics.map(\.kind), [.duplicateName, .duplicateName, .duplicateName])
        XCTAssertEqual(result.diagnostics.map(\.location), [SourceLocation(line: 1, column: 1), SourceLocation(line: 5, column: 3),
                                                             SourceLocation(line: 5, column: 35)])
    }
}
