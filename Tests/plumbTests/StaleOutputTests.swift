import XCTest
import Foundation

/// A build never leaves a page older than its source in the output, however
/// the output came to differ from what the cache remembers: a build without
/// the cache that changed one page in place, or files changed in `site/` by
/// hand or by a `git checkout` of a gh-pages worktree. Each case was found
/// by a red-team pass: the next cached build reused the file for good.
final class StaleOutputTests: XCTestCase {
    let home = "---\ntitle: Home\n---\n# Home\n\nHello.\n"
    let other = "# Other\n\nThe other page.\n"

    private func site() throws -> ScratchSite {
        let site = try ScratchSite(pages: ["index.md": home, "guide/other.md": other])
        let built = try site.plumb("build")
        XCTAssertEqual(built.status, 0, built.errors)
        return site
    }

    /// Past the file system's clock tick (a few ms): a file changed within
    /// the tick the build sealed the output in looks unchanged (documented).
    private func afterATick() { usleep(50_000) }

    /// `build --no-cache` changed one page in place (the cache not told),
    /// the edit was undone, and a cached build reused the page it left.
    func testAPageChangedByABuildWithoutTheCacheIsNotReused() throws {
        let site = try site()
        try site.write("content/guide/other.md", other + "\nTemporary XYZZY.\n")
        XCTAssertEqual(try site.plumb("build", "--no-cache").status, 0)
        XCTAssertTrue(site.read("site/guide/other.html")?.contains("XYZZY") ?? false)
        try site.write("content/guide/other.md", other)
        let back = try site.plumb("build")
        XCTAssertEqual(back.status, 0, back.errors)
        XCTAssertFalse(site.read("site/guide/other.html")?.contains("XYZZY") ?? true)
    }

    /// A page appended to, emptied, or replaced by a link in site/ is
    /// written again by the next build, though its source is unchanged.
    func testAPageChangedInTheOutputIsWrittenAgain() throws {
        let site = try site()
        let built = site.read("site/guide/other.html") ?? ""
        XCTAssertTrue(built.contains("The other page."))
        afterATick()
        let page = site.url("site/guide/other.html").path
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: page))
        handle.seekToEndOfFile()
        handle.write(Data("HACKED".utf8))
        handle.closeFile()
        XCTAssertEqual(try site.plumb("build").status, 0)
        XCTAssertEqual(site.read("site/guide/other.html"), built)
        afterATick()
        try Data().write(to: site.url("site/guide/other.html"))
        XCTAssertEqual(try site.plumb("build").status, 0)
        XCTAssertEqual(site.read("site/guide/other.html"), built)
        afterATick()
        try FileManager.default.removeItem(atPath: page)
        try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "/etc/hostname")
        XCTAssertEqual(try site.plumb("build").status, 0)
        let kind = try FileManager.default.attributesOfItem(atPath: page)[.type] as? FileAttributeType
        XCTAssertEqual(kind, .typeRegular)
        XCTAssertEqual(site.read("site/guide/other.html"), built)
    }

    /// An older version of a page put back into site/ (what `git checkout
    /// -- .` does in a gh-pages worktree after an uncommitted build): the
    /// next build writes the page its source makes.
    func testAnOlderPagePutBackIntoTheOutputIsWrittenAgain() throws {
        let site = try site()
        let first = try XCTUnwrap(site.read("site/index.html"))
        try site.write("content/index.md", home + "\nPublished edit PPP.\n")
        XCTAssertEqual(try site.plumb("build").status, 0)
        let second = try XCTUnwrap(site.read("site/index.html"))
        XCTAssertTrue(second.contains("PPP"))
        afterATick()
        try site.write("site/index.html", first)
        let again = try site.plumb("build")
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertEqual(site.read("site/index.html"), second)
    }

    /// Unchanged, nothing is written again: the seal covers every file the
    /// build wrote, including after a page changed in place.
    func testUnchangedPagesAreStillReused() throws {
        let site = try site()
        try site.write("content/guide/other.md", other + "\nOne more line.\n")
        XCTAssertEqual(try site.plumb("build").status, 0)
        let quiet = try site.plumb("build")
        XCTAssertEqual(quiet.status, 0, quiet.errors)
        XCTAssertTrue(quiet.errors.contains(", 0 pages rebuilt"), quiet.errors)
    }

    /// A page touched in site/ but unchanged is made once more, found to
    /// be this build's very bytes, and sealed again: not made anew at every
    /// build after (the review's finding: "1 page rebuilt" for good).
    func testATouchedButUnchangedPageIsSealedAgain() throws {
        let site = try site()
        afterATick()
        let now = Date()
        try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: site.url("site/guide/other.html").path)
        let first = try site.plumb("build")
        XCTAssertTrue(first.errors.contains(", 1 page rebuilt"), first.errors)
        let second = try site.plumb("build")
        XCTAssertTrue(second.errors.contains(", 0 pages rebuilt"), second.errors)
    }

    /// A build killed while replacing a cache file leaves its temporary
    /// file (`.manifest.tsv.123`, or Foundation's `.dat.nosync…` from older
    /// builds); the next build deletes them, and nothing else there.
    func testWhatAKilledBuildLeftInTheCacheIsRemoved() throws {
        let site = try site()
        let left = [".plumb-cache/.manifest.tsv.3141592", ".plumb-cache/.translations.tsv.27", ".plumb-cache/.dat.nosync1a2b.XyZ",
                    ".plumb-cache/packs/.index.tsv.4242"]
        for path in left { try site.write(path, "half") }
        try site.write(".plumb-cache/.keep.me", "mine")
        XCTAssertEqual(try site.plumb("build").status, 0)
        for path in left { XCTAssertFalse(site.exists(path), path) }
        XCTAssertTrue(site.exists(".plumb-cache/.keep.me"))
    }
}
