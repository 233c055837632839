import Foundation
import PlumbDiagnostics

/// One Markdown page of the content folder.
public struct SourcePage: Sendable {
    /// The longest name (in bytes) a file system holds: NAME_MAX on Linux
    /// and macOS. A page published under a longer one is an error.
    static let longestName = 255
    /// Relative to the content folder: `guide/anchors.md`.
    public let path: String
    /// Relative to the site: `guide/anchors.html`.
    public let outputPath: String
    public let source: String
    public let frontMatter: FrontMatter
    public let diagnostics: [Diagnostic]
    /// Lines the front matter takes.
    let frontMatterLines: Int
    /// Its language's tag: the site's default, or the one its name carries
    /// (`anchors.zh-Hans.md`).
    public let language: String
    /// The page it is a translation of, or its own path: `guide/anchors.md`
    /// for `guide/anchors.zh-Hans.md`. Translations of one page share it.
    public let original: String

    /// The Markdown with the front matter blanked out (file line numbers
    /// kept); made only for pages that are parsed.
    public var markdown: String {
        guard frontMatterLines > 0 else { return source }
        var rest = source[...]
        for _ in 0..<frontMatterLines {
            guard let newline = rest.firstIndex(of: "\n") else { return String(repeating: "\n", count: frontMatterLines) }
            rest = rest[rest.index(after: newline)...]
        }
        return String(repeating: "\n", count: frontMatterLines) + rest
    }

    /// `outputPath` as a URL path: a page named `a#b.md` or `why?.md` must
    /// not turn into a fragment or a query. Everything but unreserved
    /// characters and `/` is percent-encoded (UTF-8), so any name links.
    /// Worked out once, like `section` and `root`: every page's sidebar
    /// links every page, and the navigation sorts by them.
    public let href: String
    /// The file as it was when `source` was read (nil when it changed too
    /// recently to trust, or the page was not read from a file).
    let identity: FileIdentity?

    init(path: String, outputPath: String, source: String, frontMatter: FrontMatter, diagnostics: [Diagnostic], frontMatterLines: Int,
         language: String = "", original: String? = nil, identity: FileIdentity? = nil) {
        self.path = path
        self.identity = identity
        self.outputPath = outputPath
        self.language = language
        self.original = original ?? path
        self.source = source
        self.frontMatter = frontMatter
        self.diagnostics = diagnostics
        self.frontMatterLines = frontMatterLines
        href = SourcePage.urlPath(outputPath)
        section = path.lastIndexOfASCII("/").map { String(path[..<$0]) } ?? ""
        root = String(repeating: "../", count: outputPath.utf8.filter { $0 == UInt8(ascii: "/") }.count)
    }

    static func urlPath(_ path: String) -> String {
        func unreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): return true
            default: return false
            }
        }
        guard !path.utf8.allSatisfy(unreserved) else { return path }
        var out = ""
        for byte in path.utf8 {
            if unreserved(byte) { out.unicodeScalars.append(Unicode.Scalar(byte)) }
            else { out += "%" + NumberText.hex(byte, digits: 2) }
        }
        return out
    }

    /// The folder it sits in ("" at the top): its section in the navigation.
    public let section: String

    /// `../` per folder level: every link in the page is relative.
    public let root: String

    public var isIndex: Bool { original.hasSuffix("index.md") }
    /// A section's home: `guide/index.md` (or its translation).
    var isSectionIndex: Bool { original == section + "/index.md" }
}

/// The pages of a site, in navigation order.
public struct Site: Sendable {
    public let root: URL
    /// The content folder as given (`content`), as diagnostics name it.
    public let content: String
    public let contentFolder: URL
    public let config: SiteConfig
    public let pages: [SourcePage]
    /// The content folder's other files (images, downloads), relative to
    /// it: published at the same path, as page bundles are in Hugo and Zola.
    public let assets: [String]
    public let diagnostics: [(path: String, Diagnostic)]

    /// No content folder where the command looked. The command line words
    /// it itself (naming itself: `plumb build`, `plumb serve`);
    /// `description` is the English `plumb serve`'s error panel shows.
    public struct MissingContent: Error, CustomStringConvertible {
        public let folder: String
        public var description: String { "no content folder at '\(folder)': run plumb in the site's folder, or pass --content DIR" }
    }

    /// Reads `plumb.json` and every `.md` under the content folder; drafts
    /// are left out unless `drafts` is set.
    /// `baseURL` replaces plumb.json's (`serve` publishes at its own address).
    /// A folder named on the command line: an absolute path as it is, a
    /// relative one from the site's root (`--content /tmp/x` once meant
    /// `./tmp/x`, and the output check protected the wrong folder).
    public static func folder(_ path: String, in root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path, isDirectory: true) : root.appendingPathComponent(path, isDirectory: true)
    }

    public init(root: URL, content: String = "content", drafts: Bool = false, baseURL: String? = nil) throws {
        self.root = root
        self.content = content
        contentFolder = Site.folder(content, in: root)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingContent(folder: contentFolder.path)
        }
        var (config, configDiagnostics) = SiteConfig.load(root: root)
        if let baseURL { config.baseURL = baseURL }
        self.config = config
        var diagnostics = configDiagnostics.map { (SiteConfig.fileName, $0) }
        var walk = ContentWalk(root: contentFolder.path, siteRoot: root.path)
        walk.visit("")
        let paths = walk.pages.sorted()
        assets = walk.assets.sorted()
        diagnostics += walk.problems.sorted { $0.0 < $1.0 }.map { ("\(content)/\($0.0)", $0.1) }
        // Read in parallel: a large site is mostly waiting on files.
        final class Slots: @unchecked Sendable {
            var pages: [SourcePage?] = []
            var problems: [(String, Diagnostic)?] = []
        }
        let slots = Slots()
        slots.pages = Array(repeating: nil, count: paths.count)
        slots.problems = Array(repeating: nil, count: paths.count)
        let lock = NSLock()
        let folder = contentFolder.path
        let settings = config
        let now = FileIdentity.now()
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            let path = paths[i]
            let file = folder + "/" + path
            var problem: Diagnostic?
            var page: SourcePage?
            if let (data, identity) = FileIdentity.read(file, now: now) {
                switch data.withUnsafeBytes(SourceText.decode) {
                case .success(let source):
                    let (matter, lines, _, problems) = FrontMatter.parse(source)
                    let place = PageLanguage.place(path, config: settings)
                    page = SourcePage(path: path, outputPath: place.outputPath, source: source,
                                      frontMatter: matter, diagnostics: problems + place.problems, frontMatterLines: lines,
                                      language: place.language, original: place.original, identity: identity)
                case .failure(let d): problem = d
                }
            } else {
                let reason = access(file, R_OK) != 0 ? String(cString: strerror(errno)) : nil
                problem = Diagnostic(.error, .unsupported, SiteFinding.page(.unreadable(reason: reason)), at: SourceLocation(line: 1, column: 1))
            }
            lock.lock()
            slots.pages[i] = page
            slots.problems[i] = problem.map { ("\(content)/\(path)", $0) }
            lock.unlock()
        }
        diagnostics += slots.problems.compactMap { $0 }
        var pages: [SourcePage] = []
        for page in slots.pages.compactMap({ $0 }) {
            // A page's front-matter problems travel with the page (its build
            // record reports them); a draft left out reports them here.
            if page.frontMatter.draft && !drafts {
                diagnostics += page.diagnostics.map { ("\(content)/\(page.path)", $0) }
                continue
            }
            pages.append(page)
        }
        // `content/zh-Hans/a.md` and `content/a.zh-Hans.md` would both be
        // `zh-Hans/a.html`: an error, never one silently written over the other.
        var publishedAt: [String: String] = [:]
        pages = pages.filter { page in
            // A name the file system cannot hold (a legal 255-byte `x.md`
            // is a 257-byte `x.html`): an error at the page, in `check`
            // too; `build` failed writing it, naming only its scratch path.
            if let name = page.outputPath.split(separator: "/").first(where: { $0.utf8.count > SourcePage.longestName }) {
                diagnostics.append(("\(content)/\(page.path)", Diagnostic(.error, .unsupported,
                    SiteFinding.page(.publishedNameTooLong(name: String(name), bytes: name.utf8.count, limit: SourcePage.longestName)),
                    at: SourceLocation(line: 1, column: 1))))
                return false
            }
            guard let first = publishedAt[page.outputPath] else { publishedAt[page.outputPath] = page.path; return true }
            diagnostics.append(("\(content)/\(page.path)", Diagnostic(.error, .duplicateName,
                SiteFinding.page(.samePublishedPath(outputPath: page.outputPath, first: first, language: page.language)), at: SourceLocation(line: 1, column: 1))))
            return false
        }
        if !config.sectionTitles.isEmpty || config.languages.values.contains(where: { $0.sectionTitles != nil }),
           let data = FileManager.default.contents(atPath: root.appendingPathComponent(SiteConfig.fileName).path) {
            var sections = Set<String>()
            for page in pages {
                var folder = Substring(page.section)
                while !folder.isEmpty {
                    sections.insert(String(folder))
                    folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
                }
            }
            diagnostics += config.sectionTitleProblems(sections: sections, text: String(decoding: data, as: UTF8.self)).map { (SiteConfig.fileName, $0) }
        }
        self.pages = Site.navigationOrder(pages)
        self.diagnostics = diagnostics
    }

    /// Each page's text and plumb.json's, by the path diagnostics name them
    /// with, for quoting the line a diagnostic points at.
    public func sourceTexts() -> [String: String] {
        var sources: [String: String] = [:]
        for page in pages { sources["\(content)/\(page.path)"] = page.source }
        sources[SiteConfig.fileName] = FileManager.default.contents(atPath: root.appendingPathComponent(SiteConfig.fileName).path)
            .map { String(decoding: $0, as: UTF8.self) }
        return sources
    }

    /// Top-level pages first (the home page first of all), then each folder,
    /// ordered by its `index.md`'s `order` (then by name), level by level;
    /// within a folder its index page first, then by `order`, then by file name.
    static func navigationOrder(_ pages: [SourcePage]) -> [SourcePage] {
        var sectionOrder: [String: Int] = [:]
        for page in pages where page.path == page.section + "/index.md" { sectionOrder[page.section] = page.frontMatter.order }
        // A translation sorts where its original does: the navigation of
        // every language has the same order.
        var orders: [String: Int] = [:]
        for page in pages where page.path == page.original { orders[page.original] = page.frontMatter.order }
        /// Each level of a folder path as (order, name): `guide/advanced`
        /// sorts by guide's order, then by advanced's.
        func key(_ section: String) -> [(Int, String)] {
            var prefix = ""
            return section.split(separator: "/").map { part in
                prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
                return (sectionOrder[prefix] ?? Int.max, String(part))
            }
        }
        let keys = Dictionary(Set(pages.map(\.section)).map { ($0, key($0)) }, uniquingKeysWith: { a, _ in a })
        return pages.sorted { a, b in
            if a.section != b.section {
                if a.section.isEmpty || b.section.isEmpty { return a.section.isEmpty }
                let ka = keys[a.section]!, kb = keys[b.section]!
                for (x, y) in zip(ka, kb) where x != y { return x < y }
                return ka.count < kb.count
            }
            if a.isIndex != b.isIndex { return a.isIndex }
            let oa = orders[a.original] ?? a.frontMatter.order ?? Int.max, ob = orders[b.original] ?? b.frontMatter.order ?? Int.max
            if oa != ob { return oa < ob }
            return (a.original, a.path) < (b.original, b.path)
        }
    }
}
