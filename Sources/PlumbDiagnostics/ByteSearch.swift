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
