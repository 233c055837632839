/// What an SVG attribute's value may be made of, in raw HTML and in SVG
/// files: a browser reads SVG's presentation attributes (fill, mask,
/// clip-path, transform, even width) as CSS, where a value can fetch a file
/// in more ways than `url(…)`: `image-set('https://…' 1x)` in a mask, or
/// `url` spelled with a CSS escape (`\75rl(…)`, `u\rl(…)`), which a search
/// for `url(` does not find. So the value is held to an allowlist rather
/// than searched: ASCII letters, digits, white space and `# . , - + % ( ) ' " / _`
/// (no backslash, so no escape; no `*`, so no comment), any non-ASCII
/// character (a font's name in Chinese), and as functions only `url` (which
/// `HTMLSanitizer` keeps to `url(#id)`) and the colour and transform
/// functions a diagram needs.
enum SVGValueGrammar {
    static let functions: Set<String> = [
        "url", "rgb", "rgba", "hsl", "hsla", "matrix", "translate", "scale", "rotate", "skewx", "skewy",
    ]

    private static let punctuation = Set("#.,-+%()'\"/_ \t\n\r\u{0C}".unicodeScalars)

    /// Attributes whose value is text for people or a name, never read as
    /// CSS (and the references and namespaces, which have exact checks of
    /// their own): every other attribute of an SVG element is held to the
    /// grammar.
    static func applies(to attribute: String) -> Bool {
        let exempt: Set<String> = ["id", "class", "title", "lang", "dir", "role", "alt", "hidden", "tabindex", "translate", "itemprop",
                                   "href", "xlink:href", "xmlns", "xmlns:xlink"]
        return !exempt.contains(attribute) && !attribute.hasPrefix("aria-") && !attribute.hasPrefix("data-")
    }

    /// Why `value` is outside the grammar, or nil.
    static func problem(_ value: String) -> AttributeRefusal? {
        var name = ""
        for u in value.unicodeScalars {
            if u == "(" {
                if !name.isEmpty, !functions.contains(name.lowercased()) {
                    return .cssFunction(name)
                }
                name = ""
            } else if isNameScalar(u) {
                name.unicodeScalars.append(u)
            } else {
                name = ""
                guard punctuation.contains(u) else {
                    return .character(Character(u))
                }
            }
        }
        return nil
    }

    /// A character of a CSS name: ASCII letters, digits, `-`, `_`, and
    /// anything beyond ASCII (so no Unicode spelling slips between names).
    private static func isNameScalar(_ u: Unicode.Scalar) -> Bool {
        !u.isASCII || ("a"..."z").contains(u) || ("A"..."Z").contains(u) || ("0"..."9").contains(u) || u == "-" || u == "_"
    }
}
