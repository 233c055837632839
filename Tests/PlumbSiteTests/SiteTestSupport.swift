import Foundation
import PlumbSite

/// A throwaway site folder with the given files.
final class TemporarySite {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-site-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Builds (and, with a cache, records the build as written).
    /// `theme`: read the site's own `templates/` (else the built-in theme).
    func build(cache: Bool = false, theme ownTheme: Bool = false) throws -> SiteBuilder.Report {
        let site = try Site(root: root)
        let theme = try Theme.load(from: ownTheme ? root.appendingPathComponent("templates") : nil)
        let builder = SiteBuilder(site: site, theme: theme,
                                  cache: BuildCache(folder: cache ? root.appendingPathComponent(".plumb-cache") : nil))
        let report = try builder.build()
        builder.commit(report, output: nil)
        return report
    }

    func page(_ report: SiteBuilder.Report, _ path: String) -> String {
        report.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}
