import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbSite

/// Dynamic Type (size classes): prose only, because Plumb solves
/// `preferredFont(forTextStyle:)` at the default category alone. The page's
/// code is what the code reader reads: `.body` at 17 pt, as a layout block's
/// `font=17` label, and `adjustsFontForContentSizeCategory` read without a
/// diagnostic and without effect.
extension GuideProseTests {
    func testDynamicTypeProseMatchesWhatPlumbReads() throws {
        let code = """
        let body = UILabel()
        body.text = "Dynamic Type"
        body.font = UIFont.preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        body.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        body.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """
        let read = CodeBlock.solve(code, language: .swift, options: "canvas=375x100", optionsAt: SourceLocation(line: 1, column: 1),
                                   origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        XCTAssertEqual(read.allDiagnostics.count, 0, "\(read.allDiagnostics.map(\.message))")
        let drawn = SolvedBlock.solve("canvas 375x100\nlabel body \"Dynamic Type\" font=17 lines=0\nbody.top == root.top\nbody.leading == root.leading\n",
                                      origin: SourceLocation(line: 1, column: 1), line: 1)
        let a = try XCTUnwrap(read.breakpoints.first?.frames["body"]), b = try XCTUnwrap(drawn.breakpoints.first?.frames["body"])
        XCTAssertEqual([a.width, a.height], [b.width, b.height], "`.body` is 17 points at the default category")
        assertQuotes(try prose("size-classes"), ["`.body` is 17 points at the default category, Large", "at\nthe default category only",
                                                 "no figure of one"])
        assertQuotes(try prose("size-classes", language: "zh-Hans"), ["默认档位（Large）\n下 `.body` 是 17 pt", "只按默认档位取字号", "宁可不放图"])
    }
}
