import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// Files beside the pages are published at the same path (page bundles);
/// a reference to one that is not there is an error at its file:line:col,
/// in `build` as in `check`, with the likeliest fix.
final class AssetTests: XCTestCase {
    private func messages(_ report: SiteBuilder.Report) -> [String] {
        report.diagnostics.map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.message)" + ($0.diagnostic.suggestion.map { "; \($0)" } ?? "") }
    }

    func testFilesBesidePagesArePublishedAndFound() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/guide/stacks.md": "# Stacks\n\n![Five distributions](img/five.svg \"All five\")\n\n[The block](stack.layout) and [home](../index.md).\n",
            "content/guide/img/five.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/guide/stack.layout": "view a\n",
        ])
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]
        try Data(png).write(to: s.root.appendingPathComponent("content/guide/img/raw.png"))
        let report = try s.build()
        XCTAssertEqual(messages(report), [])
        XCTAssertEqual(report.files["guide/img/five.svg"], Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        XCTAssertEqual(report.files["guide/stack.layout"], Data("view a\n".utf8))
        XCTAssertEqual(report.files["guide/img/raw.png"], Data(png), "bytes are published as they are")
        XCTAssertTrue(s.page(report, "guide/stacks.html").contains("<img src=\"img/five.svg\" alt=\"Five distributions\" title=\"All five\">"))
    }

    func testAMissingImageIsAnErrorWithDidYouMean() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n\n![Logo](guide/img/logo.png)\n",
            "content/guide/a.md": "# A\n\nText.\n\n![A photo](photo.png) and ![Another](phtoo.png)\n\n[data](data.csv)\n",
            "content/guide/img/photo.png": "p",
            "content/guide/img/logo.png": "l",
        ])
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 3)
        XCTAssertEqual(messages(report), [
            // The same file name one folder down: the likeliest meaning.
            "content/guide/a.md:5:1: image 'photo.png' does not exist: no content/guide/photo.png; did you mean 'img/photo.png'?",
            "content/guide/a.md:5:27: image 'phtoo.png' does not exist: no content/guide/phtoo.png; did you mean 'img/photo.png'?",
            "content/guide/a.md:7:1: file 'data.csv' does not exist: no content/guide/data.csv; put the file at content/guide/data.csv, beside the page (files there are published as they are)",
        ])
    }

    /// A file that would land where a page or Plumb's own file goes is an
    /// error, never a silent overwrite either way.
    func testCollisionsAreErrors() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/guide.md": "# Guide\n",
            "content/guide.html": "<p>old export</p>",
            "content/assets/site.css": "body {}",
        ])
        let report = try s.build()
        XCTAssertEqual(messages(report), [
            "content/assets/site.css:1:1: this file would be published at 'assets/site.css', which Plumb writes itself; rename it; to change the theme's files, edit templates/static/",
            "content/guide.html:1:1: this file would be published at 'guide.html', where the page made from 'guide.md' goes; rename one of them",
        ])
    }

    /// Adding the missing image clears the error on the next build, even
    /// with the page itself unchanged and served from the cache.
    func testAddingTheFileClearsTheErrorThroughTheCache() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n\n![Chart](chart.png)\n",
        ])
        XCTAssertEqual(try s.build(cache: true).errorCount, 1)
        try s.write("content/chart.png", "c")
        let report = try s.build(cache: true)
        XCTAssertEqual(messages(report), [])
        XCTAssertEqual(report.files["chart.png"], Data("c".utf8))
    }

    func testWhatCountsAsAnAssetReference() {
        for yes in ["photo.png", "img/a.svg#frag", "../data.csv?x=1", "sample.layout"] { XCTAssertTrue(AssetReferences.isAssetReference(yes), yes) }
        for no in ["page.md", "page.md#a", "page.html", "#top", "https://example.org/a.png", "mailto:a@b.c", "/abs.png", "guide/", ""] {
            XCTAssertFalse(AssetReferences.isAssetReference(no), no)
        }
        XCTAssertEqual(AssetReferences.relative(from: "guide/a.html", to: "guide/img/p.png"), "img/p.png")
        XCTAssertEqual(AssetReferences.relative(from: "guide/a.html", to: "img/p.png"), "../img/p.png")
        XCTAssertEqual(AssetReferences.relative(from: "index.html", to: "guide/p.png"), "guide/p.png")
    }
}
