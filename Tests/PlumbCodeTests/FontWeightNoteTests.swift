import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics

/// Plumb ships the system font in two weights, regular and bold
/// (`FontWeight`): a bold font is measured and drawn bold; another weight
/// in the nearer face, with a note saying which; an italic or monospaced
/// font upright and proportional, with a note.
///
/// Widths by hand from the fonts' tables (fontTools): "New" is 1532 + 1260
/// + 1675 = 4467 units in DejaVu Sans and 1714 + 1389 + 1892 = 4995 in
/// DejaVu Sans Bold; at 28 pt 61.0723 and 68.2910, rounded up to 1/64:
/// 61.078 and 68.297. "A" at 17: 1401 and 1585 units, 11.641 and 13.172.
final class FontWeightNoteTests: XCTestCase {
    /// A label set up by `setup` (line 3 sets its font), pinned to the
    /// root's top leading corner at its own size.
    private func label(_ font: String, _ language: CodeLanguage = .swift) -> SolvedBlock {
        language == .swift
            ? solveCode("let l = UILabel()\nl.text = \"A\"\nl.font = \(font)\nl.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(l)\nl.topAnchor.constraint(equalTo: view.topAnchor).isActive = true\nl.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true\n")
            : solveCode("UILabel *l = [[UILabel alloc] init];\nl.text = @\"A\";\nl.font = \(font);\nl.translatesAutoresizingMaskIntoConstraints = NO;\n[self.view addSubview:l];\n[l.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;\n[l.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;\n", .objectiveC)
    }

    func testABoldFontIsMeasuredBoldWithoutANote() {
        let solved = solveCode("""
            let badge = UILabel()
            badge.text = "New"
            badge.font = .boldSystemFont(ofSize: 28)
            badge.translatesAutoresizingMaskIntoConstraints = false
            let plain = UILabel()
            plain.text = "New"
            plain.font = .systemFont(ofSize: 28)
            plain.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            view.addSubview(plain)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: view.topAnchor),
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                plain.topAnchor.constraint(equalTo: badge.bottomAnchor),
                plain.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            ])
            """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "badge")?[2], 68.297)
        XCTAssertEqual(frame(solved, "plain")?[2], 61.078)
    }

    /// `.semibold` is drawn bold, `.medium` regular, each with a note at
    /// its `weight:`; `.bold` and `.regular` are exact.
    func testAWeightPlumbDoesNotShipIsDrawnInTheNearerFaceWithANote() {
        let semibold = label(".systemFont(ofSize: 17, weight: .semibold)")
        XCTAssertEqual(summary(semibold), ["note unsupported 3:34"])
        XCTAssertEqual(frame(semibold, "l")?[2], 13.172)
        XCTAssertEqual(semibold.allDiagnostics.first?.message, "the weight '.semibold' is measured and drawn bold: Plumb ships the regular and bold weights")
        XCTAssertEqual(semibold.allDiagnostics.first?.suggestion, "in UIKit its text is a little narrower than drawn here, so a view sized by it differs slightly from the drawing")
        XCTAssertEqual(semibold.allDiagnostics.first?.words(in: .chinese).message, "字重 '.semibold' 按粗体测量和绘制：Plumb 只带了常规和粗体两种字重")
        let medium = label(".systemFont(ofSize: 17, weight: UIFont.Weight.medium)")
        XCTAssertEqual(summary(medium), ["note unsupported 3:34"])
        XCTAssertEqual(frame(medium, "l")?[2], 11.641)
        XCTAssertTrue(medium.allDiagnostics.first?.suggestion?.contains("a little wider") == true)
        XCTAssertEqual(summary(label(".systemFont(ofSize: 17, weight: .bold)")), [])
        XCTAssertEqual(frame(label(".systemFont(ofSize: 17, weight: .bold)"), "l")?[2], 13.172)
        XCTAssertEqual(summary(label(".systemFont(ofSize: 17, weight: .regular)")), [])
        XCTAssertEqual(frame(label(".systemFont(ofSize: 17, weight: .regular)"), "l")?[2], 11.641)
    }

    func testObjectiveCWeightsAndBoldFonts() {
        let bold = label("[UIFont boldSystemFontOfSize:17]", .objectiveC)
        XCTAssertEqual(summary(bold), [])
        XCTAssertEqual(frame(bold, "l")?[2], 13.172)
        let heavy = label("[UIFont systemFontOfSize:17 weight:UIFontWeightHeavy]", .objectiveC)
        XCTAssertEqual(heavy.allDiagnostics.filter { $0.severity == .note }.map(\.location.line), [3], "\(summary(heavy))")
        XCTAssertEqual(frame(heavy, "l")?[2], 13.172)
    }

    func testItalicAndMonospacedFontsAreNotedUpright() {
        let italic = label(".italicSystemFont(ofSize: 17)")
        XCTAssertEqual(summary(italic), ["note unsupported 3:10"])
        XCTAssertTrue(italic.allDiagnostics.first?.message.contains("'italicSystemFont' is measured and drawn in the upright, proportional system font") == true)
        XCTAssertEqual(frame(italic, "l")?[2], 11.641)
        let mono = label(".monospacedSystemFont(ofSize: 17, weight: .bold)")
        XCTAssertEqual(summary(mono), ["note unsupported 3:10"])
        XCTAssertEqual(frame(mono, "l")?[2], 13.172)
    }

    /// A preferred font in the headline style is semibold, as UIKit makes
    /// it: drawn bold, without a note (the style's weight is UIKit's pick,
    /// not the author's).
    func testAHeadlineFontIsDrawnBold() {
        let solved = label(".preferredFont(forTextStyle: .headline)")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "l")?[2], 13.172)
        XCTAssertEqual(frame(label(".preferredFont(forTextStyle: .body)"), "l")?[2], 11.641)
    }

    /// A button's title font sizes the button: "Buy" in bold 28 is 1561 +
    /// 1458 + 1335 = 4354 units, 59.527 pt, 59.531 rounded up to 1/64. A
    /// button made with `UIButton(type: .system)` has no configuration, so
    /// no content insets at its sides: 59.531 wide. With no font set its
    /// title is UIKit's system font at 15 pt: the 32.5 of "Buy" at 17 pt
    /// (a configuration's body size) is 32.5 × 15 / 17 = 28.676 there,
    /// 28.688 rounded up to 1/64.
    func testAButtonsTitleFontSizesIt() {
        func button(_ font: String, _ language: CodeLanguage = .swift) -> SolvedBlock {
            language == .swift
                ? solveCode("let buy = UIButton(type: .system)\nbuy.setTitle(\"Buy\", for: .normal)\n\(font)\nbuy.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(buy)\nbuy.topAnchor.constraint(equalTo: view.topAnchor).isActive = true\nbuy.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true\n")
                : solveCode("UIButton *buy = [UIButton buttonWithType:UIButtonTypeSystem];\n[buy setTitle:@\"Buy\" forState:UIControlStateNormal];\n\(font)\nbuy.translatesAutoresizingMaskIntoConstraints = NO;\n[self.view addSubview:buy];\n[buy.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;\n[buy.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;\n", .objectiveC)
        }
        let swift = button("buy.titleLabel?.font = .boldSystemFont(ofSize: 28)")
        XCTAssertEqual(summary(swift), [])
        XCTAssertEqual(frame(swift, "buy")?[2], 59.531)
        XCTAssertEqual(frame(button("// no font"), "buy")?[2], 28.688)
        let objc = button("buy.titleLabel.font = [UIFont boldSystemFontOfSize:28];", .objectiveC)
        XCTAssertEqual(summary(objc), [])
        XCTAssertEqual(frame(objc, "buy")?[2], 59.531)
    }

    func testAWeightThatIsNotANameIsAnError() {
        let solved = label(".systemFont(ofSize: 17, weight: .heavvy)")
        let error = solved.allDiagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.message, "expected a font weight: one of .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black",
                       "\(summary(solved))")
        XCTAssertEqual(error?.suggestion, "did you mean '.heavy'?")
        XCTAssertEqual(error.map { "\($0.location.line):\($0.location.column)" }, "3:34")
        // Objective-C's names, in Objective-C code.
        let objc = label("[UIFont systemFontOfSize:17 weight:UIFontWeightBlod]", .objectiveC)
        XCTAssertEqual(objc.allDiagnostics.first { $0.severity == .error }?.suggestion, "did you mean 'UIFontWeightBold'?", "\(summary(objc))")
        let heavy = label("[UIFont systemFontOfSize:17 weight:UIFontWeightHeavy]", .objectiveC)
        XCTAssertEqual(heavy.allDiagnostics.first?.message, "the weight 'UIFontWeightHeavy' is measured and drawn bold: Plumb ships the regular and bold weights")
    }

    /// A weight made from its raw value is the named weight nearest it
    /// (UIKit's: semibold 0.3, bold 0.4): 0.3 is semibold, drawn bold with
    /// its note; 0.41 is bold, exact.
    func testARawWeightIsTheNearestNamedOne() {
        let semibold = label(".systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: 0.3))")
        XCTAssertEqual(summary(semibold), ["note unsupported 3:34"])
        XCTAssertTrue(semibold.allDiagnostics.first?.message.contains("'.semibold'") == true)
        XCTAssertEqual(frame(semibold, "l")?[2], 13.172)
        let bold = label(".systemFont(ofSize: 17, weight: .init(rawValue: 0.41))")
        XCTAssertEqual(summary(bold), [])
        XCTAssertEqual(frame(bold, "l")?[2], 13.172)
    }
}
