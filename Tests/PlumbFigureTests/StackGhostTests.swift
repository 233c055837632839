import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout

/// A hidden arranged view drawn as a named marker, and the alignment named
/// on each stack of an alignments figure (issue 30).
final class StackGhostTests: XCTestCase {
    private func render(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, live: .none)
        return FigureRenderer().render(solved)
    }

    private func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }

    /// `first` is 60 wide from the stack's leading edge 16 (the root's
    /// margin); the spacing 12 puts `last` at 16 + 60 + 12 = 88, and the
    /// hidden `middle`, squeezed to nothing, halfway: 16 + 60 + 6 = 82. Its
    /// marker is the dashed line at x 82 across its 30-pt height (the stack
    /// is centred in the 60-pt root: y 15 to 45), with a bar at each end.
    func testHiddenArrangedViewIsAMarkedPinch() {
        let html = render("""
        canvas 375x60
        stack row spacing=12 alignment=center
          view first intrinsic=60x30
          view middle intrinsic=80x30 hidden=true
          view last intrinsic=60x30
        row.leading == root.margins.leading
        row.centerY == root.centerY
        """)
        XCTAssertEqual(count("class=\"plumb-hidden-ghost\"", in: html), 1)
        XCTAssertTrue(html.contains("<line x1=\"82\" y1=\"15\" x2=\"82\" y2=\"45\"/>"), html)
        XCTAssertTrue(html.contains(">middle hidden: no space</span>"))
        XCTAssertTrue(html.contains("hidden arranged view: takes no space"))
    }

    /// Nothing hidden, no marker and no key.
    func testNoMarkerWithoutHiddenViews() {
        let html = render("""
        canvas 375x60
        stack row spacing=12
          view first intrinsic=60x30
          view last intrinsic=60x30
        row.leading == root.leading
        row.top == root.top
        """)
        XCTAssertFalse(html.contains("plumb-hidden-ghost"))
        XCTAssertFalse(html.contains("takes no space"))
    }

    /// Two stacks with different alignments: each is named. Two stacks with
    /// the same one: the figure is not about alignment, and neither is.
    func testAlignmentIsNamedWhereTheStacksDiffer() {
        let differing = render("""
        canvas 375x120
        stack a spacing=8 alignment=top
          label a1 "Large" font=28
          label a2 "Small"
        stack b spacing=8 alignment=firstBaseline
          label b1 "Large" font=28
          label b2 "Small"
        a.leading == root.leading + 16
        a.top == root.top + 8
        b.leading == root.leading + 16
        b.top == a.bottom + 8
        """)
        XCTAssertEqual(count(">alignment=top</span>", in: differing) + count(">a: alignment=top</span>", in: differing), 1, differing)
        XCTAssertEqual(count(">alignment=firstBaseline</span>", in: differing) + count(">b: alignment=firstBaseline</span>", in: differing), 1)

        let same = render("""
        canvas 375x120
        stack a spacing=8 alignment=top
          label a1 "Large" font=28
        stack b spacing=8 alignment=top
          label b1 "Large" font=28
        a.leading == root.leading + 16
        a.top == root.top + 8
        b.leading == root.leading + 16
        b.top == a.bottom + 8
        """)
        XCTAssertFalse(same.contains("alignment=top</span>"))
    }
}
