import XCTest
import PlumbBlocks
import PlumbDiagnostics
@testable import PlumbFigure

/// The Code disclosure's markup contract (docs/site.md, "Figures as code"):
/// radio inputs then panels in the same order, the first checked, the code
/// the caller highlighted taken as it is and everything else escaped.
final class FigureCodeDisclosureTests: XCTestCase {
    private func solved() -> SolvedBlock {
        SolvedBlock.solve("canvas 300x100\nview a\na.leading == root.leading\na.top == root.top\na.width == 10\na.height == 10",
                          origin: SourceLocation(line: 2, column: 1), line: 7, widths: [300])
    }

    func testEachTabIsARadioAndAPanelInTheSameOrder() throws {
        let code = FigureCode(tabs: [
            FigureCode.Tab(title: "Swift", dialect: "swift", language: "swift", html: "<span class=\"hl-kw\">let</span> a = 1"),
            FigureCode.Tab(title: "Objective-C", dialect: "objc", language: "objc", html: "UIView *a;"),
        ], withheld: [(title: "VFL", reason: "a <b> & c")])
        let html = FigureRenderer().render(solved(), code: code)
        let start = try XCTUnwrap(html.range(of: "<details class=\"plumb-code\">"))
        let disclosure = String(html[start.lowerBound...])
        XCTAssertTrue(disclosure.hasPrefix("<details class=\"plumb-code\"><summary>Code</summary><div class=\"plumb-code-tabs\">"), disclosure)
        // Inputs and labels first, the first checked; the panels after them, in order.
        let inputs = disclosure.components(separatedBy: "<input type=\"radio\" name=\"fig-7-code\"").count - 1
        XCTAssertEqual(inputs, 2)
        XCTAssertTrue(disclosure.contains("<input type=\"radio\" name=\"fig-7-code\" id=\"fig-7-code-0\" checked><label for=\"fig-7-code-0\">Swift</label>"))
        XCTAssertTrue(disclosure.contains("<input type=\"radio\" name=\"fig-7-code\" id=\"fig-7-code-1\"><label for=\"fig-7-code-1\">Objective-C</label>"))
        let swiftPanel = try XCTUnwrap(disclosure.range(of: "<div class=\"plumb-code-panel\" data-dialect=\"swift\"><pre><code class=\"language-swift\"><span class=\"hl-kw\">let</span> a = 1</code></pre></div>"))
        let objcPanel = try XCTUnwrap(disclosure.range(of: "<div class=\"plumb-code-panel\" data-dialect=\"objc\">"))
        let lastLabel = try XCTUnwrap(disclosure.range(of: "Objective-C</label>"))
        XCTAssertLessThan(lastLabel.upperBound, swiftPanel.lowerBound)
        XCTAssertLessThan(swiftPanel.upperBound, objcPanel.lowerBound)
        // A withheld dialect says why, as text.
        XCTAssertTrue(disclosure.contains("<p class=\"plumb-code-withheld\">No VFL: a &lt;b&gt; &amp; c.</p>"), disclosure)
        XCTAssertTrue(disclosure.contains("</div></details>"))
    }

    func testNoCodeNoDisclosure() {
        XCTAssertFalse(FigureRenderer().render(solved()).contains("plumb-code"))
        XCTAssertFalse(FigureRenderer().render(solved(), code: FigureCode(tabs: [], withheld: [])).contains("plumb-code"))
    }

    /// The CSS shows the n-th panel for the n-th checked input, and hides the rest.
    func testTheStyleSheetPairsTheNthInputWithTheNthPanel() {
        XCTAssertTrue(FigureStyles.css.contains(".plumb-code-tabs > .plumb-code-panel { display: none; }"))
        for n in 1...4 {
            XCTAssertTrue(FigureStyles.css.contains(".plumb-code-tabs > input:nth-of-type(\(n)):checked ~ .plumb-code-panel:nth-of-type(\(n)) { display: block; }"))
        }
    }
}
