import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Every diagnostic kind, with its exact line and column in the Markdown
/// file: the block's first line is the file line after the fence, and the
/// fence here is indented by 2, so columns are shifted by 2 as well.
final class DiagnosticTests: XCTestCase {
    /// The block starts on file line 11, column 3.
    let origin = SourceLocation(line: 11, column: 3)

    private func first(_ text: String) -> Diagnostic? {
        BlockParser.parse(text, origin: origin).diagnostics.first
    }

    private func assertDiagnostic(_ text: String, _ kind: DiagnosticKind, line: Int, column: Int, contains message: String,
                                  suggestion: String? = nil, file: StaticString = #filePath, at: UInt = #line) {
        guard let d = first(text) else { return XCTFail("no diagnostic for:\n\(text)", file: file, line: at) }
        XCTAssertEqual(d.kind, kind, d.message, file: file, line: at)
        XCTAssertEqual(d.severity, .error, file: file, line: at)
        XCTAssertEqual(d.location, SourceLocation(line: line, column: column), d.message, file: file, line: at)
        XCTAssertTrue(d.message.contains(message), "'\(d.message)' lacks '\(message)'", file: file, line: at)
        if let suggestion { XCTAssertEqual(d.suggestion, suggestion, file: file, line: at) }
    }

    /// A character no shipped font has is a warning at its own column, once
    /// per text, naming each such character: `label a "ok नमस्ते"` puts न at
    /// block column 13, file column 15; in `a.text = "x ☃"` on the next
    /// line the snowman is at column 13 (file 15). Chinese and Arabic are
    /// measured.
    func testCharactersNoShippedFontHasAreWarnedAtTheirColumn() {
        let diagnostics = BlockParser.parse("label a \"ok नमस्ते\"\na.text = \"x ☃ 用 سلام\"", origin: origin).diagnostics
        XCTAssertEqual(diagnostics.count, 2, diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(diagnostics.map(\.kind), [.missingGlyph, .missingGlyph])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(diagnostics[0].location, SourceLocation(line: 11, column: 15))
        XCTAssertTrue(diagnostics[0].message.contains("'न' (U+0928)"), diagnostics[0].message)
        XCTAssertEqual(diagnostics[1].location, SourceLocation(line: 12, column: 15))
        XCTAssertTrue(diagnostics[1].message.contains("U+2603"), diagnostics[1].message)
        XCTAssertFalse(diagnostics[1].message.contains("用"))
        XCTAssertFalse(diagnostics[1].message.contains("س"))
    }

    func testSyntax() {
        // Line 3 of the block (file line 13); the relation is missing at column 1 (file column 3).
        assertDiagnostic("view a\nview b\na.top b.top", .syntax, line: 13, column: 3, contains: "expected a declaration, constraint")
        // Column 13 of "a.top == b.top extra" is 'extra': file column 15.
        assertDiagnostic("view a\nview b\na.top == b.top extra", .syntax, line: 13, column: 18, contains: "expected the end of the constraint")
        // An anchor set with a property's '=' is a constraint missing its
        // '==': said at the '=' (column 9, file column 11), not as an
        // unknown property.
        assertDiagnostic("view a\na.width = 10", .syntax, line: 12, column: 11, contains: "a constraint relates with '=='",
                         suggestion: "write '=='")
        assertDiagnostic("view a\na.left = root.left", .syntax, line: 12, column: 10, contains: "a constraint relates with '=='")
        assertDiagnostic("view a\na.widht = 10", .unknownName, line: 12, column: 5, contains: "unknown property 'widht'")
        assertDiagnostic("canvas 375by200", .syntax, line: 11, column: 10, contains: "expected 'WIDTHxHEIGHT'")
        assertDiagnostic("view a\nwhen compact\n  a.width == 1", .syntax, line: 12, column: 15, contains: "expected ':'")
        assertDiagnostic("view a\n\ta.width == 1", .syntax, line: 12, column: 3, contains: "spaces, not tabs")
        assertDiagnostic("view a\na.width == 10 > 5", .syntax, line: 12, column: 17, contains: "is not a relation")
    }

    func testUnknownNamesSuggestTheNearest() {
        assertDiagnostic("label title\ntitel.top == root.top", .unknownName, line: 12, column: 3, contains: "unknown view 'titel'",
                         suggestion: "did you mean 'title'?")
        assertDiagnostic("label title\ntitle.lead == root.leading", .unknownName, line: 12, column: 9, contains: "unknown anchor 'lead'")
        assertDiagnostic("label title\ntitle.top == root.safee.top", .unknownName, line: 12, column: 21, contains: "unknown guide 'safee'",
                         suggestion: "did you mean 'safe'?")
        assertDiagnostic("view a\na.width == gutter", .unknownName, line: 12, column: 14, contains: "unknown metric 'gutter'")
        assertDiagnostic("breakpoints iphone-16", .unknownName, line: 11, column: 15, contains: "unknown device 'iphone-16'",
                         suggestion: "did you mean 'iphone-15'?")
        assertDiagnostic("lable title", .syntax, line: 11, column: 3, contains: "found 'lable title'", suggestion: "did you mean 'label'?")
        assertDiagnostic("stack s distribution=fillEqualy", .badValue, line: 11, column: 24, contains: "unknown distribution",
                         suggestion: "did you mean 'fillEqually'?")
    }

    func testTypeMismatches() {
        // The offending anchor is the right-hand one: 'b.top' at column 18 (file 20).
        assertDiagnostic("view a\nview b\na.leading == b.top", .typeMismatch, line: 13, column: 18, contains: "cannot relate x-axis anchor 'a.leading' to y-axis anchor 'b.top'")
        assertDiagnostic("view a\nview b\na.width == b.leading", .typeMismatch, line: 13, column: 16, contains: "cannot relate dimension anchor")
        assertDiagnostic("view a\nview b\na.leading == b.top * 2", .typeMismatch, line: 13, column: 18, contains: "cannot relate x-axis anchor 'a.leading' to y-axis anchor 'b.top'")
        assertDiagnostic("view a\na.top == 20", .typeMismatch, line: 12, column: 12, contains: "a y-axis anchor cannot equal a constant: UIKit has no 'top == 20'")
        // English's article follows the sound: "an x-axis", "a y-axis".
        assertDiagnostic("view a\na.leading == 20", .typeMismatch, line: 12, column: 16, contains: "an x-axis anchor cannot equal a constant")
        assertDiagnostic("view a\nview b\na.leading == b.left", .typeMismatch, line: 13, column: 18, contains: "leading and trailing follow the layout direction")
        assertDiagnostic("view a\nview b\ndistance(a.top, b.leading) == 8", .typeMismatch, line: 13, column: 21, contains: "distance() needs two anchors of one axis")
        assertDiagnostic("view a\nview b\na.edges == b.width", .typeMismatch, line: 13, column: 14, contains: "'edges' stands for several anchors")
        assertDiagnostic("view a\na.top == a.content.top", .typeMismatch, line: 12, column: 14, contains: "only scroll views have a 'content' guide")
    }

    func testDuplicateNames() {
        let d = first("view card\nlabel card")
        XCTAssertEqual(d?.kind, .duplicateName)
        XCTAssertEqual(d?.location, SourceLocation(line: 12, column: 9))
        XCTAssertEqual(d?.notes.first?.location, SourceLocation(line: 11, column: 8))
        assertDiagnostic("view leading", .duplicateName, line: 11, column: 8, contains: "'leading' is reserved")
        assertDiagnostic("let gap = 8\nlet gap = 9", .duplicateName, line: 12, column: 7, contains: "metric 'gap' is already defined")
    }

    /// `when`, `let` and property lines are read from their lexed words,
    /// so each problem is reported at the word it is about. Before, a
    /// `when` line's comparison and number were reported at its first
    /// word (block column 5) and a metric at column 4 whatever the spacing.
    func testWhenLetAndPropertyLinesPointAtTheWordAtFault() {
        // Offsets count from 0 at file column 3. "when width => 500:": '=>' at
        // offset 11 (file column 14); 'wide' in the next one at 14 (file 17).
        assertDiagnostic("view a\nwhen width => 500:\n  a.width == 1", .syntax, line: 12, column: 14, contains: "unknown comparison '=>'")
        assertDiagnostic("view a\nwhen width >= wide:\n  a.width == 1", .unknownName, line: 12, column: 17, contains: "unknown metric 'wide'")
        assertDiagnostic("view a\nwhen width >= 5O0:\n  a.width == 1", .badNumber, line: 12, column: 17, contains: "expected a number, found '5O0'")
        // Two spaces before the condition: it is at offset 6 (file column 9).
        assertDiagnostic("view a\nwhen  compakt:\n  a.width == 1", .syntax, line: 12, column: 9, contains: "unknown condition 'compakt'",
                         suggestion: "did you mean 'compact'?")
        // No space needed around a comparison's words either: the colon is its own word.
        XCTAssertNil(first("view a\nwhen width >= 500:\n  a.width == 1\nwhen compact :\n  a.height == 1"))
        // "let  gap=8" then "let  gap = 9": the name at offset 5 (file column 8); the value 'x' at 10 (file 13).
        assertDiagnostic("let  gap=8\nlet  gap = 9", .duplicateName, line: 12, column: 8, contains: "metric 'gap' is already defined")
        assertDiagnostic("let gap = x", .unknownName, line: 11, column: 13, contains: "unknown metric 'x'")
        assertDiagnostic("let gap =", .badNumber, line: 11, column: 12, contains: "expected a number, found ''")
        assertDiagnostic("let = 3", .syntax, line: 11, column: 7, contains: "expected 'let NAME = NUMBER'")
        // "a.hugging.h   =   big": the value at offset 18 (file column 21); "a.hugs.h": the key at 2 (file 5).
        assertDiagnostic("view a\na.hugging.h   =   big", .unknownName, line: 12, column: 21, contains: "unknown metric 'big'")
        assertDiagnostic("view a\na.hugs.h = 20", .unknownName, line: 12, column: 5, contains: "unknown property 'hugs.h'")
        assertDiagnostic("view a\nhugging = 20", .syntax, line: 12, column: 3, contains: "expected 'NAME.property = value', found 'hugging'")
    }

    func testBadNumbers() {
        assertDiagnostic("view a\na.width == 10 @1001", .badNumber, line: 12, column: 18, contains: "priority 1001 is out of range")
        assertDiagnostic("view a\na.width == 10 @0", .badNumber, line: 12, column: 18, contains: "priority 0 is out of range")
        assertDiagnostic("view a\na.hugging.h = 2000", .badNumber, line: 12, column: 17, contains: "priority 2000 is out of range")
        assertDiagnostic("let big = 1e999", .badNumber, line: 11, column: 13, contains: "not a finite number")
        assertDiagnostic("label a font=-3", .badNumber, line: 11, column: 16, contains: "font size must be greater than 0")
        assertDiagnostic("view a\na.width == a.height / 0", .badNumber, line: 12, column: 23, contains: "division by zero")
    }

    /// Solving diagnostics carry the constraint's own line: the broken one,
    /// with a note on each member of the minimal conflicting set.
    func testUnsatisfiableNamesTheMinimalConflict() {
        let text = """
        canvas 320x100
        view box
        view other
        box.leading == root.leading + 10
        box.width == 400
        other.size == 10x10
        other.top == root.top
        other.leading == root.leading
        box.top == root.top
        box.height == 10
        box.trailing <= root.trailing - 10
        """
        let solved = SolvedBlock.solve(text, origin: origin, line: 10)
        let d = solved.breakpoints.first?.diagnostics.first { $0.kind == .unsatisfiable }
        XCTAssertEqual(d?.location, SourceLocation(line: 21, column: 3))
        XCTAssertEqual(d?.constraints, ["L21", "root.width", "L14", "L15"])
        XCTAssertEqual(d?.notes.map(\.location.line), [11, 14, 15])
        XCTAssertEqual(d?.views.sorted(), ["box", "root"])
        XCTAssertTrue(d?.message.contains("off by 100 pt") ?? false, d?.message ?? "")
        XCTAssertTrue(solved.hasErrors)
    }

    /// `ambiguous` names the view, the axis and the line it was declared on.
    func testAmbiguousNamesViewAndAxis() {
        let solved = SolvedBlock.solve("canvas 320x100\nview box\nbox.size == 10x10\nbox.top == root.top", origin: origin, line: 10)
        let d = solved.breakpoints.first?.diagnostics.first
        XCTAssertEqual(d?.kind, .ambiguous)
        XCTAssertEqual(d?.location, SourceLocation(line: 12, column: 8))
        XCTAssertEqual(d?.views, ["box"])
        XCTAssertTrue(d?.message.contains("horizontal position of 'box'") ?? false, d?.message ?? "")
        XCTAssertEqual(d?.suggestion, "give 'box' a leading, trailing or centerX constraint")
    }

    /// Equal hugging between two labels is a `tie` at the first label's
    /// declaration, with a note at the second.
    func testTieBetweenEqualHugging() {
        let text = """
        canvas 320x100
        label a intrinsic=50x20
        label b intrinsic=60x20
        a.leading == root.leading
        b.leading == a.trailing
        b.trailing == root.trailing
        a.top == root.top
        b.top == root.top
        """
        let solved = SolvedBlock.solve(text, origin: origin, line: 10)
        let d = solved.breakpoints.first?.diagnostics.first { $0.kind == .tie }
        XCTAssertEqual(d?.location, SourceLocation(line: 12, column: 9))
        XCTAssertEqual(d?.notes.first?.location, SourceLocation(line: 13, column: 9))
        XCTAssertEqual(d?.constraints, ["a.hugging.h", "b.hugging.h"])
        XCTAssertEqual(d?.severity, .warning)
        XCTAssertFalse(solved.hasErrors)
    }

    /// `expect` turns a demonstrated mistake into a warning, and fails when
    /// the mistake is gone.
    func testExpectations() {
        let broken = SolvedBlock.solve("canvas 100x100\nexpect unsatisfiable\nview a\na.edges == root.edges\na.width == 200", origin: origin, line: 10)
        XCTAssertFalse(broken.hasErrors)
        XCTAssertEqual(broken.allDiagnostics.first?.severity, .warning)
        let fixed = SolvedBlock.solve("canvas 100x100\nexpect unsatisfiable\nview a\na.edges == root.edges", origin: origin, line: 10)
        XCTAssertTrue(fixed.hasErrors)
        XCTAssertEqual(fixed.diagnostics.first?.location, SourceLocation(line: 12, column: 10))
    }

    /// A bad block is reported, not solved; it does not stop the others.
    func testABadBlockHasNoBreakpoints() {
        let bad = SolvedBlock.solve("view a\na.top == nowhere.top", origin: origin, line: 10)
        XCTAssertTrue(bad.breakpoints.isEmpty)
        XCTAssertTrue(bad.hasErrors)
    }

    /// The compiler format: path:line:col, the source line and a caret.
    func testRendering() {
        let source = String(repeating: "\n", count: 10) + "  view a\n  a.top == nowhere.top\n"
        let d = first("view a\na.top == nowhere.top")!
        let text = DiagnosticRenderer(useColor: false).render(d, path: "content/page.md", source: source)
        XCTAssertEqual(text, """
        content/page.md:12:12: error: unknown view 'nowhere'
         12 |   a.top == nowhere.top
            |            ^

        """)
        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertTrue(DiagnosticRenderer(useColor: true).render(d, path: "p.md", source: source).contains("\u{1B}[1;31merror:"))
    }

    /// A header or kind written alone says what goes after it, not "did
    /// you mean" the very word written (`canvas` → "did you mean 'canvas'?").
    func testHeaderOrKindAloneAsksForItsValue() {
        assertDiagnostic("canvas", .syntax, line: 11, column: 3, contains: "found 'canvas'",
                         suggestion: "write the size as 375x120, or 375xauto for the smallest height that fits")
        assertDiagnostic("view", .syntax, line: 11, column: 3, contains: "found 'view'", suggestion: "for example 'view title'")
        XCTAssertEqual(first("contentSize")?.suggestion?.hasPrefix("categories are "), true)
        XCTAssertNil(first("show")?.suggestion)
        // A near miss still gets its "did you mean".
        assertDiagnostic("canvs", .syntax, line: 11, column: 3, contains: "found 'canvs'", suggestion: "did you mean 'canvas'?")
    }
}
