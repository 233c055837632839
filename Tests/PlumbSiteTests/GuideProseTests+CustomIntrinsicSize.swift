import XCTest
import PlumbBlocks
import PlumbLayout
@testable import PlumbSite

/// "A view of your own" (intrinsic size, both editions): a `UIView`
/// subclass whose `intrinsicContentSize` is five stars of 24 points wide
/// and `UIView.noIntrinsicMetric` high, drawn from the page's code.
///
/// By hand: 5 × 24 = 120 wide, from x = 16; no intrinsic height, so the
/// height constraint's 24; the label 8 after it, at 16 + 120 + 8 = 144, at
/// every width (nothing about it reads the root's width). `count` is set
/// from outside (`rating.count = 5`) before the first layout pass.
extension GuideProseTests {
    func testCustomIntrinsicContentSize() throws {
        for language in [nil, "zh-Hans"] {
            let code = try codeFigures("intrinsic-size", language: language)
            let figure = try block(code, language == nil ? "A view of its own" : "自定义视图")
            XCTAssertEqual(figure.allDiagnostics.map(\.message), [])
            for width in [375.0] {
                let rating = try XCTUnwrap(frame(figure, width, "rating"))
                XCTAssertEqual([rating.x, rating.y, rating.width, rating.height], [16, 16, 120, 24])
                XCTAssertEqual(try XCTUnwrap(frame(figure, width, "caption")).x, 144)
            }
            // The model: an intrinsic width and none for the height.
            let item = try XCTUnwrap(figure.block.items.first { $0.name == "rating" })
            XCTAssertEqual(item.properties.intrinsic(.horizontal), .points(120))
            XCTAssertEqual(item.properties.intrinsic(.vertical), ItemProperties.IntrinsicValue.none)
            // The second tab, `showThree()` after the first pass: didSet invalidates,
            // so 3 × 24 = 72 wide and the label at 16 + 72 + 8 = 96.
            let three = try variant(figure, language == nil ? "Three stars" : "三颗星")
            XCTAssertEqual(try XCTUnwrap(frame(three, 375, "rating")).width, 72)
            XCTAssertEqual(try XCTUnwrap(frame(three, 375, "caption")).x, 96)
            XCTAssertEqual(three.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
        }
        assertQuotes(try prose("intrinsic-size"), ["rating.count = 5", "3 × 24 = 72", "16 + 72 + 8 = 96", "keeps 120"])
        assertQuotes(try prose("intrinsic-size", language: "zh-Hans"), ["rating.count = 5", "3 × 24 = 72", "16 + 72 + 8 = 96", "一直用 120"])
        assertQuotes(try prose("intrinsic-size"), ["five stars of 24 points", "120 wide on its own", "gives it 24", "8 points after it, at 144"])
        assertQuotes(try prose("intrinsic-size", language: "zh-Hans"), ["五颗 24 pt", "自己就有 120 宽", "是 24", "后面 8 pt，\n也就是 144 处"])
    }
}
