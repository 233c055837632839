import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `expect KIND`: a block that demonstrates a mistake on purpose. Every kind
/// UIKit's outcome can show is accepted (issue 28 §5: the articles' VFL
/// example gives a label a negative height, which a guide must be able to
/// show under `check --warnings-as-errors`).
final class ExpectTests: XCTestCase {
    /// In a 100-pt root, a is 60 tall from y 30, so it ends at 90; b runs
    /// from a's bottom (90) to 50 above the root's bottom (50): 50 − 90 =
    /// −40 tall, UIKit's answer, kept and warned about (`bad-value`).
    let negative = """
    canvas 200x100
    view a
    view b
    a.leading == root.leading
    a.width == 50
    a.top == root.top + 30
    a.height == 60
    b.leading == root.leading
    b.width == 50
    b.top == a.bottom
    b.bottom == root.bottom - 50
    """

    func testANegativeSizeCanBeDemonstrated() {
        let plain = Solved(negative)
        let warning = plain.diagnostics().first { $0.kind == .badValue }
        XCTAssertNotNil(warning, "\(plain.diagnostics().map(\.message))")
        XCTAssertFalse(warning?.isExpected ?? true)
        XCTAssertEqual(plain.frame("b"), [0, 90, 50, -40])

        let shown = Solved("expect bad-value\n" + negative)
        XCTAssertEqual(shown.block.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertTrue(shown.diagnostics().filter { $0.kind == .badValue }.allSatisfy(\.isExpected))
        XCTAssertTrue(shown.diagnostics().contains { $0.kind == .badValue })
    }

    /// Expecting what does not happen is an error at the `expect` line.
    func testAnExpectationNotMetIsAnError() {
        let s = Solved("expect bad-value\ncanvas 200x100\nview a\na.edges == root.edges")
        let missing = s.block.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(missing.map(\.message), ["this block expects a 'bad-value' diagnostic, but it has none at any breakpoint"])
        XCTAssertEqual(missing.first?.location, SourceLocation(line: 1, column: 8))
    }

    /// `budget` depends on the machine and `syntax` stops the block: neither
    /// can be expected, and the message lists what can.
    func testOnlyOutcomesCanBeExpected() {
        for kind in ["budget", "syntax", "internal", "neggative"] {
            let parsed = BlockParser.parse("expect \(kind)\nview a")
            let d = parsed.diagnostics.first { $0.kind == .badValue }
            XCTAssertNotNil(d, kind)
            XCTAssertTrue(d?.message.contains("'unsettled'") ?? false, d?.message ?? "")
        }
        for kind in DiagnosticKind.expectable {
            XCTAssertTrue(BlockParser.parse("expect \(kind.rawValue)\nview a").diagnostics.isEmpty, kind.rawValue)
        }
    }
}
