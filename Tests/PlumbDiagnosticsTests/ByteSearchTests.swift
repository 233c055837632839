import XCTest
@testable import PlumbDiagnostics

/// `containsUTF8` skips ahead by Horspool's table: checked against a plain
/// byte-by-byte search (written here, sharing nothing with it) on texts
/// where a skip too long would miss a match.
final class ByteSearchTests: XCTestCase {
    private func naive(_ text: String, _ needle: String) -> Bool {
        let t = Array(text.utf8), n = Array(needle.utf8)
        if n.isEmpty { return true }
        if t.count < n.count { return false }
        for start in 0...(t.count - n.count) where Array(t[start..<(start + n.count)]) == n { return true }
        return false
    }

    func testFindsANeedleAnywhere() {
        XCTAssertTrue("include x".containsUTF8("include"))
        XCTAssertTrue("x include".containsUTF8("include"))
        XCTAssertTrue("include".containsUTF8("include"))
        XCTAssertFalse("includ".containsUTF8("include"))
        XCTAssertFalse("inclucde".containsUTF8("include"))
        XCTAssertTrue("aaab".containsUTF8("aab"))        // the last byte's skip: one, not three
        XCTAssertTrue("abababc".containsUTF8("ababc"))
        XCTAssertTrue("UIImage(named: \"p\")".containsUTF8("amed"))
        XCTAssertTrue("".containsUTF8(""))
        XCTAssertFalse("".containsUTF8("a"))
        XCTAssertTrue("中文 include".containsUTF8("文 i"))
        XCTAssertTrue(Substring("xx[^1]").containsUTF8("[^"))
    }

    func testAgreesWithAPlainSearch() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("abc文")
        for _ in 0..<3000 {
            let text = String((0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            let needle = String((0..<Int.random(in: 1...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            XCTAssertEqual(text.containsUTF8(needle), naive(text, needle), "\(text) / \(needle)")
        }
    }
}
