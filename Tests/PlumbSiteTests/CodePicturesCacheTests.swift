import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// A picture beside the page that a code block sizes with
/// `UIImage(named:)` is part of the page's and the block's cache keys: a
/// changed, added or removed picture redraws the figure without
/// `--no-cache`.
final class CodePicturesCacheTests: XCTestCase {
    /// A PNG's signature and IHDR: `width` x `height` pixels.
    private func png(_ width: UInt8, _ height: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0])
    }

    private let page = """
    # Code

    ```swift layout canvas=200x100 breakpoints=200
    let photo = UIImageView(image: UIImage(named: "photo"))
    photo.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(photo)
    photo.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    photo.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    ```
    """

    func testAChangedPictureRedrawsThePage() throws {
        let site = try TemporarySite(["plumb.json": "{}", "content/index.md": page])
        try png(60, 40).write(to: site.root.appendingPathComponent("content/photo.png"))
        let first = try site.build(cache: true)
        let before = site.page(first, "index.html")
        // The same name, another size: 80 x 30 points.
        try png(80, 30).write(to: site.root.appendingPathComponent("content/photo.png"))
        let second = try site.build(cache: true)
        XCTAssertEqual(second.cachedPages, 0)
        let after = site.page(second, "index.html")
        XCTAssertNotEqual(after, before)
        XCTAssertEqual(after, site.page(try site.build(cache: false), "index.html"), "as a build without the cache draws it")
    }

    func testAPictureAddedLaterRedrawsThePage() throws {
        let site = try TemporarySite(["plumb.json": "{}", "content/index.md": page])
        let first = try site.build(cache: true)
        // No picture yet: a warning, and an image view with no size is ambiguous.
        XCTAssertEqual(first.diagnostics.map(\.diagnostic.kind).sorted { $0.rawValue < $1.rawValue }, [.ambiguous, .unsupported])
        try png(60, 40).write(to: site.root.appendingPathComponent("content/photo.png"))
        let second = try site.build(cache: true)
        XCTAssertEqual(second.cachedPages, 0)
        XCTAssertEqual(second.diagnostics.map(\.diagnostic.kind), [])
        XCTAssertTrue(site.page(second, "index.html").contains("photo.png"))
    }
}
