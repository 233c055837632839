import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbFigure

/// A position with a multiplier is labelled with what decides it, and a
/// variant's note never covers the control it names.
final class ProportionalPositionFigureTests: XCTestCase {
    private func html(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        return FigureRenderer().render(solved)
    }

    /// The relations chapter's dot, on a 400-point root: root.centerX is
    /// 200 in the root's bounds, so the dot's centre is 0.5 × 200 = 100.
    /// The line runs from the root's leading edge (0) to 100, level with
    /// the dot's middle (10 + 40 / 2 = 30).
    func testAMultipliedCentreIsDrawnFromTheRootsEdge() {
        let html = html("""
        canvas 400x100
        breakpoints 400
        view dot
        dot.centerX == root.centerX * 0.5
        dot.top == root.top + 10
        dot.size == 40x40
        """)
        XCTAssertTrue(html.contains("<g class=\"plumb-spacing\"><line x1=\"0\" y1=\"30\" x2=\"100\" y2=\"30\"/></g>"), html)
        // The label is wider than the 80 points left of the dot (x 80 to
        // 120): on the line it would cover the dot it explains, so it goes
        // in a lane under the drawing, named.
        XCTAssertTrue(html.contains(">dot: 100 = 0.5× root.centerX</span>"), html)
    }

    /// Inside a card at x 100, 200 wide: UIKit installs the constraint on
    /// the card and measures in its bounds, where card.centerX is 100, so
    /// the dot's centre is at 0.5 × 100 = 50 in the card, 150 in the root.
    /// The line starts at the card's edge (100), not the root's.
    func testANestedMultipliedCentreIsMeasuredInItsSuperviewsBounds() {
        let html = html("""
        canvas 400x100
        breakpoints 400
        view card
          view dot
        card.leading == root.leading + 100
        card.top == root.top
        card.size == 200x100
        dot.centerX == card.centerX * 0.5
        dot.top == card.top + 10
        dot.size == 20x20
        """)
        XCTAssertTrue(html.contains("<line x1=\"100\" y1=\"20\" x2=\"150\" y2=\"20\"/>"), html)
        // The card's own labels crowd the dot: the label goes in a lane, named.
        XCTAssertTrue(html.contains(">dot: 50 = 0.5× card.centerX</span>"), html)
    }

    /// A switch that fills the canvas's height leaves no room above or
    /// below it: the "moved" note goes in a lane under the drawing, naming
    /// the switch, instead of being centred on it (where it hid the switch
    /// in the size-classes chapter's AX3 tab).
    func testAVariantNoteIsNeverCentredOnASwitch() {
        let html = html("""
        canvas 300x31
        breakpoints 300
        switch toggle
        toggle.leading == root.leading + 10
        toggle.top == root.top
        variant "Moved":
          - toggle.leading == root.leading + 10
          toggle.leading == root.leading + 60
        """)
        let tab = html.components(separatedBy: "<div class=\"plumb-variant\"").last ?? ""
        let notes = tab.components(separatedBy: "<span class=\"plumb-mark plumb-variant-note\"").dropFirst().map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(notes.count, 1, "\(notes)")
        XCTAssertTrue(notes.allSatisfy { $0.hasSuffix(">toggle: moved") && !$0.contains("translate(-50%,-50%)") }, "\(notes)")
    }
}
