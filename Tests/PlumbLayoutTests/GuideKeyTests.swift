import XCTest
import PlumbLayout

/// A solution's system guides are keyed by owner and kind (`GuideKey`),
/// not by the names the language gives them.
final class GuideKeyTests: XCTestCase {
    /// At 375 wide the root's margins are 16 at the sides and none at top
    /// and bottom: (16, 0, 343, 100). The card's are 8 all round, in its
    /// own space: (8, 8, 200 − 16, 50 − 16) = (8, 8, 184, 34).
    func testGuidesAreFoundByOwnerAndKind() throws {
        let s = Solved("""
        canvas 375x100
        view card
          view dot
        card.leading == root.margins.leading
        card.top == root.top + 10
        card.width == 200
        card.height == 50
        dot.leading == card.margins.leading
        dot.top == card.margins.top
        dot.width == 10
        dot.height == 10
        """, widths: [375])
        let solution = try XCTUnwrap(s.solutions.first)
        let margins = try XCTUnwrap(solution.guides[.root(.margins)])
        XCTAssertEqual([margins.x, margins.y, margins.width, margins.height], [16, 0, 343, 100])
        XCTAssertEqual(margins.parent, "root")
        let card = try XCTUnwrap(solution.guides[GuideKey(owner: "card", kind: .margins)])
        XCTAssertEqual([card.x, card.y, card.width, card.height], [8, 8, 184, 34])
        XCTAssertNil(solution.guides[.root(.safe)], "a guide the block does not use is not reported")
        // A system guide's item has its key; a view and the author's own guide have none.
        let block = s.block.block
        XCTAssertEqual(GuideKey(block.guide(.margins, of: block.root)), .root(.margins))
        XCTAssertNil(GuideKey(try XCTUnwrap(block.item(named: "card"))))
    }
}
