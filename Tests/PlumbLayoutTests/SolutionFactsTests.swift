import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// What a solution holds beyond its frames, as typed facts: the figure
/// draws ambiguity, ties and broken constraints from these, never from the
/// diagnostics' words.
final class SolutionFactsTests: XCTestCase {
    /// `a` has only a height: its x, width and y are open. One fact names
    /// the three, in the order the analysis found them, with a ghost frame
    /// 24 pt away on each open quantity; the message lists them as a list.
    func testAnAmbiguousFrameNamesItsOpenQuantitiesAndAGhost() {
        let s = Solved("""
        canvas 320x200
        view a
        a.height == 10
        """)
        let facts = s.solutions[0].ambiguities
        XCTAssertEqual(facts.map(\.item), ["a"])
        XCTAssertEqual(facts.first?.quantities, [.horizontalPosition, .width, .verticalPosition])
        XCTAssertEqual(facts.first?.scope, .frame)
        XCTAssertEqual(facts.first?.isHarmless, false)
        XCTAssertEqual(facts.first?.alternative, SolvedFrame(x: 24, y: 24, width: 24, height: 10, parent: "root"))
        XCTAssertEqual(s.diagnostics().map(\.message), [
            "the horizontal position, width and vertical position of 'a' are ambiguous at width 320: "
            + "the constraints allow more than one value, so UIKit's result is arbitrary",
        ])
    }

    /// A scroll view whose content nothing sizes: one fact per dimension,
    /// naming the scroll view, in the order of the diagnostics.
    func testScrollableContentAmbiguityIsAFactPerDimension() {
        let s = Solved("""
        canvas 320x200
        scroll list
        list.edges == root.edges
        """)
        let content = s.solutions[0].ambiguities.filter { $0.scope == .scrollableContent }
        XCTAssertEqual(content.map(\.item), ["list", "list"])
        XCTAssertEqual(content.map(\.quantities), [[.width], [.height]])
        XCTAssertEqual(s.diagnostics().filter { $0.kind == .ambiguous }.count, s.solutions[0].ambiguities.count)
    }

    /// Two constraints at 500 place `a` 10 pt from the root or 20 pt after
    /// `fixed`: a tie that moves only `a`.
    func testATieNamesItsConstraintsPriorityAndTheViewsItMoves() {
        let s = Solved("""
        canvas 300x100
        view fixed
        view a
        fixed.leading == root.leading
        fixed.top == root.top
        fixed.size == 50x20
        a.top == root.top
        a.size == 20x20
        a.leading == root.leading + 10 @500
        a.leading == fixed.trailing + 20 @500 #gap
        """)
        let ties = s.solutions[0].ties
        XCTAssertEqual(ties.count, 1)
        XCTAssertEqual(ties.first?.views, ["a"])
        XCTAssertEqual(ties.first?.priority, 500)
        XCTAssertEqual(ties.first?.references, ["L9", "gap"])
        XCTAssertEqual(ties.first?.constraints, [.written(text: "a.leading == root.leading + 10 @500", identifier: nil),
                                                 .written(text: "a.leading == fixed.trailing + 20 @500", identifier: "gap")])
        XCTAssertTrue(s.solutions[0].ambiguities.isEmpty, "the tie explains a's freedom")
    }

    /// `a` is 400 wide from x = 0 in a 320 pt root, and must end inside it:
    /// the trailing constraint breaks. It wanted 320 (the root's trailing)
    /// and got 400 (a's), 80 pt off, against three required constraints.
    func testABrokenConstraintSaysWhatItWantedAndGot() {
        let s = Solved("""
        canvas 320x200
        view a
        a.leading == root.leading
        a.top == root.top
        a.height == 10
        a.width == 400
        a.trailing <= root.trailing
        """)
        let broken = s.solutions[0].brokenConstraints
        XCTAssertEqual(broken.count, 1)
        XCTAssertEqual(broken.first?.constraint, .written(text: "a.trailing <= root.trailing", identifier: nil))
        XCTAssertEqual(broken.first?.reference, "L7")
        XCTAssertEqual(broken.first?.priority, 1000)
        XCTAssertEqual(broken.first?.violation, 80)
        XCTAssertEqual(broken.first?.got, 400)
        XCTAssertEqual(broken.first?.wanted, 320)
        XCTAssertEqual(broken.first?.conflicts, [.rootWidth(320), .written(text: "a.leading == root.leading", identifier: nil),
                                                 .written(text: "a.width == 400", identifier: nil)])
    }

    /// The diagnostic carries the finding itself until it is read.
    func testTheDiagnosticCarriesTheFinding() {
        let s = Solved("""
        canvas 320x200
        view a
        a.height == 10
        """)
        guard let message = s.diagnostics().first?.content as? LayoutMessage, case .ambiguous(let fact) = message.finding else {
            return XCTFail("not a layout finding: \(s.diagnostics())")
        }
        XCTAssertEqual(fact.item, "a")
    }
}
