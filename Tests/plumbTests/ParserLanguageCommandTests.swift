import XCTest

/// `plumb check --language zh-Hans` words the block parser's errors in
/// Chinese, at the same file, line and column as in English.
final class ParserLanguageCommandTests: XCTestCase {
    static let page = """
    # Page

    ```layout
    canvas 320x80
    breakpoints 320
    view box
    box.leading == root.leadin + 20
    ```
    """

    func testAParserErrorInEachLanguage() throws {
        let site = try ScratchSite(pages: ["index.md": Self.page])
        let english = try PlumbProcess.run(["check"], in: site.root, environment: ["PLUMB_LANGUAGE": ""])
        XCTAssertTrue(english.errors.contains("content/index.md:7:21: error: unknown anchor 'leadin'; did you mean 'leading'?\n"), english.errors)
        let chinese = try PlumbProcess.run(["check", "--language", "zh-Hans"], in: site.root)
        XCTAssertTrue(chinese.errors.contains("content/index.md:7:21: error: 不认识的锚点 'leadin'；是不是想写 'leading'？\n"), chinese.errors)
        XCTAssertFalse(chinese.errors.contains("unknown anchor"), chinese.errors)
    }
}
