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
        // Most text has nothing to escape: return it as it is. Both passes
        // read the contiguous bytes: the generic walk over the UTF-8 view
        // was a percent of a guide build by itself.
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: isReserved) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: bytes[..<first])
            appendEscaped(bytes[first...], to: &out)
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }

    /// Appends `bytes` to `out` with the reserved bytes written as their
    /// references: the one table `escape` and the site's highlighter
    /// (which writes bytes) share.
    @inlinable
    public static func appendEscaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        for b in bytes {
            switch b {
            case 38: out.append(contentsOf: "&amp;".utf8)
            case 60: out.append(contentsOf: "&lt;".utf8)
            case 62: out.append(contentsOf: "&gt;".utf8)
            case 34: out.append(contentsOf: "&quot;".utf8)
            case 39: out.append(contentsOf: "&#39;".utf8)
            default: out.append(b)
            }
        }
    }

    /// A number for CSS, SVG or an attribute: ``NumberText/points(_:)``.
    public static func number(_ v: Double) -> String { NumberText.points(v) }
}
