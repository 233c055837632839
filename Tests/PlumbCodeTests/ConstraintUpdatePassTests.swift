import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// `setNeedsUpdateConstraints()` after the first pass: UIKit's next pass
/// calls the view's `updateConstraints()` again (a view controller's view:
/// the controller's `updateViewConstraints()`), so a hook that activates
/// new constraints on every call leaves two sets active. Frames by hand.
final class ConstraintUpdatePassTests: XCTestCase {
    /// A badge centred in a 375 × 120 root around a 40 × 20 dot, inset by
    /// `padding` (16) on each side and 8 above and below, made in
    /// `updateConstraints()`: 40 + 2·16 = 72 wide, 20 + 2·8 = 36 tall, at
    /// x (375 − 72) / 2 = 151.5, y (120 − 36) / 2 = 42. Lines: the four
    /// inset constraints are lines 17 to 20; `again()` is line 37.
    private let badge = """
    class BadgeView: UIView {
        let dot = UIView()
        var padding: CGFloat = 16

        override init(frame: CGRect) {
            super.init(frame: frame)
            dot.translatesAutoresizingMaskIntoConstraints = false
            addSubview(dot)
            NSLayoutConstraint.activate([
                dot.widthAnchor.constraint(equalToConstant: 40),
                dot.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        override func updateConstraints() {
            NSLayoutConstraint.activate([
                dot.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
                dot.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -padding),
                dot.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                dot.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
            super.updateConstraints()
        }
    }

    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    NSLayoutConstraint.activate([
        badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])

    func again() {
        badge.setNeedsUpdateConstraints()
    }

    func grow() {
        badge.padding = 24
        badge.setNeedsUpdateConstraints()
    }

    """

    private func solve(_ variants: String, code: String? = nil) -> SolvedBlock {
        solveCode(code ?? badge, options: "canvas=375x120 breakpoints=375 variants=\(variants)")
    }

    /// The second pass makes the four inset constraints again: the tab marks
    /// them (lines 17–20) as the constraints its call added, and they agree
    /// with the first four, so the frames are the first pass's and nothing
    /// is reported.
    func testASecondPassActivatesTheHooksConstraintsAgain() {
        let solved = solve(#""First pass, Second pass: again()""#)
        XCTAssertEqual(frame(solved, "badge"), [151.5, 42, 72, 36])
        let second = solved.namedVariants[0]
        XCTAssertEqual(second.addedLines, [17, 18, 19, 20])
        XCTAssertEqual(frame(second.solved, "badge"), [151.5, 42, 72, 36])
        XCTAssertEqual(frame(second.solved, "dot"), [16, 8, 40, 20])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note && !$0.message.contains("'grow'") }.map(\.message), [])
    }

    /// With `padding` 24 the second pass adds `dot.leading == leading + 24`
    /// beside `+ 16` (and the trailing pair): both required, they cannot
    /// both hold, so UIKit breaks one and logs. The tab expects it; which of
    /// the pair UIKit keeps is its pick, so only the conflict is asserted.
    /// No class here reports an intrinsic size, so changing `padding`
    /// warns of no stale size.
    func testAChangedConstantInTheHookConflictsWithTheOldCopy() {
        let solved = solve(#""First pass, Padding changed: expect=unsatisfiable grow()""#)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let changed = solved.namedVariants[0]
        let conflicts = changed.solved.allDiagnostics.filter { $0.kind == .unsatisfiable && $0.severity == .warning }
        XCTAssertEqual(conflicts.map(\.isExpected), [true, true], conflicts.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(Set(conflicts.map(\.location.line)), [17, 18])
        guard let conflict = conflicts.first else { return }
        XCTAssertTrue(conflict.message.contains("constant: 24"), conflict.message)
        XCTAssertTrue(conflict.notes.contains { $0.message.contains("conflicts with") && $0.message.contains("constant: 16") },
                      conflict.notes.map(\.message).joined(separator: "\n"))
        XCTAssertNil(diagnostic(solved, containing: "keeps the intrinsic size"))
    }

    /// Before the first pass the flag changes nothing (that pass calls the
    /// hook once anyway): written in the code as written, the badge has one
    /// set of inset constraints, no variant, and no "ignored" warning.
    func testFlaggingBeforeTheFirstPassChangesNothing() {
        let code = badge + "badge.setNeedsUpdateConstraints()\n"
        let solved = solveCode(code, options: "canvas=375x120 breakpoints=375")
        XCTAssertEqual(frame(solved, "dot"), [16, 8, 40, 20])
        // (`again` and `grow`, called by no variant here, are ignored.)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note && !$0.message.contains("ignores the function") }.map(\.message), [])
    }

    /// A view controller's view flagged in a tap handler: the next pass
    /// calls the controller's `updateViewConstraints()`, which here adds a
    /// height every time: 60 from the first pass, and again 60 on the
    /// second (agreeing), then 90 once `tall` is set (a conflict). The box
    /// is 20 from the top and sides: x 20, width 375 − 40 = 335.
    func testAViewControllersViewRunsUpdateViewConstraintsAgain() {
        let code = """
        class BoxController: UIViewController {
            let box = UIView()
            var tall = false

            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ])
            }

            override func updateViewConstraints() {
                box.heightAnchor.constraint(equalToConstant: tall ? 90 : 60).isActive = true
                super.updateViewConstraints()
            }

            @objc func refresh() {
                view.setNeedsUpdateConstraints()
            }

            @objc func grow() {
                tall = true
                view.setNeedsUpdateConstraints()
            }
        }
        """
        let solved = solveCode(code, options: #"canvas=375x200 breakpoints=375 variants="First, Again: refresh(), Taller: expect=unsatisfiable grow()""#)
        XCTAssertEqual(frame(solved, "box"), [20, 20, 335, 60])
        XCTAssertEqual(solved.namedVariants[0].addedLines, [17])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "box"), [20, 20, 335, 60])
        let conflict = solved.namedVariants[1].solved.allDiagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertEqual(conflict?.isExpected, true)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
    }
    /// A view class laid out on its own is the root: a variant's call of
    /// its own method runs (it did not run at all), and its flag reruns the
    /// root's `updateConstraints()`: width `w` again, now 200, beside the
    /// first pass's 100, both required: a conflict the tab expects.
    func testARootViewClassRunsItsVariantAndItsSecondPass() {
        let code = """
        class Card: UIView {
            let box = UIView()
            var w: CGFloat = 100
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
            }
            override func updateConstraints() {
                box.widthAnchor.constraint(equalToConstant: w).isActive = true
                box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                box.topAnchor.constraint(equalTo: topAnchor).isActive = true
                box.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                super.updateConstraints()
            }
            func grow() {
                w = 200
                setNeedsUpdateConstraints()
            }
        }
        """
        let solved = solve(#""Before, After: expect=unsatisfiable grow()""#, code: code)
        XCTAssertEqual(frame(solved, "box"), [0, 0, 100, 40])
        let after = solved.namedVariants[0]
        XCTAssertEqual(after.addedLines, [10, 11, 12, 13], "the second pass's four constraints")
        let conflict = after.solved.allDiagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertEqual(conflict?.isExpected, true)
        XCTAssertTrue(conflict?.message.contains("equalToConstant: 200") ?? false, conflict?.message ?? "")
    }

    /// `layoutIfNeeded()` runs the pending pass there and then. The hook
    /// makes a new width of `w` (200, the old one deactivated first); the
    /// call then sets that new constraint's constant to 300: 300 wide. (Run
    /// only at the end of the call, the constant would have been set on
    /// the old constraint, and the new one would make it 200.)
    func testLayoutIfNeededRunsThePendingPassInTheCall() {
        let code = """
        class VC: UIViewController {
            let box = UIView()
            var w: CGFloat = 100
            var widthConstraint: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
            override func updateViewConstraints() {
                widthConstraint = box.widthAnchor.constraint(equalToConstant: w)
                widthConstraint.isActive = true
                super.updateViewConstraints()
            }
            func grow() {
                widthConstraint.isActive = false
                w = 200
                view.setNeedsUpdateConstraints()
                view.layoutIfNeeded()
                widthConstraint.constant = 300
            }
        }
        """
        let solved = solve(#""Before, After: grow()""#, code: code)
        XCTAssertEqual(frame(solved, "box"), [0, 0, 100, 40])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "box"), [0, 0, 300, 40])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
    }

    /// A 50 × 20 `Tag` (its width `w`) at the root's top leading corner,
    /// in a view controller whose variant methods follow (lines 14 on).
    private let tagController = """
    class Tag: UIView {
        var w: CGFloat = 50
        override var intrinsicContentSize: CGSize { return CGSize(width: w, height: 20) }
    }
    class VC: UIViewController {
        let t = Tag()
        override func viewDidLoad() {
            super.viewDidLoad()
            t.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(t)
            t.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            t.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }

    """

    /// The same for an intrinsic size: invalidated with `w` 200, read at
    /// `layoutIfNeeded()`; `w` = 300 afterwards is not invalidated, so UIKit
    /// keeps 200 (and the figure warns at the change).
    func testLayoutIfNeededReadsTheInvalidatedSizeThen() {
        let code = tagController + """
            func grow() {
                t.w = 200
                t.invalidateIntrinsicContentSize()
                view.layoutIfNeeded()
                t.w = 300
            }
        }
        """
        let solved = solve(#""Before, After: grow()""#, code: code)
        XCTAssertEqual(frame(solved, "t"), [0, 0, 50, 20])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "t"), [0, 0, 200, 20])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .warning }.map(\.location.line), [18], "the change to 300")
    }

    /// A view made in the call has no size UIKit has read: `fresh.w = 200`
    /// is read at the next pass (200 wide, under `t`, y 20), no warning.
    func testAViewMadeInTheCallIsReadAtTheNextPass() {
        let code = tagController + """
            func add() {
                let fresh = Tag()
                fresh.w = 200
                fresh.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(fresh)
                fresh.topAnchor.constraint(equalTo: t.bottomAnchor).isActive = true
                fresh.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
        }
        """
        let solved = solve(#""Before, Add: add()""#, code: code)
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "fresh"), [0, 20, 200, 20])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
    }
}
