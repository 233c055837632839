import XCTest
import PlumbDiagnostics

/// The one number formatter, and what the terminal is shown of the input.
final class OutputTextTests: XCTestCase {
    /// Exact: the shortest text that reads back as the same Double, without
    /// an exponent in [1e-4, 1e15), with one (valid JSON) outside it; never a
    /// 300-digit integer, never `0.000000` for 5e-324.
    func testExactNumbers() {
        XCTAssertEqual(NumberText.exact(12), "12")
        XCTAssertEqual(NumberText.exact(-0.0), "0")
        XCTAssertEqual(NumberText.exact(217.547), "217.547")
        XCTAssertEqual(NumberText.exact(250.01), "250.01")
        XCTAssertEqual(NumberText.exact(0.0001), "0.0001")
        XCTAssertEqual(NumberText.exact(0.00012), "0.00012")
        XCTAssertEqual(NumberText.exact(1e306), "1e+306")
        XCTAssertEqual(NumberText.exact(5e-324), "5e-324")
        XCTAssertEqual(NumberText.exact(123456789012345.5), "123456789012345.5")
        XCTAssertEqual(NumberText.exact(1e15), "1e+15")
        XCTAssertEqual(NumberText.exact(-2.5e15), "-2.5e+15")
        for v in [0.1, 1.0 / 3, 2.0 / 3 * 1e-3, 98765.4321, -0.00031] {
            XCTAssertEqual(Double(NumberText.exact(v)), v, "\(v) must read back exactly")
        }
    }

    /// Points: thousandths, trailing zeros dropped.
    func testPoints() {
        XCTAssertEqual(NumberText.points(217.5474), "217.547")
        XCTAssertEqual(NumberText.points(187.5), "187.5")
        XCTAssertEqual(NumberText.points(-0.0004), "0")
        XCTAssertEqual(NumberText.points(0.05), "0.05")
        XCTAssertEqual(NumberText.points(.infinity), "0")
    }

    /// Priorities are Floats in UIKit: written in Float's shortest form.
    /// `@750.05` once printed as `@7505`: ".0" was deleted from the
    /// Float's text wherever it stood, not only at its end.
    func testPriorities() {
        XCTAssertEqual(NumberText.priority(750), "750")
        XCTAssertEqual(NumberText.priority(750.05), "750.05")
        XCTAssertEqual(NumberText.priority(250.01), "250.01")
        XCTAssertEqual(NumberText.priority(1000), "1000")
        XCTAssertEqual(NumberText.priority(0.5), "0.5")
        // 999.9990234375 is the Float just below 1000 that UIKit's stack view
        // uses for hiding: its shortest Float form is 999.999.
        XCTAssertEqual(NumberText.priority(Double(Float(bitPattern: 0x447A_0000 - 16))), "999.999")
    }

    /// ESC and BEL from the input once reached the terminal raw: shown as
    /// control pictures, one column each, so the caret stays under its
    /// character. A CRLF file once lost its excerpt and caret: the quoted
    /// line is there, without its CR.
    func testTheRendererShowsControlCharactersAndCRLFLines() {
        let d = Diagnostic.error(.unknownName, "unknown view 'a\u{1B}[31m'", at: SourceLocation(line: 2, column: 3))
        let source = "view b\r\nx\u{7}a.top == root.top\r\n"
        let text = DiagnosticRenderer(useColor: false).render(d, path: "p.layout", source: source)
        XCTAssertEqual(text, """
        p.layout:2:3: error: unknown view 'a\u{241B}[31m'
         2 | x\u{2407}a.top == root.top
           |   ^

        """)
    }

    /// A 10,000-character line is quoted as the 80 characters either side
    /// of the column, with "…" where it was cut, the caret still under the
    /// column.
    func testALongLineIsQuotedAroundTheColumn() {
        let line = String(repeating: "a", count: 5000) + "X" + String(repeating: "b", count: 5000)
        let d = Diagnostic.error(.syntax, "here", at: SourceLocation(line: 2, column: 5001))
        let out = DiagnosticRenderer(useColor: false).render(d, path: "p.md", source: "first\n" + line + "\nlast")
        let quoted = out.split(separator: "\n")
        XCTAssertEqual(quoted[1], " 2 | …" + String(repeating: "a", count: 80) + "X" + String(repeating: "b", count: 79) + "…")
        XCTAssertEqual(quoted[2], "   | " + String(repeating: " ", count: 81) + "^")
    }

    /// The caret stands under the character in a terminal, where an East
    /// Asian wide character takes two cells.
    func testTheCaretCountsWideCharactersTwice() {
        let d = Diagnostic.error(.syntax, "here", at: SourceLocation(line: 1, column: 4))
        let out = DiagnosticRenderer(useColor: false).render(d, path: "p.md", source: "名字＝x")
        XCTAssertEqual(out.split(separator: "\n").last, "   | " + String(repeating: " ", count: 6) + "^")
    }

    func testQuotedSourceFindsLinesByByte() {
        let lines = QuotedSource("a\r\nbé\n\nlast")
        XCTAssertEqual(lines.line(1), "a")
        XCTAssertEqual(lines.line(2), "bé")
        XCTAssertEqual(lines.line(3), "")
        XCTAssertEqual(lines.line(4), "last")
        XCTAssertNil(lines.line(5))
        XCTAssertNil(lines.line(0))
    }
}

final class PlaceholderTextTests: XCTestCase {
    /// Each `{name}` with a value is filled in, everywhere it appears; an
    /// unknown name and a doubled brace's outer braces stay as written.
    func testPlaceholdersAreFilledInOnePass() {
        XCTAssertEqual("{a} of {b}, {{a}} {c} {a".fillingPlaceholders(["a": "1", "b": "两"]), "1 of 两, {1} {c} {a")
        XCTAssertEqual("宽 {w} pt".fillingPlaceholders(["w": "375"]), "宽 375 pt")
        XCTAssertEqual("{w}".fillingPlaceholders([:]), "{w}")
        XCTAssertEqual("no braces".fillingPlaceholders(["w": "1"]), "no braces")
    }
}
