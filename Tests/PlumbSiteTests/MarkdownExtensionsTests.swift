import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// Pipe tables (the GFM spec's table examples, 198 to 205, as inputs, with
/// the spec's expected tables written in Plumb's markup: `style` for
/// alignment, a scrolling wrapper), callouts and raw HTML.
final class MarkdownExtensionsTests: XCTestCase {
    private func html(_ markdown: String) -> String { PageRendering.render(markdown).html }

    private func table(header: [String], rows: [[String]], align: [String?]? = nil) -> String {
        func cell(_ tag: String, _ i: Int, _ text: String) -> String {
            let a = align?[i].map { " style=\"text-align:\($0)\"" } ?? ""
            return "<\(tag)\(a)>\(text)</\(tag)>\n"
        }
        var out = "<div class=\"table-wrap\"><table>\n<thead>\n<tr>\n"
        for (i, h) in header.enumerated() { out += cell("th", i, h) }
        out += "</tr>\n</thead>\n"
        if !rows.isEmpty {
            out += "<tbody>\n"
            for r in rows { out += "<tr>\n" + r.enumerated().map { cell("td", $0.offset, $0.element) }.joined() + "</tr>\n" }
            out += "</tbody>\n"
        }
        return out + "</table></div>\n"
    }

    /// GFM example 198: a table of two columns.
    func testGFM198() {
        XCTAssertEqual(html("| foo | bar |\n| --- | --- |\n| baz | bim |\n"), table(header: ["foo", "bar"], rows: [["baz", "bim"]]))
    }

    /// 199: alignment from the colons; pipes at the ends are optional.
    func testGFM199() {
        XCTAssertEqual(html("| abc | defghi |\n:-: | -----------:\nbar | baz\n"),
                       table(header: ["abc", "defghi"], rows: [["bar", "baz"]], align: ["center", "right"]))
    }

    /// 200: `\|` is a pipe in a cell, in code and emphasis too.
    func testGFM200() {
        XCTAssertEqual(html("| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n"),
                       table(header: ["f|oo"], rows: [["b <code>|</code> az"], ["b <strong>|</strong> im"]]))
    }

    /// 201: another block ends the table.
    func testGFM201() {
        XCTAssertEqual(html("| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n"),
                       table(header: ["abc", "def"], rows: [["bar", "baz"]]) + "<blockquote>\n<p>bar</p>\n</blockquote>\n")
    }

    /// 202: a line without a pipe is still a row; a blank line ends the table.
    func testGFM202() {
        XCTAssertEqual(html("| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n"),
                       table(header: ["abc", "def"], rows: [["bar", "baz"], ["bar", ""]]) + "<p>bar</p>\n")
    }

    /// 203: a delimiter row with another number of cells: no table.
    func testGFM203() {
        XCTAssertEqual(html("| abc | def |\n| --- |\n| bar |\n"), "<p>| abc | def |\n| --- |\n| bar |</p>\n")
    }

    /// 204: short rows are filled, long ones cut.
    func testGFM204() {
        XCTAssertEqual(html("| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n"),
                       table(header: ["abc", "def"], rows: [["bar", ""], ["bar", "baz"]]))
    }

    /// 205: a header alone has no body.
    func testGFM205() {
        XCTAssertEqual(html("| abc | def |\n| --- | --- |\n"), table(header: ["abc", "def"], rows: []))
    }

    /// Lines before the header stay a paragraph; a link in a cell is checked
    /// at its own line and column (line 4, after "| [x](" … the cell's text
    /// starts at column 3).
    func testParagraphBeforeATableAndLinkPositions() {
        let result = PageRendering.render("Intro text.\n| a | b |\n|---|---|\n| [x](javascript:alert(1)) | y |\n")
        XCTAssertTrue(result.html.hasPrefix("<p>Intro text.</p>\n<div class=\"table-wrap\">"), result.html)
        let refused = result.diagnostics.first { $0.kind == .unsupported }
        XCTAssertEqual(refused?.location, SourceLocation(line: 4, column: 3))
    }

    /// `> [!NOTE]` and its kin become callouts; an unknown kind stays a quote.
    func testCallouts() {
        XCTAssertEqual(html("> [!NOTE]\n> Useful information.\n"),
                       "<div class=\"callout callout-note\" role=\"note\">\n<p class=\"callout-title\">Note</p>\n<p>Useful information.</p>\n</div>\n")
        XCTAssertTrue(html("> [!warning]\n> Careful.\n\n> More.\n").contains("callout-warning"))
        XCTAssertTrue(html("> [!CAUTION]\n>\n> Paragraph two.\n").contains("<p class=\"callout-title\">Caution</p>\n<p>Paragraph two.</p>"))
        XCTAssertEqual(html("> [!NOPE]\n> text\n"), "<blockquote>\n<p>[!NOPE]\ntext</p>\n</blockquote>\n")
    }

    /// Raw HTML is kept as far as the allowlist goes; what would run a
    /// script is dropped with a warning at its line and column.
    func testRawHTML() {
        let ok = PageRendering.render("<details><summary>More</summary>\n\nHidden text.\n\n</details>\n\nA <kbd>⌘</kbd> key.\n")
        XCTAssertTrue(ok.html.contains("<details><summary>More</summary>"), ok.html)
        XCTAssertTrue(ok.html.contains("A <kbd>⌘</kbd> key."), ok.html)
        XCTAssertTrue(ok.diagnostics.isEmpty)
        let bad = PageRendering.render("Text\n\n<script>alert(1)</script>\n\nA <img src=x onerror=\"alert(1)\"> and <a href=\"JavaScript:x\">y</a>.\n")
        XCTAssertFalse(bad.html.lowercased().contains("<script"))
        XCTAssertFalse(bad.html.contains("onerror"))
        XCTAssertFalse(bad.html.lowercased().contains("javascript:"))
        XCTAssertEqual(bad.diagnostics.map(\.severity), [.warning, .warning, .warning])
        XCTAssertEqual(bad.diagnostics.map(\.location), [SourceLocation(line: 3, column: 1), SourceLocation(line: 5, column: 3),
                                                          SourceLocation(line: 5, column: 38)])
        XCTAssertTrue(bad.diagnostics[1].message.contains("the onerror attribute of <img>"), bad.diagnostics[1].message)
        // The rest is HTMLSanitizerTests' (and HTMLTokenizerTests').
    }
}
