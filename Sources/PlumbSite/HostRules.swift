import Foundation
import PlumbDiagnostics

/// The static hosts' rule files a site may carry (`_headers`, `_redirects`,
/// read by Netlify and Cloudflare Pages), held to what cannot make a page
/// run: a header that gave a `.txt` the type `text/html` ran its script
/// there, and a 200 rewrite can serve another site at this one's address
/// (a red-team pass). An allowlist of headers and of redirect statuses; the
/// first line outside it is an error at its line and column.
///
/// The lines are read as those hosts' parsers read them (both split at each
/// LF and trim JavaScript's white space; a header is any line with a `:`
/// that is not a path; a rule's words are split at any white space): a
/// second pass found a CRLF file, an unindented header and a status after
/// a form feed or a no-break space read differently here than there.
enum HostRules {
    /// Headers that change neither a file's type nor where the reader goes.
    static let headers: Set<String> = [
        "cache-control", "expires", "referrer-policy", "x-frame-options", "x-content-type-options", "content-security-policy",
        "permissions-policy", "strict-transport-security", "cross-origin-opener-policy", "cross-origin-embedder-policy",
        "cross-origin-resource-policy", "access-control-allow-origin", "access-control-allow-methods", "access-control-allow-headers",
        "access-control-max-age", "x-robots-tag", "vary",
    ]

    /// Redirects, and this site's page served with a "not here" status.
    static let redirects: Set<String> = ["301", "302", "303", "307", "308"]
    static let notHere: Set<String> = ["404", "410"]

    static func problem(in name: String, _ data: Data) -> Diagnostic? {
        guard name == "_headers" || name == "_redirects" else { return nil }
        let lines = String(decoding: data, as: UTF8.self).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let indent = line.prefix(while: isSpace).count
            let trimmed = HostRules.trimmed(line)
            guard !trimmed.isEmpty, trimmed[0] != "#" else { continue }
            let at = SourceLocation(line: index + 1, column: indent + 1)
            let text = String(String.UnicodeScalarView(trimmed))
            if name == "_headers", let header = header(in: text), !headers.contains(header.lowercased()) {
                return Diagnostic(.error, .unsupported, SiteFinding.asset(.hostHeader(header, allowed: headers.sorted())), at: at)
            }
            if name == "_redirects", let status = refusedStatus(in: trimmed) {
                return Diagnostic(.error, .unsupported, SiteFinding.asset(.hostRewrite(status: status)), at: at)
            }
        }
        return nil
    }

    /// The header a `_headers` line sets (`! Name` detaches one), nil for a
    /// path (`/…`, or a whole address); a line that is neither is a header
    /// named by the whole line, and refused.
    private static func header(in line: String) -> String? {
        if line.hasPrefix("/") || line.hasPrefix("http://") || line.hasPrefix("https://") { return nil }
        let named = line.hasPrefix("!") ? String(line.dropFirst()) : line
        return String(String.UnicodeScalarView(trimmed(named.prefix { $0 != ":" }.unicodeScalars)))
    }

    /// `scalars` without JavaScript's white space at either end, as the hosts trim.
    private static func trimmed<S: BidirectionalCollection>(_ scalars: S) -> [Unicode.Scalar] where S.Element == Unicode.Scalar {
        Array(scalars.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// A `_redirects` rule's status when it is not one Plumb allows: any of
    /// its words that is a status (`200`, `200!`), the 404 or 410 allowed
    /// only to a page of this site.
    private static func refusedStatus(in line: [Unicode.Scalar]) -> String? {
        let words = line.split(whereSeparator: isSpace).map { String(String.UnicodeScalarView($0)) }
        let target = words.dropFirst().first { $0.hasPrefix("/") || $0.contains("://") }
        for word in words.dropFirst() {
            guard let number = statusNumber(word) else { continue }
            let status = String(number)
            let toThisSite = target.map { $0.hasPrefix("/") && !$0.hasPrefix("//") } ?? false
            if !(redirects.contains(status) || (notHere.contains(status) && toThisSite)) { return word }
        }
        return nil
    }

    /// The status a host could read in `word`, as Netlify reads it
    /// (JavaScript's `parseInt`: leading digits, `0200!` and `200.0` are
    /// 200) or Cloudflare (`Number`: `2e2`, `0xC8`, `+200`), when either
    /// makes a number from 100 to 999. A third red-team pass found `0200!`
    /// read as a proxy where only three digits were looked at.
    static func statusNumber(_ word: String) -> Int? {
        var text = Substring(word.hasSuffix("!") ? String(word.dropLast()) : word)
        if text.first == "+" || text.first == "-" { text = text.dropFirst() }
        let leading = text.prefix { $0.isASCII && $0.isNumber }
        var candidates: [Double] = []
        if let n = Int(leading.prefix(12)) { candidates.append(Double(n)) }
        if let n = Double(text) { candidates.append(n) }
        if text.lowercased().hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { candidates.append(Double(n)) }
        return candidates.first { $0 >= 100 && $0 < 1000 && $0 == $0.rounded() }.map { Int($0) }
    }

    /// JavaScript's white space (`\s`), as the hosts' parsers trim and split.
    static func isSpace(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: return true
        default: return false
        }
    }
}
