import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbSite
import XCTest

/// A figure drawn from code labels what the model holds in the code's own
/// terms (issue 33): a stack's alignment as `.top` (Swift) or
/// `UIStackViewAlignmentTop` (Objective-C), an optional priority as the code
/// named it; a layout block keeps its `alignment=top` and `@750`.
final class CodeFigureLabelTests: XCTestCase {
    private func render(_ code: String, _ language: CodeLanguage) -> (SolvedBlock, String) {
        let solved = CodeBlock.solve(code, language: language, options: "canvas=375x120", optionsAt: SourceLocation(line: 1, column: 1),
                                     origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        return (solved, FigureRenderer(column: Theme.column).render(solved))
    }

    private func frame(_ solved: SolvedBlock, _ name: String) -> [Double]? {
        solved.breakpoints.first?.frames[name].map { [$0.x, $0.y, $0.width, $0.height] }
    }

    private func marks(_ html: String) -> [String] {
        html.components(separatedBy: "<span class=\"plumb-mark").dropFirst().compactMap { part in
            guard let open = part.firstIndex(of: ">"), let close = part.firstIndex(of: "<") else { return nil }
            return String(part[part.index(after: open)..<close])
        }
    }

    /// Two stacks of one 40 × 20 box each: `top` at the root's corner, 20
    /// tall (a stack is as tall as its tallest arranged view); `mid` 24
    /// below it, at y 20 + 24 = 44. Their alignments differ, so each is named.
    private let swiftStacks = """
    class Box: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    }
    let a = Box()
    let b = Box()
    let top = UIStackView(arrangedSubviews: [a])
    top.alignment = .top
    let mid = UIStackView(arrangedSubviews: [b])
    mid.alignment = .center
    for stack in [top, mid] {
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
    }
    NSLayoutConstraint.activate([
        top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        top.topAnchor.constraint(equalTo: view.topAnchor),
        mid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        mid.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 24),
    ])
    """

    func testSwiftStackAlignmentReadsAsTheSwiftCase() {
        let (solved, html) = render(swiftStacks, .swift)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "mid"), [0, 44, 40, 20])
        let labels = marks(html)
        XCTAssertTrue(labels.contains(".top") && labels.contains(".center"), "\(labels)")
        XCTAssertFalse(html.contains("alignment="), "no layout-language words in a code figure")
    }

    func testObjectiveCStackAlignmentReadsAsTheConstant() {
        let (solved, html) = render("""
        @interface Box : UIView
        @end
        @implementation Box
        - (CGSize)intrinsicContentSize { return CGSizeMake(40, 20); }
        @end
        Box *a = [[Box alloc] init];
        Box *b = [[Box alloc] init];
        UIStackView *top = [[UIStackView alloc] initWithArrangedSubviews:@[a]];
        top.alignment = UIStackViewAlignmentTop;
        UIStackView *mid = [[UIStackView alloc] initWithArrangedSubviews:@[b]];
        mid.alignment = UIStackViewAlignmentCenter;
        top.translatesAutoresizingMaskIntoConstraints = NO;
        mid.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:top];
        [self.view addSubview:mid];
        [top.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        [top.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        [mid.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        [mid.topAnchor constraintEqualToAnchor:top.bottomAnchor constant:24].active = YES;
        """, .objectiveC)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "mid"), [0, 44, 40, 20])
        let labels = marks(html)
        XCTAssertTrue(labels.contains("UIStackViewAlignmentTop") && labels.contains("UIStackViewAlignmentCenter"), "\(labels)")
    }

    /// A 100-wide box pinned 20 from the root's leading edge at 750: nothing
    /// opposes it, so it holds and is labelled "20" and its priority.
    private func pinned(_ priority: String, _ language: CodeLanguage) -> [String] {
        let code = language == .swift ? """
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let pin = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        pin.priority = \(priority)
        NSLayoutConstraint.activate([pin, box.topAnchor.constraint(equalTo: view.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40)])
        """ : """
        UIView *box = [[UIView alloc] init];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:box];
        NSLayoutConstraint *pin = [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20];
        pin.priority = \(priority);
        pin.active = YES;
        [box.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        [box.widthAnchor constraintEqualToConstant:100].active = YES;
        [box.heightAnchor constraintEqualToConstant:40].active = YES;
        """
        let (solved, html) = render(code, language)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "box"), [20, 0, 100, 40])
        return marks(html)
    }

    func testOptionalPriorityReadsAsTheCodeNamedIt() {
        XCTAssertTrue(pinned(".defaultHigh", .swift).contains("20 @.defaultHigh"))
        XCTAssertTrue(pinned(".defaultHigh - 1", .swift).contains("20 @.defaultHigh - 1"))
        // A number written as a number stays one.
        XCTAssertTrue(pinned("UILayoutPriority(740)", .swift).contains("20 @740"))
        XCTAssertTrue(pinned("UILayoutPriorityDefaultHigh", .objectiveC).contains("20 @UILayoutPriorityDefaultHigh"))
        XCTAssertTrue(pinned("740", .objectiveC).contains("20 @740"))
    }

    /// The live panel's status line quotes a constraint that gives way as
    /// the code wrote it. A 240-wide field 8 after a 60-wide box from x 20:
    /// its trailing edge is at 20 + 60 + 8 + 240 = 328, so the optional pin
    /// 20 from the root's trailing edge holds up to 348 and gives way past
    /// it (the live range runs to 768).
    func testLiveStatusQuotesTheCode() {
        let solved = CodeBlock.solve("""
        let box = UIView()
        let input = UIView()
        for v in [box, input] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let pin = input.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        pin.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 60),
            input.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            input.widthAnchor.constraint(lessThanOrEqualToConstant: 240),
            pin,
        ])
        """, language: .swift, options: "canvas=375x70 breakpoints=320,768", optionsAt: SourceLocation(line: 1, column: 1),
                                     origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        let html = FigureRenderer(column: Theme.column).render(solved)
        let status = html.components(separatedBy: "class=\"plumb-live-status\"").dropFirst().first?.components(separatedBy: "</div>").first ?? ""
        XCTAssertTrue(status.contains("<code>input.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)</code>"), status)
        XCTAssertFalse(status.contains("input.trailing =="), status)
    }

    /// The layout language keeps its own words.
    func testLayoutBlockKeepsItsSyntax() {
        let solved = SolvedBlock.solve("""
        canvas 375x120
        view box
        box.leading == root.leading + 20 @high
        box.top == root.top
        box.width == 100
        box.height == 40
        """, origin: SourceLocation(line: 2, column: 1), line: 1, widths: [375])
        XCTAssertTrue(marks(FigureRenderer(column: Theme.column).render(solved)).contains("20 @750"))
    }
}
