import XCTest
import Foundation

/// A theme template with a script in it (the red team's find) stops the
/// build before anything is written: the previous site stays whole, and
/// the error names the template, its line and column, and the fix.
final class TemplateScriptBuildTests: XCTestCase {
    func testABadTemplateLeavesThePreviousSiteUntouched() throws {
        let site = try ScratchSite()
        XCTAssertEqual(try site.plumb("build").status, 0)
        let before = site.snapshot("site")
        XCTAssertFalse(before.isEmpty)
        try site.write("content/index.md", "# Home\n\nChanged.\n")
        try site.write("templates/partials/head.html",
                       "<head>\n<title>{{page.title}}</title>\n<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">\n</head>\n")
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("templates/partials/head.html:3:1: error: http-equiv=\"refresh\" on <meta> in a theme template"),
                      result.errors)
        XCTAssertTrue(result.errors.contains("remove it; Plumb's sites carry no script"), result.errors)
        XCTAssertEqual(site.snapshot("site"), before, "the previous site changed")
    }
}
