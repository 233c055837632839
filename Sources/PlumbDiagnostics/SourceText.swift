#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source file's bytes as text: UTF-8 or a diagnostic that points at the
/// first byte that is not, and without a byte-order mark (which would
/// otherwise hide a page's front matter behind an invisible character).
public enum SourceText {
    /// The same, straight from a file's buffer: the common page (UTF-8, LF
    /// line ends) is copied once, into its string.
    public static func decode(_ raw: UnsafeRawBufferPointer) -> Result<String, Diagnostic> {
        var bytes = raw.bindMemory(to: UInt8.self)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes[3...]) }
        if bytes.isEmpty { return .success("") }
        if memchr(bytes.baseAddress!, 13, bytes.count) == nil, let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        return decode(Array(raw.bindMemory(to: UInt8.self)))
    }

    public static func decode(_ bytes: [UInt8]) -> Result<String, Diagnostic> {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // The standard library validates a whole buffer many times faster
        // than a scalar-by-scalar walk; the walk is kept for the diagnostic.
        if let text = String(validating: body, as: UTF8.self) { return .success(normalizingLineEnds(text, body)) }
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, column = 1
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                break decoding
            case .error:
                let byte = body[body.startIndex + offset]
                let hex = String(byte, radix: 16, uppercase: true)
                return .failure(.error(.syntax, "the file is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at byte offset "
                                       + "\(offset + body.startIndex) cannot start or continue a character",
                                       at: SourceLocation(line: line, column: column),
                                       suggestion: "save the file as UTF-8 (most editors offer it under 'encoding')"))
            }
        }
        return .success(normalizingLineEnds(String(decoding: body, as: UTF8.self), body))
    }

    /// CRLF becomes LF: one line ending for every stage (in Swift "\r\n"
    /// is one Character, so a split on "\n" would not see it).
    private static func normalizingLineEnds(_ text: String, _ body: ArraySlice<UInt8>) -> String {
        guard !body.isEmpty, body.withUnsafeBufferPointer({ memchr($0.baseAddress!, 13, $0.count) != nil }) else { return text }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            if body[i] == 13, i + 1 < body.endIndex, body[i + 1] == 10 { i += 1; continue }
            normalized.append(body[i])
            i += 1
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}

extension SourceText {
    /// Whether `text` is ASCII, eight bytes at a time: a site's fonts are cut
    /// to the characters its pages use, and most pages use only ASCII.
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var i = 0
            while i + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
            while i < raw.count {
                if raw[i] >= 0x80 { return false }
                i += 1
            }
            return true
        }
    }
}

/// So that a decoding can fail with the diagnostic itself.
extension Diagnostic: Error {}
