/// What the check of a theme template's markup refuses (`TemplateMarkup`,
/// `TemplateAllowlist`, `ValueMarker`), as data: what was found and why,
/// worded by `SiteWords` when read (the fix follows from the reason).
struct TemplateRefusal: Hashable, Sendable {
    let found: TemplateFound
    let reason: TemplateReason
}

/// The markup a template refusal points at.
enum TemplateFound: Hashable, Sendable {
    /// An element, by the name SVG or HTML spells it.
    case element(String)
    /// Attribute `String`=`value` on element `on`.
    case attribute(String, value: String, on: String)
    /// An attribute whose name a value makes.
    case attributeName(String, on: String)
    /// `{{{tag}}}`, a value written unescaped.
    case unescapedValue(String)
    case valueInTagName
    case contentInTitleOrComment
    /// A section's opening tag (`{{#name}}`, `{{^name}}`), its text.
    case section(String)
    /// A `{` or `}` joined to a combining mark or prepend character beside it.
    case markAfterBrace
    /// A value (`{{name}}`) where it may render empty.
    case value
    /// The template with its partials in place.
    case wholeTemplate

    /// The same, each value's marker shown as the tag it stands for.
    var shown: TemplateFound {
        switch self {
        case .element(let name): return .element(ValueMarker.shown(name))
        case .attribute(let name, let value, let element):
            return .attribute(ValueMarker.shown(name), value: ValueMarker.shown(value), on: ValueMarker.shown(element))
        case .attributeName(let name, let element): return .attributeName(ValueMarker.shown(name), on: ValueMarker.shown(element))
        case .unescapedValue, .valueInTagName, .contentInTitleOrComment, .section, .markAfterBrace, .wholeTemplate, .value: return self
        }
    }
}

/// Why a template may not hold what it holds.
enum TemplateReason: Hashable, Sendable {
    /// A `<style>` element.
    case styleElement
    /// Inline `<svg>`, which is not checked.
    case inlineSVG
    /// The page allowlist's precise reason.
    case element(ElementRefusal)
    case notTemplateElement
    case eventHandler
    case styleAttribute
    /// Not an attribute this element (`String`) may have in a template.
    case notTemplateAttribute(String)
    /// A URL of this refused scheme.
    case scheme(String)
    /// A `<link>` of rel `String`, not one of `allowed`.
    case linkRelation(String, allowed: [String])
    case inputType
    /// `{{{tag}}}` other than the page's content: `tag` trimmed, for the fix.
    case unescapedValue(String)
    case valueMakesTag
    case contentEndsIt
    case unquotedValue
    case contentInAttribute
    /// A URL whose scheme a value could make; `urlNames`: the build's own URLs.
    case valueMakesScheme(urlNames: [String])
    /// A section that starts or ends inside a tag's name, an attribute's
    /// name or value, a comment or a title, or right after a `<`: left out
    /// (or repeated), the markup around it joins into other markup.
    case sectionSplitsMarkup
    /// `<meta charset>` other than UTF-8.
    case charset
    /// Where the template parser and the check would read its tags apart.
    case markAfterBrace
    /// More than the check reads (4 Mi characters with partials in place).
    case tooLarge
    /// An attribute written twice on one element: the second is not checked.
    case duplicateAttribute
    /// A value right after an unfinished character reference (`&#{{…}}`).
    case valueFinishesReference
    /// Partials included in each other deeper than this.
    case partialsTooDeep(Int)
    /// An end tag with no element of its name open (`</title>`).
    case strayEndTag

}
