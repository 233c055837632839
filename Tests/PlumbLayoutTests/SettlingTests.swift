import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Issue 26 §3: blocks whose guides fed their own frames back into their
/// size ended in internal errors (snapshots and sweeps). Insets below the
/// root now come only from a superview's inset bands, and a layout that
/// still changes after the last pass is an `unsettled` error at the
/// constraint that closes the loop.
final class SettlingTests: XCTestCase {
    private func solve(_ text: String, widths: [Double]? = nil, live: SolvedBlock.LiveRequest = .none) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths, live: live)
    }

    private func assertNoInternal(_ solved: SolvedBlock, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "parse errors", file: file, line: line)
        for d in solved.allDiagnostics { XCTAssertNotEqual(d.kind, .internal, d.message, file: file, line: line) }
    }

    /// The sweep over 240...1024 succeeds and agrees with the snapshots.
    private func assertSweeps(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let solved = solve(text, widths: [240, 1024], live: .range(240, 1024))
        assertNoInternal(solved, file: file, line: line)
        guard case .success(let live)? = solved.live else {
            return XCTFail("no live layout: \(String(describing: solved.live))", file: file, line: line)
        }
        for snapshot in solved.breakpoints {
            guard let piece = live.piece(at: snapshot.width) else { XCTFail("no piece at \(snapshot.width)", file: file, line: line); continue }
            for name in snapshot.names where !live.ambiguous.contains(name) {
                let f = snapshot.frames[name]!, g = piece.frame(name, at: snapshot.width)!
                XCTAssertEqual([g.x, g.y, g.width, g.height].map(roundedPoints), [f.x, f.y, f.width, f.height],
                               "\(name) at \(snapshot.width)", file: file, line: line)
            }
        }
    }

    /// A stack 10⁻⁷ of a label's safe width: the label hung out of the
    /// root (auto height: 0 tall) and its safe width was fed back smaller by
    /// its own width each pass, until the solver's phase 1 failed. Now the
    /// label's insets are 0 (the root has none to pass down), so
    /// v4.height = 10⁻⁷·v3.width: the button's 33.797 (resistance 750) beats
    /// the label's hugging (250), v3 is 33.796875·10⁷ = 337,968,750 wide.
    func testATinyMultiplierOnAGuideSolves() {
        let s = Solved("""
        label v3
        stack v4
         button v5
        v4.height == v3.safe.width * 0.0000001
        """, widths: [375])
        assertNoInternal(s.block)
        XCTAssertEqual(s.frame("v4"), [0, 0, 24, 33.797])
        XCTAssertEqual(s.frame("v3")[2], 337_968_750)
    }

    /// `margins.width >= width * 0.5`: the margins are 8 a side, so
    /// w − 16 >= w/2 gives w >= 32, and the label (no text) hugs down to it
    /// at every width.
    func testAViewSizedByItsOwnMarginsSweeps() {
        let text = "label v1\nv1.margins.width >= v1.width * 0.5"
        assertSweeps(text)
        XCTAssertEqual(Solved(text, widths: [240, 1024]).frame("v1", at: 1)[2], 32)
    }

    func testABaselineOfTheReadableGuideSweeps() {
        assertSweeps("switch v1\nv1.readable.firstBaseline == v1.centerY * 0.5")
    }

    /// safe.bottom == centerY + 8: with no insets, y + h == y + h/2 + 8,
    /// so the image is 16 tall.
    func testASafeBottomTiedToTheCentreSweeps() {
        let text = "image v1\nv1.safe.bottom == v1.centerY + system"
        assertSweeps(text)
        XCTAssertEqual(Solved(text, widths: [500]).frame("v1")[3], 16)
    }

    func testAProportionalStackReadingItsOwnMarginsSweeps() {
        assertSweeps("""
        stack v0 distribution=fillProportionally spacing=-10 axis=vertical
          activity v1
         scroll v2
         view v4
        v0.margins.bottom >= v1.lastBaseline
        """)
    }

    /// Solved at 1024 and then at 999,999.999 the label once grew to 2.7e9
    /// before the solver gave up. Its width is its text's at a million
    /// points: the same at both widths, whichever is solved first.
    func testAHugeLabelSizedByItsMarginsSolvesInEitherOrder() {
        let text = "label v0 \"Cancel\" font=1000000\nv0.margins.width >= v0.width / 1.5"
        let up = solve(text, widths: [1024, 999_999.999]), down = solve(text, widths: [999_999.999, 1024])
        assertNoInternal(up)
        assertNoInternal(down)
        XCTAssertEqual(up.breakpoints.map { $0.frames["v0"]!.width }, down.breakpoints.reversed().map { $0.frames["v0"]!.width })
        XCTAssertEqual(up.breakpoints[0].frames["v0"]!.width, up.breakpoints[1].frames["v0"]!.width)
    }

    /// A layout that really does not settle: under a 34-pt bottom inset, a
    /// view 500 down whose safe bottom is 100 below its centre. Its bottom
    /// inset b is what of it lies below 566, b = h − 66, and the constraint
    /// wants h − b = h/2 + 100: no height satisfies both (h = −68), and each
    /// pass doubles it. An `unsettled` error at the constraint's line, and
    /// the sweep says why it has no live panel.
    func testALayoutThatDoesNotSettleIsReportedAtItsConstraint() {
        let text = """
        canvas 375x600
        root.safe = 0,0,34,0
        view v
        v.top == root.top + 500
        v.leading == root.leading
        v.width == 100
        v.safe.bottom == v.centerY + 100
        """
        let solved = solve(text, widths: [375], live: .range(300, 500))
        assertNoInternal(solved)
        let d = solved.breakpoints[0].diagnostics.first { $0.kind == .unsettled }
        XCTAssertEqual(d?.severity, .error)
        XCTAssertEqual(d?.location, SourceLocation(line: 7, column: 1))
        XCTAssertEqual(d?.views, ["v"])
        XCTAssertTrue(d?.message.contains("does not settle at width 375") ?? false, d?.message ?? "")
        XCTAssertNotNil(d?.suggestion)
        guard case .failure(let why)? = solved.live else { return XCTFail("the sweep should fail") }
        XCTAssertEqual(why, .unsettled)
    }

    /// Inside the safe area, the same view settles: a view wholly above
    /// the inset band has no inset, so h/2 = 100 and h = 200.
    func testTheSameLoopAboveTheInsetSettles() {
        let s = Solved("""
        canvas 375x600
        root.safe = 0,0,34,0
        view v
        v.top == root.top + 10
        v.leading == root.leading
        v.width == 100
        v.safe.bottom == v.centerY + 100
        """)
        XCTAssertEqual(s.frame("v"), [0, 10, 100, 200])
        XCTAssertFalse(s.kinds().contains(.unsettled))
    }
}
