import XCTest
@testable import PlumbSite

/// A large site's sidebar is bounded (`NavigationWindow`): every section by
/// its title, and the current section windowed around the page.
final class NavigationWindowTests: XCTestCase {
    func testTheWindowKeepsTheEndsAndMarksGaps() {
        XCTAssertEqual(NavigationWindow.entries(count: 5, current: 2), [0, 1, 2, 3, 4])
        let middle = NavigationWindow.entries(count: 1000, current: 500)
        XCTAssertEqual(middle.first, 0)
        XCTAssertEqual(middle.last, 999)
        XCTAssertEqual(middle.compactMap { $0 }, [0] + Array(475...525) + [999])
        XCTAssertEqual(middle.filter { $0 == nil }.count, 2)
        // At the start: no gap before, the window's end, a gap, the last.
        XCTAssertEqual(NavigationWindow.entries(count: 1000, current: 0), Array(0...25).map { Optional($0) } + [nil, 999])
        XCTAssertEqual(NavigationWindow.entries(count: 1000, current: 998).compactMap { $0 }, [0] + Array(973...999))
    }

    func testALargeSectionsPagesCarryABoundedSidebar() throws {
        var files = ["content/index.md": "# Home\n", "content/other/index.md": "# Other\n", "content/other/a.md": "# A\n"]
        for i in 0..<260 { files["content/big/p\(String(format: "%03d", i)).md"] = "---\norder: \(i)\n---\n# Page \(i)\n" }
        let s = try TemporarySite(files)
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        let html = s.page(report, "big/p130.html")
        let sidebar = try XCTUnwrap(html.range(of: "<nav class=\"sidebar\"").map { String(html[$0.lowerBound...].prefix { _ in true }) })
        let nav = String(sidebar[..<sidebar.range(of: "</nav>")!.upperBound])
        XCTAssert(nav.contains("<a href=\"../big/p130.html\" aria-current=\"page\">Page 130</a>"), nav)
        XCTAssert(nav.contains("<a href=\"../index.html\">Home</a>"), "the top-level pages")
        XCTAssert(nav.contains(">Page 105<") && nav.contains(">Page 155<"), "the window around the page")
        XCTAssertFalse(nav.contains(">Page 104<") || nav.contains(">Page 156<"), "nothing beyond it")
        XCTAssert(nav.contains(">Page 0<") && nav.contains(">Page 259<"), "the section's ends")
        // Each gap links to the section's list of every page.
        let gap = "<li class=\"nav-gap\"><a href=\"../big/section-contents.html\">… all 260 pages</a></li>"
        XCTAssertEqual(nav.components(separatedBy: gap).count - 1, 2, nav)
        // The other sections by their titles, linked; not their pages.
        XCTAssert(nav.contains("<p class=\"nav-section\"><a href=\"../other/index.html\">Other</a></p>"), nav)
        XCTAssertFalse(nav.contains(">A</a>"))
        XCTAssertLessThan(nav.utf8.count, 8_000)
    }

    func testASmallSiteListsEveryPage() throws {
        let s = try TemporarySite(["content/index.md": "# Home\n", "content/guide/index.md": "# Guide\n", "content/guide/a.md": "# A\n",
                                   "content/other/b.md": "# B\n"])
        let report = try s.build()
        let html = s.page(report, "guide/a.html")
        XCTAssert(html.contains("<p class=\"nav-section\">Guide</p>"), html)
        XCTAssert(html.contains("<a href=\"../other/b.html\">B</a>"), "another section's page")
    }

    /// A windowed section's contents page lists every page of the section,
    /// in order, so a page far outside the window is one click away; the
    /// section's title links there. A section shown whole gets none.
    func testAWindowedSectionHasAContentsPage() throws {
        var files = ["content/index.md": "# Home\n", "content/other/a.md": "# A\n"]
        for i in 0..<260 { files["content/big/p\(String(format: "%03d", i)).md"] = "---\norder: \(i)\n---\n# Page \(i) <&>\n" }
        let s = try TemporarySite(files)
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        let contents = s.page(report, "big/section-contents.html")
        let items = contents.components(separatedBy: "<li><a href=\"../big/p").dropFirst()
        XCTAssertEqual(items.count, 260, contents)
        XCTAssert(items.first?.hasPrefix("000.html\">Page 0 &lt;&amp;&gt;</a>") ?? false, "in order, titles escaped")
        XCTAssert(items.last?.hasPrefix("259.html\">Page 259 &lt;&amp;&gt;</a>") ?? false)
        XCTAssert(contents.contains("Every page of this section, in order: 260 in all."))
        // The other section, shown whole, has none; its title still links to its first page.
        XCTAssertNil(report.files["other/section-contents.html"])
        let other = s.page(report, "other/a.html")
        XCTAssert(other.contains("<p class=\"nav-section\"><a href=\"../big/section-contents.html\">Big</a></p>"), other)
    }

    /// Links into the pages Plumb makes are checked against the ids those
    /// pages really have: the contents page's heading, the index's heading
    /// and its letters ("Page 0" files its title under P, so `#index-p`
    /// exists and `#index-q` does not). Each had no ids at all, so every
    /// such link was a false "no such anchor".
    func testLinksIntoGeneratedPagesFindTheirIds() throws {
        var files = ["content/index.md": "# Home\n",
                     "content/other/a.md": "# A\n\n[all](../big/section-contents.html#section-contents), "
                        + "[index](../genindex.html#index), [P](../genindex.html#index-p) and [Q](../genindex.html#index-q)\n"]
        for i in 0..<260 { files["content/big/p\(String(format: "%03d", i)).md"] = "# Page \(i)\n" }
        let s = try TemporarySite(files)
        let report = try s.build()
        // The ids are in the pages, as the links expect (read from the HTML, not from the registry).
        XCTAssert(s.page(report, "big/section-contents.html").contains("id=\"section-contents\""))
        XCTAssert(s.page(report, "genindex.html").contains("<h2 id=\"index-p\">"))
        let problems = LinkChecker.check(report, contentFolder: "content")
        XCTAssertEqual(problems.map(\.path), ["content/other/a.md"], "\(problems.map(\.diagnostic.message))")
        XCTAssert(problems.first?.diagnostic.message.contains("index-q") ?? false, "\(problems.map(\.diagnostic.message))")
    }

    /// An author's page where the contents page goes is an error naming it,
    /// not a silent overwrite of either.
    func testAPageWhereTheContentsPageGoesIsAnError() throws {
        var files = ["content/index.md": "# Home\n", "content/big/section-contents.md": "# Mine\n"]
        for i in 0..<260 { files["content/big/p\(String(format: "%03d", i)).md"] = "# Page \(i)\n" }
        let report = try TemporarySite(files).build()
        let clash = report.diagnostics.filter { $0.path.hasSuffix("big/section-contents.md") && $0.diagnostic.kind == .duplicateName }
        XCTAssertEqual(clash.count, 1, "\(report.diagnostics)")
        XCTAssert(clash.first?.diagnostic.message.contains("the section's list of pages") ?? false)
    }
}
