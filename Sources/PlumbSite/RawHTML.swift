/// Raw HTML in a page passes through as written, except what would run a
/// script. It is read as a browser reads tags: names and attributes, with
/// quoted and unquoted values and character references decoded, so that
/// `<a href="java&#9;script:…">` or `<img/onerror=…>` are seen for what they
/// are. URLs are judged by `PageBody.scriptScheme`, as Markdown links are.
public enum RawHTML {
    /// What in `html` would run a script, in words ("a <script> element",
    /// "an event handler ('onerror=')"), or nil. Also the fuzz harness's
    /// test of everything Plumb writes.
    public static func scriptIn(_ html: String) -> String? {
        for tag in tags(html.lowercased()) {
            if tag.name == "script" { return "a <script> element" }
            for (name, value) in tag.attributes {
                if name.count > 2 && name.hasPrefix("on") { return "an event handler ('\(name)=')" }
                if name == "srcdoc" { return "a document inside an attribute ('srcdoc=')" }
                if let value, let scheme = PageBody.scriptScheme(decoded(value)) { return "a \(scheme): URL" }
            }
        }
        return nil
    }

    struct Tag {
        let name: String
        let attributes: [(name: String, value: String?)]
    }

    /// Every start tag (`<name attributes>`); end tags, comments and text
    /// between tags are skipped.
    static func tags(_ html: String) -> [Tag] {
        let c = Array(html.unicodeScalars)
        var out: [Tag] = []
        var i = 0
        func isSpace(_ u: Unicode.Scalar) -> Bool { u == " " || u == "\t" || u == "\n" || u == "\r" || u == "\u{0C}" }
        func word(_ stop: (Unicode.Scalar) -> Bool) -> String {
            var w = String.UnicodeScalarView()
            while i < c.count, !stop(c[i]) { w.append(c[i]); i += 1 }
            return String(w)
        }
        while i < c.count {
            guard c[i] == "<", i + 1 < c.count, c[i + 1].properties.isAlphabetic else { i += 1; continue }
            i += 1
            let name = word { isSpace($0) || $0 == "/" || $0 == ">" }
            var attributes: [(String, String?)] = []
            while i < c.count, c[i] != ">" {
                if isSpace(c[i]) || c[i] == "/" { i += 1; continue }
                let attribute = word { isSpace($0) || $0 == "/" || $0 == ">" || $0 == "=" }
                while i < c.count, isSpace(c[i]) { i += 1 }
                guard i < c.count, c[i] == "=" else { attributes.append((attribute, nil)); continue }
                i += 1
                while i < c.count, isSpace(c[i]) { i += 1 }
                if i < c.count, c[i] == "\"" || c[i] == "'" {
                    let quote = c[i]
                    i += 1
                    attributes.append((attribute, word { $0 == quote }))
                    i += 1
                } else {
                    attributes.append((attribute, word { isSpace($0) || $0 == ">" }))
                }
            }
            out.append(Tag(name: name, attributes: attributes))
        }
        return out
    }

    /// Character references decoded, as the browser decodes an attribute
    /// value before it reads the URL: `&#106;`, `&#x6a;` (the semicolon may
    /// be left out) and the named ones a scheme can hide behind.
    static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        let named = ["colon": ":", "tab": "\t", "newline": "\n", "sol": "/", "lpar": "(", "rpar": ")"]
        let c = Array(value.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < c.count {
            guard c[i] == "&" else { out.append(c[i]); i += 1; continue }
            var j = i + 1
            if j < c.count, c[j] == "#" {
                j += 1
                let hex = j < c.count && c[j] == "x"
                if hex { j += 1 }
                let start = j
                while j < c.count, hex ? c[j].properties.isASCIIHexDigit : ("0"..."9").contains(c[j]) { j += 1 }
                if j > start, let n = UInt32(String(String.UnicodeScalarView(c[start..<j])), radix: hex ? 16 : 10), let u = Unicode.Scalar(n) {
                    out.append(u)
                    i = j < c.count && c[j] == ";" ? j + 1 : j
                    continue
                }
            } else {
                let start = j
                while j < c.count, c[j].properties.isAlphabetic { j += 1 }
                if j < c.count, c[j] == ";", let u = named[String(String.UnicodeScalarView(c[start..<j]))] {
                    out.append(contentsOf: u.unicodeScalars)
                    i = j + 1
                    continue
                }
            }
            out.append(c[i])
            i += 1
        }
        return String(out)
    }
}
