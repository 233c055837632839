import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Issue 26 §4's reproducers: a width's answer does not depend on the
/// widths solved before it, nor on whether it is a snapshot or a point of
/// the live sweep. (The property over random blocks is
/// `OneAnswerPropertyTests`.)
final class OneAnswerTests: XCTestCase {
    private func solve(_ text: String, _ widths: [Double], live: SolvedBlock.LiveRequest = .none) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths, live: live)
    }

    /// A stack laid out relative to its margins, solved three times at 375,
    /// was 80, 160 and 240 tall: hanging below a root of auto height (0
    /// tall), it took its whole height as a bottom safe-area inset, its
    /// margins grew by it, and each pass (and each solve) started from the
    /// last. A stack's own margins are 0 (`initWithFrame:` sets them so,
    /// uikit-semantics.md §4.7) and nothing is unsafe here: 20 tall, every
    /// time. With `margins=8`: 8 + 20 + 8 = 36.
    func testAMarginsRelativeStackIsAsTallEveryTime() {
        let body = "\n view a intrinsic=50x20\ns.leading == root.leading\ns.top == root.top"
        let plain = solve("stack s relativeToMargins=true" + body, [375, 375, 375])
        XCTAssertEqual(plain.breakpoints.map { $0.frames["s"]!.height }, [20, 20, 20])
        let inset = solve("stack s relativeToMargins=true margins=8" + body, [375, 375, 375])
        XCTAssertEqual(inset.breakpoints.map { $0.frames["s"]!.height }, [36, 36, 36])
        XCTAssertEqual(inset.breakpoints.map { $0.frames["a"]!.y }, [8, 8, 8])
    }

    /// A box below a 100-pt canvas, its label pinned to the box's margins:
    /// the box is 8 + 19.797 (a 17-pt line) + 8 = 35.797 tall at 768 whether
    /// 375 came first (it was 286) or not (143).
    func testABoxBelowTheCanvasIsAsTallAfterAnotherWidth() {
        let text = """
        canvas 375x100
        view box
          label a "Hi"
        box.leading == root.leading
        box.top == root.bottom + 10
        box.width == 100
        a.edges == box.margins.edges
        """
        let both = solve(text, [375, 768]), alone = solve(text, [768])
        XCTAssertEqual(both.breakpoints[1].frames["box"]?.height, 35.797)
        XCTAssertEqual(alone.breakpoints[0].frames["box"]?.height, 35.797)
        XCTAssertEqual(both.breakpoints[1].diagnostics, alone.breakpoints[0].diagnostics)
    }

    /// A scroll view narrowed `when width < 400`, with a wrapping label: at
    /// 500 its frames and diagnostics are the same after 320 as alone. (The
    /// scroll view's height is ambiguous; the ghost drawn for it moved the
    /// variable 24 pt in a scratch solver, and the next width read it there.)
    func testAScrollViewNarrowedBelow400AnswersTheSameAt500() {
        let text = """
        scroll s
         label l "A long text that wraps onto several lines inside the scroll view" lines=0
        s.leading == root.leading
        s.top == root.top
        when width < 400:
         s.width == 44
        l.edges == s.content.edges
        """
        let both = solve(text, [320, 500]), alone = solve(text, [500])
        XCTAssertEqual(both.breakpoints[1].frames, alone.breakpoints[0].frames)
        XCTAssertEqual(both.breakpoints[1].diagnostics, alone.breakpoints[0].diagnostics)
        XCTAssertTrue(alone.breakpoints[0].diagnostics.contains { $0.kind == .ambiguous && $0.views == ["s"] })
    }

    /// A three-line label whose place the constraints leave open (v0 is
    /// free): the live panel starts at 600 from a solver built afresh, as
    /// the snapshot at 600 is, so both draw the same arbitrary pick, and the
    /// snapshot at 600 is the same whichever widths come with it.
    func testALiveWidthAndItsSnapshotMakeTheSamePick() {
        let text = """
        view v0
        label v1 "A that may wrap onto more lines" lines=3
        v1.leading == v0.leading + 17
        v1.trailing == root.trailing - 25 @750
        """
        let solved = solve(text, [600, 768, 1366], live: .range(600, 1366))
        guard case .success(let live)? = solved.live else { return XCTFail("no live layout") }
        let snapshot = solved.breakpoints[0]
        for name in ["v0", "v1"] {
            let f = snapshot.frames[name]!, g = live.piece(at: 600)!.frame(name, at: 600)!
            XCTAssertEqual([g.x, g.y, g.width, g.height].map(roundedPoints), [f.x, f.y, f.width, f.height], name)
        }
        let alone = solve(text, [600]).breakpoints[0]
        XCTAssertEqual(alone.frames, snapshot.frames)
        XCTAssertEqual(solve(text, [1366, 768, 600]).breakpoints[2].frames, snapshot.frames)
    }
}
