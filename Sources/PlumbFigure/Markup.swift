import Foundation
import PlumbDiagnostics

/// HTML or SVG under construction, escaped by construction: element and
/// attribute names are string literals chosen in code (`StaticString`, so
/// nothing read from a block can become one), attribute values and text
/// are escaped as they go in, and the only way to add markup made elsewhere
/// is `append(_:)` of another `Markup` or the explicit `init(trusted:)`.
/// A figure therefore needs no `HTML.escape` call of its own: a view named
/// `<script>` can only ever be text.
public struct Markup: Sendable {
    public private(set) var html = ""

    public init() {}

    /// Markup that its maker vouches for: the site's highlighter, which
    /// escapes every character of the source it colours. Explicit, so that
    /// a reader can find every place raw markup enters a figure.
    public init(trusted html: String) { self.html = html }

    /// One attribute: a literal name and its value (escaped when written),
    /// or no value for a boolean attribute written bare (`checked`).
    public struct Attribute: Sendable {
        let name: StaticString
        let value: String?

        public init(_ name: StaticString, _ value: String?) {
            self.name = name
            self.value = value
        }

        /// `checked`, `open`: present or not.
        public static func flag(_ name: StaticString, _ on: Bool) -> Attribute? { on ? Attribute(name, nil) : nil }
    }

    /// `<tag a="v" …>`, attributes in the order given; nil entries skipped.
    public mutating func open(_ tag: StaticString, _ attributes: [Attribute?] = []) {
        html += "<"
        html += tag.description
        for case let attribute? in attributes {
            html += " "
            html += attribute.name.description
            if let value = attribute.value {
                html += "=\""
                html += HTML.escape(value)
                html += "\""
            }
        }
        html += ">"
    }

    /// An SVG element with no content, `<tag …/>`.
    public mutating func empty(_ tag: StaticString, _ attributes: [Attribute?]) {
        open(tag, attributes)
        html.removeLast()
        html += "/>"
    }

    public mutating func close(_ tag: StaticString) {
        html += "</"
        html += tag.description
        html += ">"
    }

    /// `<tag …>text</tag>`, the text escaped.
    public mutating func element(_ tag: StaticString, _ attributes: [Attribute?] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// `<tag …>…</tag>` around what `body` writes.
    public mutating func element(_ tag: StaticString, _ attributes: [Attribute?] = [], _ body: (inout Markup) -> Void) {
        open(tag, attributes)
        body(&self)
        close(tag)
    }

    /// Text, escaped.
    public mutating func text(_ text: String) { html += HTML.escape(text) }

    /// Text written in the code itself, as it is: a literal cannot carry
    /// anything read from a block, and an apostrophe in running text needs
    /// no reference (`text` would write `&#39;`).
    public mutating func literal(_ text: StaticString) { html += text.description }

    /// A view's text in the shapes the solver measured it in, escaped.
    public mutating func drawnText(_ text: String) { html += HTML.drawnText(text) }

    /// A line break between elements (the markup's own layout, for diffs
    /// and readers of the HTML).
    public mutating func newline() { html += "\n" }

    /// A style sheet, as the raw text of a `<style>` element: no character
    /// reference is decoded there, and only `</` can end it, so `</` is
    /// written `<\/` (CSS reads the escaped slash as a slash; a container
    /// query's `<` stays as it is).
    public mutating func styleSheet(_ css: String) {
        open("style")
        newline()
        html += css.containsUTF8("</") ? css.replacingOccurrences(of: "</", with: "<\\/") : css
        close("style")
    }

    public mutating func append(_ other: Markup) { html += other.html }

    public static func + (a: Markup, b: Markup) -> Markup {
        var out = a
        out.append(b)
        return out
    }
}
