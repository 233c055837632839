import XCTest
import Foundation
@testable import PlumbSite

/// The output swap's cleaning and carrying, case by case (issue 26 §1):
/// deleting never follows a link, a failed write takes its scratch folder
/// with it, and a late file that cannot be carried keeps the old site.
final class OutputDirectoryTests: XCTestCase {
    var base: URL!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: base) }

    private func write(_ path: String, _ text: String) throws {
        let url = base.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: base.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent(path).path)) ?? []).sorted()
    }

    /// A marked folder behind a link named like an abandoned build (an
    /// older Plumb parked a linked site/ so), and links inside a scratch
    /// folder, to a marked folder and to a file: cleaning removes the
    /// scratch folder and the links in it, and nothing behind any link.
    func testCleaningNeverDeletesThroughALink() throws {
        try write("published/\(OutputDirectory.marker)", "mark\n")
        try write("published/index.html", "<p>live</p>\n")
        try write("published/CNAME", "docs.example.org\n")
        try write("elsewhere.txt", "keep\n")
        try write("cache/.plumb-build-1-1/\(OutputDirectory.marker)", "mark\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: base.appendingPathComponent("cache/.plumb-old-1-2").path, withDestinationPath: "../published")
        try fm.createSymbolicLink(atPath: base.appendingPathComponent("cache/.plumb-build-1-1/site").path, withDestinationPath: "../../published")
        try fm.createSymbolicLink(atPath: base.appendingPathComponent("cache/.plumb-build-1-1/file").path, withDestinationPath: "../../elsewhere.txt")
        OutputDirectory.removeAbandonedBuilds(in: base.appendingPathComponent("cache"))
        XCTAssertEqual(names("published"), [OutputDirectory.marker, "CNAME", "index.html"])
        XCTAssertEqual(read("published/index.html"), "<p>live</p>\n")
        XCTAssertEqual(read("elsewhere.txt"), "keep\n")
        XCTAssertEqual(names("cache"), [".plumb-old-1-2"], "the scratch folder stays, or the parked link went")
        // Removing a marked folder that is itself a link: nothing happens.
        OutputDirectory.removeMarkedFolder(base.appendingPathComponent("cache/.plumb-old-1-2"))
        XCTAssertEqual(names("published").count, 3)
    }

    private func inode(_ path: String) -> UInt64? {
        var st = stat()
        return stat(base.appendingPathComponent(path).path, &st) == 0 ? UInt64(st.st_ino) : nil
    }

    /// A rebuild that changes one page's bytes (the other page reused, the
    /// stylesheet written again with the same bytes) renames that page into
    /// the output: the folder is the same folder (its inode), the unchanged
    /// files are the same files, the author's CNAME stays, and no scratch
    /// or old folder is left. Two pages changed: the whole folder is
    /// exchanged (a new inode), since two renames would leave a moment with
    /// one page new and the other old.
    func testOneChangedFileIsRenamedIntoPlaceAndTwoExchangeTheFolder() throws {
        let out = base.appendingPathComponent("site"), scratch = base.appendingPathComponent("cache")
        try OutputDirectory.replace(out, with: ["a.html": Data("a1".utf8), "b.html": Data("b1".utf8), "site.css": Data("css".utf8)],
                                    scratch: scratch)
        try write("site/CNAME", "docs.example.org\n")
        let folder = inode("site"), page = inode("site/b.html"), sheet = inode("site/site.css")
        try OutputDirectory.replace(out, with: ["a.html": Data("a2".utf8), "site.css": Data("css".utf8)],
                                    reusing: ["b.html": out.path + "/b.html"], scratch: scratch)
        XCTAssertEqual(read("site/a.html"), "a2")
        XCTAssertEqual(inode("site"), folder, "one changed file exchanged the whole folder")
        XCTAssertEqual(inode("site/b.html"), page)
        XCTAssertEqual(inode("site/site.css"), sheet, "a file written with the same bytes was replaced")
        XCTAssertEqual(read("site/CNAME"), "docs.example.org\n")
        XCTAssertEqual(names("cache"), [], "a scratch folder was left")
        try OutputDirectory.replace(out, with: ["a.html": Data("a3".utf8), "b.html": Data("b3".utf8), "site.css": Data("css".utf8)],
                                    scratch: scratch)
        XCTAssertNotEqual(inode("site"), folder, "two changed files were renamed one by one")
        XCTAssertEqual([read("site/a.html"), read("site/b.html"), read("site/CNAME")], ["a3", "b3", "docs.example.org\n"])
    }

    /// A changed list of files (a page added) is never done in place: the
    /// mark must list what the folder holds.
    func testANewPageExchangesTheFolder() throws {
        let out = base.appendingPathComponent("site")
        try OutputDirectory.replace(out, with: ["a.html": Data("a".utf8)])
        let folder = inode("site")
        try OutputDirectory.replace(out, with: ["a.html": Data("a".utf8), "b.html": Data("b".utf8)])
        XCTAssertNotEqual(inode("site"), folder)
        XCTAssertEqual(read("site/\(OutputDirectory.marker)")?.hasSuffix("a.html\nb.html\n"), true)
    }

    /// A write that fails (here a file where a folder must go: `a` is both a
    /// page and the folder of `a/b`) throws, leaves the old site as it was,
    /// and leaves no scratch folder behind.
    func testAFailedWriteRemovesItsScratchFolder() throws {
        let out = base.appendingPathComponent("site")
        try OutputDirectory.replace(out, with: ["index.html": Data("one".utf8)])
        XCTAssertThrowsError(try OutputDirectory.replace(out, with: ["a": Data("x".utf8), "a/b": Data("y".utf8)]))
        XCTAssertEqual(read("site/index.html"), "one")
        XCTAssertEqual(names(""), ["site"], "a scratch folder was left behind")
    }

    /// The old site, just exchanged out, holds a file the author saved while
    /// the build ran under a name the new build writes: carrying it would
    /// replace one with the other, so the old site is kept beside site/ and
    /// the warning names both. A late file with a free name is moved in.
    func testALateFileUnderATakenNameKeepsTheOldSite() throws {
        let list = [OutputDirectory.markerHeading, OutputDirectory.listHeading]
        try write("site/\(OutputDirectory.marker)", (list + ["index.html", "about.html"]).joined(separator: "\n") + "\n")
        try write("site/index.html", "new\n")
        try write("site/about.html", "new about\n")
        try write("old/\(OutputDirectory.marker)", (list + ["index.html"]).joined(separator: "\n") + "\n")
        try write("old/index.html", "old\n")
        try write("old/about.html", "the author's about page, saved late\n")
        try write("old/late.txt", "saved late\n")
        let warnings = OutputDirectory.settle(old: base.appendingPathComponent("old"), replacedBy: base.appendingPathComponent("site"), deferCleanup: false)
        XCTAssertEqual(warnings.count, 1)
        guard case .previousSiteKept(let place, let holding, let output)? = warnings.first else { return XCTFail("\(warnings)") }
        XCTAssertEqual(holding, ["about.html"])
        XCTAssertEqual(output, base.appendingPathComponent("site").path)
        XCTAssertEqual(read("site/late.txt"), "saved late\n")
        XCTAssertEqual(read("site/about.html"), "new about\n")
        let kept = try XCTUnwrap(names("").first { $0.hasPrefix("site.kept-") }, "\(names(""))")
        XCTAssertTrue(place.hasSuffix("/" + kept), place)
        XCTAssertEqual(read(kept + "/about.html"), "the author's about page, saved late\n")
    }

    /// A build killed while carrying late files leaves the old site in the
    /// cache with its mark naming the output but not saying the carrying is
    /// done: the next build's cleaning carries the rest before deleting it.
    /// An old site whose carrying finished is deleted as it is: carrying
    /// again would bring back a file the author has deleted since.
    func testCleaningFinishesACarryAKillInterrupted() throws {
        let out = base.appendingPathComponent("site")
        try OutputDirectory.replace(out, with: ["index.html": Data("one".utf8)])
        let list = [OutputDirectory.markerHeading, OutputDirectory.listHeading, "index.html"]
        try write("cache/.plumb-old-1-1/\(OutputDirectory.marker)", (list + ["Exchanged out of: \(out.path)"]).joined(separator: "\n") + "\n")
        try write("cache/.plumb-old-1-1/index.html", "old")
        try write("cache/.plumb-old-1-1/late.txt", "saved during the killed build\n")
        try write("cache/.plumb-old-1-2/\(OutputDirectory.marker)",
                  (list + ["Exchanged out of: \(out.path)", "Carried: late files moved into the new site"]).joined(separator: "\n") + "\n")
        try write("cache/.plumb-old-1-2/deleted.txt", "the author deleted this from site/ since\n")
        OutputDirectory.removeAbandonedBuilds(in: base.appendingPathComponent("cache"))
        XCTAssertEqual(read("site/late.txt"), "saved during the killed build\n")
        XCTAssertEqual(read("site/index.html"), "one")
        XCTAssertNil(read("site/deleted.txt"))
        XCTAssertEqual(names("cache"), [])
    }
}
