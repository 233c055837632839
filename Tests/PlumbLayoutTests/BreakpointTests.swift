import XCTest
import PlumbLayout
import PlumbBlocks
import PlumbDiagnostics

/// Breakpoints, size classes, `when`, auto height, and incremental solving.
final class BreakpointTests: XCTestCase {
    /// `when compact` / `when regular` / `when width >= N` switch constraints
    /// and properties per breakpoint. At 375 (compact) the box is 100 wide;
    /// at 768 (regular) 300; at 1024 also ≥ 1000 applies: 500.
    func testConditionsFollowTheBreakpoint() {
        let s = Solved("""
        canvas 375x100
        breakpoints 375 768 1024
        view box
        label tag intrinsic=40x20
        box.leading == root.leading
        box.top == root.top
        box.height == 10
        tag.leading == root.leading
        tag.top == box.bottom
        when compact:
          box.width == 100
        when regular:
          box.width == 300 @high
          when width >= 1000:
            box.width == 500
            tag.intrinsic = 80x20
        """)
        XCTAssertEqual(s.solutions.map(\.sizeClass), [.compact, .regular, .regular])
        XCTAssertEqual(s.frame("box", at: 0)[2], 100)
        XCTAssertEqual(s.frame("box", at: 1)[2], 300)
        XCTAssertEqual(s.frame("box", at: 2)[2], 500)
        XCTAssertEqual(s.frame("tag", at: 1)[2], 40)
        XCTAssertEqual(s.frame("tag", at: 2)[2], 80)
    }

    /// `canvas Wxauto`: the root is as short as the constraints allow. A
    /// 40-tall view 20 from the top and 20 from the bottom: 80.
    func testAutoHeight() {
        let s = Solved("""
        canvas 320xauto
        view box
        box.top == root.top + 20
        box.bottom == root.bottom - 20
        box.height == 40
        box.leading == root.leading
        box.width == 10
        """)
        XCTAssertEqual(s.solutions.first?.height, 80)
    }

    /// Moving between breakpoints is incremental, and gives exactly what a
    /// fresh solve at each width gives, including across a conflict at the
    /// narrowest width (where the solver is rebuilt with the root first).
    func testIncrementalEqualsFresh() {
        let text = """
        canvas 375x200
        breakpoints 768 320 375 1024 320
        label title "A title long enough to wrap somewhere" lines=0
        view box
        title.leading == root.leading + 16
        title.trailing == root.trailing - 16
        title.top == root.top + 16
        box.top == title.bottom + 8
        box.leading == root.leading + 10
        box.width == 330
        box.trailing <= root.trailing - 10
        box.height == 20
        when width >= 700:
          box.width == 600 @high
        """
        let together = Solved(text)
        XCTAssertEqual(together.solutions.count, 5)
        for (i, width) in [768.0, 320, 375, 1024, 320].enumerated() {
            let alone = Solved(text, widths: [width])
            XCTAssertEqual(together.frame("title", at: i), alone.frame("title"), "width \(width)")
            XCTAssertEqual(together.frame("box", at: i), alone.frame("box"), "width \(width)")
            XCTAssertEqual(together.kinds(at: i), alone.kinds(), "width \(width)")
        }
        // At 320, 10 + 330 + 10 > 320: the cap is broken, the box keeps 330.
        XCTAssertEqual(together.frame("box", at: 1)[2], 330)
        XCTAssertTrue(together.kinds(at: 1).contains(.unsatisfiable))
        XCTAssertFalse(together.kinds(at: 2).contains(.unsatisfiable))
    }

    /// `a.width == 300` and `a.width == root.width - 20` agree at 320 and
    /// contradict each other at every other width. Solved at 320 first, the
    /// re-solve at 375 used to keep a = 300 with no diagnostic (the second
    /// equality silently off by 55): UIKit breaks one of them and logs it,
    /// so the figure must say so, exactly as a fresh solve at 375 does.
    func testAContradictionThatAppearsAtTheNextBreakpointIsReported() {
        let text = """
        breakpoints 320 375
        view a
        a.leading == root.leading
        a.width == 300
        a.width == root.width - 20
        a.top == root.top
        a.height == 20
        """
        let s = Solved(text)
        XCTAssertEqual(s.kinds(at: 0), [])
        XCTAssertEqual(s.kinds(at: 1), [.unsatisfiable])
        XCTAssertEqual(s.kinds(at: 1), Solved(text, widths: [375]).kinds())
        XCTAssertEqual(s.frame("a", at: 1), Solved(text, widths: [375]).frame("a"))
    }

    /// Breakpoint widths from --width override the block's; the canvas width
    /// is the fallback; device names resolve from the table.
    func testPlannedBreakpoints() {
        let parsed = BlockParser.parse("canvas 500x100\nview a\na.edges == root.edges")
        let solver = BlockSolver(block: parsed.block, notation: BlockNotation(), wording: BlockMessages())
        XCTAssertEqual(solver.plannedBreakpoints(widths: nil, defaults: nil).map(\.0), [.width(500)])
        XCTAssertEqual(solver.plannedBreakpoints(widths: nil, defaults: [320, 640]).map(\.0), [.width(320), .width(640)])
        XCTAssertEqual(solver.plannedBreakpoints(widths: [100], defaults: [320]).map(\.0), [.width(100)])
        let devices = BlockParser.parse("breakpoints iphone-se ipad 600\nview a")
        XCTAssertEqual(devices.block.breakpoints, [.device(Device.named("iphone-se")!), .device(Device.named("ipad")!), .width(600)])
    }
}
