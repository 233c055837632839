import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbSite

/// Dynamic Type (size classes, both editions): the settings row drawn at
/// Large and at AX3, and every number the prose quotes about it.
///
/// By hand, in a 375 canvas whose margins are 16 (the row is 343 wide):
/// - the shipped font's line is 2384 / 2048 = 1.1640625 pt per point;
///   `.body` is 17 pt at Large, 40 at AX3 (Apple's table), so a line is
///   19.7890625 → 19.796875 (rounded up to 1/64) at Large, 46.5625 at AX3;
/// - side by side, the label has 343 − 8 − 51 (the switch) = 284 points:
///   one line at Large, where the row is the switch's 31 high; three at
///   AX3, 3 × 46.5625 = 139.6875, the switch centred at (139.6875 − 31) / 2;
/// - stacked (the third tab), the label has all 343 points: two lines,
///   93.125, and the switch 8 below it, at 101.125.
extension GuideProseTests {
    /// Solved frames are kept to 1/1000 pt.
    private func thousandths(_ values: [Double]) -> [Double] { values.map { ($0 * 1000).rounded() / 1000 } }

    func testDynamicTypeFigureAndProse() throws {
        for (language, stacked) in [(nil, "AX3 stacked"), ("zh-Hans", "AX3，改成一列")] as [(String?, String)] {
            // Drawn from the page's code: `preferredFont(forTextStyle: .body)`, one tab per category.
            let page = try codeFigures("size-classes", language: language)
            let figure = try block(page, language == nil ? "A settings row at two text sizes" : "两种字号下的一行设置项")
            XCTAssertEqual(figure.allDiagnostics.map(\.message), [])
            XCTAssertEqual(figure.baseVariantName, "Large")
            let large = try XCTUnwrap(frame(figure, 375, "title")), largeRow = try XCTUnwrap(frame(figure, 375, "row"))
            XCTAssertEqual([large.width, large.height, largeRow.height], thousandths([284, 19.796875, 31]))
            let ax3 = try variant(figure, "AX3"), column = try variant(figure, stacked)
            let wide = try XCTUnwrap(frame(ax3, 375, "title")), toggle = try XCTUnwrap(frame(ax3, 375, "toggle"))
            XCTAssertEqual([wide.width, wide.height, toggle.y], thousandths([284, 3 * 46.5625, (3 * 46.5625 - 31) / 2]))
            let narrow = try XCTUnwrap(frame(column, 375, "title")), below = try XCTUnwrap(frame(column, 375, "toggle"))
            XCTAssertEqual([narrow.height, below.x, below.y], thousandths([2 * 46.5625, 0, 2 * 46.5625 + 8]))
            XCTAssertEqual(try XCTUnwrap(frame(column, 375, "row")).width, 343)
            XCTAssertEqual(figure.namedVariants.map { $0.added.map(\.text) }, [["contentSize=AX3"], ["contentSize=AX3", "updateAxis()"]])
        }
        assertQuotes(try prose("size-classes"), [
            "`.body` is 17 points at the default category,\nLarge, and 40 at AX3", "one line, 19.8 points high", "the\nswitch's 31",
            "284 points of label hold three lines of 46.56\npoints, 139.69 in all", "row's whole 343 points, needs two lines\n(93.13)", "16.33, where `.body` is 16",
        ])
        assertQuotes(try prose("size-classes", language: "zh-Hans"), [
            "（Large）下 `.body` 是 17 pt，AX3", "下是 40 pt", "高 19.8 pt，整行的高度就是开关的 31", "284 pt 宽的\n标签要排三行，每行 46.56，一共 139.69",
            "整行的 343 pt，只要两行（93.13）", "缩成 16.33，而 `.body` 是 16",
        ])
    }

    /// The page's code reads as the figure draws: `.body` from
    /// `preferredFont(forTextStyle:)` at a fence's `contentSize=AX3` is the
    /// layout block's `font=body` at `contentSize AX3`, 40 pt.
    func testDynamicTypeCodeMatchesTheLayoutBlock() throws {
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
        let read = CodeBlock.solve(code, language: .swift, options: "canvas=375x100 contentSize=AX3", optionsAt: SourceLocation(line: 1, column: 1),
                                   origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        XCTAssertEqual(read.allDiagnostics.count, 0, "\(read.allDiagnostics.map(\.message))")
        let drawn = SolvedBlock.solve("canvas 375x100\ncontentSize AX3\nlabel body \"Dynamic Type\" font=40 lines=0\nbody.top == root.top\nbody.leading == root.leading\n",
                                      origin: SourceLocation(line: 1, column: 1), line: 1)
        let a = try XCTUnwrap(read.breakpoints.first?.frames["body"]), b = try XCTUnwrap(drawn.breakpoints.first?.frames["body"])
        XCTAssertEqual([a.width, a.height], [b.width, b.height], "`.body` is 40 points at AX3")
        XCTAssertEqual(a.height, 46.563, "46.5625, kept to 1/1000")
    }
}
