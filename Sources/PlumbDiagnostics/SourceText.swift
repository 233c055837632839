/// A source file's bytes as text: UTF-8 or a diagnostic that points at the
/// first byte that is not, and without a byte-order mark (which would
/// otherwise hide a page's front matter behind an invisible character).
public enum SourceText {
    /// Straight from a file's buffer: the common page (UTF-8, LF line ends)
    /// is copied once, into its string.
    public static func decode(_ raw: UnsafeRawBufferPointer) -> Result<String, Diagnostic> {
        let all = raw.bindMemory(to: UInt8.self)
        let bom = all.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = UnsafeBufferPointer(rebasing: all[bom...])
        // The standard library validates a whole buffer many times faster
        // than a scalar-by-scalar walk; the walk is kept for the diagnostic.
        if let text = String(validating: body, as: UTF8.self) { return .success(normalizingLineEnds(text, body)) }
        if let bad = firstBadByte(in: body, fileOffset: bom) { return .failure(bad) }
        return .success(normalizingLineEnds(String(decoding: body, as: UTF8.self), body))
    }

    public static func decode(_ bytes: [UInt8]) -> Result<String, Diagnostic> {
        bytes.withUnsafeBytes { decode($0) }
    }

    /// The first byte that cannot start or continue a character, with its
    /// line and column (`fileOffset`: the bytes before `body` in the file).
    private static func firstBadByte(in body: UnsafeBufferPointer<UInt8>, fileOffset: Int) -> Diagnostic? {
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return Diagnostic(.error, .syntax, NotUTF8Text(byte: body[offset], offset: offset + fileOffset),
                                  at: SourceLocation(line: line, column: column))
            }
        }
    }

    /// CRLF becomes LF: one line ending for every stage (in Swift "\r\n"
    /// is one Character, so a split on "\n" would not see it).
    private static func normalizingLineEnds(_ text: String, _ body: UnsafeBufferPointer<UInt8>) -> String {
        guard body.firstIndex(of: 13, from: 0) != nil else { return text }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(body.count)
        var i = 0
        while i < body.count {
            if body[i] == 13, i + 1 < body.count, body[i + 1] == 10 { i += 1; continue }
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

/// A file that is not UTF-8 text: its first byte that cannot start or
/// continue a character, and where (counted in bytes from the file's start).
public struct NotUTF8Text: DiagnosticMessage, Hashable {
    public let byte: UInt8
    public let offset: Int

    public func words(in language: Language) -> DiagnosticWords {
        let hex = NumberText.hex(byte, digits: 2)
        switch language {
        case .english:
            return DiagnosticWords("the file is not UTF-8 text: byte 0x\(hex) at byte offset \(offset) cannot start or continue a character",
                                   suggestion: "save the file as UTF-8 (most editors offer it under 'encoding')")
        case .chinese:
            return DiagnosticWords("这个文件不是 UTF-8 文本：第 \(offset) 个字节处（从 0 数起）的字节 0x\(hex) 不能开始或延续一个字符",
                                   suggestion: "把文件存成 UTF-8（大多数编辑器在“编码”选项里提供）")
        }
    }
}
