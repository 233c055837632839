import XCTest
import PlumbLayout

/// UIStackView's arrangement, worked out by hand for every distribution and
/// alignment on both axes.
///
/// The horizontal stack is 300 wide, pinned at the root's top-left, spacing
/// 10, with three views: a (50 x 20, hugging 249: stretches first), b
/// (80 x 30, hugging 251) and c (40 x 10). The vertical stack is the same
/// turned round: 300 tall, a (20 x 50), b (30 x 80), c (10 x 40).
final class StackViewTests: XCTestCase {
    private func horizontal(_ distribution: String, _ alignment: String, spacing: String = "10") -> Solved {
        Solved("""
        canvas 400x400
        stack s distribution=\(distribution) alignment=\(alignment) spacing=\(spacing)
          view a intrinsic=50x20 hugging.h=249
          view b intrinsic=80x30 hugging.h=251
          view c intrinsic=40x10
        s.leading == root.leading
        s.top == root.top
        s.width == 300
        """)
    }

    private func vertical(_ distribution: String, _ alignment: String) -> Solved {
        Solved("""
        canvas 400x400
        stack s axis=vertical distribution=\(distribution) alignment=\(alignment) spacing=10
          view a intrinsic=20x50 hugging.v=249
          view b intrinsic=30x80 hugging.v=251
          view c intrinsic=10x40
        s.leading == root.leading
        s.top == root.top
        s.height == 300
        """)
    }

    /// Along the axis, per distribution (positions and lengths of a, b, c):
    /// - fill: a stretches (lowest hugging) to 300 - 20 - 80 - 40 = 160:
    ///   0/160, 170/80, 260/40;
    /// - fillEqually: (300 - 20) / 3 = 93.333 each: 0, 103.333, 206.667;
    /// - fillProportionally: Den = 50 + 80 + 40 + 2 × 10 = 190; a = 50/190 ×
    ///   300 = 78.947 @999, b = 80/190 × 300 = 126.316 @998; the multipliers
    ///   leave 11.6 pt over, and c, the lowest priority (@997), gives way:
    ///   c = 300 - 20 - 78.947 - 126.316 = 74.737;
    /// - equalSpacing: intrinsic lengths, gaps (300 - 170) / 2 = 65: 0, 115, 260;
    /// - equalCentering: a's centre 25, c's 280, b's halfway at 152.5: 112.5.
    static let along: [String: [[Double]]] = [
        "fill": [[0, 160], [170, 80], [260, 40]],
        "fillEqually": [[0, 93.333], [103.333, 93.333], [206.667, 93.333]],
        "fillProportionally": [[0, 78.947], [88.947, 126.316], [225.263, 74.737]],
        "equalSpacing": [[0, 50], [115, 80], [260, 40]],
        "equalCentering": [[0, 50], [112.5, 80], [260, 40]],
    ]

    /// Across the axis (offset and thickness of a, b, c; the stack is as
    /// thick as b, 30):
    /// - fill: all as thick as the stack; compression at 750 is 0 from 30 up,
    ///   hugging at 250 is least at 30: 0/30 each;
    /// - leading (top): 0, at their intrinsic thickness;
    /// - center: centred on 15: 5, 0, 10;
    /// - trailing (bottom): ending at 30: 10, 0, 20;
    /// - firstBaseline / lastBaseline (horizontal): a view without text has
    ///   its baselines at its bottom, so the bottoms align. The edges differ
    ///   (uikit-semantics.md §4.6, from UIKit's _UIAlignedLayoutArrangement):
    ///   - lastBaseline: C.bottom ≥ a.bottom, C.top == spanner.top ≤ every
    ///     top, the stack pulled short (@49): top at b's top, as bottom:
    ///     10, 0, 20, and the stack is 30;
    ///   - firstBaseline: C.top ≤ a.top (a is the first view), C.bottom ==
    ///     spanner.bottom ≥ every bottom; pulled short, a's top meets the
    ///     stack's (0) and the bottoms sit at 20: b, taller and later, starts
    ///     at −10 and sticks out above the stack, c at 10; the stack is 20.
    static let across: [String: [[Double]]] = [
        "fill": [[0, 30], [0, 30], [0, 30]],
        "leading": [[0, 20], [0, 30], [0, 10]],
        "center": [[5, 20], [0, 30], [10, 10]],
        "trailing": [[10, 20], [0, 30], [20, 10]],
        "firstBaseline": [[0, 20], [-10, 30], [10, 10]],
        "lastBaseline": [[10, 20], [0, 30], [20, 10]],
    ]

    func testEveryDistributionAndAlignmentHorizontally() {
        for (distribution, alongAxis) in StackViewTests.along {
            for (alignment, acrossAxis) in StackViewTests.across {
                let name = alignment == "leading" ? "top" : alignment == "trailing" ? "bottom" : alignment
                let s = horizontal(distribution, name)
                for (i, view) in ["a", "b", "c"].enumerated() {
                    let f = s.frame(view)
                    XCTAssertEqual(f, [alongAxis[i][0], acrossAxis[i][0], alongAxis[i][1], acrossAxis[i][1]], "\(distribution) \(name): \(view)")
                }
                XCTAssertEqual(s.frame("s"), [0, 0, 300, alignment == "firstBaseline" ? 20 : 30], "\(distribution) \(name)")
                XCTAssertTrue(s.diagnostics().isEmpty, "\(distribution) \(name): \(s.diagnostics().map(\.message))")
            }
        }
    }

    /// The same numbers turned round. Baseline alignments do nothing in a
    /// vertical stack (UIKit applies only the alignment of the cross axis, and
    /// baselines are vertical): the views' x is then undetermined, which
    /// Plumb reports as ambiguous.
    func testEveryDistributionAndAlignmentVertically() {
        for (distribution, alongAxis) in StackViewTests.along {
            for (alignment, acrossAxis) in StackViewTests.across where !alignment.hasSuffix("Baseline") {
                let s = vertical(distribution, alignment)
                for (i, view) in ["a", "b", "c"].enumerated() {
                    XCTAssertEqual(s.frame(view), [acrossAxis[i][0], alongAxis[i][0], acrossAxis[i][1], alongAxis[i][1]], "\(distribution) \(alignment): \(view)")
                }
                XCTAssertEqual(s.frame("s"), [0, 0, 30, 300], "\(distribution) \(alignment)")
                XCTAssertTrue(s.diagnostics().isEmpty, "\(distribution) \(alignment): \(s.diagnostics().map(\.message))")
            }
            let baseline = vertical(distribution, "firstBaseline")
            XCTAssertTrue(baseline.kinds().contains(.ambiguous), distribution)
        }
    }

    /// fillProportionally without spacing: Den = 170, the multipliers add up
    /// to exactly 1 and nobody gives way: 300 × 50/170 = 88.235, × 80/170 =
    /// 141.176, × 40/170 = 70.588.
    func testFillProportionallyWithoutSpacing() {
        let s = horizontal("fillProportionally", "fill", spacing: "0")
        XCTAssertEqual(s.frame("a")[2], 88.235)
        XCTAssertEqual(s.frame("b")[2], 141.176)
        XCTAssertEqual(s.frame("c")[2], 70.588)
    }

    /// A hidden view leaves the chain: visible neighbours are spaced directly
    /// (a at 0-50, c 10 later at 60), the hidden b collapses to width 0
    /// (UISV-hiding @999.999) and sits half a spacing after a (55), tied there
    /// at priority 50. With fill and nothing stretching c ends at 100 and the
    /// stack hugs it when its width is free.
    func testHiddenViews() {
        let s = Solved("""
        canvas 400x100
        stack s spacing=10 alignment=top
          view a intrinsic=50x20
          view b intrinsic=80x30 hidden=true
          view c intrinsic=40x10
        s.leading == root.leading
        s.top == root.top
        """)
        XCTAssertEqual(s.frame("a"), [0, 0, 50, 20])
        XCTAssertEqual(s.frame("b"), [55, 0, 0, 30])
        XCTAssertEqual(s.frame("c"), [60, 0, 40, 10])
        XCTAssertEqual(s.frame("s")[2], 100)
    }

    /// spacingAfter replaces the spacing after one view; `system` is 8:
    /// a 0-50, 25 after it b at 75-155, then 8: c at 163.
    func testCustomAndSystemSpacing() {
        let s = Solved("""
        canvas 400x100
        stack s spacing=system alignment=top
          view a intrinsic=50x20 spacingAfter=25
          view b intrinsic=80x30
          view c intrinsic=40x10
        s.leading == root.leading
        s.top == root.top
        """)
        XCTAssertEqual(s.frame("b")[0], 75)
        XCTAssertEqual(s.frame("c")[0], 163)
        XCTAssertEqual(s.frame("s")[2], 203)
    }

    /// relativeToMargins: the canvas is the stack's margins guide. With
    /// margins 10 (a stack's own default is 0) a 200 x 60 stack lays its
    /// views out in (10, 10, 180, 40): fillEqually gives (180 - 10) / 2 = 85.
    /// A long fillEqually column (issue 14's 300-view stack, which took 8 s
    /// to build): views alternately 10 and 30 tall by their content, spacing
    /// 2, the root as tall as it needs (`xauto`, pulled short @50).
    /// fillEqually makes every height one h. The 30-tall views resist
    /// being shorter at 750, which beats the 10-tall views' hugging (250)
    /// and the root's pull (50), so h = 30: view i sits at y = 32·i, and the
    /// root is 300·30 + 299·2 = 9,598 tall. Every 10-tall view's hugging
    /// gives way by 20.
    func testALongFillEquallyStack() {
        var text = "canvas 375xauto\nbreakpoints 375\nstack s axis=vertical distribution=fillEqually spacing=2\n"
        for i in 0..<300 { text += "  view v\(i) intrinsic=-x\(i % 2 == 0 ? 10 : 30)\n" }
        text += "s.edges == root.edges\n"
        let s = Solved(text)
        XCTAssertEqual(s.solutions.first?.height, 9598)
        for i in [0, 1, 2, 149, 298, 299] { XCTAssertEqual(s.frame("v\(i)"), [0, Double(32 * i), 375, 30], "v\(i)") }
        let givingWay = s.solutions[0].statuses.filter { $0.state == .violated }
        XCTAssertTrue(givingWay.isEmpty, "no written constraint gives way: \(givingWay)")
        XCTAssertEqual(s.solutions[0].contentSizing.filter { $0.axis == .vertical && $0.natural == 10 }.count, 150)
    }

    func testMarginsRelativeArrangement() {
        let s = Solved("""
        canvas 400x100
        stack s spacing=10 distribution=fillEqually relativeToMargins=true margins=10
          view a
          view b
        s.leading == root.leading
        s.top == root.top
        s.size == 200x60
        """)
        XCTAssertEqual(s.frame("a"), [10, 10, 85, 40])
        XCTAssertEqual(s.frame("b"), [105, 10, 85, 40])
    }

    /// Baselines from text: a 17 pt and a 34 pt label aligned on their first
    /// baseline. Their ascents are 1901 × 17 / 2048 = 15.7798 and 31.5596.
    /// The stack meets the *first* view's top with C.top ≤ small.top and is
    /// pulled short (@49), so small sits at the stack's top, 0, and big, whose
    /// baseline is 15.7798 further down inside it, starts at −15.7798: it
    /// sticks out above the stack, as UIKit draws a later, taller view
    /// (uikit-semantics.md §4.6: the baseline's side is not an aligned edge,
    /// so the canvas connection there is an inequality; the reference marks
    /// the exact relation [U]). The stack ends at the lower bottom: small's
    /// 2384 × 17 / 2048 = 19.789, big's −15.7798 + 39.578125 = 23.798.
    func testFirstBaselineAlignmentWithText() {
        let s = Solved("""
        canvas 400x100
        stack s alignment=firstBaseline spacing=8
          label small "Name"
          label big "Name" font=34
        s.leading == root.leading
        s.top == root.top
        """)
        XCTAssertEqual(s.frame("big")[1], -15.78)
        XCTAssertEqual(s.frame("small")[1], 0)
        XCTAssertEqual(s.frame("s")[3], 23.798)
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// Nested stacks, and a vertical stack's baseline-relative spacing: the
    /// outer vertical stack holds a row (two 30 x 20 views 4 apart: 64 wide)
    /// and a 100 x 10 view, 6 below. fill alignment stretches the row to
    /// 100; its views (hugging 250 both) tie, which Plumb reports; give one
    /// 251 and the other stretches: 100 - 4 - 30 = 66.
    func testNestedStacks() {
        let s = Solved("""
        canvas 400x200
        stack outer axis=vertical spacing=6
          stack row spacing=4
            view x intrinsic=30x20 hugging.h=251
            view y intrinsic=30x20
          view z intrinsic=100x10
        outer.leading == root.leading
        outer.top == root.top
        """)
        XCTAssertEqual(s.frame("row"), [0, 0, 100, 20])
        XCTAssertEqual(s.frame("x"), [0, 0, 30, 20])
        XCTAssertEqual(s.frame("y"), [34, 0, 66, 20])
        XCTAssertEqual(s.frame("z"), [0, 26, 100, 10])
        XCTAssertEqual(s.frame("outer"), [0, 0, 100, 36])
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }

    /// Right to left, the first arranged view is at the right: a ends at 300.
    func testRightToLeftOrder() {
        let s = Solved("""
        canvas 300x100
        direction rtl
        stack s spacing=10 alignment=top distribution=equalSpacing
          view a intrinsic=50x20
          view b intrinsic=80x30
        s.leading == root.leading
        s.trailing == root.trailing
        s.top == root.top
        """)
        XCTAssertEqual(s.frame("a")[0], 250)
        XCTAssertEqual(s.frame("b")[0], 0)
    }

    /// Two multi-line labels side by side share the stack's width
    /// (UISV-text-width-disambiguation): each at most (300 - 10) / 2 = 145,
    /// so both wrap instead of one taking the whole row.
    func testMultilineLabelsShareTheWidth() {
        let s = Solved("""
        canvas 300x200
        stack s spacing=10 alignment=top
          label a "A first label long enough to wrap" lines=0 hugging.h=251
          label b "A second label also long enough to wrap" lines=0
        s.leading == root.leading
        s.trailing == root.trailing
        s.top == root.top
        """)
        XCTAssertLessThanOrEqual(s.frame("a")[2], 145)
        XCTAssertGreaterThan(s.frame("a")[3], 20)   // more than one line
        XCTAssertGreaterThan(s.frame("b")[3], 20)
        XCTAssertEqual(s.frame("a")[2] + 10 + s.frame("b")[2], 300)
    }

    /// The identifiers are UIKit's, so a conflict reads like Xcode's log: a
    /// required 200 pt width on a view in a 100 pt fillEqually stack breaks.
    func testDiagnosticsUseUIKitIdentifiers() {
        let s = Solved("""
        canvas 300x100
        stack s distribution=fillEqually
          view a
          view b
        s.leading == root.leading
        s.top == root.top
        s.size == 100x20
        a.width == 80
        """)
        let d = s.diagnostics().first { $0.kind == .unsatisfiable }
        XCTAssertNotNil(d)
        let ids = d?.constraints ?? []
        XCTAssertTrue(ids.contains("UISV-fill-equally") || ids.contains("UISV-canvas-connection"), "\(ids)")
    }

    /// fillProportionally falls back to fillEqually when the proportional
    /// lengths add up to (almost) nothing: views without intrinsic size give
    /// Den = 0 + 2 × 10 = 20, not more than 10 × (3 - 1): (300 - 20) / 3 each.
    func testFillProportionallyFallsBackToFillEqually() {
        let s = Solved("""
        canvas 400x100
        stack s distribution=fillProportionally spacing=10
          view a
          view b
          view c
        s.leading == root.leading
        s.top == root.top
        s.size == 300x20
        """)
        XCTAssertEqual(s.frame("a")[2], 93.333)
        XCTAssertEqual(s.frame("b")[0], 103.333)
        XCTAssertEqual(s.frame("c")[2], 93.333)
    }

    /// baselineRelative in a vertical stack measures the spacing from one
    /// label's last baseline to the next one's first: both baselines sit
    /// 15.7798 below their label's top, so with spacing 10 the second label
    /// starts 10 below the first one's top, overlapping its box.
    func testBaselineRelativeSpacing() {
        let s = Solved("""
        canvas 400x100
        stack s axis=vertical spacing=10 baselineRelative=true alignment=leading
          label first "Name"
          label second "Name"
        s.leading == root.leading
        s.top == root.top
        """)
        XCTAssertEqual(s.frame("first")[1], 0)
        XCTAssertEqual(s.frame("second")[1], 10)
    }

    /// A horizontal stack's own baseline is its *tallest* arranged view's
    /// (UIStackView's viewForFirstBaselineLayout; uikit-semantics.md §4.6,
    /// "the tallest item"), not its first. Centre-aligned: small (17 pt,
    /// 19.789 rounded up to 1/64: 19.796875 tall) first, big (34 pt,
    /// 39.578125) second; big sets the stack's height and sits at 0, small at
    /// (39.578125 − 19.796875)/2 = 9.890625. Big's first baseline is at its
    /// ascent 31.5596, so a 17 pt note whose first baseline equals the
    /// stack's sits at 31.5596 − 15.7798 = 15.7798. (Asking the first view
    /// instead would put the note level with small: 9.891.)
    func testAHorizontalStacksBaselineIsItsTallestView() {
        let s = Solved("""
        canvas 400x100
        stack s alignment=center spacing=8
          label small "Name"
          label big "Name" font=34
        label note "Note"
        s.leading == root.leading
        s.top == root.top
        note.leading == s.trailing + 8
        note.firstBaseline == s.firstBaseline
        """)
        XCTAssertEqual(s.frame("big")[1], 0)
        XCTAssertEqual(s.frame("small")[1], 9.891)
        XCTAssertEqual(s.frame("note")[1], 15.78)
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }
}
