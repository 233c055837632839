import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// `preservesSuperviewLayoutMargins` (issue 28 §1). [U] Apple's
/// documentation of the property: "When any of the superview's margins is
/// inside the area represented by the content view and its own margins,
/// UIKit adjusts the content view's layout to respect the superview's
/// margins. The amount of the adjustment is the smallest amount needed to
/// ensure that content is also inside the superview's margins." Default
/// false (UIView.h: "default is NO"). On each side: max(own margin, the
/// superview's margin less the distance from its edge to the view's).
final class PreservedMarginTests: XCTestCase {
    /// A 375 × 200 root (margins 16 at the sides, 0 top and bottom) and a
    /// card filling it, with the default 8 on every side; a pinned to the
    /// card's margins.
    let card = """
    canvas 375x200
    view card
     view a
    card.top == root.top
    card.bottom == root.bottom
    card.trailing == root.trailing
    a.edges == card.margins.edges

    """

    /// Not preserving: the card's own 8 everywhere: a = (8, 8, 375 − 16 =
    /// 359, 200 − 16 = 184).
    func testOffByDefault() {
        XCTAssertEqual(Solved(card + "card.leading == root.leading\n").frame("a"), [8, 8, 359, 184])
    }

    /// Preserving, with the card at the root's edges: left max(8, 16 − 0) =
    /// 16, right 16, top max(8, 0 − 0) = 8, bottom 8: a = (16, 8, 375 − 32 =
    /// 343, 184).
    func testTheSuperviewsMarginsReachIn() {
        let s = Solved(card + "card.leading == root.leading\ncard.preservesSuperviewLayoutMargins = true\n")
        XCTAssertEqual(s.frame("a"), [16, 8, 343, 184])
    }

    /// Only by the smallest amount needed: with the card 10 pt in from the
    /// left, the root's 16 reaches 6 into it, less than its own 8, so the
    /// left stays 8; the right edge is the root's, so 16. Card 365 wide:
    /// a = (8, 8, 365 − 8 − 16 = 341, 184) in the card.
    func testOnlyTheSmallestAdjustment() {
        let s = Solved(card + "card.leading == root.leading + 10\ncard.preservesSuperviewLayoutMargins = true\n")
        XCTAssertEqual(s.frame("card"), [10, 0, 365, 200])
        XCTAssertEqual(s.frame("a"), [8, 8, 341, 184])
    }

    /// It cascades: an inner view filling the card, both preserving, takes
    /// the card's effective margins (16, 8, 16, 8 at its edges), its own 8
    /// being smaller: b = (16, 8, 343, 184) in inner, which is at (0, 0) in
    /// the card. Through VFL's `|-` too, which reads the margins guide.
    func testItCascadesAndVisualFormatReadsIt() {
        let text = """
        canvas 375x200
        view card preservesSuperviewLayoutMargins=true
         view inner preservesSuperviewLayoutMargins=true
          view b
        card.edges == root.edges
        inner.edges == card.edges
        H:|-[b]-|
        V:|-[b]-|
        """
        XCTAssertEqual(Solved(text).frame("b"), [16, 8, 343, 184])
    }

    /// A card placed by its own preserved margin never settles: x = 12 −
    /// left, left = max(8, 16 − x): 8, x 4, left 12, x 0, left 16, x −4, …
    /// An `unsettled` error at the constraint that reads the guide, naming
    /// the preserved margins (not the safe area).
    func testALoopThroughThePreservedMarginIsUnsettled() {
        let s = Solved("""
        canvas 375x100
        view card preservesSuperviewLayoutMargins=true
        distance(root.leading, card.leading) == distance(card.leading, card.margins.leading) * -1 + 12
        card.top == root.top
        card.size == 200x50
        """)
        let unsettled = s.diagnostics().filter { $0.kind == .unsettled }
        XCTAssertEqual(unsettled.map(\.location.line), [3])
        XCTAssertTrue(unsettled.first?.message.contains("the margins of 'card', which preserve its superview's") == true, unsettled.first?.message ?? "")
    }

    /// A root has no superview inside the block: the setting is for views.
    func testNotOnTheRoot() {
        let s = SolvedBlock.solve("view a\nroot.preservesSuperviewLayoutMargins = true", origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(s.parsed.diagnostics.map(\.kind), [.badValue])
    }
}
