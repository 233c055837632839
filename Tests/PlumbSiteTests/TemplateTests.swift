import XCTest
import PlumbDiagnostics
@testable import PlumbSite

final class TemplateTests: XCTestCase {
    let context = TemplateValue.object([
        "site": .object(["title": .string("A <b>site</b>")]),
        "page": .object(["content": .string("<p>ok</p>"), "isHome": .bool(false)]),
        "nav": .list([.object(["title": .string("One"), "url": .string("one.html"), "current": .bool(true)]),
                      .object(["title": .string("Two"), "url": .string("two.html"), "current": .bool(false)])]),
    ])

    func testVariablesAreEscapedUnlessTriple() throws {
        let t = try Template(name: "t", source: "{{site.title}}|{{{page.content}}}")
        XCTAssertEqual(try t.render(context, partials: [:]), "A &lt;b&gt;site&lt;/b&gt;|<p>ok</p>")
    }

    func testSectionsLoopsInvertedAndPartials() throws {
        let item = try Template(name: "item", source: "<a href=\"{{url}}\"{{#current}} class=\"on\"{{/current}}>{{title}}</a>")
        let t = try Template(name: "t", source: "{{#nav}}{{> item}};{{/nav}}{{^page.isHome}}not home{{/page.isHome}}{{#prev}}never{{/prev}}{{! gone }}")
        XCTAssertEqual(try t.render(context, partials: ["item": item]),
                       "<a href=\"one.html\" class=\"on\">One</a>;<a href=\"two.html\">Two</a>;not home")
    }

    /// Errors name the template, line and column, and suggest a fix.
    /// A partial rendered once for many pages leaves `current` open: each
    /// page keeps its own entry's marked text (and the inverted section's
    /// text of every other entry), and no marker survives.
    func testPageFlagsAreDecidedPerPage() throws {
        let t = try Template(name: "nav", source: "{{#nav}}{{#pages}}<{{title}}{{#current}}*{{/current}}{{^current}}-{{/current}}>{{/pages}}{{/nav}}")
        let entries: [TemplateValue] = (0..<3).map { .object(["title": .string("p\($0)"), "current": .pageFlag($0)]) }
        let shared = try t.render(.object(["nav": .list([.object(["pages": .list(entries)])])]), partials: [:])
        XCTAssertEqual(PageFlag.resolve(shared, page: 1), "<p0-><p1*><p2->")
        XCTAssertEqual(PageFlag.resolve(shared, page: 2), "<p0-><p1-><p2*>")
        XCTAssertEqual(PageFlag.resolve(shared, page: nil), "<p0-><p1-><p2->")
        XCTAssertEqual(PageFlag.sanitize("a" + String(Character(PageFlag.open)) + "b"), "a\u{FFFD}b")
        // Flags nested in flags, page numbers of several digits (page 1 is
        // not page 12), and text of any script beside the markers.
        let nested = try Template(name: "nav", source: "{{#pages}}[{{#current}}é{{title}}{{#current}}✓{{/current}}{{/current}}{{^current}}{{title}}ü{{/current}}]{{/pages}}")
        let many: [TemplateValue] = (0..<13).map { .object(["title": .string("字\($0)"), "current": .pageFlag($0)]) }
        let all = try nested.render(.object(["pages": .list(many)]), partials: [:])
        func expected(_ page: Int?) -> String { (0..<13).map { (i: Int) in i == page ? "[é字\(i)✓]" : "[字\(i)ü]" }.joined() }
        for page in [12, 1, 0, nil] { XCTAssertEqual(PageFlag.resolve(all, page: page), expected(page)) }
        XCTAssertEqual(PageFlag.resolve("no markers, ü", page: 3), "no markers, ü")
    }

    func testErrorsArePinpointed() {
        func error(_ source: String, partials: [String: Template] = [:]) -> Diagnostic? {
            do {
                _ = try Template(name: "page.html", source: source).render(context, partials: partials)
                return nil
            } catch let e as Template.Error {
                XCTAssertEqual(e.template, "page.html")
                return e.diagnostic
            } catch { return nil }
        }
        XCTAssertEqual(error("a\n  {{#nav}}x")?.location, SourceLocation(line: 2, column: 3))
        XCTAssertTrue(error("a\n  {{#nav}}x")?.message.contains("never closed") ?? false)
        let mismatch = error("{{#nav}}{{/page}}")
        XCTAssertEqual(mismatch?.location, SourceLocation(line: 1, column: 9))
        let typo = error("x {{sitee.title}}")
        XCTAssertEqual(typo?.location, SourceLocation(line: 1, column: 3))
        XCTAssertEqual(typo?.suggestion, "did you mean 'site'?")
        XCTAssertEqual(error("{{> nva}}", partials: ["nav": try! Template(name: "nav", source: "")])?.suggestion, "did you mean 'nav'?")
        XCTAssertTrue(error("{{site.title")?.message.contains("never closed") ?? false)
        // A template saved with CR LF: each is one character, a line break
        // (lines were not counted, every error said line 1).
        XCTAssertEqual(error("a\r\n\r\n  {{#nav}}x")?.location, SourceLocation(line: 3, column: 3))
        // Text of any script before a tag counts in characters: "é" and
        // "字" are one column each, a brace with a combining mark is text.
        XCTAssertEqual(error("é字{\u{301}{{sitee}}")?.location, SourceLocation(line: 1, column: 4))
    }

    /// A theme's words are `strings.KEY`, a key of the strings files: a
    /// misspelt key is an error with the key it meant, and a key alone
    /// (`{{footer}}`) is no variable.
    func testStringsAreReadByTheirKeys() throws {
        XCTAssertNoThrow(try Template(name: "t", source: "{{strings.onThisPage}} {{strings.pages}}"))
        XCTAssertThrowsError(try Template(name: "t", source: "{{strings.onThisPag}}")) { error in
            XCTAssertEqual((error as? Template.Error)?.diagnostic.suggestion, "did you mean 'strings.onThisPage'?")
        }
        XCTAssertThrowsError(try Template(name: "t", source: "{{footer}}"))
    }

    /// `{{site.titel}}` once rendered empty with exit 0; a misspelt field of
    /// a known object is an error at its place, with the field it meant.
    /// A name nothing supplies (`plumbVersion`) is no longer "known".
    func testMisspeltFieldsAndUnsuppliedNamesAreErrors() throws {
        XCTAssertThrowsError(try Template(name: "t", source: "<h1>\n  {{site.titel}}</h1>")) { error in
            let e = error as? Template.Error
            XCTAssertEqual(e?.diagnostic.message, "unknown variable 'site.titel'")
            XCTAssertEqual(e?.diagnostic.suggestion, "did you mean 'site.title'?")
            XCTAssertEqual(e?.diagnostic.location, SourceLocation(line: 2, column: 3))
        }
        // Names nothing supplies are refused when the template is read, even
        // inside a section that this page would skip.
        XCTAssertThrowsError(try Template(name: "templates/page.html", source: "<p>\n{{#prev}}<a>{{titel}}</a>{{/prev}}")) { error in
            let e = error as? Template.Error
            XCTAssertEqual(e?.description, "templates/page.html:2:13: unknown variable 'titel'")
            XCTAssertEqual(e?.diagnostic.suggestion, "did you mean 'title'?")
        }
        XCTAssertThrowsError(try Template(name: "t", source: "{{plumbVersion}}"))
        // A known field that does not apply here renders empty, as before.
        XCTAssertEqual(try Template(name: "t", source: "[{{page.description}}]").render(context, partials: [:]), "[]")
    }

    /// Layout code is highlighted from the language's own word lists: a
    /// declaration kind, a property and an anchor, with no list of its own
    /// to fall behind the parser.
    func testLayoutHighlightingUsesTheLanguagesVocabulary() {
        let html = SyntaxHighlighter.html("stack s distribution=fillEqually\ns.top == root.top", language: "layout")
        XCTAssertTrue(html.contains("<span class=\"hl-kw\">stack</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"hl-anchor\">distribution</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"hl-anchor\">top</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"hl-kw\">root</span>"), html)
    }

    /// Whole outputs, operators and comments included, and every character
    /// HTML reserves escaped, even with a combining accent on it.
    func testHighlightedCodeIsExactAndEscaped() {
        XCTAssertEqual(SyntaxHighlighter.html("a.top >= b.bottom + 8 @750 # gap\nH:|-[a]-|", language: "layout"),
                       "a.<span class=\"hl-anchor\">top</span> <span class=\"hl-op\">&gt;=</span> b.<span class=\"hl-anchor\">bottom</span> + "
                       + "<span class=\"hl-num\">8</span> <span class=\"hl-op\">@</span><span class=\"hl-num\">750</span> "
                       + "<span class=\"hl-com\"># gap</span>\nH:|-[a]-|")
        XCTAssertEqual(SyntaxHighlighter.html("let x = a < b && c > \"<d>\" // <e>\n/* f */ y <\u{301} z", language: "swift"),
                       "<span class=\"hl-kw\">let</span> x = a &lt; b &amp;&amp; c &gt; <span class=\"hl-str\">&quot;&lt;d&gt;&quot;</span> "
                       + "<span class=\"hl-com\">// &lt;e&gt;</span>\n<span class=\"hl-com\">/* f */</span> y &lt;\u{301} z")
    }

    /// Code with characters beyond ASCII is read a Character at a time (the
    /// highlighter reads ASCII by bytes): a CJK identifier is a word but
    /// not a type, a string and a comment keep their text, an accented
    /// capital starts a type and an Arabic-Indic digit is a number.
    func testHighlightingReadsCharactersBeyondASCII() {
        XCTAssertEqual(SyntaxHighlighter.html("let 名字 = \"登录\" // 注释\nÉcran.width = ٣", language: "swift"),
                       "<span class=\"hl-kw\">let</span> 名字 = <span class=\"hl-str\">&quot;登录&quot;</span> <span class=\"hl-com\">// 注释</span>\n"
                       + "<span class=\"hl-type\">Écran</span>.width = <span class=\"hl-num\">٣</span>")
        // A quote with a combining accent is one Character and no quote:
        // the string runs on to the end of the line (its newline included,
        // as an unclosed string's always was).
        XCTAssertEqual(SyntaxHighlighter.html("x = \"a\"\u{301} b\ny", language: "swift"),
                       "x = <span class=\"hl-str\">&quot;a&quot;\u{301} b\n</span>y")
    }

    /// Past the limit, code is escaped as it is, not highlighted (issue 26
    /// §2: a 50 MB block's highlighting took a minute after its budget had
    /// stopped it); at the limit it is still highlighted.
    func testCodePastTheLimitIsEscapedNotHighlighted() {
        let line = "a.top == b.top # <x>\n"
        let atLimit = String(repeating: "a", count: SyntaxHighlighter.highlightLimit - line.utf8.count) + "\n"
        XCTAssertTrue(SyntaxHighlighter.html(String(atLimit.dropLast()) + line, language: "layout").contains("hl-anchor"))
        let past = String(repeating: line, count: SyntaxHighlighter.highlightLimit / line.utf8.count + 1)
        let html = SyntaxHighlighter.html(past, language: "layout")
        XCTAssertFalse(html.contains("<span"))
        XCTAssertEqual(html, HTMLEscaped(past))
    }

    private func HTMLEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
