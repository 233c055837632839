import PlumbDiagnostics

/// The site's messages in English, each with its likely fix: the words
/// the command line printed before they were data, unchanged.
struct EnglishSiteMessages: SiteWords {
    private func didYouMean(_ nearest: String?) -> String? { nearest.map { "did you mean '\($0)'?" } }

    func words(for finding: FrontMatterFinding) -> DiagnosticWords {
        switch finding {
        case .neverEnds:
            return DiagnosticWords("the front matter that starts here never ends", suggestion: "close it with a line of three dashes: ---")
        case .notKeyValue: return DiagnosticWords("expected 'key: value' in the front matter")
        case .notWholeNumber(let key, let found): return DiagnosticWords("'\(key)' must be a whole number, found '\(found)'")
        case .notBoolean(let key, let found): return DiagnosticWords("'\(key)' must be true or false, found '\(found)'")
        case .unknownKey(let key, let suggestion):
            let fix: String
            switch suggestion {
            case .near(let near): fix = "did you mean '\(near)'?"
            case .synonym(let same): fix = "did you mean '\(same)'? (Plumb's name for '\(key)')"
            case .keys(let keys): fix = "keys are " + keys.joined(separator: ", ")
            }
            return DiagnosticWords("unknown front matter key '\(key)'", suggestion: fix)
        }
    }

    func words(for finding: IncludeFinding) -> DiagnosticWords {
        switch finding {
        case .unknownFenceOption(let word, let nearest):
            return DiagnosticWords("unknown option '\(word)' on a layout fence; it is ignored",
                                   suggestion: nearest.map { "did you mean '\($0)=FILE'?" } ?? "the one option is include=FILE")
        case .headerAsFenceOption(let word, let line):
            return DiagnosticWords("'\(word)' is a code block's fence option; on a layout fence it is ignored",
                                   suggestion: "write it as a line of the block: '\(line)'")
        case .includedTwice: return DiagnosticWords("this block includes a file twice: in its fence (include=) and here", suggestion: "keep one of them")
        case .notAlone(let path):
            return DiagnosticWords("'include' must be the block's only statement (its comment lines before it are the caption)",
                                   suggestion: "put these lines in \(path), or write the block here without 'include'")
        case .linesLost:
            return DiagnosticWords("a block with include= takes its statements from the file; these lines would be lost",
                                   suggestion: "move them into the included file, or remove include= from the fence")
        case .noContentFolder(let path):
            return DiagnosticWords("'\(path)' cannot be included here: a page rendered on its own has no content folder to include from")
        case .noFileName: return DiagnosticWords("expected a file name after 'include'", suggestion: "write include FILE.layout, relative to the page")
        case .outsideContent(let path):
            return DiagnosticWords("'\(path)' is outside the site's content folder, so it cannot be included",
                                   suggestion: "put the file under content/ and name it relative to the page")
        case .leadsOutside(let path):
            return DiagnosticWords("'\(path)' leads outside the site's content folder, so it cannot be included",
                                   suggestion: "include a file that is inside content/")
        case .unreadable(let path, let relative, let guess):
            return DiagnosticWords("'\(path)' cannot be read (content/\(relative))",
                                   suggestion: didYouMean(guess) ?? "write the block in content/\(relative), or correct the name")
        case .missing(let path, let relative, let guess):
            return DiagnosticWords("file '\(path)' does not exist: no content/\(relative)",
                                   suggestion: didYouMean(guess) ?? "write the block in content/\(relative), or correct the name")
        case .notUTF8(let path): return DiagnosticWords("'\(path)' is not UTF-8 text", suggestion: "save it as UTF-8")
        }
    }

    func words(for finding: LinkFinding) -> DiagnosticWords {
        switch finding {
        case .leavesSite(let destination): return DiagnosticWords("link '\(destination)' leaves the site")
        case .missingPage(let destination, let guess):
            return DiagnosticWords("link '\(destination)' points to a page that does not exist", suggestion: didYouMean(guess))
        case .missingFragment(let destination, let fragment, let target, let nearest):
            return DiagnosticWords("link '\(destination)' points to '#\(fragment)', which \(target) does not have",
                                   suggestion: nearest.map { "did you mean '#\($0)'?" })
        case .assetOutsideSite(let destination, let isImage):
            return DiagnosticWords("\(isImage ? "image" : "file") '\(destination)' is outside the site", suggestion: "put the file under content/, beside the page")
        case .assetMissing(let destination, let isImage, let resolved, let guess):
            return DiagnosticWords("\(isImage ? "image" : "file") '\(destination)' does not exist: no content/\(resolved)",
                                   suggestion: didYouMean(guess)
                                       ?? "put the file at content/\(resolved), beside the page (files there are published as they are)")
        case .schemeNotAllowed(let scheme, let isImage):
            return DiagnosticWords("\(scheme): URLs are not allowed (pages allow relative, http:, https: and mailto: URLs, and run no script); "
                                   + "this \(isImage ? "image" : "link") is drawn without it",
                                   suggestion: scheme == "data" ? "save the data as a file next to the page and link to that"
                                       : "use a relative, http:, https: or mailto: URL")
        }
    }

    func value(_ v: ConfigValue) -> String {
        switch v {
        case .string: return "a string"
        case .languageTag: return "a language tag such as \"en\" or \"zh-Hans\""
        case .absoluteURL: return "an absolute http(s) URL: a host, then a path with no empty segment, backslash, query or fragment (https://example.org/guide/)"
        case .breakpoints: return "a list of widths in points, such as [375, 768, 1024]"
        case .budgetSeconds: return "a number of seconds from 0 (no limit) to 86400"
        case .indexTerms: return "a list of words or phrases, such as [\"compression resistance\", \"safe area\"]"
        case .figureSource: return "\"closed\" (the default), \"open\" or \"hidden\""
        case .sectionTitles: return "an object of folders to titles, such as {\"guide\": \"Guide\"}"
        case .languages: return "an object keyed by language tag, such as {\"zh-Hans\": {\"title\": \"…\"}}"
        }
    }

    func words(for finding: ConfigFinding) -> DiagnosticWords {
        switch finding {
        case .unreadable(let why):
            let reason: String
            switch why {
            case .folder: reason = "it is a folder, not a file"
            case .permissionDenied: reason = "permission denied"
            case .notRegular: reason = "it is not a regular file (a FIFO, socket or device)"
            case .system(let words): reason = words
            }
            return DiagnosticWords("plumb.json cannot be read: \(reason)",
                                   suggestion: "make plumb.json a readable file, or remove it to build with the defaults")
        case .notObject:
            return DiagnosticWords("plumb.json is not a JSON object", suggestion: "write it as { \"title\": \"...\", \"breakpoints\": [375, 768] }")
        case .badValue(let key, let v): return DiagnosticWords("'\(key)' must be \(value(v))")
        case .unknownSetting(let key, let nearest, let settings):
            return DiagnosticWords("unknown setting '\(key)'", suggestion: didYouMean(nearest) ?? "settings are " + settings.joined(separator: ", "))
        case .notLanguageTag(let tag, let nearest, let isDefault):
            return DiagnosticWords("'\(tag)' is not a language tag",
                                   suggestion: didYouMean(nearest) ?? "write a BCP 47 tag such as \(isDefault ? "\"en\" or " : "")\"zh-Hans\"")
        case .languageNotObject(let tag):
            return DiagnosticWords("'\(tag)' must be an object of the settings it overrides, such as {\"title\": \"…\"} ({} for none)")
        case .unknownLanguageSetting(let key, let tag, let nearest, let settings):
            return DiagnosticWords("unknown setting '\(key)' for language '\(tag)'",
                                   suggestion: didYouMean(nearest) ?? "a language may set " + settings.joined(separator: ", "))
        case .languageSettingNotString(let key, let tag): return DiagnosticWords("'\(key)' of '\(tag)' must be a string")
        case .languageIndexTermsNotList(let tag): return DiagnosticWords("'indexTerms' of '\(tag)' must be a list of words or phrases")
        case .sectionWithoutPages(let folder, let tag, let nearest, let sections):
            return DiagnosticWords("'sectionTitles'\(tag.map { " of '\($0)'" } ?? "") names '\(folder)', but no page is in a folder of that name, so the title is not used",
                                   suggestion: didYouMean(nearest) ?? (sections.isEmpty ? "no page is in a folder yet" : "folders with pages: " + sections.joined(separator: ", ")))
        }
    }
}
