import PlumbDiagnostics

/// The English words of what the site finds in pages, the theme and assets.
extension EnglishSiteMessages {
    func words(for finding: PageFinding) -> DiagnosticWords {
        switch finding {
        case .imageWithoutAlt(let name, let source):
            return DiagnosticWords("the image '\(name)' has no alt text: a screen reader announces it by its file name, or skips it",
                                   suggestion: "say what it shows between the brackets: ![What the picture shows](\(source))")
        case .headingSkipsLevel(let level, let previous, let title):
            return DiagnosticWords("this level-\(level) heading follows a level-\(previous) heading, skipping level \(previous + 1): "
                                   + "readers who move by headings find a section missing",
                                   suggestion: "make it '\(String(repeating: "#", count: previous + 1)) \(title)', or add the level-\(previous + 1) heading it belongs under")
        case .defaultLanguageSuffix(let tag, let outputPath, let fileName):
            return DiagnosticWords("'\(tag)' is the site's default language, whose pages carry no suffix; this page is published as '\(outputPath)', not as a translation",
                                   suggestion: "rename it '\(fileName).md'")
        case .undeclaredLanguage(let tag, let declared, let outputPath, let fileName):
            return DiagnosticWords("'\(tag)' is not one of this site's languages (\(declared.joined(separator: ", "))); "
                                   + "this page is published as '\(outputPath)', not as a translation of '\(fileName).md'",
                                   suggestion: "add \"\(tag)\": {} to \"languages\" in plumb.json, or take '.\(tag)' out of the file name")
        case .translationOlder(let original):
            return DiagnosticWords("this translation is older than its original: '\(original)' has changed since this page was last edited",
                                   suggestion: "bring the translation up to date (any edit to it records the original as it is then)")
        case .unreadable(let reason):
            return DiagnosticWords("cannot read this page: \(reason ?? "it could not be read")",
                                   suggestion: "make it readable, or move it out of the content folder")
        case .samePublishedPath(let outputPath, let first, let language):
            return DiagnosticWords("this page would be published at '\(outputPath)', where the page made from '\(first)' goes",
                                   suggestion: "rename one of them, or move the translation out of the '\(language)' folder")
        case .atGeneratedPage(let outputPath, let page):
            let what: String
            switch page {
            case .index: what = "the site's A-to-Z index"
            case .sectionContents: what = "the section's list of pages"
            case .notFound: what = "the page for a missing address (the theme's templates/404.html)"
            }
            return DiagnosticWords("this page would be published at '\(outputPath)', where Plumb writes \(what)", suggestion: "rename the page")
        case .publishedNameTooLong(let name, let bytes, let limit):
            return DiagnosticWords("this page would be published as '\(name)', a name of \(bytes) bytes: longer than the \(limit) a file system holds",
                                   suggestion: "shorten the page's file name, so that the name it is published under has at most \(limit) bytes")
        case .idTaken(let id):
            return DiagnosticWords("the id '\(id)' is already on this page (a heading's, a figure's, a footnote's, the theme's or an earlier element's): "
                                   + "a link to '#\(id)' reaches only one of them", suggestion: "give this element another id, such as '\(id)-1'")
        case .idTakesHeadingSlug(let id, let heading):
            return DiagnosticWords("the id '\(id)' is also the anchor of the later heading '\(heading)', which takes a numbered one instead",
                                   suggestion: "give this element another id, such as '\(id)-1', so that the heading keeps '#\(id)'")
        }
    }

    func words(for finding: ThemeFinding) -> DiagnosticWords {
        switch finding {
        case .stringsNotObject(let file):
            return DiagnosticWords("\(file) is not a JSON object of strings", suggestion: "write it as { \"onThisPage\": \"…\", \"pages\": \"…\" }")
        case .unknownString(let key, let nearest): return DiagnosticWords("unknown string '\(key)'", suggestion: nearest.map { "did you mean '\($0)'?" })
        case .stringNotText(let key): return DiagnosticWords("string '\(key)' must be text")
        case .stringLeavesOut(let key, let placeholder, let english):
            return DiagnosticWords("string '\(key)' leaves out \(placeholder), which Plumb fills in",
                                   suggestion: "keep \(placeholder) where the number goes, as in \"\(english)\"")
        case .missingString(let key, let english, let file):
            return DiagnosticWords("missing string '\(key)': pages in this language show the English \"\(english)\"", suggestion: "add \"\(key)\": \"…\" to \(file)")
        case .noStrings(let tag):
            return DiagnosticWords("no strings for language '\(tag)': its pages show Plumb's words (\"On this page\", the index, callout titles) in English",
                                   suggestion: "add templates/strings/\(tag).json, a copy of Plumb's en.json in \(tag)")
        case .missingTemplate: return DiagnosticWords("missing template")
        case .unreadableTemplate:
            return DiagnosticWords("this template cannot be read", suggestion: "make it a readable file, or remove it to use the built-in theme's")
        case .unreadableStrings:
            return DiagnosticWords("this strings file cannot be read", suggestion: "make it a readable file, or remove it to use the built-in words")
        case .staticNotAFile(let path, let isFolderLink):
            let what = isFolderLink ? "a link to a folder, which is not followed" : "not a file that can be read"
            return DiagnosticWords("this theme file is \(what), so it cannot be published as assets/\(path)",
                                   suggestion: "put a readable file (or a real folder) in its place, or remove it")
        case .staticNameNotUTF8(let isFolder):
            return DiagnosticWords(isFolder ? "this theme folder's name is not UTF-8 text (the bytes shown as \\xNN), so nothing in it is published under assets/"
                                            : "this theme file's name is not UTF-8 text (the bytes shown as \\xNN), so it is not published under assets/",
                                   suggestion: "rename it with UTF-8 text (letters, digits, '-' and '_')")
        case .remoteStyleReference(let address, let isImport):
            return DiagnosticWords("this style sheet \(isImport ? "imports" : "fetches") '\(address)' from another site: the site is meant to fetch nothing from elsewhere "
                                   + "(it works offline and from file://), and a browser sends that site each reader's address",
                                   suggestion: "copy the file into templates/static/ and refer to it by a relative path")
        case .linkLeavesTheme:
            return DiagnosticWords("this theme file is a link to a file outside templates/: it is not read, so nothing outside the theme reaches the site",
                                   suggestion: "copy the file into templates/ instead of linking to it")
        case .unknownVariable(let path, let guess):
            return DiagnosticWords("unknown variable '\(path)'", suggestion: guess.map { "did you mean '\($0)'?" } ?? "the names a template can use are listed in docs/site.md")
        case .unknownPartial(let name, let nearest):
            return DiagnosticWords("unknown partial '\(name)'", suggestion: nearest.map { "did you mean '\($0)'?" } ?? "partials live in templates/partials/NAME.html")
        case .partialsRecurse: return DiagnosticWords("partials include each other without end")
        case .closesUnopened(let name): return DiagnosticWords("'{{/\(name)}}' closes a section that was never opened")
        case .tagNeverClosed(let opener, let closer): return DiagnosticWords("'\(opener)' is never closed", suggestion: "add '\(closer)'")
        case .emptyTag: return DiagnosticWords("an empty tag")
        case .notVariableName(let name): return DiagnosticWords("'\(name)' is not a variable name")
        case .sectionsTooDeep(let limit):
            return DiagnosticWords("sections nest more than \(limit) deep here", suggestion: "close some sections before opening this one")
        case .sectionNeverClosed(let name): return DiagnosticWords("section '\(name)' is never closed", suggestion: "add '{{/\(name)}}'")
        case .closesOther(let close, let open, let openedAt):
            return DiagnosticWords("'{{/\(close)}}' closes '\(open)', opened at \(openedAt)", suggestion: "write '{{/\(open)}}'")
        }
    }

    func words(for finding: AssetFinding) -> DiagnosticWords {
        switch finding {
        case .textLooksLikeMarkup:
            return DiagnosticWords("this file starts with '<', like a page: a browser that guesses a file's type from what it holds could render it as one",
                                   suggestion: "remove the markup at its start, or put the text in a fenced code block of a page")
        case .hostHeader(let name, let allowed):
            return DiagnosticWords("the header '\(name)' could change how a host serves a file (as a page, say) or where it sends the reader; "
                                   + "_headers may set only \(allowed.joined(separator: ", "))",
                                   suggestion: "remove the line, or set the header in the host's own settings")
        case .frontMatter:
            return DiagnosticWords("this file starts with a front matter's '---' line, or is Jekyll's configuration: GitHub Pages runs Jekyll over a site, "
                                   + "which would make it a page (one that can run a script)",
                                   suggestion: "remove the '---' lines at its start (or the configuration file)")
        case .hostRewrite(let status):
            return DiagnosticWords("a rule of status \(status) would serve another file, or another site, at this site's address; "
                                   + "_redirects may only redirect (301, 302, 303, 307, 308) or serve a page of this site as a 404 or 410",
                                   suggestion: "redirect with 301 or 302 instead, or remove the rule")
        case .htmlFile(let stem):
            return DiagnosticWords("an HTML file is not published as it is: it could run a script, and pages are written in Markdown",
                                   suggestion: "convert it to a Markdown page (\(stem).md), whose raw HTML is reduced to what pages allow")
        case .scriptFile:
            return DiagnosticWords("a script file is not published: the site runs no script",
                                   suggestion: "remove it; to show code, put it in a fenced code block in a page")
        case .compressedSVG:
            return DiagnosticWords("a compressed SVG is not published: Plumb cannot check what it holds without inflating it",
                                   suggestion: "save it uncompressed as .svg; it is then reduced to the SVG pages allow")
        case .xmlFile:
            return DiagnosticWords("an XML file is not published: a browser renders XML as a document, and what makes it run a script "
                                   + "(a namespace, a style sheet) can be spelled in ways only a full XML parser reads",
                                   suggestion: "publish data as .json or .csv, and an image as .svg (reduced to what pages allow)")
        case .otherKind(let ext):
            return DiagnosticWords("\(ext.map { "a '.\($0)' file" } ?? "a file without an extension") is not published: Plumb publishes only kinds "
                                   + "a browser never runs (images, fonts, audio, video, PDF, archives, plain text and source code, and SVG made safe)",
                                   suggestion: "if it is one of those, give it that kind's extension (plain text: .txt); otherwise leave it out of the content folder")
        case .unsafeSVG(.declaresEntities):
            return DiagnosticWords("this SVG cannot be reduced safely: its doctype declares entities (an internal subset), which Plumb does not expand", suggestion: "export it again without a DTD, or draw it in a figure")
        case .svgWithoutRoot: return DiagnosticWords("this SVG has no <svg> root element to publish", suggestion: "check that the file is an SVG image")
        case .atPagePath(let asset, let page):
            return DiagnosticWords("this file would be published at '\(asset)', where the page made from '\(page)' goes", suggestion: "rename one of them")
        case .atGeneratedPath(let asset):
            return DiagnosticWords("this file would be published at '\(asset)', which Plumb writes itself",
                                   suggestion: "rename it; to change the theme's files, edit templates/static/")
        case .unreadable:
            return DiagnosticWords("cannot read this file, so it cannot be published", suggestion: "make it readable, or move it out of the content folder")
        }
    }
}
