import XCTest
import PlumbLayout
import PlumbDiagnostics
@testable import PlumbSite
import PlumbFigure

final class SiteBuildTests: XCTestCase {
    static let figurePage = """
    ---
    title: Figures
    order: 1
    ---

    # Figures

    ## A row

    ```layout
    # A label <script>alert(1)</script> beside a field
    canvas 320x60
    breakpoints 320
    label name "<script>x</script>" intrinsic=60x20
    field input intrinsic=-x34
    name.leading == root.leading + 10
    input.leading == name.trailing + 8
    input.trailing == root.trailing - 10
    name.centerY == root.centerY
    input.centerY == name.centerY
    ```

    ## A row

    ```swift
    let x = "<b>" // a comment
    ```

    Back to [the home page](../index.md) and [this row](#a-row-2).
    """

    func site() throws -> TemporarySite {
        try TemporarySite([
            "plumb.json": "{\"title\": \"T & T\", \"breakpoints\": [320]}",
            "content/index.md": "---\ntitle: Home\n---\n# Home\n\nSee [figures](guide/figures.md#a-row).\n",
            "content/guide/figures.md": SiteBuildTests.figurePage,
            "content/guide/draft.md": "---\ndraft: true\n---\n# Draft\n",
        ])
    }

    /// With a baseURL: a sitemap of absolute addresses, and a 404 page whose
    /// links start from the baseURL's path, so that it works when the server
    /// answers `/docs/a/b/missing.html` with it.
    func testBaseURLMakesTheSitemapAndAnywhere404() throws {
        let s = try TemporarySite([
            "plumb.json": "{\"baseURL\": \"https://example.org/docs\"}",
            "content/index.md": "# Home\n",
            "content/guide/a b.md": "# A\n",
        ])
        let report = try s.build()
        let sitemap = String(decoding: report.files["sitemap.xml"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/docs/index.html</loc>"), sitemap)
        XCTAssertTrue(sitemap.contains("<loc>https://example.org/docs/guide/a%20b.html</loc>"), sitemap)
        let notFound = s.page(report, "404.html")
        XCTAssertTrue(notFound.contains("href=\"/docs/assets/site.css\""), notFound)
        XCTAssertTrue(notFound.contains("href=\"/docs/guide/a%20b.html\""), notFound)
        XCTAssertTrue(notFound.contains("href=\"/docs/index.html\""), notFound)
        XCTAssertEqual(SiteBuilder.path(of: "https://example.org/"), "/")
        XCTAssertEqual(SiteBuilder.path(of: "http://127.0.0.1:1313/"), "/")
    }

    /// Sections follow their index page's `order` (then their name), level
    /// by level; the index page's title names the section.
    func testSectionOrderAndTitlesComeFromTheirIndexPages() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/about.md": "# About\n",
            "content/basics/index.md": "---\ntitle: The basics\norder: 2\n---\n# Basics\n",
            "content/basics/anchors.md": "# Anchors\n",
            "content/zebra/index.md": "---\norder: 1\n---\n# Start here\n",
            "content/zebra/deeper/index.md": "---\norder: 1\n---\n# Deeper\n",
            "content/zebra/deeper/more.md": "# More\n",
            "content/cats/x.md": "# X\n",
        ])
        let site = try Site(root: s.root)
        XCTAssertEqual(site.pages.map(\.path), ["index.md", "about.md", "zebra/index.md", "zebra/deeper/index.md", "zebra/deeper/more.md",
                                                 "basics/index.md", "basics/anchors.md", "cats/x.md"])
        let report = try s.build()
        let home = s.page(report, "index.html")
        let sections = home.components(separatedBy: "<p class=\"nav-section\">").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertEqual(sections, ["Start here", "Deeper", "The basics", "Cats"])
    }

    /// The sidebar is rendered once per folder depth and each page keeps
    /// its own "current" mark (PageFlag). The pages must be byte for byte
    /// what rendering the sidebar for every page gives: a nav partial that
    /// also mentions `page` cannot be shared, so building with it (and
    /// nothing else changed) is the per-page reference. Each page marks
    /// exactly one link, its own, with links relative to its depth.
    func testSharedSidebarEqualsPerPageSidebar() throws {
        func marker(_ v: UInt32) -> String { String(Character(Unicode.Scalar(v)!)) }
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/about.md": "# About\n",
            "content/basics/index.md": "# Basics\n",
            "content/basics/anchors.md": "# Anchors\n",
            // A title carrying the markers' characters cannot open a flagged part.
            "content/basics/deep/more.md": "---\ntitle: \"More \(marker(0xFDD0))0\(marker(0xFDD2))x\"\n---\n# More\n",
        ])
        let shared = try s.build()
        let navSource = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../templates/partials/nav.html").standardized, encoding: .utf8)
        try s.write("templates/partials/nav.html", navSource + "{{#page}}{{/page}}")
        let site = try Site(root: s.root)
        let perPage = try SiteBuilder(site: site, theme: try Theme.load(from: s.root.appendingPathComponent("templates")),
                                      cache: BuildCache(folder: nil)).build()
        let pages = ["index.html", "about.html", "basics/index.html", "basics/anchors.html", "basics/deep/more.html"]
        for page in pages {
            XCTAssertEqual(s.page(shared, page), s.page(perPage, page), page)
            let html = s.page(shared, page)
            XCTAssertEqual(html.components(separatedBy: "aria-current=\"page\"").count - 1, 1, page)
            let sidebar = html.components(separatedBy: "<nav class=\"sidebar\"")[1].components(separatedBy: "</nav>")[0]
            XCTAssertFalse(sidebar.unicodeScalars.contains { $0.value >= 0xFDD0 && $0.value <= 0xFDD3 }, page)
        }
        XCTAssertTrue(s.page(shared, "basics/anchors.html").contains("<a href=\"../basics/anchors.html\" aria-current=\"page\">"))
        XCTAssertTrue(s.page(shared, "basics/deep/more.html").contains("<a href=\"../../about.html\">About</a>"))
    }

    /// Pages, sections and navigation; the figure's markup contract.
    func testBuildsPagesWithFigures() throws {
        let s = try site()
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics.map(\.diagnostic.message))")
        XCTAssertEqual(Set(report.files.keys.filter { $0.hasSuffix(".html") }), ["index.html", "guide/figures.html", "404.html", "genindex.html"])
        // No baseURL: no sitemap (its <loc>s must be absolute).
        XCTAssertNil(report.files["sitemap.xml"])
        XCTAssertNotNil(report.files["assets/plumb-figure.css"])
        // Every shipped font, cut to what the pages use, with its licence,
        // and named by the figure's stylesheet.
        let css = String(decoding: report.files["assets/plumb-figure.css"] ?? Data(), as: UTF8.self)
        for font in ShippedFont.all {
            XCTAssertNotNil(report.files["assets/fonts/\(font.fileName)"], font.fileName)
            XCTAssertNotNil(report.files["assets/fonts/\(font.licenseFileName)"], font.licenseFileName)
            XCTAssertTrue(css.contains("src: url(\"fonts/\(font.fileName)\")"), font.fileName)
        }
        XCTAssertNotNil(report.files["assets/fonts/\(ShippedFont.bold.fileName)"])
        XCTAssertTrue(css.contains("font-weight: 700; src: url(\"fonts/\(ShippedFont.bold.fileName)\")"))
        XCTAssertLessThan(report.files["assets/fonts/DroidSansFallback.ttf"]?.count ?? .max, 20_000)
        let html = s.page(report, "guide/figures.html")
        XCTAssertTrue(html.contains("<figure class=\"plumb-figure\" data-block=\"10\""))
        XCTAssertTrue(html.contains("data-width=\"320\""))
        XCTAssertTrue(html.contains("data-view=\"name\""))
        // Relative links only: the page is one folder down.
        XCTAssertTrue(html.contains("href=\"../assets/site.css\""))
        XCTAssertTrue(html.contains("href=\"../index.html\""))
        XCTAssertTrue(html.contains("<a href=\"../index.html\">the home page</a>"))
        // .md links point at the built pages.
        XCTAssertTrue(s.page(report, "index.html").contains("href=\"guide/figures.html#a-row\""))
        // Headings get stable, unique ids.
        XCTAssertTrue(html.contains("<h2 id=\"a-row\">"))
        XCTAssertTrue(html.contains("<h2 id=\"a-row-2\">"))
        // Swift is highlighted at build time, and escaped.
        XCTAssertTrue(html.contains("<span class=\"hl-kw\">let</span> x = <span class=\"hl-str\">&quot;&lt;b&gt;&quot;</span>"))
        XCTAssertFalse(html.contains("<script"))
    }

    /// Everything that reaches HTML or SVG is escaped: a `<script>` in a
    /// caption, a label's text or a site title comes out as text.
    func testEscaping() throws {
        let s = try site()
        let report = try s.build()
        let html = s.page(report, "guide/figures.html")
        XCTAssertFalse(html.lowercased().contains("<script"))
        XCTAssertTrue(html.contains("&lt;script&gt;x&lt;/script&gt;"))          // the label, in HTML
        XCTAssertTrue(html.contains("A label &lt;script&gt;alert(1)&lt;/script&gt; beside a field"))   // the caption
        XCTAssertTrue(html.contains("T &amp; T"))
        XCTAssertEqual(HTML.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    /// Two builds of the same input are byte-identical.
    func testDeterministic() throws {
        let s = try site()
        let first = try s.build(), second = try s.build()
        XCTAssertEqual(first.files, second.files)
    }

    /// The second build takes every figure from the cache, and the result is
    /// the same; changing a block solves that block only.
    func testCache() throws {
        let s = try site()
        let cold = try s.build(cache: true)
        XCTAssertEqual(cold.cachedBlocks, 0)
        let warm = try s.build(cache: true)
        XCTAssertEqual(warm.cachedBlocks, 1)
        XCTAssertEqual(cold.files, warm.files)
        try s.write("content/guide/figures.md", SiteBuildTests.figurePage.replacingOccurrences(of: "intrinsic=60x20", with: "intrinsic=70x20"))
        let changed = try s.build(cache: true)
        XCTAssertEqual(changed.cachedBlocks, 0)
        XCTAssertTrue(s.page(changed, "guide/figures.html").contains("calc(100cqw*70/320)"))
    }

    /// What killed builds leave beside site/ is removed only when it is
    /// provably Plumb's: a marked scratch folder, or an empty one (a build
    /// killed between creating its folder and marking it; rmdir cannot
    /// delete content). An unmarked folder with content is kept. A folder
    /// whose process id now belongs to another program (pid 1 here, which
    /// is not a Plumb) is no longer taken to be in use.
    func testAbandonedScratchFoldersAreRemovedOnlyWhenProvablyPlumbs() throws {
        let fm = FileManager.default
        let parent = fm.temporaryDirectory.appendingPathComponent("plumb-abandoned-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: parent) }
        func folder(_ name: String, _ files: [String]) throws {
            let url = parent.appendingPathComponent(name)
            try fm.createDirectory(at: url, withIntermediateDirectories: true)
            for f in files { try Data("x".utf8).write(to: url.appendingPathComponent(f)) }
        }
        try folder(".plumb-build-2000000000-1", [])
        try folder(".plumb-build-2000000000-2", ["notes.txt"])
        try folder(".plumb-build-2000000000-3", [OutputDirectory.marker, "index.html"])
        try folder(".plumb-build-1-4", [OutputDirectory.marker, "index.html"])
        OutputDirectory.removeAbandonedBuilds(in: parent)
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: parent.path).sorted(), [".plumb-build-2000000000-2"])
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: parent.appendingPathComponent(".plumb-build-2000000000-2").path), ["notes.txt"])
    }

    /// A cached page entry damaged on disk (one byte of its figure changed,
    /// in the pack that holds it) is not used: the page is rendered again,
    /// and the output is the cold build's, not the damaged text.
    func testDamagedCacheEntryIsNotUsed() throws {
        let s = try site()
        let cold = try s.build(cache: true)
        let packs = s.root.appendingPathComponent(".plumb-cache/packs")
        var damaged = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: packs.path) where name.hasSuffix(".pack") {
            let url = packs.appendingPathComponent(name)
            var bytes = [UInt8](try Data(contentsOf: url))
            guard let at = bytes.lastIndex(of: UInt8(ascii: "<")) else { continue }
            bytes[at] = UInt8(ascii: "{")
            try Data(bytes).write(to: url)
            damaged += 1
        }
        XCTAssertGreaterThan(damaged, 0)
        let warm = try s.build(cache: true)
        XCTAssertEqual(cold.files, warm.files)
        XCTAssertEqual(warm.cachedBlocks, 0, "the damaged page's figure is solved again")
    }

    /// check: a broken link and a missing anchor are errors at their line.
    func testLinkCheck() throws {
        let s = try site()
        try s.write("content/broken.md", "# Broken\n\nSee [nothing](nowhere.md) and [no anchor](guide/figures.md#a-rwo).\n")
        try s.write("content/guide/lost.md", "# Lost\n\n[Home](index.md)\n")
        let report = try s.build()
        let problems = LinkChecker.check(report, contentFolder: "content")
        XCTAssertEqual(problems.count, 3)
        XCTAssertEqual(problems.map(\.path), ["content/broken.md", "content/broken.md", "content/guide/lost.md"])
        // A page of that name one folder up: the missing ../ is suggested.
        XCTAssertEqual(problems[2].diagnostic.suggestion, "did you mean '../index.md'?")
        XCTAssertEqual(problems[0].diagnostic.location.line, 3)
        XCTAssertTrue(problems[0].diagnostic.message.contains("does not exist"))
        XCTAssertEqual(problems[1].diagnostic.suggestion, "did you mean '#a-row'?")
        XCTAssertTrue(LinkChecker.check(try (try self.site()).build(), contentFolder: "content").isEmpty)
    }

    /// A bad block is reported with its file line and does not stop the
    /// other pages; a bad front matter key is a warning.
    func testDiagnosticsCarryTheFileAndLine() throws {
        let s = try site()
        try s.write("content/bad.md", "---\ntitel: x\n---\n# Bad\n\n```layout\nview a\na.top == nowhere.top\n```\n")
        let report = try s.build()
        let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }
        XCTAssertEqual(errors.first?.path, "content/bad.md")
        XCTAssertEqual(errors.first?.diagnostic.location, SourceLocation(line: 8, column: 10))
        XCTAssertEqual(report.diagnostics.first { $0.diagnostic.severity == .warning }?.diagnostic.location.line, 2)
        XCTAssertNotNil(report.files["guide/figures.html"])
    }

    func testSlugs() {
        XCTAssertEqual(Slug.make("Stack views, in depth"), "stack-views-in-depth")
        XCTAssertEqual(Slug.make("  UIKit's 2 rules!  "), "uikit-s-2-rules")
        XCTAssertEqual(Slug.make("???"), "section")
        // Other scripts keep their characters (once each heading was
        // "section", "section-2", … and moved when a heading was added).
        XCTAssertEqual(Slug.make("约束的优先级"), "约束的优先级")
        XCTAssertEqual(Slug.make("Приоритеты и размер"), "приоритеты-и-размер")
        XCTAssertEqual(Slug.make("हिन्दी शीर्षक"), "हिन्दी-शीर्षक")
        XCTAssertEqual(Slug.make("Étape 2 : l’ancre"), "étape-2-l-ancre")
        var chinese = Slug.Unique()
        XCTAssertEqual([chinese.make("锚点"), chinese.make("优先级")], ["锚点", "优先级"])
        var unique = Slug.Unique()
        XCTAssertEqual([unique.make("Example"), unique.make("Example"), unique.make("example")], ["example", "example-2", "example-3"])
    }

    /// The output swap: a new folder appears whole; a folder Plumb did not
    /// make is never deleted.
    func testOutputSwapAndRefusal() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        try OutputDirectory.replace(out, with: ["a.html": Data("one".utf8)])
        try OutputDirectory.replace(out, with: ["b.html": Data("two".utf8)])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), [".plumb-site", "b.html"])
        let foreign = s.root.appendingPathComponent("mine")
        try s.write("mine/notes.txt", "keep me")
        XCTAssertThrowsError(try OutputDirectory.replace(foreign, with: ["a.html": Data()])) { error in
            XCTAssertTrue("\(error)".contains("was not made by Plumb"))
        }
        XCTAssertEqual(try String(contentsOf: foreign.appendingPathComponent("notes.txt"), encoding: .utf8), "keep me")
        // No temporary folders are left behind.
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: s.root.path).contains { $0.hasPrefix(".plumb-") })
    }

    /// The repository's templates/ is the built-in theme, file for file (the
    /// theme ships inside plumb for `init` and for sites without templates).
    func testRepositoryTemplatesAreTheBuiltInTheme() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let builtIn = try XCTUnwrap(Theme.builtIn)
        let files = (FileManager.default.enumerator(atPath: builtIn.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
        XCTAssertGreaterThanOrEqual(files.count, 5)
        for file in files {
            XCTAssertEqual(FileManager.default.contents(atPath: builtIn.appendingPathComponent(file).path),
                           FileManager.default.contents(atPath: repo.appendingPathComponent("templates").appendingPathComponent(file).path), file)
        }
    }

    /// Builds `s` as `plumb build` does: reusing what `out` holds from the
    /// last build, and writing (and remembering) only a build without errors.
    private func buildLikeTheCommand(_ s: TemporarySite, into out: URL) throws -> SiteBuilder.Report {
        let builder = SiteBuilder(site: try Site(root: s.root), theme: try Theme.load(from: nil),
                                  cache: BuildCache(folder: s.root.appendingPathComponent(".plumb-cache")))
        let previous = FileManager.default.fileExists(atPath: out.appendingPathComponent(OutputDirectory.marker).path) ? SiteBuilder.PreviousOutput.folder(out) : nil
        let report = try builder.build(previousOutput: previous, outlines: false)
        if report.errorCount == 0 {
            try OutputDirectory.replace(out, with: report.files, reusing: report.reused)
            builder.commit(report, output: out)
        }
        return report
    }

    /// ``buildLikeTheCommand(_:into:)`` for a build that must have no errors.
    private func buildWithoutErrors(_ s: TemporarySite, into out: URL, file: StaticString = #filePath, line: UInt = #line) throws -> SiteBuilder.Report {
        let report = try buildLikeTheCommand(s, into: out)
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)", file: file, line: line)
        return report
    }

    /// Incremental builds never serve a stale page: a build that failed (and
    /// so wrote nothing) is not remembered, and a page is reused only for the
    /// exact input it was made from.
    func testIncrementalBuildsNeverServeStalePages() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        func build() throws -> SiteBuilder.Report { try buildLikeTheCommand(s, into: out) }
        func page(_ path: String) throws -> String { try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8) }
        _ = try build()
        // Nothing changed: both pages, the 404 page and the index are reused
        // (and the fonts: testFontSubsetsAreReusedWhileTheCharactersAreTheSame).
        XCTAssertEqual(try build().reused.keys.filter { !$0.hasPrefix("assets/fonts/") }.sorted(), ["404.html", "genindex.html", "guide/figures.html", "index.html"])
        // Change the home page's text, and break the other page: nothing is written.
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nNew words.\n")
        try s.write("content/guide/figures.md", "# Figures\n\n```layout\nview a\na.top == nowhere.top\n```\n")
        XCTAssertGreaterThan(try build().errorCount, 0)
        XCTAssertFalse(try page("index.html").contains("New words."))
        // Mend it: the home page must now show the new words, not the old output.
        try s.write("content/guide/figures.md", SiteBuildTests.figurePage)
        let mended = try build()
        XCTAssertEqual(mended.errorCount, 0)
        XCTAssertTrue(try page("index.html").contains("New words."))
        // Back to the first text: reused only if made from exactly that input.
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nSee [figures](guide/figures.md#a-row).\n")
        _ = try build()
        XCTAssertFalse(try page("index.html").contains("New words."))
        XCTAssertTrue(try page("index.html").contains("guide/figures.html#a-row"))
    }

    /// A baseURL roots the 404 page's links, so it must not be able to
    /// name another host: "https://ex.com//evil.example/" made
    /// `href="//evil.example/assets/site.css"` (a red-team pass), and a
    /// backslash reads as a slash. Each refused is an error at the key.
    func testABaseURLThatCouldNameAnotherHostIsAnError() throws {
        for bad in ["https://ex.com//evil.example/", "https://ex.com/\\evil.example/", "https://ex.com?x=1", "https://ex.com/a#b",
                    "https:///evil.example", "https://ex.com/a b/", "javascript://ex.com/%0Aalert(1)", "https://user@ex.com/"] {
            let s = try TemporarySite(["plumb.json": "{\"baseURL\": \"\(bad.replacingOccurrences(of: "\\", with: "\\\\"))\"}"])
            let (config, diagnostics) = SiteConfig.load(root: s.root)
            XCTAssertNil(config.baseURL, bad)
            XCTAssertEqual(diagnostics.map(\.message), ["'baseURL' must be an absolute http(s) URL: a host, then a path with no empty segment, "
                                                        + "backslash, query or fragment (https://example.org/guide/)"], bad)
        }
        for good in ["https://example.org/guide/", "https://example.org", "http://localhost:8080/docs", "https://例子.中国/指南/"] {
            let s = try TemporarySite(["plumb.json": "{\"baseURL\": \"\(good)\"}"])
            XCTAssertEqual(SiteConfig.load(root: s.root).0.baseURL.map { $0.hasPrefix(good) }, true, good)
        }
    }

    /// A build into another folder (`--output`) does not leave the first
    /// one stale: the cache's records describe the folder last written,
    /// so the next build into the first reuses none of its files and shows
    /// the edit made between. (It kept the old page: `plumb build --output
    /// /tmp/preview` after an edit, then `plumb build`, left `site/`
    /// without the edit for good.) Built again into the same folder,
    /// unchanged pages are reused as before.
    func testABuildIntoAnotherFolderLeavesNoFolderStale() throws {
        let s = try site()
        let first = s.root.appendingPathComponent("out"), other = s.root.appendingPathComponent("preview")
        func page(_ folder: URL) throws -> String { try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) }
        _ = try buildWithoutErrors(s, into: first)
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nNew words.\n")
        _ = try buildWithoutErrors(s, into: other)
        XCTAssertTrue(try page(other).contains("New words."))
        let back = try buildWithoutErrors(s, into: first)
        XCTAssertTrue(try page(first).contains("New words."))
        XCTAssertEqual(back.reused.count, 0, "\(back.reused.keys.sorted())")
        let again = try buildWithoutErrors(s, into: first)
        XCTAssertTrue(again.reused.keys.contains("index.html"), "\(again.reused.keys.sorted())")
        XCTAssertTrue(try page(first).contains("New words."))
    }

    /// The index and the 404 page list every page, so they are drawn again
    /// only when what they show changed: an edit that leaves every heading,
    /// API name and title as it was reuses both; a new heading redraws the
    /// index (and not the 404 page, whose navigation is unchanged).
    func testTheIndexIsReusedUntilATermChanges() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        func build(line: UInt = #line) throws -> SiteBuilder.Report { try buildWithoutErrors(s, into: out, line: line) }
        func index() throws -> String { try String(contentsOf: out.appendingPathComponent("genindex.html"), encoding: .utf8) }
        _ = try build()
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nSee [figures](guide/figures.md#a-row). One more sentence.\n")
        let prose = try build()
        func pages(_ r: SiteBuilder.Report) -> [String] { r.reused.keys.filter { !$0.hasPrefix("assets/fonts/") }.sorted() }
        XCTAssertEqual(pages(prose), ["404.html", "genindex.html", "guide/figures.html"])
        XCTAssertNotNil(prose.files["index.html"])
        XCTAssertFalse(try index().contains("Compression"))
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\n## Compression\n\nSee `widthAnchor`.\n")
        let heading = try build()
        XCTAssertEqual(pages(heading), ["404.html", "guide/figures.html"])
        XCTAssertTrue(try index().contains("<dt>Compression</dt>\n<dd><a href=\"index.html#compression\">Home › Compression</a></dd>"))
        XCTAssertTrue(try index().contains("<dt><code>widthAnchor</code></dt>\n<dd><a href=\"index.html#compression\">"))
        // A new title changes every page's navigation: nothing is reused.
        try s.write("content/index.md", "---\ntitle: Welcome\n---\n# Home\n\n## Compression\n\nSee `widthAnchor`.\n")
        let title = try build()
        XCTAssertEqual(pages(title), [])
        XCTAssertTrue(try index().contains("Welcome › Compression"))
    }

    /// The fonts are cut to the characters the pages use; while those are
    /// the same, the last build's subsets are kept, and a page that brings a
    /// new character has them cut again.
    func testFontSubsetsAreReusedWhileTheCharactersAreTheSame() throws {
        let s = try site()
        let out = s.root.appendingPathComponent("out")
        func build(line: UInt = #line) throws -> SiteBuilder.Report { try buildWithoutErrors(s, into: out, line: line) }
        let fonts = ShippedFont.siteFileNames.map { "assets/fonts/" + $0 }
        let first = try build()
        XCTAssertEqual(Set(first.files.keys).intersection(fonts).count, fonts.count)
        let dejaVu = "assets/fonts/" + ShippedFont.all[0].fileName
        let before = try Data(contentsOf: out.appendingPathComponent(dejaVu))
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nOther words, same letters.\n")
        XCTAssertEqual(Set(try build().reused.keys).intersection(fonts).count, fonts.count)
        try s.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nNow with Ω.\n")
        let cut = try build()
        XCTAssertEqual(Set(cut.files.keys).intersection(fonts).count, fonts.count)
        XCTAssertGreaterThan(try Data(contentsOf: out.appendingPathComponent(dejaVu)).count, before.count)
    }

    /// The manifest keeps each page's record as a line of tab-separated
    /// fields; titles and index terms may hold any character, the separators
    /// among them, and must come back exactly. An unchanged record is
    /// written back byte for byte.
    func testTheManifestKeepsAnyText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = BuildCache(folder: folder)
        let odd = "a\tb\nc\\d\u{1E}e\u{1F}f \\t\u{301} \t\u{301} é\u{301}"
        var manifest = BuildCache.Manifest()
        manifest.siteSignature = "sig"
        manifest.pages["odd\tname.md"] = BuildCache.PageRecord(
            inputKey: "k1", title: odd, figureIDs: ["fig-3", "fig-9"], diagnostics: [.error(.syntax, "bad", at: SourceLocation(line: 2, column: 3))],
            blocks: 2, terms: [IndexTerm(term: odd, kind: .heading, anchor: "x\u{1F}y", section: odd), IndexTerm(term: "", kind: .api, anchor: "", section: "")])
        manifest.pages["plain.md"] = BuildCache.PageRecord(inputKey: "k2", title: "Plain", figureIDs: [], diagnostics: [], blocks: 0)
        cache.save(manifest)
        let first = try Data(contentsOf: folder.appendingPathComponent("manifest.tsv"))
        let loaded = cache.loadManifest()
        XCTAssertEqual(loaded.siteSignature, "sig")
        XCTAssertEqual(Set(loaded.pages.keys), ["odd\tname.md", "plain.md"])
        let record = try XCTUnwrap(loaded.pages["odd\tname.md"])
        XCTAssertEqual(record.title.unicodeScalars.map(\.value), odd.unicodeScalars.map(\.value))
        XCTAssertEqual(record.terms, manifest.pages["odd\tname.md"]!.terms)
        XCTAssertEqual(record.figureIDs, ["fig-3", "fig-9"])
        XCTAssertEqual(record.diagnostics.map(\.message), ["bad"])
        XCTAssertEqual(loaded.pages["plain.md"]?.terms, [])
        // Saved again from what was loaded: the same bytes, from the lines as read.
        XCTAssertNotNil(record.manifestLine)
        cache.save(loaded)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("manifest.tsv")), first)
        // A line whose terms are damaged is no manifest at all (every page is built again).
        let damaged = String(decoding: first, as: UTF8.self).replacingOccurrences(of: "\u{1F}heading\u{1F}", with: "\u{1F}heading")
        try Data(damaged.utf8).write(to: folder.appendingPathComponent("manifest.tsv"))
        XCTAssertTrue(cache.loadManifest().pages.isEmpty)
        // A reliability pass: one flipped bit in a title ("Plain" to
        // "plain") kept every field in place and was published in every
        // page's navigation. The manifest's checksum refuses it.
        var flipped = [UInt8](first)
        let p = try XCTUnwrap(flipped.firstIndex(of: UInt8(ascii: "P")))
        flipped[p] ^= 0x20
        try Data(flipped).write(to: folder.appendingPathComponent("manifest.tsv"))
        XCTAssertTrue(cache.loadManifest().pages.isEmpty)
        try first.write(to: folder.appendingPathComponent("manifest.tsv"))
        XCTAssertEqual(cache.loadManifest().pages.count, 2, "the undamaged manifest reads")
    }

    /// The swap is one `renameat2(RENAME_EXCHANGE)` where the file system
    /// has it (ext4, tmpfs, btrfs, xfs do): both names stay bound throughout.
    func testTheSwapIsOneAtomicExchange() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-exchange-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let a = base.appendingPathComponent("a"), b = base.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
        try Data("A".utf8).write(to: a.appendingPathComponent("f"))
        try Data("B".utf8).write(to: b.appendingPathComponent("f"))
        XCTAssertEqual(OutputDirectory.exchange(a, b), .exchanged)
        XCTAssertEqual(FileManager.default.contents(atPath: a.appendingPathComponent("f").path), Data("B".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: b.appendingPathComponent("f").path), Data("A".utf8))
    }

    /// Scratch folders go where a rename is atomic: the preferred place (the
    /// cache) only on the output's file system, else beside the output. A
    /// copy across file systems once left 187 of 308 files after a kill.
    func testScratchFoldersAreOnTheOutputsFileSystem() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site"), cache = base.appendingPathComponent(".plumb-cache")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        XCTAssertEqual(OutputDirectory.scratchFolder(for: output, preferring: cache).path, cache.path)
        var shm = stat(), tmp = stat()
        if stat("/dev/shm", &shm) == 0, stat(base.path, &tmp) == 0, shm.st_dev != tmp.st_dev {
            let other = URL(fileURLWithPath: "/dev/shm/plumb-scratch-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: other) }
            XCTAssertEqual(OutputDirectory.scratchFolder(for: output, preferring: other).standardizedFileURL.path, base.standardizedFileURL.path)
        }
    }
}
