import XCTest

/// The command's own lines (the summary and its note, a refused output)
/// speak the language `--language` or `PLUMB_LANGUAGE` asks for, as the
/// diagnostics do: a Chinese build no longer ends in English. "plumb:" and
/// the severity stay English; without a language asked for, every byte is
/// as before.
final class CommandLanguageTests: XCTestCase {
    private let english = ["PLUMB_LANGUAGE": ""]

    func testTheSummaryAndItsNoteInChinese() throws {
        let site = try ScratchSite()
        let built = try PlumbProcess.run(["build", "--language", "zh-Hans"], in: site.root, environment: english)
        XCTAssertEqual(built.status, 0, built.errors)
        XCTAssertTrue(built.errors.hasPrefix("plumb: 已构建 1 个页面，写入 site/，0 张图（0 张来自缓存）；0 个错误，0 个警告，用时 "), built.errors)
        XCTAssertTrue(built.errors.contains(" 秒\n  （读取 "), built.errors)
        XCTAssertTrue(built.errors.contains("写入 0.") || built.errors.contains("写入 1."), built.errors)
        XCTAssertTrue(built.errors.contains("plumb: note: 没有生成 sitemap.xml：站点地图列出的是绝对地址；在 plumb.json 里设置 \"baseURL\" 就会生成\n"),
                      built.errors)
        XCTAssertFalse(built.errors.contains("built 1 page") || built.errors.contains("from the cache"), built.errors)

        let checked = try PlumbProcess.run(["check"], in: site.root, environment: ["PLUMB_LANGUAGE": "zh-Hans"])
        XCTAssertTrue(checked.errors.hasPrefix("plumb: 已检查 1 个页面，0 张图（0 张来自缓存），重新生成了 1 个页面，0 个链接；0 个错误，0 个警告，用时 "),
                      checked.errors)
    }

    /// Byte for byte the summary and note the command printed before they
    /// were data, but for the times.
    func testTheEnglishSummaryIsAsBefore() throws {
        let site = try ScratchSite()
        let built = try PlumbProcess.run(["build"], in: site.root, environment: english)
        let times = built.errors.replacingOccurrences(of: #"\d+\.\d\d s"#, with: "T s", options: .regularExpression)
        XCTAssertEqual(times, "plumb: built 1 page into site/, 0 figures (0 from the cache); 0 errors, 0 warnings in T s\n"
                       + "  (reading T s, pages and figures T s, templates T s, assets T s, writing T s)\n"
                       + "plumb: note: no sitemap.xml: a sitemap lists absolute addresses; set \"baseURL\" in plumb.json to have one\n")
    }

    func testARefusedOutputInChinese() throws {
        let site = try ScratchSite()
        try site.write("public/notes.txt", "keep me\n")
        let refused = try PlumbProcess.run(["build", "--output", "public", "--language", "zh-Hans"], in: site.root, environment: english)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.hasPrefix("plumb: error: '"), refused.errors)
        XCTAssertTrue(refused.errors.contains("/public' 不是 Plumb 创建的（里面没有 '.plumb-site' 文件），所以 Plumb 不会删除它：把它移走，"
                                              + "或者用 '--output DIR' 构建到别处；如果想发布到这个文件夹并保留里面的一切，就用 '--adopt' 构建一次\n"),
                      refused.errors)
        XCTAssertFalse(refused.errors.contains("was not made by Plumb"), refused.errors)
        XCTAssertEqual(site.read("public/notes.txt"), "keep me\n")

        let root = try PlumbProcess.run(["build", "--output", "/"], in: site.root, environment: ["PLUMB_LANGUAGE": "zh-Hans"])
        XCTAssertEqual(root.errors, "plumb: error: '--output' 是文件系统的根目录 '/'：Plumb 不会在那里构建网站\n")
        let inEnglish = try PlumbProcess.run(["build", "--output", "/"], in: site.root, environment: english)
        XCTAssertEqual(inEnglish.errors, "plumb: error: --output is the file system's root '/': Plumb will not build a site there\n")
    }
}
