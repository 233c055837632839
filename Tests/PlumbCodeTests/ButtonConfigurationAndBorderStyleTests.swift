import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// Two reader gaps of issue 33: Objective-C's
/// `[UIButton buttonWithConfiguration:primaryAction:]` (Swift's
/// `UIButton(configuration:)` already read), and `UITextField.borderStyle`.
final class ButtonConfigurationAndBorderStyleTests: XCTestCase {
    /// A 17-pt line (19.789 pt for the system font) as the measurer gives
    /// it, rounded up to 1/64 pt (19.797), plus 7 pt above and below: 33.797.
    private func rounded(_ line: Double) -> Double {
        (((line * 64).rounded(.up) / 64 + 14) * 1000).rounded() / 1000
    }

    /// A filled "Buy" button and a plain "Later" one beside it, at the
    /// root's top-leading corner. A configured button's content insets are
    /// 12 pt left and right, 7 pt top and bottom (`TextLayout.buttonPadding`),
    /// so each is its title plus 24 wide and 14 taller than a 17-pt line:
    /// the same frames as Swift's `UIButton(configuration:)`.
    func testObjectiveCButtonMadeWithItsConfiguration() throws {
        let objc = solveCode("""
        UIButtonConfiguration *config = [UIButtonConfiguration filledButtonConfiguration];
        config.title = @"Buy";
        UIButton *buy = [UIButton buttonWithConfiguration:config primaryAction:nil];
        UIButton *later = [UIButton buttonWithConfiguration:[UIButtonConfiguration plainButtonConfiguration] primaryAction:nil];
        [later setTitle:@"Later" forState:UIControlStateNormal];
        for (UIButton *button in @[buy, later]) {
            button.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:button];
            [button.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        }
        [buy.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        [later.leadingAnchor constraintEqualToAnchor:buy.trailingAnchor].active = YES;
        """, .objectiveC)
        XCTAssertEqual(summary(objc), [])
        XCTAssertEqual(objc.block.item(named: "buy")?.properties.buttonStyle, .filled)
        XCTAssertEqual(objc.block.item(named: "buy")?.properties.text, "Buy")
        XCTAssertEqual(objc.block.item(named: "later")?.properties.buttonStyle, .plain)
        XCTAssertEqual(objc.block.item(named: "later")?.properties.text, "Later")
        let swift = solveCode("""
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let buy = UIButton(configuration: config, primaryAction: nil)
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
        XCTAssertEqual(summary(swift), [])
        let buy = try XCTUnwrap(frame(objc, "buy")), later = try XCTUnwrap(frame(objc, "later"))
        XCTAssertEqual(buy, frame(swift, "buy"))
        XCTAssertEqual(later, frame(swift, "later"))
        let line = try XCTUnwrap(objc.breakpoints.first?.text["buy"]).lineHeight
        XCTAssertEqual(buy[3], rounded(line), "a 17-pt line and 7 pt above and below")
        XCTAssertEqual(later[0], buy[2], "Later starts where Buy ends")
    }

    /// `buttonWithConfiguration:` without its configuration says what it expected.
    func testButtonWithConfigurationNeedsOne() {
        let solved = solveCode("UIButton *b = [UIButton buttonWithConfiguration: primaryAction:nil];\n", .objectiveC)
        XCTAssertFalse(solved.allDiagnostics.isEmpty)
    }

    /// The reference (`uikit-semantics.md`) gives no intrinsic height per
    /// border style, so `borderStyle` is read as appearance: accepted
    /// without a word in both languages, every field drawn as a rounded
    /// rect, 7 pt around its text (`TextLayout.fieldPadding`): a 17-pt line
    /// plus 14, the 34-pt field of Interface Builder.
    func testBorderStyleIsAcceptedAsAppearance() throws {
        for (language, code) in [(CodeLanguage.swift, """
            let field = UITextField()
            field.placeholder = "Name"
            field.borderStyle = .roundedRect
            let bare = UITextField()
            bare.placeholder = "Name"
            bare.borderStyle = .none
            for f in [field, bare] {
                f.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(f)
                f.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            }
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            bare.leadingAnchor.constraint(equalTo: field.trailingAnchor).isActive = true
            """), (.objectiveC, """
            UITextField *field = [[UITextField alloc] init];
            field.placeholder = @"Name";
            field.borderStyle = UITextBorderStyleRoundedRect;
            UITextField *bare = [[UITextField alloc] init];
            bare.placeholder = @"Name";
            bare.borderStyle = UITextBorderStyleNone;
            for (UITextField *f in @[field, bare]) {
                f.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:f];
                [f.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            }
            [field.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            [bare.leadingAnchor constraintEqualToAnchor:field.trailingAnchor].active = YES;
            """)] {
            let solved = solveCode(code, language)
            XCTAssertEqual(summary(solved), [], "\(language)")
            let field = try XCTUnwrap(frame(solved, "field")), bare = try XCTUnwrap(frame(solved, "bare"))
            let line = try XCTUnwrap(solved.breakpoints.first?.text["field"]).lineHeight
            XCTAssertEqual(field[3], rounded(line), "\(language)")
            XCTAssertEqual(bare[2...3], field[2...3], "\(language): the same field, whatever its border")
        }
    }

    /// A button made without a configuration (`UIButton(type: .system)`,
    /// the tutorials' button before iOS 15) has UIKit's own metrics: its
    /// title in the system font at 15 pt, no insets at the sides, and its
    /// title label 6 pt from the top and the bottom, so that a 15-pt line
    /// (18 pt in San Francisco) makes Interface Builder's 30-pt button. Here
    /// the title is "Buy": 32.5 wide at 17 pt, 32.5 × 15 / 17 = 28.676 at 15,
    /// 28.688 rounded up to 1/64, and the height is the 15-pt line rounded
    /// up to 1/64, plus 12. Setting a configuration gives it the configured
    /// metrics (17 pt, 12 and 7); setting it back to nil takes them away.
    func testAButtonWithoutAConfigurationHasUIKitsOwnMetrics() throws {
        func solved(_ extra: String) -> SolvedBlock {
            solveCode("""
            let buy = UIButton(type: .system)
            buy.setTitle("Buy", for: .normal)
            \(extra)
            buy.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(buy)
            buy.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            buy.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        }
        let legacy = solved("")
        XCTAssertEqual(summary(legacy), [])
        XCTAssertEqual(legacy.block.item(named: "buy")?.properties.buttonStyle, .system)
        XCTAssertEqual(legacy.block.item(named: "buy")?.properties.fontSize, 15)
        let line = try XCTUnwrap(legacy.breakpoints.first?.text["buy"]).lineHeight
        let frame15 = try XCTUnwrap(frame(legacy, "buy"))
        XCTAssertEqual(frame15[2], 28.688)
        XCTAssertEqual(frame15[3], (((line * 64).rounded(.up) / 64 + 12) * 1000).rounded() / 1000, "a 15-pt line and 6 above and below")
        let configured = try XCTUnwrap(frame(solved("buy.configuration = .plain()"), "buy"))
        XCTAssertEqual(configured[2], 56.5, "32.5 at 17 pt, plus 12 at each side")
        XCTAssertEqual(try XCTUnwrap(frame(solved("buy.configuration = .plain()\nbuy.configuration = nil"), "buy")), frame15)
        // A font set on the title stays whichever way the button was made.
        XCTAssertEqual(try XCTUnwrap(frame(solved("buy.titleLabel?.font = .systemFont(ofSize: 17)"), "buy"))[2], 32.5)
    }

    /// A configuration replaces the whole configuration, its title with
    /// it: `b` titled by a tinted configuration, then given `.filled()`, is
    /// as wide as `c`, a filled button with no title (24: 12 at each side);
    /// the title set with `setTitle(_:for:)` belongs to the button, not to
    /// a configuration, and is kept (a red-team pass found the first kept).
    func testANewConfigurationTakesTheOldOnesTitleAway() throws {
        let solved = solveCode("""
        var config = UIButton.Configuration.tinted()
        config.title = "A long title for the button"
        let b = UIButton(configuration: config)
        b.configuration = .filled()
        let c = UIButton(configuration: .filled())
        for v in [b, c] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        b.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        b.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        c.topAnchor.constraint(equalTo: b.bottomAnchor).isActive = true
        c.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """)
        XCTAssertEqual(try XCTUnwrap(frame(solved, "b"))[2], 24)
        XCTAssertEqual(try XCTUnwrap(frame(solved, "c"))[2], 24)
    }

    /// "Code out" makes each button the way it was drawn: the layout
    /// language's `button` (a configuration's look) as
    /// `UIButton(configuration: .plain())`, `style=system` as
    /// `UIButton(type: .system)`; the Objective-C twins likewise. Each
    /// snippet read back draws the same frames (`CodeRoundTripTests` holds
    /// every dialect to that on random blocks; here the two looks).
    func testCodeOutMakesEachButtonAsItWasDrawn() throws {
        let block = """
        canvas 320x100
        breakpoints 320
        button a "Plain"
        button b "Filled" style=filled
        button c "Legacy" style=system
        a.top == root.top + 10
        b.top == a.bottom + 8
        c.top == b.bottom + 8
        a.leading == root.leading + 10
        b.leading == a.leading
        c.leading == a.leading
        """
        let parsed = BlockParser.parse(block, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let offer = CodeOut.offer(for: parsed)
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        XCTAssertTrue(swift.contains("let a = UIButton(configuration: .plain())"), swift)
        XCTAssertTrue(swift.contains("let b = UIButton(configuration: .filled())"), swift)
        XCTAssertTrue(swift.contains("let c = UIButton(type: .system)"), swift)
        XCTAssertFalse(swift.contains(".titleLabel?.font"), "each look's own font needs no line: \(swift)")
        let objc = try XCTUnwrap(offer.snippets.first { $0.dialect == .objectiveC }).code
        XCTAssertTrue(objc.contains("[UIButton buttonWithConfiguration:[UIButtonConfiguration plainButtonConfiguration] primaryAction:nil]"), objc)
        XCTAssertTrue(objc.contains("[UIButton buttonWithType:UIButtonTypeSystem]"), objc)
        let drawn = SolvedBlock.solve(block, origin: SourceLocation(line: 1, column: 1), line: 1)
        for (code, language) in [(swift, CodeLanguage.swift), (objc, .objectiveC)] {
            let back = solveCode(code, language)
            for name in ["a", "b", "c"] { XCTAssertEqual(frame(back, name), frame(drawn, name), "\(language) \(name)") }
        }
    }
}
