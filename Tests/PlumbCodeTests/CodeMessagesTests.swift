import XCTest
import PlumbBlocks
@testable import PlumbCode
import PlumbDiagnostics

/// A message about a code block quotes the constraint as its author wrote
/// it, in the block's own language (issue 29), at the code line that made
/// it: the anchor API in Swift, SnapKit's `make.…` line, Objective-C's
/// message syntax. Each expected sentence is typed out here.
final class CodeMessagesTests: XCTestCase {
    private func diagnostics(_ code: String, _ language: CodeLanguage) -> [Diagnostic] {
        CodeBlock.solve(code, language: language, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320]).allDiagnostics
    }

    private func broken(_ code: String, _ language: CodeLanguage, file: StaticString = #filePath, line: UInt = #line) throws -> Diagnostic {
        let found = diagnostics(code, language).filter { $0.kind == .unsatisfiable }
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    func testAnAnchorConstraintIsQuotedInSwift() throws {
        let d = try broken("""
        let box = UIView()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            box.widthAnchor.constraint(equalToConstant: 300),
            box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        """, .swift)
        XCTAssertEqual(d.message, "unable to simultaneously satisfy constraints at width 320: "
                       + "'box.widthAnchor.constraint(equalToConstant: 300)' is broken (off by 20 pt) because it contradicts 3 other required constraints")
        XCTAssertEqual(d.location, SourceLocation(line: 7, column: 21))
        XCTAssertEqual(d.notes.map(\.message), ["conflicts with the root's width (320 at this breakpoint)",
                                                "conflicts with 'box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)'",
                                                "conflicts with 'box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)'"])
        XCTAssertEqual(d.notes.map(\.location.line), [1, 5, 6])
    }

    func testASnapKitConstraintIsQuotedAsItsMakeLine() throws {
        let d = try broken("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.right.equalToSuperview().offset(-20)
            make.width.equalTo(300)
            make.centerY.equalToSuperview()
            make.height.equalTo(40)
        }
        """, .swift)
        XCTAssertEqual(d.message, "unable to simultaneously satisfy constraints at width 320: "
                       + "'make.width.equalTo(300)' is broken (off by 20 pt) because it contradicts 3 other required constraints")
        XCTAssertEqual(d.location, SourceLocation(line: 6, column: 16))
        XCTAssertEqual(d.notes.map(\.message), ["conflicts with the root's width (320 at this breakpoint)",
                                                "conflicts with 'make.left.equalTo(view.snp.left).offset(20)'",
                                                "conflicts with 'make.right.equalTo(view.snp.right).offset(-20)'"])
        XCTAssertEqual(d.notes.map(\.location.line), [1, 4, 5])
    }

    func testAnObjectiveCConstraintIsQuotedInMessageSyntax() throws {
        let d = try broken("""
        UIView *box = [[UIView alloc] init];
        [self.view addSubview:box];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.0].active = YES;
        [box.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20.0].active = YES;
        [box.widthAnchor constraintEqualToConstant:300.0].active = YES;
        [box.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor].active = YES;
        [box.heightAnchor constraintEqualToConstant:40.0].active = YES;
        """, .objectiveC)
        XCTAssertEqual(d.message, "unable to simultaneously satisfy constraints at width 320: "
                       + "'[box.widthAnchor constraintEqualToConstant:300]' is broken (off by 20 pt) because it contradicts 3 other required constraints")
        XCTAssertEqual(d.location, SourceLocation(line: 6, column: 18))
        XCTAssertEqual(d.notes.map(\.message), ["conflicts with the root's width (320 at this breakpoint)",
                                                "conflicts with '[box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20]'",
                                                "conflicts with '[box.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20]'"])
        XCTAssertEqual(d.notes.map(\.location.line), [1, 4, 5])
    }

    /// Optional constraints of one priority that tie, named as written.
    func testATieOfAnchorConstraintsIsQuotedInSwift() throws {
        let found = diagnostics("""
        let box = UIView()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = UILayoutPriority(500)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            wide, narrow,
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        """, .swift).filter { $0.kind == .tie }
        XCTAssertEqual(found.map(\.message), ["constraints of equal priority 500 pull against each other at width 320 "
            + "('box.widthAnchor.constraint(equalToConstant: 300)', 'box.widthAnchor.constraint(equalToConstant: 100)'): "
            + "several layouts are equally good and UIKit picks one arbitrarily"])
        XCTAssertEqual(found.first?.location.line, 4)
    }
}

/// The fix a message suggests for two labels whose content priorities tie
/// is the call the block's own dialect makes (issue 29), not a layout line:
/// two labels in a row, both at UIKit's default horizontal hugging (250
/// for a label made in code), stretched across 320 pt, tie; raising one to
/// 251 settles which stretches.
final class CodeMessagesFixTests: XCTestCase {
    private func tieSuggestion(_ code: String, _ language: CodeLanguage, file: StaticString = #filePath, line: UInt = #line) -> [String?] {
        let ties = CodeBlock.solve(code, language: language, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320])
            .allDiagnostics.filter { $0.kind == .tie }
        XCTAssertEqual(ties.count, 1, "\(ties.map(\.message))", file: file, line: line)
        return ties.map(\.suggestion)
    }

    func testAHuggingTieInSwiftSuggestsTheSwiftCall() {
        let code = """
        let title = UILabel()
        title.text = "Title"
        let detail = UILabel()
        detail.text = "Detail"
        view.addSubview(title)
        view.addSubview(detail)
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            title.topAnchor.constraint(equalTo: view.topAnchor),
            detail.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        """
        XCTAssertEqual(tieSuggestion(code, .swift), ["title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) (or lower it on another)"])
        let chinese = CodeBlock.solve(code, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320])
            .allDiagnostics.first { $0.kind == .tie }?.words(in: .chinese).suggestion
        XCTAssertEqual(chinese, "写上 'title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)'（或降低另一个的优先级）")
    }

    func testAHuggingTieInSnapKitSuggestsTheSwiftCall() {
        XCTAssertEqual(tieSuggestion("""
        let title = UILabel()
        title.text = "Title"
        let detail = UILabel()
        detail.text = "Detail"
        view.addSubview(title)
        view.addSubview(detail)
        title.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
        }
        detail.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right)
            make.right.top.equalToSuperview()
        }
        """, .swift), ["title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) (or lower it on another)"])
    }

    func testAHuggingTieInObjectiveCSuggestsTheMessage() {
        XCTAssertEqual(tieSuggestion("""
        UILabel *title = [[UILabel alloc] init];
        title.text = @"Title";
        UILabel *detail = [[UILabel alloc] init];
        detail.text = @"Detail";
        [self.view addSubview:title];
        [self.view addSubview:detail];
        title.translatesAutoresizingMaskIntoConstraints = NO;
        detail.translatesAutoresizingMaskIntoConstraints = NO;
        [title.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
        [detail.leadingAnchor constraintEqualToAnchor:title.trailingAnchor].active = YES;
        [detail.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
        [title.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        [detail.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
        """, .objectiveC), ["[title setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal]; (or lower it on another)"])
    }

    /// A layout block keeps its own line.
    func testAHuggingTieInALayoutBlockSuggestsTheLayoutLine() throws {
        let solved = SolvedBlock.solve("""
        label title "Title"
        label detail "Detail"
        title.leading == root.leading
        detail.leading == title.trailing
        detail.trailing == root.trailing
        title.top == root.top
        detail.top == root.top
        """, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320])
        let ties = solved.allDiagnostics.filter { $0.kind == .tie }
        XCTAssertEqual(ties.map(\.suggestion), ["set title.hugging.h = 251 (or lower it on another)"])
    }
}

extension CodeMessagesTests {
    /// A scroll view's content width left open: the fix names the guides as
    /// the code does (`pane.contentLayoutGuide`), not as the layout language
    /// (`pane.content`), in both languages.
    func testAnAmbiguousContentSizeNamesTheCodesGuides() {
        let code = """
        let pane = UIScrollView()
        let page = UIView()
        pane.translatesAutoresizingMaskIntoConstraints = false
        page.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pane)
        pane.addSubview(page)
        NSLayoutConstraint.activate([
            pane.topAnchor.constraint(equalTo: view.topAnchor),
            pane.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pane.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pane.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            page.topAnchor.constraint(equalTo: pane.contentLayoutGuide.topAnchor),
            page.bottomAnchor.constraint(equalTo: pane.contentLayoutGuide.bottomAnchor),
            page.leadingAnchor.constraint(equalTo: pane.contentLayoutGuide.leadingAnchor),
            page.heightAnchor.constraint(equalToConstant: 400),
        ])
        """
        let solved = CodeBlock.solve(code, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320])
        let content = solved.allDiagnostics.first { $0.message.contains("scrollable content") }
        XCTAssertEqual(content?.suggestion, "constrain the content's leading and trailing edges to pane.contentLayoutGuide, "
                       + "or its width to pane.frameLayoutGuide")
        XCTAssertEqual(content.map { $0.words(in: .chinese).suggestion },
                       "把内容的 'leading' 和 'trailing' 边约束到 pane.contentLayoutGuide，或把它的宽度约束到 pane.frameLayoutGuide")
    }
}
