import Foundation
import PlumbDiagnostics
import PlumbLayout

/// HTML or SVG under construction, escaped by construction: element and
/// attribute names are string literals chosen in code (`StaticString`, so
/// nothing read from a block can become one), attribute values and text
/// are escaped as they go in, and the only way to add markup made elsewhere
/// is `append(_:)` of another `Markup` or the explicit `init(trusted:)`.
/// A figure therefore needs no `HTML.escape` call of its own: a view named
/// `<script>` can only ever be text.
public struct Markup: Sendable {
    /// The markup as UTF-8, appended to in place: a figure writes thousands
    /// of elements, and String appends (with a String per escaped value and
    /// per number) were most of a figure's HTML cost.
    public private(set) var bytes: [UInt8] = []

    /// The markup as text (made once, when a figure is finished).
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    public var isEmpty: Bool { bytes.isEmpty }

    public init() {}

    /// Markup that its maker vouches for: the site's highlighter, which
    /// escapes every character of the source it colours. Explicit, so that
    /// a reader can find every place raw markup enters a figure.
    public init(trusted html: String) { bytes = Array(html.utf8) }

    /// One attribute: a literal name and its value (escaped when written),
    /// or no value for a boolean attribute written bare (`checked`).
    public struct Attribute: Sendable {
        let name: StaticString
        let value: Value

        enum Value: Sendable {
            case bare
            case text(String)
            /// A length or coordinate, as ``HTML/number(_:)`` writes it
            /// (digits, `-` and `.`: nothing to escape).
            case number(Double)
            /// Bytes escaped as they were written (`StyleText`).
            case escaped([UInt8])
        }

        public init(_ name: StaticString, _ value: String?) {
            self.name = name
            self.value = value.map(Value.text) ?? .bare
        }

        /// `x="12.5"`: the number written straight into the markup's bytes.
        public init(_ name: StaticString, number: Double) {
            self.name = name
            self.value = .number(number)
        }

        /// `style="…"` from a value built escaped (`StyleText`).
        init(_ name: StaticString, style: StyleText) {
            self.name = name
            self.value = .escaped(style.bytes)
        }

        /// `checked`, `open`: present or not.
        public static func flag(_ name: StaticString, _ on: Bool) -> Attribute? { on ? Attribute(name, nil) : nil }
    }

    /// `<tag a="v" …>`, attributes in the order given; nil entries skipped.
    public mutating func open(_ tag: StaticString, _ attributes: [Attribute?] = []) {
        bytes.append(UInt8(ascii: "<"))
        appendLiteral(tag)
        for case let attribute? in attributes {
            bytes.append(UInt8(ascii: " "))
            appendLiteral(attribute.name)
            switch attribute.value {
            case .bare: continue
            case .text(let value):
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                HTML.appendEscaped(value, to: &bytes)
            case .number(let value):
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                HTML.appendNumber(value, to: &bytes)
            case .escaped(let value):
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: value)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
    }

    /// An SVG element with no content, `<tag …/>`.
    public mutating func empty(_ tag: StaticString, _ attributes: [Attribute?]) {
        open(tag, attributes)
        bytes[bytes.count - 1] = UInt8(ascii: "/")
        bytes.append(UInt8(ascii: ">"))
    }

    public mutating func close(_ tag: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        appendLiteral(tag)
        bytes.append(UInt8(ascii: ">"))
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
    public mutating func text(_ text: String) { HTML.appendEscaped(text, to: &bytes) }

    /// Text, escaped, with a break opportunity (`<wbr>`) before each `.`
    /// and after each `(` and `,` inside a word longer than `longWord`
    /// characters: quoted
    /// code in a message (`'leftLabel.setContentCompressionResistancePriority(…)'`)
    /// then fills the line it starts on instead of leaving it half empty,
    /// which in Chinese, whose lines are otherwise full, shows most.
    public mutating func breakableText(_ text: String, longWord: Int = 16) {
        var word = ""
        func flush(_ markup: inout Markup) {
            guard word.count > longWord else { markup.text(word); word = ""; return }
            let characters = Array(word)
            var start = 0
            for i in characters.indices where CodeBreaks.breaks(before: i, in: characters) {
                markup.text(String(characters[start..<i]))
                markup.literal("<wbr>")
                start = i
            }
            markup.text(String(characters[start...]))
            word = ""
        }
        for c in text {
            if c == " " || c.unicodeScalars.first.map({ $0.value >= 0x2E80 }) == true {
                flush(&self)
                self.text(String(c))
            } else {
                word.append(c)
            }
        }
        flush(&self)
    }

    /// Text written in the code itself, as it is: a literal cannot carry
    /// anything read from a block, and an apostrophe in running text needs
    /// no reference (`text` would write `&#39;`).
    public mutating func literal(_ text: StaticString) { appendLiteral(text) }

    /// The text a view draws, escaped, in the shapes the solver measured it
    /// in (Arabic letters as the presentation forms their neighbours give
    /// them: see `ArabicShaping`).
    public mutating func drawnText(_ text: String) { HTML.appendEscaped(ArabicShaping.presentationForms(of: text), to: &bytes) }

    /// A line break between elements (the markup's own layout, for diffs
    /// and readers of the HTML).
    public mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// A style sheet, as the raw text of a `<style>` element: no character
    /// reference is decoded there, and only `</` can end it, so `</` is
    /// written `<\/` (CSS reads the escaped slash as a slash; a container
    /// query's `<` stays as it is).
    public mutating func styleSheet(_ css: String) {
        open("style")
        newline()
        bytes.append(contentsOf: (css.containsUTF8("</") ? css.replacingOccurrences(of: "</", with: "<\\/") : css).utf8)
        close("style")
    }

    public mutating func append(_ other: Markup) { bytes.append(contentsOf: other.bytes) }

    public static func + (a: Markup, b: Markup) -> Markup {
        var out = a
        out.append(b)
        return out
    }

    /// A name or text chosen in code, as it is.
    private mutating func appendLiteral(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        } else {
            bytes.append(contentsOf: literal.description.utf8)
        }
    }
}
