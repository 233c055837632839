import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// Files under content/ that are not pages: only kinds a browser never runs
/// are published (SVG reduced to the SVG allowlist); HTML, XML, scripts,
/// compressed SVG and unknown kinds are refused with an error naming the file.
final class ActiveAssetTests: XCTestCase {
    private func messages(_ report: SiteBuilder.Report) -> [String] {
        report.diagnostics.map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.severity): \($0.diagnostic.message)" }
    }

    func testSVGFilesAreReducedToTheAllowlist() throws {
        let svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
          <script>alert(1)</script><![CDATA[a<b]]>
          <a href="javascript:alert(1)"><rect width="10" height="10" fill="red"/></a>
          <set attributeName="href" to="javascript:alert(1)"/>
        </svg>

        """
        let s = try TemporarySite(["content/index.md": "# Home\n\n![A picture](img/pic.svg)\n", "content/img/pic.svg": svg])
        let report = try s.build()
        XCTAssertEqual(report.files["img/pic.svg"].map { String(decoding: $0, as: UTF8.self) }, """


        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
          a&lt;b
          <rect width="10" height="10" fill="red"/>
          
        </svg>

        """)
        XCTAssertEqual(messages(report), [
            "content/img/pic.svg:3:1: warning: the onload attribute of <svg> is left out: an event handler runs script",
            "content/img/pic.svg:4:3: warning: the <script> element is not allowed in an SVG file: a script is what the site promises never to run; it is left out with its content",
            "content/img/pic.svg:5:3: warning: the <a> tag is not allowed in an SVG file: links inside SVG are outside the SVG subset pages allow; its content is kept",
            "content/img/pic.svg:6:3: warning: the <set> element is not allowed in an SVG file: an animation can rewrite a link into a script; it is left out with its content",
        ])
    }

    func testSVGWithEntitiesOrWithoutARootIsRefused() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/a.svg": "<!DOCTYPE svg [<!ENTITY x \"<script>alert(1)</script>\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>",
            "content/b.svg": "<html><script>alert(1)</script></html>",
        ])
        let report = try s.build()
        XCTAssertNil(report.files["a.svg"])
        XCTAssertNil(report.files["b.svg"])
        XCTAssertEqual(messages(report).filter { $0.contains(": error: ") }, [
            "content/a.svg:1:1: error: this SVG cannot be reduced safely: its doctype declares entities (an internal subset), which Plumb does not expand",
            "content/b.svg:1:1: error: this SVG has no <svg> root element to publish",
        ])
    }

    func testActiveFilesAreRefusedWithTheirName() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "content/old.html": "<p>x</p>", "content/a.htm": "x", "content/b.xhtml": "x", "content/c.shtml": "x",
            "content/app.js": "alert(1)", "content/m.mjs": "x", "content/t.xsl": "x", "content/p.svgz": "x",
            "content/feed.xml": "<?xml-stylesheet href=\"t.xsl\"?><a/>",
            "content/data.xml": "<points><p x=\"1\"/></points>",
        ])
        let report = try s.build()
        let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }.map(\.path).sorted()
        XCTAssertEqual(errors, ["content/a.htm", "content/app.js", "content/b.xhtml", "content/c.shtml", "content/data.xml", "content/feed.xml",
                                "content/m.mjs", "content/old.html", "content/p.svgz", "content/t.xsl"])
        let html = report.diagnostics.first { $0.path == "content/old.html" }?.diagnostic
        XCTAssertEqual(html?.suggestion, "convert it to a Markdown page (old.md), whose raw HTML is reduced to what pages allow")
    }

    /// The red team's find: a theme's `static/` folder was copied to
    /// `assets/` as it was, but only its top level: `static/app.js` was
    /// published (the site promises no script) and `static/img/logo.png`
    /// was left out without a word. Now every file is published, in its
    /// subfolder, under the content folder's rules plus style sheets.
    func testTheThemesStaticFilesFollowTheAssetRulesInSubfoldersToo() throws {
        let s = try TemporarySite([
            "content/index.md": "# Home\n",
            "templates/static/extra.css": "body { color: red }\n",
            "templates/static/img/logo.png": "\u{89}PNG",
            "templates/static/img/icon.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"><rect width=\"1\" height=\"1\"/></svg>",
            "templates/static/app.js": "alert(1)",
            "templates/static/deep/er/page.html": "<script>alert(1)</script>",
            "templates/static/.hidden": "x",
        ])
        let report = try s.build(theme: true)
        XCTAssertEqual(report.files.keys.filter { $0.hasPrefix("assets/") && !$0.hasPrefix("assets/fonts/") }.sorted(),
                       ["assets/extra.css", "assets/img/icon.svg", "assets/img/logo.png", "assets/plumb-figure.css", "assets/site.css"])
        XCTAssertEqual(s.page(report, "assets/img/icon.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"1\" height=\"1\"/></svg>")
        let problems = report.diagnostics.filter { $0.path.hasPrefix("templates/") }.map { "\($0.path) \($0.diagnostic.severity)" }
        XCTAssertEqual(problems.sorted(), ["templates/static/app.js error", "templates/static/deep/er/page.html error",
                                           "templates/static/img/icon.svg warning"])
    }

    /// The red team's find: a theme style sheet's `@import "https://…"`
    /// and remote `url(…)` were published without a word, while docs/site.md
    /// promises a site that fetches nothing from elsewhere. Each is now a
    /// warning at its line and column (the file is still published as
    /// written: the theme is the owner's); a relative path, `#id`, a
    /// `data:` URL or an address in a comment is no fetch.
    func testAThemeStyleSheetsRemoteAddressesAreWarnings() throws {
        let css = """
        a{background:url(https://evil.example/x.png)}
        @import "https://evil.example/x.css";
        @font-face{font-family:x;src:url( '//evil.example/f.woff' )}
        /* url(https://in.a/comment) */ b{background:url(img/local.png)} i{mask:url(#m)}
        c{background:image-set("https://e.example/a.png" 1x, 'b.png' 2x)} d{background:url(data:image/png;base64,AAAA)}
        @IMPORT url(HTTP://e.example/y.css);

        """
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/static/t.css": css])
        let report = try s.build(theme: true)
        XCTAssertEqual(report.diagnostics.filter { $0.path.hasPrefix("templates/") }
                        .map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.severity): \($0.diagnostic.message)" }, [
            "templates/static/t.css:1:18: warning: this style sheet fetches 'https://evil.example/x.png' from another site: the site is meant to fetch "
                + "nothing from elsewhere (it works offline and from file://), and a browser sends that site each reader's address",
            "templates/static/t.css:2:9: warning: this style sheet imports 'https://evil.example/x.css' from another site: the site is meant to fetch "
                + "nothing from elsewhere (it works offline and from file://), and a browser sends that site each reader's address",
            "templates/static/t.css:3:35: warning: this style sheet fetches '//evil.example/f.woff' from another site: the site is meant to fetch "
                + "nothing from elsewhere (it works offline and from file://), and a browser sends that site each reader's address",
            "templates/static/t.css:5:24: warning: this style sheet fetches 'https://e.example/a.png' from another site: the site is meant to fetch "
                + "nothing from elsewhere (it works offline and from file://), and a browser sends that site each reader's address",
            "templates/static/t.css:6:13: warning: this style sheet imports 'HTTP://e.example/y.css' from another site: the site is meant to fetch "
                + "nothing from elsewhere (it works offline and from file://), and a browser sends that site each reader's address",
        ])
        XCTAssertEqual(s.page(report, "assets/t.css"), css)
    }

    /// The red team's find: a theme file or folder whose name is not UTF-8
    /// (`x\xFF.css`, `d\xE9/ok.css`) was left out without a word, while the
    /// same in content/ is a warning. Now each is a warning at its path, the
    /// bytes shown as `\xNN`, and the rest of the theme is published.
    func testAThemeFileNamedInBytesThatAreNotUTF8IsAWarning() throws {
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/static/ok.css": "a {}\n", "templates/static/sub/keep.css": "b {}\n"])
        let folder = s.root.appendingPathComponent("templates/static").path
        func make(_ bytes: [UInt8], folder isFolder: Bool) {
            let path = Array(folder.utf8) + [0x2F] + bytes + [0]
            path.withUnsafeBufferPointer { p in
                p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { c in
                    if isFolder { XCTAssertEqual(mkdir(c, 0o755), 0) } else {
                        let fd = open(c, O_CREAT | O_WRONLY, 0o644)
                        XCTAssertGreaterThanOrEqual(fd, 0)
                        _ = write(fd, "a{color:red}", 12)
                        close(fd)
                    }
                }
            }
        }
        make(Array("x".utf8) + [0xFF] + Array(".css".utf8), folder: false)
        make([0x64, 0xE9], folder: true)
        make([0x64, 0xE9, 0x2F] + Array("ok.css".utf8), folder: false)
        make(Array("sub/y".utf8) + [0xFE] + Array(".css".utf8), folder: false)
        let report = try s.build(theme: true)
        let problems = report.diagnostics.filter { $0.path.hasPrefix("templates/") }
            .map { "\($0.path):\($0.diagnostic.location): \($0.diagnostic.severity): \($0.diagnostic.message)" }
        XCTAssertEqual(problems, [
            "templates/static/d\\xE9:1:1: warning: this theme folder's name is not UTF-8 text (the bytes shown as \\xNN), so nothing in it is published under assets/",
            "templates/static/sub/y\\xFE.css:1:1: warning: this theme file's name is not UTF-8 text (the bytes shown as \\xNN), so it is not published under assets/",
            "templates/static/x\\xFF.css:1:1: warning: this theme file's name is not UTF-8 text (the bytes shown as \\xNN), so it is not published under assets/",
        ])
        XCTAssertEqual(report.files.keys.filter { $0.hasPrefix("assets/") && $0.hasSuffix(".css") }.sorted(),
                       ["assets/ok.css", "assets/plumb-figure.css", "assets/site.css", "assets/sub/keep.css"])
    }

    /// The red team's find: a template of the site's own that cannot be
    /// read (here a folder named like it) was replaced by the built-in
    /// theme's without a word.
    func testAnUnreadableTemplateIsAnErrorNotTheBuiltInOne() throws {
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/partials/nav.html/x": "x"])
        XCTAssertThrowsError(try s.build(theme: true)) { error in
            let failure = error as? Theme.Failure
            XCTAssertEqual(failure?.path, "templates/partials/nav.html")
            XCTAssertEqual(failure?.diagnostic.message, "this template cannot be read")
        }
        let words = try TemporarySite(["content/index.md": "# Home\n", "templates/strings/en.json/x": "x"])
        XCTAssertThrowsError(try words.build(theme: true)) { error in
            XCTAssertEqual((error as? Theme.Failure)?.path, "templates/strings/en.json")
        }
    }

    /// The red team's second round: the XHTML namespace spelled with a
    /// character reference (`&#104;ttp://`) passed a search for it, and
    /// XML or HTML under other extensions (`.rss`, `.atom`, `.xsd`, `.xbl`,
    /// `.xhtm`, `.shtm`, `.ehtml`) was published as it was; Chromium ran
    /// each from `file://`. Now only kinds that never run are published, so
    /// every spelling of XML, and every unknown kind, is refused.
    func testOnlyKindsThatNeverRunArePublished() {
        let xhtml = Data("<r xmlns:h=\"&#104;ttp://www.w3.org/1999/xhtml\"><h:script>window.name='PWNED'</h:script></r>\n".utf8)
        for name in ["x.xml", "feed.rss", "feed.atom", "s.xsd", "b.xbl", "p.xhtm", "old.shtm", "old.ehtml", "data.plist", "notes", "thing.foo"] {
            XCTAssertNil(ActiveAssets.check(name, xhtml).published, name)
        }
        XCTAssertNil(ActiveAssets.check("readme.txt", Data("  <script>window.name='x'</script>".utf8)).published, "text that starts like markup")
        XCTAssertNil(ActiveAssets.check("a.csv", Data([0xEF, 0xBB, 0xBF] + Array("\n<html>".utf8))).published, "after a BOM and white space too")
        XCTAssertEqual(ActiveAssets.check("a.csv", Data("x,y\n1,<2>\n".utf8)).published, Data("x,y\n1,<2>\n".utf8))
        XCTAssertEqual(ActiveAssets.check("hugging.layout", Data("canvas 300x100\n".utf8)).published, Data("canvas 300x100\n".utf8))
        XCTAssertEqual(ActiveAssets.check("CNAME", Data("docs.example.org\n".utf8)).published, Data("docs.example.org\n".utf8))
        // An image that starts like markup is no image: where a host sends
        // no type, a browser reads it as a page (a fourth red-team pass).
        // Markup later in its bytes is a picture's data.
        XCTAssertNil(ActiveAssets.check("pic.PNG", Data("<script>".utf8)).published)
        XCTAssertEqual(ActiveAssets.check("pic.PNG", Data("\u{89}PNG<script>".utf8)).published, Data("\u{89}PNG<script>".utf8))
        // Chromium's sniffer skips a vertical tab too: a file starting with
        // one and a <script> ran as a page where the host sent no type.
        for start: [UInt8] in [[0x0B], [0x00], [0x1F, 0x0B, 0x20]] {
            XCTAssertNil(ActiveAssets.check("v.layout", Data(start + Array("<script>document.title='PWNED'</script>".utf8))).published, "\(start)")
        }
        guard case .refuse(let unknown) = ActiveAssets.check("thing.foo", Data()) else { return XCTFail("published") }
        XCTAssertEqual(unknown.message, "a '.foo' file is not published: Plumb publishes only kinds a browser never runs (images, fonts, audio, video, PDF, archives, plain text and source code, and SVG made safe)")
    }

    /// The static hosts' rule files: `_headers` may set only headers that
    /// change neither a file's type nor where the reader goes (a
    /// `Content-Type: text/html` for a `.txt` ran its script on Netlify),
    /// `_redirects` may only redirect, or serve this site's page as a 404
    /// (a 200 rewrite can proxy another site at this one's address). The
    /// first line outside that is an error at its line and column.
    func testHostRuleFilesAreHeldToAnAllowlist() {
        let headers = "# caching\n/*\n  Cache-Control: max-age=60\n  X-Content-Type-Options: nosniff\n/notes.txt\n  Content-Type: text/html; charset=utf-8\n"
        guard case .refuse(let header) = ActiveAssets.check("_headers", Data(headers.utf8)) else { return XCTFail("published") }
        XCTAssertEqual("\(header.location.line):\(header.location.column)", "6:3")
        XCTAssertTrue(header.message.hasPrefix("the header 'Content-Type' could change how a host serves a file"), header.message)
        for other in ["  Link: </x.js>; rel=preload", "  ! Refresh: 0", "  Set-Cookie: a=b", "  Location: https://evil.example/"] {
            XCTAssertNil(ActiveAssets.check("_headers", Data("/*\n\(other)\n".utf8)).published, other)
        }
        let fine = "/*\n  Cache-Control: no-cache\n  ! X-Robots-Tag\n  Strict-Transport-Security: max-age=63072000\n"
        XCTAssertEqual(ActiveAssets.check("_headers", Data(fine.utf8)).published, Data(fine.utf8))
        let redirects = "/old /new\n/a /b 302\n/docs/* /guide/:splat 301!\n/* /404.html 404\n/c /d 200 Country=us\n/api/* https://evil.example/:splat 200\n"
        guard case .refuse(let rewrite) = ActiveAssets.check("_redirects", Data(redirects.utf8)) else { return XCTFail("published") }
        XCTAssertEqual("\(rewrite.location.line):\(rewrite.location.column)", "5:1")
        XCTAssertTrue(rewrite.message.hasPrefix("a rule of status 200 would serve another file, or another site, at this site's address"), rewrite.message)
        XCTAssertNil(ActiveAssets.check("_redirects", Data("/x https://evil.example/ 404\n".utf8)).published, "a 404 from another site")
        let redirectsOnly = "# moved\n/old /new\n/a https://example.org/b 308\n/* /404.html 404\n"
        XCTAssertEqual(ActiveAssets.check("_redirects", Data(redirectsOnly.utf8)).published, Data(redirectsOnly.utf8))
        // Read as the hosts read them (a second red-team pass): CRLF lines,
        // an unindented header, a form feed or no-break space for a space,
        // a query condition before the target, all still a type or a proxy.
        for headers in ["/*.txt\r\n  Content-Type: text/html\r\n", "/*.txt\nContent-Type: text/html\n", "/*.txt\n\u{0C}Content-Type: text/html\n",
                        "/*.txt\n\u{A0}Content-Type : text/html\n"] {
            XCTAssertNil(ActiveAssets.check("_headers", Data(headers.utf8)).published, headers.debugDescription)
        }
        for rule in ["# c\r\n/go https://evil.example/ 200!\r\n", "/go a=b https://evil.example/?c=d 200!\n", "/go https://evil.example/\u{0C}200!\n",
                     "/go\u{A0}https://evil.example/\u{A0}200!\n", "/go /notes.txt 200\n", "/x https://evil.example/ 410\n",
                     // Statuses as the hosts read numbers (a third pass): parseInt and Number.
                     "/* https://evil.example/:splat 0200!\n", "/docs/* https://evil.example/:splat 200.0\n", "/a /b 200x\n",
                     "/a /b 2e2\n", "/a /b 0xC8\n", "/a /b +200\n"] {
            XCTAssertNil(ActiveAssets.check("_redirects", Data(rule.utf8)).published, rule.debugDescription)
        }
    }

    /// GitHub Pages runs Jekyll over a site without a `.nojekyll`, and
    /// Jekyll makes a file that starts with front matter a page named by its
    /// `permalink` (a `.txt` became `notes.html` with its script, a third
    /// red-team pass). Text files and a theme's CSS that start so are refused.
    func testAFileThatJekyllWouldMakeAPageIsRefused() throws {
        let matter = "---\npermalink: /notes.html\n---\n<script>window.pw=1</script>\n"
        for start in ["", "\u{FEFF}"] {
            guard case .refuse(let refused) = ActiveAssets.check("notes.txt", Data((start + matter).utf8)) else { return XCTFail("published") }
            XCTAssertTrue(refused.message.hasPrefix("this file starts with a front matter's '---' line"), refused.message)
        }
        XCTAssertNil(ActiveAssets.check("data.json", Data("---\r\nx: 1\r\n---\r\n".utf8)).published)
        XCTAssertEqual(ActiveAssets.check("notes.txt", Data("----\nA rule, not front matter.\n".utf8)).published, Data("----\nA rule, not front matter.\n".utf8))
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/static/site.css": "---\npermalink: /x.html\n---\nbody{}\n"])
        let report = try s.build(theme: true)
        XCTAssertTrue(messages(report).contains { $0.contains("site.css") && $0.contains("front matter") }, "\(messages(report))")
    }

    /// A fourth red-team pass: front matter in a `.png`, `.pdf` or font
    /// made Jekyll write a page with its script; a root `_config.yml`
    /// turned on a plugin that made plain text a page; an image or a theme
    /// CSS file starting with '<' ran as a page where the host sent no
    /// type; and links in the theme published `/etc/passwd` (as an asset,
    /// and through a partial, in every page). Each is refused.
    func testAnyKindIsCheckedForFrontMatterAndMarkupAndThemeLinksStayInside() throws {
        let matter = Data("---\npermalink: /x.html\n---\n<script>window.pw=1</script>\n".utf8)
        for name in ["jk.png", "jk.pdf", "font.woff2", "a.zip"] {
            XCTAssertNil(ActiveAssets.check(name, matter).published, name)
            XCTAssertNil(ActiveAssets.check(name, Data("\u{0B}<script>window.pw=1</script>".utf8)).published, name)
        }
        XCTAssertEqual(ActiveAssets.check("pic.png", Data([0x89, 0x50, 0x4E, 0x47])).published, Data([0x89, 0x50, 0x4E, 0x47]))
        XCTAssertNil(ActiveAssets.check("_config.yml", Data("plugins: [jekyll-optional-front-matter]\n".utf8)).published)
        XCTAssertNotNil(ActiveAssets.check("data/_config.yml", Data("a: 1\n".utf8)).published, "only at the root")
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/static/evil.css": "<script>window.pw=1</script>\nbody{}\n"])
        let report = try s.build(theme: true)
        XCTAssertTrue(messages(report).contains { $0.contains("evil.css") && $0.contains("starts with '<'") }, "\(messages(report))")
        // Links out of the theme: an asset, and a partial.
        let outside = try TemporarySite(["content/index.md": "# Home\n", "secret.txt": "SECRET\n"])
        try FileManager.default.createDirectory(at: outside.root.appendingPathComponent("templates/static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: outside.root.appendingPathComponent("templates/static/link.txt"),
                                                   withDestinationURL: outside.root.appendingPathComponent("secret.txt"))
        let linked = try outside.build(theme: true)
        XCTAssertNil(linked.files["assets/link.txt"])
        XCTAssertTrue(messages(linked).contains { $0.contains("link.txt") && $0.contains("outside templates/") }, "\(messages(linked))")
        try FileManager.default.createDirectory(at: outside.root.appendingPathComponent("templates/partials"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: outside.root.appendingPathComponent("templates/partials/leak.html"),
                                                   withDestinationURL: outside.root.appendingPathComponent("secret.txt"))
        XCTAssertThrowsError(try Theme.load(from: outside.root.appendingPathComponent("templates"))) { error in
            XCTAssertTrue("\((error as? Theme.Failure)?.diagnostic.message ?? "")".contains("outside templates/"), "\(error)")
        }
    }
}

extension ActiveAssets.Verdict {
    var published: Data? { if case .publish(let data, _) = self { return data } else { return nil } }
}
