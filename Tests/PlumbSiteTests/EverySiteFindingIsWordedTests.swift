import XCTest
@testable import PlumbSite
import PlumbDiagnostics

/// Every site finding (front matter, includes, links, files pages name,
/// plumb.json, pages, the theme, assets), in every language (issue 31): each language
/// words each case itself, with no English prose left in Chinese. `listed`
/// switches over each enum without a default, so a new case stops the
/// compiler here until it is listed, and the counts then ask for a sample.
final class EverySiteFindingIsWordedTests: XCTestCase {
    private let frontMatter: [FrontMatterFinding] = [
        .neverEnds, .notKeyValue, .notWholeNumber(key: "order", found: "first"), .notBoolean(key: "draft", found: "yes"),
        .unknownKey("titel", .near("title")), .unknownKey("weight", .synonym("order")), .unknownKey("zzz", .keys(["title", "order"])),
    ]
    private let include: [IncludeFinding] = [
        .unknownFenceOption("includ=a.layout", nearest: "include"), .unknownFenceOption("zzz=1", nearest: nil), .includedTwice,
        .headerAsFenceOption("contentSize=AX3", line: "contentSize AX3"),
        .notAlone(path: "a.layout"), .linesLost, .noContentFolder(path: "a.layout"), .noFileName, .outsideContent(path: "../a.layout"),
        .leadsOutside(path: "link.layout"), .unreadable(path: "a.layout", relative: "guide/a.layout", guess: nil),
        .missing(path: "a.layout", relative: "guide/a.layout", guess: "shared/a.layout"),
        .missing(path: "a.layout", relative: "guide/a.layout", guess: nil), .notUTF8(path: "a.layout"),
    ]
    private let link: [LinkFinding] = [
        .leavesSite("../../x.md"), .missingPage("anchor.md", guess: "anchors.md"), .missingPage("zzz.md", guess: nil),
        .missingFragment("anchors.md#safe", fragment: "safe", target: "guide/anchors.html", nearest: "safe-area"),
        .assetOutsideSite("../a.png", isImage: true), .assetOutsideSite("../a.zip", isImage: false),
        .assetMissing("a.png", isImage: true, resolved: "guide/a.png", guess: "img/a.png"),
        .assetMissing("a.zip", isImage: false, resolved: "guide/a.zip", guess: nil),
        .schemeNotAllowed("javascript", isImage: false), .schemeNotAllowed("data", isImage: true),
    ]
    private var config: [ConfigFinding] {
        [.notObject, .unknownSetting("titel", nearest: "title", settings: ["title"]), .unknownSetting("zzz", nearest: nil, settings: ["title"]),
         .notLanguageTag("zh_CN", nearest: "zh-CN", isDefault: true), .notLanguageTag("x!", nearest: nil, isDefault: true),
         .notLanguageTag("x!", nearest: nil, isDefault: false), .languageNotObject("zh-Hans"),
         .unknownLanguageSetting("titel", language: "zh-Hans", nearest: "title", settings: ["title"]),
         .unknownLanguageSetting("zzz", language: "zh-Hans", nearest: nil, settings: ["title", "description"]),
         .languageSettingNotString("title", language: "zh-Hans"), .languageIndexTermsNotList("zh-Hans"), .unreadable(.folder), .unreadable(.permissionDenied), .unreadable(.notRegular),
         .unreadable(.system("Permission denied")),
         .sectionWithoutPages("gide", language: nil, nearest: "guide", sections: ["guide"]), .sectionWithoutPages("zzz", language: "zh-Hans", nearest: nil, sections: ["a", "b"]),
         .sectionWithoutPages("zzz", language: nil, nearest: nil, sections: [])]
            + ConfigValue.allCases.map { .badValue(key: "title", $0) }
    }

    private let page: [PageFinding] = [
        .imageWithoutAlt(name: "hero.png", source: "img/hero.png"), .headingSkipsLevel(level: 4, previous: 2, title: "Margins"),
        .defaultLanguageSuffix(tag: "en", outputPath: "a.en.html", fileName: "a"),
        .undeclaredLanguage(tag: "fr", declared: ["en", "zh-Hans"], outputPath: "a.fr.html", fileName: "a"),
        .translationOlder(original: "guide/a.md"), .unreadable(reason: "Permission denied"), .unreadable(reason: nil),
        .samePublishedPath(outputPath: "zh-Hans/a.html", first: "a.zh-Hans.md", language: "zh-Hans"),
        .atGeneratedPage(outputPath: "genindex.html", .index), .atGeneratedPage(outputPath: "big/section-contents.html", .sectionContents),
        .atGeneratedPage(outputPath: "zh-Hans/404.html", .notFound), .publishedNameTooLong(name: "long.html", bytes: 257, limit: 255),
        .idTaken("fig-12"), .idTakesHeadingSlug("example", heading: "Example"),
    ]
    private let theme: [ThemeFinding] = [
        .stringsNotObject(file: "templates/strings/fr.json"), .unknownString("onThisPag", nearest: "onThisPage"),
        .unknownString("zzz", nearest: nil), .stringNotText("pages"), .stringLeavesOut("pages", placeholder: "{count}", english: "{count} pages"),
        .missingString("pages", english: "{count} pages", file: "templates/strings/fr.json"), .noStrings(language: "fr"), .missingTemplate,
        .unknownVariable("page.titel", guess: "page.title"), .unknownVariable("zzz", guess: nil), .unknownPartial("hed", nearest: "head"),
        .unknownPartial("zzz", nearest: nil), .partialsRecurse, .closesUnopened("prev"), .tagNeverClosed(opener: "{{", closer: "}}"),
        .emptyTag, .notVariableName("a b"), .sectionsTooDeep(limit: 8), .sectionNeverClosed("prev"),
        .closesOther("next", open: "prev", openedAt: SourceLocation(line: 3, column: 5)),
        .unreadableTemplate, .unreadableStrings, .staticNotAFile(publishedAs: "img/logo.png", isFolderLink: false),
        .staticNotAFile(publishedAs: "img", isFolderLink: true), .linkLeavesTheme, .staticNameNotUTF8(isFolder: false), .staticNameNotUTF8(isFolder: true),
        .remoteStyleReference("https://fonts.example/a.css", isImport: true), .remoteStyleReference("//cdn.example/x.png", isImport: false),
    ]
    private let asset: [AssetFinding] = [
        .textLooksLikeMarkup, .htmlFile(stem: "old"), .scriptFile, .compressedSVG, .xmlFile, .otherKind(extension: "exe"),
        .otherKind(extension: nil), .unsafeSVG(.declaresEntities), .svgWithoutRoot, .atPagePath("a.html", page: "a.md"),
        .atGeneratedPath("assets/plumb.css"), .unreadable, .hostHeader("Content-Type", allowed: ["cache-control"]), .hostRewrite(status: "200"),
        .frontMatter,
    ]

    private var sanitizer: [SanitizerFinding] {
        let attributeRefusals: [AttributeRefusal] = [
            .eventHandler, .style(inSVG: true), .style(inSVG: false), .wholeDocument, .oddName, .notOn("img"),
            .scheme("javascript", inSourceSet: false), .scheme("data", inSourceSet: false), .scheme("data", inSourceSet: true),
            .svgReferenceNotLocal, .urlFunctionNotLocal, .cssFunction("image-set"), .character("\\"), .character("*"),
            .svgNamespace, .xlinkNamespace,
        ]
        return [.doctypeInPage, .commentNeverClosed(toLine: 9), .tagNeverFinished("img", toLine: 9), .onlyText("rect", parent: "title"),
                .inputLeftOut(in: .page), .endTagClosesNothing("div")]
            + SanitizerScope.allCases.map { .neverClosed("span", endOf: $0) }
            + SanitizerPlace.allCases.flatMap { place in ElementRefusal.allCases.flatMap { [.elementLeftOut("x", in: place, $0), .tagLeftOut("x", in: place, $0)] } }
            + attributeRefusals.map { .attributeLeftOut("onerror", of: "img", $0) }
    }
    private var template: [TemplateRefusal] {
        let found: [TemplateFound] = [.element("script"), .attribute("href", value: "javascript:x", on: "a"), .attributeName("{{…}}", on: "a"),
                                      .unescapedValue("site.title"), .valueInTagName, .contentInTitleOrComment,
                                      .section("#page.isHome"), .markAfterBrace, .wholeTemplate, .value]
        let reasons: [TemplateReason] = [
            .styleElement, .inlineSVG, .notTemplateElement, .eventHandler, .styleAttribute, .notTemplateAttribute("meta"), .scheme("javascript"),
            .linkRelation("preload", allowed: ["icon", "stylesheet"]), .inputType, .unescapedValue("site.title"), .valueMakesTag, .contentEndsIt,
            .unquotedValue, .contentInAttribute, .valueMakesScheme(urlNames: ["root", "url"]),
            .sectionSplitsMarkup, .charset, .markAfterBrace, .tooLarge, .duplicateAttribute, .valueFinishesReference, .partialsTooDeep(20), .strayEndTag,
        ] + ElementRefusal.allCases.map { .element($0) }
        return found.map { TemplateRefusal(found: $0, reason: .eventHandler) } + reasons.map { TemplateRefusal(found: .element("x"), reason: $0) }
    }

    private let walk: [WalkFinding] = [
        .linkLoop, .folderUnreadable(reason: "Permission denied"), .entryUnreadable(reason: "Permission denied"), .controlCharacterInName, .pageLinksToNothing(destination: "gone.md"),
        .linkLeadsToNothing(destination: "gone.png"), .linkLeavesSite(to: "/etc/passwd"), .linkIntoBuiltSite("site"), .pageNotRegular,
        .fileNotRegular, .pageNameNotUTF8, .fileNameNotUTF8, .pageInFolderNotUTF8, .folderNameNotUTF8,
    ]

    private func listed(_ f: WalkFinding) -> Bool {
        switch f {
        case .linkLoop, .folderUnreadable, .entryUnreadable, .controlCharacterInName, .pageLinksToNothing, .linkLeadsToNothing, .linkLeavesSite,
             .linkIntoBuiltSite, .pageNotRegular, .fileNotRegular, .pageNameNotUTF8, .fileNameNotUTF8, .pageInFolderNotUTF8,
             .folderNameNotUTF8: return true
        }
    }

    private func listed(_ f: SanitizerFinding) -> Bool {
        switch f {
        case .doctypeInPage, .commentNeverClosed, .tagNeverFinished, .neverClosed, .onlyText, .elementLeftOut, .tagLeftOut, .inputLeftOut,
             .attributeLeftOut, .endTagClosesNothing: return true
        }
    }

    private func listed(_ f: AttributeRefusal) -> Bool {
        switch f {
        case .eventHandler, .style, .wholeDocument, .oddName, .notOn, .scheme, .svgReferenceNotLocal, .urlFunctionNotLocal, .cssFunction,
             .character, .svgNamespace, .xlinkNamespace: return true
        }
    }

    private func listed(_ f: TemplateFound) -> Bool {
        switch f {
        case .element, .attribute, .attributeName, .unescapedValue, .valueInTagName, .contentInTitleOrComment, .section, .markAfterBrace,
             .wholeTemplate, .value: return true
        }
    }

    private func listed(_ f: TemplateReason) -> Bool {
        switch f {
        case .styleElement, .inlineSVG, .element, .notTemplateElement, .eventHandler, .styleAttribute, .notTemplateAttribute, .scheme,
             .linkRelation, .inputType, .unescapedValue, .valueMakesTag, .contentEndsIt, .unquotedValue, .contentInAttribute, .valueMakesScheme,
             .sectionSplitsMarkup, .charset, .markAfterBrace, .tooLarge, .duplicateAttribute, .valueFinishesReference, .partialsTooDeep, .strayEndTag:
            return true
        }
    }

    private func listed(_ f: PageFinding) -> Bool {
        switch f {
        case .imageWithoutAlt, .headingSkipsLevel, .defaultLanguageSuffix, .undeclaredLanguage, .translationOlder, .unreadable,
             .samePublishedPath, .atGeneratedPage, .publishedNameTooLong, .idTaken, .idTakesHeadingSlug: return true
        }
    }

    private func listed(_ f: ThemeFinding) -> Bool {
        switch f {
        case .stringsNotObject, .unknownString, .stringNotText, .stringLeavesOut, .missingString, .noStrings, .missingTemplate,
             .unknownVariable, .unknownPartial, .partialsRecurse, .closesUnopened, .tagNeverClosed, .emptyTag, .notVariableName,
             .sectionsTooDeep, .sectionNeverClosed, .closesOther, .unreadableTemplate, .unreadableStrings, .staticNotAFile, .linkLeavesTheme, .staticNameNotUTF8, .remoteStyleReference: return true
        }
    }

    private func listed(_ f: AssetFinding) -> Bool {
        switch f {
        case .textLooksLikeMarkup, .htmlFile, .scriptFile, .compressedSVG, .xmlFile, .otherKind, .unsafeSVG, .svgWithoutRoot,
             .atPagePath, .atGeneratedPath, .unreadable, .hostHeader, .hostRewrite, .frontMatter: return true
        }
    }

    private func listed(_ f: FrontMatterFinding) -> Bool {
        switch f { case .neverEnds, .notKeyValue, .notWholeNumber, .notBoolean, .unknownKey: return true }
    }

    private func listed(_ f: IncludeFinding) -> Bool {
        switch f {
        case .unknownFenceOption, .headerAsFenceOption, .includedTwice, .notAlone, .linesLost, .noContentFolder, .noFileName, .outsideContent, .leadsOutside,
             .unreadable, .missing, .notUTF8: return true
        }
    }

    private func listed(_ f: LinkFinding) -> Bool {
        switch f { case .leavesSite, .missingPage, .missingFragment, .assetOutsideSite, .assetMissing, .schemeNotAllowed: return true }
    }

    private func listed(_ f: ConfigFinding) -> Bool {
        switch f {
        case .notObject, .badValue, .unknownSetting, .notLanguageTag, .languageNotObject, .unknownLanguageSetting,
             .languageSettingNotString, .languageIndexTermsNotList, .unreadable, .sectionWithoutPages: return true
        }
    }

    private func caseName(_ value: Any) -> String { Mirror(reflecting: value).children.first?.label ?? "\(value)" }

    private var findings: [SiteFinding] {
        frontMatter.map(SiteFinding.frontMatter) + include.map(SiteFinding.include) + link.map(SiteFinding.link) + config.map(SiteFinding.config)
            + page.map(SiteFinding.page) + theme.map(SiteFinding.theme) + asset.map(SiteFinding.asset)
            + sanitizer.map(SiteFinding.sanitizer) + template.map(SiteFinding.template) + walk.map(SiteFinding.walk)
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertTrue(frontMatter.allSatisfy(listed) && include.allSatisfy(listed) && link.allSatisfy(listed) && config.allSatisfy(listed)
                      && page.allSatisfy(listed) && theme.allSatisfy(listed) && asset.allSatisfy(listed))
        XCTAssertEqual(Set(page.map(caseName)).count, 11)
        XCTAssertEqual(Set(theme.map(caseName)).count, 23)
        XCTAssertEqual(Set(asset.map(caseName)).count, 14)
        XCTAssertEqual(Set(frontMatter.map(caseName)).count, 5)
        XCTAssertEqual(Set(include.map(caseName)).count, 12)
        XCTAssertEqual(Set(link.map(caseName)).count, 6)
        XCTAssertEqual(Set(config.map(caseName)).count, 10)
        XCTAssertTrue(sanitizer.allSatisfy(listed) && template.map(\.found).allSatisfy(listed) && template.map(\.reason).allSatisfy(listed))
        XCTAssertEqual(Set(sanitizer.map(caseName)).count, 10)
        XCTAssertTrue(walk.allSatisfy(listed))
        XCTAssertEqual(Set(walk.map(caseName)).count, 14)
        let attributeRefusals = sanitizer.compactMap { f -> AttributeRefusal? in if case .attributeLeftOut(_, _, let r) = f { return r }; return nil }
        XCTAssertTrue(attributeRefusals.allSatisfy(listed))
        XCTAssertEqual(Set(attributeRefusals.map(caseName)).count, 12)
        XCTAssertEqual(Set(template.map(\.found).map(caseName)).count, 10)
        XCTAssertEqual(Set(template.map(\.reason).map(caseName)).count, 24)
    }

    /// Latin words Chinese prose keeps: names, tools, formats.
    static let codeWords: Set<String> = [
        "Plumb", "JSON", "HTML", "Markdown", "json", "front", "matter", "true", "false", "layout", "http", "content", "include", "FILE",
        // URL schemes.
        "https", "mailto", "javascript", "data",
        // A template's own terms, as Mustache names them.
        "partial", "section",
        // The samples' own keys and tags, and the system's words for why a file cannot be read.
        "title", "order", "description", "Hans", "Permission", "denied", "FIFO",
        // The sanitizer's (tags, written `<…>`, are markup and left out): a markup language's name, a namespace attribute.
        "MathML", "xmlns",
        // Hosts and the generator GitHub Pages runs.
        "GitHub", "Pages", "Jekyll",
    ]

    func testChineseWordsEveryCaseInChinese() {
        for f in findings {
            let english = f.words(in: .english), chinese = f.words(in: .chinese)
            XCTAssertNotEqual(english.message, chinese.message, "\(f)")
            XCTAssertEqual(english.suggestion == nil, chinese.suggestion == nil, "\(f)")
            for text in [chinese.message] + (chinese.suggestion.map { [$0] } ?? []) {
                XCTAssertTrue(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(f): \(text)")
                XCTAssertEqual(Self.unquotedLatin(in: text), [], "\(f): \(text)")
            }
        }
    }

    /// The Latin words of four letters or more left in Chinese prose once
    /// quoted text, markup, paths and placeholders are taken out, less the
    /// names it keeps (`codeWords`): English the translation left behind.
    static func unquotedLatin(in text: String) -> [String] {
        let prose = text.replacingOccurrences(of: #"</?[A-Za-z!][^>]*>|'[^']*'|"[^"]*"|[A-Za-z_./]+\.[A-Za-z]+|[A-Za-z]+/|\{[^}]*\}|[A-Za-z_]+="#,
                                              with: "", options: .regularExpression)
        return prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }.filter { !codeWords.contains($0) }
    }

    /// End to end: a page's front matter key from Hugo, in either language.
    func testAHugoKeyReadsInEitherLanguage() throws {
        let (_, _, _, diagnostics) = FrontMatter.parse("---\ntitle: A\nweight: 3\n---\n# A\n")
        let d = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(d.words(in: .english), DiagnosticWords("unknown front matter key 'weight'",
                                                              suggestion: "did you mean 'order'? (Plumb's name for 'weight')"))
        XCTAssertEqual(d.words(in: .chinese), DiagnosticWords("未知的 front matter 键 'weight'",
                                                              suggestion: "是不是想写 'order'？（Plumb 里 'weight' 叫这个名字）"))
    }
}
