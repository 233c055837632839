import PlumbDiagnostics
import PlumbLayout
/// Escaping for everything that reaches HTML or SVG: element text and
/// attribute values alike (quotes included), so a label reading
/// `<script>` is shown as text, never run.
public enum HTML {
    /// The text a view draws, escaped, in the shapes the solver measured it
    /// in (Arabic letters as the presentation forms their neighbours give
    /// them: see `ArabicShaping`).
    public static func drawnText(_ text: String) -> String {
        escape(ArabicShaping.presentationForms(of: text))
    }

    /// The bytes `escape` replaces: `&`, `<`, `>`, `"` and `'`.
    public static func isReserved(_ byte: UInt8) -> Bool { byte == 38 || byte == 60 || byte == 62 || byte == 34 || byte == 39 }

    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape: return it as it is.
        guard text.utf8.contains(where: isReserved) else { return text }
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

    /// A number for CSS, SVG or an attribute: ``NumberText/points(_:)``.
    public static func number(_ v: Double) -> String { NumberText.points(v) }
}
