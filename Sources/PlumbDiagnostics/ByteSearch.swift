#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding one byte in a buffer with libc's memchr, which looks at many
/// bytes at a time: the stages that scan whole pages, manifests and
/// sidebars by byte (a newline, a tab, a marker's first byte) share it.
extension UnsafeBufferPointer where Element == UInt8 {
    /// The index of the first `byte` at or after `start`.
    public func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count, let hit = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
}

extension StringProtocol {
    /// Whether the text's UTF-8 holds `needle`'s bytes, found with memchr
    /// and memcmp. Foundation's `contains` (what `text.contains("x")` picks
    /// where Foundation is imported) bridges the whole text to UTF-16 on
    /// every call; the quick looks at whole pages and figures' CSS before
    /// their real work were a few percent of a build. It compares bytes,
    /// not Characters: use it as a test that lets through at least what
    /// the work after it acts on.
    public func containsUTF8(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            guard let first = n.first else { return true }
            func search(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
                guard let base = text.baseAddress, text.count >= n.count else { return false }
                var start = 0
                while let i = text.firstIndex(of: first, from: start), i + n.count <= text.count {
                    if memcmp(base + i, n.baseAddress!, n.count) == 0 { return true }
                    start = i + 1
                }
                return false
            }
            if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(utf8).withUnsafeBufferPointer(search)
        }
    }
}
