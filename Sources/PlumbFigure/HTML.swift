/// Escaping for everything that reaches HTML or SVG: element text and
/// attribute values alike (quotes included), so a label reading
/// `<script>` is shown as text, never run.
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: return it as it is.
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for b in text.utf8 {
            switch b {
            case 38: out += Array("&amp;".utf8)
            case 60: out += Array("&lt;".utf8)
            case 62: out += Array("&gt;".utf8)
            case 34: out += Array("&quot;".utf8)
            case 39: out += Array("&#39;".utf8)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A number for CSS, SVG or an attribute: at most three decimals, no
    /// exponent, no trailing zeros, so output is stable byte for byte.
    public static func number(_ v: Double) -> String {
        // Integer arithmetic on thousandths: String(format:) is slow, and
        // figures print thousands of numbers.
        let thousandths = (v * 1000).rounded()
        guard thousandths.magnitude < 9e15 else { return String(v) }
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
}
