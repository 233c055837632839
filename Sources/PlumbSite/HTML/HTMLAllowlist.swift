/// What raw HTML and SVG may hold: the elements and attributes a
/// documentation page needs (after GitHub's html-pipeline
/// SanitizationFilter and GitLab's allowlist), and a conservative SVG
/// subset for inline diagrams. Anything else is left out with a reason (`ElementRefusal`,
/// `AttributeRefusal`, worded by the site's messages).
enum HTMLAllowlist {
    enum Verdict: Equatable {
        /// Written out, under this name (SVG's camelCase restored).
        case allowed(String)
        /// The tag is left out; its content stays (an unknown `<font>`'s text).
        case tagDropped(ElementRefusal)
        /// The element and everything inside it are left out.
        case wholeDropped(ElementRefusal)
    }

    static let htmlElements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "span", "a", "img", "picture", "source", "figure", "figcaption",
        "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col", "ul", "ol", "li", "dl", "dt",
        "dd", "details", "summary", "blockquote", "pre", "code", "kbd", "samp", "var", "sub", "sup", "b", "i", "em",
        "strong", "s", "del", "ins", "mark", "small", "abbr", "br", "hr", "q", "cite", "dfn", "time", "ruby", "rt",
        "rp", "wbr", "video", "audio", "track", "u", "center", "section", "article", "aside", "nav", "header",
        "footer", "main", "address", "bdi", "bdo", "data",
        // Only as a task list's disabled checkbox (`HTMLSanitizer.checkbox`).
        "input",
    ]

    /// HTML's void elements: no end tag, nothing inside.
    static let voidElements: Set<String> = ["br", "hr", "img", "source", "wbr", "col", "track", "area", "base",
                                            "embed", "input", "link", "meta", "param", "keygen"]

    /// Lowercased (as the tokenizer reads them) to SVG's spelling.
    static let svgElements: [String: String] = Dictionary(uniqueKeysWithValues: [
        "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "defs",
        "linearGradient", "radialGradient", "stop", "use", "marker", "clipPath", "mask", "pattern",
        "symbol",
    ].map { ($0.lowercased(), $0) })

    /// A lowercased name as SVG spells it, for messages (`foreignObject`).
    static func displayName(_ name: String) -> String {
        svgElements[name] ?? ["foreignobject": "foreignObject", "animatemotion": "animateMotion", "animatetransform": "animateTransform",
                              "animatecolor": "animateColor", "feimage": "feImage"][name] ?? name
    }

    /// Elements whose content is dropped with them: scripts, documents
    /// inside documents, text a browser reads as raw text, forms.
    private static let wholeDropReasons: [String: ElementRefusal] = [
        "script": .script, "style": .styleSheet, "iframe": .frame, "frame": .frame, "frameset": .frame,
        "object": .embeddedObject, "embed": .embeddedObject, "applet": .applet, "noscript": .noscript,
        "noembed": .noembed, "noframes": .noframes, "xmp": .xmp, "plaintext": .plaintext, "template": .template,
        "textarea": .formControl, "select": .formControl, "title": .title, "foreignobject": .foreignObject,
        "math": .math, "animate": .animation, "set": .animation, "animatemotion": .animation,
        "animatetransform": .animation, "animatecolor": .animation, "discard": .svgTiming, "handler": .svgHandler,
        "listener": .svgListener, "image": .svgImage, "feimage": .svgFilterImage, "filter": .svgFilter, "head": .head,
    ]

    /// Elements whose tag is dropped and whose content is kept, with a
    /// reason more precise than "not in the allowlist".
    private static let tagDropReasons: [String: ElementRefusal] = [
        "base": .base, "meta": .meta, "link": .link, "form": .form, "button": .formControl, "option": .formControl,
        "html": .documentElement, "body": .documentElement, "svg-a": .svgLink,
    ]

    static func element(_ name: String, inSVG: Bool) -> Verdict {
        if inSVG, let spelled = svgElements[name] { return .allowed(spelled) }
        // SVG's title and desc are where a browser reads HTML again (HTML
        // integration points): Markdown's own `<em>` inside one kept the
        // browser in it past the page's content, and a theme's `<title>`
        // after it was read as markup (a sixth red-team pass).
        if inSVG, name == "title" || name == "desc" { return .wholeDropped(.svgTextElement) }
        if !inSVG, name == "svg" { return .allowed("svg") }
        if !inSVG, htmlElements.contains(name) { return .allowed(name) }
        if let reason = wholeDropReasons[name] { return .wholeDropped(reason) }
        if let reason = tagDropReasons[inSVG && name == "a" ? "svg-a" : name] { return .tagDropped(reason) }
        return .tagDropped(inSVG ? .notInSVGSubset : .notInElements)
    }

    // MARK: Attributes

    private static let globalAttributes: Set<String> = [
        "id", "class", "title", "lang", "dir", "role", "width", "height", "align", "alt", "hidden", "tabindex",
        "translate", "itemprop",
    ]

    private static let htmlAttributes: [String: Set<String>] = [
        "a": ["href", "name", "target", "rel", "hreflang", "type", "download"],
        "img": ["src", "srcset", "sizes", "loading", "decoding", "border", "usemap"],
        "source": ["src", "srcset", "sizes", "media", "type"],
        "video": ["src", "poster", "controls", "loop", "muted", "playsinline", "preload"],
        "audio": ["src", "controls", "loop", "muted", "preload"],
        "track": ["src", "kind", "srclang", "label", "default"],
        "blockquote": ["cite"], "q": ["cite"], "del": ["cite", "datetime"], "ins": ["cite", "datetime"],
        "time": ["datetime"], "data": ["value"], "abbr": [], "details": ["open"],
        "ol": ["start", "reversed", "type"], "ul": ["type"], "li": ["value"],
        "th": ["colspan", "rowspan", "scope", "headers", "abbr"], "td": ["colspan", "rowspan", "headers"],
        "col": ["span"], "colgroup": ["span"], "table": ["summary"], "bdo": [],
        "input": ["type", "checked", "disabled"],
    ]

    private static let svgAttributes: Set<String> = [
        "viewbox", "preserveaspectratio", "xmlns", "xmlns:xlink", "version", "x", "y", "x1", "y1", "x2", "y2", "cx",
        "cy", "r", "rx", "ry", "d", "points", "transform", "fill", "fill-opacity", "fill-rule", "stroke",
        "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset",
        "stroke-miterlimit", "stroke-opacity", "opacity", "clip-rule", "clip-path", "mask", "marker-start",
        "marker-mid", "marker-end", "font-family", "font-size", "font-weight", "font-style", "text-anchor",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "dx", "dy", "rotate", "textlength",
        "lengthadjust", "letter-spacing", "word-spacing", "text-decoration", "offset", "stop-color",
        "stop-opacity", "gradientunits", "gradienttransform", "fx", "fy", "fr", "spreadmethod", "patternunits",
        "patterncontentunits", "patterntransform", "markerwidth", "markerheight", "markerunits", "refx", "refy",
        "orient", "clippathunits", "maskunits", "maskcontentunits", "visibility", "display", "color",
        "vector-effect", "paint-order", "shape-rendering", "text-rendering", "xml:space", "href", "xlink:href",
        "pathlength",
    ]

    /// SVG's camelCase attributes, from the lowercase the tokenizer reads.
    private static let svgAttributeSpelling: [String: String] = Dictionary(uniqueKeysWithValues: [
        "viewBox", "preserveAspectRatio", "textLength", "lengthAdjust", "gradientUnits", "gradientTransform",
        "spreadMethod", "patternUnits", "patternContentUnits", "patternTransform", "markerWidth", "markerHeight",
        "markerUnits", "refX", "refY", "clipPathUnits", "maskUnits", "maskContentUnits", "pathLength",
    ].map { ($0.lowercased(), $0) })

    /// Attributes whose value is a URL, in HTML and SVG (and the obsolete
    /// ones a browser may still follow).
    static let urlAttributes: Set<String> = [
        "href", "src", "xlink:href", "poster", "cite", "action", "formaction", "data", "background", "longdesc",
        "usemap", "codebase", "classid", "profile", "manifest", "icon", "ping", "lowsrc", "dynsrc", "archive",
    ]

    enum AttributeVerdict: Equatable {
        case allowed(String)
        case dropped(AttributeRefusal)
    }

    /// Whether `name` may stay on `element` (lowercased names), and under
    /// which spelling. The value is judged separately (`HTMLSanitizer`).
    static func attribute(_ name: String, on element: String, inSVG: Bool) -> AttributeVerdict {
        if name.hasPrefix("on") {
            return .dropped(.eventHandler)
        }
        if name == "style" {
            return .dropped(.style(inSVG: inSVG))
        }
        if name == "srcdoc" { return .dropped(.wholeDocument) }
        if name.hasPrefix("aria-") || name.hasPrefix("data-") {
            // Only names written as the spec's data-* names are (ASCII
            // lowercase, digits, `-`, `_`, `.`): the tokenizer lets a name
            // hold quotes, backticks or `<`, which Plumb never writes out.
            let plain = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
            return plain ? .allowed(name) : .dropped(.oddName)
        }
        if globalAttributes.contains(name) { return .allowed(name) }
        if inSVG {
            if svgAttributes.contains(name) { return .allowed(svgAttributeSpelling[name] ?? name) }
        } else if htmlAttributes[element]?.contains(name) == true {
            return .allowed(name)
        }
        return .dropped(.notOn(element))
    }
}
