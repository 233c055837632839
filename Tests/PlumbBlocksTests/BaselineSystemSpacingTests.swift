import PlumbBlocks
import PlumbDiagnostics
import XCTest

/// System spacing between two text baselines is font-derived in UIKit and
/// unpublished: the block warns at the constraint that the figure's 8 may
/// not be UIKit's. Between edges (8, the standard space) it does not.
final class BaselineSystemSpacingTests: XCTestCase {
    private func solved(_ constraint: String) -> SolvedBlock {
        SolvedBlock.solve("""
        canvas 320x120
        label a "Title"
        label b "Body"
        a.leading == root.leading + 20
        a.top == root.top + 20
        b.leading == a.leading
        \(constraint)
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    private func warnings(_ constraint: String) -> [String] {
        solved(constraint).allDiagnostics.filter { $0.severity == .warning }.map { "\($0.kind.rawValue) \($0.location.line):\($0.location.column)" }
    }

    func testBetweenBaselinesItWarnsAtTheConstraint() {
        XCTAssertEqual(warnings("b.firstBaseline == a.lastBaseline + system"), ["unsupported 7:1"])
        XCTAssertEqual(warnings("b.firstBaseline >= a.lastBaseline + system * 2"), ["unsupported 7:1"])
    }

    func testBetweenEdgesOrWithAConstantItDoesNot() {
        XCTAssertEqual(warnings("b.top == a.bottom + system"), [])
        XCTAssertEqual(warnings("b.firstBaseline == a.lastBaseline + 24"), [])
    }

    func testTheWarningReadsInChinese() {
        // Messages are data: the same finding, worded for a Chinese page.
        let found = solved("b.firstBaseline == a.lastBaseline + system").allDiagnostics
        XCTAssertTrue(found.contains { $0.words(in: .chinese).message.contains("官方没有公开规则") })
    }
}
