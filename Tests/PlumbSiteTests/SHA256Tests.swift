import XCTest
@testable import PlumbSite

/// The cache's digest against FIPS 180-4's published examples: a wrong
/// digest would let two different blocks share a cached figure.
final class SHA256Tests: XCTestCase {
    func testPublishedExamples() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the length no longer fits in the first block's padding.
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex(String(repeating: "a", count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Input arriving in pieces that straddle blocks (as the cache key's
    /// parts do) hashes as the whole does, whatever the piece sizes.
    func testPiecesHashAsTheWhole() {
        let text = (0..<300).map { "part \($0) é 中 " }.joined()
        let bytes = Array(text.utf8)
        for pieceSize in [1, 3, 63, 64, 65, 200] {
            var s = SHA256()
            var i = 0
            while i < bytes.count {
                let end = min(bytes.count, i + pieceSize)
                // Alternate contiguous and non-contiguous input.
                if (i / pieceSize) % 2 == 0 { s.update(bytes[i..<end]) } else { s.update(bytes[i..<end].lazy.map { $0 }) }
                i = end
            }
            XCTAssertEqual(s.finalize(), SHA256.hex(text), "pieces of \(pieceSize)")
        }
    }
}
