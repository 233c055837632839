import Foundation
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbMarkdown

/// A part of a build the summary times, named by the command line in the
/// language asked for. The command itself times reading the site and
/// writing it; `SiteBuilder.build` the three between.
public enum BuildPhase: Hashable, Sendable, CaseIterable {
    case reading, pagesAndFigures, templates, assets, writing
}

/// Builds a site in memory: every page's Markdown rendered, every layout
/// block solved (in parallel, through the cache) and drawn, pages put into
/// the theme, plus assets, a 404 page and sitemap.xml. Writing is the
/// caller's (`OutputDirectory.replace`); `check` only reads the report.
/// Given an `OutputScratch`, pages are written into it as each is put into
/// the theme, and the report keeps only their paths.
public final class SiteBuilder: @unchecked Sendable {
    public let site: Site
    public let theme: Theme
    public let cache: BuildCache
    public var figureRenderer = FigureRenderer(column: Theme.column)
    /// The pages by language, and each page's translations.
    let translations: Translations
    /// Each language's words for the theme and the page chrome.
    let strings: [String: ThemeStrings]
    /// Each language's words for the figures, made once: a figure took
    /// its language's 160 words afresh, 1.6 % of a guide build (50 M
    /// instructions of 3.1 G for 174 figures).
    let figureWords: [String: FigureWords]
    /// What is wrong with the strings files (reported with the pages').
    let stringDiagnostics: [(path: String, diagnostic: Diagnostic)]
    /// The snippets this build has highlighted (a builder makes one build).
    let highlights = HighlightMemo()
    /// The solves this build's pages share (a page and its translation).
    let solves = SharedSolves()
    /// Rendered bodies kept in memory until templating, up to a limit.
    var heldBodies = HeldBodies()

    public init(site: Site, theme: Theme, cache: BuildCache) {
        self.site = site
        self.theme = theme
        self.cache = cache
        translations = Translations(pages: site.pages, config: site.config)
        (strings, stringDiagnostics) = theme.strings(for: site.config.allLanguages)
        figureWords = strings.reduce(into: [:]) { $0[$1.key] = $1.value.figureWords(for: $1.key) }
    }

    func strings(of language: String) -> ThemeStrings { strings[language] ?? .fallback }

    public struct Report {
        /// Relative path → bytes, for `OutputDirectory.replace`.
        public var files: [String: Data] = [:]
        /// The pages already written into the build's `OutputScratch`
        /// (their bytes are not kept: memory holds the pages in flight).
        public var streamed: Set<String> = []
        /// Relative path → the previous build's file (its path), unchanged:
        /// linked, not written.
        public var reused: [String: String] = [:]
        /// Sorted by file, line and column.
        public var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        /// Where the time went, for the summary (which words each phase).
        public var phases: [(phase: BuildPhase, seconds: Double)] = []
        public var pageCount = 0
        public var blockCount = 0
        public var cachedBlocks = 0
        /// Figures solved once for two pages (`SharedSolves`).
        public var sharedSolves = 0
        /// Pages neither parsed nor solved again.
        public var cachedPages = 0
        /// Pages whose output was made anew (parsed again, or only put into
        /// a changed theme or navigation); the rest are the last build's files.
        public var rebuiltPages = 0
        /// For `check`: the ids each page has, and the links each page makes.
        public var anchors: [String: Set<String>] = [:]
        var links: [(page: SourcePage, link: PageBody.Link)] = []
        /// How a translation's links resolve (the same rule its body was written with).
        var translations: Translations?
        var sitePages: [SourcePage] = []
        /// Which original each translation was last edited against, for the next build.
        var freshness = TranslationFreshness()
        public var linkCount: Int { links.count }

        public var errorCount: Int { diagnostics.filter { $0.diagnostic.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.diagnostic.severity == .warning }.count }
        /// Warnings the pages expect (`expect KIND` in a block): not failures.
        public var unexpectedWarningCount: Int { diagnostics.filter { $0.diagnostic.severity == .warning && !$0.diagnostic.isExpected }.count }
        /// What the next build may rely on, once this one's output is in
        /// place: saved by ``SiteBuilder/commit(_:)``.
        var manifest = BuildCache.Manifest()
        /// Every file of the site, written or reused.
        public var outputPaths: Set<String> { Set(files.keys).union(reused.keys).union(streamed) }

        mutating func add(_ result: Outputs.Result, at path: String) {
            switch result {
            case .reused(let file): reused[path] = file
            case .written(let data): files[path] = data
            case .streamed: streamed.insert(path)
            case .failed(let e): diagnostics.append((e.template, e.diagnostic))
            }
        }
    }

    /// What a page became; `html` and `outline` are nil when it came from
    /// the manifest and they have not been needed.
    struct RenderedPage {
        var record: BuildCache.PageRecord
        var html: String?
        var outline: BuildCache.PageOutline?
        var fromCache: Bool
        /// Whether its body and outline may stay in memory until templating
        /// (`HeldBodies`); when not, they are in the cache's pack.
        var held = false
    }

    /// Each page's output from the parallel templating phase.
    final class Outputs: @unchecked Sendable {
        enum Result {
            case reused(String)
            case written(Data)
            /// Written into the scratch folder already.
            case streamed
            case failed(Template.Error)
        }
        var results: [Result?]
        let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ r: Result) {
            lock.lock()
            results[i] = r
            lock.unlock()
        }
    }

    /// Where the previous output's files are found, for reuse.
    enum PreviousFiles: @unchecked Sendable {
        /// A folder and its files, listed once (each file a page would
        /// reuse is then looked at with one lstat, for its type and time),
        /// and when its mark was last written (nanoseconds since 1970;
        /// `OutputDirectory.sealedAt`).
        case folder(path: String, present: Set<String>, sealed: Int64)
        case files([String: Data])
        case none

        init(_ output: PreviousOutput?) {
            switch output {
            case .folder(let url)?:
                guard let sealed = OutputDirectory.sealedAt(url) else { self = .none; return }
                self = .folder(path: url.path, present: FolderListing.files(under: url.path), sealed: sealed)
            case .files(let files)?: self = .files(files)
            case nil: self = .none
            }
        }

        /// The file at `path` as this build's output, when there is one: in
        /// a folder, only a plain file not modified since the build that
        /// wrote the folder sealed it. A page appended to or emptied in
        /// place, a link put there, or files a `git checkout` in a gh-pages
        /// worktree put back were kept as the build's own: every later
        /// build reused them.
        func result(for path: String) -> Outputs.Result? {
            switch self {
            case .folder(let folder, let present, let sealed):
                guard present.contains(path) else { return nil }
                let file = folder + "/" + path
                var status = stat()
                guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                      OutputDirectory.nanoseconds(status.st_mtim) <= sealed else { return nil }
                return .reused(file)
            case .files(let files): return files[path].map { .written($0) }
            case .none: return nil
            }
        }
    }

    /// Thread-safe slots for the parallel phase.
    final class Slots: @unchecked Sendable {
        var pages: [RenderedPage?]
        let lock = NSLock()
        var done = 0
        init(count: Int) { pages = Array(repeating: nil, count: count) }
    }

    /// The last build's output, whose unchanged files are reused as they are.
    public enum PreviousOutput: @unchecked Sendable {
        /// `site/` as the last `build` left it: files are hard-linked.
        case folder(URL)
        /// What `serve` holds in memory.
        case files([String: Data])
    }

    /// Builds everything, reusing what `previousOutput` has of it.
    /// `outlines`: collect every page's headings and links (for `check`).
    /// Reads as its phases: pages and figures, what they report, templates,
    /// the 404 page and the index, assets, fonts, the sitemap, the manifest.
    /// `writingPagesTo`: where pages are written as they are finished.
    public func build(previousOutput: PreviousOutput? = nil, outlines: Bool = true, writingPagesTo scratch: OutputScratch? = nil,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Report {
        var report = Report()
        var clock = Lap()
        var inputs = prepare(previousOutput)
        inputs.scratch = scratch
        let hitsBefore = cache.hits
        let rendered = renderPages(inputs, outlines: outlines, progress: progress)
        report.phases.append((.pagesAndFigures, clock.lap()))
        collectPageFacts(inputs, rendered, into: &report)
        report.translations = translations
        report.sitePages = inputs.pages
        let (freshness, notes) = TranslationFreshness.load(from: cache.folder).update(inputs.pages, translations: translations,
                                                                                        contentPrefix: inputs.contentPrefix)
        report.freshness = freshness
        report.diagnostics += notes
        report.cachedBlocks = cache.hits - hitsBefore + rendered.filter(\.fromCache).reduce(0) { $0 + $1.record.blocks }
        report.sharedSolves = solves.sharedCount

        let signature = siteSignature(inputs, rendered)
        let navigationUnchanged = signature == inputs.manifest.siteSignature
        applyTemplates(inputs, rendered, navigationUnchanged: navigationUnchanged, into: &report)
        addNotFoundAndIndex(inputs, rendered, navigationUnchanged: navigationUnchanged, into: &report)
        // Whatever becomes of the output, the pages' entries serve the next
        // build (a failed one's too: its unchanged figures are not solved again).
        cache.finishBuild(keeping: Set(inputs.pages.map(\.path)))
        report.phases.append((.templates, clock.lap()))

        addAssets(inputs, into: &report)
        let fontKey = addFonts(inputs, into: &report)
        // A sitemap needs absolute addresses (the protocol says so): without
        // a baseURL there is none, rather than one search engines reject.
        if site.config.baseURL != nil {
            for language in translations.languages {
                report.files[translations.folder(of: language) + "sitemap.xml"] = Data(sitemap(inputs.pages, language: language).utf8)
            }
        }
        report.manifest = nextManifest(inputs, rendered, signature: signature, fontKey: fontKey)
        report.phases.append((.assets, clock.lap()))
        report.pageCount = inputs.pages.count
        report.diagnostics.sort { a, b in
            (a.path, a.diagnostic.location.line, a.diagnostic.location.column) < (b.path, b.diagnostic.location.line, b.diagnostic.location.column)
        }
        return report
    }

    /// Records a build whose output was written, so that the next build may
    /// reuse its pages. A build that was not written (errors, `check`) leaves
    /// the manifest alone: its outputs do not exist.
    /// `output`: the folder the report's files went into (nil: none, as
    /// for `serve`, which keeps them in memory); the next build reuses its
    /// files only while it is that very folder.
    public func commit(_ report: Report, output: URL?) {
        if cache.folder != nil {
            var manifest = report.manifest
            manifest.output = output.flatMap(OutputDirectory.markIdentity(of:)) ?? ""
            cache.save(manifest)
            report.freshness.save(to: cache.folder)
        }
    }

    /// Parses a page and draws its figures (each through the page's block
    /// cache), and remembers the result for the next build.
    func render(_ page: SourcePage, key: String) -> RenderedPage {
        let markdown = page.markdown
        let document = MarkdownDocument(parsing: markdown)
        let tree = document.tree
        var diagnostics: [Diagnostic] = page.diagnostics + document.diagnostics
        var ids: [String] = []
        let previous = cache.folder == nil ? [:] : (cache.load(page.path)?.blocks ?? [:])
        var used: [String: BuildCache.BlockEntry] = [:]
        var blockImages: [PageBody.Link] = []
        let defaults = site.config.breakpoints
        let includes = LayoutInclude(contentFolder: site.contentFolder, pagePath: page.path, files: site.assets, source: markdown)
        let settings = site.config.settings(for: page.language)
        let body = PageBody(tree, extraTerms: settings.indexTerms, includes: includes, strings: strings(of: page.language),
                            rewriteLink: { self.translations.rewrite($0, from: page, pages: self.site.pages) }) { fence in
            ids.append(FigureRenderer.figureID(line: fence.line))
            let sourceSetting = self.site.config.figureSource
            let folder = self.pageFolder(page)
            // A code block's figure is sized by the pictures it names (none for a layout block: its key is unchanged).
            let pictures = CodeFence(info: fence.info).map { CodePictures.fingerprint(of: fence.code, language: $0.language, folder: folder) } ?? []
            let blockKey = BuildCache.blockKey([fence.code, fence.info, "\(fence.line)", "\(fence.column)", defaults.map(HTML.number).joined(separator: ","),
                                                HTML.number(self.figureRenderer.column.width), HTML.number(self.figureRenderer.column.narrowest), sourceSetting.rawValue,
                                                // A figure speaks its page's language.
                                                self.strings(of: page.language).digest]
                                                + pictures + (pictures.isEmpty ? [] : [self.pictureHref(page)]))
            let entry: BuildCache.BlockEntry
            if let cached = previous[blockKey] {
                self.cache.countBlockHit()
                entry = cached
            } else {
                let budget = self.site.config.blockBudgetSeconds
                let solved = FenceSolving.solve(fence, source: page.markdown, defaults: defaults, budget: budget > 0 ? budget : nil, live: .automatic,
                                                imageFolder: folder,
                                                // Only code that can name a picture (`named:`, `imageNamed:`) reads it: the
                                                // rest of a translation's blocks still share the original's solve.
                                                imageHref: fence.code.containsUTF8("amed") ? self.pictureHref(page) : "", sharing: self.solves)
                // An included block's images are checked from the page, at the line naming its file.
                let images = solved.block.imageSources.map { image -> PageBody.Link in
                    let at = fence.inclusion?.namedAt ?? image.location
                    return PageBody.Link(destination: image.path, line: at.line, column: at.column)
                }
                // A code block's figure follows the code itself, shown above it.
                let source = sourceSetting == .hidden || fence.info != "layout" ? nil
                    : FigureRenderer.Source(html: self.highlights.html(fence.code, language: "layout"), open: sourceSetting == .open,
                                            numbering: fence.inclusion == nil ? .init(code: fence.code, firstLine: fence.origin.line) : nil)
                var renderer = self.figureRenderer
                renderer.words = self.figureWords[page.language] ?? self.strings(of: page.language).figureWords(for: page.language)
                entry = BuildCache.BlockEntry(html: renderer.render(solved, source: source, code: FigureCodeTabs.code(for: solved, words: renderer.words, highlight: self.highlights.html)),
                                              diagnostics: fence.reported(solved.allDiagnostics),
                                              images: images)
            }
            blockImages += entry.images
            // A block cut short by its budget depends on the machine's speed:
            // never remembered, so a faster build can draw it whole.
            if !entry.diagnostics.contains(where: { $0.kind == .budget }) { used[blockKey] = entry }
            diagnostics += entry.diagnostics
            return entry.html
        }
        diagnostics += body.problems
        diagnostics += AssetReferences.check(images: body.images + blockImages, links: body.links, page: page, files: siteFiles, assets: site.assets)
        let title = page.frontMatter.title ?? body.firstHeading
            ?? page.path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? page.path
        let record = BuildCache.PageRecord(inputKey: key, title: title, figureIDs: ids, diagnostics: diagnostics, blocks: ids.count, terms: body.terms)
        let outline = BuildCache.PageOutline(headings: body.headings, links: body.links)
        // A persistent cache keeps every page for the next build; a build's
        // spill pack only those memory cannot hold.
        let held = heldBodies.take(body.html.utf8.count)
        if cache.keepsEntries && (cache.folder != nil || !held) {
            cache.store(BuildCache.PageFile(inputKey: key, outline: outline, body: body.html, blocks: used), of: page.path)
        }
        return RenderedPage(record: record, html: body.html, outline: outline, fromCache: false, held: held)
    }

    /// The page the server answers any missing address with, one per
    /// language (`404.html`, `zh-Hans/404.html`).
    func renderNotFound(_ pages: [SourcePage], _ rendered: [RenderedPage], language: String, into report: inout Report) {
        // A page named `404.md` (`404.zh-Hans.md`) would be written over
        // it: an error at the page, as for `genindex.md`.
        let outputPath = translations.folder(of: language) + "404.html"
        if let clash = pages.first(where: { $0.outputPath == outputPath }) {
            report.diagnostics.append((site.contentFolder.lastPathComponent + "/" + clash.path, Diagnostic(
                .error, .duplicateName, SiteFinding.page(.atGeneratedPage(outputPath: outputPath, .notFound)), at: SourceLocation(line: 1, column: 1))))
            return
        }
        do {
            // At any depth: its links must not be relative. With a baseURL
            // they start from its path; without one only the top level works
            // (for another language, its own folder).
            let folder = translations.folder(of: language)
            let root = site.config.baseURL.map(SiteBuilder.path(of:)) ?? (folder.isEmpty ? "" : "../")
            var fields = fieldsAt(root: root, language: language)
            fields["nav"] = navigation(pages, rendered, current: nil, root: root, language: language)
            let context = TemplateValue.object(fields)
            report.files[folder + "404.html"] = Data(try theme.notFound.render(context, partials: theme.partials).utf8)
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        } catch {
            report.diagnostics.append(("templates/404.html", .error(.internal, "the 404 page could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1))))
        }
    }

    /// A language's A-to-Z index (`genindex.html`, `zh-Hans/genindex.html`),
    /// drawn with the page template like any page.
    func renderIndex(_ pages: [SourcePage], _ rendered: [RenderedPage], language: String, into report: inout Report) {
        let folder = translations.folder(of: language)
        let outputPath = folder + SiteIndex.outputPath
        if let clash = pages.first(where: { $0.outputPath == outputPath }) {
            report.diagnostics.append((site.contentFolder.lastPathComponent + "/" + clash.path, Diagnostic(
                .error, .duplicateName, SiteFinding.page(.atGeneratedPage(outputPath: outputPath, .index)), at: SourceLocation(line: 1, column: 1))))
            return
        }
        let root = folder.isEmpty ? "" : "../"
        let strings = strings(of: language)
        let mine = translations.pages(in: language)
        // Links are relative to the index, which sits in the language's folder.
        let entries = SiteIndex.entries(mine.map { (String(pages[$0].href.dropFirst(folder.count)), rendered[$0].record.title, rendered[$0].record.terms) },
                                        language: language)
        var fields = fieldsAt(root: root, language: language)
        fields.merge([
            "page": .object(["title": .string(strings["indexTitle"]), "description": .string(site.config.settings(for: language).description),
                             "content": .string(SiteIndex.html(entries, strings: strings, language: language)),
                             "isHome": .bool(false), "url": .string(SiteIndex.outputPath)]),
            "toc": .list([]), "hasToc": .bool(false),
            "nav": navigation(pages, rendered, current: nil, root: root, language: language),
        ]) { _, new in new }
        fields.merge(languageFields(root: root, language: language, versions: indexVersions(root: root))) { _, new in new }
        let context = TemplateValue.object(fields)
        do {
            report.files[outputPath] = Data(try theme.page.render(context, partials: theme.partials).utf8)
            report.anchors[outputPath] = SiteIndex.anchorIDs(entries, language: language)
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        } catch {
            report.diagnostics.append(("templates/page.html", .error(.internal, "the index could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1))))
        }
    }

    /// Every file of the site, for the asset check (set when a build starts).
    var siteFiles: Set<String> = []

    /// What Plumb writes besides the pages and the author's files.
    var generatedFiles: Set<String> {
        var out: Set<String> = ["assets/plumb-figure.css"]
        for language in translations.languages {
            let folder = translations.folder(of: language)
            out.formUnion([folder + "404.html", folder + SiteIndex.outputPath])
            if site.config.baseURL != nil { out.insert(folder + "sitemap.xml") }
            out.formUnion(sectionContentsPaths(sections(site.pages, translations.pages(in: language)), language: language).values)
        }
        for name in theme.staticFiles.keys { out.insert("assets/\(name)") }
        return out
    }

    /// The site as one language sees it: its title and description may be
    /// its own (plumb.json `languages`).
    func siteValue(_ language: String) -> TemplateValue {
        let config = site.config.settings(for: language)
        return .object(["title": .string(config.title), "description": .string(config.description),
                        "language": .string(language)])
    }

    func context(for index: Int, pages: [SourcePage], rendered: [RenderedPage], body: String, headings: [PageBody.Heading],
                         navigation showsNavigation: Bool) -> TemplateValue {
        let page = pages[index], r = rendered[index].record
        let root = page.root
        func link(_ j: Int) -> TemplateValue {
            .object(["title": .string(rendered[j].record.title), "url": .string(root + pages[j].href)])
        }
        let language = page.language
        let siblings = translations.pages(in: language)
        let toc = headings.filter { $0.level == 2 || $0.level == 3 }.map { h -> TemplateValue in
            .object(["level": .string(String(h.level)), "id": .string(h.id), "title": .string(h.title)])
        }
        var fields = fieldsAt(root: root, language: language)
        fields.merge([
            "page": .object(["title": .string(r.title), "description": .string(page.frontMatter.description ?? site.config.settings(for: language).description),
                             "content": .string(body), "isHome": .bool(page.original == "index.md"),
                             "url": .string(root + page.href)]),
            "toc": .list(toc), "hasToc": .bool(toc.count > 1),
        ]) { _, new in new }
        if showsNavigation { fields["nav"] = navigation(pages, rendered, current: index, root: root, language: language) }
        // Prev and next stay in the page's language.
        if let position = siblings.firstIndex(of: index) {
            if position > 0 { fields["prev"] = link(siblings[position - 1]) }
            if position + 1 < siblings.count { fields["next"] = link(siblings[position + 1]) }
        }
        let versions = translations.versions[page.original] ?? [:]
        fields.merge(languageFields(root: root, language: language, versions: versions.mapValues { pages[$0].href })) { _, new in new }
        return .object(fields)
    }

    /// What every template at `root` (a page's `../` per folder level) in
    /// `language` sees alike: the site, its words, and the links up to the
    /// root and to the language's home.
    func fieldsAt(root: String, language: String) -> [String: TemplateValue] {
        let languageRoot = root + translations.folder(of: language)
        let hasHome = translations.versions["index.md"]?[language] != nil
        return ["site": siteValue(language), "root": .string(root), "assets": .string(root + "assets/"),
                "home": .string((hasHome ? languageRoot : root) + "index.html"), "languageRoot": .string(languageRoot),
                "strings": strings(of: language).templateValue, "isMultilingual": .bool(translations.isMultilingual)]
    }

    /// Sections in order: top-level pages, then each folder (titled by its
    /// index page, else its name).
    /// With `flagged`, each entry's `current` is left to be decided per page
    /// (`PageFlag`).
    func navigation(_ pages: [SourcePage], _ rendered: [RenderedPage], current: Int?, root: String, language: String,
                    flagged: Bool = false) -> TemplateValue {
        let sectionTitles = self.sectionTitles(pages, rendered, language: language)
        let mine = translations.pages(in: language)
        if NavigationWindow.isBounded(pages: mine.count) {
            return boundedNavigation(pages, rendered, mine, current: current, root: root, titles: sectionTitles, language: language)
        }
        var sections: [(String, [TemplateValue])] = []
        for j in mine {
            let page = pages[j]
            let title = PageFlag.sanitize(sectionTitles[page.section] ?? "")
            let entry = TemplateValue.object(["title": .string(PageFlag.sanitize(rendered[j].record.title)), "url": .string(root + page.href),
                                              "current": flagged ? .pageFlag(j) : .bool(j == current)])
            if let last = sections.last, last.0 == title { sections[sections.count - 1].1.append(entry) }
            else { sections.append((title, [entry])) }
        }
        return .list(sections.map { .object(["title": .string($0.0), "pages": .list($0.1)]) })
    }

    /// A large site's sidebar (`NavigationWindow`): every section by its
    /// title, linked to its first page (a windowed section's to its contents
    /// page, `SectionContents`), and the current page's section windowed
    /// around it, each gap linked to that contents page.
    /// `mine`: the language's pages, in order.
    private func boundedNavigation(_ pages: [SourcePage], _ rendered: [RenderedPage], _ mine: [Int], current: Int?, root: String,
                                   titles: [String: String], language: String) -> TemplateValue {
        let currentSection = current.map { pages[$0].section }
        let groups = sections(pages, mine)
        let contents = sectionContentsPaths(groups, language: language)
        let words = strings(of: language)
        return .list(groups.map { section in
            let title = PageFlag.sanitize(titles[section.section] ?? "")
            let contentsURL = contents[section.section].map { root + SourcePage.urlPath($0) }
            var fields: [String: TemplateValue] = ["title": .string(title),
                                                   "url": .string(contentsURL ?? root + pages[section.members[0]].href)]
            // The top-level pages have no title to stand for them: always
            // listed (from the first, when the page is elsewhere).
            let position = current.flatMap { section.members.firstIndex(of: $0) } ?? (title.isEmpty ? 0 : nil)
            guard let position, section.section == currentSection || title.isEmpty else {
                fields["pages"] = .list([])
                return .object(fields)
            }
            let gapLabel = words.format("navAllPages", ["count": String(section.members.count)])
            fields["pages"] = .list(NavigationWindow.entries(count: section.members.count, current: position).map { entry in
                guard let entry else {
                    var gap: [String: TemplateValue] = ["gap": .bool(true), "title": .string("…"), "label": .string(gapLabel)]
                    if let contentsURL { gap["url"] = .string(contentsURL) }
                    return .object(gap)
                }
                let j = section.members[entry]
                return .object(["title": .string(PageFlag.sanitize(rendered[j].record.title)), "url": .string(root + pages[j].href),
                                "current": .bool(j == current)])
            })
            return .object(fields)
        })
    }

    /// Whether the sidebar partial can be rendered once for every page at a
    /// depth: the page template includes it outside every section, mentions
    /// the page list nowhere else, and the partial reads nothing that
    /// differs between pages but the `current` mark.
    func sharesNavigation(_ nav: Template) -> Bool {
        var others = theme.partials
        others["nav"] = nil
        let perPage: Set<String> = ["page", "toc", "hasToc", "prev", "next"]
        return theme.page.includesOnlyAtTopLevel("nav") && !theme.page.uses("nav", partials: others)
            && nav.names(partials: theme.partials).isDisjoint(with: perPage)
    }

    private var sectionTitleCache: [String: [String: String]] = [:]
    private let sectionTitleLock = NSLock()

    /// Each folder's title in `language`, the language's own words first:
    /// its index page's, else plumb.json's `sectionTitles` for it (the
    /// language's, then the site's), else the original index page's, else
    /// its name capitalised.
    func sectionTitles(_ pages: [SourcePage], _ rendered: [RenderedPage], language: String) -> [String: String] {
        sectionTitleLock.lock()
        defer { sectionTitleLock.unlock() }
        if let cached = sectionTitleCache[language] { return cached }
        var titles: [String: String] = site.config.sectionTitles.filter { !$0.key.isEmpty }
        titles[""] = ""
        for (j, page) in pages.enumerated() where !page.section.isEmpty && page.isSectionIndex && page.language == translations.defaultLanguage {
            titles[page.section] = rendered[j].record.title
        }
        if language != translations.defaultLanguage {
            for (section, title) in site.config.languages[language]?.sectionTitles ?? [:] where !section.isEmpty { titles[section] = title }
        }
        for (j, page) in pages.enumerated() where !page.section.isEmpty && page.isSectionIndex && page.language == language {
            titles[page.section] = rendered[j].record.title
        }
        for page in pages where titles[page.section] == nil {
            titles[page.section] = page.section.split(separator: "/").last.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? page.section
        }
        sectionTitleCache[language] = titles
        return titles
    }

    /// `https://example.org/docs/` → `/docs/`.
    static func path(of baseURL: String) -> String {
        guard let scheme = baseURL.range(of: "://") else { return "/" }
        let rest = baseURL[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        let path = String(rest[slash...])
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// A language's sitemap: its pages, each with its translations as
    /// `xhtml:link` alternates (as search engines read them) on a
    /// multilingual site.
    func sitemap(_ pages: [SourcePage], language: String) -> String {
        let base = site.config.baseURL ?? ""
        guard translations.isMultilingual else {
            var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            for page in pages { out += "  <url><loc>\(HTML.escape(base + page.href))</loc></url>\n" }
            return out + "</urlset>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for i in translations.pages(in: language) {
            let page = pages[i]
            out += "  <url><loc>\(HTML.escape(base + page.href))</loc>\n"
            let versions = translations.versions[page.original] ?? [:]
            for tag in translations.languages {
                guard let j = versions[tag] else { continue }
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTML.escape(tag))\" href=\"\(HTML.escape(base + pages[j].href))\"/>\n"
            }
            if let j = versions[translations.defaultLanguage] {
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(base + pages[j].href))\"/>\n"
            }
            out += "  </url>\n"
        }
        return out + "</urlset>\n"
    }

    struct Lap {
        private var last = DispatchTime.now().uptimeNanoseconds
        mutating func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { last = now }
            return Double(now - last) / 1e9
        }
    }
}
