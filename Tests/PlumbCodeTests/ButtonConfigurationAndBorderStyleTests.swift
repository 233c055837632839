import PlumbBlocks
import PlumbCode
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
}
