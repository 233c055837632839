import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Why each live piece ends (`LivePiece.ending`), as the sweep found it.
/// Each expected cause is worked out from the block by hand.
final class LivePieceEndTests: XCTestCase {
    private func live(_ text: String, _ lower: Double, _ upper: Double, file: StaticString = #filePath, line: UInt = #line) -> [LivePiece] {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, live: .range(lower, upper))
        XCTAssert(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "parse errors", file: file, line: line)
        guard case .success(let l)? = solved.live else {
            XCTFail("no live layout: \(String(describing: solved.live))", file: file, line: line)
            return []
        }
        return l.pieces
    }

    private let bar = """
    view bar
    bar.leading == root.margins.leading
    bar.trailing == root.margins.trailing
    bar.top == root.top
    bar.height == 10
    """

    /// The bar hangs from the root's margins: 16 at the sides up to 375,
    /// 20 beyond (none at top and bottom). The first piece ends at 375 for
    /// that reason alone; the second reaches the range's end.
    func testThePieceBefore375EndsBecauseTheRootsMarginsWiden() {
        let pieces = live("canvas 375x60\n" + bar, 320, 768)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper, 375)
        XCTAssertEqual(pieces.first?.ending, [.rootMargins(from: Insets(top: 0, left: 16, bottom: 0, right: 16),
                                                           to: Insets(top: 0, left: 20, bottom: 0, right: 20))])
        XCTAssertEqual(pieces.last?.ending, [.rangeEnds])
    }

    /// Custom root margins of 18 keep UIKit's minimum: max(18, 16) = 18 up
    /// to 375, max(18, 20) = 20 beyond. The record says 18 → 20, where the
    /// caption used to assume 16 → 20 at any 375.
    func testCustomRootMarginsAreRecordedAsTheyAre() {
        let pieces = live("canvas 375x60\nroot.margins = 0,18,0,18\n" + bar, 320, 768)
        XCTAssertEqual(pieces.first?.ending, [.rootMargins(from: Insets(top: 0, left: 18, bottom: 0, right: 18),
                                                           to: Insets(top: 0, left: 20, bottom: 0, right: 20))])
    }

    /// Compact below 694, regular from 694: the box is 100 wide, then half
    /// the root. The first piece ends because the size class turns regular.
    func testASizeClassLineEndsAPieceAt694() {
        let pieces = live("""
        canvas 375x100
        view box
        box.leading == root.leading
        box.top == root.top
        box.height == 10
        when compact:
          box.width == 100
        when regular:
          box.width == root.width * 0.5
        """, 320, 1024)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper, SizeClass.regularMinimumWidth)
        XCTAssertEqual(pieces.first?.ending, [.sizeClass(from: .compact, to: .regular)])
    }

    /// `when width >= 500` starts holding at 500 (the box goes from 100 to
    /// 200 wide there); nothing else changes.
    func testAWhenWidthLineEndsAPieceAtItsNumber() {
        let pieces = live("""
        canvas 375x100
        view box
        box.leading == root.leading
        box.top == root.top
        box.height == 10
        box.width == 100 @750
        when width >= 500:
          box.width == 200
        """, 320, 768)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper, 500)
        XCTAssertEqual(pieces.first?.ending, [.widthCondition(.greaterOrEqual, 500, nowHolds: true)])
    }

    /// The label is W − 100 wide. "Name Name Name" is 19428 units × 17 /
    /// 2048 = 161.27 pt on one line, "Name Name" 105.71: so two lines up
    /// to W = 261.27, one line after. That piece ends in a rewrap 2 → 1.
    func testALabelsLinesChangingEndsAPiece() {
        let pieces = live("""
        canvas 375xauto
        label title "Name Name Name" lines=0
        title.leading == root.leading
        title.trailing == root.trailing - 100
        title.top == root.top
        title.bottom == root.bottom
        """, 220, 400)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper ?? 0, 100 + 19428 * 17 / 2048, accuracy: 1e-4)
        XCTAssertEqual(pieces.first?.ending, [.rewrap(view: "title", lines: 2, becomes: 1)])
    }

    /// The box follows W − 100 until it reaches its 200-point cap at W =
    /// 300, then stays: the same system on both sides, a bend; and from 300
    /// on `box.width == root.width - 100 @750` gives way, so the constraints
    /// met change there too.
    func testALengthThatStopsFollowingTheWidthIsABend() {
        let pieces = live("""
        canvas 375x100
        view box
        box.leading == root.leading
        box.top == root.top
        box.height == 10
        box.width <= 200
        box.width == root.width - 100 @750
        """, 200, 500)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper ?? 0, 300, accuracy: 1e-9)
        XCTAssertEqual(pieces.first?.ending, [.bend, .metConstraintsChange])
        XCTAssertEqual(pieces.first?.givingWay, [])
        XCTAssertEqual(pieces.last?.givingWay, [4])
        XCTAssertEqual(pieces.last?.ending, [.rangeEnds])
    }

    /// A row of a wrapping label (which stretches: hugging 249) and a 30 ×
    /// 30 view held at 30 wide, 8 apart, W − 100 wide: the label is W − 138. One line needs
    /// 161.27 (19428 units × 17/2048), so up to W = 299.27 it is two lines,
    /// 39.58 tall and the row's tallest view; past it one line, 19.80 tall,
    /// and the square is the tallest. The piece ends for both reasons.
    func testARowsTallestViewChangingIsRecordedWithTheRewrapThatCausedIt() {
        let pieces = live("""
        canvas 400x100
        stack row alignment=center spacing=8
          label body "Name Name Name" lines=0 hugging.h=249
          view square intrinsic=30x30
        row.leading == root.leading
        row.top == root.top
        row.trailing == root.trailing - 100
        square.width == 30
        """, 260, 400)
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces.first?.upper ?? 0, 138 + 19428 * 17 / 2048, accuracy: 1e-4)
        XCTAssertEqual(pieces.first?.ending, [.rewrap(view: "body", lines: 2, becomes: 1),
                                              .tallestArrangedView(stack: "row", becomes: "square")])
    }
}
