import XCTest
@testable import PlumbSite

/// A rebuild with the warm cache and the last output must write exactly
/// what a cold build (no cache, no previous site) writes, whatever the edit:
/// the scans the rebuild skips or shortens (includes, pictures, the
/// author's files in the output) must never leave a stale byte.
final class RebuildEqualsColdBuildTests: XCTestCase {
    private func box(width: Int) -> String {
        "# The shared box\ncanvas 300x100\nview a\na.leading == root.leading + 10\na.top == root.top\na.width == \(width)\na.height == 40\n"
    }

    private func site() throws -> TemporarySite {
        try TemporarySite([
            "plumb.json": "{\"title\": \"T\", \"breakpoints\": [320], \"indexTerms\": [\"compression resistance\"]}",
            "content/shared/box.layout": box(width: 100),
            "content/shared/other.layout": box(width: 60),
            "content/index.md": "---\ntitle: Home\n---\n# Home\n\n```layout\ninclude shared/box.layout\n```\n",
            "content/guide/a.md": "---\ntitle: Anchors\n---\n# Anchors\n\nSome words.\n",
            "content/guide/b.md": "---\ntitle: Boxes\n---\n# Boxes\n\nAbout compression resistance and `widthAnchor`.\n\n```layout include=../shared/box.layout\n```\n",
        ])
    }

    /// Every file under `folder`, by its path relative to it.
    private func files(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            var isFolder: ObjCBool = false
            let path = url.standardizedFileURL.path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            out[String(path.dropFirst(prefix.count))] = try Data(contentsOf: url)
        }
        return out
    }

    /// Builds into `out` as `plumb build` does (the site's cache, the last
    /// output reused), or cold into a new folder when `out` is nil; returns
    /// the files written.
    private func build(_ s: TemporarySite, into out: URL?, line: UInt = #line) throws -> [String: Data] {
        let target = out ?? FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cold-\(UUID().uuidString)")
        defer { if out == nil { try? FileManager.default.removeItem(at: target) } }
        let builder = SiteBuilder(site: try Site(root: s.root), theme: try Theme.load(from: nil),
                                  cache: BuildCache(folder: out == nil ? nil : s.root.appendingPathComponent(".plumb-cache")))
        let marked = FileManager.default.fileExists(atPath: target.appendingPathComponent(OutputDirectory.marker).path)
        let report = try builder.build(previousOutput: marked ? .folder(target) : nil, outlines: false)
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)", line: line)
        try OutputDirectory.replace(target, with: report.files, reusing: report.reused)
        builder.commit(report, output: out == nil ? nil : target)
        return try files(target)
    }

    func testEachKindOfEditRebuildsToTheColdBuildsBytes() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        _ = try build(s, into: out)
        let edits: [(what: String, path: String, text: String)] = [
            ("a shared block that two pages include", "content/shared/box.layout", box(width: 140)),
            ("a page that now includes another file", "content/index.md",
             "---\ntitle: Home\n---\n# Home\n\n```layout\ninclude shared/box.layout\n```\n\n```layout include=shared/other.layout\n```\n"),
            ("the file the page just started to include", "content/shared/other.layout", box(width: 70)),
            ("a title (every page's navigation)", "content/guide/a.md", "---\ntitle: All about anchors\n---\n# Anchors\n\nSome words.\n"),
            ("an index term another page uses", "content/guide/a.md",
             "---\ntitle: All about anchors\n---\n# Anchors\n\n## Compression resistance\n\nSee `widthAnchor`.\n"),
            ("prose only", "content/guide/b.md",
             "---\ntitle: Boxes\n---\n# Boxes\n\nAbout compression resistance and `widthAnchor`, again.\n\n```layout include=../shared/box.layout\n```\n"),
            // A reliability pass: a section's title in plumb.json was not in
            // the navigation's signature, and the rebuild kept "Guide".
            ("a section's title in the settings", "plumb.json",
             "{\"title\": \"T\", \"breakpoints\": [320], \"indexTerms\": [\"compression resistance\"], \"sectionTitles\": {\"guide\": \"The Guide\"}}"),
        ]
        for edit in edits {
            try s.write(edit.path, edit.text)
            let rebuilt = try build(s, into: out), cold = try build(s, into: nil)
            XCTAssertEqual(rebuilt.keys.sorted(), cold.keys.sorted(), edit.what)
            for (path, bytes) in cold where rebuilt[path] != bytes {
                XCTFail("\(edit.what): \(path) differs from a cold build's")
            }
        }
    }

    /// The manifest keeps each page file's identity (`FileIdentity`), and
    /// an unchanged file's text is not hashed again. An edit that keeps
    /// the size, the inode and the modification time (written in place,
    /// the time set back) still changes the change time: the rebuild must
    /// see it. Files are aged past the racy window first (2 s each time):
    /// a file changed that recently has no identity and is always hashed.
    func testAnEditKeepingSizeInodeAndModificationTimeIsSeen() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        let page = s.root.appendingPathComponent("content/guide/a.md").path
        Thread.sleep(forTimeInterval: Double(FileIdentity.racySeconds) + 0.2)
        _ = try build(s, into: out)
        let manifest = BuildCache(folder: s.root.appendingPathComponent(".plumb-cache")).loadManifest()
        XCTAssertNotNil(manifest.pages["guide/a.md"]?.scan?.identity, "an aged page's identity is kept")
        var before = stat()
        XCTAssertEqual(stat(page, &before), 0)
        // In place (same inode), same length, then the old modification time.
        let descriptor = open(page, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let text = Array("---\ntitle: Anchors\n---\n# Anchors\n\nSome Words.\n".utf8)
        XCTAssertEqual(write(descriptor, text, text.count), text.count)
        close(descriptor)
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, page, &times, 0), 0)
        var after = stat()
        XCTAssertEqual(stat(page, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(after.st_size, before.st_size)
        XCTAssertEqual(after.st_mtim.tv_sec, before.st_mtim.tv_sec)
        XCTAssertEqual(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec)
        Thread.sleep(forTimeInterval: Double(FileIdentity.racySeconds) + 0.2)
        let rebuilt = try build(s, into: out), cold = try build(s, into: nil)
        XCTAssertTrue(String(decoding: rebuilt["guide/a.html"] ?? Data(), as: UTF8.self).contains("Some Words."))
        XCTAssertEqual(rebuilt.keys.sorted(), cold.keys.sorted())
        for (path, bytes) in cold where rebuilt[path] != bytes { XCTFail("\(path) differs from a cold build's") }
    }
}
