/// The fuzz harness's judge of what Plumb writes, kept apart from the code
/// that writes it: it shares nothing with `HTMLTokenizer` or
/// `HTMLSanitizer` (an oracle that reuses the code under test agrees with
/// its bugs). It leans on the one strict form all of Plumb's output takes,
/// since nothing is passed through as written: tags `<name attr="value">`
/// or `<name attr>` with plain ASCII names and double-quoted values holding
/// no `<` or `"`, end tags `</name>`, no comments, no `<` in text except as
/// a tag's start, and a `<style>` (a figure's own) holding no `<`. Within
/// that form, what could run a script is easy to see: a script-capable
/// element, an `on…` or `srcdoc` attribute, or a URL attribute whose
/// scheme is not `http`, `https` or `mailto`.
enum ScriptFreeMarkup {
    /// What breaks the form or could run a script, in words, or nil.
    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            i += 1
            let isEnd = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            if isEnd { i += 1 }
            let name = readName(bytes, &i, extra: "-")
            guard !name.isEmpty else { return "a '<' that starts no tag at byte \(i)" }
            if isEnd {
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { return "a malformed end tag </\(name)" }
                i += 1
                continue
            }
            if forbiddenElements.contains(name.lowercased()) { return "a <\(name)> element" }
            if let problem = attributes(bytes, &i, of: name) { return problem }
            if name.lowercased() == "style" {
                // A figure's style sheet is raw text (its container queries
                // may say `width < 400px`): the first `</` must be its own end.
                let start = i
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "<") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                guard Array(bytes[i...].prefix(8)) == Array("</style>".utf8) else { return "a <style> not ended by </style> (byte \(start))" }
            }
        }
        return nil
    }

    /// The attributes up to `>` or `/>`; `i` ends after it.
    private static func attributes(_ bytes: [UInt8], _ i: inout Int, of element: String) -> String? {
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: ">") { i += 1; return nil }
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") { i += 2; return nil }
            guard bytes[i] == UInt8(ascii: " ") else { return "<\(element)> with a byte \(bytes[i]) where an attribute or '>' belongs" }
            i += 1
            let name = readName(bytes, &i, extra: "-_:.").lowercased()
            guard !name.isEmpty else { return "<\(element)> with an attribute without a name" }
            if name.hasPrefix("on") || name == "srcdoc" || name == "formaction" || name == "action" { return "a \(name) attribute on <\(element)>" }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { continue }
            guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") else { return "an unquoted \(name) value on <\(element)>" }
            i += 2
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "<") { return "a '<' inside the \(name) value of <\(element)>" }
                i += 1
            }
            guard i < bytes.count else { return "an unterminated \(name) value on <\(element)>" }
            let raw = String(decoding: bytes[start..<i], as: UTF8.self)
            i += 1
            guard urlAttributes.contains(name) else { continue }
            guard let value = decodeEscapes(raw) else { return "an unexpected character reference in the \(name) of <\(element)>" }
            if let scheme = scheme(of: value), !["http", "https", "mailto"].contains(scheme) {
                return "a \(scheme): URL in the \(name) of <\(element)>"
            }
        }
        return "a tag cut off at the end"
    }

    private static func readName(_ bytes: [UInt8], _ i: inout Int, extra: String) -> String {
        let start = i
        let extraBytes = Array(extra.utf8)
        while i < bytes.count, isASCIILetterOrDigit(bytes[i]) || (i > start && extraBytes.contains(bytes[i])) { i += 1 }
        guard i > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { i = start; return "" }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Only the references Plumb's escaping writes; anything else is a
    /// form Plumb does not write, so the value is not trusted. By bytes: a
    /// combining mark after `;` makes one Character of `;` and the mark,
    /// which String's substring search would then not see as `&amp;`.
    private static func decodeEscapes(_ value: String) -> String? {
        let references: [(bytes: [UInt8], character: UInt8)] = [
            (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
            (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        ]
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "&") else { out.append(bytes[i]); i += 1; continue }
            guard let match = references.first(where: { bytes[i...].starts(with: $0.bytes) }) else { return nil }
            out.append(match.character)
            i += match.bytes.count
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scheme a browser would read (the URL standard): control
    /// characters and spaces trimmed from both ends, tab, LF and CR removed
    /// anywhere, then a letter followed by letters, digits, `+`, `-` or `.`
    /// up to a `:`; anything else before the first `:` (a space inside,
    /// `javascrip t:`) makes the URL relative.
    private static func scheme(of url: String) -> String? {
        var squeezed = Array(url.unicodeScalars.drop { $0.value <= 0x20 })
        while let last = squeezed.last, last.value <= 0x20 { squeezed.removeLast() }
        squeezed.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let colon = squeezed.firstIndex(of: ":"), colon > 0 else { return nil }
        let head = squeezed[..<colon]
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard isLetter(head[head.startIndex]),
              head.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }) else { return nil }
        return String(String.UnicodeScalarView(head)).lowercased()
    }

    private static func isASCIILetterOrDigit(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
    }

    private static let forbiddenElements: Set<String> = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "form",
        "button", "textarea", "select", "template", "noscript", "noembed", "noframes", "xmp", "plaintext", "math",
        "foreignobject", "animate", "set", "animatemotion", "animatetransform", "animatecolor", "handler",
        "listener", "image", "feimage", "portal",
        // Where a browser reads HTML inside SVG again (and a page's title
        // belongs to the theme, never the body).
        "title", "desc",
    ]

    private static let urlAttributes: Set<String> = [
        "href", "src", "xlink:href", "srcset", "poster", "cite", "data", "background", "longdesc", "usemap",
        "codebase", "classid", "action", "formaction", "values", "to", "from", "by", "ping", "lowsrc", "dynsrc",
    ]
}
