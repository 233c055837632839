/// GFM's extended autolinks (spec §6.9): `www.…` after white space, a
/// line's start or `*`, `_`, `~`, `(`; `http://…` and `https://…`; and
/// `name@host.tld`. Other schemes (`ftp://`) are left as text: the site
/// links only to http, https and mailto.
enum Autolink {
    /// A URL or `www.` link starting at `i`: where it ends and its destination.
    static func url(_ s: [Unicode.Scalar], at i: Int, before: Unicode.Scalar) -> (end: Int, destination: String)? {
        let domainStart: Int
        let prefix: String
        // cmark-gfm's rule: `www.` after white space or `*_~(`; a scheme
        // after anything but a letter (which would make another scheme).
        if starts(s, i, "www.") {
            guard before.properties.isWhitespace || "*_~(".unicodeScalars.contains(before) else { return nil }
            domainStart = i
            prefix = "http://"
        } else if starts(s, i, "http://") || starts(s, i, "https://") {
            guard !(before.isASCII && before.properties.isAlphabetic) else { return nil }
            domainStart = i + (starts(s, i, "http://") ? 7 : 8)
            prefix = ""
        } else {
            return nil
        }
        guard let domainEnd = validDomain(s, from: domainStart, needsPeriod: prefix != "") else { return nil }
        var end = domainEnd
        while end < s.count, !s[end].properties.isWhitespace, s[end] != "<" { end += 1 }
        end = trimmedEnd(s, from: i, to: end)
        guard end > domainStart + (prefix.isEmpty ? 0 : 4) else { return nil }
        return (end, prefix + String(String.UnicodeScalarView(s[i..<end])))
    }

    /// An email address around the `@` at `at`: its first and end indices.
    /// The local part starts no earlier than `notBefore`.
    static func email(_ s: [Unicode.Scalar], at: Int, notBefore: Int) -> (start: Int, end: Int)? {
        var start = at
        while start > notBefore, isASCIIAlphanumeric(s[start - 1]) || ".+-_".unicodeScalars.contains(s[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1, periods = 0
        while end < s.count {
            let c = s[end]
            if c == ".", end + 1 < s.count, isASCIIAlphanumeric(s[end + 1]) { periods += 1 }
            else if !(isASCIIAlphanumeric(c) || c == "-" || c == "_") { break }
            end += 1
        }
        guard periods > 0, end > at + 1, s[end - 1].isASCII, s[end - 1].properties.isAlphabetic else { return nil }
        return (start, end)
    }

    /// `www.example.com`: segments of letters, digits, `-` and `_` between
    /// periods, no `_` in the last two; the index after it.
    private static func validDomain(_ s: [Unicode.Scalar], from: Int, needsPeriod: Bool) -> Int? {
        var i = from, periods = 0, underscoresInLast = 0, underscoresBeforeLast = 0
        while i < s.count {
            let c = s[i]
            if c == "_" { underscoresInLast += 1 }
            else if c == "." { underscoresBeforeLast = underscoresInLast; underscoresInLast = 0; periods += 1 }
            else if c != "-" && (c.properties.isWhitespace || c.isMarkdownPunctuation || (c.isASCII && !isASCIIAlphanumeric(c))) { break }
            i += 1
        }
        guard i > from, underscoresInLast == 0, underscoresBeforeLast == 0, !needsPeriod || periods > 0 else { return nil }
        return i
    }

    /// GFM's trailing punctuation: `?!.,:*_~'"` are not part of a link, nor
    /// a `)` without its `(` in the link, nor an entity-like `&hl;`.
    private static func trimmedEnd(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let c = s[end - 1]
            if "?!.,:*_~'\"".unicodeScalars.contains(c) { end -= 1; continue }
            if c == ";" {
                var j = end - 2
                while j > start, isASCIIAlphanumeric(s[j]) { j -= 1 }
                end = j < end - 2 && s[j] == "&" ? j : end - 1
                continue
            }
            if c == ")" {
                let opening = s[start..<end].filter { $0 == "(" }.count, closing = s[start..<end].filter { $0 == ")" }.count
                if closing > opening { end -= 1; continue }
            }
            break
        }
        return end
    }

    private static func starts(_ s: [Unicode.Scalar], _ i: Int, _ text: String) -> Bool {
        var j = i
        for u in text.unicodeScalars {
            guard j < s.count, s[j] == u else { return false }
            j += 1
        }
        return true
    }

    private static func isASCIIAlphanumeric(_ u: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(u) || ("A"..."Z").contains(u) || ("0"..."9").contains(u)
    }
}
