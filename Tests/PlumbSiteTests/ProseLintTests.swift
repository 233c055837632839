import XCTest
import PlumbDiagnostics
@testable import PlumbSite

/// The lints for prose that renders other than its author meant: a
/// backtick that opens no code span, and a line that starts with `+ `,
/// `- ` or `* ` and so becomes a list in the middle of a sentence (the bug
/// of relations.md:47, where "`… + 20` means the same" rendered as a bullet).
final class ProseLintTests: XCTestCase {
    private func warnings(_ markdown: String) -> [Diagnostic] {
        PageRendering.render(markdown).diagnostics.filter { $0.severity == .warning }
    }

    /// The page as it was: both faults reported, each at its own column.
    func testTheSignOfTheConstantAsItWasWritten() {
        let text = """
        So an inset is *negative*: `a.trailing == super.trailing -
        20`. Reverse the two sides and the sign flips: `super.trailing == a.trailing
        + 20` means the same.

        """
        let found = warnings(text)
        XCTAssertEqual(found.map(\.location), [SourceLocation(line: 2, column: 48), SourceLocation(line: 3, column: 1), SourceLocation(line: 3, column: 5)],
                       found.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.message.contains("one-item list") && $0.suggestion?.contains("blank line") == true })
        XCTAssertTrue(found.contains { $0.message.contains("opens no code span") && $0.suggestion?.contains("\\`") == true })
    }

    /// What a page means and writes on purpose is never reported: lists
    /// after a blank line, after a colon or a full stop, of two items;
    /// escaped backticks, code spans of two backticks holding one, and a
    /// code span that runs onto the next line.
    func testIntendedListsAndBackticksAreNotReported() {
        let text = """
        Three ways to write it:
        - with anchors
        - with VFL

        The anchors come first.
        + one item after a full stop

        A blank line before this list

        * is a list

        A literal \\` backtick, a span ``a ` b`` with one inside, and
        `a.trailing == super.trailing -
        20` running over a line break.

        | a | b |
        |---|---|
        | `x` | y |
        - after a table
        """
        XCTAssertEqual(warnings(text).map(\.message), [])
    }

    /// A one-item list cuts a sentence only right after the paragraph's
    /// line: `-` and `*` are reported like `+`, with the marker they use.
    func testEachBulletMarkerIsReportedAtItsColumn() {
        for marker in ["-", "*"] {
            let found = warnings("The gap is the spacing\n\(marker) 8 points between the views.\n")
            XCTAssertEqual(found.map(\.location), [SourceLocation(line: 2, column: 1)], marker)
            XCTAssertEqual(found.first?.suggestion?.contains("'\\\(marker)'"), true, found.first?.suggestion ?? "")
        }
        let quoted = warnings("> a line that goes on\n> + 20 means the same.\n")
        XCTAssertEqual(quoted.map(\.location), [SourceLocation(line: 2, column: 3)], "inside a quote, at the marker")
    }

    /// A stray backtick in a paragraph with no other fault: at its column,
    /// with the escape as the suggestion; a run of two is matched only by
    /// a run of two.
    func testAnUnclosedCodeSpanIsReportedAtItsBackticks() {
        XCTAssertEqual(warnings("Call `layoutIfNeeded() inside the block.\n").map(\.location), [SourceLocation(line: 1, column: 6)])
        XCTAssertEqual(warnings("A ``span` and more.\n").map(\.location), [SourceLocation(line: 1, column: 3), SourceLocation(line: 1, column: 9)],
                       "neither run has a partner of its length")
        XCTAssertEqual(warnings("## A heading\n\nText `a` and `b`.\n").map(\.location), [])
    }
}
