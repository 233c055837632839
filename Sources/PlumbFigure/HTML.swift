import PlumbDiagnostics
import PlumbLayout
/// Escaping for everything that reaches HTML or SVG: element text and
/// attribute values alike (quotes included), so a label reading
/// `<script>` is shown as text, never run.
public enum HTML {
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
    /// references: the one table `escape`, `Markup` and the site's
    /// highlighter (which write bytes) share. Short input (the highlighter
    /// calls it per token, often a character) goes byte by byte, where
    /// copying runs measured slower; longer input (a figure's attribute
    /// values and texts, ~60 bytes) copies each run between reserved bytes
    /// at once: byte by byte cost 660 instructions a call there, a
    /// fortieth of a guide build.
    @inlinable
    public static func appendEscaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        guard bytes.count >= 16 else {
            for b in bytes { appendEscaped(byte: b, to: &out) }
            return
        }
        var runStart = bytes.startIndex
        var i = runStart
        while i < bytes.endIndex {
            let b = bytes[i]
            if isReserved(b) {
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                appendEscaped(byte: b, to: &out)
                runStart = i + 1
            }
            i += 1
        }
        if runStart < bytes.endIndex { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// One byte, or its reference when it is reserved.
    @inlinable
    static func appendEscaped(byte b: UInt8, to out: inout [UInt8]) {
        switch b {
        case 38: out.append(contentsOf: "&amp;".utf8)
        case 60: out.append(contentsOf: "&lt;".utf8)
        case 62: out.append(contentsOf: "&gt;".utf8)
        case 34: out.append(contentsOf: "&quot;".utf8)
        case 39: out.append(contentsOf: "&#39;".utf8)
        default: out.append(b)
        }
    }

    /// `text`'s UTF-8 appended to `out`, escaped.
    public static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped($0[...], to: &out) }
    }

    /// A number for CSS, SVG or an attribute: ``NumberText/points(_:)``.
    public static func number(_ v: Double) -> String { NumberText.points(v) }

    /// `number(v)`'s text appended to `out` as UTF-8 with no String made on
    /// the way (a figure writes thousands of coordinates): the same
    /// thousandths as ``NumberText/points(_:)``, which the tests hold it to.
    public static func appendNumber(_ v: Double, to out: inout [UInt8]) {
        guard v.isFinite else { out.append(UInt8(ascii: "0")); return }
        let thousandths = (v * 1000).rounded()
        guard thousandths.magnitude < 9e15 else { out.append(contentsOf: NumberText.points(v).utf8); return }
        var n = Int64(thousandths)
        if n == 0 { out.append(UInt8(ascii: "0")); return }
        if n < 0 { out.append(UInt8(ascii: "-")); n = -n }
        appendDigits(n / 1000, to: &out)
        var fraction = n % 1000
        guard fraction != 0 else { return }
        // Three digits with their leading zeros, less the trailing zeros.
        var scale: Int64 = 100
        while fraction % 10 == 0 { fraction /= 10; scale /= 10 }
        out.append(UInt8(ascii: "."))
        while scale > 0 {
            out.append(UInt8(ascii: "0") + UInt8(fraction / scale % 10))
            scale /= 10
        }
    }

    /// A non-negative integer's decimal digits, as `String(n)` writes them.
    private static func appendDigits(_ n: Int64, to out: inout [UInt8]) {
        var scale: Int64 = 1
        while scale <= n / 10 { scale *= 10 }
        var rest = n
        while scale > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / scale))
            rest %= scale
            scale /= 10
        }
    }
}
