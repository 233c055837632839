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

    /// The template check's pass is remembered in the user's cache folder,
    /// never in the site (a site shipping `.plumb-cache/template-check`
    /// must not vouch for its own templates); after a pass, an edit that
    /// adds a script is checked again and found, whatever the site's
    /// cache holds.
    func testTheCheckIsRememberedOutsideTheSite() throws {
        let site = try ScratchSite()
        let cache = site.url("user-cache")
        let environment = ["XDG_CACHE_HOME": cache.path]
        var result = try PlumbProcess.run(["build"], in: site.root, environment: environment)
        XCTAssertEqual(result.status, 0, result.errors)
        let memo = try String(contentsOf: cache.appendingPathComponent("plumb/template-check"), encoding: .utf8)
        XCTAssertEqual(memo.count, 64)
        XCTAssertFalse(site.exists(".plumb-cache/template-check"))
        try site.write("templates/page.html", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                       + "<body><img src=\"x\" alt=\"\" onerror=\"window.pw=1\">{{{page.content}}}</body></html>\n")
        try site.write(".plumb-cache/template-check", memo)
        result = try PlumbProcess.run(["build"], in: site.root, environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("templates/page.html:3:7: error: onerror="), result.errors)
    }
}
