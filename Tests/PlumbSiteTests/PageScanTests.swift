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

    /// While the page's file keeps the identity the kept scan was made
    /// with, the scan is reused without hashing (a planted hash comes back
    /// for a different text); another identity, or none, hashes again.
    func testAKeptScanIsReusedWithoutHashingWhileTheFileIsAsItWas() {
        let identity = FileIdentity(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
        var planted = PageScan(sourceHash: "planted", includes: ["planted"], pictures: [], isASCII: false)
        planted.identity = identity
        XCTAssertEqual(PageScan.of(page, identity: identity, keeping: planted), planted)
        let touched = FileIdentity(device: 1, inode: 2, size: 3, modified: 4, changed: 6)
        let again = PageScan.of(page, identity: touched, keeping: planted)
        XCTAssertEqual(again.sourceHash, ContentHash.hex([page]))
        XCTAssertEqual(again.includes, ["shared/box.layout"])
        XCTAssertEqual(again.identity, touched)
        XCTAssertEqual(PageScan.of(page, identity: nil, keeping: planted).sourceHash, ContentHash.hex([page]))
    }

    /// A file changed within the racy window has no identity: its times
    /// cannot yet tell a second write in the same tick from none.
    func testARecentlyChangedFileHasNoIdentity() {
        var status = stat()
        status.st_mtim = timespec(tv_sec: 1_000, tv_nsec: 0)
        status.st_ctim = timespec(tv_sec: 1_000, tv_nsec: 0)
        let second: Int64 = 1_000_000_000
        XCTAssertNotNil(FileIdentity(status, now: 1_003 * second))
        XCTAssertNil(FileIdentity(status, now: 1_001 * second))
        status.st_ctim = timespec(tv_sec: 1_002, tv_nsec: 0)
        XCTAssertNil(FileIdentity(status, now: 1_003 * second), "a recent change time is racy too")
    }

    /// The identity's field reads back exactly what it wrote, and
    /// anything else is no identity (the manifest is then refused).
    func testAnIdentityFieldReadsBackOnlyWhatWasWritten() {
        let identity = FileIdentity(device: UInt64.max, inode: 7, size: 0, modified: Int64.min, changed: -3)
        XCTAssertEqual(FileIdentity(manifestField: ArraySlice(identity.manifestField.utf8)), identity)
        for bad in ["1,2,3,4", "1,2,3,4,5,6", "1,2,,4,5", "1,2,3,4,x", "1,2,3,4,5 ", "1,2,3,4,99999999999999999999", "1,2,3,--4,5"] {
            XCTAssertNil(FileIdentity(manifestField: ArraySlice(bad.utf8)), bad)
        }
    }

    /// Names may hold any character, separators among them; an empty name
    /// and an empty list stay apart.
    func testTheManifestKeepsAScanExactly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(folder: folder)
        let odd = PageScan(sourceHash: "0123456789abcdef0123456789abcdef", includes: ["", "a\tb\nc", "x\u{1F}y\u{1E}z\\"], pictures: [], isASCII: true)
        var empty = PageScan(sourceHash: "fedcba9876543210fedcba9876543210", includes: [], pictures: [""], isASCII: false)
        empty.identity = FileIdentity(device: 66_305, inode: 1 << 40, size: 0, modified: -1, changed: Int64.max)
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
        try Data(text.replacingOccurrences(of: "\t\u{1F}\tother\t", with: "\tx\tother\t").utf8).write(to: folder.appendingPathComponent("manifest.tsv"))
        XCTAssertTrue(cache.loadManifest().pages.isEmpty)
    }
}
