import XCTest
import PlumbDiagnostics
import PlumbLayout
import PlumbMarkdown
@testable import PlumbSite

/// Sites in more than one language (docs/site.md, "Languages"): where
/// translations are published, what each page says about its language and
/// its translations, navigation per language, the theme's words per
/// language, and the Chinese index.
final class LanguageTests: XCTestCase {
    /// English by default, 简体中文 declared; `a` translated, `b` not.
    func twoLanguages(_ extra: [String: String] = [:]) throws -> TemporarySite {
        try TemporarySite([
            "plumb.json": """
            {
              "title": "Guide",
              "baseURL": "https://example.org/g/",
              "languages": {
                "zh-Hans": { "title": "指南", "indexTerms": ["约束"] }
              }
            }
            """,
            "content/index.md": "# Home\n\nSee [A](guide/a.md) and [B](guide/b.md#b).\n",
            "content/index.zh-Hans.md": "# 首页\n\n看 [A](guide/a.md#约束) 和 [B](guide/b.md#b)。\n",
            "content/guide/a.md": "---\norder: 1\n---\n# A\n\n## Constraints\n",
            "content/guide/a.zh-Hans.md": "# 甲\n\n## 约束\n\n约束的文字。\n",
            "content/guide/b.md": "---\norder: 2\n---\n# B\n\n## B\n",
        ].merging(extra) { _, new in new })
    }

    func testATranslationIsPublishedInItsLanguagesFolder() throws {
        let s = try twoLanguages()
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        for path in ["index.html", "guide/a.html", "guide/b.html", "zh-Hans/index.html", "zh-Hans/guide/a.html"] {
            XCTAssertNotNil(report.files[path], path)
        }
        XCTAssertNil(report.files["zh-Hans/guide/b.html"], "an untranslated page is absent from the language, never stood in for")
        XCTAssertNil(report.files["guide/a.zh-Hans.html"])
        let zh = s.page(report, "zh-Hans/guide/a.html")
        XCTAssertTrue(zh.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\">"))
        XCTAssertTrue(s.page(report, "guide/a.html").contains("<html lang=\"en\">"))
        XCTAssertTrue(zh.contains("<title>甲 · 指南</title>"), "the language's own site title")
    }

    func testEveryPageNamesItsTranslationsAndTheDefault() throws {
        let s = try twoLanguages()
        let report = try s.build()
        let zh = s.page(report, "zh-Hans/guide/a.html")
        XCTAssertTrue(zh.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../guide/a.html\">"), zh)
        XCTAssertTrue(zh.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"../../zh-Hans/guide/a.html\">"))
        XCTAssertTrue(zh.contains("<link rel=\"alternate\" hreflang=\"x-default\" href=\"../../guide/a.html\">"))
        // The switcher: a link to the English page, the current language marked.
        XCTAssertTrue(zh.contains("<a href=\"../../guide/a.html\" hreflang=\"en\" lang=\"en\">English</a>"))
        XCTAssertTrue(zh.contains("<span class=\"language-current\" lang=\"zh-Hans\" aria-current=\"page\">简体中文</span>"))
        // An untranslated page: no hreflang for the missing language, and the switcher says so.
        let b = s.page(report, "guide/b.html")
        XCTAssertFalse(b.contains("hreflang=\"zh-Hans\""), b)
        XCTAssertTrue(b.contains("<span lang=\"zh-Hans\">简体中文</span> <small>(not translated)</small>"))
    }

    func testASingleLanguageSiteHasNoSwitcherOrAlternates() throws {
        let s = try TemporarySite(["content/index.md": "# Home\n", "content/a.md": "# A\n"])
        let html = s.page(try s.build(), "a.html")
        XCTAssertFalse(html.contains("hreflang"))
        XCTAssertFalse(html.contains("class=\"languages\""))
    }

    func testNavigationPrevNextIndexAnd404ArePerLanguage() throws {
        let s = try twoLanguages()
        let report = try s.build()
        let zhHome = s.page(report, "zh-Hans/index.html")
        XCTAssertTrue(zhHome.contains("<li><a href=\"../zh-Hans/guide/a.html\">甲</a></li>"), zhHome)
        XCTAssertFalse(zhHome.contains("guide/b.html\">B</a></li>"), "the Chinese sidebar lists Chinese pages only")
        XCTAssertTrue(zhHome.contains("<a class=\"next\" rel=\"next\" href=\"../zh-Hans/guide/a.html\">甲&nbsp;→</a>"))
        let zhA = s.page(report, "zh-Hans/guide/a.html")
        XCTAssertFalse(zhA.contains("rel=\"next\""), "the last Chinese page has no next page, though English has b")
        XCTAssertTrue(zhA.contains("<a class=\"index-link\" href=\"../../zh-Hans/genindex.html\">索引</a>"))
        XCTAssertTrue(s.page(report, "guide/b.html").contains("rel=\"prev\" href=\"../guide/a.html\">←&nbsp;A</a>"))
        let zh404 = s.page(report, "zh-Hans/404.html")
        XCTAssertTrue(zh404.contains("<h1>页面不存在</h1>"), zh404)
        XCTAssertTrue(zh404.contains("href=\"/g/zh-Hans/index.html\">首页</a>"))
        XCTAssertTrue(s.page(report, "404.html").contains("<h1>Page not found</h1>"))
        XCTAssertTrue(s.page(report, "zh-Hans/genindex.html").contains("<h1 id=\"index\">索引</h1>"))
        XCTAssertFalse(s.page(report, "genindex.html").contains("约束"), "the English index has English pages' terms only")
    }

    func testEachLanguageHasASitemapWithAlternates() throws {
        let s = try twoLanguages()
        let report = try s.build()
        let zh = s.page(report, "zh-Hans/sitemap.xml")
        XCTAssertTrue(zh.contains("<url><loc>https://example.org/g/zh-Hans/guide/a.html</loc>"), zh)
        XCTAssertTrue(zh.contains("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/g/guide/a.html\"/>"))
        XCTAssertFalse(zh.contains("<loc>https://example.org/g/guide/b.html</loc>"))
        let en = s.page(report, "sitemap.xml")
        XCTAssertTrue(en.contains("<loc>https://example.org/g/guide/b.html</loc>"))
        XCTAssertFalse(en.contains("<loc>https://example.org/g/zh-Hans/"), "each language's pages in its own sitemap")
    }

    /// A link in a translation goes to that language's version when there is
    /// one, else to the original; `check` follows the same rule.
    func testATranslationsLinksGoToItsLanguageElseTheOriginal() throws {
        let s = try twoLanguages()
        let report = try s.build()
        let zhHome = s.page(report, "zh-Hans/index.html")
        XCTAssertTrue(zhHome.contains("<a href=\"guide/a.html#约束\">A</a>"), zhHome)
        XCTAssertTrue(zhHome.contains("<a href=\"../guide/b.html#b\">B</a>"))
        XCTAssertEqual(LinkChecker.check(report, contentFolder: "content").map(\.diagnostic.message), [])

        let broken = try twoLanguages(["content/guide/a.zh-Hans.md": "# 甲\n\n[缺](missing.md) 和 [B](b.md#nowhere)\n\n## 约束\n"])
        let messages = LinkChecker.check(try broken.build(), contentFolder: "content").map { "\($0.path):\($0.diagnostic.location.line): \($0.diagnostic.message)" }
        XCTAssertEqual(messages.sorted(), [
            "content/guide/a.zh-Hans.md:3: link 'b.md#nowhere' points to '#nowhere', which guide/b.html does not have",
            "content/guide/a.zh-Hans.md:3: link 'missing.md' points to a page that does not exist",
        ])
    }

    /// A sixth red-team pass: on a site in two languages, a link to a page
    /// whose file is named `javascript:….md` was written from the page's
    /// raw output path, `javascript:…html`, a URL that runs when clicked.
    /// Links to pages are percent-encoded, as the navigation's are; a page
    /// name with a space or `#` stays one path too.
    func testALinkToAPageIsPercentEncodedWhateverItsName() throws {
        let s = try twoLanguages([
            "content/index.md": "# Home\n\n[x](./javascript:document.title='p';x.md) [y](guide/odd%20name.md)\n",
            "content/javascript:document.title='p';x.md": "# Evil\n",
            "content/guide/odd name.md": "# Odd\n",
        ])
        let home = s.page(try s.build(), "index.html")
        XCTAssertTrue(home.contains("<a href=\"javascript%3Adocument.title%3D%27p%27%3Bx.html\">x</a>"), home)
        XCTAssertFalse(home.contains("href=\"javascript:"), home)
        XCTAssertTrue(home.contains("<a href=\"guide/odd%20name.html\">y</a>"), home)
    }

    func testALanguageSuffixTheSiteDoesNotDeclareIsAWarning() throws {
        let s = try twoLanguages(["content/guide/c.fr.md": "# C\n", "content/guide/d.en.md": "# D\n", "content/notes.v2.md": "# Notes\n"])
        let report = try s.build()
        let warnings = report.diagnostics.filter { $0.diagnostic.severity == .warning }
        XCTAssertEqual(warnings.map(\.path), ["content/guide/c.fr.md", "content/guide/d.en.md"], "notes.v2.md is no language")
        XCTAssertTrue(warnings[0].diagnostic.message.contains("'fr' is not one of this site's languages (en, zh-Hans)"), warnings[0].diagnostic.message)
        XCTAssertEqual(warnings[0].diagnostic.suggestion, "add \"fr\": {} to \"languages\" in plumb.json, or take '.fr' out of the file name")
        XCTAssertEqual(warnings[1].diagnostic.suggestion, "rename it 'd.md'")
        XCTAssertNotNil(report.files["guide/c.fr.html"], "published as a page of its own, never dropped")
    }

    func testTwoPagesPublishedAtOnePlaceAreAnError() throws {
        let s = try twoLanguages(["content/zh-Hans/guide/a.md": "# 另一个甲\n"])
        let report = try s.build()
        let errors = report.diagnostics.filter { $0.diagnostic.severity == .error }
        XCTAssertEqual(errors.map(\.path), ["content/zh-Hans/guide/a.md"])
        XCTAssertEqual(errors.first?.diagnostic.message,
                       "this page would be published at 'zh-Hans/guide/a.html', where the page made from 'guide/a.zh-Hans.md' goes")
    }

    func testLanguageTagsInPlumbJSONAreChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("""
        {
          "language": "EN",
          "languages": {
            "cn": { "title": "中文" },
            "zh_Hant": {},
            "ja": { "titel": "ガイド" }
          }
        }
        """.utf8).write(to: root.appendingPathComponent("plumb.json"))
        let (config, diagnostics) = SiteConfig.load(root: root)
        let shown = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message); \($0.suggestion ?? "")" }
        XCTAssertEqual(shown, [
            "2:3 error 'EN' is not a language tag; did you mean 'en'?",
            "4:5 error 'cn' is not a language tag; did you mean 'zh'?",
            "6:13 warning unknown setting 'titel' for language 'ja'; did you mean 'title'?",
            "5:5 error 'zh_Hant' is not a language tag; did you mean 'zh-Hant'?",
        ])
        XCTAssertEqual(config.allLanguages, ["en", "ja"])
    }

    /// The red team's find: a plumb.json that is there but cannot be read
    /// (a folder, a FIFO, a file without read permission) was taken for a
    /// missing one, and the site built with the defaults without a word.
    func testAPlumbJSONThatCannotBeReadIsAnErrorNotTheDefaults() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("plumb.json")
        XCTAssertEqual(SiteConfig.load(root: root).1, [], "a missing plumb.json means the defaults")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: false)
        var shown = SiteConfig.load(root: root).1.map { "\($0.location) \($0.severity) \($0.message)" }
        XCTAssertEqual(shown, ["1:1 error plumb.json cannot be read: it is a folder, not a file"])
        try FileManager.default.removeItem(at: config)
        XCTAssertEqual(mkfifo(config.path, 0o600), 0)
        shown = SiteConfig.load(root: root).1.map { "\($0.location) \($0.severity) \($0.message)" }
        XCTAssertEqual(shown, ["1:1 error plumb.json cannot be read: it is not a regular file (a FIFO, socket or device)"])
    }

    /// The theme's words come from `templates/strings/LANG.json`; a key a
    /// file lacks shows English, with a warning naming it.
    func testStringsComeFromTheLanguagesFileWithEnglishForWhatItLacks() throws {
        let s = try TemporarySite([
            "plumb.json": "{\"languages\": {\"fr\": {}, \"de\": {}}}",
            "templates/strings/fr.json": "{\n  \"onThisPage\": \"Sur cette page\",\n  \"calloutTip\": \"Astuce\",\n  \"indexMore\": \"et d'autres\",\n  \"onThisPag\": \"x\"\n}\n",
            "content/index.md": "# Home\n",
            "content/a.md": "# A\n\n## One\n\n## Two\n",
            "content/a.fr.md": "# A\n\n## Un\n\n## Deux\n\n> [!TIP]\n> Texte.\n\n> [!NOTE]\n> Texte.\n",
        ])
        let report = try s.build(theme: true)
        let fr = s.page(report, "fr/a.html")
        XCTAssertTrue(fr.contains("<summary>Sur cette page</summary>"), fr)
        XCTAssertTrue(fr.contains("<p class=\"callout-title\">Astuce</p>"))
        XCTAssertTrue(fr.contains("<p class=\"callout-title\">Note</p>"), "a missing string is English")
        let problems = report.diagnostics.filter { $0.path.contains("strings") || $0.path == "plumb.json" }
        let missing = problems.filter { $0.diagnostic.message.hasPrefix("missing string") }
        XCTAssertEqual(missing.count, ThemeStrings.keys.count - 3, "one warning per string fr.json lacks")
        XCTAssertTrue(missing.allSatisfy { $0.path == "templates/strings/fr.json" && $0.diagnostic.severity == .warning })
        XCTAssertTrue(missing.contains { $0.diagnostic.message == "missing string 'pages': pages in this language show the English \"Pages\"" })
        XCTAssertTrue(problems.contains { $0.diagnostic.message == "unknown string 'onThisPag'" && $0.diagnostic.suggestion == "did you mean 'onThisPage'?"
            && $0.diagnostic.location.line == 5 })
        XCTAssertTrue(problems.contains { $0.diagnostic.message == "string 'indexMore' leaves out {count}, which Plumb fills in" })
        XCTAssertTrue(problems.contains { $0.path == "plumb.json" && $0.diagnostic.message.hasPrefix("no strings for language 'de'") })
    }

    func testTheBuiltInChineseStringsAreComplete() throws {
        let theme = try Theme.load(from: nil)
        let (strings, diagnostics) = theme.strings(for: ["en", "zh-Hans"])
        XCTAssertEqual(diagnostics.map(\.diagnostic.message), [])
        for key in ThemeStrings.keys where key != "languageName" {
            XCTAssertNotEqual(strings["zh-Hans"]?[key], strings["en"]?[key], "'\(key)' is still English in zh-Hans.json")
        }
        XCTAssertEqual(strings["zh-Hans"]?["calloutTip"], "提示")
    }

    func testACalloutTakesTheAuthorsTitleOrTheLanguagesWord() throws {
        let s = try twoLanguages(["content/guide/a.zh-Hans.md": "# 甲\n\n> [!TIP] 小技巧\n> 内容。\n\n> [!warning]\n> 小心。\n"])
        let zh = s.page(try s.build(), "zh-Hans/guide/a.html")
        XCTAssertTrue(zh.contains("<div class=\"callout callout-tip\" role=\"note\">\n<p class=\"callout-title\">小技巧</p>\n<p>内容。</p>\n</div>"), zh)
        XCTAssertTrue(zh.contains("<p class=\"callout-title\">警告</p>"))
        XCTAssertTrue(zh.contains("aria-label=\"链接到本节\""))
    }

    /// 约束 is yuē shù, 布局 bù jú, 安全区域 ān quán qū yù: the Chinese index
    /// files them under Y, B and A, among the Latin terms of those letters.
    func testAChineseIndexSortsByPinyin() throws {
        func term(_ t: String) -> IndexTerm { IndexTerm(term: t, kind: .heading, anchor: "", section: "") }
        let entries = SiteIndex.entries([("a.html", "甲", ["约束", "布局", "安全区域", "Anchor", "Zoom", "优先级", "box"].map(term))], language: "zh-Hans")
        XCTAssertEqual(entries.map(\.term), ["安全区域", "Anchor", "box", "布局", "优先级", "约束", "Zoom"], "ān quán… before anchor, box before bù jú")
        let html = SiteIndex.html(entries, language: "zh-Hans")
        XCTAssertTrue(html.contains("<a href=\"#index-a\">A</a> <a href=\"#index-b\">B</a> <a href=\"#index-y\">Y</a> <a href=\"#index-z\">Z</a>"), html)
        XCTAssertEqual(SiteIndex.letter("约束", language: "zh-Hans"), "Y")
        XCTAssertEqual(SiteIndex.letter("约束"), "约", "other languages keep the character")
        XCTAssertEqual(Pinyin.reading("中")?.syllable, "zhong")
        XCTAssertEqual(Pinyin.reading("中")?.tone, 1)
        XCTAssertEqual(Pinyin.reading("绿")?.syllable, "lv", "ü as v")
        // The table's first character, a supplementary-plane one and its
        // last run's (𰻝, biáng); none for a character before it or Latin.
        XCTAssertEqual(Pinyin.reading("㐀")?.syllable, "qiu")
        XCTAssertEqual(Pinyin.reading("𠀀")?.syllable, "he")
        XCTAssertEqual(Pinyin.reading("\u{30EDD}")?.syllable, "biang")
        XCTAssertEqual(Pinyin.reading("\u{30EDD}")?.tone, 2)
        XCTAssertNil(Pinyin.reading("〇"))
        XCTAssertNil(Pinyin.reading("a"))
    }

    /// A word read otherwise than its characters' first readings: 调 alone
    /// is diào but 调试 tiáo shì (T), 重 alone zhòng but 重新 chóng xīn (C),
    /// 行 alone xíng but 换行 huàn háng; 调用 stays diào yòng (D).
    func testAChineseIndexReadsWordsWithTheirOwnReading() throws {
        func term(_ t: String) -> IndexTerm { IndexTerm(term: t, kind: .heading, anchor: "", section: "") }
        XCTAssertEqual(SiteIndex.letter("调试布局", language: "zh-Hans"), "T")
        XCTAssertEqual(SiteIndex.letter("重新搭建自己的卡片", language: "zh-Hans"), "C")
        XCTAssertEqual(SiteIndex.letter("调用", language: "zh-Hans"), "D")
        XCTAssertEqual(SiteIndex.letter("重要", language: "zh-Hans"), "Z")
        XCTAssertEqual(Pinyin.sortKey("自动换行"), "zi dong huan hang\t4442")
        let entries = SiteIndex.entries([("a.html", "甲", ["调试布局", "调用", "Table", "Dark"].map(term))], language: "zh-Hans")
        XCTAssertEqual(entries.map(\.term), ["Dark", "调用", "Table", "调试布局"])
    }

    /// An English index files "A view of your own" under V and "The safe
    /// area" under S; a Chinese one is unchanged by it.
    func testAnEnglishIndexIgnoresALeadingArticle() throws {
        func term(_ t: String) -> IndexTerm { IndexTerm(term: t, kind: .heading, anchor: "", section: "") }
        let entries = SiteIndex.entries([("a.html", "A", ["A view of your own", "The safe area", "Anchors", "Zoom", "An"].map(term))], language: "en")
        XCTAssertEqual(entries.map(\.term), ["An", "Anchors", "The safe area", "A view of your own", "Zoom"])
        XCTAssertEqual(SiteIndex.letter("A view of your own"), "V")
        XCTAssertEqual(SiteIndex.letter("A view of your own", language: "zh-Hans"), "A")
    }

    func testAChineseLineBreakIsNoSpace() throws {
        // Between two Chinese characters, and beside a wide punctuation mark
        // ("，" then Latin, Latin then "（"), the break goes; between Latin words it stays.
        let (html, _, _) = PageRendering.render("变成两条\n约束，\nthen English\nwords\n（注）。\n")
        XCTAssertTrue(html.contains("<p>变成两条约束，then English\nwords（注）。</p>"), html)
    }

    /// A wide mark quoted in a code span is not the sentence's punctuation:
    /// the English guide's "never puts `。`" wrapped before "at the start"
    /// read "。at". Between two wide characters the break still goes.
    func testAQuotedWideMarkKeepsItsSpace() throws {
        let (html, _, _) = PageRendering.render("never puts `，` or `。`\nat the start; `，`\n后面\n")
        XCTAssertTrue(html.contains("<code>。</code>\nat the start; <code>，</code>后面"), html)
    }

    /// Closing punctuation after a code span (alone, or alone in bold)
    /// stays with the code's end, in a span the theme keeps on one line:
    /// the browser check shows a phone starting a line with "：" without it.
    /// The glued end starts after a joint (".", "(", ":") and is at most 24
    /// characters, so the code still breaks, at a joint. Punctuation after
    /// plain text or a link, and text that does not start with it, are left
    /// alone; the index gets the whole code span's terms.
    func testClosingPunctuationStaysWithTheCodeBeforeIt() throws {
        let (html, _, _) = PageRendering.render("""
            写作 `make.edges.equalToSuperview().inset(20)`）。然后

            - **`UIImage.withAlignmentRectInsets(_:)`**：让图片
            - [链接](x.md)，`a`，`bc` 之后
            - 普通文字：不变；English `code`. too
            """)
        // "equalToSuperview().inset(20)" is 28: the joint after "edges." is
        // too early, the one after "()." leaves "inset(20)".
        XCTAssertTrue(html.contains("写作 <code>make.edges.equalToSuperview().</code><span class=\"cjk-glue\"><code>inset(20)</code>）。</span>然后"), html)
        XCTAssertTrue(html.contains("<strong><code>UIImage.withAlignmentRectInsets(</code></strong><span class=\"cjk-glue\"><strong><code>_:)</code></strong>：</span>让图片"), html)
        XCTAssertTrue(html.contains("<a href=\"x.html\">链接</a>，"), "a link is not glued: \(html)")
        XCTAssertTrue(html.contains("<span class=\"cjk-glue\"><code>a</code>，</span><code>bc</code> 之后"), html)
        XCTAssertTrue(html.contains("普通文字：不变；English <code>code</code>. too"), html)
        XCTAssertEqual(html.components(separatedBy: "cjk-glue").count - 1, 3, html)
        // In a table's cell the glued code still breaks where table code does.
        let (table, _, _) = PageRendering.render("| 写法 |\n|---|\n| `-(>=8)-`、`b` |\n")
        // (A visual format spacing is kept whole: its parentheses are its syntax.)
        XCTAssertTrue(table.contains("<span class=\"cjk-glue\"><code>-(&gt;=8)-</code>、</span>"), table)
        func terms(_ source: String) -> [String] { PageBody(MarkdownDocument(parsing: source).tree, figure: { _ in "" }).terms.map(\.term) }
        XCTAssertEqual(terms("调用 `view.alignmentRect(forFrame:)`：然后"), terms("调用 `view.alignmentRect(forFrame:)` 然后"))
        XCTAssertFalse(terms("调用 `view.alignmentRect(forFrame:)`：然后").isEmpty)
    }

    /// Recorded at build by content hash: an original that changes while its
    /// translation does not makes a note; editing the translation clears it.
    func testATranslationOlderThanItsOriginalIsANote() throws {
        let s = try twoLanguages()
        func notes(_ report: SiteBuilder.Report) -> [String] {
            report.diagnostics.filter { $0.diagnostic.severity == .note }.map { "\($0.path): \($0.diagnostic.message)" }
        }
        XCTAssertEqual(notes(try s.build(cache: true)), [])
        try s.write("content/guide/a.md", "---\norder: 1\n---\n# A\n\n## Constraints\n\nMore.\n")
        let stale = try s.build(cache: true)
        XCTAssertEqual(notes(stale), ["content/guide/a.zh-Hans.md: this translation is older than its original: 'guide/a.md' has changed since this page was last edited"])
        XCTAssertEqual(stale.errorCount + stale.warningCount, 0, "a note fails nothing")
        // The note is the cache's history, shown in the build's log only: the
        // fonts are the cold build's (a reliability pass: its words went into
        // the font subset, and a rebuild's fonts differed from a fresh clone's).
        let cold = try s.build()
        for path in stale.files.keys where path.hasPrefix("assets/fonts/") {
            XCTAssertEqual(stale.files[path], cold.files[path], path)
        }
        XCTAssertEqual(notes(try s.build(cache: true)).count, 1, "still older on the next build")
        try s.write("content/guide/a.zh-Hans.md", "# 甲\n\n## 约束\n\n约束的文字，已更新。\n")
        XCTAssertEqual(notes(try s.build(cache: true)), [])
    }

    /// The words Plumb writes go into the font subset too: "索引" in the
    /// header of a page whose text has no such characters.
    func testTheFontSubsetCarriesTheThemesWords() throws {
        let s = try twoLanguages()
        let report = try s.build()
        let droid = try FontFile(data: try XCTUnwrap(report.files["assets/fonts/DroidSansFallback.ttf"]))
        for character in "索引页面不存在简体中文暂无译文".unicodeScalars { XCTAssertTrue(droid.covers(character), "\(character)") }
    }

    /// A reliability pass: a label's text from an included `.layout` file,
    /// and a section's title from plumb.json, are drawn and shown but were
    /// not in the font subset (its cmap was empty). Both are now.
    func testTheFontSubsetCarriesIncludedTextAndSectionTitles() throws {
        let s = try TemporarySite([
            "plumb.json": "{\"title\": \"T\", \"sectionTitles\": {\"guide\": \"指南\"}}",
            "content/index.md": "# Home\n\n```layout\ninclude shared.layout\n```\n",
            "content/shared.layout": "canvas 200x60\nlabel l \"龍鳳\"\nl.leading == root.leading\nl.top == root.top\n",
            "content/guide/a.md": "# A\n",
        ])
        let report = try s.build()
        let droid = try FontFile(data: try XCTUnwrap(report.files["assets/fonts/DroidSansFallback.ttf"]))
        for character in "龍鳳指南".unicodeScalars { XCTAssertTrue(droid.covers(character), "\(character)") }
    }

    /// A folder without an index page is titled by plumb.json's
    /// `sectionTitles`, each language's own words over the site's; with
    /// neither it is its name capitalised ("Guide", in Chinese too).
    func testASectionWithoutAnIndexPageIsTitledPerLanguageByTheSettings() throws {
        let heading = { (html: String) in html.components(separatedBy: "<p class=\"nav-section\">").dropFirst().map { $0.components(separatedBy: "</p>")[0] } }
        let plain = try twoLanguages()
        let untitled = try plain.build()
        XCTAssertEqual(heading(plain.page(untitled, "zh-Hans/guide/a.html")), ["Guide"], "the folder's name, untranslated")
        let s = try twoLanguages(["plumb.json": """
            {
              "sectionTitles": { "guide": "The guide" },
              "languages": { "zh-Hans": { "sectionTitles": { "guide": "指南" } } }
            }
            """])
        let report = try s.build(cache: true)
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        XCTAssertEqual(heading(s.page(report, "guide/a.html")), ["The guide"])
        XCTAssertEqual(heading(s.page(report, "zh-Hans/guide/a.html")), ["指南"])
        XCTAssertEqual(heading(s.page(report, "zh-Hans/index.html")), ["指南"], "every page's sidebar, the home's too")
        // An index page's title wins over the setting, in its own language.
        try s.write("content/guide/index.zh-Hans.md", "# 教程\n")
        let indexed = try s.build(cache: true)
        XCTAssertEqual(heading(s.page(indexed, "zh-Hans/guide/a.html")), ["教程"])
        XCTAssertEqual(heading(s.page(indexed, "guide/a.html")), ["The guide"])
    }

    func testSectionTitlesThatAreNotFoldersToTitlesAreAnErrorAtTheirLine() throws {
        // The site's first (plumb.json's order), each at its own line.
        let s = try TemporarySite(["plumb.json": "{\n  \"sectionTitles\": { \"guide\": \"\" },\n  \"languages\": { \"zh-Hans\": {\n    \"sectionTitles\": [\"指南\"] } }\n}\n",
                                   "content/index.md": "# Home\n"])
        let (_, diagnostics) = SiteConfig.load(root: s.root)
        XCTAssertEqual(diagnostics.map(\.location.line), [2, 4], "\(diagnostics)")
        XCTAssertEqual(diagnostics.map(\.message), Array(repeating: "'sectionTitles' must be an object of folders to titles, such as {\"guide\": \"Guide\"}", count: 2))
    }

    /// A title for a folder no page is in (renamed, mistyped) would be
    /// dropped without a word: a warning at the key's line and column, with
    /// the nearest folder, the site's and each language's.
    func testASectionTitleForAFolderWithoutPagesIsAWarningAtItsKey() throws {
        let s = try twoLanguages(["plumb.json": """
            {
              "sectionTitles": { "guide": "The guide", "gide": "Typo" },
              "languages": { "zh-Hans": {
                "sectionTitles": { "guides": "指南" } } }
            }
            """])
        let report = try s.build()
        let warnings = report.diagnostics.filter { $0.path == "plumb.json" }.map(\.diagnostic)
        XCTAssertEqual(warnings.map(\.severity), [.warning, .warning], "\(warnings)")
        XCTAssertEqual(warnings.map(\.location), [SourceLocation(line: 2, column: 44), SourceLocation(line: 4, column: 24)])
        XCTAssertEqual(warnings.map(\.message), [
            "'sectionTitles' names 'gide', but no page is in a folder of that name, so the title is not used",
            "'sectionTitles' of 'zh-Hans' names 'guides', but no page is in a folder of that name, so the title is not used"])
        XCTAssertEqual(warnings.map(\.suggestion), ["did you mean 'guide'?", "did you mean 'guide'?"])
        XCTAssertEqual(report.errorCount, 0)
        // Every key naming a folder with pages: nothing to say.
        try s.write("plumb.json", "{ \"sectionTitles\": { \"guide\": \"The guide\" } }\n")
        XCTAssertTrue(try s.build().diagnostics.filter { $0.path == "plumb.json" }.isEmpty)
    }
}
