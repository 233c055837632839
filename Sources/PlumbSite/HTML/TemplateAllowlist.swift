/// What a theme template's own markup may hold: a whole document's
/// elements (`html`, `head`, `body`, `title`, `meta`, `link`, the CSS-only
/// toggle's `input` and `label`) on top of what a page's raw HTML may hold
/// (`HTMLAllowlist`), and nothing that runs, loads a document or script, or
/// sends the reader elsewhere. A template is published on every page as it
/// is written, so it is checked, not reduced: anything else is an error.
enum TemplateAllowlist {
    /// Why something in a template is refused (its fix follows from the reason).
    typealias Refusal = TemplateRefusal

    /// The elements a document needs beyond a page's (`HTMLAllowlist.htmlElements`).
    static let documentElements: Set<String> = ["html", "head", "body", "title", "meta", "link", "label"]

    /// Attributes of the document elements, beyond the global ones. `meta`
    /// has only these (no `http-equiv`: a refresh or a content policy).
    private static let documentAttributes: [String: Set<String>] = [
        "html": ["xmlns"],
        "meta": ["charset", "name", "content", "property"],
        "link": ["rel", "href", "hreflang", "type", "media", "sizes"],
        "label": ["for"],
        "input": ["type", "checked", "disabled", "name"],
    ]

    /// The `rel` values a `<link>` may have: none loads a script
    /// (`preload`, `modulepreload`, `prefetch`, `import` can).
    static let linkRelations: Set<String> = ["stylesheet", "alternate", "icon", "shortcut", "apple-touch-icon", "canonical",
                                             "prev", "next", "license", "author"]

    /// The `<input>` types a theme's CSS-only toggles need.
    static let inputTypes: Set<String> = ["checkbox", "radio"]

    static func element(_ name: String) -> Refusal? {
        if documentElements.contains(name) || HTMLAllowlist.htmlElements.contains(name) { return nil }
        let found = TemplateFound.element(HTMLAllowlist.displayName(name))
        switch name {
        case "style": return Refusal(found: found, reason: .styleElement)
        case "svg": return Refusal(found: found, reason: .inlineSVG)
        default: break
        }
        // The page allowlist's reasons where it has a precise one (a frame, an
        // embedded object, a base URL); its "not in the allowlist" is a page's.
        if case .wholeDropped(let reason) = HTMLAllowlist.element(name, inSVG: false) {
            return Refusal(found: found, reason: .element(reason))
        }
        if case .tagDropped(let reason) = HTMLAllowlist.element(name, inSVG: false), !reason.isNotListed {
            return Refusal(found: found, reason: .element(reason))
        }
        return Refusal(found: found, reason: .notTemplateElement)
    }

    /// Whether attribute `name="value"` may stay on `element` (both known allowed).
    static func attribute(_ name: String, value: String, on element: String) -> Refusal? {
        let found = TemplateFound.attribute(name, value: value, on: element)
        if name.hasPrefix("on") { return Refusal(found: found, reason: .eventHandler) }
        if name == "style" { return Refusal(found: found, reason: .styleAttribute) }
        let allowed = documentAttributes[element]?.contains(name) == true
            || HTMLAllowlist.attribute(name, on: element, inSVG: false) == .allowed(name)
        guard allowed else {
            return Refusal(found: found, reason: .notTemplateAttribute(element))
        }
        return valueRefusal(name, value: value, on: element, found: found)
    }

    private static func valueRefusal(_ name: String, value: String, on element: String, found: TemplateFound) -> Refusal? {
        if HTMLAllowlist.urlAttributes.contains(name), let scheme = URLPolicy.refusedScheme(value) {
            return Refusal(found: found, reason: .scheme(scheme))
        }
        if name == "srcset", let scheme = URLPolicy.refusedSchemeInSourceSet(value) {
            return Refusal(found: found, reason: .scheme(scheme))
        }
        let words = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
        if element == "link", name == "rel", let bad = words.first(where: { !linkRelations.contains(String($0)) }) ?? (words.isEmpty ? "" : nil) {
            return Refusal(found: found, reason: .linkRelation(String(bad), allowed: linkRelations.sorted()))
        }
        if element == "input", name == "type", !inputTypes.contains(value.lowercased()) {
            return Refusal(found: found, reason: .inputType)
        }
        // Another charset lets a page's text change how the rest is read:
        // ISO-2022-JP's escapes in a link's title swallowed its closing
        // quote, and the next attribute became an event handler.
        if element == "meta", name == "charset", !["utf-8", "utf8"].contains(value.trimmingCharacters(in: .whitespaces).lowercased()) {
            return Refusal(found: found, reason: .charset)
        }
        return nil
    }
}
