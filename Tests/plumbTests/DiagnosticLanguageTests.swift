import XCTest

/// `plumb build` and `plumb check` print diagnostics in English unless
/// `--language zh-Hans` (or `PLUMB_LANGUAGE`) asks for Chinese; the place
/// (file:line:col) and the severity are the same in every language, and a
/// page read back from the build cache prints in the language asked for.
final class DiagnosticLanguageTests: XCTestCase {
    static let page = """
    # Page

    ```layout
    canvas 320x80
    breakpoints 320
    view box
    box.leading == root.leading + 20
    box.trailing == root.trailing - 20
    box.width == 300
    box.centerY == root.centerY
    box.height == 40
    ```
    """

    static let english = "content/index.md:9:1: error: unable to simultaneously satisfy constraints at width 320: "
        + "'box.width == 300' is broken (off by 20 pt) because it contradicts 3 other required constraints; "
        + "lower one of their priorities below 1000, or remove one"
    static let chinese = "content/index.md:9:1: error: 在宽度 320 下无法同时满足约束：'box.width == 300' 被打破（差 20 pt），"
        + "因为它与另外 3 条必需约束冲突；把其中一条的优先级降到 1000 以下，或者干脆删掉它"

    func testEnglishByDefault() throws {
        let site = try ScratchSite(pages: ["index.md": Self.page])
        let result = try PlumbProcess.run(["check"], in: site.root, environment: ["PLUMB_LANGUAGE": ""])
        XCTAssertTrue(result.errors.contains(Self.english + "\n"), result.errors)
        XCTAssertTrue(result.errors.contains("content/index.md:7:1: note: conflicts with 'box.leading == root.leading + 20'\n"), result.errors)
    }

    func testTheLanguageOptionWordsTheMessagesInChinese() throws {
        let site = try ScratchSite(pages: ["index.md": Self.page])
        let result = try PlumbProcess.run(["check", "--language", "zh-Hans"], in: site.root)
        XCTAssertTrue(result.errors.contains(Self.chinese + "\n"), result.errors)
        XCTAssertTrue(result.errors.contains("content/index.md:7:1: note: 与 'box.leading == root.leading + 20' 冲突\n"), result.errors)
        XCTAssertFalse(result.errors.contains("unable to simultaneously"), result.errors)
    }

    func testTheEnvironmentAsksForChineseAndTheCacheKeepsIt() throws {
        let site = try ScratchSite(pages: ["index.md": Self.page])
        let first = try PlumbProcess.run(["build"], in: site.root, environment: ["PLUMB_LANGUAGE": "zh-Hans"])
        XCTAssertTrue(first.errors.contains(Self.chinese + "\n"), first.errors)
        // The second build reads the page from the cache: its diagnostics
        // print in either language all the same (and so does the summary
        // that says so).
        let cached = try PlumbProcess.run(["build"], in: site.root, environment: ["PLUMB_LANGUAGE": "zh-Hans"])
        XCTAssertTrue(cached.errors.contains("（1 张来自缓存）"), cached.output + cached.errors)
        XCTAssertTrue(cached.errors.contains(Self.chinese + "\n"), cached.errors)
        let english = try PlumbProcess.run(["build"], in: site.root, environment: ["PLUMB_LANGUAGE": ""])
        XCTAssertTrue(english.errors.contains(Self.english + "\n"), english.errors)
    }

    /// The raw HTML a Chinese page loses and a theme template's script were
    /// English sentences: now they print in Chinese too, with the full-width
    /// "；" before the fix, and the same in English as before.
    func testTheSanitizerAndTheTemplateCheckSpeakChinese() throws {
        let site = try ScratchSite(pages: ["index.md": "# Home\n", "index.zh-Hans.md": "# 首页\n\n<span onclick=\"x()\">好</span>\n"])
        try site.write("plumb.json", #"{ "title": "Guide", "languages": { "zh-Hans": { "title": "指南" } } }"#)
        let page = try PlumbProcess.run(["check", "--language", "zh-Hans"], in: site.root)
        XCTAssertTrue(page.errors.contains("content/index.zh-Hans.md:3:1: warning: 已去掉 <span> 的属性 'onclick'：事件处理器会运行脚本；删掉它\n"),
                      page.errors)
        let english = try PlumbProcess.run(["check"], in: site.root, environment: ["PLUMB_LANGUAGE": ""])
        XCTAssertTrue(english.errors.contains("content/index.zh-Hans.md:3:1: warning: the onclick attribute of <span> is left out: "
                                              + "an event handler runs script; remove it\n"), english.errors)

        try site.write("templates/page.html", "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                       + "<body>\n  <p>{{page.title}}</p><script>alert(1)</script>\n{{{page.content}}}\n</body>\n</html>\n")
        let theme = try PlumbProcess.run(["check", "--language", "zh-Hans"], in: site.root)
        XCTAssertTrue(theme.errors.contains("templates/page.html:5:24: error: 主题模板里有 <script>：网站承诺绝不运行脚本；删掉它；Plumb 的网站不带任何脚本\n"),
                      theme.errors)
        XCTAssertFalse(theme.errors.contains("theme template"), theme.errors)
    }

    func testALanguageWithoutMessagesIsAUsageError() throws {
        let site = try ScratchSite(pages: ["index.md": Self.page])
        let option = try PlumbProcess.run(["check", "--language", "fr"], in: site.root)
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.errors.contains("--language (argument 1) needs a language Plumb words diagnostics in: en or zh-Hans; found 'fr'"),
                      option.errors)
        let environment = try PlumbProcess.run(["check"], in: site.root, environment: ["PLUMB_LANGUAGE": "fr"])
        XCTAssertEqual(environment.status, 2)
        XCTAssertTrue(environment.errors.contains("PLUMB_LANGUAGE is 'fr', but it needs a language Plumb words diagnostics in: en or zh-Hans"),
                      environment.errors)
    }
}
