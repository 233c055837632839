import Foundation
import PlumbDiagnostics

/// A theme template's literal markup, checked against `TemplateAllowlist`
/// when the theme is loaded: a template reaches every page as it is written,
/// so a `<script>`, an `onload=`, a `javascript:` link or a `<meta
/// http-equiv=refresh>` in it is an error, and the build stops before it
/// writes anything.
///
/// The template's tags are opaque: sections and comments are left out and
/// the markup around them read as one text with `HTMLTokenizer`, a
/// section's body as if it were shown (`<scr{{! x }}ipt>` is read
/// `<script>`). A value (`{{name}}`, `{{{page.content}}}`) is read as a
/// marker, a space and the marker again (`ValueMarker`), so that where it
/// lands can be judged: escaped, a value is safe in text and in a quoted
/// attribute value, but not in a tag's or an attribute's name or an
/// unquoted value (the space shows it there: a space in a value would
/// start another attribute, `onclick` too), not in front of a URL's scheme
/// (`href="{{page.title}}:x"`), and a URL may start only with the build's
/// own URLs (`url`, `home`, `root`, `assets`, `languageRoot`);
/// `{{{page.content}}}`, reduced to the page allowlist but with `"` as it
/// is in its text, only between tags. A partial
/// is read where it is included (`<a {{> attributes}}>` puts its markup
/// inside a tag), so the published pages, `page.html` and `404.html`, are
/// checked with their partials in place, and a finding names the file it is
/// in.
enum TemplateMarkup {
    struct Finding: Error, Equatable {
        let file: String
        let location: SourceLocation
        let refusal: TemplateAllowlist.Refusal

        var diagnostic: Diagnostic {
            Diagnostic(.error, .unsupported, SiteFinding.template(refusal), at: location)
        }
    }

    /// A template's file label and text (`templates/page.html`).
    typealias Source = (label: String, text: String)

    /// The first thing in `template` (with `partials`, by name, in place)
    /// that the allowlist refuses, or nil.
    static func check(_ template: Source, partials: [String: Source]) -> Finding? {
        var markup = Markup()
        markup.append(template, partials: partials, depth: 0)
        if let early = markup.problem ?? markup.rawValue { return early }
        var tokenizer = HTMLTokenizer(String(String.UnicodeScalarView(markup.scalars)))
        tokenizer.attributeBoundaries = []
        var spans: [TokenSpan] = []
        var inTitle = false
        while true {
            let start = tokenizer.position, mode = tokenizer.textMode, marked = tokenizer.attributeBoundaries?.count ?? 0
            guard let token = tokenizer.next() else { break }
            spans.append(TokenSpan(token, from: start, to: tokenizer.position, inData: mode == .data,
                                   boundaries: Set(tokenizer.attributeBoundaries?[marked...] ?? [])))
            switch token {
            case .startTag(let name, let attributes, _, let offset):
                if let refusal = ValueMarker.misplaced(in: name, attributes) ?? refusal(name, attributes) {
                    return markup.finding(at: offset, TemplateAllowlist.Refusal(found: refusal.found.shown, reason: refusal.reason))
                }
                // `<title>`'s text is text (RCDATA): a `<script>` written in it shows as words.
                if name == "title" { tokenizer.textMode = .rcdata(name); inTitle = true }
            case .endTag(let name, let offset):
                if name.unicodeScalars.contains(where: ValueMarker.isMarker) {
                    return markup.finding(at: offset, ValueMarker.inName)
                }
                if name == "title" { inTitle = false }
            case .text(_, let offset), .comment(_, let offset):
                let read = markup.scalars[offset..<tokenizer.position]
                // `<{{name}}>`: text to the tokenizer, a tag once the value is in.
                if let at = read.indices.first(where: { read[$0] == "<" && ValueMarker.opensTag(read.dropFirst($0 - offset + 1)) }) {
                    return markup.finding(at: at, ValueMarker.inName)
                }
                // The page's HTML in a title or a comment: its `</title>` or `-->` would end it.
                if inTitle || token.isComment, let at = read.firstIndex(of: ValueMarker.raw.scalar) {
                    return markup.finding(at: at, ValueMarker.rawOutsideText)
                }
            default: break
            }
        }
        return sectionFinding(markup, spans)
    }

    /// A token of the checked markup and where it lies, as sections are judged against it.
    struct TokenSpan {
        enum Kind {
            /// Text between tags, or (`inData` false) a title's.
            case text(inData: Bool)
            /// A start tag, with the offsets at which it stands between attributes.
            case startTag(boundaries: Set<Int>)
            /// An end tag, a comment or a doctype.
            case other
        }
        let start: Int, end: Int, kind: Kind

        init(_ token: HTMLToken, from start: Int, to end: Int, inData: Bool, boundaries: Set<Int>) {
            (self.start, self.end) = (start, end)
            switch token {
            case .text: kind = .text(inData: inData)
            case .startTag: kind = .startTag(boundaries: boundaries)
            default: kind = .other
            }
        }
    }

    /// The first section (`{{#name}}…{{/name}}`, `{{^name}}…`) whose body,
    /// left out or repeated, could join the markup around it into other
    /// markup. The check reads each section shown once; rendered, it is
    /// also left out or shown many times, so its ends must be where that
    /// changes nothing but the tokens inside it. Between tags: not right
    /// after a `<` (`<{{#x}}b {{/x}}script>`), and not in a title, whose
    /// text could close it. Inside a start tag: both ends between
    /// attributes of that one tag, each after a space or a closing quote,
    /// the end before a space, `/` or `>` (`{{#x}}data-{{/x}}onerror=` and
    /// a section in an attribute's value are refused). A red-team pass ran
    /// script through each of these.
    private static func sectionFinding(_ markup: Markup, _ spans: [TokenSpan]) -> Finding? {
        let scalars = markup.scalars
        func isSpaceOrQuote(_ u: Unicode.Scalar) -> Bool { HTMLTokenizer.isWhitespace(u) || u == "\"" || u == "'" }
        /// Where offset `b` falls: between tags (nil index) or inside the
        /// start tag `spans[index]`; `.none` where no section may end.
        func context(_ b: Int, isEnd: Bool) -> (ok: Bool, tag: Int?) {
            let before = b > 0 ? scalars[b - 1] : nil
            guard let k = spans.firstIndex(where: { $0.start < b && b < $0.end }) else {
                // Between two tokens: a title's text next to it must not hold a '<'.
                let touching = spans.filter { $0.end == b || $0.start == b }
                let titleText = touching.contains { span in
                    if case .text(inData: false) = span.kind { return scalars[span.start..<span.end].contains("<") }
                    return false
                }
                return (before != "<" && !titleText, nil)
            }
            switch spans[k].kind {
            case .text(inData: true): return (before != "<", nil)
            case .text(inData: false): return (!scalars[spans[k].start..<spans[k].end].contains("<"), nil)
            case .startTag(let boundaries):
                let after = b < scalars.count ? scalars[b] : nil
                let ok = boundaries.contains(b) && before.map(isSpaceOrQuote) == true
                    && (!isEnd || after.map { HTMLTokenizer.isWhitespace($0) || $0 == "/" || $0 == ">" } == true)
                return (ok, k)
            case .other: return (false, nil)
            }
        }
        for section in markup.sections {
            let start = context(section.body.lowerBound, isEnd: false), end = context(section.body.upperBound, isEnd: true)
            guard start.ok && end.ok && start.tag == end.tag else {
                return markup.finding(file: section.file, at: section.at,
                                      TemplateAllowlist.Refusal(found: .section(section.tag), reason: .sectionSplitsMarkup))
            }
        }
        return nil
    }

    private static func refusal(_ name: String, _ attributes: [HTMLToken.Attribute]) -> TemplateAllowlist.Refusal? {
        if let refusal = TemplateAllowlist.element(name) { return refusal }
        for attribute in attributes {
            if let refusal = TemplateAllowlist.attribute(attribute.name, value: attribute.value, on: name) { return refusal }
        }
        return nil
    }

    /// The markup with every template tag left out, and where each of its
    /// scalars was written.
    private struct Markup {
        var scalars: [Unicode.Scalar] = []
        var origins: [(file: Int, offset: Int)] = []
        var files: [(label: String, scalars: [Unicode.Scalar])] = []
        /// The first `{{{name}}}` other than `{{{page.content}}}`: a value
        /// written unescaped (a site's title) could hold a `<script>`.
        var rawValue: Finding?
        /// What stops the check before the markup is read: a brace the
        /// template parser reads as another character, or markup too large.
        var problem: Finding?
        /// Each section: the tag that opens it, where, and its body's
        /// offsets in `scalars`.
        var sections: [(tag: String, file: Int, at: Int, body: Range<Int>)] = []
        /// Partials expand to at most this many scalars (4 Mi): one that
        /// includes another twice at each level doubles at each.
        static let largest = 1 << 22

        mutating func append(_ source: Source, partials: [String: Source], depth: Int) {
            let text = Array(source.text.unicodeScalars)
            let file = files.count
            files.append((source.label, text))
            // The template parser reads by characters: a brace with a
            // combining mark after it is not a brace there (`{{` and U+0301
            // hid a <script> from this check, which reads scalars).
            if problem == nil, let k = text.indices.dropLast().first(where: { k in
                (text[k] == "{" || text[k] == "}") && String(String.UnicodeScalarView([text[k], text[k + 1]])).count == 1
            }) {
                problem = finding(file: file, at: k, TemplateAllowlist.Refusal(found: .markAfterBrace, reason: .markAfterBrace))
            }
            var open: [(tag: String, at: Int, body: Int)] = []
            var i = 0
            while i < text.count {
                guard starts(text, i, "{{") else {
                    scalars.append(text[i])
                    origins.append((file, i))
                    i += 1
                    continue
                }
                let closer = starts(text, i, "{{{") ? "}}}" : "}}"
                var end = i + closer.count
                while end < text.count, !starts(text, end, closer) { end += 1 }
                let tag = String(String.UnicodeScalarView(text[min(i + closer.count, text.count)..<min(end, text.count)]))
                if closer == "}}}", rawValue == nil, tag.trimmingCharacters(in: .whitespaces) != "page.content" {
                    rawValue = finding(file: file, at: i, TemplateAllowlist.Refusal(
                        found: .unescapedValue(tag), reason: .unescapedValue(tag.trimmingCharacters(in: .whitespaces))))
                }
                let name = tag.trimmingCharacters(in: .whitespaces)
                // Partials include each other at most 20 deep (`Template.render`);
                // a partial that includes itself twice would double at each level.
                if closer == "}}", tag.first == ">", depth < 20,
                   let partial = partials[String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)] {
                    guard scalars.count < Markup.largest else {
                        // Not read is not checked: a page is rendered whole.
                        if problem == nil {
                            problem = finding(file: file, at: i, TemplateAllowlist.Refusal(found: .wholeTemplate, reason: .tooLarge))
                        }
                        i = end + closer.count
                        continue
                    }
                    append(partial, partials: partials, depth: depth + 1)
                } else if closer == "}}", name.first == "#" || name.first == "^" {
                    open.append((name, i, scalars.count))
                } else if closer == "}}", name.first == "/", let section = open.popLast() {
                    sections.append((section.tag, file, section.at, section.body..<scalars.count))
                } else if let marker = ValueMarker(tag: tag, raw: closer == "}}}") {
                    scalars += [marker.scalar, " ", marker.scalar]
                    origins += Array(repeating: (file, i), count: 3)
                }
                i = end + closer.count
            }
        }

        /// Compared in place, without copying either side (see `Template`'s parser).
        private func starts(_ text: [Unicode.Scalar], _ i: Int, _ s: String) -> Bool {
            var j = i
            for scalar in s.unicodeScalars {
                guard j < text.count, text[j] == scalar else { return false }
                j += 1
            }
            return true
        }

        /// `offset` (in `scalars`) as a line and column of the file it was
        /// written in; columns count characters, as the template parser's do.
        func finding(at offset: Int, _ refusal: TemplateAllowlist.Refusal) -> Finding {
            let (file, at) = offset < origins.count ? origins[offset] : (0, files[0].scalars.count)
            return finding(file: file, at: at, refusal)
        }

        func finding(file: Int, at: Int, _ refusal: TemplateAllowlist.Refusal) -> Finding {
            let before = files[file].scalars[..<at]
            let lineStart = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let line = before.filter { $0 == "\n" }.count + 1
            let column = String(String.UnicodeScalarView(before[lineStart...])).count + 1
            return Finding(file: files[file].label, location: SourceLocation(line: line, column: column), refusal: refusal)
        }
    }
}
