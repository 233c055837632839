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
    public let cache: BlockCache
    public var figureRenderer = FigureRenderer()

    public init(site: Site, theme: Theme, cache: BlockCache) {
        self.site = site
        self.theme = theme
        self.cache = cache
    }

    public struct Report {
        /// Relative path → bytes, for `OutputDirectory.replace`.
        public var files: [String: Data] = [:]
        /// Sorted by file, line and column.
        public var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        public var phases: [(name: String, seconds: Double)] = []
        public var pageCount = 0
        public var blockCount = 0
        public var cachedBlocks = 0
        /// For `check`: the ids each page has, and the links each page makes.
        public var anchors: [String: Set<String>] = [:]
        var links: [(page: SourcePage, link: PageBody.Link)] = []
        public var linkCount: Int { links.count }

        public var errorCount: Int { diagnostics.filter { $0.diagnostic.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.diagnostic.severity == .warning }.count }
    }

    struct RenderedPage {
        var title = ""
        var body = PageBody(.document([]), figure: { _, _, _ in "" })
        var diagnostics: [Diagnostic] = []
        var blocks = 0
        var figureIDs: [String] = []
    }

    /// Thread-safe slots for the parallel phase.
    private final class Slots: @unchecked Sendable {
        var pages: [RenderedPage]
        let lock = NSLock()
        var done = 0
        init(count: Int) { pages = Array(repeating: RenderedPage(), count: count) }
    }

    public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Report {
        var report = Report()
        var clock = Lap()
        let pages = site.pages
        let slots = Slots(count: pages.count)
        let contentPrefix = site.contentFolder.lastPathComponent + "/"
        DispatchQueue.concurrentPerform(iterations: pages.count) { i in
            let rendered = self.render(pages[i])
            slots.lock.lock()
            slots.pages[i] = rendered
            slots.done += 1
            let done = slots.done
            slots.lock.unlock()
            progress?(done, pages.count)
        }
        report.phases.append(("pages and figures", clock.lap()))

        for d in site.diagnostics { report.diagnostics.append(d) }
        for (i, page) in pages.enumerated() {
            let rendered = slots.pages[i]
            report.blockCount += rendered.blocks
            for d in rendered.diagnostics { report.diagnostics.append((contentPrefix + page.path, d)) }
            report.anchors[page.outputPath] = Set(rendered.body.headings.map(\.id) + rendered.figureIDs)
            for link in rendered.body.links { report.links.append((page, link)) }
        }
        let (hits, _) = cache.statistics
        report.cachedBlocks = hits

        // Templates.
        for (i, page) in pages.enumerated() {
            let context = self.context(for: i, pages: pages, rendered: slots.pages)
            do {
                report.files[page.outputPath] = Data(try theme.page.render(context, partials: theme.partials).utf8)
            } catch let e as Template.Error {
                report.diagnostics.append((e.template, e.diagnostic))
            }
        }
        do {
            let context = TemplateValue.object(["site": siteValue, "root": .string(""), "assets": .string("assets/"),
                                                "home": .string("index.html"), "nav": navigation(pages, slots.pages, current: nil, root: "")])
            report.files["404.html"] = Data(try theme.notFound.render(context, partials: theme.partials).utf8)
        } catch let e as Template.Error {
            report.diagnostics.append((e.template, e.diagnostic))
        }
        report.phases.append(("templates", clock.lap()))

        // Assets and the sitemap.
        report.files["assets/plumb-figure.css"] = Data(FigureStyles.css.utf8)
        for (name, data) in theme.staticFiles { report.files["assets/\(name)"] = data }
        if let font = TextMeasurer.shippedFontURL, let data = FileManager.default.contents(atPath: font.path) {
            report.files["assets/fonts/\(TextMeasurer.fontFileName)"] = data
            let license = font.deletingLastPathComponent().appendingPathComponent("DejaVu-LICENSE.txt")
            if let text = FileManager.default.contents(atPath: license.path) { report.files["assets/fonts/DejaVu-LICENSE.txt"] = text }
        }
        report.files["sitemap.xml"] = Data(sitemap(pages).utf8)
        report.phases.append(("assets", clock.lap()))
        report.pageCount = pages.count
        report.diagnostics.sort { a, b in
            (a.path, a.diagnostic.location.line, a.diagnostic.location.column) < (b.path, b.diagnostic.location.line, b.diagnostic.location.column)
        }
        return report
    }

    private func render(_ page: SourcePage) -> RenderedPage {
        var rendered = RenderedPage()
        rendered.diagnostics = page.diagnostics
        let tree = MarkdownDocument(parsing: page.markdown).tree
        var diagnostics: [Diagnostic] = []
        var blocks = 0
        var ids: [String] = []
        let defaults = site.config.breakpoints
        let body = PageBody(tree) { code, line, column in
            blocks += 1
            ids.append("fig-\(line)")
            let key = self.cache.key([code, "\(line)", "\(column)", defaults.map(HTML.number).joined(separator: ","),
                                      HTML.number(self.figureRenderer.columnWidth)])
            if let entry = self.cache.lookup(key) {
                diagnostics += entry.diagnostics
                return entry.html
            }
            let solved = SolvedBlock.solve(code, origin: SourceLocation(line: line + 1, column: column), line: line, defaults: defaults)
            let html = self.figureRenderer.render(solved, path: page.path)
            let entry = BlockCache.Entry(html: html, diagnostics: solved.allDiagnostics)
            self.cache.store(key, entry)
            diagnostics += entry.diagnostics
            return html
        }
        rendered.body = body
        rendered.diagnostics += diagnostics
        rendered.blocks = blocks
        rendered.figureIDs = ids
        rendered.title = page.frontMatter.title ?? body.firstHeading
            ?? page.path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? page.path
        return rendered
    }

    var siteValue: TemplateValue {
        .object(["title": .string(site.config.title), "description": .string(site.config.description),
                 "language": .string(site.config.language)])
    }

    private func context(for index: Int, pages: [SourcePage], rendered: [RenderedPage]) -> TemplateValue {
        let page = pages[index], r = rendered[index]
        let root = page.root
        func link(_ j: Int) -> TemplateValue {
            .object(["title": .string(rendered[j].title), "url": .string(root + pages[j].outputPath)])
        }
        let toc = r.body.headings.filter { $0.level == 2 || $0.level == 3 }.map { h -> TemplateValue in
            .object(["level": .string(String(h.level)), "id": .string(h.id), "title": .string(h.title)])
        }
        var fields: [String: TemplateValue] = [
            "site": siteValue,
            "page": .object(["title": .string(r.title), "description": .string(page.frontMatter.description ?? site.config.description),
                             "content": .string(r.body.html), "isHome": .bool(page.path == "index.md"),
                             "url": .string(root + page.outputPath)]),
            "toc": .list(toc), "hasToc": .bool(toc.count > 1),
            "root": .string(root), "assets": .string(root + "assets/"), "home": .string(root + "index.html"),
            "nav": navigation(pages, rendered, current: index, root: root),
        ]
        if index > 0 { fields["prev"] = link(index - 1) }
        if index + 1 < pages.count { fields["next"] = link(index + 1) }
        return .object(fields)
    }

    /// Sections in order: top-level pages, then each folder (titled by its
    /// index page, else its name).
    private func navigation(_ pages: [SourcePage], _ rendered: [RenderedPage], current: Int?, root: String) -> TemplateValue {
        var sections: [(String, [TemplateValue])] = []
        for (j, page) in pages.enumerated() {
            let title: String
            if page.section.isEmpty { title = "" }
            else if let index = pages.firstIndex(where: { $0.path == page.section + "/index.md" }) { title = rendered[index].title }
            else { title = page.section.split(separator: "/").last.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? page.section }
            let entry = TemplateValue.object(["title": .string(rendered[j].title), "url": .string(root + page.outputPath),
                                              "current": .bool(j == current)])
            if let last = sections.last, last.0 == title { sections[sections.count - 1].1.append(entry) }
            else { sections.append((title, [entry])) }
        }
        return .list(sections.map { .object(["title": .string($0.0), "pages": .list($0.1)]) })
    }

    private func sitemap(_ pages: [SourcePage]) -> String {
        let base = site.config.baseURL ?? ""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages { out += "  <url><loc>\(HTML.escape(base + page.outputPath))</loc></url>\n" }
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
