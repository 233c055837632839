/// Raw HTML read as the WHATWG tokenizer reads it (HTML §13.2.5), for the
/// states that decide where a tag, a comment or a text ends: data, tag
/// open, end tag open, tag name, the attribute states (names, values in
/// double, single or no quotes, self-closing), bogus comments (`<?…>`,
/// `</ x>`), markup declarations (comments with `<!-->`, `<!--->` and
/// `--!>`, doctypes, CDATA sections in foreign content), RAWTEXT, RCDATA,
/// script data and PLAINTEXT, character references and NUL.
///
/// Which text mode follows a start tag is the tree builder's decision in
/// the spec, so here it is the caller's: after a `<style>` it sets
/// `textMode = .rawText("style")` before asking for the next token.
/// Script data is read as RAWTEXT (without the `<!--<script>` escape
/// states): its content is dropped whole, so where it ends only changes
/// which text follows, and that text is escaped again.
struct HTMLTokenizer {
    enum TextMode: Equatable {
        case data
        /// `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`, `script`: text up to `</name`.
        case rawText(String)
        /// `title`, `textarea`: the same, with character references decoded.
        case rcdata(String)
        /// `plaintext`: everything to the end is text.
        case plaintext
    }

    private let input: [Unicode.Scalar]
    private var i = 0
    var textMode = TextMode.data
    /// In SVG or MathML, `<![CDATA[…]]>` is text; in HTML it is a bogus comment.
    var inForeignContent = false

    /// What the input ended inside of, if it did: a comment or a tag that
    /// was never finished swallows what follows it, which the sanitizer
    /// must say rather than drop without a word.
    enum CutOff: Equatable {
        case comment
        case tag(String)
    }
    private(set) var cutOff: (what: CutOff, offset: Int)?
    /// When not nil, every offset at which a tag stands between its
    /// attributes (after its name, a space or a whole attribute): where a
    /// template's section may start or end inside a tag (`TemplateMarkup`).
    var attributeBoundaries: [Int]?
    /// When not nil, each attribute left out because its element had one of
    /// that name already (the first wins): the tag's offset, its name and
    /// the attribute's. A template must not hold one (`TemplateMarkup`).
    var duplicateAttributes: [(offset: Int, element: String, attribute: String)]?

    init(_ source: String) {
        input = Array(source.unicodeScalars)
    }

    var isAtEnd: Bool { i >= input.count }
    /// Where the next token starts (the last one ended), in Unicode scalars.
    var position: Int { i }
    /// The input's length, in Unicode scalars (what offsets count).
    var inputCount: Int { input.count }

    mutating func next() -> HTMLToken? {
        guard i < input.count else { return nil }
        switch textMode {
        case .data: return dataOrMarkup()
        case .rawText(let name): return rawText(until: name, decoding: false)
        case .rcdata(let name): return rawText(until: name, decoding: true)
        case .plaintext:
            let start = i
            i = input.count
            return .text(replacingNUL(start..<input.count), offset: start)
        }
    }

    // MARK: Data

    private mutating func dataOrMarkup() -> HTMLToken? {
        let start = i
        var text = String.UnicodeScalarView()
        if input[i] == "<" {
            if let token = markup() { return token }
            // A `<` that starts no tag is text.
            text.append("<")
            i += 1
        }
        appendText(to: &text)
        return .text(String(text), offset: start)
    }

    /// Text up to the next `<`, references decoded; NUL is dropped, as the
    /// tree builder ignores it in a body.
    private mutating func appendText(to text: inout String.UnicodeScalarView) {
        while i < input.count, input[i] != "<" {
            if input[i] == "&", let (decoded, end) = HTMLCharacterReference.decode(input, at: i, inAttribute: false) {
                text.append(contentsOf: decoded.unicodeScalars)
                i = end
            } else {
                if input[i] != "\0" { text.append(input[i]) }
                i += 1
            }
        }
    }

    /// At a `<`: the token it starts, or nil when it is text (`a < b`, `<`
    /// at the end). Consumes what it read only when it returns a token or
    /// swallows input (an unfinished tag at the end is dropped, as the
    /// spec's eof-in-tag drops it).
    private mutating func markup() -> HTMLToken? {
        let start = i
        guard i + 1 < input.count else { return nil }
        let c = input[i + 1]
        if isASCIIAlpha(c) {
            i += 1
            return tag(isEnd: false, start: start)
        }
        switch c {
        case "!":
            i += 2
            return markupDeclaration(start: start)
        case "?":
            // `<?xml …?>`: a bogus comment that keeps the `?`.
            i += 1
            return bogusComment(start: start)
        case "/":
            guard i + 2 < input.count else { return nil }
            let d = input[i + 2]
            if isASCIIAlpha(d) {
                i += 2
                return tag(isEnd: true, start: start)
            }
            if d == ">" {
                // `</>` is nothing at all.
                i += 3
                return .comment("", offset: start)
            }
            i += 2
            return bogusComment(start: start)
        default:
            return nil
        }
    }

    // MARK: Tags

    private mutating func tag(isEnd: Bool, start: Int) -> HTMLToken {
        var name = String.UnicodeScalarView()
        while i < input.count, !isSpace(input[i]), input[i] != "/", input[i] != ">" {
            name.append(lowered(input[i]))
            i += 1
        }
        var attributes: [HTMLToken.Attribute] = []
        var seen = Set<String>()
        var selfClosing = false
        while i < input.count {
            attributeBoundaries?.append(i)
            let c = input[i]
            if isSpace(c) { i += 1; continue }
            if c == ">" {
                i += 1
                let tagName = String(name)
                return isEnd ? .endTag(name: tagName, offset: start)
                    : .startTag(name: tagName, attributes: attributes, selfClosing: selfClosing, offset: start)
            }
            if c == "/" {
                // The self-closing start tag state: only `/>` sets the flag;
                // a `/` anywhere else separates attributes.
                i += 1
                selfClosing = i < input.count && input[i] == ">"
                continue
            }
            selfClosing = false
            guard let attribute = self.attribute() else { break }
            // The first of two attributes with one name wins.
            if seen.insert(attribute.name).inserted { attributes.append(attribute) } else {
                duplicateAttributes?.append((start, String(name), attribute.name))
            }
        }
        // The input ended inside the tag: the spec emits nothing.
        cutOff = (.tag(String(name)), start)
        return .comment("", offset: start)
    }

    /// One attribute, from the attribute name state (a leading `=` is part
    /// of the name) through its value; nil at the end of the input.
    private mutating func attribute() -> HTMLToken.Attribute? {
        var name = String.UnicodeScalarView()
        repeat {
            name.append(input[i] == "\0" ? "\u{FFFD}" : lowered(input[i]))
            i += 1
        } while i < input.count && !isSpace(input[i]) && input[i] != "/" && input[i] != ">" && input[i] != "="
        var j = i
        while j < input.count, isSpace(input[j]) { j += 1 }
        guard j < input.count else { return nil }
        guard input[j] == "=" else { return .init(name: String(name), value: "") }
        i = j + 1
        while i < input.count, isSpace(input[i]) { i += 1 }
        guard i < input.count else { return nil }
        if input[i] == ">" { return .init(name: String(name), value: "") }
        if input[i] == "\"" || input[i] == "'" {
            let quote = input[i]
            i += 1
            guard let value = attributeValue(until: { $0 == quote }) else { return nil }
            i += 1
            return .init(name: String(name), value: value)
        }
        guard let value = attributeValue(until: { HTMLTokenizer.isWhitespace($0) || $0 == ">" }) else { return nil }
        return .init(name: String(name), value: value)
    }

    private mutating func attributeValue(until end: (Unicode.Scalar) -> Bool) -> String? {
        var value = String.UnicodeScalarView()
        while i < input.count, !end(input[i]) {
            if input[i] == "&", let (decoded, after) = HTMLCharacterReference.decode(input, at: i, inAttribute: true) {
                value.append(contentsOf: decoded.unicodeScalars)
                i = after
            } else {
                value.append(input[i] == "\0" ? "\u{FFFD}" : input[i])
                i += 1
            }
        }
        // A value cut off by the end of the input belongs to a tag the spec drops.
        return i < input.count ? String(value) : nil
    }

    // MARK: Markup declarations and comments

    private mutating func markupDeclaration(start: Int) -> HTMLToken {
        if has("--") {
            i += 2
            return comment(start: start)
        }
        if hasCaseInsensitive("doctype") {
            i += 7
            let body = i
            while i < input.count, input[i] != ">" { i += 1 }
            let text = replacingNUL(body..<i)
            if i < input.count { i += 1 }
            return .doctype(text, offset: start)
        }
        if inForeignContent, has("[CDATA[") {
            i += 7
            let body = i
            while i < input.count, !has("]]>") { i += 1 }
            let text = String(String.UnicodeScalarView(input[body..<i]))
            i = min(i + 3, input.count)
            return .text(text, offset: start)
        }
        return bogusComment(start: start)
    }

    /// After `<!--`: `<!-->` and `<!--->` are whole (empty) comments;
    /// otherwise the comment ends at the first `-->` or `--!>` (what the
    /// comment end, end dash and end bang states come to), or at the end.
    private mutating func comment(start: Int) -> HTMLToken {
        if has(">") { i += 1; return .comment("", offset: start) }
        if has("->") { i += 2; return .comment("", offset: start) }
        let body = i
        while i < input.count {
            if has("-->") {
                let text = replacingNUL(body..<i)
                i += 3
                return .comment(text, offset: start)
            }
            if has("--!>") {
                let text = replacingNUL(body..<i)
                i += 4
                return .comment(text, offset: start)
            }
            i += 1
        }
        cutOff = (.comment, start)
        return .comment(replacingNUL(body..<i), offset: start)
    }

    /// From the current character up to the first `>`.
    private mutating func bogusComment(start: Int) -> HTMLToken {
        let body = i
        while i < input.count, input[i] != ">" { i += 1 }
        let text = replacingNUL(body..<i)
        if i < input.count { i += 1 }
        return .comment(text, offset: start)
    }

    // MARK: RAWTEXT and RCDATA

    /// Text up to the appropriate end tag: `</name` in any case followed by
    /// a space, `/` or `>` (`</STYLE foo>` ends a style; `</styles>` does
    /// not). The end tag itself is read as a tag, attributes and all.
    private mutating func rawText(until name: String, decoding: Bool) -> HTMLToken {
        let start = i
        var text = String.UnicodeScalarView()
        while i < input.count {
            if input[i] == "<", isEndTag(of: name, at: i) {
                if i > start { return .text(String(text), offset: start) }
                textMode = .data
                i += 2
                return tag(isEnd: true, start: start)
            }
            if decoding, input[i] == "&", let (decoded, end) = HTMLCharacterReference.decode(input, at: i, inAttribute: false) {
                text.append(contentsOf: decoded.unicodeScalars)
                i = end
                continue
            }
            text.append(input[i] == "\0" ? "\u{FFFD}" : input[i])
            i += 1
        }
        return .text(String(text), offset: start)
    }

    private func isEndTag(of name: String, at position: Int) -> Bool {
        let scalars = Array(name.unicodeScalars)
        let after = position + 2 + scalars.count
        guard after < input.count, input[position + 1] == "/" else { return false }
        for (k, u) in scalars.enumerated() where lowered(input[position + 2 + k]) != u { return false }
        return isSpace(input[after]) || input[after] == "/" || input[after] == ">"
    }

    // MARK: Characters

    private func has(_ literal: String) -> Bool {
        var j = i
        for u in literal.unicodeScalars {
            guard j < input.count, input[j] == u else { return false }
            j += 1
        }
        return true
    }

    private func hasCaseInsensitive(_ lowercase: String) -> Bool {
        var j = i
        for u in lowercase.unicodeScalars {
            guard j < input.count, lowered(input[j]) == u else { return false }
            j += 1
        }
        return true
    }

    private func replacingNUL(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(input[range].map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// The spec's whitespace inside tags: tab, LF, FF, space (CR is gone by
    /// then, normalized to LF).
    static func isWhitespace(_ u: Unicode.Scalar) -> Bool { u == " " || u == "\t" || u == "\n" || u == "\u{0C}" || u == "\r" }
    private func isSpace(_ u: Unicode.Scalar) -> Bool { Self.isWhitespace(u) }
    private func isASCIIAlpha(_ u: Unicode.Scalar) -> Bool { ("a"..."z").contains(u) || ("A"..."Z").contains(u) }
    private func lowered(_ u: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(u) ? Unicode.Scalar(u.value + 32)! : (u == "\0" ? "\u{FFFD}" : u)
    }
}
