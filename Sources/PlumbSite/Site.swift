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
    /// The Markdown with the front matter blanked out (file line numbers kept).
    public let markdown: String
    public let diagnostics: [Diagnostic]

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
        var pages: [SourcePage] = []
        let paths = (FileManager.default.enumerator(atPath: contentFolder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".md") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
        for path in paths {
            let url = contentFolder.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            let (matter, markdown, problems) = FrontMatter.split(source)
            diagnostics += problems.map { ("\(content)/\(path)", $0) }
            if matter.draft && !drafts { continue }
            pages.append(SourcePage(path: path, outputPath: String(path.dropLast(3)) + ".html", source: source,
                                    frontMatter: matter, markdown: markdown, diagnostics: problems))
        }
        self.pages = Site.navigationOrder(pages)
        self.diagnostics = diagnostics
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
