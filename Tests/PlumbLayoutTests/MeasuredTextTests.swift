import XCTest
import PlumbLayout

/// The text record a solution carries per text view (`MeasuredText`), its
/// numbers worked out by hand from DejaVu Sans's tables (as in
/// `TextMeasurementTests`): 2048 units per em, ascender 1901, descender
/// -483, no line gap; advances N 1532, a 1255, m 1995, e 1260, space 651,
/// "…" 2048. At 17 pt a unit is 17/2048 pt; sizes round up to 1/64 pt.
///
/// "Name" = 6042 units = 50.1533 pt → 50.15625. "Name Name" = 12735 units
/// = 105.7075 pt → 105.71875. "Nam" = 4782 units = 39.6943 pt. "…" =
/// 2048 units = 17 pt. One line is 2384 units = 19.7890625 pt tall
/// (19.796875 rounded up); the first baseline is 1901 units = 15.7797852 pt
/// below a line's top.
final class MeasuredTextTests: XCTestCase {
    let unit = 17.0 / 2048

    func testTheFontTablesTheseNumbersComeFrom() {
        let font = TextMeasurer.shipped.font
        XCTAssertEqual(font.advance(of: "…"), 2048)
        XCTAssertEqual(font.advance(of: "m"), 1995)
        XCTAssertEqual(font.lineGap, 0)
    }

    /// A wrapping label 120 wide: "Name Name" (105.7075) fits, the whole
    /// (19428 units = 161.27) does not, so two lines. Its height is the
    /// intrinsic 2 × 19.7890625 = 39.578125 (already a 1/64 multiple), so
    /// the text block fills the frame: the first baseline is 1901 units
    /// down, the last one line (2384 units) further.
    func testAWrappingLabelsLinesWidthsAndBaselines() throws {
        let s = Solved("""
        canvas 320x200
        label title "Name Name Name" lines=0
        title.leading == root.leading
        title.top == root.top
        title.width == 120
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["title"])
        XCTAssertEqual(s.frame("title"), [0, 0, 120, 39.578])
        XCTAssertEqual(text.lines, ["Name Name", "Name"])
        XCTAssertEqual(text.lineWidths, [105.71875, 50.15625])
        XCTAssertEqual(text.lineHeight, 2384 * unit, accuracy: 1e-12)
        // The text is laid out in the solver's frame, 39.578125 tall (the
        // frame reads 39.578 only as reported), so the block starts at the
        // frame's top and the first baseline is 1901 units down.
        XCTAssertEqual(text.firstBaseline, 1901 * unit, accuracy: 1e-9)
        XCTAssertEqual(text.lastBaseline, text.firstBaseline + 2384 * unit, accuracy: 1e-9)
        XCTAssertNil(text.truncation)
    }

    /// A one-line label at its intrinsic width is drawn whole. "Profile"
    /// advances P 1235 + r 842 + o 1253 + f 721 + i 569 + l 569 + e 1260 =
    /// 6449 units, less the kern pairs Pr −36 and ro −45: 6368 units =
    /// 52.859375 pt exactly. The frame is reported to 1/1000 as 52.859, a
    /// hair narrower than the text. Laid out in the reported frame it was cut to
    /// "Prof…", which UIKit never draws for a label at its own size; laid
    /// out in the solver's own width it fits.
    func testALabelAtItsIntrinsicWidthIsNotTruncatedByTheReportedRounding() throws {
        let s = Solved("""
        canvas 320x200
        label title "Profile"
        title.centerX == root.centerX
        title.top == root.top
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["title"])
        XCTAssertEqual(s.frame("title")[2], 52.859)
        XCTAssertGreaterThan(TextMeasurer.shipped.rawWidth(of: "Profile", size: 17), 52.859, "the text is wider than the reported frame")
        XCTAssertEqual(text.lines, ["Profile"])
        XCTAssertNil(text.truncation)
    }

    /// One line, 60 wide: "Name Name" (105.71875) does not fit, so UILabel
    /// ends it with "…" where the text and the ellipsis fit: the room for
    /// text is 60 − 17 = 43, "Nam" (39.69) fits and "Name" (50.15) does not.
    func testASingleLineLabelTooNarrowIsTruncatedWhereTheEllipsisFits() throws {
        let s = Solved("""
        canvas 320x200
        label title "Name Name"
        title.leading == root.leading
        title.top == root.top
        title.width == 60 @1000
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["title"])
        XCTAssertEqual(s.frame("title")[2], 60)
        XCTAssertEqual(text.lines, ["Name Name"])
        XCTAssertEqual(text.lineWidths, [105.71875])
        XCTAssertEqual(text.truncation?.line, 0)
        XCTAssertEqual(text.truncation?.kept, "Nam")
        // "Nam" advances 39.703125 (its 1/64-pt sum) and "…" one em, 17:
        // 56.703125 as drawn, inside the 60.
        XCTAssertEqual(text.truncation?.width, 56.703125)
        XCTAssertEqual(text.truncation?.drawn, "Nam…")
    }

    /// A button's title label cuts the middle (UIButton's default
    /// `byTruncatingMiddle`), not the end. 84 wide less 12 pt padding on
    /// each side leaves 60 for "Name Name" (105.72). Characters are kept
    /// from the start and the end in turn while they fit with "…" (17).
    /// With "Nam" 39.703125 and "e" 10.453125 (from "Name" 50.15625):
    /// "Na…e" is 50.59375, so "Na" is 23.140625 and "m" 16.5625; the next
    /// candidate, "Na…me", is 50.59375 + 16.5625 = 67.15625 > 60, so the
    /// title stops at "Na…e".
    func testAButtonTooNarrowIsCutInTheMiddle() throws {
        let s = Solved("""
        canvas 320x200
        button go "Name Name"
        go.leading == root.leading
        go.top == root.top
        go.width == 84 @1000
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["go"])
        XCTAssertEqual(s.frame("go")[2], 84)
        XCTAssertEqual(text.truncation?.drawn, "Na…e")
        XCTAssertEqual(text.truncation?.kept, "Na")
        XCTAssertEqual(text.truncation?.end, "e")
        XCTAssertEqual(text.truncation?.width, 50.59375)
    }

    /// `lines=2` at 60 wide: each "Name" (50.15) is a line, and a third is
    /// needed. The second line shown ends with "…": the rest of the text
    /// from it ("Name Name") cut to 43 pt is "Nam" again.
    func testALabelWithMoreLinesThanAllowedTruncatesItsLastLine() throws {
        let s = Solved("""
        canvas 320x200
        label title "Name Name Name" lines=2
        title.leading == root.leading
        title.top == root.top
        title.width == 60
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["title"])
        XCTAssertEqual(text.lines, ["Name", "Name"])
        XCTAssertEqual(text.lineWidths, [50.15625, 50.15625])
        XCTAssertEqual(text.truncation?.line, 1)
        XCTAssertEqual(text.truncation?.kept, "Nam")
    }

    /// A button's title sits inside its 12 pt side and 7 pt top and bottom
    /// padding: its intrinsic height is 19.796875 + 14 = 33.796875 (reported
    /// as 33.797; the text is laid out in the solver's 33.796875), so the
    /// first baseline is the 7 pt top padding plus 1901 units. 100 wide
    /// leaves 76 for the title: "Name" fits.
    func testAButtonsTitleIsLaidOutInsideItsPadding() throws {
        let s = Solved("""
        canvas 320x200
        button go "Name"
        go.leading == root.leading
        go.top == root.top
        go.width == 100
        """, widths: [320])
        let text = try XCTUnwrap(s.solutions.first?.text["go"])
        XCTAssertEqual(s.frame("go")[3], 33.797)
        XCTAssertEqual(text.lines, ["Name"])
        XCTAssertEqual(text.lineWidths, [50.15625])
        XCTAssertEqual(text.firstBaseline, 7 + 1901 * unit, accuracy: 1e-9)
        XCTAssertEqual(text.lastBaseline, text.firstBaseline)
        XCTAssertNil(text.truncation)
        XCTAssertNil(s.solutions.first?.text["root"], "only text views have a record")
    }
}
