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
        XCTAssertEqual(nav.components(separatedBy: "<li aria-hidden=\"true\">…</li>").count - 1, 2)
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
}
