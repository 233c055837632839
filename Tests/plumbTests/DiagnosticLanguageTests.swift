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
        + "因为它与另外 3 条必需约束冲突; 把其中一条的优先级降到 1000 以下，或删掉一条"

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
        // print in either language all the same.
        let cached = try PlumbProcess.run(["build"], in: site.root, environment: ["PLUMB_LANGUAGE": "zh-Hans"])
        XCTAssertTrue(cached.errors.contains("from the cache"), cached.output + cached.errors)
        XCTAssertTrue(cached.errors.contains(Self.chinese + "\n"), cached.errors)
        let english = try PlumbProcess.run(["build"], in: site.root, environment: ["PLUMB_LANGUAGE": ""])
        XCTAssertTrue(english.errors.contains(Self.english + "\n"), english.errors)
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
