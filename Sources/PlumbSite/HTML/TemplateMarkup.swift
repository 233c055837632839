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
        tokenizer.duplicateAttributes = []
        var spans: [TokenSpan] = []
        var inTitle = false
        while true {
            let start = tokenizer.position, mode = tokenizer.textMode, marked = tokenizer.attributeBoundaries?.count ?? 0
            guard let token = tokenizer.next() else { break }
            spans.append(TokenSpan(token, from: start, to: tokenizer.position, inData: mode == .data,
                                   boundaries: tokenizer.attributeBoundaries?[marked...] ?? []))
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
                // A `</title>` with no title open closes nothing here, but
                // after a page's content it could close one the content left
                // open (an SVG title), and the theme's next `<title>` would be
                // read as markup (a sixth red-team pass).
                if name == "title" && !inTitle {
                    return markup.finding(at: offset, TemplateAllowlist.Refusal(found: .element("/title"), reason: .strayEndTag))
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
        // The first of two attributes of one name is the one checked; a
        // section leaving it out made the second, unchecked, the link
        // (`{{#prev}}href="#p"{{/prev}} href="javascript:…"`).
        if let twice = tokenizer.duplicateAttributes?.first {
            return markup.finding(at: twice.offset, TemplateAllowlist.Refusal(found: .attributeName(twice.attribute, on: twice.element),
                                                                                reason: .duplicateAttribute))
        }
        return sectionFinding(markup, spans)
    }

    /// A token of the checked markup and where it lies, as sections and
    /// values are judged against it.
    struct TokenSpan {
        enum Kind {
            case text
            /// A start tag, with the offsets at which it stands between attributes.
            case startTag(boundaries: Set<Int>)
            /// An end tag, a comment or a doctype.
            case other
        }
        let start: Int, end: Int, kind: Kind
        /// Whether the tokenizer read it between tags (else in a title's text).
        let inData: Bool

        /// `boundaries`: those the tokenizer noted while reading the token
        /// (made a set for a start tag only).
        init(_ token: HTMLToken, from start: Int, to end: Int, inData: Bool, boundaries: ArraySlice<Int>) {
            (self.start, self.end, self.inData) = (start, end, inData)
            switch token {
            case .text: kind = .text
            case .startTag: kind = .startTag(boundaries: Set(boundaries))
            default: kind = .other
            }
        }
    }

    /// The first section (`{{#name}}…{{/name}}`, `{{^name}}…`) or value
    /// whose rendering could join the markup around it into other markup.
    /// The check reads each
    /// section shown once and each value as a marker; rendered, a section is
    /// also left out or repeated, and a value may be empty, so their ends
    /// must be where that changes nothing but what is inside them. Between
    /// tags: not right after a `<`, not inside a comment, and in a title
    /// not after a beginning of `</title`; both ends of a section in the same
    /// place (a section holding `</title>` left the title open, and a value
    /// rendered empty closed a comment early: `-{{page}}->`). Inside a
    /// start tag: a section's ends between attributes of that one tag, each
    /// after a space or a closing quote, the end before a space, `/` or `>`
    /// (`{{#x}}data-{{/x}}onerror=` and a section in an attribute's value
    /// are refused); a value only in a quoted value (`ValueMarker`). Two
    /// red-team passes ran script through each of these.
    private static func sectionFinding(_ markup: Markup, _ spans: [TokenSpan]) -> Finding? {
        let scalars = markup.scalars
        enum Place: Equatable { case data, title(Int), tag(Int), refused }
        func isSpaceOrQuote(_ u: Unicode.Scalar) -> Bool { HTMLTokenizer.isWhitespace(u) || u == "\"" || u == "'" }
        func place(_ b: Int, isEnd: Bool, isValue: Bool) -> Place {
            let before = b > 0 ? scalars[b - 1] : nil
            // Spans are in order and do not overlap: the first starting at or
            // after `b`, found by halving, and the one before it.
            var low = 0, high = spans.count
            while low < high { let mid = (low + high) / 2; if spans[mid].start < b { low = mid + 1 } else { high = mid } }
            let inside = low > 0 && b < spans[low - 1].end ? low - 1 : nil
            let k = inside ?? (low < spans.count ? low : nil)
            guard let k else { return before == "<" ? .refused : .data }
            let span = spans[k]
            if inside != nil, case .startTag(let boundaries) = span.kind {
                if isValue { return .tag(k) }
                let after = b < scalars.count ? scalars[b] : nil
                let ok = boundaries.contains(b) && before.map(isSpaceOrQuote) == true
                    && (!isEnd || after.map { HTMLTokenizer.isWhitespace($0) || $0 == "/" || $0 == ">" } == true)
                return ok ? .tag(k) : .refused
            }
            if inside != nil, case .other = span.kind { return .refused }
            if !span.inData {
                // In a title (the spans read in its mode, from its text to its
                // `</title>`): not where what follows could finish a `</title`
                // begun before it (`</tit{{nav}}le>`).
                var first = k
                while first > 0 && !spans[first - 1].inData { first -= 1 }
                let begun = scalars[spans[first].start..<b].lastIndex(of: "<").map { open in
                    "</title".hasPrefix(String(String.UnicodeScalarView(scalars[open..<b])).lowercased())
                } ?? false
                return begun ? .refused : .title(first)
            }
            return before == "<" ? .refused : .data
        }
        let ranges = markup.sections.map { ($0.body, $0.file, $0.at, Optional($0.tag)) }
            + markup.values.map { ($0.scalars, $0.file, $0.at, String?.none) }
        for (body, file, at, tag) in ranges.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            let isValue = tag == nil
            let start = place(body.lowerBound, isEnd: false, isValue: isValue), end = place(body.upperBound, isEnd: true, isValue: isValue)
            guard start != .refused, start == end else {
                let found: TemplateFound = tag.map { .section($0) } ?? .value
                return markup.finding(file: file, at: at, TemplateAllowlist.Refusal(found: found, reason: .sectionSplitsMarkup))
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
        /// Each value: where it is written, and its marker's offsets in `scalars`.
        var values: [(file: Int, at: Int, scalars: Range<Int>)] = []
        /// Partials expand to at most this many scalars (4 Mi): one that
        /// includes another twice at each level doubles at each.
        static let largest = 1 << 22
        /// How deep partials may include each other: the renderer's limit
        /// (`Template.maxPartialDepth`), counted from the page template.
        static let deepestPartial = Template.maxPartialDepth

        mutating func append(_ source: Source, partials: [String: Source], depth: Int) {
            let text = Array(source.text.unicodeScalars)
            let file = files.count
            files.append((source.label, text))
            // The template parser reads by characters: a brace with a
            // combining mark after it is not a brace there (`{{` and U+0301
            // hid a <script> from this check, which reads scalars).
            // Either side: a "prepend" character (U+0600) joins the brace
            // after it, a combining mark the brace before it.
            // Two ASCII scalars are always two characters (CR LF aside), so
            // only a brace beside a non-ASCII scalar is measured.
            func joins(_ a: Int, _ b: Int) -> Bool {
                a >= 0 && b < text.count && (!text[a].isASCII || !text[b].isASCII)
                    && String(String.UnicodeScalarView([text[a], text[b]])).count == 1
            }
            if problem == nil, let k = text.indices.first(where: { k in
                (text[k] == "{" || text[k] == "}") && (joins(k, k + 1) || joins(k - 1, k))
            }) {
                problem = finding(file: file, at: k, TemplateAllowlist.Refusal(found: .markAfterBrace, reason: .markAfterBrace))
            }
            var open: [(tag: String, at: Int, body: Int)] = []
            var i = 0
            while i < text.count {
                guard starts(text, i, "{{") else {
                    // Markup up to the next brace, copied in one go.
                    var next = i + 1
                    while next < text.count, text[next] != "{" { next += 1 }
                    scalars.append(contentsOf: text[i..<next])
                    origins.append(contentsOf: (i..<next).lazy.map { (file, $0) })
                    i = next
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
                // As the template parser reads it: trimmed first (`{{ > evil}}`
                // was not read as a partial here, and its script not checked).
                if closer == "}}", name.first == ">",
                   let partial = partials[String(name.dropFirst()).trimmingCharacters(in: .whitespaces)] {
                    // Past the renderer's depth the check would read no
                    // further, while the site's navigation, rendered from the
                    // nav partial on its own, went one level deeper (a fifth
                    // red-team pass: a script in the twentieth partial).
                    guard depth < Markup.deepestPartial else {
                        if problem == nil {
                            problem = finding(file: file, at: i, TemplateAllowlist.Refusal(found: .wholeTemplate, reason: .partialsTooDeep(Markup.deepestPartial)))
                        }
                        i = end + closer.count
                        continue
                    }
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
                    // `&#{{page.title}}` with a title of "106;avascript:…": the
                    // reference is finished by the value, after the check
                    // read `&#` as text (a fifth red-team pass).
                    if problem == nil, finishesReference(before: scalars.count) {
                        problem = finding(file: file, at: i, TemplateAllowlist.Refusal(found: .value, reason: .valueFinishesReference))
                    }
                    values.append((file, i, scalars.count..<(scalars.count + 3)))
                    scalars += [marker.scalar, " ", marker.scalar]
                    origins += Array(repeating: (file, i), count: 3)
                }
                i = end + closer.count
            }
        }

        /// Whether the markup before `end` is an unfinished character
        /// reference (`&`, `&#`, `&#x6`, `&am`): a value written there could
        /// finish it into any character.
        private func finishesReference(before end: Int) -> Bool {
            var k = end - 1
            while k >= 0, scalars[k].isASCII, scalars[k].properties.isAlphabetic || ("0"..."9").contains(scalars[k]) || scalars[k] == "#" { k -= 1 }
            return k >= 0 && scalars[k] == "&"
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
