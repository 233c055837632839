import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A constraint to a view's margins or safe area is drawn with how far the
/// guide lies inside its owner: the 回 figure's inner box sits on the card's
/// 24-point margins with a constant of 0, and showed no 24 anywhere; a panel
/// on the safe area showed its own 8 points but not the status bar's 20.
final class GuideInsetMarkTests: XCTestCase {
    func html(_ text: String) -> String {
        FigureRenderer().render(SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1))
    }

    /// `inner.edges == card.margins.edges`: four marks, one per edge.
    func testAViewsMarginsAreLabelledWithTheirInset() {
        let page = html("""
        canvas 375x200
        breakpoints 375
        view card margins=24
          view inner
        card.edges == super.edges + 16
        inner.edges == card.margins.edges

        """)
        // On the drawing, or in the lane under it as "inner: margin 24".
        XCTAssertEqual(page.components(separatedBy: "margin 24<").count - 1, 4, page)
    }

    /// The safe area's inset is drawn once per edge, with the device's
    /// value, beside the constraint's own 8; the root's margins, shaded
    /// already, get no line.
    func testTheSafeAreaInsetIsDrawnOncePerEdge() {
        let page = html("""
        breakpoints iphone-15
        view panel
        label note "Note"
        panel.top == root.safe.top + 8
        panel.bottom == root.safe.bottom - 8
        panel.leading == root.margins.leading
        panel.trailing == root.margins.trailing
        note.top == root.safe.top + 20
        note.leading == root.margins.leading

        """)
        XCTAssertEqual(page.components(separatedBy: ">safe area 59<").count - 1, 1, "top, once for two constraints")
        XCTAssertEqual(page.components(separatedBy: ">safe area 34<").count - 1, 1, "bottom")
        XCTAssertFalse(page.contains(">margin "), "the root's margins are shaded, not measured")
    }

    /// On an iPhone 15 (393 × 852, wider than 375, so the root's margins
    /// are 20) the panel spans the margins, 20 to 373; its middle, 196.5, is
    /// under the Dynamic Island (133.5 to 259.5) and over the home indicator
    /// (129.5 to 263.5): both safe-area marks move a quarter along the
    /// panel, to 20 + 353 / 4 = 108.25, clear of them
    /// (the top one ran through the island, its label on black).
    func testTheSafeAreaMarksKeepClearOfTheIslandAndTheHomeIndicator() {
        let page = html("""
        breakpoints iphone-15
        view panel
        panel.top == root.safe.top + 8
        panel.bottom == root.safe.bottom - 8
        panel.leading == root.margins.leading
        panel.trailing == root.margins.trailing

        """)
        XCTAssertTrue(page.contains("<line x1=\"108.25\" y1=\"0\" x2=\"108.25\" y2=\"59\"/>"), page)
        XCTAssertTrue(page.contains("<line x1=\"108.25\" y1=\"852\" x2=\"108.25\" y2=\"818\"/>"), page)
    }
}
