/// What reducing raw HTML to the allowlist leaves out (`HTMLSanitizer`,
/// in a page or an SVG file), and why, as data: worded by `SiteWords`
/// when read, in the page's language.
enum SanitizerFinding: Hashable, Sendable {
    /// A `<!doctype>` in a page.
    case doctypeInPage
    /// A comment with no `-->`, hiding the rest of the chunk, to `toLine`.
    case commentNeverClosed(toLine: Int)
    /// A tag with no `>`, left out with the rest of the chunk, to `toLine`.
    case tagNeverFinished(String, toLine: Int)
    /// An element (as spelled) still open when its scope ends.
    case neverClosed(String, endOf: SanitizerScope)
    /// An element inside SVG's `<title>` or `<desc>` (`parent`), which hold text only.
    case onlyText(String, parent: String)
    /// An element left out with its content (its name as SVG spells it).
    case elementLeftOut(String, in: SanitizerPlace, ElementRefusal)
    /// A tag left out, its content kept.
    case tagLeftOut(String, in: SanitizerPlace, ElementRefusal)
    /// An `<input>` other than a task list's checkbox.
    case inputLeftOut(in: SanitizerPlace)
    /// Attribute `String` of element `of`, left out.
    case attributeLeftOut(String, of: String, AttributeRefusal)
    /// An end tag with no element of the raw HTML open to close.
    case endTagClosesNothing(String)
}

/// Where raw HTML was reduced.
enum SanitizerPlace: Hashable, Sendable, CaseIterable {
    case page, svgFile
}

/// Where the elements raw HTML left open are closed.
enum SanitizerScope: Hashable, Sendable, CaseIterable {
    case paragraph, htmlBlock, page, file
}

/// Why an element (or its tag) is not allowed, in a page or a template.
enum ElementRefusal: Hashable, Sendable, CaseIterable {
    case script, styleSheet, frame, embeddedObject, applet, noscript, noembed, noframes, xmp, plaintext, template, formControl,
         title, foreignObject, math, animation, svgTiming, svgHandler, svgListener, svgImage, svgFilterImage, svgFilter, head,
         base, meta, link, form, documentElement, svgLink, svgTextElement
    /// Not in the SVG subset, and not one with a reason of its own.
    case notInSVGSubset
    /// Not in the HTML elements, and not one with a reason of its own.
    case notInElements

    /// The allowlist's own "not in the list", not a reason a template's check repeats.
    var isNotListed: Bool { self == .notInSVGSubset || self == .notInElements }
}

/// Why an attribute (or its value) is left out.
enum AttributeRefusal: Hashable, Sendable {
    case eventHandler
    case style(inSVG: Bool)
    /// `srcdoc`.
    case wholeDocument
    /// An `aria-`/`data-` name with characters a name should not have.
    case oddName
    /// Not an attribute of this element (`String`).
    case notOn(String)
    /// A URL of a refused scheme; `inSourceSet`: in a `srcset`.
    case scheme(String, inSourceSet: Bool)
    case svgReferenceNotLocal
    case urlFunctionNotLocal
    /// A CSS function outside `SVGValueGrammar`'s.
    case cssFunction(String)
    /// A character SVG values do not need (a backslash: a CSS escape).
    case character(Character)
    case svgNamespace
    case xlinkNamespace
}

/// Why an SVG file cannot be reduced safely at all.
enum SVGRefusal: Hashable, Sendable, CaseIterable {
    /// A doctype with an internal subset: entities Plumb does not expand.
    case declaresEntities
}
