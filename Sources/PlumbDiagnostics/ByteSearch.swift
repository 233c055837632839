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

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle`'s bytes occur in the buffer, by Horspool's search:
    /// the byte under the window's last position says how far the window
    /// may jump (up to the needle's length), so most bytes of a page are
    /// never looked at. The search it replaces stopped at every occurrence
    /// of the needle's first byte (every `i` of a page, for "include") with
    /// a memchr and a memcmp call: about 6 instructions per byte of every
    /// page, 12 % of a one-page rebuild of 1,000 pages.
    public func contains(bytes needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let m = needle.count
        guard m > 0 else { return true }
        guard count >= m, let base = baseAddress, let n = needle.baseAddress else { return false }
        let last = n[m - 1]
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { skip in
            skip.initialize(repeating: m)
            for k in 0..<(m - 1) { skip[Int(n[k])] = m - 1 - k }
            var end = m - 1
            while end < count {
                let byte = base[end]
                if byte == last && memcmp(base + end - (m - 1), n, m) == 0 { return true }
                end += skip[Int(byte)]
            }
            return false
        }
    }
}

extension StringProtocol {
    /// Whether the text's UTF-8 holds `needle`'s bytes (`contains(bytes:)`).
    /// Foundation's `contains` (what `text.contains("x")` picks
    /// where Foundation is imported) bridges the whole text to UTF-16 on
    /// every call; the quick looks at whole pages and figures' CSS before
    /// their real work were a few percent of a build. It compares bytes,
    /// not Characters: use it as a test that lets through at least what
    /// the work after it acts on.
    public func containsUTF8(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(bytes: n) }) { return found }
            return Array(utf8).withUnsafeBufferPointer { $0.contains(bytes: n) }
        }
    }
}
