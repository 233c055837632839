import XCTest
@testable import PlumbMarkdown

/// The early exit for pages without footnotes looks for `[^` on bytes
/// (`FootnoteDefinitions.mentionsFootnote`): it must say yes wherever a
/// search of the page's Characters does, which is the reference here.
final class FootnoteScanTests: XCTestCase {
    func testItFindsWhatACharacterSearchFinds() {
        for text in ["", "[", "^", "[^", "a [^1] b", "a [ ^1]", "[\n^", "^[", "é[^note]", "x[[^y", "中文[^注]", "[^" + String(repeating: "a", count: 100)] {
            XCTAssertEqual(FootnoteDefinitions.mentionsFootnote(text), text.contains("[^"), text)
        }
    }

    func testAPageWithoutFootnotesIsLeftAsItIs() {
        let page = "# Title\n\nText with [a link](x.md) and ^ carets.\n"
        let extracted = FootnoteDefinitions.extract(page)
        XCTAssertEqual(extracted.source, page)
        XCTAssertTrue(extracted.definitions.isEmpty)
    }
}
