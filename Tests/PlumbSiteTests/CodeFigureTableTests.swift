import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
import PlumbLayout
import PlumbSite
import XCTest

/// A code figure's table of constraints lists each constraint as the code
/// made it (issue 33): the anchor call in Swift or Objective-C, SnapKit's
/// `make.…` line, the part of a visual format string that says it, with
/// what the code set on it besides (priority, identifier) and its line.
/// A layout block's table keeps the layout language.
final class CodeFigureTableTests: XCTestCase {
    private func solve(_ code: String, _ language: CodeLanguage) -> SolvedBlock {
        CodeBlock.solve(code, language: language, options: "canvas=375x120", optionsAt: SourceLocation(line: 1, column: 1),
                        origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
    }

    private func html(_ solved: SolvedBlock) -> String { FigureRenderer(column: Theme.column).render(solved) }

    /// The table's written rows, as "line: code".
    private func rows(_ solved: SolvedBlock) -> [String] {
        guard let table = html(solved).components(separatedBy: "<details class=\"plumb-constraints\">").dropFirst().first?
            .components(separatedBy: "</tbody>").first else { return [] }
        return table.components(separatedBy: "<tr><td>").dropFirst().map { row in
            let line = row.prefix { $0 != "<" }
            let code = row.components(separatedBy: "<code>").dropFirst().first?.components(separatedBy: "</code>").first ?? ""
            return "\(line): \(code)"
        }
    }

    private func frame(_ solved: SolvedBlock, _ name: String) -> [Double]? {
        solved.breakpoints.first?.frames[name].map { [$0.x, $0.y, $0.width, $0.height] }
    }

    /// A 100 × 40 box 20 from the root's leading edge, its pin at
    /// `.defaultHigh` and named: nothing opposes the pin, so the box is at
    /// (20, 0) (a plain width has no safe-area insets). Lines: the pin is
    /// made on 4, the other three on 7 and 8. The safe area's band is
    /// titled with the guide as the code names it.
    func testSwiftRowsAreTheAnchorCalls() {
        let solved = solve("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let pin = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        pin.priority = .defaultHigh
        pin.identifier = "pin"
        NSLayoutConstraint.activate([pin, box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40)])
        """, .swift)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "box"), [20, 0, 100, 40])
        XCTAssertEqual(rows(solved), [
            #"4: box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)  // priority: .defaultHigh, identifier: &quot;pin&quot;"#,
            "7: box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)",
            "8: box.widthAnchor.constraint(equalToConstant: 100)",
            "8: box.heightAnchor.constraint(equalToConstant: 40)",
        ])
        XCTAssertTrue(html(solved).contains("title=\"view.safeAreaLayoutGuide\""))
        XCTAssertFalse(html(solved).contains("title=\"root.safe\""))
    }

    /// The same box in Objective-C: the calls and the priority's constant
    /// are Objective-C's.
    func testObjectiveCRowsAreTheMessages() {
        let solved = solve("""
        UIView *box = [[UIView alloc] init];
        box.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:box];
        NSLayoutConstraint *pin = [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20];
        pin.priority = UILayoutPriorityDefaultHigh;
        pin.active = YES;
        [box.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor].active = YES;
        [box.widthAnchor constraintEqualToConstant:100].active = YES;
        [box.heightAnchor constraintEqualToConstant:40].active = YES;
        """, .objectiveC)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(frame(solved, "box"), [20, 0, 100, 40])
        XCTAssertEqual(rows(solved), [
            "4: [box.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20]  // priority: UILayoutPriorityDefaultHigh",
            "7: [box.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor]",
            "8: [box.widthAnchor constraintEqualToConstant:100]",
            "9: [box.heightAnchor constraintEqualToConstant:40]",
        ])
        XCTAssertTrue(html(solved).contains("title=\"self.view.safeAreaLayoutGuide\""))
    }

    /// SnapKit: `edges` inset by 20 is four constraints on one line, one row
    /// each (SnapKit's `edges` are top, left, bottom and right); the size is 100 × 40 at `.high` (line 4). The edges are
    /// required and the size optional, so the box fills the root less 20 on
    /// every side: (20, 20, 335, 80) in a 375 × 120 canvas.
    func testSnapKitRowsAreTheMakeLines() {
        let solved = solve("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 100, height: 40)).priority(.high)
            make.edges.equalToSuperview().inset(20)
        }
        """, .swift)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
        XCTAssertEqual(frame(solved, "box"), [20, 20, 335, 80])
        XCTAssertEqual(rows(solved), [
            "4: make.width.equalTo(100).priority(.high)",
            "4: make.height.equalTo(40).priority(.high)",
            "5: make.top.equalTo(view.snp.top).offset(20)",
            "5: make.left.equalTo(view.snp.left).offset(20)",
            "5: make.bottom.equalTo(view.snp.bottom).offset(-20)",
            "5: make.right.equalTo(view.snp.right).offset(-20)",
        ])
    }

    /// A visual format string's constraints, one row each, as UIKit's log
    /// describes them: the part of the format that makes each. Two 100-wide
    /// boxes: a at 20, b 8 after it at 128, ending at 228.
    func testVisualFormatRowsAreTheFormatsParts() {
        let solved = solve("""
        let a = UIView()
        let b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[a(100)]-8-[b(100@750)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(40)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(40)]", metrics: nil, views: views))
        """, .swift)
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
        XCTAssertEqual(frame(solved, "b"), [128, 0, 100, 40])
        XCTAssertEqual(rows(solved).filter { $0.hasPrefix("8: ") }, [
            "8: H:|-20-[a]", "8: H:[a]-8-[b]", "8: H:[a(100)]", "8: H:[b(100@750)]",
        ])
    }

    /// A tree that changes with the size class has one live panel holding
    /// each class's tree; each class's status line quotes the code too.
    /// Compact (below 694): a 60-wide box at 20 and the field 8 after it,
    /// at most 240 wide, so its trailing edge is at most 328 and the
    /// optional pin 20 from the root's trailing edge gives way past 348.
    /// Regular (694 to 768): the field alone at 20, its trailing edge at
    /// most 260, so the pin (which wants it at W − 20 ≥ 674) gives way
    /// throughout.
    func testSizeClassLiveStatusQuotesTheCode() {
        let solved = CodeBlock.solve("""
        let box = UIView()
        let input = UIView()
        for v in [box, input] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(input)
        let pin = input.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        pin.priority = .defaultHigh
        if traitCollection.horizontalSizeClass == .compact {
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 60),
                input.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            ])
        } else {
            input.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        }
        NSLayoutConstraint.activate([input.widthAnchor.constraint(lessThanOrEqualToConstant: 240), pin])
        """, language: .swift, options: "canvas=375x70 breakpoints=320,768", optionsAt: SourceLocation(line: 1, column: 1),
                                     origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertEqual(solved.liveVariants.map(\.variant.sizeClass), [.compact, .regular])
        let statuses = html(solved).components(separatedBy: "class=\"plumb-live-status\"").dropFirst()
            .map { $0.components(separatedBy: "</div>").first ?? "" }
        XCTAssertEqual(statuses.count, 2, "one status line per class")
        for status in statuses {
            XCTAssertTrue(status.contains("<code>input.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)</code>"), status)
            XCTAssertFalse(status.contains("input.trailing =="), status)
        }
    }

    /// The implicit table's rows, as text.
    private func implicitRows(_ solved: SolvedBlock) -> [String] {
        guard let table = html(solved).components(separatedBy: "<details class=\"plumb-constraints\">").dropFirst().first?
            .components(separatedBy: "</tbody>").dropFirst().first?.components(separatedBy: "</tbody>").first else { return [] }
        return table.components(separatedBy: "<tr>").dropFirst().compactMap { row in
            let cell = row.components(separatedBy: "</td>").first ?? ""
            let text = cell.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            return text.isEmpty ? nil : text.replacingOccurrences(of: "&quot;", with: "\"")
        }
    }

    /// UIKit's own constraints, in a code figure, as the code that gives
    /// rise to them: two switches (51 × 31 each, hugging 750) in a stack
    /// spaced 8 (`UISV-spacing` is `H:[a]-8-[b]`, as UIKit's log writes
    /// it), the safe-area guide the stack hangs from, the root's height
    /// (the canvas's 120), and a view placed by its frame.
    func testImplicitRowsAreCode() {
        let swift = implicitRows(solve("""
        let a = UISwitch()
        let b = UISwitch()
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        let tag = UIView(frame: CGRect(x: 0, y: 80, width: 40, height: 20))
        view.addSubview(tag)
        """, .swift))
        for expected in ["view.bounds.height == 120",
                         "a.widthAnchor.constraint(lessThanOrEqualToConstant: 51)  // priority: 750 (hugging)",
                         "b.heightAnchor.constraint(greaterThanOrEqualToConstant: 31)  // priority: 750 (compression resistance)",
                         "UISV-spacing: H:[a]-8-[b]",
                         "view.safeAreaLayoutGuide placed in view",
                         "tag.frame = CGRect(x: 0, y: 80, width: 40, height: 20)"] {
            XCTAssertTrue(swift.contains(expected), "\(expected) in \(swift)")
        }
        XCTAssertFalse(swift.contains { $0.contains("root.") }, "\(swift)")

        let objC = implicitRows(solve("""
        UISwitch *a = [[UISwitch alloc] init];
        a.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:a];
        [a.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor].active = YES;
        [a.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
        UIView *tag = [[UIView alloc] initWithFrame:CGRectMake(0, 80, 40, 20)];
        [self.view addSubview:tag];
        """, .objectiveC))
        for expected in ["self.view.bounds.size.height == 120",
                         "[a.widthAnchor constraintLessThanOrEqualToConstant:51]  // priority: 750 (hugging)",
                         "self.view.safeAreaLayoutGuide placed in self.view",
                         "tag.frame = CGRectMake(0, 80, 40, 20);"] {
            XCTAssertTrue(objC.contains(expected), "\(expected) in \(objC)")
        }
    }

    /// The overlay's own shorthand names the other view as the block does:
    /// half the root's width is `0.5× view.width` in code (375 / 2 = 187.5),
    /// `0.5× root.width` in the layout language.
    func testOverlayNamesTheRootAsTheCodeDoes() {
        let code = html(solve("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)])
        """, .swift))
        XCTAssertTrue(code.contains(">w 187.5 = 0.5× view.width<"), code)
        let layout = FigureRenderer(column: Theme.column).render(SolvedBlock.solve("""
        canvas 375x120
        view box
        box.leading == root.leading
        box.top == root.top
        box.height == 40
        box.width == root.width * 0.5
        """, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375]))
        XCTAssertTrue(layout.contains(">w 187.5 = 0.5× root.width<"), layout)
    }

    /// The layout language keeps its own: the constraint as the block
    /// wrote it, `@high` and `#pin`.
    func testLayoutBlockRowsKeepTheLayoutLanguage() {
        let solved = SolvedBlock.solve("""
        canvas 375x120
        view box
        box.leading == root.leading + 20 @high #pin
        box.top == root.top
        box.width == 100
        box.height == 40
        """, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        XCTAssertEqual(rows(solved).first, "3: box.leading == root.leading + 20 @high #pin")
        XCTAssertTrue(implicitRows(solved).contains("root.height == 120"), "\(implicitRows(solved))")
    }

    /// A tie between two labels' compression resistance, drawn from code:
    /// the note names the other label's resistance in words, not in the
    /// layout language's `width >= … @750`, which code has no way to write
    /// (the reviewer's "(width >= 253.984 @750)" on a Swift figure).
    func testATieInCodeNamesTheContentSizeInWords() {
        let solved = solve("""
        let left = UILabel()
        left.text = "A long text on the left side"
        let right = UILabel()
        right.text = "Another long text on the right"
        for v in [left, right] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            left.topAnchor.constraint(equalTo: view.topAnchor),
            right.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        """, .swift)
        let notes = solved.allDiagnostics.filter { $0.kind == .tie }.flatMap { $0.words(in: .english).notes }
        XCTAssertTrue(notes.contains { $0.contains("'s compression resistance (priority 750, holding its width at ") && $0.hasSuffix(" or more)") }, "\(notes)")
        XCTAssertFalse(notes.contains { $0.contains(">=") }, "\(notes)")
        let chinese = solved.allDiagnostics.filter { $0.kind == .tie }.flatMap { $0.words(in: .chinese).notes }
        XCTAssertTrue(chinese.contains { $0.contains("的抗压缩约束（优先级 750，让宽度不小于 ") }, "\(chinese)")
    }
}
