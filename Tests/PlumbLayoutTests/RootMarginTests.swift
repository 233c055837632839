import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A view controller's root view and its layout margins (issue 28 §1).
/// [U] Apple, `viewRespectsSystemMinimumLayoutMargins` (default true): "the
/// actual margins are whichever values are greater" of the custom ones and
/// `systemMinimumLayoutMargins` (16 at the sides up to 375 pt wide, 20
/// beyond, 0 top and bottom: Plumb's documented approximation).
/// [U] `insetsLayoutMarginsFromSafeArea` (default true): margins are
/// measured from the safe area; false, from the view's edges.
final class RootMarginTests: XCTestCase {
    let pinned = "view a\na.edges == root.margins.edges\n"

    /// Custom margins 4, 30, 4, 10 (top, left, bottom, right) in a 375 × 18
    /// root: the left 30 and the top and bottom 4 are above the minimum and
    /// stay; the right 10 is below 16 and becomes 16. a = (30, 4,
    /// 375 − 30 − 16 = 329, 18 − 4 − 4 = 10).
    func testTheSystemMinimumWinsWhereItIsGreater() {
        let s = Solved("canvas 375x18\nroot.margins = 4,30,4,10\n" + pinned)
        XCTAssertEqual(s.frame("a"), [30, 4, 329, 10])
        // At 400 the minimum is 20: 400 − 30 − 20 = 350.
        XCTAssertEqual(Solved("canvas 375x18\nroot.margins = 4,30,4,10\n" + pinned, widths: [400]).frame("a"), [30, 4, 350, 10])
    }

    /// Turned off, the custom margins are used as they are: 375 − 30 − 10 = 335.
    func testTheMinimumCanBeTurnedOff() {
        let s = Solved("canvas 375x18\nroot.margins = 4,30,4,10\nroot.viewRespectsSystemMinimumLayoutMargins = false\n" + pinned)
        XCTAssertEqual(s.frame("a"), [30, 4, 335, 10])
    }

    /// With a 20-pt top safe area, margins count from it (top 0 + 20 = 20);
    /// `insetsLayoutMarginsFromSafeArea = false` measures from the edge
    /// (top 0), the sides 16 either way.
    func testMarginsFromTheSafeAreaOrFromTheEdges() {
        let base = "canvas 375x100\nroot.safe = 20,0,0,0\n" + pinned
        XCTAssertEqual(Solved(base).frame("a"), [16, 20, 343, 80])
        XCTAssertEqual(Solved(base + "root.insetsLayoutMarginsFromSafeArea = false\n").frame("a"), [16, 0, 343, 100])
    }

    /// Only a view controller has the setting: on another view it is an error.
    func testTheMinimumIsTheRootsSetting() {
        let s = SolvedBlock.solve("view a\na.viewRespectsSystemMinimumLayoutMargins = false", origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(s.parsed.diagnostics.map(\.kind), [.badValue])
    }

    /// `directionalLayoutMargins`: leading 40 and trailing 10 in a 300 × 100
    /// card. Left to right, a pinned to the margins is (40, 5, 250, 90);
    /// right to left, leading is the right side, so a is (10, 5, 250, 90).
    func testDirectionalMarginsFlipInRightToLeft() {
        let text = """
        canvas 400x200
        direction ltr rtl
        view card directionalMargins=5,40,5,10
         view a
        card.leading == root.leading
        card.top == root.top
        card.size == 300x100
        a.edges == card.margins.edges
        """
        let s = Solved(text)
        XCTAssertEqual(s.frame("a", at: 0), [40, 5, 250, 90])
        XCTAssertEqual(s.frame("a", at: 1), [10, 5, 250, 90])
    }
}
