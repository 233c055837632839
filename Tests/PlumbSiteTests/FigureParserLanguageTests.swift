import XCTest
@testable import PlumbSite

/// What the block parser reports under a figure is worded in the page's
/// language: a 简体中文 page shows the parser's warnings and errors in
/// Chinese, the English page the same findings in English.
final class FigureParserLanguageTests: XCTestCase {
    static let blocks = """
    ```layout
    canvas 320x60
    breakpoints 320
    view box color=tomatoo
    box.leading == root.leading + 16
    box.width == 100
    box.height == 40
    box.top == root.top + 10
    ```

    ```layout
    canvas 320x60
    breakpoints 320
    label title "标题"
    title.leadin == root.leading + 16
    ```
    """

    func testAChinesePageShowsTheParsersFindingsInChinese() throws {
        let s = try TemporarySite([
            "plumb.json": #"{ "title": "Guide", "languages": { "zh-Hans": { "title": "指南" } } }"#,
            "content/index.md": "# Home\n",
            "content/figures.md": "# Figures\n\n" + Self.blocks + "\n",
            "content/figures.zh-Hans.md": "# 图\n\n" + Self.blocks + "\n",
        ])
        let report = try s.build()
        let zh = s.page(report, "zh-Hans/figures.html")
        let en = s.page(report, "figures.html")
        for words in ["不认识的颜色 &#39;tomatoo&#39;：按默认填充色来画", "是不是想写 &#39;tomato&#39;？", "不认识的锚点 &#39;leadin&#39;",
                      "是不是想写 &#39;leading&#39;？"] {
            XCTAssertTrue(zh.contains(words) || zh.contains(words.replacingOccurrences(of: "&#39;", with: "'")),
                          "the Chinese page lacks '\(words)'")
        }
        XCTAssertFalse(zh.contains("unknown colour"), "English on the Chinese page")
        XCTAssertFalse(zh.contains("unknown anchor"), "English on the Chinese page")
        for words in ["unknown colour", "drawn in the default fill", "unknown anchor"] {
            XCTAssertTrue(en.contains(words), "the English page lacks '\(words)'")
        }
    }
}
