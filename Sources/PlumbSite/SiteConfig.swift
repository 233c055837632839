import Foundation
import PlumbDiagnostics

/// `plumb.json` at the site's root. Every key is optional:
///
/// ```json
/// { "title": "Auto Layout, drawn", "description": "...", "language": "en",
///   "baseURL": "https://example.org/guide/", "breakpoints": [375, 768, 1024] }
/// ```
///
/// `breakpoints` are the widths a block without its own is solved at.
/// `baseURL` makes sitemap.xml (which needs absolute addresses) and roots
/// the 404 page's links; every link in the pages is relative, so the site
/// works from any folder or from `file://`.
public struct SiteConfig: Equatable, Sendable {
    /// A hash of `plumb.json` as written: every setting is in the
    /// navigation's signature through it, so no setting can change without
    /// the pages being put into the theme again (`sectionTitles` was left
    /// out, and a rebuild kept the old sections' names).
    public internal(set) var sourceDigest = ""
    public var title = "Plumb site"
    public var description = ""
    public var language = "en"
    public var baseURL: String?
    public var breakpoints: [Double] = [375, 768, 1024]
    /// Seconds one layout block may take before it is drawn at the
    /// breakpoints solved so far, with a warning saying why (0: no limit).
    public var blockBudgetSeconds: Double = 10
    /// Extra entries for the A-to-Z index (genindex.html), found in the
    /// pages' text: "compression resistance", "safe area".
    public var indexTerms: [String] = []
    /// Whether each figure's Source disclosure (the block's text, to read
    /// and copy) starts closed, open, or is left out.
    public var figureSource: FigureSource = .closed
    /// A section's title by its folder (`"guide": "Guide"`), for a folder
    /// without an index page: the sidebar's heading, translatable through
    /// `languages`. A folder's index page, when there is one, wins.
    public var sectionTitles: [String: String] = [:]
    /// The site's other languages (`"zh-Hans": {"title": "…"}`), each with
    /// the settings it overrides; `language` is the default, whose pages
    /// have no suffix.
    public var languages: [String: LanguageSettings] = [:]

    /// What one language may set for itself; anything unset is the site's.
    public struct LanguageSettings: Equatable, Sendable {
        public var title: String?
        public var description: String?
        public var indexTerms: [String]?
        public var sectionTitles: [String: String]?
        static let keys = ["title", "description", "indexTerms", "sectionTitles"]
    }

    /// The default language first, then the others A to Z.
    public var allLanguages: [String] { [language] + languages.keys.filter { $0 != language }.sorted() }

    /// The site's settings as one language sees them.
    public func settings(for tag: String) -> SiteConfig {
        guard tag != language, let own = languages[tag] else { return self }
        var copy = self
        copy.language = tag
        if let title = own.title { copy.title = title }
        if let description = own.description { copy.description = description }
        if let terms = own.indexTerms { copy.indexTerms = terms }
        if let titles = own.sectionTitles { copy.sectionTitles.merge(titles) { _, translated in translated } }
        return copy
    }

    public enum FigureSource: String, Sendable, CaseIterable {
        case closed, open, hidden
    }

    public static let fileName = "plumb.json"
    /// Whether `s` may root the site's links: an http(s) address with a
    /// host and a path with no empty segment, backslash, query, fragment,
    /// space or quote. "https://ex.com//evil.example/" gave the 404 page
    /// `href="//evil.example/assets/site.css"`, another host's style sheet
    /// (a red-team pass), and a backslash reads as a slash.
    static func isBaseURL(_ s: String) -> Bool {
        let rest = s.hasPrefix("https://") ? s.dropFirst(8) : s.hasPrefix("http://") ? s.dropFirst(7) : nil
        guard let rest else { return false }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash], path = rest[slash...]
        let hostCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:[]"))
        guard !host.isEmpty, host.unicodeScalars.allSatisfy(hostCharacters.contains) else { return false }
        return !path.contains("//") && !path.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || "\\?#\"'<>`".unicodeScalars.contains($0) }
    }

    static let keys = ["title", "description", "language", "baseURL", "breakpoints", "blockBudgetSeconds", "indexTerms", "figureSource", "sectionTitles", "languages"]

    public init() {}

    /// Why a `plumb.json` that exists cannot be read; nil when there is
    /// none (the defaults).
    private static func unreadable(_ url: URL) -> UnreadableFile? {
        var status = stat()
        guard lstat(url.path, &status) == 0 || errno != ENOENT else { return nil }
        if stat(url.path, &status) != 0 { return .system(String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .permissionDenied
        default: return .notRegular
        }
    }

    /// Reads `plumb.json` in `root`; a missing file means the defaults.
    public static func load(root: URL) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        let url = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            // There but unreadable is not missing: building with the
            // defaults would drop every setting without a word.
            guard let problem = unreadable(url) else { return (config, []) }
            return (config, [Diagnostic(.error, .unsupported, SiteFinding.config(.unreadable(problem)), at: SourceLocation(line: 1, column: 1))])
        }
        let text = String(decoding: data, as: UTF8.self)
        config.sourceDigest = SHA256.hex(text)
        func line(of key: String, after: Int = 0) -> SourceLocation { SiteConfig.location(of: key, in: text, after: after) }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (config, [Diagnostic(.error, .syntax, SiteFinding.config(.notObject), at: SourceLocation(line: 1, column: 1))])
        }
        var diagnostics: [Diagnostic] = []
        func bad(_ key: String, _ expected: ConfigValue) {
            diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.badValue(key: key, expected)), at: line(of: key)))
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            diagnostics.append(Diagnostic(.warning, .unknownName, SiteFinding.config(.unknownSetting(key, nearest: closest(to: key, among: keys), settings: keys)),
                                          at: line(of: key)))
        }
        if let v = object["title"] { if let s = v as? String { config.title = s } else { bad("title", .string) } }
        if let v = object["description"] { if let s = v as? String { config.description = s } else { bad("description", .string) } }
        if let v = object["language"] {
            if let s = v as? String, LanguageTag.isValid(s) { config.language = s }
            else if let s = v as? String {
                diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.notLanguageTag(s, nearest: LanguageTag.suggestion(for: s), isDefault: true)),
                                              at: line(of: "language")))
            } else { bad("language", .languageTag) }
        }
        if let v = object["baseURL"] {
            if let s = v as? String, SiteConfig.isBaseURL(s) { config.baseURL = s.hasSuffix("/") ? s : s + "/" }
            else { bad("baseURL", .absoluteURL) }
        }
        if let v = object["breakpoints"] {
            if let list = v as? [NSNumber], !list.isEmpty, list.allSatisfy({ $0.doubleValue > 0 && $0.doubleValue <= 100_000 }) {
                config.breakpoints = list.map(\.doubleValue)
            } else {
                bad("breakpoints", .breakpoints)
            }
        }
        if let v = object["blockBudgetSeconds"] {
            if let n = v as? NSNumber, n.doubleValue >= 0, n.doubleValue <= 86_400 { config.blockBudgetSeconds = n.doubleValue }
            else { bad("blockBudgetSeconds", .budgetSeconds) }
        }
        if let v = object["indexTerms"] {
            if let list = v as? [String], list.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains("\n") }) {
                config.indexTerms = list
            } else {
                bad("indexTerms", .indexTerms)
            }
        }
        if let v = object["sectionTitles"] {
            if let titles = sectionTitles(v) { config.sectionTitles = titles } else { bad("sectionTitles", .sectionTitles) }
        }
        if let v = object["figureSource"] {
            if let s = v as? String, let choice = FigureSource(rawValue: s) { config.figureSource = choice }
            else { bad("figureSource", .figureSource) }
        }
        if let v = object["languages"] {
            if let languages = v as? [String: Any] {
                config.languages = readLanguages(languages, default: config.language, line: { line(of: $0.key, after: $0.after) }, into: &diagnostics)
            } else {
                bad("languages", .languages)
            }
        }
        return (config, diagnostics)
    }

    /// Where `key` is written in plumb.json's `text` (its first occurrence
    /// after line `after`: a language's own `title` comes after its tag).
    static func location(of key: String, in text: String, after: Int = 0) -> SourceLocation {
        for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where i + 1 >= after {
            if let r = l.range(of: "\"\(key)\"") { return SourceLocation(line: i + 1, column: l.distance(from: l.startIndex, to: r.lowerBound) + 1) }
        }
        return SourceLocation(line: 1, column: 1)
    }

    /// `sectionTitles` keys that name no folder with pages, where each is
    /// written: a title for a folder that was renamed or mistyped would
    /// otherwise be dropped without a word. `sections`: every folder that
    /// holds pages, and the folders above them.
    func sectionTitleProblems(sections: Set<String>, text: String) -> [Diagnostic] {
        let known = sections.filter { !$0.isEmpty }.sorted()
        var problems: [Diagnostic] = []
        func check(_ titles: [String: String], language: String?, after: Int) {
            for folder in titles.keys.sorted() where !sections.contains(folder) {
                let finding = ConfigFinding.sectionWithoutPages(folder, language: language, nearest: closest(to: folder, among: known), sections: known)
                problems.append(Diagnostic(.warning, .unknownName, SiteFinding.config(finding), at: SiteConfig.location(of: folder, in: text, after: after)))
            }
        }
        check(sectionTitles, language: nil, after: SiteConfig.location(of: "sectionTitles", in: text).line)
        for (tag, settings) in languages.sorted(by: { $0.key < $1.key }) {
            let tagLine = SiteConfig.location(of: tag, in: text).line
            check(settings.sectionTitles ?? [:], language: tag, after: SiteConfig.location(of: "sectionTitles", in: text, after: tagLine).line)
        }
        return problems
    }

    /// `sectionTitles`: folder paths (`guide`, `guide/advanced`) to one-line
    /// titles; nil when it is anything else.
    private static func sectionTitles(_ value: Any) -> [String: String]? {
        guard let titles = value as? [String: String] else { return nil }
        let isLine = { (s: String) in !s.trimmingCharacters(in: .whitespaces).isEmpty && !s.contains("\n") }
        return titles.allSatisfy({ isLine($0.key) && isLine($0.value) }) ? titles : nil
    }

    /// `languages`: each key a valid tag other than the default, each value
    /// an object of the settings a language may override.
    private static func readLanguages(_ object: [String: Any], default language: String, line: ((key: String, after: Int)) -> SourceLocation,
                                      into diagnostics: inout [Diagnostic]) -> [String: LanguageSettings] {
        var out: [String: LanguageSettings] = [:]
        for tag in object.keys.sorted() {
            guard LanguageTag.isValid(tag) else {
                diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.notLanguageTag(tag, nearest: LanguageTag.suggestion(for: tag), isDefault: false)),
                                              at: line((tag, 0))))
                continue
            }
            guard let fields = object[tag] as? [String: Any] else {
                diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.languageNotObject(tag)), at: line((tag, 0))))
                continue
            }
            let tagLine = line((tag, 0)).line
            var settings = LanguageSettings()
            for key in fields.keys.sorted() where !LanguageSettings.keys.contains(key) {
                let finding = ConfigFinding.unknownLanguageSetting(key, language: tag, nearest: closest(to: key, among: LanguageSettings.keys),
                                                                settings: LanguageSettings.keys)
                diagnostics.append(Diagnostic(.warning, .unknownName, SiteFinding.config(finding), at: line((key, tagLine))))
            }
            for key in ["title", "description"] where fields[key] != nil && !(fields[key] is String) {
                diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.languageSettingNotString(key, language: tag)), at: line((key, tagLine))))
            }
            settings.title = fields["title"] as? String
            settings.description = fields["description"] as? String
            if let terms = fields["indexTerms"] {
                if let list = terms as? [String] { settings.indexTerms = list }
                else {
                    diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.languageIndexTermsNotList(tag)), at: line(("indexTerms", tagLine))))
                }
            }
            if let titles = fields["sectionTitles"] {
                if let titles = sectionTitles(titles) { settings.sectionTitles = titles }
                else { diagnostics.append(Diagnostic(.error, .badValue, SiteFinding.config(.badValue(key: "sectionTitles", .sectionTitles)), at: line(("sectionTitles", tagLine)))) }
            }
            if tag != language { out[tag] = settings }
        }
        return out
    }
}
