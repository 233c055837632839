import PlumbDiagnostics

/// The sanitizer's and the template check's findings in English: the words
/// they printed before they were data, unchanged.
extension EnglishSiteMessages {
    private func place(_ p: SanitizerPlace) -> String { p == .page ? "a page" : "an SVG file" }

    private func scope(_ s: SanitizerScope) -> String {
        switch s {
        case .paragraph: return "its paragraph"
        case .htmlBlock: return "its HTML block"
        case .page: return "the page"
        case .file: return "the file"
        }
    }

    func words(for finding: SanitizerFinding) -> DiagnosticWords {
        switch finding {
        case .doctypeInPage: return DiagnosticWords("a doctype is left out: the page's doctype is the template's", suggestion: "remove it")
        case .commentNeverClosed(let line):
            return DiagnosticWords("this comment is never closed (no '-->'), so everything after it is hidden, to line \(line)",
                                   suggestion: "close it with '-->'")
        case .tagNeverFinished(let name, let line):
            return DiagnosticWords("this <\(name)> tag is never finished (no '>'), so it is left out with everything after it, to line \(line)",
                                   suggestion: "finish the tag with '>' (and close any quote it opens)")
        case .neverClosed(let name, let end):
            return DiagnosticWords("the <\(name)> opened here is never closed; it is closed at the end of \(scope(end))",
                                   suggestion: "add </\(name)> where it should end")
        case .onlyText(let name, let parent):
            return DiagnosticWords("the <\(name)> element is not allowed in an SVG <\(parent)>: only text is", suggestion: "write it as text")
        case .elementLeftOut(let name, let p, let reason):
            return DiagnosticWords("the <\(name)> element is not allowed in \(place(p)): \(self.reason(reason)); it is left out with its content",
                                   suggestion: reason == .animation ? "draw it in a figure, or use an image" : "remove it")
        case .tagLeftOut(let name, let p, let reason):
            let fix: String
            switch reason {
            case .notInSVGSubset: fix = "draw it with paths, shapes and text, or use an image"
            case .notInElements: fix = "use Markdown or an allowed element"
            default: fix = "remove the tag"
            }
            return DiagnosticWords("the <\(name)> tag is not allowed in \(place(p)): \(self.reason(reason)); its content is kept", suggestion: fix)
        case .inputLeftOut(let p):
            return DiagnosticWords("the <input> tag is not allowed in \(place(p)): form controls have no place in a documentation page, "
                                   + "except a task list's checkbox; it is left out", suggestion: "write a task list item: '- [ ] task' or '- [x] done'")
        case .attributeLeftOut(let name, let element, let reason):
            let (why, fix) = words(for: reason)
            return DiagnosticWords("the \(name) attribute of <\(element)> is left out: \(why)", suggestion: fix)
        case .endTagClosesNothing(let name):
            return DiagnosticWords("the end tag </\(name)> closes no element opened in this raw HTML; it is left out",
                                   suggestion: "remove it, or open the element in the same paragraph or HTML block")
        }
    }

    func reason(_ r: ElementRefusal) -> String {
        switch r {
        case .script: return "a script is what the site promises never to run"
        case .styleSheet: return "a style sheet can restyle the whole page and fetch URLs"
        case .frame: return "a frame loads another document, which can run script"
        case .embeddedObject: return "an embedded object can run script or a plug-in"
        case .applet: return "an applet runs code"
        case .noscript: return "its content is meant for pages that run script"
        case .noembed: return "it holds raw text meant for browsers without plug-ins"
        case .noframes: return "it holds raw text meant for browsers without frames"
        case .xmp: return "it holds raw text, an obsolete element"
        case .plaintext: return "it turns the rest of the page into text"
        case .template: return "a template's content is a document fragment meant for script"
        case .formControl: return "form controls have no place in a documentation page"
        case .title: return "a page's title comes from its front matter or first heading"
        case .foreignObject: return "it puts HTML inside SVG, outside the SVG subset pages allow"
        case .svgTextElement: return "a browser reads HTML inside an SVG title or description, outside the SVG subset; name the drawing with aria-label on <svg> instead"
        case .math: return "MathML is outside what pages allow"
        case .animation: return "an animation can rewrite a link into a script"
        case .svgTiming: return "SVG timing elements are outside the SVG subset pages allow"
        case .svgHandler: return "it is an SVG event handler"
        case .svgListener: return "it is an SVG event listener"
        case .svgImage: return "an SVG image can load another SVG document"
        case .svgFilterImage: return "an SVG filter image can load another document"
        case .svgFilter: return "SVG filters are outside the SVG subset pages allow"
        case .head: return "a page's head is the template's"
        case .base: return "it would change where every link of the page points"
        case .meta: return "it can redirect the page or change how it is read"
        case .link: return "it loads style sheets and other documents into the page"
        case .form: return "a form sends what a reader types somewhere"
        case .documentElement: return "a page's html, head and body elements are the template's"
        case .svgLink: return "links inside SVG are outside the SVG subset pages allow"
        case .notInSVGSubset: return "it is not in the SVG subset pages allow"
        case .notInElements: return "it is not in the elements pages allow"
        }
    }

    private func words(for r: AttributeRefusal) -> (reason: String, fix: String) {
        let urlFix = "use a relative, http:, https: or mailto: URL"
        let local = "refer to an element of this SVG by its id"
        switch r {
        case .eventHandler: return ("an event handler runs script", "remove it")
        case .style(let inSVG):
            return ("CSS can fetch URLs and cover the page, and Plumb does not read it to check",
                    inSVG ? "use SVG's presentation attributes (fill, stroke, opacity…)" : "use a class, or Markdown")
        case .wholeDocument: return ("it holds a whole document, which can run script", "remove it")
        case .oddName: return ("its name holds characters an attribute name should not", "spell it with letters, digits and '-'")
        case .notOn(let element): return ("it is not an attribute <\(element)> may have in a page", "remove it")
        case .scheme(let scheme, let inSourceSet):
            return ("a \(scheme): URL is not allowed (pages allow relative, http:, https: and mailto: URLs)",
                    scheme == "data" && !inSourceSet ? "save the data as a file next to the page and link to that" : urlFix)
        case .svgReferenceNotLocal: return ("an SVG reference must point inside the page ('#id')", local)
        case .urlFunctionNotLocal: return ("url() may only point inside the page ('url(#id)')", local)
        case .cssFunction(let name):
            return ("the CSS function \(name)() is outside what SVG values may use (some, such as image-set(), fetch other files)",
                    "use a colour, a number, or url(#id) for an element of this SVG")
        case .character(let c):
            let shown = c == "\\" ? "a backslash (a CSS escape, which can spell url())" : "'\(c)'"
            return ("it holds \(shown), which SVG values do not need", "write the value with letters, digits and . , - + % # ( )")
        case .svgNamespace: return ("it must be SVG's namespace", "write xmlns=\"http://www.w3.org/2000/svg\"")
        case .xlinkNamespace: return ("it must be XLink's namespace", "write xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        }
    }

    func words(for refusal: TemplateRefusal) -> DiagnosticWords {
        let found: String
        switch refusal.found {
        case .element(let name): found = "<\(name)>"
        case .attribute(let name, let value, let element): found = "\(name)=\"\(value)\" on <\(element)>"
        case .attributeName(let name, let element): found = "\(name) on <\(element)>"
        case .unescapedValue(let tag): found = "{{{\(tag)}}}"
        case .valueInTagName: found = "a value in a tag's name"
        case .contentInTitleOrComment: found = "{{{page.content}}} in a title or a comment"
        case .section(let tag): found = "the section {{\(tag)}}"
        case .markAfterBrace: found = "a brace joined to the character beside it"
        case .value: found = "a value {{…}} there"
        case .wholeTemplate: found = "the template with its partials"
        }
        let (why, fix) = words(for: refusal.reason)
        return DiagnosticWords("\(found) in a theme template: \(why)", suggestion: fix)
    }

    private func words(for r: TemplateReason) -> (reason: String, fix: String) {
        let noScript = "remove it; Plumb's sites carry no script"
        switch r {
        case .styleElement:
            return ("a theme's CSS belongs in a style sheet", "move it to templates/static/ and link it with <link rel=\"stylesheet\">")
        case .inlineSVG:
            return ("inline SVG in a template is not checked",
                    "put the picture in templates/static/ (SVG files there are reduced to the allowlist) and show it with <img>")
        case .element(let refusal): return (reason(refusal), noScript)
        case .notTemplateElement:
            return ("it is not an element a template may hold (docs/site.md lists them)", "remove it, or use an element from the list")
        case .eventHandler: return ("an event handler runs script", noScript)
        case .styleAttribute: return ("a theme's CSS belongs in a style sheet", "use a class, styled in templates/static/")
        case .notTemplateAttribute(let element): return ("it is not an attribute <\(element)> may have in a template", noScript)
        case .scheme(let scheme): return ("a '\(scheme):' URL: only http, https, mailto and relative URLs are allowed", noScript)
        case .linkRelation(let rel, let allowed):
            return ("a link of rel '\(rel)' is not one a theme may have (\(allowed.joined(separator: ", "))): "
                    + "preload, modulepreload and prefetch can load a script", noScript)
        case .inputType:
            return ("a template's inputs are the CSS-only toggles' checkboxes and radio buttons", "use type=\"checkbox\" or type=\"radio\"")
        case .unescapedValue(let tag):
            return ("a value written unescaped could hold markup, a script too; only {{{page.content}}}, "
                    + "which was reduced to the page allowlist, is written raw", "write {{\(tag)}}, escaped")
        case .valueMakesTag: return ("the tag a value makes could be a <script>", "write the tag's name out")
        case .contentEndsIt:
            return ("the page's HTML there could end it and be read as markup", "write {{{page.content}}} between tags, and {{page.title}} in the title")
        case .unquotedValue:
            return ("a value outside quotes: a space or '=' in it would start another attribute, an event handler too",
                    "quote the attribute's value: name=\"{{…}}\"")
        case .contentInAttribute: return ("the page's HTML in an attribute: a '\"' in its text would end the value", "write {{{page.content}}} between tags")
        case .sectionSplitsMarkup:
            return ("it starts or ends inside a tag, an attribute's value, a comment or a title, or right after '<': "
                    + "left out, repeated or empty, the markup around it joins into other markup, a <script> too",
                    "put whole elements, or whole attributes after a space, inside the section")
        case .charset:
            return ("a page is UTF-8; another charset lets a page's text change how the rest is read (ISO-2022-JP's escapes can make markup)",
                    "write <meta charset=\"utf-8\">")
        case .markAfterBrace:
            return ("the template's parser reads a brace and a combining mark or prepend character beside it as one character, "
                    + "so its tags there are not the ones checked",
                    "remove that character, or write it as a character reference (&#x301;)")
        case .tooLarge: return ("it is larger than a template may be (4 Mi characters) to be checked", "include fewer or smaller partials")
        case .valueFinishesReference:
            return ("a value right after '&' could finish a character reference: '&#' and a title of '106;avascript:' make a 'javascript:' link",
                    "write a literal ampersand as &amp;")
        case .strayEndTag:
            return ("no element of its name is open there: after a page's content it could close one the content left open, and what follows would be read in another way",
                    "remove it, or open the element before it")
        case .partialsTooDeep(let limit):
            return ("partials are included in each other more than \(limit) deep, past what is rendered and checked",
                    "include the deepest partial's markup in the one above it")
        case .duplicateAttribute:
            return ("it is the element's second attribute of that name: only the first is checked, and a section leaving that one out "
                    + "would make the second count", "write the attribute once")
        case .valueMakesScheme(let names):
            return ("a URL whose scheme a value could make (a page's title of 'javascript'): only the build's own URLs (\(names.joined(separator: ", "))) may start one",
                    "start the URL with one of them, or write its scheme out (https://…)")
        }
    }
}
