import Foundation
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbMarkdown

/// Builds a site in memory: every page's Markdown rendered, every layout
/// block solved (in parallel, through the cache) and drawn, pages put into
/// the theme, plus assets, a 404 page and sitemap.xml. Writing is the
/// caller's (`OutputDirectory.replace`); `check` only reads the report.
public final class SiteBuilder: @unchecked Sendable {
    public let site: Site
    public let theme: Theme
    public let cache: BuildCache
    public var figureRenderer = FigureRenderer()

    public init(site: Site, theme: Theme, cache: BuildCache) {
        self.site = site
        self.theme = theme
        self.cache = cache
    }

    public struct Report {
        /// Relative path → bytes, for `OutputDirectory.replace`.
        public var files: [String: Data] = [:]
        /// Relative path → the previous build's file (its path), unchanged:
        /// linked, not written.
        public var reused: [String: String] = [:]
        /// Sorted by file, line and column.
        public var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        public var phases: [(name: String, seconds: Double)] = []
        public var pageCount = 0
        public var blockCount = 0
        public var cachedBlocks = 0
        /// Pages neither parsed nor solved again.
        public var cachedPages = 0
        /// For `check`: the ids each page has, and the links each page makes.
        public var anchors: [String: Set<String>] = [:]
        var links: [(page: SourcePage, link: PageBody.Link)] = []
        public var linkCount: Int { links.count }

        public var errorCount: Int { diagnostics.filter { $0.diagnostic.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.diagnostic.severity == .warning }.count }
        /// Warnings the pages expect (`expect KIND` in a block): not failures.
        public var unexpectedWarningCount: Int { diagnostics.filter { $0.diagnostic.severity == .warning && !$0.diagnostic.isExpected }.count }
        /// What the next build may rely on, once this one's output is in
        /// place: saved by ``SiteBuilder/commit(_:)``.
        var manifest = BuildCache.Manifest()
        /// Every file of the site, written or reused.
        public var outputPaths: Set<String> { Set(files.keys).union(reused.keys) }

        fileprivate mutating func add(_ result: Outputs.Result, at path: String) {
            switch result {
            case .reused(let file): reused[path] = file
            case .written(let data): files[path] = data
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
    }

    /// Each page's output from the parallel templating phase.
    fileprivate final class Outputs: @unchecked Sendable {
        enum Result {
            case reused(String)
            case written(Data)
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
    private enum PreviousFiles: @unchecked Sendable {
        /// A folder and its files, listed once (a stat per page cost more).
        case folder(path: String, present: Set<String>)
        case files([String: Data])
        case none

        init(_ output: PreviousOutput?) {
            switch output {
            case .folder(let url)?: self = .folder(path: url.path, present: FolderListing.files(under: url.path))
            case .files(let files)?: self = .files(files)
            case nil: self = .none
            }
        }

        /// The file at `path` as this build's output, when there is one.
        func result(for path: String) -> Outputs.Result? {
            switch self {
            case .folder(let folder, let present): return present.contains(path) ? .reused(folder + "/" + path) : nil
            case .files(let files): return files[path].map { .written($0) }
            case .none: return nil
            }
        }
    }

    /// Thread-safe slots for the parallel phase.
    private final class Slots: @unchecked Sendable {
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
    public func build(previousOutput: PreviousOutput? = nil, outlines: Bool = true, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Report {
        var report = Report()
        var clock = Lap()
        let pages = site.pages
        let hitsBefore = cache.hits
        let manifest = cache.folder == nil ? BuildCache.Manifest() : cache.loadManifest()
        // Which files exist decides a page's asset diagnostics: a new image
        // re-renders the pages (their blocks still come from the cache).
        let generated = generatedFiles
        siteFiles = Set(pages.map(\.outputPath)).union(site.assets).union(generated)
        let settings = [site.config.breakpoints.map(HTML.number).joined(separator: ","), HTML.number(figureRenderer.columnWidth),
                        BuildCache.binaryDigest, ContentHash.hex(site.assets), site.config.indexTerms.joined(separator: "\n"),
                        site.config.figureSource.rawValue]
        let keys = pages.map { ContentHash.hex([$0.path, $0.source] + settings) }
        let slots = Slots(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { i in
            let page = pages[i]
            let rendered: RenderedPage
            let stored = outlines ? self.cache.load(page.path).flatMap { $0.inputKey == keys[i] ? $0 : nil } : nil
            if let record = manifest.pages[page.path], record.inputKey == keys[i], !outlines || stored != nil {
                rendered = RenderedPage(record: record, html: stored?.body, outline: stored?.outline, fromCache: true)
            } else {
                rendered = self.render(page, key: keys[i])
            }
            slots.lock.lock()
            slots.pages[i] = rendered
            slots.done += 1
            let done = slots.done
            slots.lock.unlock()
            progress?(done, pages.count)
        }
        let rendered = slots.pages.map { $0! }
        report.phases.append(("pages and figures", clock.lap()))

        for d in site.diagnostics { report.diagnostics.append(d) }
        let contentPrefix = site.contentFolder.lastPathComponent + "/"
        for (i, page) in pages.enumerated() {
            let r = rendered[i].record
            report.blockCount += r.blocks
            if rendered[i].fromCache { report.cachedPages += 1 }
            for d in r.diagnostics { report.diagnostics.append((contentPrefix + page.path, d)) }
            let outline = rendered[i].outline
            report.anchors[page.outputPath] = Set((outline?.headings.map(\.id) ?? []) + r.figureIDs)
            for link in outline?.links ?? [] { report.links.append((page, link)) }
        }
        report.cachedBlocks = cache.hits - hitsBefore + rendered.filter(\.fromCache).reduce(0) { $0 + $1.record.blocks }

        // Templates: an unchanged page in an unchanged site keeps its output.
        var signatureParts = settings + [theme.digest, site.config.title, site.config.description, site.config.language, site.config.baseURL ?? ""]
        for (i, page) in pages.enumerated() { signatureParts += [page.path, rendered[i].record.title] }
        let signature = ContentHash.hex(signatureParts)
        let navigationUnchanged = signature == manifest.siteSignature
        let showsNavigation = theme.page.uses("nav", partials: theme.partials)
        // The sidebar, rendered once per folder depth rather than per page
        // (see PageFlag), when nothing else in it depends on the page.
        var navigationByRoot: [String: String] = [:]
        if showsNavigation, let nav = theme.partials["nav"], sharesNavigation(nav) {
            for root in Set(pages.map(\.root)) {
                var fields = fieldsAt(root: root)
                fields["nav"] = navigation(pages, rendered, current: nil, root: root, flagged: true)
                let context = TemplateValue.object(fields)
                if let html = try? nav.render(context, partials: theme.partials) { navigationByRoot[root] = html }
            }
        }
        let sharedNavigation = navigationByRoot
        let outputs = Outputs(count: pages.count)
        let previous = PreviousFiles(previousOutput)
        DispatchQueue.concurrentPerform(iterations: pages.count) { i in
            let page = pages[i]
            if navigationUnchanged, rendered[i].fromCache, let old = previous.result(for: page.outputPath) {
                outputs.set(i, old)
                return
            }
            var current = rendered[i]
            if current.html == nil || current.outline == nil {
                if let stored = self.cache.load(page.path), stored.inputKey == keys[i] { current.html = stored.body; current.outline = stored.outline }
                else { current = self.render(page, key: keys[i]) }
            }
            var partials = self.theme.partials
            let shared = sharedNavigation[page.root]
            if let shared { partials["nav"] = Template(name: "partials/nav.html", literal: PageFlag.resolve(shared, page: i)) }
            let context = self.context(for: i, pages: pages, rendered: rendered, body: current.html ?? "",
                                       headings: current.outline?.headings ?? [], navigation: showsNavigation && shared == nil)
            do {
                outputs.set(i, .written(Data(try self.theme.page.render(context, partials: partials).utf8)))
            } catch let e as Template.Error {
                outputs.set(i, .failed(e))
            } catch {
                // Never a page silently missing from the site.
                outputs.set(i, .failed(Template.Error(template: "templates/page.html", diagnostic: .error(
                    .internal, "page '\(page.path)' could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1)))))
            }
        }
        for (i, page) in pages.enumerated() {
            switch outputs.results[i] {
            case let result?: report.add(result, at: page.outputPath)
            case nil:
                report.diagnostics.append((site.contentFolder.lastPathComponent + "/" + page.path, .error(
                    .internal, "internal error: page '\(page.path)' produced no output", at: SourceLocation(line: 1, column: 1))))
            }
        }
        // The 404 page shows only what the signature covers; the index also
        // the pages' terms, which most edits leave as they were.
        let termsUnchanged = pages.indices.allSatisfy {
            rendered[$0].fromCache || manifest.pages[pages[$0].path]?.encodedTerms.elementsEqual(rendered[$0].record.encodedTerms) == true
        }
        let notFoundIsPage = pages.contains { $0.outputPath == "404.html" }
        if navigationUnchanged, !notFoundIsPage, let old = previous.result(for: "404.html") {
            report.add(old, at: "404.html")
        } else {
            renderNotFound(pages, rendered, into: &report)
        }
        if navigationUnchanged, termsUnchanged, !pages.contains(where: { $0.outputPath == SiteIndex.outputPath }),
           let old = previous.result(for: SiteIndex.outputPath) {
            report.add(old, at: SiteIndex.outputPath)
            report.anchors[SiteIndex.outputPath] = []
        } else {
            renderIndex(pages, rendered, into: &report)
        }
        report.phases.append(("templates", clock.lap()))

        // Assets and the sitemap.
        let pagePaths = Dictionary(pages.map { ($0.outputPath, $0.path) }, uniquingKeysWith: { a, _ in a })
        for asset in site.assets {
            let at = SourceLocation(line: 1, column: 1)
            if let page = pagePaths[asset] {
                report.diagnostics.append((contentPrefix + asset, .error(.duplicateName, "this file would be published at '\(asset)', where the page made from '\(page)' goes",
                                                                        at: at, suggestion: "rename one of them")))
            } else if generated.contains(asset) || asset.hasPrefix("assets/fonts/") {
                report.diagnostics.append((contentPrefix + asset, .error(.duplicateName, "this file would be published at '\(asset)', which Plumb writes itself",
                                                                        at: at, suggestion: "rename it; to change the theme's files, edit templates/static/")))
            } else if let data = FileManager.default.contents(atPath: site.contentFolder.appendingPathComponent(asset, isDirectory: false).path) {
                switch ActiveAssets.check(asset, data) {
                case .publish(let published, let warnings):
                    report.files[asset] = published
                    for w in warnings { report.diagnostics.append((contentPrefix + asset, w)) }
                case .refuse(let problem):
                    report.diagnostics.append((contentPrefix + asset, problem))
                }
            } else {
                report.diagnostics.append((contentPrefix + asset, .error(.unsupported, "cannot read this file, so it cannot be published", at: at,
                                                                        suggestion: "make it readable, or move it out of the content folder")))
            }
        }
        report.files["assets/plumb-figure.css"] = Data(FigureStyles.css.utf8)
        for (name, data) in theme.staticFiles { report.files["assets/\(name)"] = data }
        // The fonts, cut down to the characters the pages use (any page's
        // text, a superset of the figures', so the set is cheap to find).
        var characters = FigureStyles.overlayCharacters
        // ASCII always ships: only pages with other bytes are decoded.
        for page in pages where !SourceText.isASCII(page.source) {
            for scalar in page.source.unicodeScalars where scalar.value >= 0x80 { characters.insert(scalar) }
        }
        // Cutting the fonts reads megabytes: the last build's subsets serve
        // while the characters are the same.
        let fontKey = ContentHash.hex([BuildCache.binaryDigest] + characters.map(\.value).sorted().map { String($0, radix: 16) })
        let fontPaths = ShippedFont.siteFileNames.map { "assets/fonts/" + $0 }
        let previousFonts = fontKey == manifest.fontKey ? fontPaths.compactMap { previous.result(for: $0) } : []
        do {
            if previousFonts.count == fontPaths.count {
                for (path, old) in zip(fontPaths, previousFonts) { report.add(old, at: path) }
            } else {
                for file in try ShippedFont.siteFiles(for: characters) { report.files["assets/fonts/\(file.path)"] = file.data }
            }
        } catch {
            report.diagnostics.append((SiteConfig.fileName, .error(.internal, "internal error: Plumb's fonts could not be subset: \(error)",
                                                                   at: SourceLocation(line: 1, column: 1))))
        }
        // A sitemap needs absolute addresses (the protocol says so): without
        // a baseURL there is none, rather than one search engines reject.
        if site.config.baseURL != nil { report.files["sitemap.xml"] = Data(sitemap(pages).utf8) }
        var next = BuildCache.Manifest()
        next.siteSignature = signature
        next.fontKey = fontKey
        for (i, page) in pages.enumerated() { next.pages[page.path] = rendered[i].record }
        report.manifest = next
        report.phases.append(("assets", clock.lap()))
        report.pageCount = pages.count
        report.diagnostics.sort { a, b in
            (a.path, a.diagnostic.location.line, a.diagnostic.location.column) < (b.path, b.diagnostic.location.line, b.diagnostic.location.column)
        }
        return report
    }

    /// Records a build whose output was written, so that the next build may
    /// reuse its pages. A build that was not written (errors, `check`) leaves
    /// the manifest alone: its outputs do not exist.
    public func commit(_ report: Report) {
        if cache.folder != nil { cache.save(report.manifest) }
    }

    /// Parses a page and draws its figures (each through the page's block
    /// cache), and remembers the result for the next build.
    private func render(_ page: SourcePage, key: String) -> RenderedPage {
        let tree = MarkdownDocument(parsing: page.markdown).tree
        var diagnostics: [Diagnostic] = page.diagnostics
        var ids: [String] = []
        let previous = cache.folder == nil ? [:] : (cache.load(page.path)?.blocks ?? [:])
        var used: [String: BuildCache.BlockEntry] = [:]
        var blockImages: [PageBody.Link] = []
        let defaults = site.config.breakpoints
        let body = PageBody(tree, extraTerms: site.config.indexTerms) { code, line, column in
            ids.append("fig-\(line)")
            let sourceSetting = self.site.config.figureSource
            let blockKey = BuildCache.blockKey([code, "\(line)", "\(column)", defaults.map(HTML.number).joined(separator: ","),
                                                HTML.number(self.figureRenderer.columnWidth), sourceSetting.rawValue])
            let entry: BuildCache.BlockEntry
            if let cached = previous[blockKey] {
                self.cache.countBlockHit()
                entry = cached
            } else {
                let budget = self.site.config.blockBudgetSeconds
                let solved = SolvedBlock.solve(code, origin: SourceLocation(line: line + 1, column: column), line: line, defaults: defaults,
                                               budget: budget > 0 ? budget : nil, live: .automatic)
                let images = solved.block.imageSources.map { PageBody.Link(destination: $0.path, line: $0.location.line, column: $0.location.column) }
                let source = sourceSetting == .hidden ? nil
                    : FigureRenderer.Source(html: SyntaxHighlighter.html(code, language: "layout"), open: sourceSetting == .open)
                entry = BuildCache.BlockEntry(html: self.figureRenderer.render(solved, source: source), diagnostics: solved.allDiagnostics, images: images)
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
        if cache.folder != nil { cache.store(BuildCache.PageFile(inputKey: key, outline: outline, body: body.html, blocks: used), of: page.path) }
        return RenderedPage(record: record, html: body.html, outline: outline, fromCache: false)
    }

    /// The page the server answers any missing address with.
    private func renderNotFound(_ pages: [SourcePage], _ rendered: [RenderedPage], into report: inout Report) {
        do {
            // At any depth: its links must not be relative. With a baseURL
            // they start from its path; without one only the top level works.
            let root = site.config.baseURL.map(SiteBuilder.path(of:)) ?? ""
            var fields = fieldsAt(root: root)
            fields["nav"] = navigation(pages, rendered, current: nil, root: root)
            let context = TemplateValue.object(fields)
            report.files["404.html"] = Data(try theme.notFound.render(context, partials: theme.partials).utf8)
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        } catch {
            report.diagnostics.append(("templates/404.html", .error(.internal, "the 404 page could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1))))
        }
    }

    /// The A-to-Z index, drawn with the page template like any page.
    private func renderIndex(_ pages: [SourcePage], _ rendered: [RenderedPage], into report: inout Report) {
        if let clash = pages.first(where: { $0.outputPath == SiteIndex.outputPath }) {
            report.diagnostics.append((site.contentFolder.lastPathComponent + "/" + clash.path, .error(
                .duplicateName, "this page would be published at '\(SiteIndex.outputPath)', where Plumb writes the site's A-to-Z index",
                at: SourceLocation(line: 1, column: 1), suggestion: "rename the page")))
            return
        }
        let entries = SiteIndex.entries(pages.indices.map { (pages[$0].href, rendered[$0].record.title, rendered[$0].record.terms) })
        var fields = fieldsAt(root: "")
        fields.merge([
            "page": .object(["title": .string("Index"), "description": .string(site.config.description), "content": .string(SiteIndex.html(entries)),
                             "isHome": .bool(false), "url": .string(SiteIndex.outputPath)]),
            "toc": .list([]), "hasToc": .bool(false),
            "nav": navigation(pages, rendered, current: nil, root: ""),
        ]) { _, new in new }
        let context = TemplateValue.object(fields)
        do {
            report.files[SiteIndex.outputPath] = Data(try theme.page.render(context, partials: theme.partials).utf8)
            report.anchors[SiteIndex.outputPath] = []
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        } catch {
            report.diagnostics.append(("templates/page.html", .error(.internal, "the index could not be rendered: \(error)", at: SourceLocation(line: 1, column: 1))))
        }
    }

    /// Every file of the site, for the asset check (set when a build starts).
    private var siteFiles: Set<String> = []

    /// What Plumb writes besides the pages and the author's files.
    private var generatedFiles: Set<String> {
        var out: Set<String> = ["404.html", "assets/plumb-figure.css", SiteIndex.outputPath]
        if site.config.baseURL != nil { out.insert("sitemap.xml") }
        for name in theme.staticFiles.keys { out.insert("assets/\(name)") }
        return out
    }

    var siteValue: TemplateValue {
        .object(["title": .string(site.config.title), "description": .string(site.config.description),
                 "language": .string(site.config.language)])
    }

    private func context(for index: Int, pages: [SourcePage], rendered: [RenderedPage], body: String, headings: [PageBody.Heading],
                         navigation showsNavigation: Bool) -> TemplateValue {
        let page = pages[index], r = rendered[index].record
        let root = page.root
        func link(_ j: Int) -> TemplateValue {
            .object(["title": .string(rendered[j].record.title), "url": .string(root + pages[j].href)])
        }
        let toc = headings.filter { $0.level == 2 || $0.level == 3 }.map { h -> TemplateValue in
            .object(["level": .string(String(h.level)), "id": .string(h.id), "title": .string(h.title)])
        }
        var fields = fieldsAt(root: root)
        fields.merge([
            "page": .object(["title": .string(r.title), "description": .string(page.frontMatter.description ?? site.config.description),
                             "content": .string(body), "isHome": .bool(page.path == "index.md"),
                             "url": .string(root + page.href)]),
            "toc": .list(toc), "hasToc": .bool(toc.count > 1),
        ]) { _, new in new }
        if showsNavigation { fields["nav"] = navigation(pages, rendered, current: index, root: root) }
        if index > 0 { fields["prev"] = link(index - 1) }
        if index + 1 < pages.count { fields["next"] = link(index + 1) }
        return .object(fields)
    }

    /// What every template at `root` (a page's `../` per folder level) sees
    /// alike: the site, and the links up to the root.
    private func fieldsAt(root: String) -> [String: TemplateValue] {
        ["site": siteValue, "root": .string(root), "assets": .string(root + "assets/"), "home": .string(root + "index.html")]
    }

    /// Sections in order: top-level pages, then each folder (titled by its
    /// index page, else its name).
    /// With `flagged`, each entry's `current` is left to be decided per page
    /// (`PageFlag`).
    private func navigation(_ pages: [SourcePage], _ rendered: [RenderedPage], current: Int?, root: String, flagged: Bool = false) -> TemplateValue {
        let sectionTitles = self.sectionTitles(pages, rendered)
        var sections: [(String, [TemplateValue])] = []
        for (j, page) in pages.enumerated() {
            let title = PageFlag.sanitize(sectionTitles[page.section] ?? "")
            let entry = TemplateValue.object(["title": .string(PageFlag.sanitize(rendered[j].record.title)), "url": .string(root + page.href),
                                              "current": flagged ? .pageFlag(j) : .bool(j == current)])
            if let last = sections.last, last.0 == title { sections[sections.count - 1].1.append(entry) }
            else { sections.append((title, [entry])) }
        }
        return .list(sections.map { .object(["title": .string($0.0), "pages": .list($0.1)]) })
    }

    /// Whether the sidebar partial can be rendered once for every page at a
    /// depth: the page template includes it outside every section, mentions
    /// the page list nowhere else, and the partial reads nothing that
    /// differs between pages but the `current` mark.
    private func sharesNavigation(_ nav: Template) -> Bool {
        var others = theme.partials
        others["nav"] = nil
        let perPage: Set<String> = ["page", "toc", "hasToc", "prev", "next"]
        return theme.page.includesOnlyAtTopLevel("nav") && !theme.page.uses("nav", partials: others)
            && nav.names(partials: theme.partials).isDisjoint(with: perPage)
    }

    private var sectionTitleCache: [String: String]?
    private let sectionTitleLock = NSLock()

    /// Each folder's title: its index page's, else its name capitalised.
    private func sectionTitles(_ pages: [SourcePage], _ rendered: [RenderedPage]) -> [String: String] {
        sectionTitleLock.lock()
        defer { sectionTitleLock.unlock() }
        if let cached = sectionTitleCache { return cached }
        var titles: [String: String] = ["": ""]
        for (j, page) in pages.enumerated() where page.isIndex && !page.section.isEmpty && page.path == page.section + "/index.md" {
            titles[page.section] = rendered[j].record.title
        }
        for page in pages where titles[page.section] == nil {
            titles[page.section] = page.section.split(separator: "/").last.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? page.section
        }
        sectionTitleCache = titles
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

    private func sitemap(_ pages: [SourcePage]) -> String {
        let base = site.config.baseURL ?? ""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages { out += "  <url><loc>\(HTML.escape(base + page.href))</loc></url>\n" }
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
