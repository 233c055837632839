import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// The seed articles' examples, written as such tutorials print them,
/// with what UIKit does derived by hand (text sizes are the solver's
/// measurements, so those cases assert the relations the constraints fix).
final class SeedExampleTests: XCTestCase {
    func testCentredButtonWithTheAnchorAPI() {
        // The article's `=.black` is a warning; the button's centre is the root's: (187.5, 333.5).
        let solved = solveCode("""
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor =.black
            let button = UIButton(type: .system)
            button.setTitle("Tap me", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: view.centerYAnchor)
            ])
        }
        """.replacingOccurrences(of: "override func viewDidLoad() {\n    super.viewDidLoad()\n", with: "class ViewController: UIViewController {\noverride func viewDidLoad() {\n    super.viewDidLoad()\n") + "\n}")
        XCTAssertEqual(summary(solved), ["warning syntax 4:26"])
        let f = frame(solved, "button")!
        XCTAssertEqual(f[0] + f[2] / 2, 187.5, accuracy: 0.001)
        XCTAssertEqual(f[1] + f[3] / 2, 333.5, accuracy: 0.001)
        XCTAssertGreaterThan(f[2], 0)
    }

    func testCentredButtonWithSnapKit() {
        // makeConstraints turns the autoresizing mask off; center.equalToSuperview() centres it.
        let solved = solveCode("""
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        view.addSubview(button)
        button.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        """)
        XCTAssertEqual(summary(solved), [])
        let f = frame(solved, "button")!
        XCTAssertEqual(f[0] + f[2] / 2, 187.5, accuracy: 0.001)
        XCTAssertEqual(f[1] + f[3] / 2, 333.5, accuracy: 0.001)
    }

    func testLabelAndTextFieldWithHugging251And249() {
        let solved = solveCode("""
        class ViewController: UIViewController {
            let nameLabel = UILabel()
            let nameTextField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                nameLabel.text = "Name"
                nameTextField.placeholder = "Enter your name"
                nameTextField.borderStyle = .roundedRect
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                nameTextField.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(nameLabel)
                view.addSubview(nameTextField)
                nameLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
                nameTextField.setContentHuggingPriority(UILayoutPriority(rawValue: 249), for: .horizontal)
                NSLayoutConstraint.activate([
                    nameLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                    nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    nameTextField.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
                    nameTextField.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
                    nameTextField.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor)
                ])
            }
        }
        """)
        XCTAssertEqual(summary(solved), [])
        let label = frame(solved, "nameLabel")!, field = frame(solved, "nameTextField")!
        XCTAssertEqual(label[0], 20)
        XCTAssertEqual(label[1], 20)
        XCTAssertEqual(field[0], label[0] + label[2] + 8, accuracy: 0.001)
        XCTAssertEqual(field[0] + field[2], 355, accuracy: 0.001)
        // The label hugs harder (251 > 249): it keeps its text's width, the field takes the rest.
        XCTAssertLessThan(label[2], 60)
        XCTAssertGreaterThan(field[2], 250)
        XCTAssertEqual(solved.block.item(named: "nameLabel")?.properties.huggingH, 251)
        XCTAssertEqual(solved.block.item(named: "nameTextField")?.properties.huggingH, 249)
    }

    /// The lazy-closure view controller with two long one-line labels side by
    /// side; `priorityLine` is the article's case.
    private func twoLongLabels(_ priorityLine: String) -> SolvedBlock {
        solveCode("""
        class ViewController: UIViewController {
            lazy var leftLabel: UILabel = {
                let label = UILabel()
                label.text = "A long text on the left side"
                label.backgroundColor = .yellow
                label.translatesAutoresizingMaskIntoConstraints = false
                return label
            }()

            lazy var rightLabel: UILabel = {
                let label = UILabel()
                label.text = "Another long text on the right"
                label.backgroundColor = .green
                label.translatesAutoresizingMaskIntoConstraints = false
                return label
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(leftLabel)
                view.addSubview(rightLabel)
                \(priorityLine)
                NSLayoutConstraint.activate([
                    leftLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    leftLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    rightLabel.leadingAnchor.constraint(equalTo: leftLabel.trailingAnchor, constant: 8),
                    rightLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    rightLabel.topAnchor.constraint(equalTo: leftLabel.topAnchor),
                ])
            }
        }
        """)
    }

    func testTwoLongLabelsCaseOneTies() {
        // Both resist compression at 750: UIKit picks one arbitrarily, a tie.
        let solved = twoLongLabels("")
        XCTAssertEqual(solved.allDiagnostics.map(\.kind), [.tie])
        XCTAssertEqual(solved.breakpoints[0].names, ["leftLabel", "rightLabel"])
    }

    func testTwoLongLabelsCaseTwoTheLeftResistsHarder() {
        // The left label's resistance .defaultHigh + 1 (751): it keeps its whole text; the right one is cut.
        let solved = twoLongLabels("leftLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)")
        XCTAssertEqual(summary(solved), [])
        let left = frame(solved, "leftLabel")!, right = frame(solved, "rightLabel")!
        XCTAssertEqual(left[2], solveAlone("A long text on the left side"), accuracy: 0.01)
        XCTAssertEqual(right[0] + right[2], 359, accuracy: 0.001)
        XCTAssertEqual(solved.block.item(named: "leftLabel")?.properties.resistanceH, 751)
    }

    func testTwoLongLabelsCaseThreeTheRightResistsHarder() {
        let solved = twoLongLabels("rightLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 751), for: .horizontal)")
        XCTAssertEqual(summary(solved), [])
        let right = frame(solved, "rightLabel")!
        XCTAssertEqual(right[2], solveAlone("Another long text on the right"), accuracy: 0.01)
    }

    /// A label's own width, by the layout language (another front end): what the code's label must keep.
    private func solveAlone(_ text: String) -> Double {
        let solved = SolvedBlock.solve("canvas 2000x100\nlabel l \"\(text)\"\nl.leading == root.leading\nl.top == root.top\n",
                                       origin: SourceLocation(line: 1, column: 1), line: 1)
        return solved.breakpoints[0].frames["l"]!.width
    }

    func testVisualFormatLoginScreen() {
        // H: 20 + field + 20 → 335 wide; V: 100, 44, 12, 44, 24 → the button's top at 224.
        let solved = solveCode("""
        let usernameField = UITextField()
        usernameField.placeholder = "Username"
        let passwordField = UITextField()
        passwordField.placeholder = "Password"
        let loginButton = UIButton(type: .system)
        loginButton.setTitle("Log in", for: .normal)
        for subview in [usernameField, passwordField, loginButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["username": usernameField, "password": passwordField, "login": loginButton]
        let metrics = ["padding": 20, "fieldHeight": 44]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-padding-[username]-padding-|", options: [], metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[username(fieldHeight)]-12-[password(fieldHeight)]-24-[login]",
                                                           options: [.alignAllLeading, .alignAllTrailing], metrics: metrics, views: views))
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "usernameField"), [20, 100, 335, 44])
        XCTAssertEqual(frame(solved, "passwordField"), [20, 156, 335, 44])
        XCTAssertEqual(frame(solved, "loginButton")?[0], 20)
        XCTAssertEqual(frame(solved, "loginButton")?[1], 224)
        XCTAssertEqual(frame(solved, "loginButton")?[2], 335)
    }

    func testVisualFormatExampleWhoseHeightComesOutNegative() {
        // 100 + box + 600 = 667 asks for a height of -33: UIKit's engine makes it negative, Plumb says so.
        let solved = solveCode("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let views = ["box": box]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[box]-600-|", options: [], metrics: nil, views: views))
        """)
        XCTAssertEqual(solved.allDiagnostics.map(\.kind), [.badValue])
        XCTAssertEqual(solved.allDiagnostics.first?.location.line, 6)
        XCTAssertEqual(frame(solved, "box")?[3], -33)
    }

    func testImageWithAHighPriorityHalfWidthAndARequiredMinimum() {
        // 375: half = 187.5 wins; 200: half = 100 < 120, so the required minimum holds: 120.
        let solved = solveCode("""
        let imageView = UIImageView(image: UIImage(named: "photo"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        let halfWidth = imageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        halfWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            halfWidth,
            imageView.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        """, widths: [375, 200])
        XCTAssertEqual(summary(solved), ["warning unsupported 1:36"])
        XCTAssertEqual(frame(solved, "imageView", at: 0), [93.75, 20, 187.5, 187.5])
        XCTAssertEqual(frame(solved, "imageView", at: 1), [40, 20, 120, 120])
    }

    func testCustomViewWithAConstantIntrinsicContentSize() {
        // 120 wide by its intrinsic size (no intrinsic height: the constraint's 30): x = (375 - 120) / 2.
        let solved = solveCode("""
        class BadgeView: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 120, height: UIView.noIntrinsicMetric)
            }
        }

        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "badge"), [127.5, 40, 120, 30])
    }
}
