import XCTest
import Foundation

/// `site` as a symbolic link to the folder the site is published from (a
/// gh-pages worktree, a web root) (issue 26 §1). The first build once
/// replaced the link with a folder and parked the link in `.plumb-cache`;
/// the second followed the parked link and emptied its target: `CNAME`,
/// `.git/` and every page. Now the link is resolved once, the target is
/// replaced in its own folder, and the link is never moved or deleted.
final class LinkedOutputTests: XCTestCase {
    let page = "# Home\n\n```layout\ncanvas 200x60\nview a\na.edges == root.edges\n```\n"

    private func linkText(_ site: ScratchSite, _ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: site.url(path).path)
    }

    /// Every link under `folder`, not followed, for "no link was moved".
    private func linksUnder(_ folder: String) -> [String] {
        RawTree.snapshot(folder).compactMap { path, entry in
            if case .link = entry { return RawTree.shown(path) } else { return nil }
        }.sorted()
    }

    /// The reproducer: a Plumb-made `pub/` with the author's `CNAME` and
    /// `.git/`, published through `site -> pub`, built twice (and a third
    /// time, which once deleted what the second had parked).
    func testBuildingThroughALinkKeepsTheLinkAndEverythingBehindIt() throws {
        let site = try ScratchSite(pages: ["index.md": page, "about.md": "# About\n"])
        XCTAssertEqual(try site.plumb("build", "--output", "pub").status, 0)
        try site.write("pub/CNAME", "docs.example.org\n")
        try site.write("pub/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try FileManager.default.createSymbolicLink(atPath: site.url("site").path, withDestinationPath: "pub")
        for round in 0..<3 {
            try site.write("content/index.md", page + "\nRound \(round).\n")
            let result = try site.plumb("build")
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(linkText(site, "site"), "pub", "round \(round): the link was replaced")
            XCTAssertTrue(site.read("pub/index.html")?.contains("Round \(round).") ?? false, "round \(round)")
            XCTAssertNotNil(site.read("pub/about.html"), "round \(round)")
            XCTAssertEqual(site.read("pub/CNAME"), "docs.example.org\n", "round \(round)")
            XCTAssertEqual(site.read("pub/.git/HEAD"), "ref: refs/heads/gh-pages\n", "round \(round)")
        }
        // The only link anywhere is the author's own: none was parked.
        XCTAssertEqual(linksUnder(site.root.path), ["site"])
    }

    /// The target gets the rule a real site/ has: a non-empty folder Plumb
    /// did not make is refused, and the message names the link and where it
    /// leads. Nothing is written, the link stays.
    func testAnUnmarkedTargetIsRefusedNamingTheLinkAndTarget() throws {
        let site = try ScratchSite(pages: ["index.md": page])
        try site.write("pub/CNAME", "x\n")
        try site.write("pub/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try FileManager.default.createSymbolicLink(atPath: site.url("site").path, withDestinationPath: "pub")
        let before = RawTree.snapshot(site.url("pub").path)
        let result = try site.plumb("build")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("site' (a link to '"), result.errors)
        XCTAssertTrue(result.errors.contains("/pub') was not made by Plumb"), result.errors)
        XCTAssertEqual(RawTree.snapshot(site.url("pub").path), before)
        XCTAssertEqual(linkText(site, "site"), "pub")
        // An empty target is Plumb's to fill, and is filled through the link.
        try FileManager.default.createDirectory(at: site.url("empty"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.url("out").path, withDestinationPath: "empty")
        XCTAssertEqual(try site.plumb("build", "--output", "out").status, 0)
        XCTAssertEqual(linkText(site, "out"), "empty")
        XCTAssertNotNil(site.read("empty/index.html"))
    }

    /// A link to nothing, a chain of two links and a loop are refused with
    /// a message naming the link; nothing is created or moved.
    func testDanglingChainedAndLoopingLinksAreRefused() throws {
        let site = try ScratchSite(pages: ["index.md": page])
        try FileManager.default.createDirectory(at: site.url("pub"), withIntermediateDirectories: true)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: site.url("dangling").path, withDestinationPath: "nowhere")
        try fm.createSymbolicLink(atPath: site.url("hop").path, withDestinationPath: "pub")
        try fm.createSymbolicLink(atPath: site.url("chain").path, withDestinationPath: "hop")
        try fm.createSymbolicLink(atPath: site.url("loop").path, withDestinationPath: "loop")
        let cases = [("dangling", "which does not exist"), ("chain", "which is itself a link"), ("loop", "which is itself a link")]
        for (link, reason) in cases {
            let result = try site.plumb("build", "--output", link)
            XCTAssertEqual(result.status, 1, link)
            XCTAssertTrue(result.errors.contains("/\(link)' is a symbolic link to '"), "\(link): \(result.errors)")
            XCTAssertTrue(result.errors.contains(reason), "\(link): \(result.errors)")
        }
        XCTAssertFalse(site.exists("nowhere"))
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: site.url("pub").path), [])
        XCTAssertEqual(linksUnder(site.root.path), ["chain", "dangling", "hop", "loop"])
    }

    /// The red team's reproducer as a user meets it: an existing gh-pages
    /// worktree that Plumb did not make. Refused, with `--adopt` suggested;
    /// with it, the worktree becomes Plumb's output and everything it held
    /// stays, over later builds without the flag too. A file Plumb would
    /// write over (an old `index.html`) is still refused.
    func testAdoptingAnExistingWorktreeKeepsWhatItHolds() throws {
        let site = try ScratchSite(pages: ["index.md": page])
        try site.write("pub/CNAME", "docs.example.org\n")
        try site.write("pub/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try FileManager.default.createSymbolicLink(atPath: site.url("site").path, withDestinationPath: "pub")
        let refused = try site.plumb("build")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains("--adopt"), refused.errors)
        for arguments in [["build", "--adopt"], ["build"], ["build"]] {
            let result = try site.plumb(arguments)
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertEqual(linkText(site, "site"), "pub")
            XCTAssertNotNil(site.read("pub/index.html"))
            XCTAssertEqual(site.read("pub/CNAME"), "docs.example.org\n")
            XCTAssertEqual(site.read("pub/.git/HEAD"), "ref: refs/heads/gh-pages\n")
        }
        let other = try ScratchSite(pages: ["index.md": page])
        try other.write("site/index.html", "<p>the old generator's page</p>\n")
        let clash = try other.plumb(["build", "--adopt"])
        XCTAssertEqual(clash.status, 1)
        XCTAssertTrue(clash.errors.contains("'index.html'"), clash.errors)
        XCTAssertEqual(other.read("site/index.html"), "<p>the old generator's page</p>\n")
    }
}
