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

    func testByteOrderMarkAndLineEnds() throws {
        XCTAssertEqual(try SourceText.decode(Array("\u{FEFF}# Hi\r\nthere\r\n".utf8)).get(), "# Hi\nthere\n")
        // A lone CR is not a line end here; it is kept.
        XCTAssertEqual(try SourceText.decode(Array("a\rb\r\n".utf8)).get(), "a\rb\n")
        XCTAssertEqual(try SourceText.decode([]).get(), "")
    }

    /// A byte that is not UTF-8 is named with its line and column, counted
    /// in characters before it.
    func testABadBytePointsAtItsLineAndColumn() {
        let bytes = Array("ok\nnaïve ".utf8) + [0xC3, 0x28] + Array(" rest".utf8)
        guard case .failure(let d) = SourceText.decode(bytes) else { return XCTFail("decoded") }
        XCTAssertEqual(d.location.line, 2)
        XCTAssertEqual(d.location.column, 7)
        XCTAssertTrue(d.message.contains("byte 0xC3 at byte offset 10"), d.message)
    }
}
