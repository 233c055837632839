import PlumbCode
import PlumbBlocks
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

    /// The red team's find: `UIImage.init(named: "p")` and `UIImage(named
    /// : "p")` draw the picture, but the cache's own pattern missed them:
    /// after the picture changed size, a cached build kept the old frame.
    /// For each spelling the reader reads (Objective-C's too), a cached
    /// build after the change is the build without the cache, and the
    /// picture's new size (80 x 30 points) is drawn.
    func testEverySpellingFollowsItsPictureThroughTheCache() throws {
        let spellings: [(String, String)] = [
            ("swift", "UIImageView(image: UIImage.init(named: \"photo\"))"),
            ("swift", "UIImageView(image: UIImage(named : \"photo\"))"),
            ("swift", "UIImageView(image: UIImage(\n    named: \"photo\"))"),
            ("objc", "[[UIImageView alloc] initWithImage:[UIImage imageNamed:@\"photo\"]]"),
        ]
        for (language, make) in spellings {
            let code = language == "swift"
                ? "let photo = \(make)\nphoto.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(photo)\n"
                  + "photo.topAnchor.constraint(equalTo: view.topAnchor).isActive = true\n"
                  + "photo.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true"
                : "UIImageView *photo = \(make);\nphoto.translatesAutoresizingMaskIntoConstraints = NO;\n[self.view addSubview:photo];\n"
                  + "[photo.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;\n"
                  + "[photo.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;"
            let site = try TemporarySite(["plumb.json": "{}",
                                          "content/index.md": "# Code\n\n```\(language) layout canvas=200x100 breakpoints=200\n\(code)\n```\n"])
            try png(60, 40).write(to: site.root.appendingPathComponent("content/photo.png"))
            let first = try site.build(cache: true)
            XCTAssertEqual(first.diagnostics.map(\.diagnostic.kind), [], make)
            XCTAssertTrue(site.page(first, "index.html").contains("width:calc(100cqw*60/200);height:calc(100cqw*40/200)"), make)
            try png(80, 30).write(to: site.root.appendingPathComponent("content/photo.png"))
            let cached = site.page(try site.build(cache: true), "index.html")
            XCTAssertEqual(cached, site.page(try site.build(cache: false), "index.html"), make)
            XCTAssertTrue(cached.contains("width:calc(100cqw*80/200);height:calc(100cqw*30/200)"), make)
        }
    }

    /// The red team's find: a translation (`guide/index.zh-Hans.md`,
    /// published as `zh-Hans/guide/index.html`) with the English page's
    /// code block found its picture beside its source, but the site checked
    /// and published `p.png` from `zh-Hans/guide/`: an error, "no
    /// content/zh-Hans/guide/p.png", and a `../../guide/p.png` the reader
    /// refuses. The picture is the one beside the source, published at
    /// `guide/p.png`, and the translation's `src` leads there.
    func testATranslationsCodeBlockFindsThePictureBesideItsSource() throws {
        let code = "# Pic\n\n```swift layout canvas=200x100 breakpoints=200\n"
            + "let photo = UIImageView(image: UIImage(named: \"p\"))\nphoto.translatesAutoresizingMaskIntoConstraints = false\n"
            + "view.addSubview(photo)\nphoto.topAnchor.constraint(equalTo: view.topAnchor).isActive = true\n"
            + "photo.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true\n```\n"
            // A block that names no picture: still solved once for both pages.
            + "\n```swift layout canvas=200x100 breakpoints=200\nlet box = UIView()\nbox.translatesAutoresizingMaskIntoConstraints = false\n"
            + "view.addSubview(box)\nNSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: view.topAnchor), "
            + "box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.widthAnchor.constraint(equalToConstant: 50), "
            + "box.heightAnchor.constraint(equalToConstant: 20)])\n```\n"
        let site = try TemporarySite(["plumb.json": "{\"languages\": {\"zh-Hans\": {}}}", "content/index.md": "# Home\n",
                                      "content/guide/index.md": code, "content/guide/index.zh-Hans.md": code])
        try png(60, 40).write(to: site.root.appendingPathComponent("content/guide/p.png"))
        let report = try site.build(cache: true)
        XCTAssertEqual(report.diagnostics.filter { $0.diagnostic.severity != .note }.map { "\($0.path): \($0.diagnostic.message)" }, [])
        // The picture's block is solved for each page (its src differs);
        // the other may be solved once for both, but two pages drawn at the
        // same moment both solve it (SharedSolves), so the count is at most
        // one here, and the keys are checked in order below.
        XCTAssertEqual(report.blockCount, 4)
        XCTAssertLessThanOrEqual(report.sharedSolves, 1)
        // Solved one after the other, as the site passes them (an href only
        // to code that can name a picture): the box's solve is shared, the
        // picture's is not.
        let shared = SharedSolves()
        let fences = code.components(separatedBy: "```swift layout canvas=200x100 breakpoints=200\n").dropFirst()
            .map { LayoutFence(code: $0.components(separatedBy: "```")[0], line: 3, column: 1,
                               info: "swift layout canvas=200x100 breakpoints=200") }
        for href in ["", "../../guide/"] {
            for fence in fences {
                _ = FenceSolving.solve(fence, imageFolder: site.root.appendingPathComponent("content/guide").path,
                                       imageHref: fence.code.contains("amed") ? href : "", sharing: shared)
            }
        }
        XCTAssertEqual(shared.sharedCount, 1, "the box once for both pages, the picture for each")
        XCTAssertNotNil(report.files["guide/p.png"])
        XCTAssertNil(report.files["zh-Hans/guide/p.png"])
        XCTAssertTrue(site.page(report, "guide/index.html").contains("src=\"p.png\""))
        let translated = site.page(report, "zh-Hans/guide/index.html")
        XCTAssertTrue(translated.contains("src=\"../../guide/p.png\""), translated)
        XCTAssertTrue(translated.contains("width:calc(100cqw*60/200);height:calc(100cqw*40/200)"))
        // From the cache, the same.
        XCTAssertEqual(site.page(try site.build(cache: true), "zh-Hans/guide/index.html"), translated)
    }
}
