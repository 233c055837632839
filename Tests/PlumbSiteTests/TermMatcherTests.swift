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
