import XCTest
@testable import PlumbSite

/// Objective-C, shell, console, JSON and diff fences: each token kind as a
/// span the theme styles (Swift and layout are TemplateTests').
final class LanguageHighlightingTests: XCTestCase {
    private func h(_ code: String, _ language: String) -> String { SyntaxHighlighter.html(code, language: language) }

    func testObjectiveC() {
        XCTAssertEqual(h("#import <UIKit/UIKit.h>\n@property (nonatomic) UIView *v; // x\nv.text = @\"a<b\"; c = 'q';", "objc"),
                       "<span class=\"hl-attr\">#import &lt;UIKit/UIKit.h&gt;</span>\n"
                       + "<span class=\"hl-kw\">@property</span> (<span class=\"hl-kw\">nonatomic</span>) <span class=\"hl-type\">UIView</span> *v; <span class=\"hl-com\">// x</span>\n"
                       + "v.text = <span class=\"hl-str\">@&quot;a&lt;b&quot;</span>; c = <span class=\"hl-str\">&#39;q&#39;</span>;")
        XCTAssertEqual(h("YES", "objective-c"), "<span class=\"hl-kw\">YES</span>")
    }

    func testShellAndConsole() {
        let line = "export A=\"$HOME\" && echo '$B' ${C} # done"
        let shell = "<span class=\"hl-kw\">export</span> A=<span class=\"hl-str\">&quot;$HOME&quot;</span> <span class=\"hl-op\">&amp;&amp;</span> "
            + "<span class=\"hl-kw\">echo</span> <span class=\"hl-str\">&#39;$B&#39;</span> <span class=\"hl-attr\">${C}</span> <span class=\"hl-com\"># done</span>"
        for language in ["sh", "bash", "shell"] { XCTAssertEqual(h(line, language), shell, language) }
        XCTAssertEqual(h("$ " + line + "\nnot <a> command", "console"), "<span class=\"hl-op\">$ </span>" + shell + "\nnot &lt;a&gt; command")
    }

    func testJSON() {
        XCTAssertEqual(h("{\"key\" : [1.5, true, null, \"v\"]}", "json"),
                       "{<span class=\"hl-anchor\">&quot;key&quot;</span> : [<span class=\"hl-num\">1.5</span>, <span class=\"hl-kw\">true</span>, "
                       + "<span class=\"hl-kw\">null</span>, <span class=\"hl-str\">&quot;v&quot;</span>]}")
    }

    func testDiff() {
        XCTAssertEqual(h("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old <b>\n+new\n same", "diff"),
                       "<span class=\"hl-meta\">--- a/x</span>\n<span class=\"hl-meta\">+++ b/x</span>\n<span class=\"hl-hunk\">@@ -1 +1 @@</span>\n"
                       + "<span class=\"hl-del\">-old &lt;b&gt;</span>\n<span class=\"hl-ins\">+new</span>\n same")
    }

    /// Every class a highlighter writes is styled by the built-in theme, in
    /// light and in dark (read from the CSS, not from the highlighter).
    func testEveryTokenClassIsStyledInBothSchemes() throws {
        let css = String(decoding: try XCTUnwrap(Theme.load(from: nil).staticFiles["site.css"]), as: UTF8.self)
        let dark = try XCTUnwrap(css.range(of: "@media (prefers-color-scheme: dark) {\n  .hl-kw"))
        for cls in ["kw", "type", "str", "num", "com", "attr", "anchor", "op", "ins", "del", "hunk", "meta"] {
            XCTAssertTrue(css[..<dark.lowerBound].contains(".hl-\(cls) {") || css[..<dark.lowerBound].contains(".hl-\(cls),"), "light: \(cls)")
            XCTAssertTrue(css[dark.lowerBound...].contains(".hl-\(cls)"), "dark: \(cls)")
        }
    }
}
