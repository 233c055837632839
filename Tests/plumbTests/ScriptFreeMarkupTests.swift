import XCTest
@testable import PlumbFuzz

/// The fuzz harness's judge (Sources/PlumbFuzz/ScriptFreeMarkup.swift):
/// Plumb's own strict form passes, and every way out of it or toward a
/// script is caught, whatever wrote it.
final class ScriptFreeMarkupTests: XCTestCase {
    func testPlumbsFormPasses() {
        for html in [
            "<p>A <a href=\"guide/a.html#top\" title=\"x &amp; y\">link</a> &lt;b&gt; 1 > 0</p>\n",
            "<input type=\"radio\" name=\"f-tab\" id=\"f-tab-0\" checked><label for=\"f-tab-0\">375</label>",
            "<svg viewBox=\"0 0 1 1\"><path d=\"M0 0\"/><use xlink:href=\"#a\"/></svg>",
            "<style>\n@container (width < 400px) { .a > .b { width: 1px } }\n</style><div style=\"text-align:left\">x</div>",
            "<a href=\"jav```ascript:x\">not a scheme, so a relative URL</a>",
            // The fuzzer's find: `&amp;` then a combining mark is still `&amp;`.
            "<a href=\"jav&amp;\u{0748}script:x\">y</a>",
            // And a space inside a would-be scheme makes the URL relative.
            "<a href=\"javascrip constraints: x\">y</a>",
            "<a href=\"mailto:a@b.c\">m</a><img src=\"https://x.org/a.png\" alt=\"\">",
        ] {
            XCTAssertNil(ScriptFreeMarkup.problem(in: html), html)
        }
    }

    func testWhatCouldRunAScriptIsCaught() {
        let cases: [(String, String)] = [
            ("<script>x</script>", "a <script> element"),
            ("<svg><animate attributeName=\"href\" values=\"javascript:x\"/></svg>", "a <animate> element"),
            ("<img src=\"x\" onerror=\"y\">", "a onerror attribute on <img>"),
            ("<iframe srcdoc=\"x\"></iframe>", "a <iframe> element"),
            ("<div srcdoc=\"x\"></div>", "a srcdoc attribute on <div>"),
            ("<a href=\"java\tscript:x\">y</a>", "a javascript: URL in the href of <a>"),
            ("<a href=\" \u{1}java\nscript:x \">y</a>", "a javascript: URL in the href of <a>"),
            ("<a href=\"&#106;avascript:x\">y</a>", "an unexpected character reference in the href of <a>"),
            ("<a href=\"data:text/html,x\">y</a>", "a data: URL in the href of <a>"),
            ("<a href=javascript:x>y</a>", "an unquoted href value on <a>"),
            ("<a title='x' href=\"y\">z</a>", "an unquoted title value on <a>"),
            ("<!-- x -->", "a '<' that starts no tag at byte 1"),
            ("a <b", "a tag cut off at the end"),
            ("<img/onerror=\"y\">", "<img> with a byte 47 where an attribute or '>' belongs"),
            ("<a title=\"a<b\">", "a '<' inside the title value of <a>"),
            ("<style>x</p><img onerror=y></style>", "a <style> not ended by </style> (byte 7)"),
        ]
        for (html, problem) in cases {
            XCTAssertEqual(ScriptFreeMarkup.problem(in: html), problem, html)
        }
    }
}
