import PlumbDiagnostics

/// A fast 128-bit content hash, for telling whether a page changed since the
/// last build: two 64-bit lanes fed eight bytes at a time, each multiplied and
/// rotated (in the manner of FNV and MurmurHash), and the length. Not for
/// security: it only decides whether cached work can be reused.
enum ContentHash {
    static func hex(_ parts: [String]) -> String {
        var lanes = Lanes()
        for part in parts {
            var text = part
            text.withUTF8 { lanes.absorb(UnsafeRawBufferPointer($0)) }
        }
        lanes.mix(lanes.length)
        return NumberText.hex(lanes.a, digits: 16, uppercase: false) + NumberText.hex(lanes.b, digits: 16, uppercase: false)
    }

    /// The hash's state, a value the loop owns: as variables captured by a
    /// nested function inside the byte closure, each word paid for two
    /// dynamic exclusivity checks (68 K of them, a fifth of the hash's cost
    /// over a thousand pages).
    private struct Lanes {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var length: UInt64 = 0

        @inline(__always) mutating func mix(_ word: UInt64) {
            a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
            a = (a << 31) | (a >> 33)
            b = (b ^ (word &+ 0x1656_67B1_9E37_79F9)) &* 0xC4CE_B9FE_1A85_EC53
            b = (b << 27) | (b >> 37)
        }

        /// One part: its whole words, then its tail (zero to seven bytes)
        /// marked so that a part boundary is never a word boundary alone.
        mutating func absorb(_ bytes: UnsafeRawBufferPointer) {
            var i = 0
            while i + 8 <= bytes.count {
                // One load per word, read as little-endian on every machine.
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < bytes.count { tail |= UInt64(bytes[i]) << shift; shift += 8; i += 1 }
            mix(tail ^ 0xA5A5_0000_0000_0000)
            length &+= UInt64(bytes.count)
        }
    }
}
