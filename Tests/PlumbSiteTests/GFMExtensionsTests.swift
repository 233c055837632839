import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// What the GFM spec's examples (Tests/Spec/check_gfm_examples.py, through
/// html5lib) do not cover: Plumb's own rules around footnotes,
/// strikethrough, task lists and autolinks.
final class GFMExtensionsTests: XCTestCase {
    private func html(_ markdown: String) -> String { PageRendering.render(markdown).html }

    /// The report of issue 31: a footnote definition was read as a link
    /// reference definition, and its text as a file that does not exist.
    func testFootnoteDefinitionIsNotAFile() throws {
        let site = try TemporarySite([
            "plumb.json": "{}",
            "content/index.md": "# Home\n\nLow priority[^1] gives way.\n\n[^1]: `UILayoutPriority.defaultLow`.\n",
        ])
        let report = try site.build()
        XCTAssertEqual(report.diagnostics.map(\.diagnostic.message), [])
        let page = site.page(report, "index.html")
        XCTAssertTrue(page.contains("<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup>"), page)
        XCTAssertTrue(page.contains("<li id=\"fn1\">\n<p><code>UILayoutPriority.defaultLow</code>. <a href=\"#fnref1\""), page)
    }

    /// Numbers follow the first reference, not the definitions' order; a
    /// second reference gets its own id and link back.
    func testFootnoteNumbersAndBackReferences() {
        let out = html("A[^b] B[^a] C[^b].\n\n[^a]: First defined.\n[^b]: Second defined.\n")
        XCTAssertTrue(out.contains("A<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1\">1</a></sup>"), out)
        XCTAssertTrue(out.contains("B<sup class=\"footnote-ref\"><a href=\"#fn2\" id=\"fnref2\">2</a></sup>"), out)
        XCTAssertTrue(out.contains("C<sup class=\"footnote-ref\"><a href=\"#fn1\" id=\"fnref1-2\">1</a></sup>"), out)
        XCTAssertTrue(out.contains("<li id=\"fn1\">\n<p>Second defined. <a href=\"#fnref1\""), out)
        XCTAssertTrue(out.contains("<a href=\"#fnref1-2\" class=\"footnote-backref\""), out)
    }

    /// A definition nothing refers to is not shown, and says so at its
    /// line; a definition inside a code block is code.
    func testUnusedFootnoteIsAWarningAtItsLine() {
        let result = PageRendering.render("Text.\n\n```\n[^x]: code\n```\n\n[^unused]: Never cited.\n")
        XCTAssertFalse(result.html.contains("footnotes"), result.html)
        XCTAssertTrue(result.html.contains("<pre><code>[^x]: code\n</code></pre>"), result.html)
        XCTAssertEqual(result.diagnostics.map(\.location), [SourceLocation(line: 7, column: 1)])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertTrue(result.diagnostics.first?.message.contains("[^unused] is never referred to") == true)
    }

    /// A backslash-escaped delimiter is text: no strike, no task, no footnote.
    func testEscapedDelimitersStayText() {
        XCTAssertEqual(html("\\~~a~~ and ~~b~~\n"), "<p>~~a~~ and <del>b</del></p>\n")
        XCTAssertEqual(html("- \\[x] done\n"), "<ul>\n<li>[x] done</li>\n</ul>\n")
        XCTAssertEqual(html("See \\[^1].\n\n[^1]: Note.\n").hasPrefix("<p>See [^1].</p>\n"), true)
    }

    /// Autolinks never inside code spans, Markdown links or raw `<a>`.
    func testNoAutolinksInCodeOrLinks() {
        XCTAssertEqual(html("`https://a.example` [www.b.example](https://c.example)\n"),
                       "<p><code>https://a.example</code> <a href=\"https://c.example\">www.b.example</a></p>\n")
        XCTAssertEqual(html("<a href=\"https://x.example\">www.y.example</a> www.z.example\n"),
                       "<p><a href=\"https://x.example\">www.y.example</a> <a href=\"http://www.z.example\">www.z.example</a></p>\n")
    }

    /// A task's checkbox is disabled, and so is one written in raw HTML;
    /// any other input is left out with a warning at its place.
    func testCheckboxesAreDisabledOtherInputsDropped() {
        XCTAssertEqual(html("- [x] done\n- [ ] to do\n"),
                       "<ul>\n<li><input type=\"checkbox\" checked disabled> done</li>\n<li><input type=\"checkbox\" disabled> to do</li>\n</ul>\n")
        let raw = PageRendering.render("A <input type=\"checkbox\" checked> and <input type=\"text\" value=\"x\">.\n")
        XCTAssertEqual(raw.html, "<p>A <input type=\"checkbox\" checked=\"\" disabled> and .</p>\n")
        XCTAssertEqual(raw.diagnostics.map(\.location), [SourceLocation(line: 1, column: 39)])
    }

    /// A `|` inside a code span still ends a table cell (GFM); it is a
    /// warning at the `|` that shows the escape. An escaped one is not.
    func testPipeInsideCodeSpanInATableIsAWarningShowingTheEscape() {
        let result = PageRendering.render("| a | b |\n|---|---|\n| `x|y` | z |\n| `p\\|q` | r |\n")
        XCTAssertEqual(result.diagnostics.map(\.location), [SourceLocation(line: 3, column: 5)])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
        XCTAssertEqual(result.diagnostics.first?.suggestion, "escape it as '\\|': `x\\|y`")
    }
}
