import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The English words of every finding the layout stage reports, from facts
/// written here by hand: each expected sentence is typed out, never made by
/// the renderer, so a change of wording shows up as a failing line.
final class BlockMessagesTests: XCTestCase {
    private func words(_ finding: LayoutFinding) -> DiagnosticWords { BlockMessages().words(for: finding, in: .english) }

    private let leading = ConstraintMention.written(text: "a.leading == root.leading + 16", identifier: nil)
    private let fixedWidth = ConstraintMention.written(text: "a.width == 400", identifier: "wide")

    // MARK: Broken constraints

    func testABrokenConstraintAndTheOneItContradicts() {
        let fact = BrokenLayoutConstraint(constraint: fixedWidth, reference: "#wide", conflicts: [.rootWidth(320)], priority: 1000,
                                          violation: 80, got: 320, wanted: 400, width: 320)
        XCTAssertEqual(words(.broken(fact)), DiagnosticWords(
            "unable to simultaneously satisfy constraints at width 320: 'a.width == 400 #wide' is broken (off by 80 pt) "
                + "because it contradicts 1 other required constraint",
            suggestion: "lower one of their priorities below 1000, or remove one",
            notes: ["conflicts with the root's width (320 at this breakpoint)"]))
    }

    func testABrokenConstraintAndSeveralItContradicts() {
        let fact = BrokenLayoutConstraint(constraint: leading, reference: "L3", conflicts: [.canvasHeight(200), .fittingHeight],
                                          priority: 1000, violation: 12.5, width: 768)
        let w = words(.broken(fact))
        XCTAssertEqual(w.message, "unable to simultaneously satisfy constraints at width 768: 'a.leading == root.leading + 16' is broken "
                       + "(off by 12.5 pt) because it contradicts 2 other required constraints")
        XCTAssertEqual(w.notes, ["conflicts with the canvas height (200)",
                                 "conflicts with the fitting-size pull on the root's height (priority 50)"])
    }

    /// Every kind of constraint UIKit adds, as a message names it.
    func testEachConstraintUIKitAddsIsNamedAsUIKitNamesIt() {
        let mentions: [ConstraintMention] = [
            .contentSize(view: "title", axis: .horizontal, hugging: true, size: 120.5, priority: 250),
            .contentSize(view: "title", axis: .vertical, hugging: false, size: 20, priority: 750),
            .autoresizing(view: "badge", frame: Rect(x: 1, y: 2, width: 3, height: 4)),
            .guidePlacement(guide: "card.margins", owner: "card"),
            .stack(stack: "row", identifier: "UISV-spacing", text: "b.leading >= a.trailing + 8"),
            .stack(stack: "row", identifier: nil, text: "a.top == row.top"),
        ]
        XCTAssertEqual(mentions.map { BlockMessages().mention($0, in: .english) }, [
            "title's content hugging (width <= 120.5 @250)",
            "title's compression resistance (height >= 20 @750)",
            "badge's autoresizing-mask constraints (its fixed frame)",
            "the card.margins guide",
            "row's UISV-spacing constraint 'b.leading >= a.trailing + 8'",
            "row's UISV constraint 'a.top == row.top'",
        ])
    }

    // MARK: Ambiguity

    func testOneAmbiguousQuantity() {
        let fact = AmbiguousFrame(item: "box", quantities: [.horizontalPosition], width: 320)
        XCTAssertEqual(words(.ambiguous(fact)), DiagnosticWords(
            "the horizontal position of 'box' is ambiguous at width 320: the constraints allow more than one value, "
                + "so UIKit's result is arbitrary",
            suggestion: "give 'box' a leading, trailing or centerX constraint"))
    }

    func testTwoAmbiguousQuantities() {
        let fact = AmbiguousFrame(item: "v", quantities: [.height, .width], width: 375)
        XCTAssertEqual(words(.ambiguous(fact)), DiagnosticWords(
            "the height and width of 'v' are ambiguous at width 375: the constraints allow more than one value, "
                + "so UIKit's result is arbitrary",
            suggestion: "give 'v' a width (or both horizontal edges) and a height (or both vertical edges)"))
    }

    /// Three quantities are a list, not "the width and horizontal position
    /// and vertical position"; the fixes keep the frame's order.
    func testThreeAmbiguousQuantitiesReadAsAList() {
        let fact = AmbiguousFrame(item: "v1", quantities: [.width, .horizontalPosition, .verticalPosition], width: 1024)
        XCTAssertEqual(words(.ambiguous(fact)), DiagnosticWords(
            "the width, horizontal position and vertical position of 'v1' are ambiguous at width 1024: "
                + "the constraints allow more than one value, so UIKit's result is arbitrary",
            suggestion: "give 'v1' a leading, trailing or centerX constraint and a width (or both horizontal edges) "
                + "and a top, bottom or centerY constraint"))
    }

    func testAGuideNoViewDependsOnIsHarmless() {
        let fact = AmbiguousFrame(item: "spacer", quantities: [.verticalPosition], isHarmless: true, width: 320)
        XCTAssertEqual(words(.ambiguous(fact)).message,
                       "the vertical position of 'spacer' is ambiguous at width 320: no view's frame depends on it, "
                       + "so nothing drawn changes, but UIKit's guide is arbitrary there")
    }

    func testScrollableContentSize() {
        let width = AmbiguousFrame(item: "scroller", quantities: [.width], scope: .scrollableContent, width: 320)
        XCTAssertEqual(words(.ambiguous(width)), DiagnosticWords(
            "scrollable content width is ambiguous for 'scroller' at width 320",
            suggestion: "constrain the content's leading and trailing edges to scroller.content, or its width to scroller.frame"))
        let height = AmbiguousFrame(item: "scroller", quantities: [.height], scope: .scrollableContent, width: 320)
        XCTAssertEqual(words(.ambiguous(height)), DiagnosticWords(
            "scrollable content height is ambiguous for 'scroller' at width 320",
            suggestion: "constrain the content's top and bottom edges to scroller.content, or its height to scroller.frame"))
    }

    // MARK: Ties

    func testEqualHuggingIsATieBetweenViews() {
        let tie = TiedConstraints(constraints: [.contentSize(view: "a", axis: .horizontal, hugging: true, size: 40, priority: 250),
                                                .contentSize(view: "b", axis: .horizontal, hugging: true, size: 60, priority: 250)],
                                  references: ["a.hugging.h", "b.hugging.h"], priority: 250, views: ["a", "b"], width: 320)
        XCTAssertEqual(words(.tie(tie)), DiagnosticWords(
            "'a' and 'b' have the same horizontal content hugging priority (250) and compete at width 320: "
                + "UIKit picks which one stretches arbitrarily",
            suggestion: "set a.hugging.h = 251 (or lower it on another)",
            notes: ["ties with b's content hugging (width <= 60 @250)"]))
    }

    func testEqualResistanceAmongThreeViews() {
        let sizes: [ConstraintMention] = ["x", "y", "z"].map {
            .contentSize(view: $0, axis: .vertical, hugging: false, size: 20, priority: 750)
        }
        let tie = TiedConstraints(constraints: sizes, references: [], priority: 750, views: ["x", "y", "z"], width: 768)
        let w = words(.tie(tie))
        XCTAssertEqual(w.message, "'x', 'y' and 'z' have the same vertical compression resistance priority (750) and compete at width 768: "
                       + "UIKit picks which one shrinks arbitrarily")
        XCTAssertEqual(w.suggestion, "set x.resistance.v = 751 (or lower it on another)")
        XCTAssertEqual(w.notes, ["ties with y's compression resistance (height >= 20 @750)",
                                 "ties with z's compression resistance (height >= 20 @750)"])
    }

    func testWrittenConstraintsOfOnePriorityTie() {
        let first = ConstraintMention.written(text: "a.leading == root.leading + 10 @500", identifier: nil)
        let second = ConstraintMention.written(text: "a.leading == fixed.trailing + 20 @500", identifier: "gap")
        let tie = TiedConstraints(constraints: [first, second], references: ["L9", "#gap"], priority: 500, views: ["a"], width: 300)
        XCTAssertEqual(words(.tie(tie)), DiagnosticWords(
            "constraints of equal priority 500 pull against each other at width 300 "
                + "('a.leading == root.leading + 10 @500', 'a.leading == fixed.trailing + 20 @500 #gap'): "
                + "several layouts are equally good and UIKit picks one arbitrarily",
            suggestion: "give one of them a different priority",
            notes: ["ties with 'a.leading == fixed.trailing + 20 @500 #gap'"]))
    }

    // MARK: Sizes, numbers, settling, failures

    func testANegativeWidthWithAnotherConstraintDeterminingIt() {
        XCTAssertEqual(words(.negativeSize(view: "gap", axis: .horizontal, size: -12.5, width: 320, alsoDetermining: [leading])),
                       DiagnosticWords("'gap' is -12.5 wide at width 320: UIKit keeps the negative size and draws the view empty",
                                       suggestion: "give it room (a lower priority on a constraint that squeezes it, or a '>= 0' size)",
                                       notes: ["also determines it: 'a.leading == root.leading + 16'"]))
        XCTAssertEqual(words(.negativeSize(view: "gap", axis: .vertical, size: -3, width: 1024, alsoDetermining: [])).message,
                       "'gap' is -3 tall at width 1024: UIKit keeps the negative size and draws the view empty")
    }

    func testOverflowNamesTheCoordinates() {
        XCTAssertEqual(words(.overflow(view: "v50", quantities: [.width], width: 375)), DiagnosticWords(
            "the width of 'v50' at width 375 overflow to infinity: multipliers compound along its constraints beyond what a layout can hold",
            suggestion: "use smaller multipliers, or fewer of them in a row"))
        XCTAssertEqual(words(.overflow(view: "v50", quantities: [.horizontalPosition, .verticalPosition, .height], width: 375)).message,
                       "the x, y and height of 'v50' at width 375 overflow to infinity: multipliers compound along its constraints "
                       + "beyond what a layout can hold")
    }

    func testEachReasonALayoutDoesNotSettle() {
        let tail = "; after 6 passes it still changes, so UIKit would lay it out again and again"
        XCTAssertEqual(words(.unsettled(.safeArea(owner: "card"), passes: 6, width: 320)), DiagnosticWords(
            "the layout does not settle at width 320: the safe area of 'card' (and the margins counted from it) depends on its frame, "
                + "which depends on those guides" + tail,
            suggestion: "relate 'card' to its superview's guides instead of its own, or give it a size that does not depend on them"))
        XCTAssertEqual(words(.unsettled(.wrapping(label: "body"), passes: 6, width: 320)), DiagnosticWords(
            "the layout does not settle at width 320: the lines 'body' wraps onto change its width, which changes where it wraps" + tail,
            suggestion: "give 'body' a width that does not depend on its text, or 'lines=1'"))
        XCTAssertEqual(words(.unsettled(.baseline(stack: "row"), passes: 6, width: 320)), DiagnosticWords(
            "the layout does not settle at width 320: the tallest view of stack 'row' (whose baseline it aligns by) changes with "
                + "the heights that baseline gives" + tail,
            suggestion: "align 'row' by something other than baselines, or give its views fixed heights"))
    }

    func testTheSolversOwnFailure() {
        XCTAssertEqual(words(.solverFailure(width: 768, error: "unknownConstraint")), DiagnosticWords(
            "internal error in Plumb's solver at width 768: unknownConstraint",
            suggestion: "please report this block; the rest of the site is built"))
    }

    func testABlockPastItsBudget() {
        let one = BudgetOverrun(budget: 0.5, solved: 0, planned: 1, items: 300, constraints: 1200, slowest: .analysing)
        XCTAssertEqual(words(.budget(one)), DiagnosticWords(
            "this block ran past its budget of 0.5 s and is drawn at 0 of its 1 breakpoint: it has 300 views and guides and "
                + "1200 written constraints, and most of the time went to looking for ambiguity and ties",
            suggestion: "split it into smaller blocks, or raise 'blockBudgetSeconds' in plumb.json (plumb solve: --budget SECONDS)"))
        let stages: [(BudgetOverrun.Stage, String)] = [(.readingText, "reading the block's text"), (.buildingModel, "building the layout model"),
                                                       (.solving, "solving"), (.readingFrames, "reading the frames")]
        for (stage, words) in stages {
            let many = BudgetOverrun(budget: 10, solved: 2, planned: 3, items: 5, constraints: 7, slowest: stage)
            XCTAssertEqual(self.words(.budget(many)).message,
                           "this block ran past its budget of 10 s and is drawn at 2 of its 3 breakpoints: it has 5 views and guides and "
                           + "7 written constraints, and most of the time went to \(words)")
        }
    }

    func testEachReasonABlockHasNoLiveLayout() {
        let reasons: [SweepFailure] = [.budget, .solver("no pivot"), .tooManyPieces(400), .overflow, .unsettled]
        XCTAssertEqual(reasons.map { BlockMessages().sweepFailure($0, in: .english) }, [
            "the sweep ran past the block's budget",
            "the solver failed during the sweep (no pivot)",
            "the layout changes character more than 400 times over the range",
            "a frame is not a finite number",
            "the layout does not settle at a width in the range",
        ])
    }

    // MARK: The block as a whole

    func testAnExpectationTheBlockDoesNotMeet() {
        XCTAssertEqual(BlockMessages().words(for: .expectationUnmet(.unsatisfiable), in: .english), DiagnosticWords(
            "this block expects a 'unsatisfiable' diagnostic, but it has none at any breakpoint",
            suggestion: "remove 'expect unsatisfiable' if the layout was fixed"))
    }

    func testEachReasonTheLivePanelIsLeftOut() {
        func words(_ why: SweepFailure) -> DiagnosticWords {
            BlockMessages().words(for: .liveLeftOut(why, lower: 320, upper: 1024.5), in: .english)
        }
        XCTAssertEqual(words(.budget), DiagnosticWords(
            "the live panel is left out: working out the layout at every width from 320...1024.5 ran past the block's budget",
            suggestion: "narrow it with 'live MIN...MAX', or turn it off with 'live off'"))
        XCTAssertEqual(words(.tooManyPieces(400)), DiagnosticWords(
            "the live panel is left out: the layout changes character more than 400 times over the range 320...1024.5",
            suggestion: "narrow it with 'live MIN...MAX', or turn it off with 'live off'"))
        XCTAssertEqual(words(.unsettled), DiagnosticWords(
            "the live panel is left out: the layout does not settle at a width in the range 320...1024.5",
            suggestion: "see the block's 'unsettled' error, or narrow the range with 'live MIN...MAX'"))
        XCTAssertEqual(words(.solver("no pivot")), DiagnosticWords(
            "the live panel is left out: the solver failed during the sweep (no pivot)",
            suggestion: "please report this block; its snapshots are drawn"))
        XCTAssertEqual(words(.overflow).message, "the live panel is left out: a frame is not a finite number")
    }

    func testProblemsBeyondTheLimit() {
        XCTAssertEqual(BlockMessages().words(for: .moreProblems(1, shown: 50), in: .english), DiagnosticWords(
            "1 more problem in this block not shown (the first 50 are above)",
            suggestion: "fix these first; the rest are often the same mistake"))
        XCTAssertEqual(BlockMessages().words(for: .moreProblems(99950, shown: 50), in: .english).message,
                       "99950 more problems in this block not shown (the first 50 are above)")
    }

    /// The same ambiguity at three widths is one diagnostic, read with the
    /// other two widths after it, the finding still carried underneath.
    func testARepeatedFindingIsReportedOnceWithTheOtherWidths() {
        let solved = SolvedBlock.solve("""
        canvas 320x200
        breakpoints 320 768 1024
        view a
        a.leading == root.leading
        a.top == root.top
        a.height == 10
        """, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [
            "the width of 'a' is ambiguous at width 320: the constraints allow more than one value, so UIKit's result is arbitrary "
            + "(also at widths 768, 1024)",
        ])
        XCTAssertEqual(solved.allDiagnostics.first?.suggestion, "give 'a' a width (or both horizontal edges)")
    }

    // MARK: The implicit constraints' table rows

    func testEachImplicitConstraintAsATableRow() {
        let notation = BlockNotation()
        XCTAssertEqual([ConstraintMention.rootWidth(320), .canvasHeight(200), .fittingHeight,
                        .contentSize(view: "t", axis: .horizontal, hugging: true, size: 80.25, priority: 251),
                        .contentSize(view: "t", axis: .vertical, hugging: false, size: 20, priority: 750),
                        .autoresizing(view: "b", frame: Rect(x: 10, y: 20, width: 30.5, height: 40)),
                        .guidePlacement(guide: "card.safe", owner: "card"),
                        .stack(stack: "row", identifier: "UISV-spacing", text: "b.leading == a.trailing + 8"),
                        .stack(stack: "row", identifier: nil, text: "a.top == row.top")].map(notation.implicitConstraint), [
                        "root.width == the breakpoint's width",
                        "root.height == 200",
                        "root.height == 0 @50 (fitting size)",
                        "t.width <= 80.25 @251 (hugging)",
                        "t.height >= 20 @750 (compression resistance)",
                        "b.frame == (10, 20, 30.5, 40)",
                        "card.safe placed in card",
                        "UISV-spacing: b.leading == a.trailing + 8",
                        "a.top == row.top",
                       ])
    }
}
