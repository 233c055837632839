import XCTest
import Foundation

/// The red team's find: a page whose published name the file system cannot
/// hold (`content/` + 252 × `c` + `.md`, a legal 255-byte name, is a
/// 257-byte `….html`), or a page named `404.md` / `404.zh-Hans.md` (where
/// the theme's 404 page goes), passed `plumb check`, and `build` then
/// failed naming only its scratch folder ("File name too long", "File
/// exists"). Both commands now report an error at the page, with a fix, as
/// `genindex.md` gets; nothing is written.
final class PublishedNameTests: XCTestCase {
    func testAPageNameTooLongToPublishIsAnErrorAtThePage() throws {
        let name = String(repeating: "c", count: 252)
        let site = try ScratchSite(pages: ["index.md": "# Home\n", name + ".md": "# Long\n"])
        let expected = "content/\(name).md:1:1: error: this page would be published as '\(name).html', a name of 257 bytes: "
            + "longer than the 255 a file system holds"
        for command in ["check", "build"] {
            let result = try site.plumb(command)
            XCTAssertEqual(result.status, 1, command)
            XCTAssertTrue(result.errors.contains(expected), "\(command): \(result.errors)")
            XCTAssertTrue(result.errors.contains("shorten the page's file name, so that the name it is published under has at most 255 bytes"), command)
            XCTAssertFalse(result.errors.contains(".plumb-build-"), "\(command): \(result.errors)")
        }
        XCTAssertFalse(site.exists("site"))
    }

    func testAPageNamed404IsAnErrorAtThePage() throws {
        let site = try ScratchSite(pages: ["index.md": "# Home\n", "404.md": "# Not found page\n", "index.zh-Hans.md": "# 首页\n",
                                           "404.zh-Hans.md": "# 找不到\n"])
        try site.write("plumb.json", "{\"languages\": {\"zh-Hans\": {}}}")
        for command in ["check", "build"] {
            let result = try site.plumb(command)
            XCTAssertEqual(result.status, 1, command)
            for (page, published) in [("404.md", "404.html"), ("404.zh-Hans.md", "zh-Hans/404.html")] {
                XCTAssertTrue(result.errors.contains("content/\(page):1:1: error: this page would be published at '\(published)', where Plumb writes "
                                                     + "the page for a missing address (the theme's templates/404.html)"), "\(command): \(result.errors)")
            }
            XCTAssertFalse(result.errors.contains(".plumb-build-"), "\(command): \(result.errors)")
        }
        XCTAssertFalse(site.exists("site"))
    }
}
