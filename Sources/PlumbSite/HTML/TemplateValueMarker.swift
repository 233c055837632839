import Foundation

/// What a template's value (`{{name}}`, `{{{page.content}}}`) is read as
/// when `TemplateMarkup` checks the markup around it: a character of
/// Unicode's private use planes no template writes, which says what the
/// build will put there. Where it lands decides whether that is safe.
enum ValueMarker: UInt32 {
    /// An escaped value: text a page or the site supplies (a title).
    case text = 0xF0000
    /// An escaped URL the build makes (`url`, `home`, `root`, `assets`, `languageRoot`).
    case url = 0xF0001
    /// `{{{page.content}}}`: the page's HTML, reduced to the page allowlist.
    case raw = 0xF0002

    static let urlNames: Set<String> = ["url", "home", "root", "assets", "languageRoot"]

    var scalar: Unicode.Scalar { Unicode.Scalar(rawValue)! }

    /// The marker for a tag's text (between the braces), nil for a section,
    /// its end, a partial or a comment.
    init?(tag: String, raw: Bool) {
        let name = tag.trimmingCharacters(in: .whitespaces)
        if raw { self = .raw; return }
        guard let first = name.first, !"#^/>!".contains(first) else { return nil }
        self = ValueMarker.urlNames.contains(String(name.split(separator: ".").last ?? "")) ? .url : .text
    }

    static func isMarker(_ u: Unicode.Scalar) -> Bool { ValueMarker(rawValue: u.value) != nil }

    /// `text` with each marker (and the space between its two halves) shown as the tag it stands for.
    static func shown(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = "", k = 0
        while k < scalars.count {
            guard let marker = ValueMarker(rawValue: scalars[k].value) else { out.unicodeScalars.append(scalars[k]); k += 1; continue }
            out += marker == .raw ? "{{{…}}}" : "{{…}}"
            k += k + 2 < scalars.count && scalars[k + 1] == " " && scalars[k + 2] == scalars[k] ? 3 : 1
        }
        return out
    }

    /// Whether a value could make `url`'s scheme: a value before its `:`,
    /// or text a page supplies at its start, after any of the build's URLs
    /// (`{{root}}` is empty on the home page).
    private static func schemeCouldBeAValue(_ url: [Unicode.Scalar]) -> Bool {
        if let colon = url.firstIndex(of: ":"), url[..<colon].contains(where: isMarker) { return true }
        // A value may bring the colon itself (`javascript{{page.description}}`
        // with a description starting ":…"): before the first value a page
        // supplies, the template must have ended any scheme there could be.
        if let value = url.firstIndex(where: { $0 == ValueMarker.text.scalar || $0 == ValueMarker.raw.scalar }),
           !url[..<value].contains(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }) { return true }
        let start = url.first { $0.value > 0x20 && $0 != ValueMarker.url.scalar }
        return start == ValueMarker.text.scalar || start == ValueMarker.raw.scalar
    }

    /// Whether the text after a `<` starts with a value, or `/` and a value.
    static func opensTag(_ after: ArraySlice<Unicode.Scalar>) -> Bool {
        let rest = after.first == "/" ? after.dropFirst() : after
        return rest.first.map(isMarker) ?? false
    }

    static let inName = TemplateAllowlist.Refusal(found: .valueInTagName, reason: .valueMakesTag)
    static let rawOutsideText = TemplateAllowlist.Refusal(found: .contentInTitleOrComment, reason: .contentEndsIt)

    /// A value where it could make a tag, an attribute or a URL's scheme:
    /// in the tag's name, an attribute's name or an unquoted value, the
    /// page's HTML in an attribute, a URL's scheme or a URL that starts
    /// with text.
    static func misplaced(in element: String, _ attributes: [HTMLToken.Attribute]) -> TemplateAllowlist.Refusal? {
        if element.unicodeScalars.contains(where: isMarker) { return inName }
        for attribute in attributes {
            let found = TemplateFound.attribute(attribute.name, value: attribute.value, on: element)
            if attribute.name.unicodeScalars.contains(where: isMarker) {
                return TemplateAllowlist.Refusal(found: .attributeName(attribute.name, on: element), reason: .unquotedValue)
            }
            let scalars = Array(attribute.value.unicodeScalars)
            if scalars.contains(ValueMarker.raw.scalar) {
                return TemplateAllowlist.Refusal(found: found, reason: .contentInAttribute)
            }
            let urls = attribute.name == "srcset" ? scalars.split(separator: ",").map(Array.init)
                : HTMLAllowlist.urlAttributes.contains(attribute.name) ? [scalars] : []
            if urls.contains(where: schemeCouldBeAValue) {
                return TemplateAllowlist.Refusal(found: found, reason: .valueMakesScheme(urlNames: urlNames.sorted()))
            }
        }
        return nil
    }
}
