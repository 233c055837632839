import Foundation
import PlumbDiagnostics

/// The static hosts' rule files a site may carry (`_headers`, `_redirects`,
/// read by Netlify and Cloudflare Pages), held to what cannot make a page
/// run: a header that gave a `.txt` the type `text/html` ran its script
/// there, and a 200 rewrite can serve another site at this one's address
/// (a red-team pass). An allowlist of headers and of redirect statuses;
/// the first line outside it is an error at its line and column.
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
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let text = line.hasSuffix("\r") ? line.dropLast() : line
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let column = text.count - trimmed.count + 1
            let at = SourceLocation(line: index + 1, column: column)
            switch name {
            case "_headers" where trimmed.count < text.count:
                // An indented line is a header of the path above it ("! Name" detaches one).
                let header = (trimmed.hasPrefix("!") ? trimmed.dropFirst().drop { $0 == " " } : trimmed).prefix { $0 != ":" }
                let key = header.trimmingCharacters(in: .whitespaces).lowercased()
                if !headers.contains(key) {
                    return Diagnostic(.error, .unsupported, SiteFinding.asset(.hostHeader(String(header), allowed: headers.sorted())), at: at)
                }
            case "_redirects":
                // `from to [status][!] [conditions]`: the status is the third word (301 without one).
                let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard words.count > 2 else { continue }
                let status = String(words[2].hasSuffix("!") ? words[2].dropLast() : words[2])
                let target = words[1]
                let allowed = redirects.contains(status) || (notHere.contains(status) && target.hasPrefix("/") && !target.hasPrefix("//"))
                let isCondition = status.contains("=")
                if !allowed && !isCondition {
                    return Diagnostic(.error, .unsupported, SiteFinding.asset(.hostRewrite(status: status)), at: at)
                }
            default: continue
            }
        }
        return nil
    }
}
