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

    /// The weights of Apple's table (HIG, Typography, "iOS, iPadOS Dynamic
    /// Type sizes": the Weight column), style by style.
    func testEachTextStyleHasTheHIGsWeight() {
        let table: [String: FontWeight] = [
            "largeTitle": .regular, "title1": .regular, "title2": .regular, "title3": .regular, "headline": .semibold,
            "body": .regular, "callout": .regular, "subheadline": .regular, "footnote": .regular, "caption1": .regular, "caption2": .regular,
        ]
        XCTAssertEqual(Set(table.keys), Set(ContentSizeCategory.textStyles))
        for (style, weight) in table { XCTAssertEqual(FontWeight.of(textStyle: style), weight, style) }
    }

    /// `UIFont.Weight`'s raw values, and the nearest named weight to one.
    func testRawWeights() {
        XCTAssertEqual(FontWeight.allCases.map(\.rawWeight), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        XCTAssertEqual(FontWeight.nearest(toRawWeight: 0.3), .semibold)
        XCTAssertEqual(FontWeight.nearest(toRawWeight: 0.36), .bold)
        XCTAssertEqual(FontWeight.nearest(toRawWeight: 0.35), .semibold)   // halfway: the lighter
        XCTAssertEqual(FontWeight.nearest(toRawWeight: 2), .black)
    }
}
