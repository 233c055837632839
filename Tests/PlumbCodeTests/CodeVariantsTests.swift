import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// A code block's named variants (`variants="NAME, NAME: call()"`): the
/// code as written is the first tab; each other tab is the same code run
/// again and then its call (a tap handler, a method that swaps a
/// constraint), solved as a block of its own. Frames derived by hand.
final class CodeVariantsTests: XCTestCase {
    /// A 375-wide root; a card pinned 20 from the top and from each side
    /// (x 20, width 375 − 40 = 335), 80 tall by a stored constraint; a
    /// button 12 below the card, at its leading edge.
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
    func moreTapped() {
        cardHeight.constant = 160
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    """

    private func solve(_ code: String, _ variants: String, _ language: CodeLanguage = .swift) -> SolvedBlock {
        solveCode(code, language, options: "canvas=375x300 breakpoints=375 variants=\(variants)")
    }

    /// Before the tap: the card 80 tall at y 20, the button at
    /// 20 + 80 + 12 = 112. After `moreTapped()` sets the constant to 160:
    /// the card 160 tall, the button at 20 + 160 + 12 = 192. The method is
    /// never called by the code as written, so the first tab is the before.
    func testASnippetsFunctionIsTheAfterTab() {
        let solved = solve(card, #""Before the tap, After the tap: moreTapped()""#)
        XCTAssertEqual(solved.baseVariantName, "Before the tap")
        XCTAssertEqual(frame(solved, "card"), [20, 20, 335, 80])
        XCTAssertEqual(frame(solved, "more")?[1], 112)
        XCTAssertEqual(solved.namedVariants.map(\.name), ["After the tap"])
        let after = solved.namedVariants[0].solved
        XCTAssertEqual(frame(after, "card"), [20, 20, 335, 160])
        XCTAssertEqual(frame(after, "more")?[1], 192)
        // The tab lists its call; a constant changed adds no constraint to mark.
        XCTAssertEqual(solved.namedVariants[0].added.map(\.text), ["moreTapped()"])
        XCTAssertEqual(solved.namedVariants[0].addedLines, [])
        // The function a variant calls is not "ignored": no warning.
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
    }

    /// Each variant starts from the code as written (not from the previous
    /// tab): "Taller" sets 120 (button at 20 + 120 + 12 = 152), and
    /// "Shorter" sets 40 (button at 20 + 40 + 12 = 72), not 120 then 40.
    func testVariantsAreNotCumulative() {
        let code = card + """
        func taller() { cardHeight.constant = 120 }
        func shorter() { cardHeight.isActive = false; card.heightAnchor.constraint(equalToConstant: 40).isActive = true }
        """
        let solved = solve(code, #""As written, Taller: taller(), Shorter: shorter()""#)
        XCTAssertEqual(solved.namedVariants.map(\.name), ["Taller", "Shorter"])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "card")?[3], 120)
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "more")?[1], 152)
        XCTAssertEqual(frame(solved.namedVariants[1].solved, "card")?[3], 40)
        XCTAssertEqual(frame(solved.namedVariants[1].solved, "more")?[1], 72)
        // `card` is 22 lines (its closing brace the 22nd), so `taller()` is
        // line 23 and `shorter()`, whose new constraint the figure marks, 24.
        XCTAssertEqual(solved.namedVariants[1].addedLines, [24])
        XCTAssertEqual(frame(solved, "card")?[3], 80, "the code as written is untouched")
    }

    /// The multiplier is read-only, so a view controller's method swaps the
    /// constraint: 0.5 of 375 = 187.5 square, centred at x (375 − 187.5) / 2
    /// = 93.75; after the swap 0.25 of 375 = 93.75 square at
    /// (375 − 93.75) / 2 = 140.625. The handler's `sender` is passed nil, as
    /// the first tab runs no tap at all.
    func testAViewControllersMethodSwapsAMultiplier() {
        let code = """
        class PhotoViewController: UIViewController {
            let photo = UIView()
            var photoWidth: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                photo.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(photo)
                photoWidth = photo.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
                NSLayoutConstraint.activate([
                    photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    photo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
                    photoWidth,
                ])
            }
            @objc func quarterTapped(_ sender: UIButton) {
                photoWidth.isActive = false
                photoWidth = photo.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25)
                photoWidth.isActive = true
            }
        }
        """
        let solved = solve(code, #""Half, Quarter: quarterTapped()""#)
        XCTAssertEqual(frame(solved, "photo"), [93.75, 20, 187.5, 187.5])
        let quarter = solved.namedVariants[0].solved
        XCTAssertEqual(frame(quarter, "photo"), [140.625, 20, 93.75, 93.75])
        XCTAssertEqual(solved.namedVariants[0].addedLines, [18], "the new width constraint's line")
        XCTAssertEqual(quarter.allDiagnostics.filter { $0.severity == .error }.count, 0)
    }

    /// SnapKit's way to change a constant: `updateConstraints` in the
    /// variant's call. The card 20 from the top and sides (335 wide), 80
    /// tall, then 160; the button 12 below: 112, then 20 + 160 + 12 = 192.
    func testSnapKitUpdateConstraintsInAVariant() {
        let code = """
        let card = UIView()
        let more = UIButton(type: .system)
        more.setTitle("More", for: .normal)
        view.addSubview(card)
        view.addSubview(more)
        card.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(20)
            make.trailing.equalToSuperview().offset(-20)
            make.height.equalTo(80)
        }
        more.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(12)
            make.leading.equalTo(card)
        }
        func expand() {
            card.snp.updateConstraints { make in
                make.height.equalTo(160)
            }
        }
        """
        let solved = solve(code, #""Before, After: expand()""#)
        XCTAssertEqual(frame(solved, "card"), [20, 20, 335, 80])
        XCTAssertEqual(frame(solved, "more")?[1], 112)
        let after = solved.namedVariants[0].solved
        XCTAssertEqual(frame(after, "card"), [20, 20, 335, 160])
        XCTAssertEqual(frame(after, "more")?[1], 192)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
    }

    /// The same in Objective-C, in a `// plumb:` comment (a bare file's
    /// form): 0.25 of 320 = 80 square at (320 − 80) / 2 = 120.
    func testObjectiveCMethodInAPlumbComment() {
        let code = """
        // plumb: variants="Half, Quarter: useQuarter()"
        @interface PhotoViewController : UIViewController
        @property (nonatomic, strong) UIView *photo;
        @property (nonatomic, strong) NSLayoutConstraint *photoWidth;
        @end
        @implementation PhotoViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.photo = [[UIView alloc] init];
            self.photo.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:self.photo];
            self.photoWidth = [self.photo.widthAnchor constraintEqualToAnchor:self.view.widthAnchor multiplier:0.5];
            [NSLayoutConstraint activateConstraints:@[
                [self.photo.topAnchor constraintEqualToAnchor:self.view.topAnchor],
                [self.photo.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                [self.photo.heightAnchor constraintEqualToConstant:40],
                self.photoWidth,
            ]];
        }
        - (void)useQuarter {
            self.photoWidth.active = NO;
            self.photoWidth = [self.photo.widthAnchor constraintEqualToAnchor:self.view.widthAnchor multiplier:0.25];
            self.photoWidth.active = YES;
        }
        @end
        """
        let solved = solveCode(code, .objectiveC, widths: [320], options: "canvas=320x100")
        XCTAssertEqual(frame(solved, "photo"), [0, 0, 160, 40], "0.5 of 320")
        XCTAssertEqual(solved.namedVariants.map(\.name), ["Quarter"])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "photo"), [0, 0, 80, 40], "0.25 of 320")
    }

    /// Activating the new constraint before deactivating the old one: for
    /// that moment both are required (187.5 and 93.75 wide at once), which
    /// UIKit logs as a conflict. Only that tab is unsatisfiable, so it says
    /// which variant it comes from.
    func testAVariantsOwnConflictNamesTheVariant() {
        let code = card + """
        func activateFirst() {
            card.heightAnchor.constraint(equalToConstant: 160).isActive = true
        }
        """
        let solved = solve(code, #""Before, Both at once: activateFirst()""#)
        XCTAssertEqual(frame(solved, "card")?[3], 80)
        let conflict = solved.allDiagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertNotNil(conflict)
        XCTAssertTrue(conflict?.message.contains("in variant 'Both at once'") ?? false, conflict?.message ?? "")
    }

    /// The same tab, wrong on purpose: `expect=unsatisfiable` among its
    /// words makes its conflict an expected warning, in that tab alone; the
    /// block has no error and is drawn. (Which of 80 and 160 UIKit keeps is
    /// its pick, so only the base's 80 is asserted.)
    func testAVariantExpectsItsOwnConflict() {
        let code = card + """
        func activateFirst() {
            card.heightAnchor.constraint(equalToConstant: 160).isActive = true
        }
        """
        let solved = solve(code, #""Before, Both at once: expect=unsatisfiable activateFirst()""#)
        XCTAssertEqual(frame(solved, "card")?[3], 80)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        let conflict = solved.namedVariants[0].solved.allDiagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertEqual(conflict?.isExpected, true)
        XCTAssertTrue(solved.block.expectedKinds.isEmpty, "the code as written expects nothing")
        XCTAssertEqual(solved.namedVariants[0].added.map(\.text), ["expect=unsatisfiable", "activateFirst()"])
    }

    /// A first entry of `expect=` words and no call names the code as
    /// written's tab and expects its outcome there alone: two pins at 500
    /// on a 200-wide box in a 375-wide root tie (20 + 200 + 20 = 240 is not
    /// 375); raising one to 501 leaves no tie, and that tab expects none.
    /// The box is at 375 − 20 − 200 = 155 once the trailing pin wins.
    func testAFirstEntrysExpectationIsTheCodeAsWrittensAlone() {
        let code = """
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        leading.priority = UILayoutPriority(500)
        let trailing = box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        trailing.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            leading, trailing,
        ])
        func raiseTrailing() { trailing.priority = UILayoutPriority(501) }
        """
        let solved = solve(code, #""Both at 500: expect=tie, Trailing at 501: raiseTrailing()""#)
        XCTAssertEqual(solved.baseVariantName, "Both at 500")
        XCTAssertEqual(solved.namedVariants.map(\.name), ["Trailing at 501"])
        XCTAssertEqual(solved.block.expectedKinds.map(\.kind), [.tie])
        let tie = solved.breakpoints[0].diagnostics.filter { $0.kind == .tie }
        XCTAssertEqual(tie.map(\.isExpected), [true])
        let raised = solved.namedVariants[0].solved
        XCTAssertEqual(frame(raised, "box")?[0], 155)
        XCTAssertTrue(raised.block.expectedKinds.isEmpty, "the variant expects nothing")
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
    }

    /// Code that reads the root's width is read again at each breakpoint;
    /// each variant's tab has every breakpoint too: a card half the width,
    /// then a quarter (160 and 80 at 320; 384 and 192 at 768).
    func testVariantsOfCodeThatReadsTheRootsWidth() {
        let code = """
        let card = UIView()
        card.frame = CGRect(x: 0, y: 0, width: view.frame.width / 2, height: 40)
        view.addSubview(card)
        func narrower() { card.frame = CGRect(x: 0, y: 0, width: view.frame.width / 4, height: 40) }
        """
        let solved = solveCode(code, widths: [320, 768], options: "canvas=320x100 variants=\"Half, Quarter: narrower()\"")
        XCTAssertEqual(frame(solved, "card", at: 0)?[2], 160)
        XCTAssertEqual(frame(solved, "card", at: 1)?[2], 384)
        XCTAssertEqual(solved.namedVariants.count, 1)
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "card", at: 0)?[2], 80)
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "card", at: 1)?[2], 192)
    }

    /// `NAME: contentSize=AX3` draws the same code at another Dynamic Type
    /// category (and may call a function too). A settings row, margins 16
    /// on a 375 root, so 343 wide; the switch 51 × 31 and 8 of spacing leave
    /// the label 343 − 51 − 8 = 284. One line of body is 17 × 1.1640625 =
    /// 19.79 → 1267/64 = 19.797 at Large; at AX3 body is 40 pt, a line
    /// 46.5625, and 284 points hold three lines: 139.6875. Stacked by
    /// `updateAxis()` (the category is an accessibility one), the label has
    /// the whole 343 and needs two lines, 93.125; the switch sits 8 below it,
    /// at 101.125.
    func testAVariantAtAnotherContentSizeCategory() {
        let code = """
        let title = UILabel()
        title.text = "Show message previews"
        title.font = UIFont.preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        title.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 749), for: .horizontal)
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [title, toggle])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        ])
        func updateAxis() {
            let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            row.axis = large ? .vertical : .horizontal
            row.alignment = large ? .leading : .center
        }
        """
        let solved = solve(code, #""Large, AX3: contentSize=AX3, AX3 stacked: contentSize=AX3 updateAxis()""#)
        XCTAssertEqual(frame(solved, "title")?[2], 284)
        XCTAssertEqual(frame(solved, "title")?[3], 19.797)
        XCTAssertEqual(solved.namedVariants.map(\.name), ["AX3", "AX3 stacked"])
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "title")?[3], 139.688)
        XCTAssertEqual(frame(solved.namedVariants[0].solved, "toggle")?[0], 292, "beside the label: 284 + 8")
        XCTAssertEqual(frame(solved.namedVariants[1].solved, "title")?[3], 93.125)
        XCTAssertEqual(frame(solved.namedVariants[1].solved, "toggle")?[0...1], [0, 101.125])
        XCTAssertEqual(solved.namedVariants[1].added.map(\.text), ["contentSize=AX3", "updateAxis()"])
        // The fence's category is the code as written's: Large.
        XCTAssertEqual(solved.block.contentSize, .large)
    }

    /// A misspelt category in a variant is the fence option's error, at its
    /// column: "Large, AX3: " is 12 characters, so `contentSize=` is at
    /// 11 + 12 = 23 and its value, 'AX9', after 12 more, at 35.
    func testAMisspeltCategoryInAVariant() {
        let solved = solveCode(card, options: #"variants="Large, AX3: contentSize=AX9""#)
        XCTAssertTrue(solved.breakpoints.isEmpty)
        let d = solved.allDiagnostics.first { $0.severity == .error }
        XCTAssertEqual(d?.kind, .unknownName)
        XCTAssertEqual(d.map { "\($0.location.line):\($0.location.column)" }, "1:35")
    }

    // MARK: Bad spellings: each an error at its line and column, the figure not drawn.

    /// `variants=` stands at column 1 of the options (line 1), so its value's
    /// first character (after `variants="`) is column 11.
    private func errors(_ variants: String, code: String? = nil) -> [String] {
        let solved = solveCode(code ?? card, options: "variants=\(variants)")
        XCTAssertTrue(solved.breakpoints.isEmpty, "not drawn: \(variants)")
        return solved.allDiagnostics.filter { $0.severity == .error }.map { "\($0.kind.rawValue) \($0.location.line):\($0.location.column)" }
    }

    func testAMisspeltCallIsAnUnknownNameWithDidYouMean() {
        // "Before, After: " is 15 characters: the call is at 11 + 15 = 26.
        XCTAssertEqual(errors(#""Before, After: moreTaped()""#), ["unknown-name 1:26"])
        let solved = solveCode(card, options: #"variants="Before, After: moreTaped()""#)
        XCTAssertEqual(solved.allDiagnostics.first { $0.severity == .error }?.suggestion, "did you mean 'moreTapped'?")
        let chinese = solved.allDiagnostics.first { $0.severity == .error }?.words(in: .chinese)
        XCTAssertEqual(chinese?.message, "变体调用了 'moreTaped()'，但代码里没有这个名字的方法或函数")
    }

    /// On a page, through the one path the site and `plumb solve` take: the
    /// fence is line 3, its info string `swift layout variants="…"` starts
    /// at column 4, so `variants` is at 4 + 13 = 17, its value at
    /// 17 + 10 = 27, and `expnd()` after "Before, After: " (15) at 42.
    func testABadCallOnAPageIsReportedAtItsLineAndColumn() throws {
        let page = "# Page\n\n```swift layout variants=\"Before, After: expnd()\"\nlet v = UIView()\nview.addSubview(v)\nfunc expand() {}\n```\n"
        let fence = LayoutFence(code: "let v = UIView()\nview.addSubview(v)\nfunc expand() {}\n", line: 3, column: 1,
                                info: "swift layout variants=\"Before, After: expnd()\"")
        let solved = FenceSolving.solve(fence, source: page)
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertEqual([d.location.line, d.location.column], [3, 42])
        XCTAssertEqual(d.kind, .unknownName)
        XCTAssertEqual(d.suggestion, "did you mean 'expand'?")
    }

    func testTheCallsParenthesesAreRequired() {
        XCTAssertEqual(errors(#""Before, After: moreTapped""#), ["syntax 1:26"])
    }

    func testOnlyTheFirstNameMayStandAlone() {
        // "Before, " is 8 characters: 'After' at 11 + 8 = 19.
        XCTAssertEqual(errors(#""Before, After""#), ["syntax 1:19"])
    }

    func testAnUnclosedQuoteAndATwiceUsedName() {
        XCTAssertEqual(errors(#""Before, After: moreTapped()"#), ["syntax 1:1"])
        // The second 'After' at 11 + "Before, After: moreTapped(), ".count = 11 + 29 = 40.
        XCTAssertEqual(errors(#""Before, After: moreTapped(), After: moreTapped()""#), ["duplicate-name 1:40"])
        XCTAssertEqual(errors("Before"), ["syntax 1:10"])
    }
}
