import XCTest
import PlumbDiagnostics

/// Reading a page's bytes: every page is read on every build, so the common
/// case (valid UTF-8, LF line ends, ASCII) takes the fast paths; these
/// tests pin the answers of those paths to the slow ones'.
final class SourceTextTests: XCTestCase {
    /// A non-ASCII character is found wherever it sits in the eight-byte
    /// words the check reads, and in the tail after the last whole word.
    func testASCIIIsCheckedAtEveryPosition() {
        for length in 0...20 {
            let plain = String(repeating: "a", count: length)
            XCTAssertTrue(SourceText.isASCII(plain), "\(length)")
            for position in 0..<length {
                var scalars = Array(plain.unicodeScalars)
                scalars[position] = "é"
                XCTAssertFalse(SourceText.isASCII(String(String.UnicodeScalarView(scalars))), "\(length) \(position)")
            }
        }
        XCTAssertTrue(SourceText.isASCII("\u{7F}\t\n"))
    }

    /// From an array and from a file's buffer alike.
    func testByteOrderMarkAndLineEnds() throws {
        func decoded(_ bytes: [UInt8]) throws -> String {
            let fromBuffer = try bytes.withUnsafeBytes { try SourceText.decode($0).get() }
            XCTAssertEqual(fromBuffer, try SourceText.decode(bytes).get())
            return fromBuffer
        }
        XCTAssertEqual(try decoded(Array("\u{FEFF}# Hi\r\nthere\r\n".utf8)), "# Hi\nthere\n")
        XCTAssertEqual(try decoded(Array("\u{FEFF}# Hi\n".utf8)), "# Hi\n")
        // A lone CR is not a line end here; it is kept.
        XCTAssertEqual(try decoded(Array("a\rb\r\n".utf8)), "a\rb\n")
        XCTAssertEqual(try decoded([]), "")
        XCTAssertEqual(try decoded([0xEF, 0xBB, 0xBF]), "")
        XCTAssertEqual(try decoded(Array("naïve 字\n".utf8)), "naïve 字\n")
    }

    /// A byte that is not UTF-8 is named with its line and column, counted
    /// in characters before it.
    func testABadBytePointsAtItsLineAndColumn() {
        let bytes = Array("ok\nnaïve ".utf8) + [0xC3, 0x28] + Array(" rest".utf8)
        guard case .failure(let d) = bytes.withUnsafeBytes(SourceText.decode) else { return XCTFail("decoded") }
        XCTAssertEqual(d.location.line, 2)
        XCTAssertEqual(d.location.column, 7)
        XCTAssertTrue(d.message.contains("byte 0xC3 at byte offset 10"), d.message)
        // The same finding in Chinese: the byte and its offset, no English left.
        let chinese = d.words(in: .chinese)
        XCTAssertEqual(chinese.message, "这个文件不是 UTF-8 文本：第 10 个字节处（从 0 数起）的字节 0xC3 不能开始或延续一个字符")
        XCTAssertNotNil(chinese.suggestion)
    }
}
