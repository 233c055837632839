import Foundation
import PlumbDiagnostics

/// `plumb.json` at the site's root. Every key is optional:
///
/// ```json
/// { "title": "Auto Layout, drawn", "description": "...", "language": "en",
///   "baseURL": "https://example.org/guide/", "breakpoints": [375, 768, 1024] }
/// ```
///
/// `breakpoints` are the widths a block without its own is solved at.
/// `baseURL` makes sitemap.xml (which needs absolute addresses) and roots
/// the 404 page's links; every link in the pages is relative, so the site
/// works from any folder or from `file://`.
public struct SiteConfig: Equatable, Sendable {
    public var title = "Plumb site"
    public var description = ""
    public var language = "en"
    public var baseURL: String?
    public var breakpoints: [Double] = [375, 768, 1024]
    /// Seconds one layout block may take before it is drawn at the
    /// breakpoints solved so far, with a warning saying why (0: no limit).
    public var blockBudgetSeconds: Double = 10
    /// Extra entries for the A-to-Z index (genindex.html), found in the
    /// pages' text: "compression resistance", "safe area".
    public var indexTerms: [String] = []
    /// Whether each figure's Source disclosure (the block's text, to read
    /// and copy) starts closed, open, or is left out.
    public var figureSource: FigureSource = .closed

    public enum FigureSource: String, Sendable, CaseIterable {
        case closed, open, hidden
    }

    public static let fileName = "plumb.json"
    static let keys = ["title", "description", "language", "baseURL", "breakpoints", "blockBudgetSeconds", "indexTerms", "figureSource"]

    public init() {}

    /// Reads `plumb.json` in `root`; a missing file means the defaults.
    public static func load(root: URL) -> (SiteConfig, [Diagnostic]) {
        var config = SiteConfig()
        let url = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return (config, []) }
        let text = String(decoding: data, as: UTF8.self)
        func line(of key: String) -> SourceLocation {
            for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let r = l.range(of: "\"\(key)\"") { return SourceLocation(line: i + 1, column: l.distance(from: l.startIndex, to: r.lowerBound) + 1) }
            }
            return SourceLocation(line: 1, column: 1)
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (config, [.error(.syntax, "plumb.json is not a JSON object", at: SourceLocation(line: 1, column: 1),
                                    suggestion: "write it as { \"title\": \"...\", \"breakpoints\": [375, 768] }")])
        }
        var diagnostics: [Diagnostic] = []
        func bad(_ key: String, _ expected: String) {
            diagnostics.append(.error(.badValue, "'\(key)' must be \(expected)", at: line(of: key)))
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            diagnostics.append(Diagnostic(.warning, .unknownName, "unknown setting '\(key)'", at: line(of: key),
                                          suggestion: closest(to: key, among: keys).map { "did you mean '\($0)'?" } ?? "settings are " + keys.joined(separator: ", ")))
        }
        if let v = object["title"] { if let s = v as? String { config.title = s } else { bad("title", "a string") } }
        if let v = object["description"] { if let s = v as? String { config.description = s } else { bad("description", "a string") } }
        if let v = object["language"] { if let s = v as? String { config.language = s } else { bad("language", "a string") } }
        if let v = object["baseURL"] {
            if let s = v as? String, s.hasPrefix("http://") || s.hasPrefix("https://") { config.baseURL = s.hasSuffix("/") ? s : s + "/" }
            else { bad("baseURL", "an absolute http(s) URL") }
        }
        if let v = object["breakpoints"] {
            if let list = v as? [NSNumber], !list.isEmpty, list.allSatisfy({ $0.doubleValue > 0 && $0.doubleValue <= 100_000 }) {
                config.breakpoints = list.map(\.doubleValue)
            } else {
                bad("breakpoints", "a list of widths in points, such as [375, 768, 1024]")
            }
        }
        if let v = object["blockBudgetSeconds"] {
            if let n = v as? NSNumber, n.doubleValue >= 0, n.doubleValue <= 86_400 { config.blockBudgetSeconds = n.doubleValue }
            else { bad("blockBudgetSeconds", "a number of seconds from 0 (no limit) to 86400") }
        }
        if let v = object["indexTerms"] {
            if let list = v as? [String], list.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains("\n") }) {
                config.indexTerms = list
            } else {
                bad("indexTerms", "a list of words or phrases, such as [\"compression resistance\", \"safe area\"]")
            }
        }
        if let v = object["figureSource"] {
            if let s = v as? String, let choice = FigureSource(rawValue: s) { config.figureSource = choice }
            else { bad("figureSource", "\"closed\" (the default), \"open\" or \"hidden\"") }
        }
        return (config, diagnostics)
    }
}
