/// The site's pages by language: which pages each language has (in
/// navigation order) and each page's translations. Navigation, prev/next,
/// the index, the 404 page and the sitemap are per language; a page with no
/// translation is absent from that language, never stood in for.
struct Translations: Sendable {
    /// The default language first.
    let languages: [String]
    let defaultLanguage: String
    /// Per language, its pages' indices in the site's navigation order.
    let pagesByLanguage: [String: [Int]]
    /// Per original page path, its versions by language (page indices).
    let versions: [String: [String: Int]]

    init(pages: [SourcePage], config: SiteConfig) {
        languages = config.allLanguages
        defaultLanguage = config.language
        var byLanguage: [String: [Int]] = [:]
        var versions: [String: [String: Int]] = [:]
        for (i, page) in pages.enumerated() {
            byLanguage[page.language, default: []].append(i)
            versions[page.original, default: [:]][page.language] = i
        }
        pagesByLanguage = byLanguage
        self.versions = versions
    }

    var isMultilingual: Bool { languages.count > 1 }

    /// The page's position among its language's pages.
    func pages(in language: String) -> [Int] { pagesByLanguage[language] ?? [] }

    /// The same page in `language`, if it is translated.
    func version(of page: SourcePage, in language: String) -> Int? { versions[page.original]?[language] }

    /// The folder a language's pages sit in, relative to the site: "" for
    /// the default language, `zh-Hans/` for another.
    func folder(of language: String) -> String { language == defaultLanguage ? "" : language + "/" }

    /// Where a `.md` link in `page` goes. On a multilingual site a link to
    /// a page goes to that page in the linking page's language when it is
    /// translated, else to the original (`anchors.md` in a Chinese page is
    /// `anchors.html` beside it when `anchors.zh-Hans.md` exists, else
    /// `../guide/anchors.html`); a link naming a translation's file
    /// (`anchors.zh-Hans.md`) goes to that translation. Anything else is
    /// `PageBody.rewrite`'s (`x.md` → `x.html`).
    func rewrite(_ destination: String, from page: SourcePage, pages: [SourcePage]) -> String {
        let plain = PageBody.rewrite(destination)
        guard isMultilingual, !PageBody.isExternal(destination) else { return plain }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = parts.first, path.hasSuffix(".md"), !path.hasPrefix("/"),
              let target = LinkChecker.resolve(String(path), from: page.path) else { return plain }
        let index: Int?
        if let versions = self.versions[target] {
            index = versions[page.language] ?? versions[defaultLanguage]
        } else {
            index = pages.firstIndex { $0.path == target }
        }
        guard let index else { return plain }
        // Percent-encoded, as every link to a page is (its colon is %3A):
        // from the raw output path a page named `javascript:….md` was linked
        // as a `javascript:` URL (a sixth red-team pass).
        let href = Translations.relative(from: page.href, to: pages[index].href)
        return parts.count == 2 ? href + "#" + parts[1] : href
    }

    /// `zh-Hans/guide/a.html` → `zh-Hans/guide/b.html` is `b.html`; to
    /// `guide/b.html` it is `../../guide/b.html`.
    static func relative(from page: String, to target: String) -> String {
        var from = page.split(separator: "/").dropLast()[...]
        var to = target.split(separator: "/")[...]
        while let a = from.first, let b = to.first, a == b, to.count > 1 {
            from = from.dropFirst()
            to = to.dropFirst()
        }
        return String(repeating: "../", count: from.count) + to.joined(separator: "/")
    }
}
