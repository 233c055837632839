import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Each anchor's position as the solution records it
/// (`BreakpointSolution.position(of:)`), worked out by hand: alignment
/// rectangles, baselines, leading and trailing, nested views.
final class AnchorPositionTests: XCTestCase {
    private func position(_ s: Solved, _ name: String, _ anchor: Anchor, at index: Int = 0) -> Double? {
        guard let item = s.block.block.item(named: name) ?? (name == "root" ? s.block.block.root : nil) else { return nil }
        return s.solutions[index].position(of: AnchorRef(item, anchor, at: item.location))
    }

    /// The picture's alignment rectangle is 120 × 120, its frame 30 larger
    /// to the bottom and right (a shadow). Centred at (160, 120) in 320 ×
    /// 240, the rectangle spans x 100...220 and y 60...180; the frame is
    /// (100, 60, 150, 150). Anchors are the rectangle's: centerX 160, not
    /// the frame's 175; the width 120, not 150; with no text, both
    /// baselines are the rectangle's bottom, 180.
    func testAnchorsUseTheAlignmentRectangle() {
        let s = Solved("""
        canvas 320x240
        image photo intrinsic=120x120 alignmentInsets=0,0,30,30
        photo.centerX == root.centerX
        photo.centerY == root.centerY
        """, widths: [320])
        XCTAssertEqual(s.frame("photo"), [100, 60, 150, 150])
        let expected: [(Anchor, Double)] = [(.left, 100), (.leading, 100), (.right, 220), (.trailing, 220), (.centerX, 160),
                                            (.top, 60), (.bottom, 180), (.centerY, 120), (.width, 120), (.height, 120),
                                            (.firstBaseline, 180), (.lastBaseline, 180)]
        for (anchor, value) in expected { XCTAssertEqual(position(s, "photo", anchor), value, "\(anchor)") }
        XCTAssertEqual(position(s, "root", .width), 320)
        XCTAssertEqual(position(s, "root", .centerY), 120)
    }

    /// A 28 pt label's baseline is 1901/2048 × 28 = 25.99 below its top
    /// (its one line fills its frame): at 24 + 25.99 = 49.99. The 13 pt note
    /// sits on it: its own baseline (12.07 down) is there too. A wrapping
    /// label 200 wide takes four lines of 19.79: its last baseline is
    /// 20 + 3 × 19.789 + 15.78 = 95.147, its first 20 + 15.78 = 35.78.
    func testBaselinesAreWhereTheTextPutsThem() {
        let s = Solved("""
        canvas 375x200
        label title "Sales" font=28
        label note "this week" font=13
        label body "A few lines of text, and a button that sits on the last of them, wherever it ends." lines=0
        title.leading == root.leading + 16
        title.top == root.top + 24
        note.leading == title.trailing + 8
        note.firstBaseline == title.firstBaseline
        body.leading == root.leading + 16
        body.top == root.top + 100
        body.width == 200
        """, widths: [375])
        let titleBaseline = 24 + 1901.0 * 28 / 2048
        XCTAssertEqual(position(s, "title", .firstBaseline) ?? 0, titleBaseline, accuracy: 1e-3)
        XCTAssertEqual(position(s, "title", .lastBaseline) ?? 0, titleBaseline, accuracy: 1e-3)
        XCTAssertEqual(position(s, "note", .firstBaseline) ?? 0, titleBaseline, accuracy: 1e-3)
        XCTAssertEqual(position(s, "note", .top) ?? 0, titleBaseline - 1901.0 * 13 / 2048, accuracy: 1e-3)
        let line = 2384.0 * 17 / 2048, ascent = 1901.0 * 17 / 2048
        XCTAssertEqual(position(s, "body", .firstBaseline) ?? 0, 100 + ascent, accuracy: 1e-3)
        XCTAssertEqual(position(s, "body", .lastBaseline) ?? 0, 100 + 3 * line + ascent, accuracy: 1e-3)
    }

    /// Right to left, leading is the right edge: the box 40 wide at 10 from
    /// the root's leading (right) edge of 320 spans 270...310, so leading is
    /// 310 and trailing 270. A view inside it, 5 from its leading edge and
    /// 10 wide, is at x 295...305 in the root's space: leading 305.
    func testLeadingIsTheRightEdgeRightToLeftAndPositionsAreInTheRootsSpace() {
        let s = Solved("""
        canvas 320x100
        direction rtl
        view box
          view dot
        box.leading == root.leading + 10
        box.top == root.top + 20
        box.width == 40
        box.height == 30
        dot.leading == box.leading + 5
        dot.top == box.top + 3
        dot.width == 10
        dot.height == 10
        """, widths: [320])
        // The dot's frame is in the box's space: 295 − 270 = 25.
        XCTAssertEqual(s.frame("dot"), [25, 3, 10, 10])
        XCTAssertEqual(position(s, "box", .leading), 310)
        XCTAssertEqual(position(s, "box", .trailing), 270)
        XCTAssertEqual(position(s, "box", .left), 270)
        XCTAssertEqual(position(s, "dot", .leading), 305)
        XCTAssertEqual(position(s, "dot", .trailing), 295)
        XCTAssertEqual(position(s, "dot", .top), 23)
        XCTAssertEqual(position(s, "dot", .centerY), 28)
    }

    /// A vertical stack's baselines are its first and last views' (UIStackView's
    /// viewForFirst/LastBaselineLayout), not its own rectangle's: three 17 pt
    /// labels 19.797 tall, 8 apart, from y 20. The first baseline is the
    /// first label's, 20 + 1901/2048 × 17 = 35.78; the last the third's,
    /// 2 × (19.797 + 8) = 55.59 further down, 91.37 (its own rectangle's
    /// centre would be near 57.7). Read with the stack's rectangles built
    /// once: the labels' own are still theirs.
    func testAStacksBaselinesAreItsFirstAndLastViews() {
        let s = Solved("""
        canvas 320x200
        stack list axis=vertical spacing=8
          label a "First"
          label b "Second"
          label c "Third"
        list.top == root.top + 20
        list.leading == root.leading + 16
        """, widths: [320])
        let ascent = 1901.0 * 17 / 2048
        XCTAssertEqual(position(s, "list", .firstBaseline) ?? 0, 20 + ascent, accuracy: 0.02)
        XCTAssertEqual(position(s, "list", .lastBaseline) ?? 0, 20 + 2 * (19.797 + 8) + ascent, accuracy: 0.02)
        XCTAssertEqual(position(s, "list", .firstBaseline), position(s, "a", .firstBaseline))
        XCTAssertEqual(position(s, "list", .lastBaseline), position(s, "c", .lastBaseline))
        XCTAssertEqual(position(s, "list", .top), 20)
    }
}
