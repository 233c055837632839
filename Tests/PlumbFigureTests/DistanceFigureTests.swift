import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A distance between two anchors (`anchorWithOffset(to:)`) is drawn as the
/// gap it is: the relations chapter's "the gap from b to c is 60, a's
/// width" had no line and no label.
final class DistanceFigureTests: XCTestCase {
    /// a is 60 wide at 20 (to 80); b is 16 after it (96 to 156); the gap
    /// from b's trailing edge to c's leading edge is a's width, 60, so c
    /// starts at 216. The line runs from 156 to 216 level with b's middle
    /// (b at y 20, 40 tall: y 40), labelled "60 = a.width".
    func testADistanceIsALineBetweenItsAnchors() {
        let solved = SolvedBlock.solve("""
        canvas 375x80
        breakpoints 375
        view a
        view b
        view c
        a.leading == root.leading + 20
        a.top == root.top + 20
        a.width == 60
        a.height == 40
        b.leading == a.trailing + 16
        b.top == a.top
        b.size == a.size
        distance(b.trailing, c.leading) == a.width
        c.top == a.top
        c.size == a.size
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.breakpoints.first?.frames["c"]?.x, 216)
        let html = FigureRenderer().render(solved)
        XCTAssertTrue(html.contains("<line x1=\"156\" y1=\"40\" x2=\"216\" y2=\"40\"/>"), html)
        XCTAssertTrue(html.contains(">60 = a.width</span>"), html)
    }

    /// A size equal to a distance (the anchors chapter's box, as wide as
    /// the root's leading edge is from its centre): 375 / 2 = 187.5, and
    /// the label says so instead of leaving the width unlabelled.
    func testASizeEqualToADistanceIsLabelled() {
        let solved = SolvedBlock.solve("""
        canvas 375x120
        breakpoints 375
        view box
        box.leading == root.leading + 16
        box.top == root.top + 16
        box.height == 44
        box.width == distance(root.leading, root.centerX)
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.breakpoints.first?.frames["box"]?.width, 187.5)
        let html = FigureRenderer().render(solved)
        // Too long for the box at a phone's scale, it goes in a lane, named.
        XCTAssertTrue(html.contains(">box: w 187.5 = distance(root.leading, root.centerX)</span>"), html)
    }
}
