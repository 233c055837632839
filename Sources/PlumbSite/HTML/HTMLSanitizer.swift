import PlumbDiagnostics

/// Raw HTML reduced to an allowlist: it is read with `HTMLTokenizer` and
/// only what `HTMLAllowlist` allows is written out again, by this code:
/// names as the allowlist spells them, every attribute value
/// double-quoted with `&`, `"`, `<` and `>` escaped, text escaped, comments
/// left out. Nothing a browser could read differently survives, because
/// nothing is passed through as written. What is left out is reported
/// (`Dropped`), with where it was written and why (a `SanitizerFinding`).
///
/// One sanitizer keeps the elements it has opened across the chunks it is
/// given (cmark hands raw HTML over node by node: `<span>` in one inline
/// node, `</span>` in another), closes end tags only against them (so raw
/// HTML cannot close the template's elements), and closes what is still
/// open when its owner says the scope ends (`closeAll`), so that no element
/// can swallow the rest of the page.
struct HTMLSanitizer {
    enum Mode {
        /// Raw HTML in a Markdown page: HTML, with inline `<svg>`.
        case page
        /// An `.svg` file: every element is SVG, `<?xml …?>` and comments
        /// are dropped, a doctype with an internal subset is refused.
        case svgFile
    }

    struct Dropped: Equatable {
        let location: SourceLocation
        let finding: SanitizerFinding
    }

    private struct OpenElement {
        let name: String
        let spelled: String
        let inSVG: Bool
        let location: SourceLocation
        /// SVG's `<title>` and `<desc>`: text only (in HTML they would be
        /// integration points, whose content the browser reads as HTML).
        var textOnly: Bool { inSVG && (name == "title" || name == "desc") }
    }

    let mode: Mode
    private var open: [OpenElement] = []
    /// End tags still expected for start tags that were left out (their
    /// content was kept), so that those end tags go without a warning.
    private var droppedTags: [String: Int] = [:]
    /// Why an SVG file cannot be reduced safely, if it cannot.
    private(set) var refusal: SVGRefusal?
    /// The ids (and `<a name>`s) written out since the owner last took
    /// them, where their tags were: a page checks them against its own.
    private var keptIDs: [(id: String, location: SourceLocation)] = []

    init(mode: Mode = .page) {
        self.mode = mode
    }

    /// Where the dropped parts were, for messages.
    private var place: SanitizerPlace { mode == .page ? .page : .svgFile }

    var isInsideSVG: Bool { open.last?.inSVG ?? (mode == .svgFile) }

    /// The ids kept since the last call, in the order written.
    mutating func takeKeptIDs() -> [(id: String, location: SourceLocation)] {
        defer { keptIDs = [] }
        return keptIDs
    }

    /// `chunk` sanitized; `origin` is where its first character was written.
    mutating func sanitize(_ chunk: String, at origin: SourceLocation) -> (html: String, dropped: [Dropped]) {
        var pass = Pass(chunk, origin: origin)
        pass.tokenizer.inForeignContent = isInsideSVG
        var out = ""
        var skipping: (name: String, depth: Int)?
        while let token = pass.tokenizer.next() {
            if var skip = skipping {
                switch token {
                case .startTag(let name, _, let selfClosing, _) where name == skip.name && !selfClosing: skip.depth += 1
                case .endTag(let name, _) where name == skip.name: skip.depth -= 1
                default: break
                }
                skipping = skip.depth == 0 ? nil : skip
                pass.tokenizer.inForeignContent = isInsideSVG
                continue
            }
            switch token {
            case .startTag(let name, let attributes, let selfClosing, let offset):
                if let skip = startTag(name, attributes, selfClosing, pass.location(of: offset), into: &out, pass: &pass) {
                    skipping = (skip, 1)
                }
            case .endTag(let name, let offset):
                endTag(name, pass.location(of: offset), into: &out, pass: &pass)
            case .text(let text, _):
                out += self.text(text)
            case .comment:
                // Comments show nothing; leaving them out changes nothing a
                // reader sees (and `<!-- … -->` tricks have nothing to hide in).
                break
            case .doctype(let body, let offset):
                if mode == .svgFile {
                    if body.contains("[") { refusal = .declaresEntities }
                } else {
                    pass.drop(offset, .doctypeInPage)
                }
            }
            pass.tokenizer.inForeignContent = isInsideSVG
        }
        reportCutOff(&pass)
        // An element dropped whole whose end is in a later chunk (an inline
        // `<noscript>`, the Markdown, then `</noscript>`): its end tag then
        // goes without a second warning.
        if let skip = skipping { droppedTags[skip.name, default: 0] += 1 }
        return (out, pass.dropped)
    }

    /// A comment or a tag the chunk ended inside of hides all that follows
    /// it in the chunk (an HTML block that starts `<!--` runs to the end of
    /// the page when no `-->` closes it): said, with how far it reaches.
    private func reportCutOff(_ pass: inout Pass) {
        guard let (what, offset) = pass.tokenizer.cutOff else { return }
        let end = pass.location(of: max(pass.tokenizer.inputCount - 1, 0))
        switch what {
        case .comment:
            pass.drop(offset, .commentNeverClosed(toLine: end.line))
        case .tag(let name):
            pass.drop(offset, .tagNeverFinished(name, toLine: end.line))
        }
    }

    /// Closes every element still open, innermost first, with a warning at
    /// each one's start tag; `scope` says where (its paragraph).
    mutating func closeAll(endOf scope: SanitizerScope) -> (html: String, dropped: [Dropped]) {
        close(down: 0, endOf: scope)
    }

    /// Closes an `<svg>` still open (and what it holds): the Markdown that
    /// follows an HTML block must not be read as SVG.
    mutating func closeSVG(endOf scope: SanitizerScope) -> (html: String, dropped: [Dropped]) {
        guard let outermost = open.firstIndex(where: \.inSVG) else { return ("", []) }
        return close(down: outermost, endOf: scope)
    }

    private mutating func close(down depth: Int, endOf scope: SanitizerScope) -> (html: String, dropped: [Dropped]) {
        var html = ""
        var dropped: [Dropped] = []
        while open.count > depth, let element = open.popLast() {
            html += "</\(element.spelled)>"
            dropped.append(Dropped(location: element.location, finding: .neverClosed(element.spelled, endOf: scope)))
        }
        droppedTags = [:]
        return (html, dropped.reversed())
    }

    // MARK: Tokens

    /// Writes the start tag if it is allowed; returns the name of an
    /// element to skip whole.
    private mutating func startTag(_ name: String, _ attributes: [HTMLToken.Attribute], _ selfClosing: Bool,
                                   _ location: SourceLocation, into out: inout String, pass: inout Pass) -> String? {
        let inSVG = isInsideSVG
        let isEmpty = inSVG ? selfClosing : HTMLAllowlist.voidElements.contains(name)
        if let parent = open.last, parent.textOnly {
            pass.drop(location, .onlyText(name, parent: parent.name))
            if !isEmpty { droppedTags[name, default: 0] += 1 }
            return nil
        }
        switch HTMLAllowlist.element(name, inSVG: inSVG) {
        case .wholeDropped(let reason):
            pass.drop(location, .elementLeftOut(HTMLAllowlist.displayName(name), in: place, reason))
            if !inSVG { pass.tokenizer.textMode = Self.textMode(after: name) }
            if case .data = pass.tokenizer.textMode, isEmpty { return nil }
            return name
        case .tagDropped(let reason):
            pass.drop(location, .tagLeftOut(HTMLAllowlist.displayName(name), in: place, reason))
            if !isEmpty { droppedTags[name, default: 0] += 1 }
            return nil
        case .allowed(let spelled):
            if name == "input", !inSVG, !Self.isCheckbox(attributes) {
                pass.drop(location, .inputLeftOut(in: place))
                return nil
            }
            let elementInSVG = inSVG || name == "svg"
            out += "<" + spelled
            for attribute in attributes {
                // The value is judged as it will be written: the control
                // characters `escape` leaves out are gone before the URL
                // check (`jav&#x18;ascript:` is relative as written, and
                // would not be once the U+0018 is dropped).
                let value = Self.removingControls(attribute.value)
                guard let written = self.attribute(HTMLToken.Attribute(name: attribute.name, value: value), of: name, inSVG: elementInSVG,
                                                   location, pass: &pass) else { continue }
                out += " \(written)=\"\(Self.escape(value, quotes: true))\""
                if attribute.name == "id" || (name == "a" && attribute.name == "name") { keptIDs.append((value, location)) }
            }
            // A checkbox a reader could tick would promise a form: always disabled.
            if name == "input", !attributes.contains(where: { $0.name == "disabled" }) { out += " disabled" }
            if elementInSVG && selfClosing {
                out += "/>"
            } else {
                out += ">"
                if !isEmpty || (elementInSVG && !selfClosing) {
                    open.append(OpenElement(name: name, spelled: spelled, inSVG: elementInSVG, location: location))
                }
            }
            return nil
        }
    }

    /// `<input type="checkbox">`, the one input a page may show (as a task
    /// list draws it).
    private static func isCheckbox(_ attributes: [HTMLToken.Attribute]) -> Bool {
        attributes.contains { $0.name == "type" && $0.value.lowercased() == "checkbox" }
    }

    /// The attribute's spelling if it stays, or nil (reported).
    private func attribute(_ attribute: HTMLToken.Attribute, of element: String, inSVG: Bool,
                           _ location: SourceLocation, pass: inout Pass) -> String? {
        let name = attribute.name
        switch HTMLAllowlist.attribute(name, on: element, inSVG: inSVG) {
        case .dropped(let reason):
            pass.drop(location, .attributeLeftOut(name, of: element, reason))
            return nil
        case .allowed(let spelled):
            if let problem = Self.valueProblem(name, attribute.value, inSVG: inSVG) {
                pass.drop(location, .attributeLeftOut(name, of: element, problem))
                return nil
            }
            return spelled
        }
    }

    /// What is wrong with an allowed attribute's value, if anything: a URL
    /// outside `URLPolicy`, an SVG reference that is not local.
    static func valueProblem(_ name: String, _ value: String, inSVG: Bool) -> AttributeRefusal? {
        if name == "srcset", let scheme = URLPolicy.refusedSchemeInSourceSet(value) { return .scheme(scheme, inSourceSet: true) }
        if HTMLAllowlist.urlAttributes.contains(name), let scheme = URLPolicy.refusedScheme(value) { return .scheme(scheme, inSourceSet: false) }
        guard inSVG else { return nil }
        // By scalars, not Characters: `#` or `(` followed by a combining
        // mark is one Character, which a String search would not match.
        let squeezed = Array(value.unicodeScalars.filter { $0.value > 0x20 }.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 })
        if name == "href" || name == "xlink:href", squeezed.first != "#" {
            return .svgReferenceNotLocal
        }
        if !Self.urlFunctionsAreLocal(squeezed) {
            return .urlFunctionNotLocal
        }
        if SVGValueGrammar.applies(to: name), let problem = SVGValueGrammar.problem(value) { return problem }
        if name == "xmlns", value != "http://www.w3.org/2000/svg" { return .svgNamespace }
        if name == "xmlns:xlink", value != "http://www.w3.org/1999/xlink" { return .xlinkNamespace }
        return nil
    }

    /// Every `url(` in a (squeezed, lowercased) value is followed by `#`,
    /// quoted or not.
    private static func urlFunctionsAreLocal(_ value: [Unicode.Scalar]) -> Bool {
        let function = Array("url(".unicodeScalars)
        var i = 0
        while i + function.count <= value.count {
            if Array(value[i..<(i + function.count)]) == function {
                var j = i + function.count
                if j < value.count, value[j] == "\"" || value[j] == "'" { j += 1 }
                guard j < value.count, value[j] == "#" else { return false }
            }
            i += 1
        }
        return true
    }

    private mutating func endTag(_ name: String, _ location: SourceLocation, into out: inout String, pass: inout Pass) {
        if let index = open.lastIndex(where: { $0.name == name }) {
            // Misnested tags (`<b><i></b>`) close what they enclose, so the
            // output is always balanced.
            while open.count > index, let element = open.popLast() { out += "</\(element.spelled)>" }
            return
        }
        if let count = droppedTags[name], count > 0 {
            droppedTags[name] = count - 1
            return
        }
        pass.drop(location, .endTagClosesNothing(name))
    }

    private func text(_ text: String) -> String {
        if open.isEmpty, mode == .svgFile { return text.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? text : "" }
        return Self.escape(text, quotes: false)
    }

    /// Where the tokenizer goes after a start tag the browser reads raw.
    private static func textMode(after name: String) -> HTMLTokenizer.TextMode {
        switch name {
        case "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript": return .rawText(name)
        case "title", "textarea": return .rcdata(name)
        case "plaintext": return .plaintext
        default: return .data
        }
    }

    /// The characters XML does not allow (C0 controls other than tab, LF,
    /// CR), left out so that an SVG file stays well-formed.
    static func removingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    private static func isControl(_ u: Unicode.Scalar) -> Bool { u.value < 0x20 && u != "\t" && u != "\n" && u != "\r" }

    /// `&`, `<`, `>` (and in attributes `"`) as references.
    static func escape(_ text: String, quotes: Bool) -> String {
        var out = String.UnicodeScalarView()
        for u in removingControls(text).unicodeScalars {
            switch u {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"" where quotes: out.append(contentsOf: "&quot;".unicodeScalars)
            default: out.append(u)
            }
        }
        return String(out)
    }

    /// One chunk's tokenizer, its source positions and what was dropped from it.
    private struct Pass {
        var tokenizer: HTMLTokenizer
        let scalars: [Unicode.Scalar]
        let origin: SourceLocation
        var dropped: [Dropped] = []

        init(_ chunk: String, origin: SourceLocation) {
            tokenizer = HTMLTokenizer(chunk)
            scalars = Array(chunk.unicodeScalars)
            self.origin = origin
            counted = (0, origin.line, origin.column)
        }

        /// Where `location(of:)` last stood: tokens come in order, so each
        /// location is counted on from the one before (counting from the
        /// chunk's start for each tag made 100,000 tags on a line quadratic).
        private var counted: (offset: Int, line: Int, column: Int)

        /// Lines after the first start at column 1; columns count UTF-8
        /// bytes, as cmark's do.
        mutating func location(of offset: Int) -> SourceLocation {
            let target = min(offset, scalars.count)
            if target < counted.offset { counted = (0, origin.line, origin.column) }
            var (at, line, column) = counted
            while at < target {
                if scalars[at] == "\n" { line += 1; column = 1 } else { column += UTF8.width(scalars[at]) }
                at += 1
            }
            counted = (at, line, column)
            return SourceLocation(line: line, column: column)
        }

        mutating func drop(_ offset: Int, _ finding: SanitizerFinding) {
            drop(location(of: offset), finding)
        }

        mutating func drop(_ location: SourceLocation, _ finding: SanitizerFinding) {
            dropped.append(Dropped(location: location, finding: finding))
        }
    }
}
