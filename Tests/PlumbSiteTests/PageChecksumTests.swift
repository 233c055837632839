import XCTest
@testable import PlumbSite

/// The cached page file's checksum (`PageChecksum`) must see damage.
final class PageChecksumTests: XCTestCase {
    private func sum(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes(PageChecksum.hex) }

    /// Every single flipped bit of a 37-byte text (four words and a tail
    /// of five bytes) changes the sum: each step is a bijection of the state.
    func testEveryFlippedBitIsSeen() {
        let text = Array("<figure class=\"plumb-figure\">Hi</fig>".utf8)
        XCTAssertEqual(text.count, 37)
        let good = sum(text)
        for i in text.indices {
            for bit in 0..<8 {
                var damaged = text
                damaged[i] ^= UInt8(1 << bit)
                XCTAssertNotEqual(sum(damaged), good, "byte \(i), bit \(bit)")
            }
        }
    }

    /// The top bit of two different words flipped: without the rotation the
    /// two flips cancel (the multiplication only carries bits upwards).
    func testTwoFlippedTopBitsAreSeen() {
        let text = [UInt8](repeating: 0x61, count: 64)
        let good = sum(text)
        for (a, b) in [(7, 15), (7, 63), (23, 31)] {
            var damaged = text
            damaged[a] ^= 0x80
            damaged[b] ^= 0x80
            XCTAssertNotEqual(sum(damaged), good, "bytes \(a) and \(b)")
        }
    }

    /// A file cut short at a word's boundary, or lengthened by zeros, is
    /// another file.
    func testLengthCounts() {
        let text = [UInt8](repeating: 0, count: 16)
        XCTAssertNotEqual(sum(text), sum(Array(text.prefix(8))))
        XCTAssertNotEqual(sum(text), sum(text + [0]))
    }
}
