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
}
