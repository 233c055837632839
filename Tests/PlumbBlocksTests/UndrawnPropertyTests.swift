import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A property the block accepts but a figure cannot draw is a warning at
/// the key, never silence (issue 30).
final class UndrawnPropertyTests: XCTestCase {
    /// The block starts on file line 11, column 3.
    let origin = SourceLocation(line: 11, column: 3)

    private func warnings(_ text: String) -> [Diagnostic] {
        BlockParser.parse(text, origin: origin).diagnostics.filter { $0.severity == .warning }
    }

    /// `guide g color=red`: `color` starts at block column 9 of line 1, so
    /// file line 11, column 9 + 2 = 11.
    func testColourOnAGuideIsWarnedAtTheKey() {
        let found = warnings("guide g color=red\ng.edges == root.edges")
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertEqual(found.first?.location, SourceLocation(line: 11, column: 11))
        XCTAssertEqual(found.first?.message, "'g' is a layout guide, which draws nothing: its colour is not drawn")
        XCTAssertEqual(found.first?.suggestion, "colour a view pinned to the guide instead")
    }

    /// `root.hidden = true` on line 2: the key after "root." is column 6,
    /// file line 12, column 8.
    func testHiddenOnTheRootIsWarned() {
        let found = warnings("view a\nroot.hidden = true\na.edges == root.edges")
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 12, column: 8)], "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("always drawn") == true)
    }

    /// A view's and the root's colours are drawn: no warning.
    func testColoursTheFigureDrawsAreNotWarned() {
        XCTAssertEqual(warnings("scroll s color=systemYellow\nroot.color = systemGray6\ns.edges == root.edges").count, 0)
    }
}
