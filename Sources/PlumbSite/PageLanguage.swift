import PlumbDiagnostics

/// Which language a page is in and where it is published, from its name
/// alone (Zola's convention): `content/PATH.md` is in the site's default
/// language and builds to `PATH.html`; `content/PATH.LANG.md`, for a
/// language plumb.json declares, is its translation and builds to
/// `LANG/PATH.html`.
struct PageLanguage {
    let language: String
    /// The page this one translates (its own path for an original).
    let original: String
    let outputPath: String
    /// Why a name that looks like a translation is not one.
    let problems: [Diagnostic]

    static func place(_ path: String, config: SiteConfig) -> PageLanguage {
        let own = PageLanguage(language: config.language, original: path, outputPath: String(path.dropLast(3)) + ".html", problems: [])
        guard let tag = LanguageTag.suffix(ofPage: path) else { return own }
        let stem = String(path.dropLast(3 + tag.count + 1))
        let at = SourceLocation(line: 1, column: 1)
        if config.languages[tag] != nil {
            return PageLanguage(language: tag, original: stem + ".md", outputPath: tag + "/" + stem + ".html", problems: [])
        }
        let fileName = stem.split(separator: "/").last.map(String.init) ?? stem
        let problem: Diagnostic
        if tag == config.language {
            problem = Diagnostic(.warning, .badValue, SiteFinding.page(.defaultLanguageSuffix(tag: tag, outputPath: own.outputPath, fileName: fileName)),
                                 at: at)
        } else {
            let finding = PageFinding.undeclaredLanguage(tag: tag, declared: config.allLanguages, outputPath: own.outputPath, fileName: fileName)
            problem = Diagnostic(.warning, .unknownName, SiteFinding.page(finding), at: at)
        }
        return PageLanguage(language: own.language, original: own.original, outputPath: own.outputPath, problems: [problem])
    }
}
