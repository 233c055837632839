import Foundation

extension String {
    /// The text with each `{name}` replaced by `values[name]`: how the
    /// theme's and the figures' strings take the numbers a page fills in.
    ///
    /// One pass over the bytes: a figure fills thousands of strings, and a
    /// Foundation `replacingOccurrences` per value (an NSString copy each)
    /// was a twentieth of a guide build. Where a value or a name holds a
    /// brace, replacing one name after another could differ from one pass
    /// (a value's own `{name}` filled in later): those take the old road.
    public func fillingPlaceholders(_ values: [String: String]) -> String {
        if values.isEmpty || !utf8.contains(UInt8(ascii: "{")) { return self }
        func hasBrace(_ s: String) -> Bool { s.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } }
        if values.contains(where: { hasBrace($0.key) || hasBrace($0.value) }) {
            var text = self
            for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
            return text
        }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var i = 0
        while i < bytes.count {
            // A `{` starts a placeholder when the next `}` closes a known name.
            if bytes[i] == UInt8(ascii: "{"), let close = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "}")),
               let value = values[String(decoding: bytes[(i + 1)..<close], as: UTF8.self)] {
                out.append(contentsOf: value.utf8)
                i = close + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
