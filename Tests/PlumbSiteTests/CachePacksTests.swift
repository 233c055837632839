import XCTest
import Foundation
@testable import PlumbSite

/// The build cache keeps pages in a few pack files (issue 32): a build
/// never changes the packs the index names, a killed one leaves the last
/// index whole, and old entries do not pile up.
final class CachePacksTests: XCTestCase {
    private func pages(_ count: Int, changing changed: Int? = nil, round: Int = 0) -> [String: String] {
        var files = ["plumb.json": "{\"title\": \"Packs\", \"breakpoints\": [320]}"]
        for i in 0..<count {
            files["content/p\(i).md"] = "# Page \(i)\n\nText \(i == changed ? round : 0).\n\n```layout\ncanvas 320x40\nview v intrinsic=\(20 + i)x20\nv.leading == root.leading + 8\nv.top == root.top\n```\n"
        }
        return files
    }

    private func packFiles(_ site: TemporarySite) -> [String] {
        let folder = site.root.appendingPathComponent(".plumb-cache/packs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pack") }.sorted()
    }

    /// The packs the index names, read here from its text, not through
    /// the code under test.
    private func namedPacks(_ site: TemporarySite) throws -> Set<String> {
        let text = try String(contentsOf: site.root.appendingPathComponent(".plumb-cache/packs/index.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.first, "plumb-packs 1")
        return Set(lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false)[1] + ".pack" })
    }

    /// Thirty pages make one pack and its index, not thirty files; the
    /// second build takes every figure from it.
    func testACacheIsOnePackNotAFilePerPage() throws {
        let site = try TemporarySite(pages(30))
        _ = try site.build(cache: true)
        XCTAssertEqual(packFiles(site).count, 1)
        XCTAssertEqual(try namedPacks(site), Set(packFiles(site)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".plumb-cache/pages").path))
        let warm = try site.build(cache: true)
        XCTAssertEqual(warm.cachedBlocks, 30)
    }

    /// One page changed per build, twenty times: each build adds a pack,
    /// and compaction keeps them at `maxPacks` at most, every one named;
    /// a page removed from the site leaves the index. The output stays the
    /// cold build's.
    func testPacksStayFewAndStaleEntriesGo() throws {
        let site = try TemporarySite(pages(12))
        _ = try site.build(cache: true)
        var counts: [Int] = []
        for round in 1...20 {
            try site.write("content/p\(round % 12).md", pages(12, changing: round % 12, round: round)["content/p\(round % 12).md"]!)
            let report = try site.build(cache: true)
            XCTAssertEqual(report.cachedBlocks, 12, "round \(round): the changed page's block is unchanged too")
            counts.append(packFiles(site).count)
            XCTAssertEqual(try namedPacks(site), Set(packFiles(site)), "round \(round)")
        }
        XCTAssertLessThanOrEqual(counts.max() ?? 0, CachePacks.maxPacks)
        XCTAssertGreaterThan(counts.max() ?? 0, 2, "the packs did grow between compactions: \(counts)")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/p3.md"))
        let fewer = try site.build(cache: true)
        XCTAssertEqual(fewer.pageCount, 11)
        let index = try String(contentsOf: site.root.appendingPathComponent(".plumb-cache/packs/index.tsv"), encoding: .utf8)
        XCTAssertFalse(index.contains("p3.md"))
        XCTAssertTrue(index.contains("p4.md"))
        let cold = try TemporarySite(pages(12))
        try FileManager.default.removeItem(at: cold.root.appendingPathComponent("content/p3.md"))
        for round in 1...20 where round % 12 != 3 {
            try cold.write("content/p\(round % 12).md", pages(12, changing: round % 12, round: round)["content/p\(round % 12).md"]!)
        }
        XCTAssertEqual(try cold.build().files, fewer.files)
    }

    /// A build killed after writing entries and before ending (here: a
    /// cache that stores and is never finished) leaves the last index and
    /// the entries it names; the next build's end deletes the killed one's
    /// pack.
    func testAKilledBuildLeavesTheLastIndexWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-packs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ body: String) -> BuildCache.PageFile {
            BuildCache.PageFile(inputKey: "key-" + body, outline: BuildCache.PageOutline(headings: [], links: []), body: body, blocks: [:])
        }
        let first = BuildCache(folder: folder)
        first.store(file("old a"), of: "a.md")
        first.store(file("old b"), of: "b.md")
        first.finishBuild(keeping: ["a.md", "b.md"])
        let killed = BuildCache(folder: folder)
        killed.store(file("new a"), of: "a.md")
        XCTAssertEqual(killed.load("a.md")?.body, "new a", "a build reads back what it wrote")
        let packs = folder.appendingPathComponent("packs")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: packs.path).filter { $0.hasSuffix(".pack") }.count, 2)
        let next = BuildCache(folder: folder)
        XCTAssertEqual(next.load("a.md")?.body, "old a")
        XCTAssertEqual(next.load("b.md")?.body, "old b")
        next.finishBuild(keeping: ["a.md", "b.md"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: packs.path).filter { $0.hasSuffix(".pack") }.count, 1)
        XCTAssertEqual(BuildCache(folder: folder).load("a.md")?.body, "old a")
    }

    /// A damaged index (here: an offset changed) is a miss for the page it
    /// points wrong, never another entry's bytes taken for the page.
    func testADamagedIndexIsAMiss() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-packs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(folder: folder)
        for name in ["a", "b"] {
            cache.store(BuildCache.PageFile(inputKey: name, outline: BuildCache.PageOutline(headings: [], links: []), body: "body " + name, blocks: [:]), of: name)
        }
        cache.finishBuild(keeping: ["a", "b"])
        let url = folder.appendingPathComponent("packs/index.tsv")
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        var fields = lines[1].split(separator: "\t").map(String.init)
        XCTAssertEqual(fields[0], "a")
        fields[2] = String(Int(fields[2])! + 1)
        lines[1] = fields.joined(separator: "\t")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        let reread = BuildCache(folder: folder)
        XCTAssertNil(reread.load("a"))
        XCTAssertEqual(reread.load("b")?.body, "body b")
    }

    /// The red team's find: `plumb serve` keeps one cache for as long as it
    /// runs, and read the pack index once. A `plumb build` meanwhile
    /// replaced the index and deleted the pack it named (compaction, or
    /// a pack nothing names any more); serve's next rebuild wrote back its
    /// own old index, whose entries named the deleted pack, and deleted the
    /// build's pack. Now the index is read again under the build lock
    /// before it is written: every pack it names is there, with the
    /// entries both wrote.
    func testALongLivedCacheDoesNotWriteBackAnIndexAnotherBuildReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-packs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let serve = CachePacks(folder: folder)
        serve.append(Array("serve a 1".utf8), of: "a.md")
        serve.finish(keeping: ["a.md"])
        // A `plumb build` (a cache of its own) writes page a anew: its pack
        // alone is named, and serve's first pack is deleted.
        let build = CachePacks(folder: folder)
        XCTAssertEqual(build.entry(of: "a.md").map { String(decoding: $0, as: UTF8.self) }, "serve a 1")
        build.append(Array("build a 2".utf8), of: "a.md")
        build.finish(keeping: ["a.md"])
        let packs = { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pack") } }
        XCTAssertEqual(packs().count, 1)
        // Serve rebuilds page b only.
        serve.append(Array("serve b 3".utf8), of: "b.md")
        serve.finish(keeping: ["a.md", "b.md"])
        let text = try String(contentsOf: folder.appendingPathComponent("index.tsv"), encoding: .utf8)
        let named = Set(text.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) + ".pack" })
        XCTAssertEqual(named, Set(packs()), "the index names a pack that is gone:\n\(text)")
        let fresh = CachePacks(folder: folder)
        XCTAssertEqual(fresh.entry(of: "a.md").map { String(decoding: $0, as: UTF8.self) }, "build a 2")
        XCTAssertEqual(fresh.entry(of: "b.md").map { String(decoding: $0, as: UTF8.self) }, "serve b 3")
        // And a build that starts later reads the index as it is now.
        build.reload()
        XCTAssertEqual(build.entry(of: "b.md").map { String(decoding: $0, as: UTF8.self) }, "serve b 3")
    }
}
