import XCTest
import Foundation

/// `plumb build` writes pages into its scratch folder as they are finished
/// (issue 32). A build that fails after pages were written (a page with an
/// error, found while every other page is being written) must still leave
/// the previous site whole and no scratch folder anywhere, and a build
/// that succeeds publishes every page, although the cleanup of the last
/// build's old site runs beside it in the same folder.
final class StreamedBuildFailureTests: XCTestCase {
    private let broken = "# Bad\n\n```layout\nview a\na.width == ???\n```\n"

    private func scratchFolders(_ site: ScratchSite) -> [String] {
        let places = [site.root, site.url(".plumb-cache")]
        return places.flatMap { place in
            ((try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []).filter { $0.hasPrefix(".plumb-build-") }
        }
    }

    /// The red team's find: a build killed under `--no-cache` leaves its
    /// scratch folder beside site/, one killed with the cache leaves it in
    /// .plumb-cache/, and the next build looked only where it would put its
    /// own: a build with the other setting never removed it. Each planted
    /// folder is what a killed build leaves (marked, its process gone).
    func testTheNextBuildRemovesAKilledBuildsScratchFolderWhereverItIs() throws {
        for options in [[], ["--no-cache"]] {
            let site = try ScratchSite()
            XCTAssertEqual(try site.plumb(["build"] + options).status, 0)
            for place in [".", ".plumb-cache"] {
                try site.write("\(place)/.plumb-build-2000000000-1/.plumb-site", "This folder was written by plumb build.\n")
                try site.write("\(place)/.plumb-build-2000000000-1/index.html", "<p>half a site</p>\n")
            }
            let built = try site.plumb(["build"] + options)
            XCTAssertEqual(built.status, 0, built.errors)
            XCTAssertEqual(scratchFolders(site), [], "options: \(options)")
        }
    }

    func testAPageThatFailsMidBuildLeavesThePreviousSiteAndNoScratchFolder() throws {
        for cache in [true, false] {
            let options = cache ? [] : ["--no-cache"]
            let pages = (0..<40).reduce(into: ["index.md": "# Home\n\nHello.\n"]) { $0["guide/page-\($1).md"] = "# Page \($1)\n\nText \($1).\n" }
            let site = try ScratchSite(pages: pages)
            XCTAssertEqual(try site.plumb(["build"] + options).status, 0)
            let before = site.snapshot("site")
            XCTAssertEqual(before.count, 41 + before.keys.filter { !$0.hasSuffix(".html") || $0 == "404.html" || $0 == "genindex.html" }.count)
            try site.write("content/guide/page-20.md", broken)
            let failed = try site.plumb(["build"] + options)
            XCTAssertEqual(failed.status, 1, failed.errors)
            XCTAssertTrue(failed.errors.contains("not built: site/ is unchanged"), failed.errors)
            XCTAssertEqual(site.snapshot("site"), before, "the previous site changed (cache: \(cache))")
            XCTAssertEqual(scratchFolders(site), [], "a scratch folder was left behind (cache: \(cache))")

            // Fixed, twice over (the second build deletes the first's old
            // site while it writes its pages): every page is published.
            for round in 0..<2 {
                try site.write("content/guide/page-20.md", "# Page 20, round \(round)\n\nFixed.\n")
                let built = try site.plumb(["build"] + options)
                XCTAssertEqual(built.status, 0, built.errors)
                let after = site.snapshot("site")
                XCTAssertEqual(Set(after.keys), Set(before.keys), "cache: \(cache), round \(round)")
                XCTAssertTrue(site.read("site/guide/page-20.html")?.contains("Page 20, round \(round)") == true)
                XCTAssertEqual(scratchFolders(site), [])
            }
        }
    }
}
