import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// Images without alt text and headings that skip a level are warnings at
/// their file:line:col.
final class AccessibilityLintTests: XCTestCase {
    private func warnings(_ markdown: String) -> [Diagnostic] {
        PageRendering.render(markdown).diagnostics.filter { $0.severity == .warning }
    }

    func testImageWithoutAltText() {
        let found = warnings("# Page\n\nText ![](img/chart.png) and ![  ](b.png) but ![A chart](c.png).\n")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 3, column: 6), SourceLocation(line: 3, column: 29)])
        XCTAssertTrue(found.first?.message.contains("'chart.png' has no alt text") == true, found.first?.message ?? "")
        XCTAssertEqual(found.first?.suggestion, "say what it shows between the brackets: ![What the picture shows](img/chart.png)")
    }

    func testHeadingThatSkipsALevel() {
        let found = warnings("# Title\n\n## Section\n\n#### Deep\n\n## Next\n\n### Fine\n")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 5, column: 1)])
        XCTAssertTrue(found.first?.message.contains("skipping level 3") == true, found.first?.message ?? "")
        XCTAssertEqual(found.first?.suggestion, "make it '### Deep', or add the level-3 heading it belongs under")
    }

    /// Going back up any number of levels, or starting below 1, is fine.
    func testNoWarningForWellFormedOutlines() {
        XCTAssertEqual(warnings("## Start at two\n\n### Three\n\n#### Four\n\n# One\n\n## Two\n\n![Alt](x.png)\n").count, 0)
    }
}
