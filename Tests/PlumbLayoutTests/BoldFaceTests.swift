import XCTest
import PlumbLayout

/// Bold text is measured in DejaVu Sans Bold, the face a site ships for it
/// (`ShippedFont.bold`). Every expected width is summed by hand from the
/// fonts' own tables, read with fontTools rather than with Plumb's reader:
/// advance widths and `kern` pairs in 2048ths of an em, times the size,
/// rounded up to 1/64 pt as the measurer rounds.
final class BoldFaceTests: XCTestCase {
    private let shipped = TextMeasurer.shipped

    func testBoldWidthsComeFromTheBoldFace() {
        // "Hello" regular: 1540 + 1260 + 569 + 569 + 1253 = 5191 units,
        // x 28 / 2048 = 70.9707 -> 4543 / 64 = 70.984375.
        XCTAssertEqual(shipped.width(of: "Hello", size: 28), 70.984375)
        // Bold: 1714 + 1389 + 702 + 702 + 1407 = 5914 units = 80.8555 -> 5175 / 64.
        XCTAssertEqual(shipped.face(.bold).width(of: "Hello", size: 28), 80.859375)
        // Kerned by the bold face's own pairs: A V = 1585 + 1585 - 139 =
        // 3031 units, x 20 / 2048 = 29.5996 -> 1895 / 64 (regular kerns
        // by -131: 2671 units, 26.09375).
        XCTAssertEqual(shipped.face(.bold).width(of: "AV", size: 20), 29.609375)
        XCTAssertEqual(shipped.width(of: "AV", size: 20), 26.09375)
    }

    /// Two faces ship: semibold and heavier are drawn bold, medium and
    /// lighter regular (`FontWeight.drawsBold`).
    func testEachWeightGoesToTheNearerFace() {
        for weight in FontWeight.allCases {
            let expected = [.semibold, .bold, .heavy, .black].contains(weight) ? 80.859375 : 70.984375
            XCTAssertEqual(shipped.face(weight).width(of: "Hello", size: 28), expected, "\(weight)")
        }
    }

    /// The CSS gives every text one line height: both faces must have it
    /// (hhea: ascender 1901, descender -483, no gap, in either).
    func testBothFacesHaveTheSameLineMetrics() {
        XCTAssertEqual(shipped.face(.bold).lineHeight(size: 17), shipped.lineHeight(size: 17))
        XCTAssertEqual(shipped.face(.bold).baselineOffset(size: 17), shipped.baselineOffset(size: 17))
    }

    /// Chinese in a bold label comes from Droid Sans Fallback, which has no
    /// bold: one em per ideograph whatever the weight (the figure's CSS has
    /// `font-synthesis: none`, so the browser does not embolden it either).
    func testCJKInBoldTextIsTheRegularFallback() {
        XCTAssertEqual(shipped.face(.bold).width(of: "中文", size: 17), 34)
    }

    /// Headline is UIKit's one semibold text style (the HIG's table).
    func testHeadlineIsTheSemiboldTextStyle() {
        for style in ContentSizeCategory.textStyles {
            XCTAssertEqual(FontWeight.of(textStyle: style), style == "headline" ? .semibold : .regular, style)
        }
    }
}
