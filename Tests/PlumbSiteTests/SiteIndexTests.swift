import XCTest
@testable import PlumbSite

/// The generated A-to-Z index: headings, API names, language words and the
/// site's own terms, each linked to the section that explains it.
final class SiteIndexTests: XCTestCase {
    func testTheIndexFindsWhatTheGuideExplains() throws {
        let s = try TemporarySite([
            "plumb.json": "{\"indexTerms\": [\"compression resistance\"]}",
            "content/index.md": "# Home\n\nStart with the [basics](guide/basics.md).\n",
            "content/guide/basics.md": """
            # The basics

            ## Anchors

            Every view has a `widthAnchor`; `a.top == root.top + 20` is an expression, and `view` a plain word.

            ## Priorities

            A label with `hugging.h=251` beside a field: its Compression Resistance decides who shrinks,
            as `setContentCompressionResistancePriority(_:for:)` sets it. A stack with `distribution=fillEqually`.

            """,
            "content/guide/stacks.md": "# Stacks\n\n## Équilibre\n\n`UIStackView.Distribution.fillEqually` and `UIStackView`.\n",
        ])
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        let page = s.page(report, "genindex.html")
        // A long API name breaks at its joints and between its words, as in prose.
        XCTAssertTrue(page.contains("<dt><code>setContent<wbr>Compression<wbr>Resistance<wbr>Priority(<wbr>_:<wbr>for:)</code>"), page)
        let html = page.replacingOccurrences(of: "<wbr>", with: "")
        func entry(_ term: String) -> String? {
            guard let r = html.range(of: "<dt>\(term)") else { return nil }
            return String(html[r.lowerBound...].prefix { $0 != "\n" }) + String(html[r.upperBound...].drop { $0 != "\n" }.dropFirst().prefix { $0 != "\n" })
        }
        XCTAssertEqual(entry("<code>widthAnchor</code>"), "<dt><code>widthAnchor</code></dt><dd><a href=\"guide/basics.html#anchors\">The basics › Anchors</a></dd>")
        XCTAssertNotNil(entry("<code>setContentCompressionResistancePriority(_:for:)</code>"))
        XCTAssertEqual(entry("<code>hugging.h</code>"),
                       "<dt><code>hugging.h</code> <span class=\"index-kind\">layout language</span></dt><dd><a href=\"guide/basics.html#priorities\">The basics › Priorities</a></dd>")
        XCTAssertNotNil(entry("<code>distribution</code>"))
        // `fillEqually` from `distribution=fillEqually`; the dotted name is its own entry.
        XCTAssertNotNil(entry("<code>fillEqually</code>"))
        XCTAssertNotNil(entry("<code>UIStackView.Distribution.fillEqually</code>"))
        XCTAssertEqual(entry("compression resistance"), "<dt>compression resistance</dt><dd><a href=\"guide/basics.html#priorities\">The basics › Priorities</a></dd>")
        XCTAssertEqual(entry("Anchors"), "<dt>Anchors</dt><dd><a href=\"guide/basics.html#anchors\">The basics › Anchors</a></dd>")
        // Expressions are not API names; `view` alone is as much the view
        // controller's `view` as the language's kind, so it is not tagged.
        XCTAssertNil(html.range(of: "<code>a.top"))
        XCTAssertNotNil(entry("<code>view</code></dt>"))
        // "Équilibre" files under E, accents folded; "The basics" under B,
        // its article ignored; letters in order.
        let letters = html.components(separatedBy: "<h2 id=\"index-").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(letters, ["a", "b", "c", "d", "e", "f", "h", "p", "s", "u", "v", "w"])
        XCTAssertTrue(html.contains("<h2 id=\"index-e\">E</h2>\n<dl class=\"index-entries\">\n<dt>Équilibre</dt>"))
        // Every page links to it, relative to its folder.
        XCTAssertTrue(s.page(report, "guide/stacks.html").contains("<a class=\"index-link\" href=\"../genindex.html\">Index</a>"))
        XCTAssertTrue(s.page(report, "index.html").contains("<a class=\"index-link\" href=\"genindex.html\">Index</a>"))
    }

    /// ASCII terms skip Foundation's folding: the key must be the one the
    /// folding gives (case folded, leading punctuation dropped), and terms
    /// with accents still go through the folding.
    func testSortKeysFoldAsFoundationDoes() {
        func folded(_ term: String) -> String {
            String(term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en")).drop { !($0.isLetter || $0.isNumber) })
        }
        for term in [".top", "UIStackView.Distribution.fillEqually", "--sweep", "(_:for:)", "375x80", "Z", "_private", "a-B_c", "  Spaces ", "#1 Rule",
                     "...", "", "Écran", "équilibre", "Straße", "Æsir", "ﬁll", "İstanbul"] {
            XCTAssertEqual(SiteIndex.sortKey(term), folded(term), term)
        }
        // Sorted by key, then by the term itself.
        let entries = SiteIndex.entries([(href: "p.html", title: "P", terms: ["beta", ".Alpha", "alpha", "Écrou", "ecran"].map {
            IndexTerm(term: $0, kind: .api, anchor: "", section: "")
        })])
        XCTAssertEqual(entries.map(\.term), [".Alpha", "beta", "ecran", "Écrou"])
    }

    /// One API, one entry: `UIView` and `UIView()` are one (spelt
    /// `UIView`), and a bare `setContentHuggingPriority` joins the one
    /// entry that spells it with its labels; `constraint`, which names two
    /// selectors here, stays apart from both (they are different methods).
    func testAnAPISpeltTwoWaysIsOneEntry() {
        let terms: [(String, String)] = [("UIView()", "a"), ("UIView", "b"), ("setContentHuggingPriority(_:for:)", "c"),
                                         ("setContentHuggingPriority", "d"), ("constraint(equalTo:)", "e"),
                                         ("constraint(equalTo:constant:)", "f"), ("constraint", "g")]
        let entries = SiteIndex.entries([(href: "p.html", title: "P", terms: terms.map {
            IndexTerm(term: $0.0, kind: .api, anchor: $0.1, section: $0.1)
        })])
        XCTAssertEqual(entries.map(\.term), ["constraint", "constraint(equalTo:)", "constraint(equalTo:constant:)",
                                              "setContentHuggingPriority(_:for:)", "UIView"])
        XCTAssertEqual(entries.first { $0.term == "UIView" }?.places.map(\.url), ["p.html#a", "p.html#b"])
        XCTAssertEqual(entries.first { $0.term.hasPrefix("setContent") }?.places.map(\.url), ["p.html#c", "p.html#d"])
    }

    /// An entry's places are joined in the page's language: "; " in
    /// English, the full-width "；" on a Chinese index.
    func testPlacesAreJoinedInTheIndexsLanguage() throws {
        let entries = SiteIndex.entries([("a.html", "A", [IndexTerm(term: "NSLayoutAnchor", kind: .api, anchor: "", section: "")]),
                                         ("b.html", "B", [IndexTerm(term: "NSLayoutAnchor", kind: .api, anchor: "", section: "")])])
        let strings = try Theme.load(from: nil).strings(for: ["en", "zh-Hans"]).strings
        let english = SiteIndex.html(entries, strings: try XCTUnwrap(strings["en"]))
        let chinese = SiteIndex.html(entries, strings: try XCTUnwrap(strings["zh-Hans"]), language: "zh-Hans")
        XCTAssertTrue(english.contains("</a>; <a"), english)
        XCTAssertTrue(chinese.contains("</a>；<a"), chinese)
        XCTAssertFalse(chinese.contains("; "), chinese)
    }

    func testAPINames() {
        for yes in ["widthAnchor", "UIView", "layoutIfNeeded()", "setContentHuggingPriority(_:for:)", "UIStackView.Distribution.fillEqually",
                    "NSLayoutConstraint", "translatesAutoresizingMaskIntoConstraints"] {
            XCTAssertTrue(IndexTerm.isAPIName(yes), yes)
        }
        for no in ["view", "a.top", "a.top == 20", "UI", "root.width * 0.5", "x(1)", "top", "375x80", "--sweep"] {
            XCTAssertFalse(IndexTerm.isAPIName(no), no)
        }
    }

    /// Inline code in the language's own syntax is the language's; a word
    /// it spells as UIKit does, alone, is not tagged as the language's (the
    /// scroll-views page means UIKit's `bounds.origin`); a call is Swift, and
    /// `super.layoutSubviews()` is indexed under the method.
    func testWhatInlineCodeGivesTheIndex() {
        func terms(_ code: String) -> [String] { IndexTerm.fromCode(code).map { "\($0.0) \($0.1.rawValue)" } }
        XCTAssertEqual(terms("distribution=fillEqually"), ["distribution keyword", "fillEqually api"])
        XCTAssertEqual(terms("bounds.origin"), ["bounds.origin api"])
        XCTAssertEqual(terms("distribution"), ["distribution api"])
        XCTAssertEqual(terms("super.layoutSubviews()"), ["layoutSubviews() api"])
        XCTAssertEqual(terms("super.trailing == a.trailing + 20"), ["super keyword"])
        XCTAssertEqual(terms("canvas 375x80"), ["canvas keyword"])
    }

    /// A page that would take the index's place is an error, not overwritten.
    func testAPageNamedLikeTheIndexIsAnError() throws {
        let s = try TemporarySite(["content/index.md": "# Home\n", "content/genindex.md": "# Mine\n"])
        let report = try s.build()
        XCTAssertEqual(report.diagnostics.map { "\($0.path): \($0.diagnostic.message)" },
                       ["content/genindex.md: this page would be published at 'genindex.html', where Plumb writes the site's A-to-Z index"])
    }
}
