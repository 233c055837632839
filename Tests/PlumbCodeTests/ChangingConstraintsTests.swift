import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// Changing a constraint after it is made, as the guide's "Changing
/// constraints" section teaches: a new `constant`, animated with
/// `layoutIfNeeded()` inside `UIView.animate`; a multiplier, which is
/// read-only, swapped by deactivating one constraint and activating another.
final class ChangingConstraintsTests: XCTestCase {
    /// A 335-wide card 80 tall at y = 20 (pinned 20 from the top, 20 from
    /// each side of a 375-wide root), a button 12 below it.
    private let card = """
    let card = UIView()
    let more = UIButton(type: .system)
    more.setTitle("More", for: .normal)
    card.translatesAutoresizingMaskIntoConstraints = false
    more.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    view.addSubview(more)
    let cardHeight = card.heightAnchor.constraint(equalToConstant: 80)
    NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        cardHeight,
        more.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 12),
        more.leadingAnchor.constraint(equalTo: card.leadingAnchor),
    ])

    """

    private func notes(_ solved: SolvedBlock) -> [String] {
        solved.allDiagnostics.filter { $0.severity == .note }.map(\.message)
    }

    /// The constant set before the animation block, `layoutIfNeeded()` in it:
    /// the figure draws the end, card 160 tall, the button at 20 + 160 + 12 = 192.
    func testAnimatedConstantChangeIsDrawnWhereTheAnimationEnds() {
        let solved = solveCode(card + """
        cardHeight.constant = 160
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
        """)
        XCTAssertEqual(summary(solved), ["note unsupported 18:8"], "only the note that the figure is the animation's end")
        XCTAssertEqual(frame(solved, "card"), [20, 20, 335, 160])
        XCTAssertEqual(frame(solved, "more")?[1], 192)
        XCTAssertTrue(notes(solved).first?.contains("where this animation ends") == true, "\(notes(solved))")
    }

    /// Changes made inside the animations closure (a labelled one, with a
    /// completion) run too; the completion runs after, with `finished` true:
    /// the constant ends at 40, so the button is at 20 + 40 + 12 = 72.
    func testTheAnimationsClosureAndThenTheCompletionRun() {
        let solved = solveCode(card + """
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
            cardHeight.constant = 120
            self.view.layoutIfNeeded()
        }, completion: { finished in
            if finished { cardHeight.constant = 40 }
        })
        """)
        XCTAssertEqual(summary(solved), ["note unsupported 17:8"])
        XCTAssertEqual(frame(solved, "card")?[3], 40)
        XCTAssertEqual(frame(solved, "more")?[1], 72)
    }

    func testAnAnimationWithoutAClosureIsAnError() {
        let solved = solveCode(card + "UIView.animate(withDuration: 0.3)\n")
        XCTAssertEqual(summary(solved), ["error syntax 17:8"])
    }

    /// swiftc refuses `multiplier = ...` (a get-only property): an error at
    /// the statement that says what to do instead.
    func testSettingAMultiplierIsAnErrorThatSaysToSwapTheConstraint() {
        let solved = solveCode(card + """
        let half = more.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        half.isActive = true
        half.multiplier = 0.25
        """)
        XCTAssertEqual(summary(solved), ["error type-mismatch 19:6"])
        let message = solved.allDiagnostics[0]
        XCTAssertTrue(message.message.contains("'multiplier' is read-only"), message.message)
        XCTAssertTrue(message.suggestion?.contains("deactivate this constraint and activate a new one") == true, message.suggestion ?? "")
    }

    /// The swap: deactivated, the half-width constraint is gone; the new one
    /// makes the button 0.25 × 335 = 83.75 wide.
    func testAMultiplierIsChangedByDeactivatingAndActivatingAnother() {
        let solved = solveCode(card + """
        var buttonWidth = more.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        buttonWidth.isActive = true
        buttonWidth.isActive = false
        buttonWidth = more.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25)
        buttonWidth.isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "more")?[2], 83.75)
    }
}
