import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// Dynamic Type (issue 33): a figure drawn at a content-size category, its
/// text styles at the point sizes UIKit's `preferredFont(forTextStyle:)`
/// gives there.
///
/// Heights by hand: a one-line label is one line of Plumb's shipped font,
/// whose hhea table (DejaVuSans-Plumb.ttf: ascender 1901, descender −483,
/// line gap 0, 2048 units per em) gives 2384 / 2048 = 1.1640625 pt of line
/// per point of size, rounded up to 1/64 pt as UILabel rounds its size.
/// - body at Large, 17 pt: 19.7890625, which is 1266.5 / 64, up to 1267 / 64 = 19.796875.
/// - body at AX3 (accessibilityExtraLarge), 40 pt: 46.5625 = 2980 / 64 exactly.
/// - body at AX1 (accessibilityMedium), 28 pt: 32.59375 = 2086 / 64 exactly.
/// - largeTitle at AX5 (accessibilityExtraExtraExtraLarge), 60 pt: 69.84375 = 4470 / 64.
/// - caption2 at xSmall, 11 pt (the floor of every style): 12.8046875 = 819.5 / 64, up to 820 / 64 = 12.8125.
final class DynamicTypeTests: XCTestCase {
    static func label(_ style: String) -> String {
        """
        let label = UILabel()
        label.text = "Hi"
        label.font = UIFont.preferredFont(forTextStyle: .\(style))
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """
    }

    private func height(_ style: String, options: String) -> Double? {
        let solved = solveCode(DynamicTypeTests.label(style), options: options)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [], options)
        return frame(solved, "label")?[3]
    }

    func testPreferredFontIsSizedAtTheFencesCategory() {
        XCTAssertEqual(height("body", options: "canvas=375x667"), 19.797, "Large by default: 17 pt")
        XCTAssertEqual(height("body", options: "canvas=375x667 contentSize=large"), 19.797)
        XCTAssertEqual(height("body", options: "canvas=375x667 contentSize=accessibilityExtraLarge"), 46.563, "AX3: 40 pt")
        XCTAssertEqual(height("body", options: "canvas=375x667 contentSize=AX3"), 46.563, "the HIG's short name")
        XCTAssertEqual(height("body", options: "canvas=375x667 contentSize=accessibilityMedium"), 32.594, "AX1: 28 pt")
        XCTAssertEqual(height("largeTitle", options: "contentSize=accessibilityExtraExtraExtraLarge canvas=375x667"), 69.844, "AX5: 60 pt")
        XCTAssertEqual(height("caption2", options: "canvas=375x667 contentSize=extraSmall"), 12.813, "xSmall: 11 pt")
    }

    func testTheCommentOptionSetsTheCategoryToo() {
        let solved = solveCode("// plumb: contentSize=AX3\n" + DynamicTypeTests.label("body"))
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "label")?[3], 46.563)
    }

    /// A stack that switches axis at accessibility sizes, as Apple advises:
    /// two 100 × 40 views, 8 apart, side by side at Large (216 wide, 40
    /// high) and in a column at AX1 (100 wide, 40 + 8 + 40 = 88 high).
    func testTheCategoryIsWhatTraitCollectionReports() {
        let code = """
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let a = UIView()
                let b = UIView()
                let stack = UIStackView(arrangedSubviews: [a, b])
                stack.spacing = 8
                stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
                    b.widthAnchor.constraint(equalToConstant: 100), b.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
        }
        """
        let large = solveCode(code), ax1 = solveCode(code, options: "canvas=375x667 contentSize=AX1")
        XCTAssertEqual(large.allDiagnostics.map(\.message), [])
        XCTAssertEqual(ax1.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(large, "stack"), [0, 0, 208, 40])
        XCTAssertEqual(frame(ax1, "stack"), [0, 0, 100, 88])
    }

    /// Objective-C's spelling, at AX3: 40 pt, one line of 46.5625.
    func testObjectiveCPreferredFontIsSizedAtTheCategory() {
        let code = """
        UILabel *label = [[UILabel alloc] init];
        label.text = @"Hi";
        label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
        label.adjustsFontForContentSizeCategory = YES;
        label.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:label];
        [label.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        [label.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        """
        let solved = solveCode(code, .objectiveC, options: "canvas=375x667 contentSize=AX3")
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "label")?[3], 46.563)
    }

    /// Code out keeps the style and the category: a layout block's
    /// `font=title2` at `contentSize AX3` is offered as
    /// `preferredFont(forTextStyle: .title2)` with `contentSize=` in the
    /// options comment, and every snippet reads back to title2 at AX3:
    /// 44 pt, one line of 44 × 1.1640625 = 51.21875 (3278 / 64 exactly).
    func testCodeOutWritesTheTextStyleAndTheCategory() throws {
        let block = """
        canvas 300x100
        contentSize AX3
        label t "Hi" font=title2
        t.top == root.top
        t.leading == root.leading
        """
        let parsed = BlockParser.parse(block, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let offer = CodeOut.offer(for: parsed)
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        let objc = try XCTUnwrap(offer.snippets.first { $0.dialect == .objectiveC }).code
        XCTAssertTrue(swift.contains("t.font = .preferredFont(forTextStyle: .title2)"), swift)
        XCTAssertTrue(objc.contains("t.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle2];"), objc)
        for snippet in offer.snippets {
            XCTAssertTrue(snippet.code.hasPrefix("// plumb: canvas=300x100 contentSize=accessibilityExtraLarge"), snippet.code)
            let back = CodeBlock.solve(snippet.code, language: snippet.dialect.language, origin: SourceLocation(line: 1, column: 1), line: 1)
            XCTAssertEqual(back.allDiagnostics.map(\.message), [], snippet.dialect.title)
            XCTAssertEqual(frame(back, "t")?[3], 51.219, snippet.dialect.title)
        }
    }

    // MARK: Bad input

    func testAnUnknownCategoryIsReportedAtItsColumnWithASuggestion() throws {
        // "canvas=375x667 " is 15 characters: the key starts at column 16,
        // "contentSize=" is 12 more, so the value is at column 28.
        let solved = solveCode(DynamicTypeTests.label("body"), options: "canvas=375x667 contentSize=accessibiltyLarge")
        let d = try XCTUnwrap(diagnostic(solved, containing: "content-size category"))
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(d.kind, .unknownName)
        XCTAssertEqual([d.location.line, d.location.column], [1, 28])
        XCTAssertEqual(d.suggestion, "did you mean 'accessibilityLarge'?")
    }

    func testAMisspeltOptionKeySuggestsContentSize() throws {
        let solved = solveCode(DynamicTypeTests.label("body"), options: "contentsize=AX3")
        let d = try XCTUnwrap(diagnostic(solved, containing: "unknown option"))
        XCTAssertEqual(d.suggestion, "did you mean 'contentSize'?")
    }

    func testAnUnknownTextStyleIsStillTheReadersError() throws {
        let solved = solveCode(DynamicTypeTests.label("bodyy"), options: "canvas=375x667 contentSize=AX3")
        let d = try XCTUnwrap(diagnostic(solved, containing: "text style"))
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(d.location.line, 3)
    }

    /// `UIFontMetrics` at Large returns the font unchanged: a 20-pt system
    /// font scaled by headline metrics is 20 pt, one line of
    /// 20 × 1.1640625 = 23.28125 = 1490 / 64 exactly. `maximumPointSize: 18`
    /// caps it at 18: 18 × 1.1640625 = 20.953125 = 1341 / 64 exactly.
    /// `scaledValue(for: 12)` is 12: the label's top sits 12 down.
    func testFontMetricsAtLargeLeaveTheFontAsItIs() {
        let code = """
        let label = UILabel()
        label.text = "Hi"
        let metrics = UIFontMetrics(forTextStyle: .headline)
        label.font = metrics.scaledFont(for: .systemFont(ofSize: 20))
        label.adjustsFontForContentSizeCategory = true
        let capped = UILabel()
        capped.text = "Hi"
        capped.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 20), maximumPointSize: 18)
        for l in [label, capped] {
            l.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(l)
            l.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        }
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: metrics.scaledValue(for: 12)).isActive = true
        capped.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
        """
        let solved = solveCode(code)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "label")?[1], 12)
        XCTAssertEqual(frame(solved, "label")?[3], 23.281)
        XCTAssertEqual(frame(solved, "capped")?[3], 20.953)
    }

    /// At any other category UIKit's scale is not the style's size ratio
    /// (body metrics give 16.33 at Medium, where body is 16), and Plumb has no
    /// measured table: an error at the call, never a guessed size.
    func testFontMetricsAtAnotherCategoryIsAnErrorNotAGuess() throws {
        let code = """
        let label = UILabel()
        label.text = "Hi"
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        """
        let solved = solveCode(code, options: "canvas=375x667 contentSize=medium")
        XCTAssertTrue(solved.breakpoints.isEmpty)
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertEqual(d.kind, .unsupported)
        // `label.font = ` is 13 characters and `UIFontMetrics(forTextStyle: .body).`
        // 35: `scaledFont` starts at column 13 + 35 + 1 = 49.
        XCTAssertEqual("\(d.location.line):\(d.location.column)", "3:49")
        XCTAssertTrue(d.message.contains("'medium'"), d.message)
    }

    /// The same in Objective-C (issue 33): `metricsForTextStyle:`,
    /// `defaultMetrics`, `scaledFontForFont:`, `…:maximumPointSize:` and
    /// `scaledValueForValue:`. At Large the numbers are those above: label
    /// 12 down and 23.28125 high, capped 18 pt, 20.953125 high.
    func testObjectiveCFontMetricsMirrorSwift() {
        let code = """
        UILabel *label = [[UILabel alloc] init];
        label.text = @"Hi";
        UIFontMetrics *metrics = [UIFontMetrics metricsForTextStyle:UIFontTextStyleHeadline];
        label.font = [metrics scaledFontForFont:[UIFont systemFontOfSize:20]];
        UILabel *capped = [[UILabel alloc] init];
        capped.text = @"Hi";
        capped.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:20] maximumPointSize:18];
        for (UILabel *l in @[label, capped]) {
            l.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:l];
            [l.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        }
        [label.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:[metrics scaledValueForValue:12]].active = YES;
        [capped.topAnchor constraintEqualToAnchor:label.bottomAnchor].active = YES;
        """
        let solved = solveCode(code, .objectiveC)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "label")?[1], 12)
        XCTAssertEqual(frame(solved, "label")?[3], 23.281)
        XCTAssertEqual(frame(solved, "capped")?[3], 20.953)
    }

    /// Objective-C at another category: the same error, at the message's
    /// `[` (line 3: `label.font = ` is 13 characters, so column 14).
    func testObjectiveCFontMetricsAtAnotherCategoryIsAnError() throws {
        let code = """
        UILabel *label = [[UILabel alloc] init];
        label.text = @"Hi";
        label.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:17]];
        label.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:label];
        """
        let solved = solveCode(code, .objectiveC, options: "canvas=375x667 contentSize=medium")
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertEqual(d.kind, .unsupported)
        XCTAssertEqual(d.location.line, 3)
        XCTAssertTrue(d.words(in: .english).message.contains("'medium'"), d.message)
        XCTAssertTrue(d.words(in: .chinese).message.contains("'medium'"), d.words(in: .chinese).message)
    }
}
