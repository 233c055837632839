import Foundation

/// Where a request path leads in a site held in memory.
///
/// Only the site's own files can ever be answered: a path is a key into the
/// built files, never joined onto a folder, so `..`, symlinks and absolute
/// paths cannot reach anything else. Dot segments, NUL and malformed
/// percent-escapes are refused outright (browsers never send them).
public enum SitePath: Equatable {
    case file(String)
    /// `/guide` when `guide/index.html` exists: to `/guide/`, so that the
    /// page's relative links resolve (always a path on this server).
    case redirect(String)
    case notFound
    case bad(String)

    public static func resolve(_ path: String, query: String = "", exists: (String) -> Bool) -> SitePath {
        // Foundation's decoding: nil for a malformed escape or bytes that are not UTF-8.
        guard let decoded = path.removingPercentEncoding else { return .bad("the path has a malformed %-escape or is not UTF-8") }
        guard !decoded.contains("\u{0}") else { return .bad("the path holds a NUL") }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .bad("the path holds a '.' or '..' segment") }
        let key = segments.joined(separator: "/")
        if decoded.hasSuffix("/") || key.isEmpty {
            let index = key.isEmpty ? "index.html" : key + "/index.html"
            return exists(index) ? .file(index) : .notFound
        }
        if exists(key) { return .file(key) }
        if exists(key + "/index.html") {
            // Written from the key, not the path as sent: `//guide` would
            // send the browser to `//guide/`, another host.
            let location = "/" + (key.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? key) + "/"
            return .redirect(location + (query.isEmpty ? "" : "?" + query))
        }
        return .notFound
    }
}
