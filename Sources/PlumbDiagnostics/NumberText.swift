/// The one way Plumb writes a number as text, in messages, keys, JSON, CSS
/// and SVG. Two precisions, because two kinds of reader:
///
/// - `exact`: the shortest text that reads back as the same Double (a
///   multiplier of 0.0001 must not print as 0), without an exponent for
///   every magnitude a layout uses, and with one (valid in JSON) beyond it,
///   never a 300-digit integer;
/// - `points`: lengths on screen, to the thousandth of a point.
///
/// Neither ever prints `inf` or `nan` where a number is expected: callers
/// that can meet one (JSON) write `null`, and the layout stage reports it.
public enum NumberText {
    /// Hexadecimal with at least `digits` digits: upper case for people
    /// (`U+00E9`, `%0A`), lower case for digests.
    public static func hex(_ value: some BinaryInteger, digits: Int, uppercase: Bool = true) -> String {
        let h = String(value, radix: 16, uppercase: uppercase)
        return h.count >= digits ? h : String(repeating: "0", count: digits - h.count) + h
    }

    /// Magnitudes printed without an exponent: [1e-4, 1e15).
    static let plainRange = 1e-4..<1e15

    /// A constraint priority as UIKit holds it: a `Float`, written in the
    /// shortest form that reads back as the same `Float` (`750.05`, not
    /// `750.0499877929688`; `750`, not `750.0`). Priorities are stored as
    /// Doubles in the model, but UIKit rounds them to Float precision, so
    /// two priorities that print alike are the same level.
    public static func priority(_ v: Double) -> String {
        let f = Float(v)
        guard f.isFinite else { return exact(v) }
        // Float's description is its shortest round-trip form; reading it
        // as a Double gives the decimal the author wrote.
        return exact(Double(f.description) ?? Double(f))
    }

    public static func exact(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        if v == 0 { return "0" }
        if v == v.rounded(), v.magnitude < plainRange.upperBound { return String(Int64(v)) }
        let text = String(v)   // Swift's shortest round-trip form
        // A byte test: `contains("e")` went through Foundation's string
        // search (4,000 instructions a number; 19 M of a guide build).
        if text.utf8.contains(UInt8(ascii: "e")) { return plainRange.contains(v.magnitude) ? expandExponent(text) : text }
        return v.magnitude >= plainRange.upperBound ? exponentForm(text) : text
    }

    /// At most three decimals, no exponent below 1e15, no trailing zeros;
    /// integer arithmetic on thousandths, because figures print thousands.
    public static func points(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let thousandths = (v * 1000).rounded()
        guard thousandths.magnitude < 9e15 else { return exact(v) }
        var n = Int64(thousandths)
        if n == 0 { return "0" }
        let negative = n < 0
        if negative { n = -n }
        var text = String(n / 1000)
        var fraction = n % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return negative ? "-" + text : text
    }

    /// `1000000000000000.0` → `1e+15` (Swift keeps large integral values
    /// plain up to 2^53).
    private static func exponentForm(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let whole = text.drop { $0 == "-" }.prefix { $0 != "." }
        var digits = String(whole)
        let exponent = digits.count - 1
        while digits.count > 1 && digits.hasSuffix("0") { digits.removeLast() }
        let mantissa = digits.count == 1 ? digits : String(digits.prefix(1)) + "." + digits.dropFirst()
        return (negative ? "-" : "") + mantissa + "e+" + String(exponent)
    }

    /// `1.5e-05` → `0.000015` (only reached inside `plainRange`).
    private static func expandExponent(_ text: String) -> String {
        let parts = text.split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else { return text }
        var mantissa = String(parts[0])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(pieces[0]), fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var digits = whole + fraction
        var point = whole.count + exponent
        if point <= 0 { digits = String(repeating: "0", count: 1 - point) + digits; point = 1 }
        if point >= digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var result = String(digits.prefix(point))
        let rest = digits.dropFirst(point)
        if !rest.isEmpty { result += "." + rest }
        return (negative ? "-" : "") + result
    }
}

extension Double {
    /// `12` rather than `12.0`, exact: see ``NumberText/exact(_:)``.
    public var compact: String { NumberText.exact(self) }
}
