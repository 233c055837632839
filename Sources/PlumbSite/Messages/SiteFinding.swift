import PlumbDiagnostics

/// What building a site finds in the author's files (front matter, layout
/// includes, links, assets a page names, plumb.json), as data: each case a
/// finding with typed arguments, worded only when read, in the reader's
/// language (issue 31). Each language is one type of `SiteWords`
/// (`SiteMessages+English.swift`, `SiteMessages+Chinese.swift`): a new
/// case is asked for in every one. The site's other messages (assets,
/// templates, theme strings) are still `WrittenMessage`s.
enum SiteFinding: DiagnosticMessage, Hashable {
    case frontMatter(FrontMatterFinding)
    case include(IncludeFinding)
    case link(LinkFinding)
    case config(ConfigFinding)

    func words(in language: Language) -> DiagnosticWords {
        let words = SiteMessages.vocabulary(language)
        switch self {
        case .frontMatter(let f): return words.words(for: f)
        case .include(let f): return words.words(for: f)
        case .link(let f): return words.words(for: f)
        case .config(let f): return words.words(for: f)
        }
    }
}

/// What reading a page's front matter finds.
enum FrontMatterFinding: Hashable, Sendable {
    case neverEnds
    case notKeyValue
    case notWholeNumber(key: String, found: String)
    case notBoolean(key: String, found: String)
    case unknownKey(String, KeySuggestion)
}

/// What a layout block that includes a file finds (`include FILE`, `include=`).
enum IncludeFinding: Hashable, Sendable {
    case unknownFenceOption(String, nearest: String?)
    case includedTwice
    case notAlone(path: String)
    case linesLost
    case noContentFolder(path: String)
    case noFileName
    case outsideContent(path: String)
    case leadsOutside(path: String)
    case unreadable(path: String, relative: String, guess: String?)
    case missing(path: String, relative: String, guess: String?)
    case notUTF8(path: String)
}

/// What checking links, and the images and files pages name, finds.
enum LinkFinding: Hashable, Sendable {
    case leavesSite(String)
    case missingPage(String, guess: String?)
    case missingFragment(String, fragment: String, target: String, nearest: String?)
    case assetOutsideSite(String, isImage: Bool)
    case assetMissing(String, isImage: Bool, resolved: String, guess: String?)
}

/// What reading plumb.json finds.
enum ConfigFinding: Hashable, Sendable {
    case notObject
    case badValue(key: String, ConfigValue)
    case unknownSetting(String, nearest: String?, settings: [String])
    /// `isDefault`: the site's `language`, not a key of `languages`.
    case notLanguageTag(String, nearest: String?, isDefault: Bool)
    case languageNotObject(String)
    case unknownLanguageSetting(String, language: String, nearest: String?, settings: [String])
    case languageSettingNotString(String, language: String)
    case languageIndexTermsNotList(String)
}

/// What a front matter key that is not Plumb's might have meant.
enum KeySuggestion: Hashable, Sendable {
    /// A near spelling of one of Plumb's keys.
    case near(String)
    /// Another generator's name for one of Plumb's keys (`weight` → `order`).
    case synonym(String)
    /// Neither: the keys there are.
    case keys([String])
}

/// What a setting of plumb.json must be.
enum ConfigValue: Hashable, Sendable, CaseIterable {
    case string, languageTag, absoluteURL, breakpoints, budgetSeconds, indexTerms, figureSource, languages
}

enum SiteMessages {
    static func vocabulary(_ language: Language) -> any SiteWords {
        switch language {
        case .english: return EnglishSiteMessages()
        case .chinese: return ChineseSiteMessages()
        }
    }
}

/// Every word of the site's messages that are data, in one language.
protocol SiteWords {
    func words(for finding: FrontMatterFinding) -> DiagnosticWords
    func words(for finding: IncludeFinding) -> DiagnosticWords
    func words(for finding: LinkFinding) -> DiagnosticWords
    func words(for finding: ConfigFinding) -> DiagnosticWords
}
