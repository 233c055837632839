import XCTest
@testable import PlumbSite

/// Code in a table cell may break after a call's joints, so that a long
/// Swift call does not make its column as wide as the call (the cheat
/// sheet's table was 1,657 px in a 737 px column); code elsewhere, and a
/// number's decimal point, are left whole.
final class CodeSpanBreaksTests: XCTestCase {
    func testCodeSpanBreaksBeforeDotsAndAfterParenthesesAndCommas() {
        let html = PageRendering.render("| a |\n|---|\n| `v.widthAnchor.constraint(equalTo: w, multiplier: 0.5)` `f()` |\n").html
        XCTAssertTrue(html.contains("<code>v<wbr>.widthAnchor<wbr>.constraint(<wbr>equalTo: w,<wbr> multiplier: 0.5)</code> <code>f()</code>"), html)
    }

    /// A short span with a hyphen is kept on one line (a launch argument,
    /// a UIKit identifier); one without is left to the browser.
    func testAShortHyphenatedSpanIsKeptWhole() {
        let html = PageRendering.render("Set `UISV-fill-equally` and `-UIViewShowAlignmentRects YES`, not `a + b`.\n").html
        XCTAssertTrue(html.contains("<code class=\"whole\">UISV-fill-equally</code>"), html)
        XCTAssertTrue(html.contains("<code class=\"whole\">-UIViewShowAlignmentRects YES</code>"), html)
        XCTAssertTrue(html.contains("<code>a + b</code>"), html)
    }

    func testShortCodeOutsideTablesIsUntouched() {
        let html = PageRendering.render("Call `a.b(c, d)`.\n").html
        XCTAssertEqual(html, "<p>Call <code>a.b(c, d)</code>.</p>\n")
    }

    /// A long call in a paragraph breaks at its joints too, not mid-word.
    func testALongCallInAParagraphBreaksAtItsJoints() {
        let html = PageRendering.render("Then `ok.widthAnchor.constraint(equalToConstant: 150)` asks for more.\n").html
        XCTAssertTrue(html.contains("<code>ok<wbr>.widthAnchor<wbr>.constraint(<wbr>equalToConstant: 150)</code>"), html)
        let selector = PageRendering.render("Asks `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` too.\n").html
        XCTAssertTrue(selector.contains("<code>systemLayoutSizeFitting(<wbr>_:<wbr>withHorizontalFittingPriority:<wbr>verticalFittingPriority:)</code>"), selector)
    }

    /// A name longer than 32 characters breaks between its words, not
    /// wherever the line ends ("…IntoConst" / "raints" at 390 px), and not
    /// within four characters of either end; shorter names stay whole.
    func testAVeryLongNameBreaksBetweenItsWords() {
        let html = PageRendering.render("Set `translatesAutoresizingMaskIntoConstraints` to false.\n").html
        XCTAssertTrue(html.contains("<code>translates<wbr>Autoresizing<wbr>Mask<wbr>Into<wbr>Constraints</code>"), html)
        let short = PageRendering.render("| a |\n|---|\n| `setContentHuggingPriority(.defaultLow, for: .horizontal)` |\n").html
        XCTAssertTrue(short.contains("<code>setContentHuggingPriority(<wbr>.defaultLow,<wbr> for: <wbr>.horizontal)</code>"), short)
    }

    /// A visual format string's brackets and parentheses are its syntax,
    /// not a call's: in a table it breaks at its spaces only (the grammar
    /// table showed "[name(" / ">=50@750)]").
    func testAVisualFormatStringIsNotCutAtItsParentheses() {
        let html = PageRendering.render("| a | b |\n|---|---|\n| `[name(>=50@750)]`, `-(>=8@750)-` | `V:[a]-(>=8@750)-[b]` `[a.b(c)]` |\n").html
        XCTAssertTrue(html.contains("<code>[name(&gt;=50@750)]</code>, <code>-(&gt;=8@750)-</code>"), html)
        XCTAssertTrue(html.contains("<code>[a<wbr>.b(<wbr>c)]</code>"), "Swift in brackets still breaks: \(html)")
        XCTAssertTrue(html.contains("<code>V:[a]-(&gt;=8@750)-[b]</code>"), html)
    }

    func testTheThemeLetsTableCodeWrap() throws {
        let css = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PlumbSite/Theme/static/site.css"), encoding: .utf8)
        let rule = try XCTUnwrap(css.split(separator: "\n").first { $0.hasPrefix(".table-wrap code") })
        XCTAssertFalse(rule.contains("nowrap"), "a <wbr> cannot break inside white-space: nowrap")
    }
}
