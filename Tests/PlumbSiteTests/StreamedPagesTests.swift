import XCTest
import Foundation
@testable import PlumbSite

/// A build given a scratch folder writes each page into it as the page is
/// put into the theme, and its report keeps the pages' paths, not their
/// bytes (issue 32: memory held the whole site until the end).
final class StreamedPagesTests: XCTestCase {
    private let pages = ["content/index.md": "# Home\n\nHello.\n",
                         "content/guide/one.md": "# One\n\nFirst `page`.\n",
                         "content/guide/two.md": "# Two\n\nSecond page.\n"]
    private let pagePaths: Set<String> = ["index.html", "guide/one.html", "guide/two.html"]

    private func builder(_ site: TemporarySite, cache: Bool) throws -> SiteBuilder {
        SiteBuilder(site: try Site(root: site.root), theme: try Theme.load(from: nil),
                    cache: BuildCache(folder: cache ? site.root.appendingPathComponent(".plumb-cache") : nil))
    }

    private func files(under folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                out[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return out
    }

    /// With and without the cache (without it, bodies stay in memory; with
    /// it, templating reads them back from the cache): the report holds no
    /// page's bytes, the scratch folder holds each page, and the written
    /// site is byte for byte the in-memory build's.
    func testPagesAreWrittenAsTheyAreFinishedAndNotKept() throws {
        for cache in [false, true] {
            let expected = try TemporarySite(pages).build()
            let site = try TemporarySite(pages)
            let output = site.root.appendingPathComponent("site")
            let scratch = try OutputScratch(for: output, preferring: nil)
            let report = try builder(site, cache: cache).build(outlines: false, writingPagesTo: scratch)
            XCTAssertEqual(report.errorCount, 0)
            XCTAssertTrue(pagePaths.isDisjoint(with: report.files.keys), "the report still holds page bytes (cache: \(cache))")
            XCTAssertEqual(report.streamed, pagePaths)
            XCTAssertEqual(scratch.written, pagePaths)
            for path in pagePaths {
                XCTAssertEqual(FileManager.default.contents(atPath: scratch.folder.appendingPathComponent(path).path), expected.files[path], path)
            }
            try OutputDirectory.replace(with: scratch, files: report.files, reusing: report.reused)
            var written = files(under: output)
            let mark = written.removeValue(forKey: OutputDirectory.marker).map { String(decoding: $0, as: UTF8.self) } ?? ""
            XCTAssertEqual(written, expected.files, "cache: \(cache)")
            for path in pagePaths { XCTAssertTrue(mark.contains("\n" + path + "\n"), "the mark does not list \(path)") }
            XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.folder.path), "the scratch folder is still there")
        }
    }

    /// A build without a cache spills to a pack beside its scratch folder
    /// only the bodies `HeldBodies` cannot hold: under the limit all three
    /// stay in memory (their bytes counted), with a limit of 0 all go to
    /// the pack and templating reads them back. Either way the pages are
    /// byte for byte the in-memory build's.
    func testBodiesPastTheLimitAreSpilledAndReadBack() throws {
        let expected = try TemporarySite(pages).build()
        for limit in [HeldBodies.defaultLimit, 0] {
            let site = try TemporarySite(pages)
            let scratch = try OutputScratch(for: site.root.appendingPathComponent("site"), preferring: nil)
            let builder = SiteBuilder(site: try Site(root: site.root), theme: try Theme.load(from: nil), cache: BuildCache(spillingBesides: scratch))
            builder.heldBodies = HeldBodies(limit: limit)
            let report = try builder.build(outlines: false, writingPagesTo: scratch)
            XCTAssertEqual(report.errorCount, 0)
            XCTAssertEqual(builder.heldBodies.heldBytes > 0, limit > 0, "limit \(limit)")
            XCTAssertEqual(builder.cache.storedPages, limit > 0 ? 0 : pagePaths.count, "limit \(limit)")
            for path in pagePaths {
                XCTAssertEqual(FileManager.default.contents(atPath: scratch.folder.appendingPathComponent(path).path), expected.files[path], "\(path), limit \(limit)")
            }
            scratch.discard()
        }
    }

    /// A build that cannot be put in place (here the output is a folder
    /// Plumb did not make) deletes its scratch folder with the pages
    /// already in it, and leaves the output as it was.
    func testARefusedReplaceTakesTheStreamedPagesWithIt() throws {
        let site = try TemporarySite(pages.merging(["site/notes.txt": "mine\n"]) { a, _ in a })
        let output = site.root.appendingPathComponent("site")
        let scratch = try OutputScratch(for: output, preferring: nil)
        let report = try builder(site, cache: false).build(outlines: false, writingPagesTo: scratch)
        XCTAssertEqual(scratch.written, pagePaths)
        XCTAssertThrowsError(try OutputDirectory.replace(with: scratch, files: report.files, reusing: report.reused)) { error in
            XCTAssertTrue("\(error)".contains("was not made by Plumb"), "\(error)")
        }
        XCTAssertEqual(files(under: output), ["notes.txt": Data("mine\n".utf8)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".plumb-build-") }, [])
    }
}
