import XCTest
@testable import PlumbSite

/// A page's scan (the files it includes, the pictures its code names) is
/// kept in the manifest with its text's hash, and reused only while the
/// text hashes the same.
final class PageScanTests: XCTestCase {
    private let page = "# P\n\n```layout\ninclude shared/box.layout\n```\n\n```swift layout\nlet v = UIImageView(image: UIImage(named: \"photo\"))\n```\n"

    func testAFreshScanFindsIncludesAndPictures() {
        let scan = PageScan.of(page, keeping: nil)
        XCTAssertEqual(scan.includes, ["shared/box.layout"])
        XCTAssertEqual(scan.pictures, ["photo"])
        XCTAssertEqual(scan.sourceHash, ContentHash.hex([page]))
        XCTAssertTrue(scan.isASCII)
        XCTAssertFalse(PageScan.of(page + "中", keeping: nil).isASCII)
    }

    /// The kept scan is returned as it is for the same text (its lists are
    /// not looked for again: a planted list comes back), and replaced by a
    /// new search once the text changes.
    func testAKeptScanIsReusedOnlyForTheSameText() {
        let planted = PageScan(sourceHash: ContentHash.hex([page]), includes: ["planted"], pictures: [], isASCII: false)
        XCTAssertEqual(PageScan.of(page, keeping: planted), planted)
        let edited = page + "More.\n"
        XCTAssertEqual(PageScan.of(edited, keeping: planted).includes, ["shared/box.layout"])
        XCTAssertEqual(PageScan.of(edited, keeping: planted).sourceHash, ContentHash.hex([edited]))
    }

    /// Names may hold any character, separators among them; an empty name
    /// and an empty list stay apart.
    func testTheManifestKeepsAScanExactly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(folder: folder)
        let odd = PageScan(sourceHash: "0123456789abcdef0123456789abcdef", includes: ["", "a\tb\nc", "x\u{1F}y\u{1E}z\\"], pictures: [], isASCII: true)
        let empty = PageScan(sourceHash: "fedcba9876543210fedcba9876543210", includes: [], pictures: [""], isASCII: false)
        var manifest = BuildCache.Manifest()
        manifest.pages["odd.md"] = BuildCache.PageRecord(inputKey: "k1", title: "Odd", figureIDs: [], diagnostics: [], blocks: 0)
        manifest.pages["odd.md"]!.scan = odd
        manifest.pages["empty.md"] = BuildCache.PageRecord(inputKey: "k2", title: "Empty", figureIDs: [], diagnostics: [], blocks: 0)
        manifest.pages["empty.md"]!.scan = empty
        manifest.pages["none.md"] = BuildCache.PageRecord(inputKey: "k3", title: "None", figureIDs: [], diagnostics: [], blocks: 0)
        cache.save(manifest)
        let loaded = cache.loadManifest()
        XCTAssertEqual(loaded.pages["odd.md"]?.scan, odd)
        XCTAssertEqual(loaded.pages["empty.md"]?.scan, empty)
        XCTAssertEqual(loaded.pages.count, 3)
        XCTAssertNil(loaded.pages["none.md"]?.scan)
        // A list whose last name lacks its end mark is no manifest (every page is built again).
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("manifest.tsv")), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\t\u{1F}\tother\n", with: "\tx\tother\n").utf8).write(to: folder.appendingPathComponent("manifest.tsv"))
        XCTAssertTrue(cache.loadManifest().pages.isEmpty)
    }
}
