import XCTest
@testable import PlumbLayout

/// Text in every script Plumb ships a font for, measured from the fonts'
/// own tables (numbers read with fontTools, worked out by hand), wrapped as
/// the browser wraps it, and cut into the subsets a site ships.
///
/// DejaVu Sans (2048 units per em): М 1767, о 1253, с 1126, к 1237, в 1207,
/// а 1255; ש 1451, ל 1164, ו 558, ם 1359; A 1401, V 1401, A-V kerned -131;
/// no kerning pairs inside "Москва" or "שלום".
/// Droid Sans Fallback (256 units per em): every ideograph 256 (one em).
/// Plumb Hangul (NanumGothic's Hangul, 1000 units per em): every syllable 940.
/// Sizes are rounded up to 1/64 pt.
final class ScriptTextTests: XCTestCase {
    let measurer = TextMeasurer.shipped

    /// "用户名" at 17 pt: three ideographs of one em, 3 × 17 = 51 (it was
    /// 30.6 with the Latin font's placeholder width).
    func testChineseIsOneEmPerIdeograph() {
        XCTAssertEqual(measurer.width(of: "用户名", size: 17), 51)
        XCTAssertEqual(measurer.width(of: "这是左侧很长的文本", size: 17), 153)
    }

    /// Москва: 7845 units × 17 / 2048 = 65.1196 → 65.125.
    /// שלום: 4532 units × 17 / 2048 = 37.6191 → 37.625 (right to left does
    /// not change a width).
    func testCyrillicAndHebrewFromDejaVuAdvances() {
        XCTAssertEqual(measurer.width(of: "Москва", size: 17), 65.125)
        XCTAssertEqual(measurer.width(of: "שלום", size: 17), 37.625)
    }

    /// 안녕하세요: 5 × 940 / 1000 × 17 = 79.9 → 79.90625.
    func testKoreanFromTheHangulFont() {
        XCTAssertEqual(measurer.width(of: "안녕하세요", size: 17), 79.90625)
    }

    /// "AV用" at 20 pt: A and V kern in DejaVu ((1401 + 1401 − 131) × 20 /
    /// 2048 = 26.0840), the ideograph comes from the next font and adds one
    /// em (20) with no kerning across fonts: 46.0840 → 46.09375.
    func testMixedScriptsKernOnlyWithinAFont() {
        XCTAssertEqual(measurer.width(of: "AV用", size: 20), 46.09375)
    }

    /// 140 pt holds eight ideographs (8 × 17 = 136). The browser may break
    /// between any two ideographs, but "，" and "。" never start a line, so
    /// each line that would end just before one gives up its last ideograph:
    /// 请输入账号和密 | 码，然后点击登 | 录。如果忘记密 | 码，请联系管理 | 员。
    func testChineseWrapsBetweenIdeographsButNeverBeforeClosingPunctuation() {
        let text = "请输入账号和密码，然后点击登录。如果忘记密码，请联系管理员。"
        let lines = measurer.lines(of: text, size: 17, maxWidth: 140).map(String.init)
        XCTAssertEqual(lines, ["请输入账号和密", "码，然后点击登", "录。如果忘记密", "码，请联系管理", "员。"])
        // Five lines of DejaVu's line height (2384 / 2048 × 17 = 19.789)
        // rounded up: 98.945 → 98.953125.
        XCTAssertEqual(measurer.size(of: text, size: 17, maxWidth: 140, maxLines: 0).height, 98.953125)
    }

    /// Opening punctuation never ends a line and closing punctuation never
    /// starts one. At 10 pt and 35 pt wide, "点击「" (30) would fit, but not
    /// after 「, so the first line is 点击; then 「登录」 (40) does not fit,
    /// and 」 may not start a line, so the break is between 登 and 录.
    /// A Latin word beside ideographs breaks only at its edges: "用户N" would
    /// fit in 30 (27.5) but N–a is no break, and Name (6042 units, 29.5)
    /// fits on its own line.
    func testOpeningPunctuationStaysWithWhatFollows() {
        XCTAssertEqual(measurer.lines(of: "点击「登录」", size: 10, maxWidth: 35).map(String.init), ["点击", "「登", "录」"])
        XCTAssertEqual(measurer.lines(of: "用户Name", size: 10, maxWidth: 30).map(String.init), ["用户", "Name"])
    }

    func testCoverage() {
        XCTAssertTrue(measurer.covers("A"))
        XCTAssertTrue(measurer.covers("用"))
        XCTAssertTrue(measurer.covers("한"))
        XCTAssertTrue(measurer.covers("ש"))
        XCTAssertFalse(measurer.covers("न"))      // Devanagari: no shipped font
        XCTAssertTrue(measurer.covers("م"))       // Arabic, drawn in presentation forms
    }

    /// مرحبا is م ر ح ب ا. Meem joins reh; reh joins only on its right, so
    /// hah starts a new join, beh joins it and alef. Shaped: meem initial
    /// (U+FEE3, 1097 units), reh final (U+FEAE, 1130), hah initial (U+FEA3,
    /// 1266), beh medial (U+FE92, 618), alef final (U+FE8E, 624): 4735 ×
    /// 17 / 2048 = 39.3042 → 39.3125. Measured letter by letter in their
    /// isolated shapes it would be 6076 units, 50.4356: 11 pt too wide.
    func testArabicIsMeasuredInTheShapesItIsDrawnIn() {
        XCTAssertEqual(ArabicShaping.presentationForms(of: "مرحبا"), "\u{FEE3}\u{FEAE}\u{FEA3}\u{FE92}\u{FE8E}")
        XCTAssertEqual(measurer.width(of: "مرحبا", size: 17), 39.3125)
    }

    /// سلام is س ل ا م: lam followed by alef is one ligature. Seen joins lam,
    /// so seen is initial (U+FEB3, 1716) and the ligature final (U+FEFC,
    /// 1222); the ligature joins nothing on its left, so meem is isolated
    /// (U+FEE1, 1268): 4206 × 17 / 2048 = 34.9131 → 34.921875.
    /// A vowel mark between lam and alef does not stop the ligature (the
    /// mark follows it); a zero-width non-joiner stops joining, tatweel
    /// joins on both sides.
    func testLamAlefLigatureMarksAndJoinControls() {
        XCTAssertEqual(ArabicShaping.presentationForms(of: "سلام"), "\u{FEB3}\u{FEFC}\u{FEE1}")
        XCTAssertEqual(measurer.width(of: "سلام", size: 17), 34.921875)
        XCTAssertEqual(ArabicShaping.presentationForms(of: "لَا"), "\u{FEFB}\u{064E}")
        XCTAssertEqual(ArabicShaping.presentationForms(of: "ب\u{200C}ب"), "\u{FE8F}\u{200C}\u{FE8F}")
        XCTAssertEqual(ArabicShaping.presentationForms(of: "بـب"), "\u{FE91}\u{0640}\u{FE90}")
        XCTAssertEqual(ArabicShaping.presentationForms(of: "Plumb"), "Plumb")
    }

    /// Arabic wraps at spaces like any other text, in its shaped widths:
    /// at 17 pt, "مرحبا سلام" is 39.30 + 651 units of space (5.40) + 34.91
    /// = 79.62, so 60 pt holds one word a line.
    func testArabicWrapsAtSpacesInShapedWidths() {
        XCTAssertEqual(measurer.lines(of: "مرحبا سلام", size: 17, maxWidth: 60).map(String.init),
                       [ArabicShaping.presentationForms(of: "مرحبا"), ArabicShaping.presentationForms(of: "سلام")])
        XCTAssertEqual(measurer.lines(of: "مرحبا سلام", size: 17, maxWidth: 80).count, 1)
    }

    /// A subset keeps exactly the glyphs asked for, with their advances,
    /// their kerning under the new glyph numbers, and a composite glyph's
    /// components (的 is built from two components in Droid Sans Fallback).
    func testSubsetsKeepAdvancesKerningAndComponents() throws {
        let dejaVu = ShippedFont.all[0].file
        let latin = try FontFile(data: dejaVu.subset(keeping: ["A", "V"]))
        XCTAssertTrue(latin.covers("A") && latin.covers("V"))
        XCTAssertFalse(latin.covers("B"))
        XCTAssertEqual(latin.advance(of: "A"), 1401)
        XCTAssertEqual(latin.kern(latin.glyph(for: "A"), latin.glyph(for: "V")), -131)
        XCTAssertEqual(latin.unitsPerEm, 2048)
        XCTAssertEqual(latin.ascender, dejaVu.ascender)

        let droid = ShippedFont.all[1].file
        let data = try droid.subset(keeping: ["的", "用"])
        let cjk = try FontFile(data: data)
        XCTAssertTrue(cjk.covers("的") && cjk.covers("用"))
        XCTAssertFalse(cjk.covers("字"))
        XCTAssertEqual(cjk.advance(of: "的"), 256)
        // .notdef, 的, its two components, 用: five glyphs, and the composite's
        // components point inside the subset.
        let glyphCount = Int(data[data.startIndex + cjk.tables["maxp"]!.offset + 4]) << 8 | Int(data[data.startIndex + cjk.tables["maxp"]!.offset + 5])
        XCTAssertEqual(glyphCount, 5)
        let g = Int(cjk.glyph(for: "的"))
        let loca = cjk.tables["loca"]!.offset, glyf = cjk.tables["glyf"]!.offset
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(cjk.bytes[at + $1]) } }
        let outline = cjk.bytes[(glyf + u32(loca + 4 * g))..<(glyf + u32(loca + 4 * g + 4))]
        let components = try CompositeGlyph.components(of: outline)
        XCTAssertEqual(components.count, 2)
        XCTAssertTrue(components.allSatisfy { $0.glyph > 0 && $0.glyph < glyphCount })
        // The same characters give the same bytes.
        XCTAssertEqual(try droid.subset(keeping: ["用", "的"]), data)
    }

    /// A site whose characters the first font has ships the later fonts as
    /// `.notdef` alone, made without reading their character maps: the same
    /// bytes as a subset of nothing from the fully read font.
    func testEmptySubsetsNeedNoCharacterMap() throws {
        for font in ShippedFont.all.dropFirst() {
            XCTAssertEqual(try font.emptySubset(), try font.file.subset(keeping: []), font.fileName)
            let empty = try FontFile(data: try font.emptySubset())
            XCTAssertFalse(empty.covers("A") || empty.covers("用") || empty.covers("한"))
        }
        let files = try ShippedFont.siteFiles(for: ["é", "Ж"])
        XCTAssertEqual(files.first { $0.path == "DroidSansFallback.ttf" }?.data, try ShippedFont.all[1].file.subset(keeping: []))
    }

    /// The files a site ships: each font cut to the characters it draws,
    /// a character taken by an earlier font left out of later ones.
    func testSiteFilesSplitCharactersAcrossFonts() throws {
        let files = try ShippedFont.siteFiles(for: ["用", "한", "Ж"])
        let fonts = Dictionary(uniqueKeysWithValues: try files.filter { $0.path.hasSuffix(".ttf") }.map { ($0.path, try FontFile(data: $0.data)) })
        XCTAssertEqual(Set(fonts.keys), ["DejaVuSans-Plumb.ttf", "DejaVuSans-Bold-Plumb.ttf", "DroidSansFallback.ttf", "PlumbHangul.ttf"])
        XCTAssertTrue(fonts["DejaVuSans-Plumb.ttf"]!.covers("Ж"))
        // The bold face draws the first font's characters, and only those.
        XCTAssertTrue(fonts["DejaVuSans-Bold-Plumb.ttf"]!.covers("Ж") && fonts["DejaVuSans-Bold-Plumb.ttf"]!.covers("…"))
        XCTAssertFalse(fonts["DejaVuSans-Bold-Plumb.ttf"]!.covers("用") || fonts["DejaVuSans-Bold-Plumb.ttf"]!.covers("Я"))
        XCTAssertTrue(fonts["DejaVuSans-Plumb.ttf"]!.covers("…"))   // the ellipsis of a truncated label
        XCTAssertTrue(fonts["DroidSansFallback.ttf"]!.covers("用"))
        XCTAssertFalse(fonts["DroidSansFallback.ttf"]!.covers("A"))  // DejaVu draws it
        XCTAssertTrue(fonts["PlumbHangul.ttf"]!.covers("한"))
        XCTAssertEqual(Set(files.map(\.path)).intersection(["DejaVu-LICENSE.txt", "DroidSansFallback-LICENSE.txt", "PlumbHangul-LICENSE.txt"]).count, 3)
    }

    /// A page that writes meem ships all four of meem's shapes (U+FEE1 to
    /// U+FEE4), whichever its text uses; with lam and alef, the ligature too.
    func testSiteFilesShipEveryShapeOfAnArabicLetter() throws {
        let files = try ShippedFont.siteFiles(for: ["م", "ل", "ا"])
        let dejaVu = try FontFile(data: files.first { $0.path == "DejaVuSans-Plumb.ttf" }!.data)
        for v: UInt32 in [0x0645, 0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4, 0xFEFB, 0xFEFC] {
            XCTAssertTrue(dejaVu.covers(Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
        }
        XCTAssertFalse(dejaVu.covers("\u{FE8F}"))   // beh: not on the page
    }
}
