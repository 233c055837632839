/// Escaping for everything that reaches HTML or SVG: element text and
/// attribute values alike (quotes included), so a label reading
/// `<script>` is shown as text, never run.
public enum HTML {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A number for CSS, SVG or an attribute: at most three decimals, no
    /// exponent, no trailing zeros, so output is stable byte for byte.
    public static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var s = String(format: "%.3f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
