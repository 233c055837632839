import Foundation
import PlumbDiagnostics

/// Images and links to files that are not pages (`![](photo.png)`,
/// `[the sample](sample.layout)`): each must be a file of the site, which
/// for an author's own file means one beside the page under `content/`
/// (published at the same relative path, as Hugo's and Zola's page bundles
/// are). Checked by `build` as well as `check`, at the reference's
/// file:line:col, because a missing picture is a broken page.
enum AssetReferences {
    /// A relative reference to a file that is not a page: not external, not
    /// only a fragment, not a `.md` or `.html` page (those are `check`'s
    /// link verification).
    static func isAssetReference(_ destination: String) -> Bool {
        guard !destination.isEmpty, !PageBody.isExternal(destination), !destination.hasPrefix("#"), !destination.hasPrefix("/") else { return false }
        let path = pathPart(of: destination)
        guard !path.isEmpty, !path.hasSuffix("/") else { return false }
        let lower = path.lowercased()
        return !lower.hasSuffix(".md") && !lower.hasSuffix(".html") && !lower.hasSuffix(".htm")
    }

    /// Diagnostics for the references of `page` that reach no file of the
    /// site; `assets` are the author's files, for "did you mean".
    static func check(images: [PageBody.Link], links: [PageBody.Link], page: SourcePage,
                      files: Set<String>, assets: [String]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (link, isImage) in images.map({ ($0, true) }) + links.map({ ($0, false) }) where isAssetReference(link.destination) {
            let raw = pathPart(of: link.destination)
            let path = raw.removingPercentEncoding ?? raw
            let at = SourceLocation(line: max(link.line, 1), column: max(link.column, 1))
            guard let resolved = LinkChecker.resolve(path, from: page.outputPath) else {
                out.append(Diagnostic(.error, .unknownName, SiteFinding.link(.assetOutsideSite(link.destination, isImage: isImage)), at: at))
                continue
            }
            if files.contains(resolved) { continue }
            let name = resolved.split(separator: "/").last.map(String.init) ?? resolved
            let guess = assets.first { $0.split(separator: "/").last.map(String.init) == name }
                ?? closest(to: resolved, among: assets)
            let near = guess.map { relative(from: page.outputPath, to: $0) }
            out.append(Diagnostic(.error, .unknownName, SiteFinding.link(.assetMissing(link.destination, isImage: isImage, resolved: resolved, guess: near)),
                                  at: at))
        }
        return out
    }

    /// `img/a.png#x?y` → `img/a.png`.
    private static func pathPart(of destination: String) -> String {
        destination.split(separator: "#", maxSplits: 1).first?.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
    }

    /// `guide/img/a.png` as seen from `guide/page.html`: `img/a.png`.
    static func relative(from page: String, to target: String) -> String {
        var from = page.split(separator: "/").dropLast().map(String.init)
        var to = target.split(separator: "/").map(String.init)
        while let f = from.first, let t = to.first, f == t, to.count > 1 {
            from.removeFirst()
            to.removeFirst()
        }
        return String(repeating: "../", count: from.count) + to.joined(separator: "/")
    }
}
