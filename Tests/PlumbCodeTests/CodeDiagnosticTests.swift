import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// Every diagnostic of the code front end, at its exact line and column.
final class CodeDiagnosticTests: XCTestCase {
    private let boxed = """
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: view.topAnchor), box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                 box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])

    """

    func testOneSidedSpaceAroundEqualsIsAWarningAndTheFigureIsDrawn() {
        let solved = solveCode(boxed + "view.backgroundColor =.black\n")
        XCTAssertEqual(summary(solved), ["warning syntax 6:22"])
        XCTAssertEqual(solved.block.root.properties.color, "#000000")
        XCTAssertEqual(frame(solved, "box"), [0, 0, 10, 10])
    }

    func testAStatementPlumbDoesNotRunIsAWarningNamingIt() {
        let solved = solveCode(boxed + "DispatchQueue.main.async {\n    box.isHidden = true\n}\n")
        XCTAssertEqual(summary(solved), ["warning unsupported 6:1"])
        XCTAssertTrue(solved.allDiagnostics[0].message.contains("'DispatchQueue.main.async'"), solved.allDiagnostics[0].message)
        XCTAssertEqual(frame(solved, "box"), [0, 0, 10, 10])
    }

    func testAMisspeltAnchorGetsDidYouMean() {
        let solved = solveCode(boxed + "box.leadngAnchor.constraint(equalTo: view.leadingAnchor).isActive = true\n")
        XCTAssertEqual(summary(solved), ["error unknown-name 6:5"])
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "did you mean 'leadingAnchor'?")
    }

    /// The usual slip in a multi-line `activate([...])`: a line without its
    /// ','. Said where the ',' goes, just after line 8's last character
    /// (column 53 of its 52), rather than "expected ']'" at the next line.
    func testAMissingCommaInAListNamesTheLineThatLacksIt() {
        let solved = solveCode(boxed + """
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100)
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        """)
        XCTAssertEqual(summary(solved), ["error syntax 8:53"])
        XCTAssertEqual(solved.allDiagnostics[0].message, "expected ',' between the list's elements, found 'box'")
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "add ',' at the end of line 8")
    }

    /// The same in Objective-C's `@[...]`.
    func testAMissingCommaInAnObjectiveCArrayNamesTheLine() {
        let solved = solveCode("""
        UIView *box = [UIView new];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:box];
        [NSLayoutConstraint activateConstraints:@[
            [box.widthAnchor constraintEqualToConstant:100]
            [box.heightAnchor constraintEqualToConstant:40],
        ]];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), ["error syntax 5:52"])
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "add ',' at the end of line 5")
    }

    /// An Objective-C statement without its ';' is said at the end of its
    /// own line (column 73 of 72), not at the next line's first word or the
    /// block's closing fence.
    func testAMissingSemicolonIsSaidAtTheEndOfItsLine() {
        let solved = solveCode("""
        UIView *box = [UIView new];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:box];
        [box.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES
        [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES
        """, .objectiveC)
        XCTAssertEqual(summary(solved).filter { $0.hasPrefix("error syntax") }, ["error syntax 4:73", "error syntax 5:81"])
    }

    /// A misspelt priority name gets the nearest one, in SnapKit and in the
    /// anchor API, instead of "a priority is from 1 to 1000".
    func testAMisspeltPriorityGetsDidYouMean() {
        let snap = solveCode("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
            make.height.equalTo(40).priority(.hight)
        }
        """)
        XCTAssertEqual(snap.allDiagnostics.first?.kind, .unknownName, snap.allDiagnostics.map(\.message).joined())
        XCTAssertEqual(snap.allDiagnostics.first?.message, "unknown priority '.hight'")
        XCTAssertEqual(snap.allDiagnostics.first?.suggestion, "did you mean '.high'?")
        let anchors = solveCode(boxed + "let c = box.widthAnchor.constraint(equalToConstant: 10)\nc.priority = .defaultHihg\n")
        XCTAssertEqual(summary(anchors), ["error unknown-name 7:14"])
        XCTAssertEqual(anchors.allDiagnostics[0].suggestion, "did you mean '.defaultHigh'?")
    }

    func testAMisspeltPropertyGetsDidYouMean() {
        let solved = solveCode(boxed + "box.backgroundColour = .red\n")
        XCTAssertEqual(summary(solved), ["error unknown-name 6:5"])
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "did you mean 'backgroundColor'?")
    }

    func testAViewNeverAddedIsAnErrorAtItsFirstConstraint() {
        let solved = solveCode("""
        let lost = UIView()
        lost.translatesAutoresizingMaskIntoConstraints = false
        lost.widthAnchor.constraint(equalToConstant: 10).isActive = true
        lost.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """)
        XCTAssertEqual(summary(solved), ["error unsupported 3:18"])
        XCTAssertTrue(solved.breakpoints.isEmpty)
    }

    func testAnUndeclaredNameIsAnAssumedViewWithANote() {
        let solved = solveCode("""
        NSLayoutConstraint.activate([
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            logo.widthAnchor.constraint(equalToConstant: 80),
            logo.heightAnchor.constraint(equalToConstant: 40),
        ])
        """)
        XCTAssertEqual(summary(solved), ["note unknown-name 2:5"])
        XCTAssertEqual(frame(solved, "logo"), [147.5, 20, 80, 40])
        XCTAssertFalse(solved.hasErrors)
    }

    func testANearMissOfADeclaredNameIsAnErrorNotAnAssumption() {
        let solved = solveCode(boxed + "bx.isHidden = true\n")
        XCTAssertEqual(summary(solved), ["error unknown-name 6:1"])
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "did you mean 'box'?")
    }

    func testUIKitCallbacksRunOnceWithANote() {
        let solved = solveCode("""
        class ViewController: UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                box.widthAnchor.constraint(equalToConstant: 30).isActive = true
                box.heightAnchor.constraint(equalToConstant: 30).isActive = true
                box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
        }
        """)
        XCTAssertEqual(summary(solved), ["note unsupported 8:19"])
        XCTAssertEqual(frame(solved, "box"), [0, 0, 30, 30])
    }

    func testAShadowedLocalIsAWarningAndNamedApart() {
        let solved = solveCode("""
        class ViewController: UIViewController {
            let label = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(label)
                let label = UIView()
                view.addSubview(label)
            }
        }
        """)
        XCTAssertEqual(summary(solved).first, "warning duplicate-name 6:13")
        XCTAssertEqual(solved.breakpoints[0].names, ["label", "label2"])
    }

    func testAConstraintNeverActivatedIsAWarning() {
        let solved = solveCode(boxed + "box.widthAnchor.constraint(equalToConstant: 99)\n")
        XCTAssertEqual(summary(solved), ["warning unsupported 6:1"])
        XCTAssertEqual(frame(solved, "box"), [0, 0, 10, 10])
    }

    func testAStatementThatDoesNotParseIsAnErrorAtItsToken() {
        let solved = solveCode(boxed + "box.isHidden = = true\n")
        XCTAssertEqual(summary(solved), ["error syntax 6:16"])
    }

    func testMixingLeadingAndLeftIsRefused() {
        let solved = solveCode(boxed + "box.leadingAnchor.constraint(equalTo: view.leftAnchor).isActive = true\n")
        XCTAssertEqual(summary(solved), ["error type-mismatch 6:39"])
    }

    func testUnknownFenceOptionGetsDidYouMean() {
        let solved = CodeBlock.solve(boxed, language: .swift, options: "canvas=375x667 brekpoints=320", optionsAt: SourceLocation(line: 1, column: 20),
                                     origin: SourceLocation(line: 2, column: 1), line: 1)
        XCTAssertEqual(summary(solved), ["error unknown-name 1:35"])
        XCTAssertEqual(solved.allDiagnostics[0].suggestion, "did you mean 'breakpoints'?")
    }

    func testOptionsInAPlumbComment() {
        // canvas 200 wide: the box spans it with 10 on each side.
        let solved = CodeBlock.solve("""
        // plumb: canvas=200x100 breakpoints=200
        let box = UIView()
        box.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
        view.addSubview(box)
        """, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(solved.breakpoints.map(\.width), [200])
        XCTAssertEqual(solved.breakpoints.first?.height, 100)
    }

    func testABadOptionValueIsReportedAtItsColumn() {
        let solved = CodeBlock.solve("// plumb: breakpoints=320,iphone-x\n", language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1)
        XCTAssertEqual(summary(solved), ["error unknown-name 1:27"])
    }
}

extension CodeDiagnosticTests {
    func testAViewSubclassesUpdateConstraintsRunsOnceWithANote() {
        // The panel's updateConstraints pins its 'bar' 4 in from its top left, 10 x 10.
        let solved = solveCode("""
        class Panel: UIView {
            let bar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
                bar.translatesAutoresizingMaskIntoConstraints = false
            }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                bar.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                bar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4).isActive = true
                bar.widthAnchor.constraint(equalToConstant: 10).isActive = true
                bar.heightAnchor.constraint(equalToConstant: 10).isActive = true
                super.updateConstraints()
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(panel)
        """)
        XCTAssertEqual(summary(solved), ["note unsupported 9:19"])
        XCTAssertEqual(frame(solved, "bar"), [4, 4, 10, 10])
        XCTAssertEqual(frame(solved, "panel"), [0, 0, 50, 50])
    }
}

extension CodeDiagnosticTests {
    func testAnIgnoredDeclarationsNameIsNotAnAssumedView() {
        // `title =` lays nothing out; navigationItem, the gesture recognizer and adding it are each a
        // statement the figure ignores (one warning each), and 'tap' never becomes an assumed view.
        let solved = solveCode(boxed + """
        title = "Login"
        navigationItem.title = "Login"
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        """)
        XCTAssertEqual(summary(solved), ["warning unsupported 7:1", "warning unsupported 8:11", "warning unsupported 9:1"])
        XCTAssertEqual(solved.breakpoints[0].names, ["box"])
    }
}

extension CodeDiagnosticTests {
    func testAViewClassesOwnMembersAreNeverAssumedViewsAndAFailureIsSaidOnce() {
        // `superview` inside RatingView is its own member, not a forgotten
        // `let superview = UIView()`: the figure cannot follow it (one error,
        // at its column), and the `w` it would have made is not reported
        // again where `CGSize(width: w, …)` reads it.
        let solved = solveCode("""
        class RatingView: UIView {
            override var intrinsicContentSize: CGSize {
                let w = superview!.bounds.width
                return CGSize(width: w, height: 24)
            }
        }
        let rating = RatingView()
        view.addSubview(rating)
        """)
        XCTAssertEqual(summary(solved), ["error unsupported 3:17"])
    }
}
