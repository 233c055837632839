import XCTest
@testable import PlumbSite

/// The site's own index terms found in one pass over a text's bytes
/// (`TermMatcher`), and inline code trimmed without Foundation
/// (`trimmingSpaces`): the same answers as the per-term `contains` on the
/// lowercased text and `trimmingCharacters(in: .whitespaces)` they replace,
/// which are the references here.
final class TermMatcherTests: XCTestCase {
    private let terms = ["compression resistance", "Safe Area", "safe", "priority", "内容拥抱", "Équilibre", "area", ""]

    private func reference(_ text: String) -> [Bool] {
        let lower = text.lowercased()
        return terms.map { !$0.isEmpty && lower.contains($0.lowercased()) }
    }

    func testItFindsWhatContainsFinds() {
        let matcher = TermMatcher(terms.map { $0.lowercased() })
        let texts = ["", "Its Compression Resistance decides", "the SAFE AREA and priority", "a safe bet", "saf", "safe are",
                     "Content Hugging，内容拥抱优先级", "L'ÉQUILIBRE des vues", "équilibre", "compression  resistance",
                     "PRIORITYpriority", "areaarea", "compression resistancE."]
        for text in texts {
            XCTAssertEqual(matcher.occurrences(in: text), reference(text), text)
        }
        XCTAssertEqual(matcher.occurrences(in: "the SAFE AREA"), [false, true, true, false, false, false, true, false])
    }

    func testOverlappingTermsAreAllFound() {
        let matcher = TermMatcher(["ab", "abc", "bc", "c"])
        XCTAssertEqual(matcher.occurrences(in: "xABCx"), [true, true, true, true])
        XCTAssertEqual(matcher.occurrences(in: "a b c"), [false, false, false, true])
    }

    func testTrimmingSpacesIsWhatFoundationTrims() {
        for text in ["", " ", "\t", "widthAnchor", " widthAnchor ", "\twhen compact:\t", "\u{00A0}a b\u{3000}", "\u{2003}\u{2003}",
                     "\na\n", " é ", "e\u{301} "] {
            XCTAssertEqual(text.trimmingSpaces, text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }
}

/// `IndexTerm.isAPIName` on an ASCII name's bytes answers as the Character
/// version (`isAPINameByCharacters`, the reference) does.
final class APINameBytesTests: XCTestCase {
    func testBytesAnswerAsCharactersDo() {
        var samples = ["widthAnchor", "view", "a.top == 20", "UIStackView.Distribution.fillEqually", "setContentHuggingPriority(_:for:)",
                       "layoutIfNeeded()", "UIView", "UIview", "NSLayoutConstraint", "CGRect.zero", "x.Y", "ab.Cd", "ab..Cd", ".Ab", "Ab.",
                       "a(b)", "aB()", "aB(", "aB)", "aB(x y)", "aB(x:y:)", "_private.Thing", "9lives.Ab", "ab\r\ncD", "abcD\r\n", "abc",
                       "UI", "UIx", "UIXY", "fooBar(1:2)", "a.b.c", "Ab.cd", "AB.CD"]
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aZ_.(): 1Uu\r\n")
        for _ in 0..<2000 { samples.append(String((0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })) }
        for s in samples {
            XCTAssertEqual(IndexTerm.isASCIIAPIName(Array(s.utf8)), IndexTerm.isAPINameByCharacters(s), "\(Array(s.unicodeScalars))")
        }
        XCTAssertTrue(IndexTerm.isAPIName("widthAnchor"))
        XCTAssertFalse(IndexTerm.isAPIName("view"))
    }
}
