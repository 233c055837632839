import Foundation
import PlumbDiagnostics

/// `check`'s link verification: every relative link must reach a page (or
/// an asset) of the built site, and every `#fragment` one of that page's
/// heading or figure ids. An error by default, as in Zola.
public enum LinkChecker {
    public static func check(_ report: SiteBuilder.Report, contentFolder: String) -> [(path: String, diagnostic: Diagnostic)] {
        var out: [(String, Diagnostic)] = []
        let files = report.outputPaths
        for (page, link) in report.links {
            let destination = link.destination
            // Files that are not pages were checked when the page was built.
            if destination.isEmpty || PageBody.isExternal(destination) || AssetReferences.isAssetReference(destination) { continue }
            let rewritten = report.translations?.rewrite(destination, from: page, pages: report.sitePages) ?? PageBody.rewrite(destination)
            let parts = rewritten.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let pathPart = parts[0], fragment = parts.count > 1 ? parts[1] : nil
            let at = SourceLocation(line: max(link.line, 1), column: max(link.column, 1))
            var target = page.outputPath
            if !pathPart.isEmpty {
                guard let resolved = resolve(pathPart, from: page.outputPath) else {
                    out.append(("\(contentFolder)/\(page.path)", Diagnostic(.error, .unknownName, SiteFinding.link(.leavesSite(destination)), at: at)))
                    continue
                }
                guard files.contains(resolved) else {
                    // A page of that name elsewhere (a missing ../) is the likeliest meaning.
                    let pages = report.anchors.keys.sorted()
                    let fileName = resolved.split(separator: "/").last.map(String.init) ?? resolved
                    let guess = pages.first { $0.split(separator: "/").last.map(String.init) == fileName } ?? closest(to: resolved, among: pages)
                    out.append(("\(contentFolder)/\(page.path)", Diagnostic(.error, .unknownName, SiteFinding.link(.missingPage(destination,
                        guess: guess.map { relative(from: page.outputPath, to: $0).replacingOccurrences(of: ".html", with: ".md") })), at: at)))
                    continue
                }
                target = resolved
            }
            if let fragment, !fragment.isEmpty {
                let ids = report.anchors[target] ?? []
                if !ids.contains(fragment) {
                    out.append(("\(contentFolder)/\(page.path)", Diagnostic(.error, .unknownName, SiteFinding.link(.missingFragment(destination, fragment: fragment, target: target,
                        nearest: closest(to: fragment, among: ids.sorted()))), at: at)))
                }
            }
        }
        return out
    }

    /// `../other.html` from `guide/page.html` → `other.html`; nil above the root.
    static func resolve(_ path: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".", "": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    static func relative(from page: String, to target: String) -> String {
        String(repeating: "../", count: page.filter { $0 == "/" }.count) + target
    }
}
