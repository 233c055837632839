/// What a page's template sees of the site's languages: the switcher and
/// the hreflang alternates (docs/site.md, "Languages").
extension SiteBuilder {
    /// The index page's versions: every language has one.
    func indexVersions(root: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: translations.languages.map { ($0, SourcePage.urlPath(translations.folder(of: $0) + SiteIndex.outputPath)) })
    }

    /// The language switcher (`translations`: every language, with a link
    /// where this page is translated and the words "not translated" where
    /// it is not) and the `<link rel="alternate" hreflang>` list
    /// (`alternates`: the versions that exist, then `x-default`, the
    /// default language's). `versions`: language → href from the site root.
    func languageFields(root: String, language: String, versions: [String: String]) -> [String: TemplateValue] {
        guard translations.isMultilingual else { return ["translations": .list([]), "alternates": .list([])] }
        var switcher: [TemplateValue] = []
        var alternates: [TemplateValue] = []
        for tag in translations.languages {
            let name = strings(of: tag)["languageName"]
            var entry: [String: TemplateValue] = ["language": .string(tag), "name": .string(name), "current": .bool(tag == language),
                                                  "missing": .string(strings(of: language)["notTranslated"])]
            if let href = versions[tag] {
                entry["url"] = .string(root + href)
                alternates.append(.object(["hreflang": .string(tag), "url": .string(root + href)]))
            }
            switcher.append(.object(entry))
        }
        if let original = versions[translations.defaultLanguage] {
            alternates.append(.object(["hreflang": .string("x-default"), "url": .string(root + original)]))
        }
        return ["translations": .list(switcher), "alternates": .list(alternates)]
    }
}
