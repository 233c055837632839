import PlumbDiagnostics

/// The checksum a cached page file carries, to tell a damaged file from a
/// good one (64-bit FNV-1a).
///
/// It guards against damage, not against an adversary: each step of FNV-1a
/// (xor a byte, multiply by an odd number modulo 2⁶⁴) is a bijection of the
/// state, so changing any one byte always changes the result, and other
/// damage goes unseen with a chance of 2⁻⁶⁴. SHA-256, which the cache keys
/// need, measured a tenth of a cold site build here: the page files hold
/// every figure's HTML.
enum PageChecksum {
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return NumberText.hex(h, digits: 16, uppercase: false)
    }
}
