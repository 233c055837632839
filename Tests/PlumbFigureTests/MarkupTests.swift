import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure

/// Escaping by construction: what a block says reaches a figure only as
/// text or as an attribute value, escaped; names of elements and attributes
/// are literals in code.
final class MarkupTests: XCTestCase {
    func testTextAndValuesAreEscapedNamesAreLiterals() {
        var m = Markup()
        m.open("div", [.init("class", "a\" onmouseover=\"x"), .flag("hidden", true), .flag("open", false), nil])
        m.text("<script>alert('x')</script> & more")
        m.close("div")
        m.empty("line", [.init("x1", "1")])
        XCTAssertEqual(m.html, "<div class=\"a&quot; onmouseover=&quot;x\" hidden>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more</div><line x1=\"1\"/>")
    }

    /// A number attribute is written straight into the markup's bytes: the
    /// same text as `NumberText.points` (the String path every other number
    /// takes), for signs, leading and trailing zeros in the thousandths,
    /// rounding, huge and non-finite values.
    func testNumbersWrittenAsBytesReadAsThePointsText() {
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, 0.001, -0.001, 0.005, 0.05, 0.25, 0.5, 1, -1, 9.999, 9.9995, 10,
                                12.3456, -12.3456, 100.05, 375, 1e6 + 0.007, 123_456_789.012, 8.9e12, 9e12, 1e15, -1e16, 3e300,
                                .infinity, -.infinity, .nan, .ulpOfOne, .greatestFiniteMagnitude]
        var seed: UInt64 = 42
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(seed >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * [1, 10, 1000, 1e7][Int(seed % 4)])
        }
        for v in values {
            var m = Markup()
            m.empty("rect", [.init("x", number: v)])
            XCTAssertEqual(m.html, "<rect x=\"\(NumberText.points(v))\"/>", "\(v)")
        }
    }

    /// Escaping copies runs between reserved bytes for long input and goes
    /// byte by byte for short: both roads, every reserved byte at the start,
    /// the end, side by side and amid multi-byte letters, against the five
    /// replacements written out here.
    func testEscapingAgreesWithTheFiveReplacementsAtEveryLength() {
        func reference(_ s: String) -> String {
            var out = ""
            for c in s {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                default: out.append(c)
                }
            }
            return out
        }
        let alphabet: [Character] = ["a", "&", "<", ">", "\"", "'", "é", "约", " "]
        var seed: UInt64 = 7
        for length in 0..<48 {
            for _ in 0..<20 {
                var s = ""
                for _ in 0..<length {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    s.append(alphabet[Int(seed >> 33) % alphabet.count])
                }
                XCTAssertEqual(HTML.escape(s), reference(s), s)
                var m = Markup()
                m.text(s)
                XCTAssertEqual(m.html, reference(s), s)
            }
        }
    }

    /// A style built as bytes: numbers as `NumberText.points` writes them,
    /// text from a block escaped, nothing else changed.
    func testAStyleBuiltAsBytesReadsAsItsText() {
        var style = StyleText()
        style.literal("left:calc(100cqw*")
        style.number(12.3456)
        style.literal("/")
        style.number(-0.0)
        style.literal(");--plumb-own-fill:")
        style.text("red\"><script>")
        var m = Markup()
        m.empty("i", [.init("style", style: style)])
        XCTAssertEqual(m.html, "<i style=\"left:calc(100cqw*12.346/0);--plumb-own-fill:red&quot;&gt;&lt;script&gt;\"/>")
    }

    /// A style sheet is raw text: only `</` could end the element early.
    func testAStyleSheetCannotEndItsElement() {
        var m = Markup()
        m.styleSheet("a{content:\"</style><script>x()</script>\"}\n@container q (1px < width){}\n")
        XCTAssertFalse(m.html.dropFirst("<style>".count).dropLast("</style>".count).contains("</"), m.html)
        XCTAssertTrue(m.html.contains("(1px < width)"))
    }

    /// A hostile caption and label text, through the whole renderer: every
    /// `<` they hold arrives as `&lt;`.
    func testAFigureDrawsHostileTextAsText() {
        let text = """
        # </figcaption><script>alert(1)</script>
        canvas 300x100
        label a "<img src=x onerror=alert(2)>"
        a.leading == root.leading
        a.top == root.top
        """
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, widths: [300])
        XCTAssertTrue(solved.parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(solved.parsed.diagnostics.map(\.message))")
        let html = FigureRenderer().render(solved)
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertFalse(html.contains("<img src=x"), html)
        XCTAssertTrue(html.contains("&lt;/figcaption&gt;&lt;script&gt;"), html)
        XCTAssertTrue(html.contains("&lt;img src=x onerror=alert(2)&gt;"), html)
    }
}

/// The legend lists the marks the overlay drew, from the marks themselves:
/// it once searched the figure's HTML, so a label reading "a @ b" added
/// the "@N optional priority" key to a figure without one.
final class FigureLegendTests: XCTestCase {
    private func legend(_ text: String) -> String {
        let solved = SolvedBlock.solve(text, origin: SourceLocation(line: 2, column: 1), line: 1, widths: [300])
        let html = FigureRenderer().render(solved)
        guard let start = html.range(of: "<ul class=\"plumb-legend\"") else { return "" }
        return String(html[start.lowerBound...].prefix { $0 != "\n" })
    }

    func testTheLegendNamesWhatIsDrawn() {
        // A 20-pt gap (spacing) and a width of 500 @750 that gives way to
        // the 300-pt root: spacing, size, gives way, @N.
        let keys = legend("""
        view a
        a.leading == root.leading + 20
        a.top == root.top
        a.height == 10
        a.trailing <= root.trailing
        a.width == 500 @750
        """)
        for key in ["spacing", "size", "gives way", "@N optional priority"] { XCTAssertTrue(keys.contains(key), "\(key): \(keys)") }
        XCTAssertFalse(keys.contains(">broken<"), keys)
    }

    func testTextThatLooksLikeAMarkAddsNoKey() {
        let keys = legend("""
        label a "mail @ home"
        a.leading == root.leading
        a.top == root.top
        """)
        XCTAssertFalse(keys.contains("@N"), keys)
    }

    /// A long quoted call in a message breaks before each dot and after
    /// each '(' and ',' (a Chinese line otherwise breaks before the whole
    /// quote and stays half empty); short words and the escaping are as
    /// `text` writes them.
    func testLongWordsInAMessageGetBreakOpportunities() {
        var m = Markup()
        m.breakableText("写上 'leftLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)' a.b <x>")
        XCTAssertEqual(m.html, "写上 &#39;leftLabel<wbr>.setContentCompressionResistancePriority(<wbr>.defaultHigh + 1, for: .horizontal)&#39; a.b &lt;x&gt;")
        // A number's point is not a joint, nor is '()'; the same rule as a table's code (`CodeBreaks`).
        var n = Markup()
        n.breakableText("'a.constraint(equalTo:multiplier:0.333)' 'view.layoutIfNeeded()'")
        XCTAssertEqual(n.html, "&#39;a<wbr>.constraint(<wbr>equalTo:<wbr>multiplier:0.333)&#39; &#39;view<wbr>.layoutIfNeeded()&#39;")
    }
}

/// The line numbers beside a figure's code (`CodeLineNumbers`).
final class CodeLineNumbersTests: XCTestCase {
    /// A listing's lines as its numbers count them: a fence's text ends
    /// with a line break, which starts no line of its own; a blank line is
    /// one; an empty block still has its one line.
    func testAListingsLinesAreCountedAsTheyAreNumbered() {
        XCTAssertEqual(["a\n", "a\nb", "a\nb\n", "a\n\n", "", "\n", "été\n日本\n"].map(CodeLineNumbers.lineCount), [1, 2, 2, 2, 1, 1, 2])
    }
}
