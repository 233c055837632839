import PlumbDiagnostics
import PlumbLayout

/// The value of one `key=value`, read in the shape its key wants: each
/// reader reports what it expected at the value's column and returns nil,
/// so a property's case in `readProperty` is one line.
struct PropertyValue {
    let key: String
    let text: String
    let at: SourceLocation
    let parser: BlockParser

    /// Reports "'KEY' expects EXPECTED, found 'VALUE'"; nil, to return.
    func bad<T>(_ expected: String) -> T? {
        parser.error(.badValue, "'\(key)' expects \(expected), found '\(text)'", at: at)
        return nil
    }

    var flag: Bool? {
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: return bad("true or false")
        }
    }

    var number: Double? { parser.number(text, at: at) }

    /// `"..."`, its escapes read.
    var quoted: String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return bad("a quoted string") }
        return parser.quotedText(text, at: at)
    }

    /// `TOP,LEFT,BOTTOM,RIGHT`, or one number for all four.
    func insets(allowSingle: Bool) -> Insets? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: " ") }
        if allowSingle && parts.count == 1 { return parser.number(parts[0], at: at).map { Insets(all: $0) } }
        guard parts.count == 4 else { return bad(allowSingle ? "N or TOP,LEFT,BOTTOM,RIGHT" : "TOP,LEFT,BOTTOM,RIGHT") }
        let n = parts.compactMap { parser.number($0, at: at) }
        guard n.count == 4 else { return nil }
        return Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// One of an enumeration's raw values, with "did you mean" when not.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) -> T? where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        let known = T.allCases.map(\.rawValue)
        parser.error(.badValue, "unknown \(what) '\(text)'", at: at,
                     suggestion: parser.didYouMean(text, known) ?? "expected one of " + known.joined(separator: ", "))
        return nil
    }

    /// `WIDTHxHEIGHT`, `-` for none on an axis.
    var intrinsicSize: PropertySetting? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return bad("WIDTHxHEIGHT, with '-' for none on an axis (such as 120x- or -x34)") }
        var values: [ItemProperties.IntrinsicValue] = []
        for p in parts {
            if p == "-" { values.append(.none); continue }
            guard let n = parser.number(p, at: at) else { return nil }
            guard n >= 0 else { parser.error(.badNumber, "an intrinsic size cannot be negative", at: at); return nil }
            values.append(.points(n))
        }
        return .intrinsic(width: values[0], height: values[1])
    }

    /// `X,Y,WIDTH,HEIGHT`.
    var rect: Rect? {
        let parts = text.split(separator: ",").map(String.init)
        guard parts.count == 4 else { return bad("X,Y,WIDTH,HEIGHT") }
        let n = parts.compactMap { parser.number($0, at: at) }
        guard n.count == 4 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
