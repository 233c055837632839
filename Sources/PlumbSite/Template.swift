import Foundation
import PlumbDiagnostics
import PlumbFigure

/// A small logic-less template language (a subset of Mustache):
///
/// - `{{name}}`, `{{page.title}}`: a value, HTML-escaped;
/// - `{{{page.content}}}`: a value as it is (HTML the build made);
/// - `{{#list}}...{{/list}}`: repeated for each item of a list, with the item
///   as context; once for a true value or an object; not at all for false, an
///   empty list or a missing value;
/// - `{{^name}}...{{/name}}`: only when `name` is false, empty or missing;
/// - `{{> nav}}`: the partial `templates/partials/nav.html`;
/// - `{{! a comment }}`.
///
/// Errors (an unclosed section, a misspelt variable, a missing partial) name
/// the template, line and column.
public struct Template {
    indirect enum Node {
        case text(String)
        case variable(path: [String], escaped: Bool, location: SourceLocation)
        case section(path: [String], inverted: Bool, body: [Node], location: SourceLocation)
        case partial(name: String, location: SourceLocation)
    }

    public struct Error: Swift.Error, CustomStringConvertible {
        public let template: String
        public let diagnostic: Diagnostic
        public var description: String { "\(template):\(diagnostic.location): \(diagnostic.message)" }
    }

    public let name: String
    let nodes: [Node]

    public init(name: String, source: String) throws {
        self.name = name
        var parser = Parser(name: name, chars: Array(source))
        nodes = try parser.parse()
        try Template.checkNames(nodes, template: name)
    }

    /// Every name a template mentions must be one the build supplies, checked
    /// when the template is read: a typo inside `{{#prev}}` would otherwise
    /// surface only on pages that have a previous page (and render empty
    /// everywhere else).
    static func checkNames(_ nodes: [Node], template: String) throws {
        for node in nodes {
            switch node {
            case .variable(let path, _, let location), .section(let path, _, _, let location):
                for (i, key) in path.enumerated() where key != "." && !isKnown(key, after: path.prefix(i)) {
                    let guess = closest(to: key, among: i > 0 && path[i - 1] == "strings" ? ThemeStrings.keys : knownNames.sorted())
                    let finding = ThemeFinding.unknownVariable(path.joined(separator: "."), guess: guess.map { (path.prefix(i) + [$0]).joined(separator: ".") })
                    throw Error(template: template, diagnostic: Diagnostic(.error, .unknownName, SiteFinding.theme(finding), at: location))
                }
                if case .section(_, _, let body, _) = node { try checkNames(body, template: template) }
            case .text, .partial: break
            }
        }
    }

    /// A template that writes `text` as it is: a partial already rendered.
    init(name: String, literal text: String) {
        self.name = name
        nodes = [.text(text)]
    }

    /// Every name the template and the partials it includes mention, at any
    /// depth (first path components).
    func names(partials: [String: Template]) -> Set<String> {
        var out = Set<String>()
        func scan(_ nodes: [Node], _ depth: Int) {
            for node in nodes {
                switch node {
                case .text: break
                case .variable(let path, _, _): out.insert(path[0])
                case .section(let path, _, let body, _): out.insert(path[0]); scan(body, depth)
                case .partial(let p, _): if depth < Template.maxPartialDepth, let t = partials[p] { scan(t.nodes, depth + 1) }
                }
            }
        }
        scan(nodes, 0)
        return out
    }

    /// True when the template includes `partial` only outside every section
    /// (where the context is the page's own, the same for every page).
    func includesOnlyAtTopLevel(_ partial: String) -> Bool {
        func nested(_ nodes: [Node]) -> Bool {
            nodes.contains { node in
                switch node {
                case .section(_, _, let body, _): return body.contains { if case .partial(partial, _) = $0 { return true } else { return false } } || nested(body)
                default: return false
                }
            }
        }
        let atTop = nodes.contains { if case .partial(partial, _) = $0 { return true } else { return false } }
        return atTop && !nested(nodes)
    }

    /// Whether the template (or a partial it includes) mentions `name`: the
    /// build skips preparing what no template shows (a long sidebar).
    public func uses(_ name: String, partials: [String: Template]) -> Bool {
        names(partials: partials).contains(name)
    }

    /// The variables a template may use, each one something the build
    /// supplies (`SiteBuilder.context`): anything else is a typo. A name may
    /// be missing where it does not apply (`prev` on the first page).
    static let knownNames: Set<String> = Set(["site", "page", "nav", "toc", "prev", "next", "root", "assets", "home", "title", "url",
                                              "current", "pages", "level", "id", "content", "description", "isHome",
                                              "hasToc", "language", "languageRoot", "isMultilingual", "translations", "alternates",
                                              "hreflang", "name", "missing", "strings", "gap", "label"])

    /// A name after `strings.` is one of the theme's strings (`ThemeStrings.keys`);
    /// any other is one the build supplies.
    static func isKnown(_ key: String, after path: ArraySlice<String>) -> Bool {
        path.last == "strings" ? ThemeStrings.keys.contains(key) : knownNames.contains(key)
    }

    /// Sections nest at most this deep: a theme needs a handful, and the
    /// parser and renderer recurse once per level (20,000 nested sections
    /// overflowed a page worker's stack).
    static let maxSectionDepth = 64

    /// Partials include each other at most this deep.
    static let maxPartialDepth = 20

    public func render(_ context: TemplateValue, partials: [String: Template]) throws -> String {
        var out = ""
        var stack = [context]
        try render(nodes, &stack, partials: partials, into: &out, depth: 0)
        return Template.withoutEncodingShifts(out)
    }

    /// `html` with every escape (U+001B) and shift (U+000E, U+000F) made
    /// U+FFFD. A page is UTF-8, but a browser that does not know it (no
    /// charset from the host, or the meta read too late) may guess another
    /// encoding, and ISO-2022-JP's escape sequences in a page's text
    /// swallowed the quote after them: the next attribute became an event
    /// handler (a red-team pass). No page needs the three as text.
    static func withoutEncodingShifts(_ html: String) -> String {
        // memchr, three times: a closure per byte was 7 % of a build.
        var text = html
        let holds = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return [0x1B, 0x0E, 0x0F].contains { memchr(base, Int32($0), bytes.count) != nil }
        }
        guard holds else { return html }
        var out = String.UnicodeScalarView()
        for u in html.unicodeScalars { out.append(u == "\u{1B}" || u == "\u{0E}" || u == "\u{0F}" ? "\u{FFFD}" : u) }
        return String(out)
    }

    private func render(_ nodes: [Node], _ stack: inout [TemplateValue], partials: [String: Template], into out: inout String, depth: Int) throws {
        for node in nodes {
            switch node {
            case .text(let t): out += t
            case .variable(let path, let escaped, _):
                let value = lookup(path, stack)
                if case .pageFlag(let page)? = value {
                    PageFlag.open(page, inverted: false, into: &out)
                    out += "true"
                    PageFlag.close(into: &out)
                    continue
                }
                let text = PageFlag.withoutMarkers(value?.text ?? "")
                out += escaped ? HTML.escape(text) : text
            case .section(let path, let inverted, let body, _):
                let value = lookup(path, stack)
                if case .pageFlag(let page)? = value {
                    // Decided when the page is written (`PageFlag.resolve`):
                    // the body is kept with markers round it.
                    PageFlag.open(page, inverted: inverted, into: &out)
                    try render(body, &stack, partials: partials, into: &out, depth: depth)
                    PageFlag.close(into: &out)
                    continue
                }
                if inverted {
                    if !(value?.isTruthy ?? false) { try render(body, &stack, partials: partials, into: &out, depth: depth) }
                    continue
                }
                switch value {
                case .list(let items)?:
                    for item in items {
                        stack.append(item)
                        defer { stack.removeLast() }
                        try render(body, &stack, partials: partials, into: &out, depth: depth)
                    }
                case .object?:
                    stack.append(value!)
                    defer { stack.removeLast() }
                    try render(body, &stack, partials: partials, into: &out, depth: depth)
                case let v? where v.isTruthy:
                    try render(body, &stack, partials: partials, into: &out, depth: depth)
                default: break
                }
            case .partial(let name, let location):
                guard let p = partials[name] else {
                    let finding = ThemeFinding.unknownPartial(name, nearest: closest(to: name, among: partials.keys.sorted()))
                    throw Error(template: self.name, diagnostic: Diagnostic(.error, .unknownName, SiteFinding.theme(finding), at: location))
                }
                guard depth < Template.maxPartialDepth else {
                    throw Error(template: self.name, diagnostic: Diagnostic(.error, .syntax, SiteFinding.theme(.partialsRecurse), at: location))
                }
                try p.render(p.nodes, &stack, partials: partials, into: &out, depth: depth + 1)
            }
        }
    }

    /// A name's value, nil where it does not apply here (`prev` on the first
    /// page). Every name was checked against `knownNames` when the template
    /// was read, so a missing one is absent, never misspelt.
    private func lookup(_ path: [String], _ stack: [TemplateValue]) -> TemplateValue? {
        if path == ["."] { return stack.last }
        for frame in stack.reversed() {
            guard case .object(let fields) = frame, var value = fields[path[0]] else { continue }
            for key in path.dropFirst() {
                guard case .object(let inner) = value, let next = inner[key] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    private struct Parser {
        let name: String
        let chars: [Character]
        /// Each character's ASCII value, 0 for any other (a brace with a
        /// combining mark is not a brace): the parser compares these
        /// bytes, not `Character`s, which cost a string comparison each.
        /// CR LF is one character, a line break, as `asciiValue` says.
        let codes: [UInt8]
        var i = 0
        var line = 1
        var column = 1
        /// Sections open around the tag being read.
        var sectionDepth = 0

        init(name: String, chars: [Character]) {
            self.name = name
            self.chars = chars
            codes = chars.map { $0.asciiValue ?? 0 }
        }

        func error(_ finding: ThemeFinding, _ at: SourceLocation) -> Template.Error {
            Template.Error(template: name, diagnostic: Diagnostic(.error, .syntax, SiteFinding.theme(finding), at: at))
        }

        mutating func advance() {
            if codes[i] == 10 { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        /// Compared in place, as bytes (`s` is ASCII): copying both sides
        /// into arrays, then comparing characters, was most of every build's
        /// start-up.
        func starts(_ s: StaticString) -> Bool {
            var j = i
            for k in 0..<s.utf8CodeUnitCount {
                guard j < codes.count, codes[j] == s.utf8Start[k] else { return false }
                j += 1
            }
            return true
        }

        mutating func parse() throws -> [Node] {
            let (nodes, close) = try parseUntilClose()
            if let (name, at) = close { throw error(.closesUnopened(name), at) }
            return nodes
        }

        /// Nodes up to a `{{/name}}` (returned) or the end.
        mutating func parseUntilClose() throws -> ([Node], (String, SourceLocation)?) {
            var nodes: [Node] = []
            var text = ""
            while i < chars.count {
                if starts("{{") {
                    if !text.isEmpty { nodes.append(.text(PageFlag.withoutMarkers(text))); text = "" }
                    let at = SourceLocation(line: line, column: column)
                    let triple = starts("{{{")
                    let open = triple ? 3 : 2
                    for _ in 0..<open { advance() }
                    var inner = ""
                    let closer: StaticString = triple ? "}}}" : "}}"
                    while i < chars.count && !starts(closer) { inner.append(chars[i]); advance() }
                    guard i < chars.count else { throw error(.tagNeverClosed(opener: triple ? "{{{" : "{{", closer: "\(closer)"), at) }
                    for _ in 0..<closer.utf8CodeUnitCount { advance() }
                    let tag = inner.trimmingCharacters(in: .whitespaces)
                    guard let first = tag.first else { throw error(.emptyTag, at) }
                    func path(_ s: Substring) throws -> [String] {
                        let p = s.trimmingCharacters(in: .whitespaces)
                        guard !p.isEmpty, p.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else {
                            throw error(.notVariableName(p), at)
                        }
                        return p == "." ? ["."] : p.split(separator: ".").map(String.init)
                    }
                    if triple { nodes.append(.variable(path: try path(Substring(tag)), escaped: false, location: at)); continue }
                    switch first {
                    case "!": continue
                    case "#", "^":
                        let p = try path(tag.dropFirst())
                        guard sectionDepth < Template.maxSectionDepth else {
                            throw error(.sectionsTooDeep(limit: Template.maxSectionDepth), at)
                        }
                        sectionDepth += 1
                        let (body, close) = try parseUntilClose()
                        sectionDepth -= 1
                        guard let (closeName, closeAt) = close else {
                            throw error(.sectionNeverClosed(p.joined(separator: ".")), at)
                        }
                        guard closeName == p.joined(separator: ".") else {
                            throw error(.closesOther(closeName, open: p.joined(separator: "."), openedAt: at), closeAt)
                        }
                        nodes.append(.section(path: p, inverted: first == "^", body: body, location: at))
                    case "/":
                        return (nodes, (tag.dropFirst().trimmingCharacters(in: .whitespaces), at))
                    case ">":
                        nodes.append(.partial(name: tag.dropFirst().trimmingCharacters(in: .whitespaces), location: at))
                    default:
                        nodes.append(.variable(path: try path(Substring(tag)), escaped: true, location: at))
                    }
                } else {
                    // Text up to the next brace, in one go.
                    let start = i
                    advance()
                    while i < chars.count, codes[i] != UInt8(ascii: "{") { advance() }
                    text.append(contentsOf: chars[start..<i])
                }
            }
            if !text.isEmpty { nodes.append(.text(PageFlag.withoutMarkers(text))) }
            return (nodes, nil)
        }
    }
}

/// The values templates see.
public indirect enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// True on one page only, the page with this index: what a partial
    /// rendered once for many pages leaves open (see `PageFlag`).
    case pageFlag(Int)

    var text: String {
        switch self {
        case .string(let s): return s
        case .bool(let b): return b ? "true" : ""
        case .list, .object, .pageFlag: return ""
        }
    }

    var isTruthy: Bool {
        switch self {
        case .string(let s): return !s.isEmpty
        case .bool(let b): return b
        case .list(let l): return !l.isEmpty
        case .object: return true
        case .pageFlag: return false
        }
    }
}
