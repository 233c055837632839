import Foundation
import PlumbDiagnostics

/// One Markdown page of the content folder.
public struct SourcePage: Sendable {
    /// Relative to the content folder: `guide/anchors.md`.
    public let path: String
    /// Relative to the site: `guide/anchors.html`.
    public let outputPath: String
    public let source: String
    public let frontMatter: FrontMatter
    public let diagnostics: [Diagnostic]
    /// Lines the front matter takes.
    let frontMatterLines: Int

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

    /// The folder it sits in ("" at the top): its section in the navigation.
    public var section: String { path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "" }

    /// `../` per folder level: every link in the page is relative.
    public var root: String { String(repeating: "../", count: path.filter { $0 == "/" }.count) }

    public var isIndex: Bool { path.hasSuffix("index.md") }
}

/// The pages of a site, in navigation order.
public struct Site: Sendable {
    public let root: URL
    public let contentFolder: URL
    public let config: SiteConfig
    public let pages: [SourcePage]
    public let diagnostics: [(path: String, Diagnostic)]

    public struct MissingContent: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads `plumb.json` and every `.md` under the content folder; drafts
    /// are left out unless `drafts` is set.
    public init(root: URL, content: String = "content", drafts: Bool = false) throws {
        self.root = root
        contentFolder = root.appendingPathComponent(content)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingContent(description: "no content folder at '\(contentFolder.path)': run plumb in the site's folder, or pass --content DIR")
        }
        let (config, configDiagnostics) = SiteConfig.load(root: root)
        self.config = config
        var diagnostics = configDiagnostics.map { (SiteConfig.fileName, $0) }
        let paths = Site.markdownFiles(in: contentFolder.path).sorted()
        // Read in parallel: a large site is mostly waiting on files.
        final class Slots: @unchecked Sendable { var pages: [SourcePage?] = [] }
        let slots = Slots()
        slots.pages = Array(repeating: nil, count: paths.count)
        let lock = NSLock()
        let folder = contentFolder
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            let path = paths[i]
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path, isDirectory: false).path) else { return }
            let source = String(decoding: data, as: UTF8.self)
            let (matter, lines, _, problems) = FrontMatter.parse(source)
            let page = SourcePage(path: path, outputPath: String(path.dropLast(3)) + ".html", source: source,
                                  frontMatter: matter, diagnostics: problems, frontMatterLines: lines)
            lock.lock()
            slots.pages[i] = page
            lock.unlock()
        }
        var pages: [SourcePage] = []
        for page in slots.pages.compactMap({ $0 }) {
            diagnostics += page.diagnostics.map { ("\(content)/\(page.path)", $0) }
            if page.frontMatter.draft && !drafts { continue }
            pages.append(page)
        }
        self.pages = Site.navigationOrder(pages)
        self.diagnostics = diagnostics
    }

    /// Every `.md` file under `folder`, relative to it, skipping hidden files
    /// and folders. readdir's entry types spare a stat per file, which counts
    /// in a thousand-page rebuild.
    static func markdownFiles(in folder: String, prefix: String = "") -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) || entry.pointee.d_type == UInt8(DT_LNK) {
                var folderFlag: ObjCBool = false
                FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &folderFlag)
                isFolder = folderFlag.boolValue
            }
            if isFolder { out += markdownFiles(in: folder + "/" + name, prefix: prefix + name + "/") }
            else if name.hasSuffix(".md") { out.append(prefix + name) }
        }
        return out
    }

    /// Top-level pages first (the home page first of all), then each folder;
    /// within a group by `order`, then by file name.
    static func navigationOrder(_ pages: [SourcePage]) -> [SourcePage] {
        pages.sorted { a, b in
            if a.section != b.section {
                if a.section.isEmpty || b.section.isEmpty { return a.section.isEmpty }
                return a.section < b.section
            }
            if a.isIndex != b.isIndex { return a.isIndex }
            let oa = a.frontMatter.order ?? Int.max, ob = b.frontMatter.order ?? Int.max
            if oa != ob { return oa < ob }
            return a.path < b.path
        }
    }
}
