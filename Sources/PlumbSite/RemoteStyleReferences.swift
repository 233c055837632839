import Foundation
import PlumbDiagnostics

/// The addresses a theme's style sheet would have the browser fetch from
/// another site: `@import "https://…"`, `url(https://…)`, `url(//host/…)`,
/// and the strings of `image-set(…)`. docs/site.md promises a site that
/// fetches nothing from elsewhere (it works offline and from `file://`);
/// the theme is the site owner's own, so each is a warning at its line
/// and column, and the file is published as written.
///
/// A scan of the text, not a CSS parser: comments are skipped, a string's
/// escapes are kept as written. A `data:` URL is no fetch.
enum RemoteStyleReferences {
    struct Found: Equatable {
        let address: String
        let isImport: Bool
        let location: SourceLocation
    }

    static func find(in data: Data) -> [Found] {
        let b = [UInt8](data)
        var out: [Found] = []
        var i = 0
        var line = 1, lineStart = 0
        func location(_ k: Int) -> SourceLocation {
            SourceLocation(line: line, column: String(decoding: b[lineStart..<k], as: UTF8.self).count + 1)
        }
        func lower(_ k: Int) -> UInt8 { b[k] >= 0x41 && b[k] <= 0x5A ? b[k] + 0x20 : b[k] }
        func starts(_ word: String, at k: Int) -> Bool {
            let w = Array(word.utf8)
            guard k + w.count <= b.count else { return false }
            return w.indices.allSatisfy { lower(k + $0) == w[$0] }
        }
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
        /// Advances past white space and comments from `k`, counting lines.
        func skipSpace(_ k: inout Int) {
            while k < b.count {
                if isSpace(b[k]) {
                    if b[k] == 0x0A { line += 1; lineStart = k + 1 }
                    k += 1
                } else if b[k] == 0x2F, k + 1 < b.count, b[k + 1] == 0x2A {
                    k += 2
                    while k < b.count, !(b[k] == 0x2A && k + 1 < b.count && b[k + 1] == 0x2F) {
                        if b[k] == 0x0A { line += 1; lineStart = k + 1 }
                        k += 1
                    }
                    k += 2
                } else { return }
            }
        }
        /// A quoted string at `k` (its text), `k` moved past it.
        func string(_ k: inout Int) -> String? {
            guard k < b.count, b[k] == 0x22 || b[k] == 0x27 else { return nil }
            let quote = b[k]
            var text: [UInt8] = []
            k += 1
            while k < b.count, b[k] != quote, b[k] != 0x0A {
                if b[k] == 0x5C, k + 1 < b.count { text.append(b[k]); k += 1 }
                text.append(b[k])
                k += 1
            }
            if k < b.count, b[k] == quote { k += 1 }
            return String(decoding: text, as: UTF8.self)
        }
        /// `url(` at `k`'s argument (quoted or not), `k` moved past it.
        func urlArgument(_ k: inout Int) -> (String, Int) {
            skipSpace(&k)
            let at = k
            if let s = string(&k) { return (s, at) }
            var text: [UInt8] = []
            while k < b.count, b[k] != 0x29, !isSpace(b[k]) { text.append(b[k]); k += 1 }
            return (String(decoding: text, as: UTF8.self), at)
        }
        func note(_ address: String, isImport: Bool, at k: Int) {
            if isRemote(address) { out.append(Found(address: address, isImport: isImport, location: location(k))) }
        }
        var imageSetDepth = 0
        while i < b.count {
            let c = b[i]
            if c == 0x0A { line += 1; lineStart = i + 1; i += 1; continue }
            if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2A { skipSpace(&i); continue }
            if c == 0x22 || c == 0x27 {
                let at = i
                let s = string(&i) ?? ""
                if imageSetDepth > 0 { note(s, isImport: false, at: at) }
                continue
            }
            if c == 0x40, starts("@import", at: i) {
                i += 7
                skipSpace(&i)
                if let s = { () -> (String, Int)? in
                    let at = i
                    if let s = string(&i) { return (s, at) }
                    if starts("url(", at: i) { i += 4; return urlArgument(&i) }
                    return nil
                }() {
                    note(s.0, isImport: true, at: s.1)
                }
                continue
            }
            let wordStart = i == 0 || !(isLetterOrDash(b[i - 1]))
            if wordStart, starts("url(", at: i) {
                i += 4
                let (s, at) = urlArgument(&i)
                note(s, isImport: false, at: at)
                continue
            }
            if wordStart, starts("image-set(", at: i) || starts("-webkit-image-set(", at: i) {
                i += starts("image-set(", at: i) ? 10 : 18
                imageSetDepth += 1
                continue
            }
            if imageSetDepth > 0 {
                if c == 0x28 { imageSetDepth += 1 } else if c == 0x29 { imageSetDepth -= 1 }
            }
            i += 1
        }
        return out
    }

    private static func isLetterOrDash(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F
    }

    /// `https://…`, `//host/…` or any other scheme but `data:`: fetched
    /// from elsewhere. A relative path (`fonts/a.woff`) or `#id` is not.
    static func isRemote(_ address: String) -> Bool {
        let a = address.trimmingCharacters(in: .whitespaces)
        if a.hasPrefix("//") || a.hasPrefix("\\\\") || a.hasPrefix("/\\") || a.hasPrefix("\\/") { return true }
        let scheme = a.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
        guard scheme.count < a.count, a[scheme.endIndex] == ":", let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) else { return false }
        return scheme.lowercased() != "data"
    }
}
