import Foundation
import PlumbDiagnostics

/// A path as the file system holds it: bytes. On Linux a name is any bytes
/// but `/` and NUL, and one that is not UTF-8 cannot pass through `String`,
/// `URL` or `FileManager` without being changed (each bad byte becomes
/// U+FFFD), after which the file it named cannot be found again. So the
/// output's entries are carried as bytes, and turned into text only to be
/// shown (`escaped`).
struct RawPath: Hashable, Comparable, Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }
    init(_ path: String) { bytes = Array(path.utf8) }

    static func < (a: RawPath, b: RawPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    /// `self/name`; `name` alone when `self` is empty (a relative root).
    func appending(_ name: RawPath) -> RawPath {
        bytes.isEmpty ? name : RawPath(bytes: bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    func hasSuffix(_ suffix: String) -> Bool { bytes.reversed().starts(with: suffix.utf8.reversed()) }

    /// The text, when the bytes are UTF-8 (every name Plumb writes is).
    var text: String? { String(validating: bytes, as: UTF8.self) }

    /// For messages: the text, with each byte that is not part of a UTF-8
    /// character written `\xNN`, so the author can tell which name it is.
    var escaped: String { RawPath.escape(bytes[...]) }

    static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        var out = ""
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let lead = bytes[i]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
            if length > 0, i + length <= bytes.endIndex, let character = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                out += character
                i += length
            } else {
                out += "\\x" + NumberText.hex(lead, digits: 2)
                i += 1
            }
        }
        return out
    }

    /// Calls `body` with the path as a C string, byte for byte.
    func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}

extension RawPath {
    /// lstat: the entry itself, a link never followed. nil when absent.
    func lstatus() -> stat? {
        var st = stat()
        return withCString { lstat($0, &st) } == 0 ? st : nil
    }

    /// The text a link holds, as bytes (readlink, nothing decoded).
    func linkDestination() -> RawPath? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withCString { readlink($0, &buffer, buffer.count) }
        guard count >= 0 else { return nil }
        return RawPath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }
}

extension RawPath {
    /// The folder that holds this path ("" for a single name).
    var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return RawPath(bytes: []) }
        return RawPath(bytes: Array(bytes[..<slash]))
    }

    /// What failed, with the path shown escaped and the system's reason
    /// (errno, so call it right after the call that failed).
    func failure(_ action: WriteAction) -> OutputDirectory.WriteFailure {
        let reason = SystemError.last
        return OutputDirectory.WriteFailure(action: action, path: escaped, reason: reason)
    }

    /// mkdir -p, a byte path at a time.
    func makeFolders() throws(OutputDirectory.WriteFailure) {
        if bytes.isEmpty || lstatus() != nil { return }
        try parent.makeFolders()
        if withCString({ mkdir($0, 0o755) }) != 0 && errno != EEXIST { throw failure(.createFolder) }
    }

    /// Copies a regular file's bytes (where a hard link is not allowed).
    func copy(to target: RawPath) throws {
        let input = withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard input >= 0 else { throw failure(.read) }
        defer { close(input) }
        let output = target.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard output >= 0 else { throw target.failure(.create) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0 { throw failure(.read) }
            if count == 0 { return }
            guard buffer[..<count].withUnsafeBytes({ RawPath.writeAll($0, to: output) }) else { throw target.failure(.write) }
        }
    }

    /// Writes every byte of `raw` to `descriptor`, however the kernel splits
    /// the writes; false on an error (errno says which).
    private static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var written = 0
        while written < raw.count {
            let n = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
            if n < 0 { return false }
            written += n
        }
        return true
    }

    /// Writes a new file (never over an existing one), failing with the
    /// system's reason: a full disk is named as such.
    func write(_ data: Data) throws {
        let output = withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard output >= 0 else { throw failure(.create) }
        defer { close(output) }
        guard data.withUnsafeBytes({ RawPath.writeAll($0, to: output) }) else { throw failure(.write) }
    }

    /// The whole file, or nil when it cannot be read.
    func contents() -> Data? {
        guard let descriptor = openRegularFile() else { return nil }
        return try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd() ?? Data()
    }

    /// A descriptor for reading a regular file, opened without ever
    /// blocking: a FIFO or a device in the place of one of Plumb's own files
    /// (a cache index, a pack, the output's mark) would otherwise hold the
    /// build forever; it reads as missing. Nil when it cannot be opened.
    func openRegularFile() -> Int32? {
        let descriptor = withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
