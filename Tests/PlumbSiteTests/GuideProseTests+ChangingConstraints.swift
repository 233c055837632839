import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbSite

/// "Changing a constraint later" (relations): a constant changed and
/// animated, and a multiplier swapped for a new constraint, each as a
/// variant figure and as the code that does it. Both editions.
extension GuideProseTests {
    private static let captions: [String?: (card: String, photo: String, after: String, swapped: String, both: String)] = [
        nil: ("A card's height constant, before and after the tap", "A photo at half the width, then at a quarter",
              "After the tap", "Swapped for 0.25", "Activated before deactivating"),
        "zh-Hans": ("卡片高度的 constant：点击前和点击后", "照片先占一半宽度，再改成四分之一", "点击后", "换成 0.25", "先激活、后停用"),
    ]

    /// The card: 80 tall at y = 20, the button 12 below it at 20 + 80 + 12
    /// = 112; after the tap (the code's `moreTapped()`, a code variant) 160
    /// tall and the button at 20 + 160 + 12 = 192, where the animation ends.
    func testAnimatedConstantChange() throws {
        for language in [nil, "zh-Hans"] {
            let names = try XCTUnwrap(GuideProseTests.captions[language])
            let figure = try block(try codeFigures("relations", language: language), names.card)
            XCTAssertEqual(frame(figure, 375, "card")?.height, 80)
            XCTAssertEqual(frame(figure, 375, "more")?.y, 112)
            let after = try variant(figure, names.after)
            XCTAssertEqual(frame(after, 375, "card")?.height, 160)
            XCTAssertEqual(frame(after, 375, "more")?.y, 192)
            XCTAssertEqual(figure.allDiagnostics.filter { $0.severity != .note }.count, 0)
            XCTAssertEqual(after.allDiagnostics.filter { $0.severity == .note }.count, 1, "the note that a figure is the animation's end")
            XCTAssertEqual(figure.namedVariants.first?.added.map(\.text), ["moreTapped()"], "the tab lists the call")
        }
        assertQuotes(try prose("relations"), ["from 80 to 160", "from 112 to 192"])
        assertQuotes(try prose("relations", language: "zh-Hans"), ["从 80", "变成 160", "从 80 到 160", "从 112 到 192"])
    }

    /// The photo: 0.5 × 375 = 187.5, then 0.25 × 375 = 93.75 after the swap
    /// (`useQuarterWidth()`); the wrong order stopped in between has both
    /// widths required at once (a conflict the tab expects), so UIKit breaks one.
    func testMultiplierSwappedForANewConstraint() throws {
        for language in [nil, "zh-Hans"] {
            let names = try XCTUnwrap(GuideProseTests.captions[language])
            let figure = try block(try codeFigures("relations", language: language), names.photo)
            XCTAssertEqual(frame(figure, 375, "photo")?.width, 187.5)
            XCTAssertEqual(frame(figure, 375, "photo")?.height, 187.5)
            let swapped = try variant(figure, names.swapped)
            XCTAssertEqual(frame(swapped, 375, "photo")?.width, 93.75)
            XCTAssertEqual(frame(swapped, 375, "photo")?.height, 93.75)
            XCTAssertEqual(kinds(swapped, 375), [])
            let both = try variant(figure, names.both)
            XCTAssertTrue(kinds(both, 375).contains(.unsatisfiable))
            XCTAssertTrue(both.allDiagnostics.filter { $0.kind == .unsatisfiable }.allSatisfy(\.isExpected))
            XCTAssertEqual(figure.allDiagnostics.filter { $0.severity == .error }.count, 0)
        }
        assertQuotes(try prose("relations"), ["187.5 and 93.75", "from 187.5 square to 93.75"])
        assertQuotes(try prose("relations", language: "zh-Hans"), ["187.5 宽又要 93.75 宽", "从 187.5 见方变成 93.75 见方"])
    }
}
