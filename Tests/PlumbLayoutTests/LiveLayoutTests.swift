import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The live layout (`BlockSolver.sweep`): every frame as exact functions of
/// the root width W. Expected pieces are derived by hand in each test.
final class LiveLayoutTests: XCTestCase {
    private func live(_ text: String, _ lower: Double, _ upper: Double, file: StaticString = #filePath, line: UInt = #line) -> LiveLayout? {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, live: .range(lower, upper))
        XCTAssert(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "parse errors", file: file, line: line)
        switch solved.live {
        case .success(let l)?: return l
        case .failure(let f)?: XCTFail("no live layout: \(f)", file: file, line: line); return nil
        case nil: XCTFail("no live layout asked for", file: file, line: line); return nil
        }
    }

    private func fresh(_ text: String, at w: Double) -> BreakpointSolution {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [w]).breakpoints[0]
    }

    private func assertClose(_ a: Affine?, _ intercept: Double, _ slope: Double, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("\(what): missing", file: file, line: line) }
        XCTAssertEqual(a.intercept, intercept, accuracy: 1e-6, "\(what) intercept", file: file, line: line)
        XCTAssertEqual(a.slope, slope, accuracy: 1e-9, "\(what) slope", file: file, line: line)
    }

    /// Every piece, at random widths inside it, against a fresh solve at
    /// that width alone (what `plumb solve --width W` prints).
    private func assertMatchesFreshSolves(_ text: String, _ live: LiveLayout, samples: Int = 25,
                                          file: StaticString = #filePath, line: UInt = #line) {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<samples {
            let w = Double.random(in: live.lower...live.upper, using: &rng)
            let solution = fresh(text, at: w)
            guard let piece = live.piece(at: w) else { return XCTFail("no piece at \(w)", file: file, line: line) }
            for name in solution.names where !live.ambiguous.contains(name) {
                let want = solution.frames[name]!, got = piece.frame(name, at: w)!
                for (g, x) in [(got.x, want.x), (got.y, want.y), (got.width, want.width), (got.height, want.height)] {
                    XCTAssertEqual(g, x, accuracy: 2e-3, "\(name) at \(w)", file: file, line: line)
                }
            }
            XCTAssertEqual(piece.height.at(w), solution.height, accuracy: 2e-3, "root height at \(w)", file: file, line: line)
        }
    }

    static let labelAndField = """
    canvas 375x120
    label name "Name" intrinsic=50x20 hugging.h=251
    field input intrinsic=-x34 hugging.h=249
    name.leading == root.leading + 20
    name.top == root.top + 20
    input.leading == name.trailing + 8
    input.trailing == root.trailing - 20
    input.centerY == name.centerY
    """

    /// The label hugs its 50 points (251 beats the field's 249), so the
    /// field starts at 20 + 50 + 8 = 78 and ends 20 before the root's
    /// trailing edge: input.width = W − 78 − 20 = W − 98, at every width. The
    /// field is 34 tall and centred on the label (20 + 10 − 17 = 13).
    func testLabelAndFieldIsOnePiece() {
        guard let l = live(Self.labelAndField, 240, 1024) else { return }
        XCTAssertEqual(l.pieces.count, 1)
        let input = l.pieces[0].frames["input"]
        assertClose(input?.width, -98, 1, "input.width")
        assertClose(input?.x, 78, 0, "input.x")
        assertClose(input?.y, 13, 0, "input.y")
        assertClose(l.pieces[0].frames["name"]?.width, 50, 0, "name.width")
        XCTAssertEqual(input?.width.description, "W − 98")
        assertMatchesFreshSolves(Self.labelAndField, l)
    }

    static let halfWidthImage = """
    canvas 375x100
    image photo intrinsic=-x-
    photo.leading == root.leading
    photo.top == root.top
    photo.height == 40
    photo.width == root.width * 0.5 @750
    photo.width >= 120
    """

    /// The image wants half the width at 750, but never less than 120
    /// (required). W/2 ≥ 120 from W = 240: below it the minimum holds and the
    /// optional constraint gives way; above, photo.width = 0.5 W. The two
    /// pieces meet at 240 (a bend, not a jump).
    func testHalfWidthWithAMinimumBendsAt240() {
        guard let l = live(Self.halfWidthImage, 100, 1000) else { return }
        XCTAssertEqual(l.pieces.count, 2)
        XCTAssertEqual(l.pieces[1].lower, 240, accuracy: 1e-9)
        assertClose(l.pieces[0].frames["photo"]?.width, 120, 0, "below 240")
        assertClose(l.pieces[1].frames["photo"]?.width, 0, 0.5, "above 240")
        XCTAssertFalse(l.jumps(at: 1))
        // Below 240 the @750 constraint (index 3) gives way; above, all hold.
        XCTAssertEqual(l.pieces[0].givingWay, [3])
        XCTAssertEqual(l.pieces[1].givingWay, [])
        assertMatchesFreshSolves(Self.halfWidthImage, l)
    }

    static let cappedCard = """
    canvas 375x100
    view card
    card.width <= 300
    card.leading == root.leading + 20 @750
    card.trailing == root.trailing - 20 @750
    card.centerX == root.centerX
    card.top == root.top + 10
    card.height == 40
    """

    /// Pinned 20 from each side, the card is W − 40 wide until that reaches
    /// its required maximum of 300, at W = 340; from there it stays 300 and
    /// keeps centred: x = (W − 300) / 2 = −150 + W/2, while both pins (the
    /// constraints at index 1 and 2, after the maximum's 0) give way. One
    /// kink at 340, found where the engine's sweep changes basis (no check
    /// fails, nothing is bisected), and no jump.
    func testAMaximumWidthKinksAt340() {
        let s = BlockSolver(block: BlockParser.parse(Self.cappedCard).block, notation: BlockNotation(), wording: BlockMessages())
        guard case .success(let l) = s.sweep(from: 200, to: 800) else { return XCTFail("no live layout") }
        XCTAssertEqual(l.pieces.count, 2)
        XCTAssertEqual(l.pieces[1].lower, 340, accuracy: 1e-9)
        assertClose(l.pieces[0].frames["card"]?.width, -40, 1, "up to 340")
        assertClose(l.pieces[0].frames["card"]?.x, 20, 0, "up to 340")
        assertClose(l.pieces[1].frames["card"]?.width, 300, 0, "from 340")
        assertClose(l.pieces[1].frames["card"]?.x, -150, 0.5, "from 340")
        XCTAssertFalse(l.jumps(at: 1))
        XCTAssertEqual(l.pieces[0].givingWay, [])
        XCTAssertEqual(l.pieces[1].givingWay, [1, 2])
        XCTAssertEqual(l.cost.bisectionProbes, 0)
        assertMatchesFreshSolves(Self.cappedCard, l)
    }

    static let wrappingTitle = """
    canvas 375xauto
    label title "The quick brown fox jumps over the lazy dog" lines=0
    view box
    title.leading == root.leading + 16
    title.trailing == root.trailing - 16
    title.top == root.top + 10
    box.top == title.bottom + 8
    box.leading == root.leading + 16
    box.height == 20
    box.width == 100
    box.bottom == root.bottom - 10
    """

    /// The title is W − 32 wide; it fits on one line once W − 32 is at least
    /// its unwrapped width u (the glyphs' advances, unrounded), so the last
    /// jump is at W = 32 + u. Beyond it the title is one line tall and the auto-height root is 10 + line + 8 +
    /// 20 + 10; just below, two lines. The box's y follows the title's
    /// height, so it jumps at every rewrap, while its width never changes.
    func testWrappingLabelJumpsWhereItsLineCountChanges() {
        guard let l = live(Self.wrappingTitle, 200, 800) else { return }
        let measurer = TextMeasurer.shipped
        let u = measurer.rawWidth(of: "The quick brown fox jumps over the lazy dog", size: 17)
        // Text boxes are rounded up to Chromium's 1/64 px layout unit.
        let line = TextMeasurer.roundUp(measurer.lineHeight(size: 17))
        let twoLines = TextMeasurer.roundUp(2 * measurer.lineHeight(size: 17))
        guard let last = l.pieces.last, l.pieces.count >= 2 else { return XCTFail("expected rewraps: \(l.pieces.count) pieces") }
        XCTAssertEqual(last.lower, 32 + u, accuracy: 1e-4)
        XCTAssertTrue(l.jumps(at: l.pieces.count - 1))
        assertClose(last.frames["title"]?.height, line, 0, "one line")
        assertClose(last.height, 10 + line + 8 + 20 + 10, 0, "auto height, one line")
        assertClose(l.pieces[l.pieces.count - 2].frames["title"]?.height, twoLines, 0, "two lines just below")
        for p in l.pieces { assertClose(p.frames["title"]?.width, -32, 1, "title width") }
        assertMatchesFreshSolves(Self.wrappingTitle, l, samples: 40)
        // Every rewrap is placed to the last bit (frames are read to 1/1000,
        // lines are 19.8 apart): a fresh solve at a piece's
        // first width has its height, and one at the width just below has
        // the previous piece's (the sweep finds rewraps from the label's
        // lines, not by bisection).
        for (i, p) in l.pieces.enumerated().dropFirst() where p.includesLower {
            let below = l.pieces[i - 1].frames["title"]!.height.at(p.lower.nextDown)
            XCTAssertEqual(fresh(Self.wrappingTitle, at: p.lower).frames["title"]!.height, p.frames["title"]!.height.at(p.lower),
                           accuracy: 2e-3, "at \(p.lower)")
            XCTAssertEqual(fresh(Self.wrappingTitle, at: p.lower.nextDown).frames["title"]!.height, below, accuracy: 2e-3,
                           "just below \(p.lower)")
        }
    }

    static let justFits = """
    canvas 320x80
    view box
    box.width == 300
    box.leading >= root.leading + 10
    box.trailing <= root.trailing - 10
    box.top == root.top + 20
    box.height == 40
    box.centerX == root.centerX @250
    """

    /// The box is 300 wide with 10 either side at least: at W = 320 both
    /// inequalities are tight and it sits at x = 10, which is also where
    /// centring puts it (320 / 2 − 150); past 320 it is centred,
    /// x = W / 2 − 150. The engine starts from the tight basis, so its first
    /// piece is 320 alone; the next must start just after it, not at it,
    /// or two pieces claim 320 (a fuzzer's find: the pieces did not tile).
    func testABlockThatJustFitsAtTheFirstWidthTiles() {
        guard let l = live(Self.justFits, 320, 768) else { return }
        for (a, b) in zip(l.pieces, l.pieces.dropFirst()) {
            XCTAssertEqual(a.upper, b.lower)
            XCTAssertTrue(a.lower < a.upper || (a.includesLower && !b.includesLower), "\(a.lower)…\(a.upper) then \(b.lower)…")
        }
        XCTAssertEqual(l.piece(at: 320)?.frame("box", at: 320)?.x, 10)
        XCTAssertEqual(l.piece(at: 500)?.frame("box", at: 500)?.x, 100)
        assertClose(l.pieces.last?.frames["box"]?.x, -150, 0.5, "centred past 320")
        assertMatchesFreshSolves(Self.justFits, l)
    }

    static let sizeClassSwitch = """
    canvas 375x100
    view box
    box.leading == root.leading
    box.top == root.top
    box.height == 10
    when compact:
      box.width == 100
    when regular:
      box.width == root.width * 0.5
    """

    /// A size-class switch: compact below 694 (100 wide), regular from 694
    /// on, where the box is half the root (347 at 694). 694 itself is
    /// regular, so the second piece includes its first width.
    func testSizeClassSwitchIsAJumpAt694() {
        guard let l = live(Self.sizeClassSwitch, 320, 1024) else { return }
        XCTAssertEqual(l.pieces.count, 2)
        XCTAssertEqual(l.pieces[1].lower, SizeClass.regularMinimumWidth)
        XCTAssertTrue(l.pieces[1].includesLower)
        assertClose(l.pieces[0].frames["box"]?.width, 100, 0, "compact")
        assertClose(l.pieces[1].frames["box"]?.width, 0, 0.5, "regular")
        XCTAssertEqual(l.piece(at: 694)?.frame("box", at: 694)?.width, 347)
        XCTAssertEqual(l.piece(at: 693.999)?.frame("box", at: 693.999)?.width, 100)
        assertMatchesFreshSolves(Self.sizeClassSwitch, l)
    }

    static let rootMargins = """
    canvas 375x60
    view bar
    bar.leading == root.margins.leading
    bar.trailing == root.margins.trailing
    bar.top == root.top
    bar.height == 10
    """

    /// UIKit's root side margins are 16 up to 375 pt wide and 20 beyond:
    /// the bar is W − 32 up to and including 375 (343 there), then W − 40. The
    /// second piece starts just after 375, so 375 belongs to the first.
    func testRootMarginsSwitchJustAfter375() {
        guard let l = live(Self.rootMargins, 320, 768) else { return }
        XCTAssertEqual(l.pieces.count, 2)
        XCTAssertEqual(l.pieces[1].lower, 375)
        XCTAssertFalse(l.pieces[1].includesLower)
        XCTAssertEqual(l.piece(at: 375)?.frame("bar", at: 375)?.width, 343)
        XCTAssertEqual(l.piece(at: 375.001)!.frame("bar", at: 375.001)!.width, 335.001, accuracy: 1e-9)
        assertMatchesFreshSolves(Self.rootMargins, l)
    }

    /// Two labels with equal hugging: which one stretches is UIKit's
    /// arbitrary pick (reported as a tie), but a live figure must not switch
    /// picks where only the margins change. Past 375 the margins grow by 4
    /// on each side: the stretched label loses 8 and nothing else moves
    /// but the second label's x (by 4 and with the first's change).
    func testATieIsDrawnTheSameOnBothSidesOfAChange() {
        let text = """
        canvas 375x60
        breakpoints 375
        expect tie
        label first "First"
        label second "Second"
        first.leading == root.margins.leading
        second.leading == first.trailing + 8
        second.trailing == root.margins.trailing
        first.centerY == root.centerY
        second.centerY == first.centerY
        """
        guard let l = live(text, 320, 768) else { return }
        guard let below = l.piece(at: 375), let above = l.piece(at: 376) else { return XCTFail("no pieces") }
        let first = (below.frame("first", at: 375)!.width, above.frame("first", at: 375.nextUp)!.width)
        let second = (below.frame("second", at: 375)!.width, above.frame("second", at: 375.nextUp)!.width)
        // One label keeps its width; the other loses the 8 points.
        let kept = abs(first.0 - first.1) < 1e-6 ? first : second
        let shrunk = abs(first.0 - first.1) < 1e-6 ? second : first
        XCTAssertEqual(kept.0, kept.1, accuracy: 1e-6)
        XCTAssertEqual(shrunk.0 - shrunk.1, 8, accuracy: 1e-6)
    }

    /// A live range that starts exactly where a piece ends keeps that one
    /// width as a piece of its own: at 375 the margins are still 16.
    func testAPieceMayBeOneWidth() {
        guard let l = live(Self.rootMargins, 375, 768) else { return }
        XCTAssertEqual(l.pieces.count, 2)
        XCTAssertEqual(l.pieces[0].lower, 375)
        XCTAssertEqual(l.pieces[0].upper, 375)
        XCTAssertEqual(l.piece(at: 375)?.frame("bar", at: 375)?.width, 343)
        XCTAssertEqual(l.piece(at: 500)?.frame("bar", at: 500)?.width, 460)
    }

    static let tooWide = """
    canvas 320x80
    view box
    box.width == 400
    box.height == 40
    box.leading >= root.leading + 10
    box.trailing <= root.trailing - 10
    box.centerX == root.centerX
    box.top == root.top + 20
    """

    /// A 400-wide box with 10 points each side needs W ≥ 420. Above, it is
    /// centred: x = W/2 − 200. Below, one required constraint breaks (the
    /// one UIKit gives up), and the piece boundary is at 420.
    func testAConflictHoldsOnlyBelowItsWidth() {
        guard let l = live(Self.tooWide, 320, 768) else { return }
        guard let last = l.pieces.last else { return XCTFail("no pieces") }
        XCTAssertEqual(last.lower, 420, accuracy: 1e-6)
        assertClose(last.frames["box"]?.x, -200, 0.5, "centred")
        XCTAssertEqual(last.broken, [])
        XCTAssertFalse(l.pieces[0].broken.isEmpty, "a constraint breaks below 420")
        assertMatchesFreshSolves(Self.tooWide, l)
    }

    /// A `live` line sets the range; `live off` removes it; both are checked.
    func testLiveLine() {
        let on = SolvedBlock.solve("live 300...500\nview a\na.width == root.width - 10\na.height == 10\na.leading == root.leading\na.top == root.top",
                                   origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        guard case .success(let l)? = on.live else { return XCTFail("expected a live layout") }
        XCTAssertEqual([l.lower, l.upper], [300, 500])
        let off = SolvedBlock.solve("breakpoints 320 768\nlive off\nview a", origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertNil(off.live)
        let bad = BlockParser.parse("live 500...300\nview a", origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(bad.diagnostics.map(\.kind), [.badValue])
        XCTAssertEqual(bad.diagnostics.first?.location.column, 6)
        let typo = BlockParser.parse("live of\nview a", origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(typo.diagnostics.first?.suggestion, "did you mean 'off'?")
    }

    /// Without a `live` line, two or more width breakpoints make a live
    /// range from the smallest to the largest; one does not.
    func testAutomaticRangeFromBreakpoints() {
        let two = SolvedBlock.solve("breakpoints 320 768 414\nview a", origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        guard case .success(let l)? = two.live else { return XCTFail("expected a live layout") }
        XCTAssertEqual([l.lower, l.upper], [320, 768])
        let one = SolvedBlock.solve("breakpoints 320\nview a", origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertNil(one.live)
    }
}
