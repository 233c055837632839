import XCTest
@testable import PlumbSite
import PlumbDiagnostics

/// The red team's find: a theme template of the site's own was published
/// as written, so a `<script>` (or an `onload=`, a `javascript:` link, a
/// frame, a base URL, a refresh, a preloaded script) in it reached every
/// page. Now the template's own markup is held to an allowlist when the
/// theme is loaded, and anything else is an error at its line and column.
final class TemplateMarkupTests: XCTestCase {
    /// A small page template with `vector` on line 5, after 23 characters
    /// of which 14 are a template tag (`{{page.title}}`): the column counts
    /// what is written, tag included, so the vector is at 5:24.
    private func page(_ vector: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n<body>\n"
            + "  <p>{{page.title}}</p>\(vector)\n{{{page.content}}}\n</body>\n</html>\n"
    }

    private func loadFailure(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> Theme.Failure? {
        let s = try TemporarySite(files)
        do {
            _ = try Theme.load(from: s.root.appendingPathComponent("templates"))
            XCTFail("the theme was loaded", file: file, line: line)
            return nil
        } catch let failure as Theme.Failure {
            return failure
        }
    }

    func testEachVectorIsAnErrorAtItsLineAndColumn() throws {
        let vectors: [(String, String)] = [
            ("<script>alert(1)</script>", "<script> in a theme template: a script is what the site promises never to run"),
            ("<script type=\"module\" src=\"a.js\"></script>", "<script> in a theme template"),
            ("<img src=\"a.png\" alt=\"\" onload=\"alert(1)\">", "onload=\"alert(1)\" on <img> in a theme template: an event handler runs script"),
            ("<a href=\"javascript:alert(1)\">x</a>", "href=\"javascript:alert(1)\" on <a> in a theme template: a 'javascript:' URL"),
            ("<a href=\" java&#x09;script:alert(1)\">x</a>", "on <a> in a theme template: a 'javascript:' URL"),
            ("<a href=\"data:text/html,x\">x</a>", "a 'data:' URL"),
            ("<iframe src=\"https://example.com\"></iframe>", "<iframe> in a theme template: a frame loads another document"),
            ("<base href=\"https://example.com/\">", "<base> in a theme template: it would change where every link of the page points"),
            ("<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">", "http-equiv=\"refresh\" on <meta> in a theme template"),
            ("<object data=\"a.swf\"></object>", "<object> in a theme template: an embedded object"),
            ("<embed src=\"a.swf\">", "<embed> in a theme template: an embedded object"),
            ("<link rel=\"preload\" as=\"script\" href=\"a.js\">", "rel=\"preload\" on <link> in a theme template: a link of rel 'preload'"),
            ("<link rel=\"modulepreload\" href=\"a.js\">", "rel=\"modulepreload\" on <link> in a theme template: a link of rel 'modulepreload'"),
            ("<link rel=\"stylesheet prefetch\" href=\"a.js\">", "a link of rel 'prefetch'"),
            ("<form action=\"https://example.com\"><button>Go</button></form>", "<form> in a theme template"),
            ("<style>body { background: url(https://example.com/x) }</style>", "<style> in a theme template"),
            ("<div style=\"color: red\">x</div>", "style=\"color: red\" on <div> in a theme template"),
            ("<svg><script>alert(1)</script></svg>", "<svg> in a theme template"),
            ("<input type=\"image\" src=\"a.png\">", "type=\"image\" on <input>"),
            // The template's tags are left out before the markup is read:
            // what an empty value makes of them is caught.
            ("<scr{{! hidden }}ipt>alert(1)</script>", "<script> in a theme template"),
            ("<a href=\"java{{page.title}}script:alert(1)\">x</a>", "href=\"java{{…}}script:alert(1)\" on <a> in a theme template: a URL whose scheme a value could make"),
            ("<a {{#page.isHome}}onclick=\"alert(1)\"{{/page.isHome}}>x</a>", "onclick=\"alert(1)\" on <a>"),
            // A value written unescaped: a site's title could hold a script.
            ("{{{site.title}}}", "{{{site.title}}} in a theme template: a value written unescaped"),
            // A value where a space or a quote in it would make an attribute
            // (a page titled `x onmouseover=alert(1)`), a tag, or a URL's scheme.
            ("<div title={{page.title}}>x</div>", "{{…}} on <div> in a theme template: a value outside quotes"),
            ("<div {{page.title}}>x</div>", "{{…}} on <div> in a theme template: a value outside quotes"),
            ("<{{page.title}}>x", "a value in a tag's name in a theme template"),
            ("</{{page.title}}>x", "a value in a tag's name in a theme template"),
            ("<div title=\"{{{page.content}}}\">x</div>", "title=\"{{{…}}}\" on <div> in a theme template: the page's HTML in an attribute"),
            ("<a href=\"{{page.description}}\">x</a>", "href=\"{{…}}\" on <a> in a theme template: a URL whose scheme a value could make"),
            ("<a href=\"{{page.title}}:x\">x</a>", "a URL whose scheme a value could make"),
            // `{{root}}` is empty on the home page.
            ("<a href=\"{{root}}{{page.description}}\">x</a>", "a URL whose scheme a value could make"),
            ("<img alt=\"\" srcset=\"a.png 1x, {{page.title}} 2x\">", "srcset=\"a.png 1x, {{…}} 2x\" on <img> in a theme template: a URL whose scheme"),
        ]
        for (vector, message) in vectors {
            let failure = try loadFailure(["templates/page.html": page(vector)])
            XCTAssertEqual(failure?.path, "templates/page.html", vector)
            XCTAssertEqual(failure.map { "\($0.diagnostic.location.line):\($0.diagnostic.location.column)" }, "5:24", vector)
            XCTAssertTrue(failure?.diagnostic.message.contains(message) == true, "\(vector): \(failure?.diagnostic.message ?? "no error")")
            XCTAssertNotNil(failure?.diagnostic.suggestion, vector)
        }
        // The page's HTML in a title or a comment could end it: at the value.
        // `</{{x}}>` in a title: a title of "title" would end it.
        let title = try loadFailure(["templates/page.html": page("<title></{{page.title}}><script>alert(1)</script></title>")])
        XCTAssertEqual(title?.diagnostic.location.column, 31)
        XCTAssertEqual(title?.diagnostic.message, "a value in a tag's name in a theme template: the tag a value makes could be a <script>")
        for vector in ["<title>{{{page.content}}}</title>", "<!-- {{{page.content}}} -->"] {
            let failure = try loadFailure(["templates/page.html": page(vector)])
            XCTAssertEqual(failure?.diagnostic.message, "{{{page.content}}} in a title or a comment in a theme template: "
                           + "the page's HTML there could end it and be read as markup", vector)
            XCTAssertEqual(failure?.diagnostic.location.column, vector.hasPrefix("<title>") ? 31 : 29, vector)
        }
        let script = try loadFailure(["templates/page.html": page("<script>alert(1)</script>")])
        XCTAssertEqual(script?.diagnostic.suggestion, "remove it; Plumb's sites carry no script")
        XCTAssertEqual(script?.description.hasPrefix("templates/page.html:5:24: <script> in a theme template"), true, script?.description ?? "")
    }

    /// A partial is read where it is included: a script in one is an
    /// error in its own file, and markup it puts inside a tag is read there.
    func testPartialsAreCheckedWhereTheyAreIncluded() throws {
        let head = "<head>\n<title>{{page.title}}</title>\n  <script src=\"a.js\"></script>\n</head>\n"
        let inHead = try loadFailure(["templates/partials/head.html": head])
        XCTAssertEqual(inHead?.path, "templates/partials/head.html")
        XCTAssertEqual(inHead?.diagnostic.location.line, 3)
        XCTAssertEqual(inHead?.diagnostic.location.column, 3)
        // The 404 page is published too, with the built-in page.html.
        let notFound = try loadFailure(["templates/404.html": page("<iframe></iframe>")])
        XCTAssertEqual(notFound?.path, "templates/404.html")
        let attributes = try loadFailure(["templates/page.html": page("<a {{> link}}>x</a>"), "templates/partials/link.html": "onclick=\"alert(1)\""])
        XCTAssertEqual(attributes?.path, "templates/page.html")
        XCTAssertTrue(attributes?.diagnostic.message.hasPrefix("onclick=\"alert(1)\" on <a>") == true, attributes?.diagnostic.message ?? "")
    }

    func testTheBuiltInThemeAndTheRepositorysCopyPass() throws {
        XCTAssertNoThrow(try Theme.load(from: nil))
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertNoThrow(try Theme.load(from: repository.appendingPathComponent("templates")))
    }

    /// What a theme legitimately writes: a document's head, social and icon
    /// links, the CSS-only toggles, ARIA and data attributes, a title whose
    /// text reads like a tag (RCDATA: a browser shows it as words).
    func testABenignCustomTemplatePasses() throws {
        let head = "<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
            + "<meta property=\"og:title\" content=\"{{page.title}}\">\n<title>&lt;script&gt; <script> {{page.title}}</title>\n"
            + "<link rel=\"icon\" href=\"{{assets}}icon.png\"><link rel=\"canonical\" href=\"https://example.com/{{url}}\">\n"
            + "<link rel=\"stylesheet\" href=\"{{assets}}site.css\" media=\"screen\">\n"
            + "{{#alternates}}<link rel=\"alternate\" hreflang=\"{{hreflang}}\" href=\"{{url}}\">{{/alternates}}\n</head>\n"
        let body = "<!DOCTYPE html>\n<html lang=\"{{site.language}}\" dir=\"ltr\">\n{{> head}}\n<body class=\"x\" data-theme=\"plain\">\n"
            + "<input type=\"checkbox\" id=\"t\" class=\"toggle\" aria-label=\"Pages\"><label for=\"t\" aria-hidden=\"true\">Pages</label>\n"
            + "<input type=\"radio\" name=\"r\" id=\"r1\" checked>\n<header><nav aria-label=\"Main\"><a href=\"{{home}}\" rel=\"home\">Home</a>"
            + "<a href=\"mailto:a@example.com\">Mail</a></nav></header>\n<main><details open><summary>More</summary>x</details>"
            + "<article>{{{page.content}}}</article><img src=\"{{assets}}logo.png\" alt=\"\"></main>\n<aside>x</aside><footer><!-- <script> --></footer>\n</body>\n</html>\n"
        let s = try TemporarySite(["content/index.md": "# Home\n", "templates/page.html": body, "templates/partials/head.html": head])
        XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")))
        let report = try s.build(theme: true)
        XCTAssertTrue(s.page(report, "index.html").contains("data-theme=\"plain\""))
    }

    /// A red-team pass ran script through sections: the check read each
    /// section shown, and rendered without it (or with it twice) the markup
    /// around it joined into a script, an event handler or a `javascript:`
    /// link. A section must start and end where that changes nothing but
    /// the tokens inside it. Each error names the section's opening tag.
    func testSectionsThatSplitMarkupAreErrors() throws {
        let vectors = [
            "<img src=\"nope.png\" alt=\"\" {{#page.isHome}}data-{{/page.isHome}}onerror=\"window.r1=1\">",
            "<{{#page.isHome}}b data-{{/page.isHome}}script>window.r2=1</script>",
            "<a href=\"{{#page.isHome}}./{{/page.isHome}}javascript:void(0)\">x</a>",
            "a <{{#page.isHome}} {{/page.isHome}}script>x",
            "<sp{{#page.isHome}}an {{/page.isHome}}>x</span>",
            "{{#toc}}>x<b{{/toc}} class=\"a\">x</b>",
            "<a title=\"x\"{{#page.isHome}} class=\"y\"{{/page.isHome}}id=\"z\">x</a>",
            "<!-- {{#page.isHome}} --> {{/page.isHome}} -->",
        ]
        for vector in vectors {
            let failure = try loadFailure(["templates/page.html": page(vector)])
            XCTAssertEqual(failure?.path, "templates/page.html", vector)
            XCTAssertEqual(failure?.diagnostic.location.line, 5, vector)
            let message = failure?.diagnostic.message ?? "no error"
            XCTAssertTrue(message.hasPrefix("the section {{#") && message.contains("in a theme template: it starts or ends inside a tag"),
                          "\(vector): \(message)")
            XCTAssertNotNil(failure?.diagnostic.suggestion, vector)
        }
        // Whole attributes after a space, and whole elements, pass.
        for fine in ["<a href=\"{{url}}\"{{#page.isHome}} aria-current=\"page\"{{/page.isHome}}>x</a>",
                     "<a href=\"{{url}}\" {{#page.isHome}}class=\"home\" {{/page.isHome}}>x</a>",
                     "{{#page.isHome}}<p>Home</p>{{/page.isHome}}{{^page.isHome}}<p>{{page.title}}</p>{{/page.isHome}}"] {
            let s = try TemporarySite(["templates/page.html": page(fine)])
            XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")), fine)
        }
    }

    /// A page is UTF-8: with `<meta charset="ISO-2022-JP">` a page's text
    /// with its escape sequences swallowed a quote, and an event handler
    /// ran (a red-team pass). And the escapes themselves never reach a
    /// page: a browser guessing the encoding could read them so.
    func testACharsetOtherThanUTF8IsAnErrorAndEscapesNeverReachAPage() throws {
        let failure = try loadFailure(["templates/partials/head.html": "<head><meta charset=\"ISO-2022-JP\"><title>{{page.title}}</title></head>\n"])
        XCTAssertTrue(failure?.diagnostic.message.hasPrefix("charset=\"ISO-2022-JP\" on <meta> in a theme template: a page is UTF-8") == true,
                      failure?.diagnostic.message ?? "no error")
        let s = try TemporarySite(["content/index.md": "# Home\n\n[a](https://example.com/ \"\u{1B}$B\") \u{1B}(B text\n"])
        let report = try s.build()
        let html = s.page(report, "index.html")
        XCTAssertFalse(html.unicodeScalars.contains("\u{1B}"), html)
        XCTAssertTrue(html.contains("\u{FFFD}$B"), html)
    }

    /// The template parser reads by characters, the check by scalars: `{{`
    /// with a combining mark after it is text to the parser and a tag to
    /// the check, which then skipped the `<script>` inside it.
    func testABraceWithACombiningMarkIsAnError() throws {
        let failure = try loadFailure(["templates/page.html": page("{{\u{301}<script>window.r5=1</script>}}")])
        XCTAssertTrue(failure?.diagnostic.message.hasPrefix("a brace joined to the character beside it in a theme template") == true,
                      failure?.diagnostic.message ?? "no error")
    }

    /// Partials were expanded for the check only up to 4 Mi characters, and
    /// a partial past that (a `<script>`) was not read, while the page was
    /// rendered whole. Now a template that large is an error.
    func testATemplateTooLargeToCheckIsAnError() throws {
        let big = "<!-- " + String(repeating: "a", count: 1_100_000) + " -->"
        let failure = try loadFailure(["templates/page.html": page("{{> big}}{{> big}}{{> big}}{{> big}}{{> evil}}"),
                                       "templates/partials/big.html": big,
                                       "templates/partials/evil.html": "<script>window.r4=1</script>"])
        XCTAssertTrue(failure?.diagnostic.message.hasPrefix("the template with its partials in a theme template: it is larger") == true,
                      failure?.diagnostic.message ?? "no error")
    }

    /// The second red-team pass: a section holding `</title>` left the
    /// title open when left out (its text ran on to a `</title>` in an
    /// attribute, and the `<img>` after it was markup); values that render
    /// empty (`{{page}}`, a page without a description) closed a comment
    /// early, began one, or finished a `</title`; and a "prepend"
    /// character before `{{` joins it into another character for the
    /// template's parser. Each ran script in Chromium; each is an error.
    func testWhatRenderingLeavesOutOrEmptyCannotJoinMarkup() throws {
        let cases: [(name: String, page: String, message: String)] = [
            ("title", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>abc{{#page.isHome}}</title>{{/page.isHome}}</head>\n"
                + "<body><a title='</title><img src=x onerror=\"window.pw=1\">'>x</a>{{{page.content}}}</body></html>\n",
             "the section {{#page.isHome}} in a theme template"),
            ("comment closed", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                + "<body><!-- -{{page}}-> <img src=x onerror=\"window.pw=1\"> -->{{{page.content}}}</body></html>\n",
             "a value {{…}} there in a theme template"),
            ("comment closed by a description", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                + "<body><!-- x --{{page.description}}> <img src=x onerror=\"window.pw=1\"> -->{{{page.content}}}</body></html>\n",
             "a value {{…}} there in a theme template"),
            ("title finished", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>t </tit{{nav}}le><img src=x onerror=\"window.pw=1\"></title></head>\n"
                + "<body>{{{page.content}}}</body></html>\n",
             "a value {{…}} there in a theme template"),
            ("comment begun", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                + "<body><!{{page}}-- x><a title=\"--><img src=x onerror=window.pw=1>\">y</a>{{{page.content}}}</body></html>\n",
             "a value {{…}} there in a theme template"),
            ("prepend", "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{{page.title}}</title></head>\n"
                + "<body>\u{600}{{! <img src=x onerror=\"window.pw=1\"> }}{{{page.content}}}</body></html>\n",
             "a brace joined to the character beside it in a theme template"),
        ]
        for (name, template, message) in cases {
            let failure = try loadFailure(["templates/page.html": template])
            XCTAssertTrue(failure?.diagnostic.message.hasPrefix(message) == true, "\(name): \(failure?.diagnostic.message ?? "no error")")
        }
        // A value in a title whose text reads like a tag, not `</title`, is fine.
        let s = try TemporarySite(["templates/page.html": page("<p title=\"{{page.title}}\">{{page.title}} &lt; {{site.title}}</p>")])
        XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")))
    }

    /// The third red-team pass: a partial written `{{ > evil}}` was not
    /// read as one (the parser trims the tag first), so its script went
    /// unchecked; two attributes of one name, the first in a section, made
    /// the unchecked second the link where the section was left out; and
    /// a value could bring a URL's colon (`javascript{{page.description}}`).
    /// Each ran script in Chromium; each is an error.
    func testPartialsWithSpacesTwinAttributesAndAColonFromAValueAreErrors() throws {
        let spaced = try loadFailure(["templates/page.html": page("{{ > evil}}"), "templates/partials/evil.html": "<script>window.pw=1</script>"])
        XCTAssertTrue(spaced?.diagnostic.message.hasPrefix("<script> in a theme template") == true, spaced?.diagnostic.message ?? "no error")
        XCTAssertEqual(spaced?.path, "templates/partials/evil.html")
        let twice = try loadFailure(["templates/page.html": page("<a id=\"hit\" {{#prev}}href=\"#p\"{{/prev}} href=\"javascript:void(0)\">X</a>")])
        XCTAssertTrue(twice?.diagnostic.message.hasPrefix("href on <a> in a theme template: it is the element's second attribute of that name") == true,
                      twice?.diagnostic.message ?? "no error")
        for colon in ["<a href=\"javascript{{page.description}}\">x</a>", "<a href=\"{{root}}javascript{{page.title}}\">x</a>"] {
            let failure = try loadFailure(["templates/page.html": page(colon)])
            XCTAssertTrue(failure?.diagnostic.message.contains("a URL whose scheme a value could make") == true, "\(colon): \(failure?.diagnostic.message ?? "no error")")
        }
        // After a '#', '/', '?' or ':' the template wrote, a value cannot make a scheme.
        for fine in ["<a href=\"#{{page.title}}\">x</a>", "<a href=\"{{url}}?q={{page.title}}\">x</a>", "<a href=\"mailto:{{page.title}}\">x</a>"] {
            let s = try TemporarySite(["templates/page.html": page(fine)])
            XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")), fine)
        }
    }

    /// The build's page-flag markers (U+FDD0 to U+FDD3), written in a
    /// theme's nav partial, made the step that keeps each page's part of
    /// the shared nav cut out the quote that kept an `<img onerror>` inside
    /// an attribute (third red-team pass). Only the build writes them now:
    /// in a template's text or a value they become U+FFFD.
    func testPageFlagMarkersInATemplateAreNotTheBuilds() throws {
        func marker(_ v: UInt32) -> String { String(Unicode.Scalar(v)!) }   // a literal may not hold them
        let nav = "<nav>{{#nav}}{{/nav}}<p title=\"\(marker(0xFDD0))999999\(marker(0xFDD2))\" data-x='\(marker(0xFDD3))\"><img src=x onerror=window.pw=1>'>x</p></nav>\n"
        let s = try TemporarySite(["content/index.md": "# Home\n", "content/second.md": "# Second\n", "templates/partials/nav.html": nav])
        let report = try s.build(theme: true)
        for path in ["index.html", "second.html"] {
            let html = s.page(report, path)
            XCTAssertTrue(html.contains("data-x='\u{FFFD}\"><img src=x onerror=window.pw=1>'"), "\(path): \(html)")
            XCTAssertFalse(html.unicodeScalars.contains { (0xFDD0...0xFDD3).contains($0.value) }, path)
        }
    }

    /// A pass is remembered in the build cache by the templates' text and
    /// the binary, and a rebuild with the same theme skips the check; an
    /// edit is checked again, and a failure is never remembered. The forged
    /// memo at the end shows the skip is real (and that the memo is trusted
    /// as the templates beside it are).
    func testAPassIsRememberedAndAnEditIsCheckedAgain() throws {
        let s = try TemporarySite(["templates/page.html": page(""), ".plumb-cache/keep": ""])
        let cache = s.root.appendingPathComponent(".plumb-cache")
        let templates = s.root.appendingPathComponent("templates")
        let memoFile = cache.appendingPathComponent("template-check")
        _ = try Theme.load(from: templates, checks: TemplateCheckMemo(folder: cache))
        let passed = try String(contentsOf: memoFile, encoding: .utf8)
        XCTAssertEqual(passed.count, 64, "a SHA-256 in hex")

        try page("<script>window.x=1</script>").write(to: templates.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Theme.load(from: templates, checks: TemplateCheckMemo(folder: cache)), "an edit is checked again")
        XCTAssertEqual(try String(contentsOf: memoFile, encoding: .utf8), passed, "a failure is not remembered")

        // The memo names the theme it vouches for: forged for this one, the
        // check is skipped.
        var texts: [String: TemplateMarkup.Source] = [:]
        let builtIn = try XCTUnwrap(Theme.builtIn)
        texts["page.html"] = ("templates/page.html", page("<script>window.x=1</script>"))
        texts["404.html"] = ("(built-in theme)/404.html", try String(contentsOf: builtIn.appendingPathComponent("404.html"), encoding: .utf8))
        for name in try FileManager.default.contentsOfDirectory(atPath: builtIn.appendingPathComponent("partials").path) where name.hasSuffix(".html") {
            texts["partials/\(name)"] = ("(built-in theme)/partials/\(name)",
                                         try String(contentsOf: builtIn.appendingPathComponent("partials/\(name)"), encoding: .utf8))
        }
        try Data(TemplateCheckMemo.key(texts).utf8).write(to: memoFile)
        XCTAssertNoThrow(try Theme.load(from: templates, checks: TemplateCheckMemo(folder: cache)))
        XCTAssertThrowsError(try Theme.load(from: templates), "without the memo it is checked")
    }

    /// Only a brace beside a non-ASCII scalar can join it (the check skips
    /// measuring the rest): an accented letter beside a brace is two
    /// characters and passes; a combining mark after one is refused.
    func testABraceBesideAnAccentedLetterPasses() throws {
        let s = try TemporarySite(["templates/page.html": page("<p>é{{page.title}}é</p>")])
        XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")))
        let failure = try loadFailure(["templates/page.html": page("<p>a}\u{301}b</p>")])
        XCTAssertTrue(failure?.diagnostic.message.hasPrefix("a brace joined to the character beside it") == true, failure?.diagnostic.message ?? "no error")
    }

    /// The fifth red-team pass: `&#{{page.title}}` with a title of
    /// "106;avascript:…" made a `javascript:` link (the check read `&#` as
    /// text; the value finished the reference), and a script in a partial
    /// twenty deep ran: the check stopped reading at that depth, while the
    /// navigation, rendered from the nav partial on its own, went one
    /// level deeper. Both are errors now; `&amp;` before a value is not.
    func testAValueFinishingAReferenceAndPartialsTooDeepAreErrors() throws {
        for vector in ["<a href=\"&#{{page.title}}\">x</a>", "<a href=\"&#x{{page.title}}\">x</a>", "<a href=\"&{{page.title}}\">x</a>",
                       "<p>Q&A{{page.title}}</p>", "<a href=\"&#{{#page.isHome}}{{/page.isHome}}{{page.title}}\">x</a>"] {
            let failure = try loadFailure(["templates/page.html": page(vector)])
            XCTAssertTrue(failure?.diagnostic.message.hasPrefix("a value (") == true || failure?.diagnostic.message.contains("could finish a character reference") == true,
                          "\(vector): \(failure?.diagnostic.message ?? "no error")")
            XCTAssertTrue(failure?.diagnostic.message.contains("could finish a character reference") == true, vector)
            XCTAssertEqual(failure?.diagnostic.location.line, 5, vector)
        }
        let fine = try TemporarySite(["templates/page.html": page("<p>Q&amp;{{page.title}} &lt;{{page.title}}&gt; &#38; {{page.title}}</p>")])
        XCTAssertNoThrow(try Theme.load(from: fine.root.appendingPathComponent("templates")))

        var deep: [String: String] = ["templates/page.html": page("{{> p1}}")]
        for i in 1..<20 { deep["templates/partials/p\(i).html"] = "{{> p\(i + 1)}}" }
        deep["templates/partials/p20.html"] = "<span>{{> p21}}</span>"
        deep["templates/partials/p21.html"] = "<img src=\"x\" alt=\"\" onerror=\"window.pw=1\">"
        let failure = try loadFailure(deep)
        XCTAssertEqual(failure?.path, "templates/partials/p20.html")
        XCTAssertEqual(failure?.diagnostic.location, SourceLocation(line: 1, column: 7))
        XCTAssertTrue(failure?.diagnostic.message.contains("more than 20 deep") == true, failure?.diagnostic.message ?? "no error")
        // Twenty deep is still read, and checked.
        deep["templates/partials/p20.html"] = "<span>twenty</span>"
        let s = try TemporarySite(deep)
        XCTAssertNoThrow(try Theme.load(from: s.root.appendingPathComponent("templates")))
    }

    /// A sixth red-team pass: a `</title>` with no title open (harmless on
    /// its own) closed the SVG title a page's content had left open, and
    /// the theme's next `<title>` was read as markup. It is an error.
    func testAStrayTitleEndTagIsAnError() throws {
        let failure = try loadFailure(["templates/page.html": page("</title><title><img src=x onerror=\"window.pw=1\"></title>")])
        XCTAssertEqual(failure?.diagnostic.location, SourceLocation(line: 5, column: 24))
        XCTAssertTrue(failure?.diagnostic.message.contains("no element of its name is open there") == true, failure?.diagnostic.message ?? "no error")
    }
}
