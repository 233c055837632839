import XCTest
@testable import PlumbSite

/// What a site adds to its figures: plumb.json's `figureSource`, and the
/// files a block names beside its page.
final class FigureSiteTests: XCTestCase {
    /// `figureSource` is read from plumb.json, and a bad value is reported.
    func testTheSiteOpensTheSourceDisclosure() throws {
        let site = try TemporarySite(["plumb.json": "{\"figureSource\": \"open\"}", "content/index.md": "# Home\n\n```layout\ncanvas 100x50\nview a\na.edges == super.edges\n```\n"])
        let report = try site.build()
        // The block's lines numbered as the page counts them: the fence is
        // line 3, its three lines are 4 to 6.
        XCTAssertTrue(site.page(report, "index.html").contains("<details class=\"plumb-source\" open><summary>Source</summary><pre class=\"plumb-numbered\"><span class=\"plumb-line-numbers\" aria-hidden=\"true\">4\n5\n6</span><code class=\"language-layout\"><span class=\"hl-kw\">canvas</span>"), site.page(report, "index.html"))
        let bad = try TemporarySite(["plumb.json": "{\"figureSource\": \"shown\"}", "content/index.md": "# Home\n"])
        XCTAssertEqual(try bad.build().diagnostics.map(\.diagnostic.message).filter { $0.contains("figureSource") }.count, 1)
    }

    /// A seventh red-team pass: `src=data:\u{301}x.png` (with a file of that
    /// name beside the page) was published as a `data:` URL: a colon with a
    /// combining mark is one Character, which a check for ":" missed. The
    /// path is read by scalars now, as a URL parser reads it; a backslash,
    /// which browsers read as a slash, is refused too.
    func testABlocksPictureIsAPathByScalars() throws {
        for src in ["data:\u{301}x.png", "javascript:\u{301}x.png", "\\\\evil.example\\x.png", "/\u{301}x.png"] {
            let s = try TemporarySite([
                "content/index.md": "# Home\n\n```layout\ncanvas 100x50\nimage p src=\(src)\np.edges == super.edges\n```\n",
                "content/\(src.replacingOccurrences(of: "\\", with: "_").replacingOccurrences(of: "/", with: "_"))": "p",
            ])
            let report = try s.build()
            XCTAssertTrue(report.diagnostics.contains { $0.diagnostic.severity == .error && $0.diagnostic.location.line == 5 },
                          "\(src): \(report.diagnostics.map(\.diagnostic.message))")
        }
    }

    /// A block's picture is a file beside the page: a missing one is an
    /// error at the `src=` value, also when the block comes from the cache.
    func testABlocksPictureMustExist() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n\n```layout\ncanvas 100x50\nimage p src=phto.png\np.edges == super.edges\n```\n",
            "content/photo.png": "p",
        ])
        for cached in [false, true, true] {
            let report = try s.build(cache: cached)
            XCTAssertEqual(report.diagnostics.map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.message)" }, [
                "content/index.md:5:13: image 'phto.png' does not exist: no content/phto.png",
            ], "cached: \(cached)")
        }
    }
}
