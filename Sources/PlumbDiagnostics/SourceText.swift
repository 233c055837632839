/// A source file's bytes as text: UTF-8 or a diagnostic that points at the
/// first byte that is not, and without a byte-order mark (which would
/// otherwise hide a page's front matter behind an invisible character).
public enum SourceText {
    public static func decode(_ bytes: [UInt8]) -> Result<String, Diagnostic> {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
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
        // CRLF becomes LF: one line ending for every stage (in Swift "\r\n"
        // is one Character, so a split on "\n" would not see it).
        guard body.contains(13) else { return .success(String(decoding: body, as: UTF8.self)) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(body.count)
        var i = body.startIndex
        while i < body.endIndex {
            if body[i] == 13, i + 1 < body.endIndex, body[i + 1] == 10 { i += 1; continue }
            normalized.append(body[i])
            i += 1
        }
        return .success(String(decoding: normalized, as: UTF8.self))
    }
}

/// So that a decoding can fail with the diagnostic itself.
extension Diagnostic: Error {}
