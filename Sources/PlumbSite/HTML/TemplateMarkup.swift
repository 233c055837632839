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
        if let raw = markup.rawValue { return raw }
        var tokenizer = HTMLTokenizer(String(String.UnicodeScalarView(markup.scalars)))
        var inTitle = false
        while let token = tokenizer.next() {
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

        mutating func append(_ source: Source, partials: [String: Source], depth: Int) {
            let text = Array(source.text.unicodeScalars)
            let file = files.count
            files.append((source.label, text))
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
                // Partials include each other at most 20 deep (`Template.render`);
                // a partial that includes itself twice would double at each level.
                if closer == "}}", tag.first == ">", depth < 20, scalars.count < 1 << 22,
                   let partial = partials[String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)] {
                    append(partial, partials: partials, depth: depth + 1)
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
