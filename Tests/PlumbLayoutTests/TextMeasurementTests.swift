import XCTest
import PlumbLayout

/// Text sizes from the shipped font's tables, worked out by hand.
///
/// DejaVu Sans: 2048 units per em; hhea ascender 1901, descender -483, line
/// gap 0. Advances (hmtx): N 1532, a 1255, m 1995, e 1260, O 1612, K 1343,
/// A 1401, V 1401, space 651. Kerning (kern, format 0): A-V -131.
/// Sizes are rounded up to 1/64 pt (Chromium's layout unit).
final class TextMeasurementTests: XCTestCase {
    let measurer = TextMeasurer.shipped

    func testFontTablesAreRead() {
        XCTAssertEqual(measurer.font.unitsPerEm, 2048)
        XCTAssertEqual(measurer.font.ascender, 1901)
        XCTAssertEqual(measurer.font.descender, -483)
        XCTAssertEqual(measurer.font.advance(of: "N"), 1532)
        XCTAssertEqual(measurer.font.advance(of: " "), 651)
        XCTAssertTrue(measurer.font.hasKerning)
        XCTAssertEqual(measurer.font.kern(measurer.font.glyph(for: "A"), measurer.font.glyph(for: "V")), -131)
    }

    /// "Name" at 17 pt: 1532 + 1255 + 1995 + 1260 = 6042 units, × 17 / 2048 =
    /// 50.1533 pt → 3209.8 / 64 → 3210 / 64 = 50.15625. One line is
    /// (1901 + 483) × 17 / 2048 = 19.7891 → 1267 / 64 = 19.796875.
    func testSingleLineSize() {
        let size = measurer.size(of: "Name", size: 17, maxWidth: nil, maxLines: 1)
        XCTAssertEqual(size.width, 50.15625)
        XCTAssertEqual(size.height, 19.796875)
    }

    /// Kerning applies: "AV" at 20 pt is (1401 + 1401 - 131) × 20 / 2048 =
    /// 26.084 → 1670 / 64 = 26.09375, not the unkerned 27.36.
    func testKerning() {
        XCTAssertEqual(measurer.width(of: "AV", size: 20), 26.09375)
    }

    /// Wrapping "Name Name Name" at 120 pt: "Name Name" is 6042 × 2 + 651 =
    /// 12735 units = 105.7075 pt (fits), the whole is 19428 units = 161.27 pt
    /// (does not): two lines, as wide as the widest (105.71875 after
    /// rounding), 2 × 2384 × 17 / 2048 = 39.578125 tall.
    func testWrapping() {
        let lines = measurer.lines(of: "Name Name Name", size: 17, maxWidth: 120)
        XCTAssertEqual(lines, ["Name Name", "Name"])
        let size = measurer.size(of: "Name Name Name", size: 17, maxWidth: 120, maxLines: 0)
        XCTAssertEqual(size.width, 105.71875)
        XCTAssertEqual(size.height, 39.578125)
        XCTAssertEqual(size.lines, 2)
        // lines = 1 never wraps; a word wider than the line breaks inside.
        XCTAssertEqual(measurer.size(of: "Name Name Name", size: 17, maxWidth: 120, maxLines: 1).lines, 1)
        XCTAssertEqual(measurer.lines(of: "Namenamename", size: 17, maxWidth: 60).count, 3)
    }

    /// The range of limits that give the same lines, which a live sweep's
    /// text cache relies on. "Name Name Name" at 120: the accepted lines are
    /// "Name" (50.15) and "Name Name" (105.7075 pt); the first rejected
    /// candidate is the whole, 19428 units = 161.27 pt. So every limit in
    /// [105.7075, 161.27) gives the same two lines, and just outside it
    /// the lines differ.
    func testWrappingKnowsWhereItsLinesChange() {
        let w = measurer.wrapping("Name Name Name", size: 17, maxWidth: 120)
        XCTAssertEqual(w.sameFrom, 12735 * 17 / 2048, accuracy: 1e-8)
        XCTAssertEqual(w.sameUntil, 19428 * 17 / 2048, accuracy: 1e-8)
        for limit in [w.sameFrom, (w.sameFrom + w.sameUntil) / 2, w.sameUntil - 1e-6] {
            XCTAssertEqual(measurer.lines(of: "Name Name Name", size: 17, maxWidth: limit), ["Name Name", "Name"], "at \(limit)")
        }
        XCTAssertEqual(measurer.lines(of: "Name Name Name", size: 17, maxWidth: w.sameUntil + 1e-6).count, 1)
        XCTAssertEqual(measurer.lines(of: "Name Name Name", size: 17, maxWidth: w.sameFrom - 1e-6).count, 3)
        // Broken inside a word, at 60: "Namen" (accepted) and "Namena"
        // (rejected) bound the range too.
        let inside = measurer.wrapping("Namenamename", size: 17, maxWidth: 60)
        XCTAssertEqual(measurer.lines(of: "Namenamename", size: 17, maxWidth: inside.sameFrom), inside.lines)
        XCTAssertNotEqual(measurer.lines(of: "Namenamename", size: 17, maxWidth: inside.sameUntil + 1e-6), inside.lines)
        XCTAssertNotEqual(measurer.lines(of: "Namenamename", size: 17, maxWidth: inside.sameFrom - 1e-6), inside.lines)
    }

    /// Wrapping sums each candidate line's advances by continuing the last
    /// candidate's sum. Summing afresh (`rawWidth`, here in a greedy
    /// breaker of the test's own, for text with spaces and no ideographs)
    /// must give the very same bits: the same lines, and the same range of
    /// limits (compared exactly), at limits on both sides of every change.
    func testWrappingSumsAsSummingAfreshWould() {
        let text = "AVA Name amen, Kae Nema mean VAN: a mane of names AV"
        let words = text.split(separator: " ")
        func afresh(_ limit: Double) -> (lines: [String], from: Double, until: Double) {
            var lines: [String] = [], from = -Double.infinity, until = Double.infinity
            var i = 0
            while i < words.count {
                var taken = 1
                while i + taken < words.count {
                    let candidate = words[i...(i + taken)].joined(separator: " ")
                    let w = measurer.rawWidth(of: Substring(candidate), size: 17)
                    if w <= limit + TextMeasurer.fitSlack { from = max(from, w - TextMeasurer.fitSlack); taken += 1 }
                    else { until = min(until, w - TextMeasurer.fitSlack); break }
                }
                let first = measurer.rawWidth(of: words[i], size: 17)
                if first <= limit + TextMeasurer.fitSlack { from = max(from, first - TextMeasurer.fitSlack) }
                lines.append(words[i..<(i + taken)].joined(separator: " "))
                i += taken
            }
            return (lines, from, until)
        }
        var limits = stride(from: 80.0, through: 460, by: 7.3).map { $0 }
        // Both sides of where the lines change, to the bit.
        for limit in limits { let w = measurer.wrapping(text, size: 17, maxWidth: limit); limits += [w.sameFrom, w.sameUntil.nextDown] }
        for limit in limits {
            let got = measurer.wrapping(text, size: 17, maxWidth: limit)
            let want = afresh(limit)
            XCTAssertEqual(got.lines.map(String.init), want.lines, "at \(limit)")
            XCTAssertEqual(got.sameFrom, want.from, "at \(limit)")
            XCTAssertEqual(got.sameUntil, want.until, "at \(limit)")
        }
    }

    /// A multi-line label solved at many widths, once with the solver's
    /// text cache warm from earlier widths in scrambled order and once
    /// afresh per width, has the same frames everywhere.
    func testCachedTextGivesTheSameFramesAsFreshText() {
        let source = """
        label title "Layout constraints describe the relationships between views" lines=0
        title.leading == root.margins.leading
        title.trailing == root.margins.trailing
        title.top == root.top + 20
        """
        var widths = stride(from: 60.0, through: 700, by: 3.37).map { $0 }
        widths.shuffle()
        let warm = Solved(source, widths: widths)
        for (i, w) in widths.enumerated() {
            XCTAssertEqual(warm.frame("title", at: i), Solved(source, widths: [w]).frame("title"), "at \(w)")
        }
        // The label does wrap over the range: more than one height is seen.
        XCTAssertGreaterThan(Set(widths.indices.map { warm.frame("title", at: $0)[3] }).count, 2)
    }

    /// A label without `intrinsic` is measured: "Name" → 50.15625 x
    /// 19.796875 (rounded to 1/1000 in frames). A button adds UIButton's
    /// content insets (12 at the sides, 7 above and below): "OK" is
    /// (1612 + 1343) × 17 / 2048 = 24.529 → 24.53125, + 24 = 48.53125 wide,
    /// 19.796875 + 14 = 33.796875 tall.
    func testLabelAndButtonIntrinsicSizeFromText() {
        let s = Solved("""
        canvas 300x100
        label name "Name"
        button ok "OK"
        name.leading == root.leading
        name.top == root.top
        ok.leading == name.trailing
        ok.top == root.top
        """)
        XCTAssertEqual(s.frame("name"), [0, 0, 50.156, 19.797])
        XCTAssertEqual(s.frame("ok"), [50.156, 0, 48.531, 33.797])
    }

    /// lines=0 wraps in passes: first a single line (161.27 wide), squeezed
    /// by the required width <= 120; re-measured at 120: two lines, 105.71875
    /// wide and 39.578125 tall; re-solved, the label hugs to 105.71875, where
    /// the text still breaks the same way: stable.
    func testMultilineLabelWrapsAtItsSolvedWidth() {
        let s = Solved("""
        canvas 300x200
        label t "Name Name Name" lines=0
        t.leading == root.leading + 10
        t.top == root.top + 10
        t.width <= 120
        """)
        XCTAssertEqual(s.frame("t"), [10, 10, 105.719, 39.578])
    }

    /// The first baseline of a one-line label sits one ascender below its
    /// top: 1901 × 17 / 2048 = 15.7798. A view hung from it starts there.
    func testBaselineFromFontMetrics() {
        let s = Solved("""
        canvas 300x100
        label name "Name"
        view rule
        name.leading == root.leading
        name.top == root.top
        rule.top == name.firstBaseline
        rule.leading == root.leading
        rule.size == 10x1
        """)
        XCTAssertEqual(s.frame("rule")[1], 15.78)
    }
}
