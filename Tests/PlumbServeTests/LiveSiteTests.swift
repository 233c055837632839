import XCTest
@testable import PlumbServe
import PlumbSite

/// The site `serve` keeps in memory: what it answers, the script it adds
/// (and only it), errors shown over the last good page, and cleared again.
final class LiveSiteTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/guide"), withIntermediateDirectories: true)
        try write("content/index.md", "# Home\n\nWelcome.\n")
        try write("content/guide/index.md", "---\ntitle: Guide\n---\n# Guide\n")
        try write("content/guide/box.md", "# Box\n\n```layout\nbreakpoints 320\nview box\nbox.edges == root.edges + 10\nbox.height == 20\n```\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func get(_ site: LiveSite, _ path: String) -> HTTPResponse {
        site.respond(to: HTTPRequest(method: "GET", path: path, query: "", headers: [:]))
    }

    private func text(_ r: HTTPResponse) -> String { String(decoding: r.body, as: UTF8.self) }

    func testServesTheBuiltSiteWithTheReloadScriptOnlyInHTML() throws {
        let site = LiveSite(root: folder, cacheFolder: nil)
        let outcome = site.rebuild()
        XCTAssertEqual(outcome.errorCount, 0)
        XCTAssertEqual(outcome.pageCount, 3)
        let home = get(site, "/")
        XCTAssertEqual(home.status, 200)
        XCTAssertTrue(text(home).contains("Welcome."))
        XCTAssertTrue(text(home).contains("<script data-plumb-serve>"))
        XCTAssertTrue(text(home).contains("var token = \"\(site.token)\""))
        // The script goes before </body>, once.
        XCTAssertEqual(text(home).components(separatedBy: "<script").count, 2)
        XCTAssertTrue(text(home).range(of: "<script")!.lowerBound < text(home).range(of: "</body>")!.lowerBound)
        let css = get(site, "/assets/site.css")
        XCTAssertEqual(css.headers.first { $0.0 == "Content-Type" }?.1, "text/css; charset=utf-8")
        XCTAssertFalse(text(css).contains("plumb-serve"))
        XCTAssertEqual(get(site, "/guide").status, 301)
        XCTAssertEqual(get(site, "/guide").headers.first { $0.0 == "Location" }?.1, "/guide/")
        XCTAssertTrue(text(get(site, "/guide/box.html")).contains("plumb-figure"))
        let missing = get(site, "/guide/nothing.html")
        XCTAssertEqual(missing.status, 404)
        XCTAssertTrue(text(missing).contains("Page not found"))
        // Served at its own address, the 404 page links from the root, so
        // its stylesheet loads at any depth.
        site.baseURL = "http://127.0.0.1:1313/"
        site.rebuild()
        XCTAssertTrue(text(get(site, "/a/b/c.html")).contains("href=\"/assets/site.css\""), text(get(site, "/a/b/c.html")))
        XCTAssertEqual(get(site, "/../etc/passwd").status, 400)
    }

    /// A missing page under a language's folder is answered with that
    /// language's 404 page; anywhere else, with the default language's.
    func testAMissingPageGetsItsLanguages404Page() throws {
        try write("plumb.json", "{\"languages\": {\"zh-Hans\": {}}}")
        try write("content/index.zh-Hans.md", "# 首页\n")
        let site = LiveSite(root: folder, cacheFolder: nil)
        site.baseURL = "http://127.0.0.1:1313/"
        XCTAssertEqual(site.rebuild().errorCount, 0)
        let zh = get(site, "/zh-Hans/guide/nothing.html")
        XCTAssertEqual(zh.status, 404)
        XCTAssertTrue(text(zh).contains("<h1>页面不存在</h1>"), text(zh))
        XCTAssertTrue(text(get(site, "/guide/nothing.html")).contains("<h1>Page not found</h1>"))
    }

    /// What `plumb build` writes from the same content has no script at all:
    /// the reload is `serve`'s alone.
    func testTheBuiltSiteHoldsNoScript() throws {
        let site = try Site(root: folder)
        let report = try SiteBuilder(site: site, theme: try Theme.load(from: nil), cache: BuildCache(folder: nil)).build(outlines: false)
        XCTAssertFalse(report.files.isEmpty)
        for (path, data) in report.files where path.hasSuffix(".html") {
            XCTAssertFalse(String(decoding: data, as: UTF8.self).lowercased().contains("<script"), path)
        }
    }

    func testErrorsShowOverTheLastGoodPageUntilFixed() throws {
        let site = LiveSite(root: folder, cacheFolder: nil)
        site.rebuild()
        let before = site.token
        try write("content/guide/box.md", "# Box, renamed\n\n```layout\nbreakpoints 320\nview box\nbx.edges == root.edges + 10\nbox.height == 20\n```\n")
        let broken = site.rebuild()
        XCTAssertEqual(broken.errorCount, 1)
        XCTAssertNotEqual(site.token, before, "a failed build must still wake the pages, to show its errors")
        let page = text(get(site, "/guide/box.html"))
        XCTAssertTrue(page.contains("id=\"plumb-serve-errors\""))
        // As the terminal prints it: file:line:col, the line, the caret, the fix.
        XCTAssertTrue(page.contains("content/guide/box.md:6:1: error: unknown view &#39;bx&#39;; did you mean &#39;box&#39;?"), page)
        XCTAssertTrue(page.contains(" 6 | bx.edges == root.edges + 10\n   | ^"), page)
        // Over the last good version: the old title, not the new one.
        XCTAssertTrue(page.contains("<h1 id=\"box\">Box<a"), page)
        XCTAssertFalse(page.contains("Box, renamed"))
        // Every page shows the errors: the site as a whole is not built.
        XCTAssertTrue(text(get(site, "/")).contains("plumb-serve-errors"))
        try write("content/guide/box.md", "# Box, fixed\n\n```layout\nbreakpoints 320\nview box\nbox.edges == root.edges + 10\nbox.height == 20\n```\n")
        XCTAssertEqual(site.rebuild().errorCount, 0)
        let fixed = text(get(site, "/guide/box.html"))
        XCTAssertFalse(fixed.contains("plumb-serve-errors"))
        XCTAssertTrue(fixed.contains("Box, fixed"))
    }

    /// `serve` keeps the last good build in memory and serves its unchanged
    /// pages again; a page whose title changes changes every page's sidebar,
    /// so none is kept then.
    func testUnchangedPagesAreKeptUntilTheNavigationChanges() throws {
        let site = LiveSite(root: folder, cacheFolder: nil)
        XCTAssertEqual(site.rebuild().errorCount, 0)
        let home = text(get(site, "/"))
        try write("content/guide/box.md", "# Box\n\nNew words.\n\n```layout\nbreakpoints 320\nview box\nbox.edges == root.edges + 10\nbox.height == 20\n```\n")
        XCTAssertEqual(site.rebuild().errorCount, 0)
        XCTAssertTrue(text(get(site, "/guide/box.html")).contains("New words."))
        // The same page but for the reload token.
        func withoutToken(_ page: String) -> String { page.replacing(/var token = "[^"]*"/, with: "") }
        XCTAssertNotEqual(withoutToken(home), home)
        XCTAssertEqual(withoutToken(text(get(site, "/"))), withoutToken(home))
        try write("content/guide/box.md", "# A box, retitled\n\n```layout\nbreakpoints 320\nview box\nbox.edges == root.edges + 10\nbox.height == 20\n```\n")
        XCTAssertEqual(site.rebuild().errorCount, 0)
        XCTAssertTrue(text(get(site, "/")).contains("A box, retitled"))
        XCTAssertTrue(text(get(site, "/guide/index.html")).contains("A box, retitled"))
    }

    /// A page's wait returns as soon as a rebuild changes the token, and
    /// with the same token when nothing happened before the timeout.
    func testWaitingPagesWakeOnRebuild() throws {
        let site = LiveSite(root: folder, cacheFolder: nil)
        site.rebuild()
        site.waitTimeout = 0.05
        let token = site.token
        XCTAssertEqual(text(site.respond(to: HTTPRequest(method: "GET", path: "/__plumb/wait", query: "since=\(token)", headers: [:]))),
                       token + "\n")
        let woke = expectation(description: "woke")
        site.waitTimeout = 30
        DispatchQueue.global().async {
            let answer = site.respond(to: HTTPRequest(method: "GET", path: "/__plumb/wait", query: "since=\(token)", headers: [:])).body
            XCTAssertNotEqual(String(decoding: answer, as: UTF8.self), token + "\n")
            woke.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.1)
        site.rebuild()
        wait(for: [woke], timeout: 10)
    }
}
