import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// The anchor API in Swift, each with its frames derived by hand at a
/// 375 x 667 root (no safe area at a plain width; root margins 16 at 375).
final class SwiftAnchorTests: XCTestCase {
    func testAnchorsConstantsAndMultiplier() {
        // x = 20, width = 375 - 20 - 20 = 335, y = 40, height = 0.5 * 335 = 167.5.
        let solved = solveCode("""
        let red = UIView()
        red.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(red)
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            red.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            red.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            red.heightAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "red"), [20, 40, 335, 167.5])
    }

    func testConstantSizesIsActiveAndLayoutMarginsGuide() {
        // The root's margins at 375 are 16: x = 16; width 100, height 50 by constants; y = 0 + 10.
        let solved = solveCode("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10).isActive = true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        box.heightAnchor.constraint(equalToConstant: 50).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [16, 10, 100, 50])
    }

    func testLaterDeactivationRemovesTheConstraint() {
        // The 0.5 width is deactivated and a 0.25 one activated: 0.25 * 375 = 93.75.
        let solved = solveCode("""
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        let half = bar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([half, bar.heightAnchor.constraint(equalToConstant: 10),
                                     bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     bar.topAnchor.constraint(equalTo: view.topAnchor)])
        NSLayoutConstraint.deactivate([half])
        let quarter = bar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25)
        quarter.isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "bar"), [0, 0, 93.75, 10])
    }

    func testPriorityAndIdentifierOnANamedConstraint() {
        // width == 400 @750 loses to width <= root.width (375): 375 wide.
        let solved = solveCode("""
        let wide = UIView()
        wide.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(wide)
        let preferred = wide.widthAnchor.constraint(equalToConstant: 400)
        preferred.priority = .defaultHigh
        preferred.identifier = "preferredWidth"
        NSLayoutConstraint.activate([
            preferred,
            wide.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor),
            wide.heightAnchor.constraint(equalToConstant: 20),
            wide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            wide.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "wide"), [0, 0, 375, 20])
        let made = solved.block.constraints.first { $0.identifier == "preferredWidth" }
        XCTAssertEqual(made?.priority, 750)
        XCTAssertEqual(made?.location.line, 4)
    }

    func testItemAttributeFormAndAnchorWithOffset() {
        // a: 0...100 wide 100 at y 0; b's leading is 30 after a's trailing (130),
        // and b's width equals the distance from a.leading to a.trailing (100).
        let solved = solveCode("""
        let a = UIView(), b = UIView()
        """.replacingOccurrences(of: ", b = UIView()", with: "\nlet b = UIView()") + """

        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100).isActive = true
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: view.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 30),
            b.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor)),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "a"), [0, 0, 100, 10])
        XCTAssertEqual(frame(solved, "b"), [130, 10, 100, 10])
    }

    func testSystemSpacingIsEightPoints() {
        // b.leading == a.trailing + system spacing (8) * 2 = 16 → b.x = 50 + 16 = 66.
        let solved = solveCode("""
        let a = UIView()
        let b = UIView()
        [a, b].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
            $0.widthAnchor.constraint(equalToConstant: 50).isActive = true
            $0.heightAnchor.constraint(equalToConstant: 50).isActive = true
            $0.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "b"), [66, 0, 50, 50])
    }

    func testAutoresizingKeepsTheFrame() {
        // No translatesAutoresizingMaskIntoConstraints = false: the frame stands.
        let solved = solveCode("""
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 80))
        view.addSubview(card)
        let badge = UIView()
        badge.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        card.addSubview(badge)
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "card"), [10, 20, 120, 80])
        XCTAssertEqual(frame(solved, "badge"), [5, 5, 30, 30])
    }

    func testClassBodyRunsAsUIKitDoes() {
        // Stored properties (a closure-initialised one named by the property, not its
        // local 'v'), then viewDidLoad and the method it calls; 'unused' never runs.
        let solved = solveCode("""
        class ViewController: UIViewController {
            let side: CGFloat = 60
            let avatarView: UIView = {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                return v
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                setUpAvatar()
            }

            private func setUpAvatar() {
                view.addSubview(avatarView)
                NSLayoutConstraint.activate([
                    avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    avatarView.topAnchor.constraint(equalTo: view.topAnchor, constant: side / 2),
                    avatarView.widthAnchor.constraint(equalToConstant: side),
                    avatarView.heightAnchor.constraint(equalToConstant: side * 2),
                ])
            }

            func unused() {
                view.addSubview(UILabel())
            }
        }
        """)
        XCTAssertEqual(summary(solved), [])
        // centre 187.5 → x = 157.5; y = 30; 60 x 120.
        XCTAssertEqual(frame(solved, "avatarView"), [157.5, 30, 60, 120])
        XCTAssertEqual(solved.breakpoints[0].names, ["avatarView"])
    }

    func testRootWidthIsReadAtTheSolvedWidthWithANote() {
        // view.frame.width * 0.8 at 320 is 256.
        let solved = solveCode("""
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        panel.widthAnchor.constraint(equalToConstant: view.frame.width * 0.8).isActive = true
        panel.heightAnchor.constraint(equalToConstant: 10).isActive = true
        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        panel.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """, widths: [320])
        XCTAssertEqual(frame(solved, "panel"), [0, 0, 256, 10])
        XCTAssertEqual(summary(solved), ["note unsupported 4:52"])
        XCTAssertFalse(solved.hasErrors)
    }

    func testStackViewFillEquallyWithSpacing() {
        // Three views share 375 - 2 * 10 = 355: 118.333 each.
        let solved = solveCode("""
        let first = UIView()
        let second = UIView()
        let third = UIView()
        let stackView = UIStackView(arrangedSubviews: [first, second])
        stackView.addArrangedSubview(third)
        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        stackView.spacing = 10
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stackView.topAnchor.constraint(equalTo: view.topAnchor),
            stackView.heightAnchor.constraint(equalToConstant: 44),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "first"), [0, 0, 118.333, 44])
        XCTAssertEqual(frame(solved, "second"), [128.333, 0, 118.333, 44])
        XCTAssertEqual(frame(solved, "third"), [256.667, 0, 118.333, 44])
    }

    func testHuggingPrioritiesDecideWhichViewStretches() {
        // Two views with intrinsic widths (a custom view's constant intrinsicContentSize):
        // 'tag' hugs at 251 and keeps 80; 'fill' hugs at 249 and takes 375 - 80 = 295.
        let solved = solveCode("""
        class Chip: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 80, height: 30)
            }
        }
        let tag = Chip()
        let fill = Chip()
        for v in [tag, fill] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
            v.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
        tag.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
        fill.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            tag.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            fill.leadingAnchor.constraint(equalTo: tag.trailingAnchor),
            fill.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "tag"), [0, 0, 80, 30])
        XCTAssertEqual(frame(solved, "fill"), [80, 0, 295, 30])
    }
}

extension SwiftAnchorTests {
    func testRootWidthIsReadAgainAtEachBreakpoint() {
        // 0.8 of 320 = 256 and of 768 = 614.4: the code runs at each width.
        let solved = solveCode("""
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width * 0.8, height: 10))
        view.addSubview(panel)
        """, widths: [320, 768])
        XCTAssertEqual(frame(solved, "panel", at: 0), [0, 0, 256, 10])
        XCTAssertEqual(frame(solved, "panel", at: 1), [0, 0, 614.4, 10])
        XCTAssertEqual(summary(solved), ["note unsupported 1:58"])
        XCTAssertNil(solved.live)
    }
}

extension SwiftAnchorTests {
    func testAViewSubclassBuildsItsSubviewsInItsInitializer() {
        // The card is 200 x 100 at (20, 20); its init pins 'dot' 10 in from its own top left, 20 x 20.
        let solved = solveCode("""
        class CardView: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    dot.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    dot.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    dot.widthAnchor.constraint(equalToConstant: 20),
                    dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        class ViewController: UIViewController {
            let card = CardView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
            }
        }
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "card"), [20, 20, 200, 100])
        XCTAssertEqual(frame(solved, "dot"), [10, 10, 20, 20])
        XCTAssertEqual(solved.block.item(named: "card")?.properties.color, "#ffffff")
    }
}

extension SwiftAnchorTests {
    func testAButtonConfigurationGivesStyleAndTitle() {
        let solved = solveCode("""
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let buy = UIButton()
        buy.configuration = config
        buy.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buy)
        buy.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        buy.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(solved.block.item(named: "buy")?.properties.buttonStyle, .filled)
        XCTAssertEqual(solved.block.item(named: "buy")?.properties.text, "Buy")
    }

    /// iOS 15's initializer says the same as the property: a filled button
    /// with the configuration's title, and a plain one from `.plain()`.
    func testAButtonMadeWithItsConfiguration() {
        let solved = solveCode("""
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let buy = UIButton(configuration: config)
        let later = UIButton(configuration: .plain())
        later.setTitle("Later", for: .normal)
        for button in [buy, later] {
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            button.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
        buy.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        later.leadingAnchor.constraint(equalTo: buy.trailingAnchor).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(solved.block.item(named: "buy")?.properties.buttonStyle, .filled)
        XCTAssertEqual(solved.block.item(named: "buy")?.properties.text, "Buy")
        XCTAssertEqual(solved.block.item(named: "later")?.properties.buttonStyle, .plain)
        XCTAssertEqual(solved.block.item(named: "later")?.properties.text, "Later")
    }
}

extension SwiftAnchorTests {
    func testAppearanceAndTargetsAreUnderstoodSilently() {
        // An extension declared before its class still joins it.
        let solved = solveCode("""
        extension ViewController {
            func layOut() {
                button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
            }
        }
        class ViewController: UIViewController {
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                button.layer.cornerRadius = 8
                button.titleLabel?.font = .boldSystemFont(ofSize: 18)
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                view.addSubview(button)
                layOut()
            }
            @objc func tapped() {}
        }
        """)
        // Appearance and targets say nothing (the bold title sizes the
        // button, as `FontWeightNoteTests` shows; here its size is fixed).
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "button"), [0, 0, 80, 40])
    }
}

extension SwiftAnchorTests {
    func testInsertArrangedSubviewAndMargins() {
        // A vertical fillEqually stack inside margins of 10 (layoutMargins, relative arrangement):
        // 3 views in 200 - 20 = 180 tall: 60 each; 'middle' inserted at 1.
        let solved = solveCode("""
        let top = UIView()
        let middle = UIView()
        let bottom = UIView()
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.insertArrangedSubview(middle, at: 1)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
            stack.heightAnchor.constraint(equalToConstant: 200),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "top"), [10, 10, 80, 60])
        XCTAssertEqual(frame(solved, "middle"), [10, 70, 80, 60])
        XCTAssertEqual(frame(solved, "bottom"), [10, 130, 80, 60])
    }

    func testAPlainSubviewOfAStackIsReported() {
        let solved = solveCode("let stack = UIStackView()\nview.addSubview(stack)\nlet badge = UIView()\nstack.addSubview(badge)\n")
        XCTAssertEqual(summary(solved), ["error unsupported 4:7"])
    }
}

extension SwiftAnchorTests {
    func testConstraintListsBuiltWithPlusEquals() {
        // H: 10 + a + 10 = 375 → 355 wide; the list also holds a height of 30 at y 5.
        let solved = solveCode("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        var constraints = [NSLayoutConstraint]()
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]-10-|", options: [], metrics: nil, views: ["a": a])
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[a(30)]", options: [], metrics: nil, views: ["a": a])
        NSLayoutConstraint.activate(constraints)
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "a"), [10, 5, 355, 30])
    }
}

extension SwiftAnchorTests {
    /// A misspelt format option is reported where it is written, on the
    /// options' line, with the option it was likely meant to be; the
    /// format's own reader used to place it past the end of the format's
    /// line (found by the fuzzer).
    func testAMisspeltFormatOptionIsReportedAtTheOptions() throws {
        let solved = solveCode("""
        let a = UIView(); let b = UIView()
        view.addSubview(a); view.addSubview(b)
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(20)][b(20)]",
                                                           options: [.alignAllLeading, .alignAllTopp], metrics: nil, views: ["a": a, "b": b]))
        """)
        XCTAssertEqual(summary(solved), ["error unknown-name 4:61"])
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual(d.message, "unknown VFL option '.alignAllTopp'")
        XCTAssertEqual(d.suggestion, "did you mean 'alignAllTop'?")
    }
}
