import XCTest
import PlumbBlocks
import PlumbLayout
import PlumbSolver

/// Priorities are strictly ordered levels, and intrinsic size is hugging
/// (`dim <= c @hug`) plus compression resistance (`dim >= c @res`).
final class PriorityTests: XCTestCase {
    /// Each named level against the next: box.width is pulled to different
    /// values at different levels, and the highest wins wherever they
    /// disagree: 200 @low (250) beats 100 @fitting (50), 300 @high (750)
    /// beats 200 @low, 400 @751 beats 300 @high, required beats 999.
    func testEachLevelBeatsTheOnesBelow() {
        let base = "canvas 500x100\nview box\nbox.leading == root.leading\nbox.top == root.top\nbox.height == 10\n"
        let cases: [(String, Double)] = [
            ("box.width == 100 @fitting\nbox.width == 200 @low", 200),
            ("box.width == 200 @low\nbox.width == 300 @high", 300),
            ("box.width == 300 @high\nbox.width == 400 @751", 400),
            ("box.width == 400 @999\nbox.width == 450 @required", 450),
            ("box.width == 100 @fitting\nbox.width == 200 @low\nbox.width == 300 @high", 300),
        ]
        for (lines, width) in cases {
            let s = Solved(base + lines)
            XCTAssertEqual(s.frame("box")[2], width, lines)
        }
    }

    /// A thousand low-priority wishes never outweigh one at 251: 1,000
    /// constraints `box.width <= 10 @250` against one `box.width == 300 @251`.
    func testLevelsAreNotWeights() {
        var text = "canvas 500x100\nview box\nbox.leading == root.leading\nbox.top == root.top\nbox.height == 10\nbox.width == 300 @251\n"
        for _ in 0..<1000 { text += "box.width <= 10 @250\n" }
        XCTAssertEqual(Solved(text).frame("box")[2], 300)
    }

    /// The spec's first example, by hand: at width 375 the label keeps its
    /// intrinsic 50 x 20 at (20, 20) because its hugging (251) beats the
    /// field's (249); the field takes the rest: 375 - 20 - 78 = 277 wide,
    /// 34 tall, centred on the label: y = 30 - 17 = 13.
    func testLabelBesideFieldHugging() {
        let s = Solved("""
        canvas 375x120
        breakpoints 320 375 768
        label name "Name" intrinsic=50x20 hugging.h=251
        field input intrinsic=-x34 hugging.h=249
        name.leading == root.leading + 20
        name.top == root.top + 20
        input.leading == name.trailing + 8
        input.trailing == root.trailing - 20
        input.centerY == name.centerY
        """)
        XCTAssertEqual(s.frame("name", at: 1), [20, 20, 50, 20])
        XCTAssertEqual(s.frame("input", at: 1), [78, 13, 277, 34])
        // 320: 320 - 20 - 78 = 222; 768: 768 - 98 = 670.
        XCTAssertEqual(s.frame("input", at: 0)[2], 222)
        XCTAssertEqual(s.frame("input", at: 2)[2], 670)
        XCTAssertTrue(s.diagnostics(at: 1).isEmpty)
    }

    /// Reversing the hugging makes the label stretch. With a 100 pt field,
    /// 20 + name + 8 + input + 20 = 375 leaves 327 for the two, 177 more
    /// than their intrinsic 50 + 100. The lower hugging (the label's 249)
    /// gives way first: name = 50 + 177 = 227, input keeps 100.
    func testLowerHuggingStretches() {
        let s = Solved("""
        canvas 375x120
        label name intrinsic=50x20 hugging.h=249
        field input intrinsic=100x34 hugging.h=251
        name.leading == root.leading + 20
        name.top == root.top + 20
        input.leading == name.trailing + 8
        input.trailing == root.trailing - 20
        input.centerY == name.centerY
        """)
        XCTAssertEqual(s.frame("name")[2], 227)
        XCTAssertEqual(s.frame("input"), [255, 13, 100, 34])
        XCTAssertTrue(s.diagnostics().isEmpty)
    }

    /// Two long labels in a row, 20 + a + 8 + b + 20 = 320, so a + b = 272,
    /// with intrinsic widths 200 and 150 (350 > 272: one must shrink by
    /// 78). `first` resists at 1000 (the top optional level, not required):
    /// it keeps 200 and `second` shrinks to 72. No tie, no conflict.
    func testResistance1000KeepsItsWidth() {
        let s = Solved("""
        canvas 320x60
        label first intrinsic=200x20 resistance.h=1000
        label second intrinsic=150x20
        first.leading == root.leading + 20
        second.leading == first.trailing + 8
        second.trailing == root.trailing - 20
        first.top == root.top
        second.top == root.top
        """)
        XCTAssertEqual(s.frame("first")[2], 200)
        XCTAssertEqual(s.frame("second"), [228, 0, 72, 20])
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// resistance=1000 stays optional: a required width of 100 compresses
    /// the label below its intrinsic 200 with no unsatisfiable diagnostic.
    func testResistance1000IsNotRequired() {
        let s = Solved("""
        canvas 320x60
        label first intrinsic=200x20 resistance.h=1000
        first.leading == root.leading
        first.top == root.top
        first.width == 100
        """)
        XCTAssertEqual(s.frame("first")[2], 100)
        XCTAssertFalse(s.kinds().contains(.unsatisfiable))
    }

    /// Equal resistance on the two long labels is a tie: the 78 pt of
    /// compression can be shared any way, and UIKit picks arbitrarily. Plumb
    /// says so, naming the priority to change.
    func testEqualResistanceIsATie() {
        let s = Solved("""
        canvas 320x60
        label first intrinsic=200x20
        label second intrinsic=150x20
        first.leading == root.leading + 20
        second.leading == first.trailing + 8
        second.trailing == root.trailing - 20
        first.top == root.top
        second.top == root.top
        """)
        let tie = s.diagnostics().first { $0.kind == .tie }
        XCTAssertNotNil(tie)
        XCTAssertEqual(tie?.severity, .warning)
        XCTAssertEqual(Set(tie?.views ?? []), ["first", "second"])
        XCTAssertTrue(tie?.message.contains("compression resistance priority (750)") ?? false, tie?.message ?? "")
        XCTAssertEqual(tie?.suggestion, "set first.resistance.h = 751 (or lower it on another)")
        // Whatever the pick, the widths add up to 272 and the row holds.
        XCTAssertEqual(s.frame("first")[2] + s.frame("second")[2], 272)
    }

    /// Priorities are Floats, as in UIKit: 999.99999 rounds to 1000 and is
    /// required, so the conflicting constraint below it is the one broken.
    func testPrioritiesAreFloats() {
        XCTAssertEqual(Priority.layout(999.99999), 1000)
        XCTAssertEqual(Priority.layout(251), 251)
    }

    /// A priority with decimals is written back as written, in diagnostics
    /// (and the figure's table, through the same notation): a 300 root
    /// cannot hold a required width of 400 beside `a.width == 500 @750.05`,
    /// so the optional one gives way, and the notation writes `@750.05` (once
    /// `@7505`: ".0" was deleted from the Float's text "750.05").
    func testDecimalPrioritiesPrintAsWritten() {
        let s = Solved("""
        view a
        a.leading == root.leading
        a.top == root.top
        a.height == 10
        a.width <= root.width
        a.width == 500 @750.05
        """, widths: [300])
        XCTAssertEqual(s.frame("a"), [0, 0, 300, 10])
        let text = s.diagnostics().map { ([$0.message] + $0.notes.map(\.message)).joined(separator: " | ") }.joined(separator: "\n")
        let parsed = BlockParser.parse("view a\na.width == 500 @750.05")
        let figureText = parsed.block.constraints.map { BlockNotation().constraint($0) }.joined(separator: "\n")
        XCTAssert(figureText.contains("a.width == 500 @750.05"), figureText)
        XCTAssertFalse((text + figureText).contains("7505"), text + figureText)
    }

    /// A negative width is UIKit's answer, kept, but warned about at the
    /// author's constraint that determines it. A 400-wide view pinned to the
    /// trailing edge of a 375 root starts at −25; a label from 20 up to 8
    /// before it ends at −33, so it is −33 − 20 = −53 wide (its compression
    /// resistance, 750, gives way to the required chain). The warning stands
    /// at line 5 (the first written constraint in the row that determines
    /// the width), the other constraints as notes.
    func testANegativeWidthIsKeptAndWarnedAbout() {
        let s = Solved("""
        canvas 375x100
        breakpoints 375
        label leftLabel "A long label on the left side"
        view side
        leftLabel.leading == root.leading + 20
        leftLabel.top == root.top
        side.top == root.top
        side.size == 400x20
        side.trailing == root.trailing
        leftLabel.trailing == side.leading - 8
        """)
        XCTAssertEqual(s.frame("leftLabel")[2], -53)
        let warning = s.diagnostics().first { $0.views == ["leftLabel"] }
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertEqual(warning?.message, "'leftLabel' is -53 wide at width 375: UIKit keeps the negative size and draws the view empty")
        XCTAssertEqual(warning?.location.line, 5)
        XCTAssertEqual(Set(warning?.notes.map(\.location.line) ?? []), [8, 9, 10])
    }

    /// A tie names only the views it moves. `a.leading` wants 10 and 70
    /// (fixed's trailing 50 + 20), both @500: every x from 10 to 70 costs
    /// the same 60, so a's x is an arbitrary pick; `fixed` appears in a tied
    /// constraint but its frame is unique (0, 0, 50, 20), and once was named
    /// too (the oracle's 2 in 150 random blocks).
    func testATieNamesOnlyTheViewsItMoves() {
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
        a.leading == fixed.trailing + 20 @500
        """)
        XCTAssertEqual(s.frame("fixed"), [0, 0, 50, 20])
        let ties = s.diagnostics().filter { $0.kind == .tie }
        XCTAssertEqual(ties.count, 1)
        XCTAssertEqual(ties.first?.views, ["a"])
        XCTAssertFalse(s.diagnostics().contains { $0.kind == .ambiguous }, "the tie explains a's freedom")
        let x = s.frame("a")[0]
        XCTAssertTrue(x >= 10 && x <= 70, "\(x)")
    }
}
