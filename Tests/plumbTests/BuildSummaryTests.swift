import XCTest

/// The summary line's count of pages rebuilt: issue 31 found "0 pages
/// changed" after a template change that had rewritten every page.
final class BuildSummaryTests: XCTestCase {
    private let template = "<!DOCTYPE html>\n<html><head><title>{{page.title}}</title></head><body>{{{page.content}}}</body></html>\n"

    func testPagesRebuiltAfterATemplateChange() throws {
        let site = try ScratchSite(pages: ["index.md": "# Home\n\nHello.\n", "guide/a.md": "# A\n\nText.\n"])
        try site.write("templates/page.html", template)
        XCTAssertEqual(try site.plumb("build").status, 0)
        let unchanged = try site.plumb("build")
        XCTAssertTrue(unchanged.errors.contains(", 0 pages rebuilt;"), unchanged.errors)
        try site.write("templates/page.html", template.replacingOccurrences(of: "<body>", with: "<body><header>Guide</header>"))
        let afterTemplate = try site.plumb("build")
        XCTAssertTrue(afterTemplate.errors.contains(", 2 pages rebuilt;"), afterTemplate.errors)
        XCTAssertTrue(site.read("site/guide/a.html")?.contains("<header>Guide</header>") == true)
        try site.write("content/guide/a.md", "# A\n\nText, edited.\n")
        let onePage = try site.plumb("build")
        XCTAssertTrue(onePage.errors.contains(", 1 page rebuilt;"), onePage.errors)
    }
}
