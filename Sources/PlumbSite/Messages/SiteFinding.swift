import PlumbDiagnostics

/// What building a site finds in the author's files (front matter, layout
/// includes, links, the files pages name, plumb.json, pages, the theme,
/// assets), as data: each case a
/// finding with typed arguments, worded only when read, in the reader's
/// language (issue 31). Each language is one type of `SiteWords`
/// (`SiteMessages+English.swift`, `SiteMessages+Chinese.swift`): a new
/// case is asked for in every one. Internal errors (a template that cannot
/// render, fonts that cannot be subset) are still `WrittenMessage`s.
enum SiteFinding: DiagnosticMessage, Hashable {
    case frontMatter(FrontMatterFinding)
    case include(IncludeFinding)
    case link(LinkFinding)
    case config(ConfigFinding)
    case page(PageFinding)
    case theme(ThemeFinding)
    case asset(AssetFinding)
    /// What reducing raw HTML to the allowlist leaves out (`SanitizerFinding.swift`).
    case sanitizer(SanitizerFinding)
    /// What a theme template's markup may not hold (`TemplateFinding.swift`).
    case template(TemplateRefusal)
    /// What walking the content folder finds (`ContentWalk`).
    case walk(WalkFinding)

    func words(in language: Language) -> DiagnosticWords {
        let words = SiteMessages.vocabulary(language)
        switch self {
        case .frontMatter(let f): return words.words(for: f)
        case .include(let f): return words.words(for: f)
        case .link(let f): return words.words(for: f)
        case .config(let f): return words.words(for: f)
        case .page(let f): return words.words(for: f)
        case .theme(let f): return words.words(for: f)
        case .asset(let f): return words.words(for: f)
        case .sanitizer(let f): return words.words(for: f)
        case .template(let f): return words.words(for: f)
        case .walk(let f): return words.words(for: f)
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
    /// `layout contentSize=AX3`: a header line of the block written as a
    /// code fence's option; `line` is how the block says it.
    case headerAsFenceOption(String, line: String)
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
    /// A URL scheme pages do not allow (`javascript:`, `data:`).
    case schemeNotAllowed(String, isImage: Bool)
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
    /// A `sectionTitles` key (the site's, or `language`'s) that names no
    /// folder with pages.
    case sectionWithoutPages(String, language: String?, nearest: String?, sections: [String])
    /// There but not readable (a folder, a FIFO, no permission).
    case unreadable(UnreadableFile)
}

/// Why a file that is there cannot be read.
enum UnreadableFile: Hashable, Sendable {
    case folder
    case permissionDenied
    /// A FIFO, socket or device.
    case notRegular
    /// A dangling link and the like: the system's own words (its language).
    case system(String)
}

/// What reading a page as a whole finds: accessibility, its language,
/// a translation older than its original, where it is published.
enum PageFinding: Hashable, Sendable {
    case imageWithoutAlt(name: String, source: String)
    case headingSkipsLevel(level: Int, previous: Int, title: String)
    case defaultLanguageSuffix(tag: String, outputPath: String, fileName: String)
    case undeclaredLanguage(tag: String, declared: [String], outputPath: String, fileName: String)
    case translationOlder(original: String)
    /// `reason`: the system's words for why (its own language), nil when it gave none.
    case unreadable(reason: String?)
    case samePublishedPath(outputPath: String, first: String, language: String)
    /// Published where Plumb writes a page of its own.
    case atGeneratedPage(outputPath: String, GeneratedPage)
    /// Published under a name longer than a file system holds (`name`, `bytes` long).
    case publishedNameTooLong(name: String, bytes: Int, limit: Int)
    /// Raw HTML's `id` (or `<a name>`) that the page already holds: a
    /// heading's, a figure's, a footnote's, the theme's or an earlier one.
    case idTaken(String)
    /// Raw HTML's `id` that a later heading's slug would have been: the
    /// heading takes a suffix.
    case idTakesHeadingSlug(String, heading: String)
}

/// The pages Plumb writes itself besides the author's.
enum GeneratedPage: Hashable, Sendable {
    /// `genindex.html`, the A-to-Z index.
    case index
    /// A large section's list of every page (`SectionContents`).
    case sectionContents
    /// `404.html`, the theme's page for a missing address.
    case notFound
}

/// What reading the theme finds: its strings files and its templates.
enum ThemeFinding: Hashable, Sendable {
    case stringsNotObject(file: String)
    case unknownString(String, nearest: String?)
    case stringNotText(String)
    /// `english`: the English string, showing where the placeholder goes.
    case stringLeavesOut(String, placeholder: String, english: String)
    case missingString(String, english: String, file: String)
    case noStrings(language: String)
    case missingTemplate
    /// `guess`: the whole path with the near name in place of the unknown one.
    case unknownVariable(String, guess: String?)
    case unknownPartial(String, nearest: String?)
    case partialsRecurse
    case closesUnopened(String)
    case tagNeverClosed(opener: String, closer: String)
    case emptyTag
    case notVariableName(String)
    case sectionsTooDeep(limit: Int)
    case sectionNeverClosed(String)
    case closesOther(String, open: String, openedAt: SourceLocation)
    /// The author's template (or strings file) is there but cannot be read:
    /// the built-in one in its place would hide it.
    case unreadableTemplate
    case unreadableStrings
    /// A file of templates/static/ that is not a readable file.
    case staticNotAFile(publishedAs: String, isFolderLink: Bool)
    /// A link in the theme to a file outside its folder (`/etc/passwd`).
    case linkLeavesTheme
    /// A file or folder of templates/static/ whose name is not UTF-8: not published.
    case staticNameNotUTF8(isFolder: Bool)
    /// A theme style sheet's `@import` or `url(…)` of another site's address.
    case remoteStyleReference(String, isImport: Bool)
}

/// What publishing the author's files finds (`ActiveAssets`, where they go).
enum AssetFinding: Hashable, Sendable {
    case textLooksLikeMarkup
    case htmlFile(stem: String)
    case scriptFile
    case compressedSVG
    case xmlFile
    /// nil: a file without an extension.
    case otherKind(extension: String?)
    /// Why the sanitizer cannot reduce it safely.
    case unsafeSVG(SVGRefusal)
    case svgWithoutRoot
    case atPagePath(String, page: String)
    case atGeneratedPath(String)
    case unreadable
    /// A header in `_headers` a static host would send that could change a
    /// file's type or where the reader goes (`Content-Type`, `Link`...).
    case hostHeader(String, allowed: [String])
    /// A rule in `_redirects` that serves another file or site at this
    /// site's address (a 200 rewrite, a proxy) or has a status Plumb does
    /// not know.
    case hostRewrite(status: String)
    /// A text file that starts like a front matter (`---`): Jekyll's page.
    case frontMatter
}

/// What walking the content folder finds: links, names and kinds of
/// file that cannot be published.
enum WalkFinding: Hashable, Sendable {
    case linkLoop
    /// `reason`: the system's words (its own language).
    case folderUnreadable(reason: String)
    /// A folder or file whose kind cannot be learned (`stat` fails).
    case entryUnreadable(reason: String)
    case controlCharacterInName
    case pageLinksToNothing(destination: String)
    case linkLeadsToNothing(destination: String)
    case linkLeavesSite(to: String)
    /// A link into a site Plumb built (its folder).
    case linkIntoBuiltSite(String)
    case pageNotRegular
    case fileNotRegular
    case pageNameNotUTF8
    case fileNameNotUTF8
    case pageInFolderNotUTF8
    case folderNameNotUTF8
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
    case string, languageTag, absoluteURL, breakpoints, budgetSeconds, indexTerms, figureSource, sectionTitles, languages
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
    func words(for finding: PageFinding) -> DiagnosticWords
    func words(for finding: ThemeFinding) -> DiagnosticWords
    func words(for finding: AssetFinding) -> DiagnosticWords
    func words(for finding: SanitizerFinding) -> DiagnosticWords
    func words(for refusal: TemplateRefusal) -> DiagnosticWords
    func words(for finding: WalkFinding) -> DiagnosticWords
}
