/// A `style` attribute's value written straight into bytes: literals chosen
/// in code, numbers as ``HTML/number(_:)`` writes them, and text (a colour
/// read from a block) escaped as it goes in, so the value needs no escape
/// pass of its own when the attribute is written.
///
/// Why: a breakpoint panel writes a style per view and per label, each of
/// four or five `calc(…)` lengths, and building them by String
/// interpolation (a String per number, per length and per style, then
/// escaped byte by byte) was a large share of a figure's HTML.
struct StyleText {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(96) }

    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { literal in
            // Code's own CSS: checked once here rather than trusted.
            for b in literal { HTML.appendEscaped(byte: b, to: &bytes) }
        }
    }

    mutating func number(_ v: Double) { HTML.appendNumber(v, to: &bytes) }

    /// Text from a block, escaped.
    mutating func text(_ text: String) { HTML.appendEscaped(text, to: &bytes) }

    mutating func append(_ other: StyleText) { bytes.append(contentsOf: other.bytes) }

    /// The value as text, for the callers that still build a String
    /// around it. Bytes made from Strings and ASCII: valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
