import PlumbDiagnostics

/// The checksum a cached page file carries, to tell a damaged file from a
/// good one: FNV-1a's step taken on 64-bit words, with a rotation.
///
/// It guards against damage, not against an adversary: each step (xor a
/// word, multiply by an odd number modulo 2⁶⁴, rotate) is a bijection of
/// the state, so changing the bytes of any one word always changes the
/// result; the rotation carries a word's high bits into the low bits the
/// next multiplication spreads, so that damage in two words does not
/// simply cancel (without it, flipping the top bit of two words gives the
/// same sum). Other damage goes unseen with a chance of about 2⁻⁶⁴.
/// SHA-256, which the cache keys need, measured a tenth of a cold site
/// build here (the page files hold every figure's HTML), and FNV-1a byte
/// by byte still 3 % of the guide's build.
enum PageChecksum {
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func step(_ w: UInt64) {
            let m = (h ^ w) &* prime
            h = (m << 29) | (m >> 35)
        }
        let words = bytes.count / 8
        for i in 0..<words { step(bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
        for b in bytes[(words * 8)...] { step(UInt64(b)) }
        step(UInt64(bytes.count))
        return NumberText.hex(h, digits: 16, uppercase: false)
    }
}
