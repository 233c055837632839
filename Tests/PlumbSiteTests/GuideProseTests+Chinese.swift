import XCTest
import PlumbBlocks
import PlumbLayout
@testable import PlumbSite

/// The 简体中文 edition is tested as the English one is: each Chinese page's
/// own blocks are solved and every number its prose states is asserted, and
/// the prose is read to check it still quotes exactly those numbers (a
/// translation that drifts from its figures fails here).
extension GuideProseTests {
    func chineseProse(_ page: String) throws -> String { try prose(page, language: "zh-Hans") }

    func assertQuotes(_ prose: String, _ quoted: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in quoted where !prose.contains(text) {
            XCTFail("the page no longer says '\(text)'", file: file, line: line)
        }
    }

    private func chinese(_ page: String) throws -> [String: SolvedBlock] { try blocks(page, language: "zh-Hans") }

    /// 首页 quotes the home figure's numbers: 50.15625 for the label,
    /// x = 78.15625 and 276.84375 wide for the field at 375.
    func testChineseHomePage() throws {
        let home = try block(try chinese("index"), "标签和输入框")
        let name = try XCTUnwrap(frame(home, 375, "name")), input = try XCTUnwrap(frame(home, 375, "input"))
        XCTAssertEqual(name.width, 50.15625, accuracy: 1e-3)
        XCTAssertEqual(input.x, 78.15625, accuracy: 1e-3)
        XCTAssertEqual(input.width, 276.84375, accuracy: 1e-3)
        assertQuotes(try chineseProse("index"), ["50.15625 pt", "251", "249", "x = 78.15625", "276.84375 pt"])
    }

    /// 首页's contents once marked each chapter 中文 or 英文; every chapter is
    /// translated now, so the marks are gone. Should a chapter lose its
    /// translation, the link would silently lead to English: this fails first.
    func testEveryChapterListedOnTheChineseHomeIsTranslated() throws {
        let prose = try chineseProse("index")
        let entry = try NSRegularExpression(pattern: #"\]\(guide/([a-z-]+)\.md\)"#)
        let listed = entry.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).map { match in
            String(prose[Range(match.range(at: 1), in: prose)!])
        }
        let chapters = try FileManager.default.contentsOfDirectory(atPath: GuideProseTests.repository.appendingPathComponent("content/guide").path)
            .filter { $0.hasSuffix(".md") && !$0.hasSuffix(".zh-Hans.md") && $0 != "index.md" }.map { String($0.dropLast(".md".count)) }
        XCTAssertEqual(listed.sorted(), chapters.sorted(), "every chapter is listed, once")
        for page in listed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: GuideProseTests.repository.appendingPathComponent("content/guide/\(page).zh-Hans.md").path), page)
        }
        XCTAssertFalse(prose.contains("（中文）") || prose.contains("（英文）"), "no marks left over")
    }

    /// 固有内容尺寸: the same numbers as the English chapter, from its own blocks.
    func testChineseIntrinsicContentSize() throws {
        let page = try chinese("intrinsic-size")
        let controls = try block(page, "控件自带固有内容尺寸")
        let measure = TextMeasurer.shipped
        XCTAssertEqual(try XCTUnwrap(frame(controls, 375, "action")).width, roundedPoints(measure.width(of: "A button", size: 17) + 24), accuracy: 0.001,
                       "标题宽度加上左右各 12 pt")
        XCTAssertEqual(try XCTUnwrap(frame(controls, 375, "entry")).width, roundedPoints(measure.width(of: "A field", size: 17) + 14), accuracy: 0.001,
                       "占位文字加上左右各 7 pt")
        XCTAssertEqual(frame(controls, 375, "toggle").map { [$0.width, $0.height] }, [51, 31], "UISwitch 固定 51 × 31")
        XCTAssertEqual(frame(controls, 375, "spinner").map { [$0.width, $0.height] }, [20, 20], "20 × 20")
        // 原文的三种情况：375 时一行 335，两段文字 225.73 和 253.98；320 时 280。
        let game = try block(page, "原文的两个标签")
        let left = roundedPoints(measure.width(of: "A long text on the left side", size: 17))
        let right = roundedPoints(measure.width(of: "Another long text on the right", size: 17))
        XCTAssertEqual(game.namedVariants.map(\.name), ["情况二：下限 100", "情况三：左边 751"], "三个标签页")
        XCTAssertTrue(kinds(game, 375).contains(.tie), "打平")
        XCTAssertEqual(try XCTUnwrap(frame(game, 375, "rightLabel")).width, 335 - left, accuracy: 0.001, "压到 109.27")
        XCTAssertEqual(try XCTUnwrap(game.breakpoints.first { $0.width == 375 }?.alternatives["leftLabel"]).width, 335 - right, accuracy: 0.001, "压到 81.02")
        let floor = try variant(game, "情况二：下限 100")
        XCTAssertTrue(kinds(floor, 320).contains(.tie), "其实仍然是打平")
        XCTAssertEqual(try XCTUnwrap(frame(floor, 320, "rightLabel")).width, 100, "rightLabel 宽 100")
        XCTAssertEqual(try XCTUnwrap(frame(floor, 320, "leftLabel")).width, 180, "leftLabel 宽 180")
        XCTAssertEqual(try XCTUnwrap(floor.breakpoints.first { $0.width == 320 }?.alternatives["leftLabel"]).width, 280 - right, accuracy: 0.001, "压到 26.02")
        let decided = try variant(game, "情况三：左边 751")
        XCTAssertEqual(kinds(decided, 320), [], "唯一的答案")
        XCTAssertEqual(try XCTUnwrap(frame(decided, 375, "leftLabel")).width, left, accuracy: 0.001, "保留完整的文字")
        XCTAssertEqual(try XCTUnwrap(frame(decided, 320, "leftLabel")).width, 180, "还是 180 和 100")
        let wrapping = try block(page, "会换行的标签")
        XCTAssertGreaterThan(try XCTUnwrap(frame(wrapping, 320, "body")).height, try XCTUnwrap(frame(wrapping, 768, "body")).height, "越窄越高")
        XCTAssertEqual(kinds(try block(page, "同样的约束，两种字号"), 375), [], "换成 28 pt 也不会有约束冲突")
        let hugging = try block(page, "内容拥抱优先级低的被拉伸")
        XCTAssertEqual(try XCTUnwrap(frame(hugging, 375, "key")).width, try XCTUnwrap(frame(hugging, 768, "key")).width, "key 标签一直保持自己的宽度")
        XCTAssertGreaterThan(try XCTUnwrap(frame(hugging, 768, "value")).width, try XCTUnwrap(frame(hugging, 375, "value")).width + 300, "value 标签随宽度变宽")
        assertQuotes(try chineseProse("intrinsic-size"), [
            "UISwitch 固定 51 × 31", "20 × 20", "优先级 250", "默认 750", "左右各 12 pt", "左右各 7 pt", "240...1024",
            "375 − 16 − 8 − 16 = 335 pt", "225.73 和 253.98", "压到 109.27", "被压到 81.02", "`rightLabel` 宽 100，`leftLabel` 宽 180",
            "被压到 26.02", "完整的文字（225.73）", "还是 180 和 100", "宽度为 320 时被压到 26.02", "默认的 750",
            "17 pt 和 28 pt", "换成 28 pt 也不会有约束冲突", "`defaultLow` 是 250", "`defaultHigh`\n> 是 750", "`required` 是 1000",
            "`leftLabel.resistance.h = 751`",
        ])
    }

    /// 优先级: the same numbers as the English chapter, from its own blocks.
    func testChinesePriorities() throws {
        let page = try codeFigures("priorities", language: "zh-Hans")
        try assertPriorities(wide: try block(page, "盒子太宽，窄屏上放不下"), tie: try block(page, "两条 500 的约束往两边拉"), raised: "trailing 提到 501")
        assertQuotes(try chineseProse("priorities"), [
            "1 到 1000", "一条 251 的约束胜过任意多条 250 的约束", "| `required` | 1000 |", "| `defaultHigh` | 750 |", "| `defaultLow` | 250 |",
            "| `fittingSizeLevel` | 50 |", "`dragThatCanResizeScene`（510）", "`sceneSizeStayPut`（500）",
            "`dragThatCannotResizeScene`（490）", "400 pt 宽的盒子", "宽度 320 时\n放不进两边各 10 pt", "宽度 768 时就放得下",
            "`box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -10)`", "差了 100 pt",
            "盒子在 x = 10，宽 400，\n右边缘在 410，而不是最多 310", "差了 50", "中心在 210，根视图的\n中心在 160", "盒子在 x = 184",
            "200 pt 宽的盒子", "离 leading 边 20，又想离 trailing 边 20，\n优先级都是 500", "20 + 200 + 20 = 240 pt 宽，\n而不是 375",
            "（`都是 500: expect=tie`）", "`raiseTrailing()`", "变成 501", "375 − 20 − 200 = 155",
        ])
    }

    /// 关系与参数: 221.8 and 240 for the field, 187.5 and 93.75, the
    /// gaps of 16 and 60, and the identifier in the conflict.
    func testChineseRelations() throws {
        let code = try codeFigures("relations", language: "zh-Hans")
        let inequalities = try block(code, "不等式")
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 320, "name")).width, 50.156, "标签的 50.2")
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 320, "input")).width, 221.844, "320 − 20 − 8 − 20 − 50.2 = 221.8")
        XCTAssertEqual(try XCTUnwrap(frame(inequalities, 768, "input")).width, 240, "停在上限 240")
        let pin = try XCTUnwrap(inequalities.block.constraints.firstIndex { $0.priority == 750 })
        XCTAssertEqual(inequalities.breakpoints.first { $0.width == 768 }?.statuses[pin].state, .violated, "让步的是那条 @750 的约束")
        XCTAssertEqual(inequalities.breakpoints.first { $0.width == 320 }?.statuses[pin].state, .holds)
        let card = try XCTUnwrap(frame(try block(code, "内边距"), 375, "card"))
        XCTAssertEqual([card.x, card.y, 375 - card.x - card.width], [16, 16, 16])
        let multipliers = try block(code, "倍数用在尺寸上")
        XCTAssertEqual(try XCTUnwrap(frame(multipliers, 375, "half")).width, 187.5)
        let dot = try XCTUnwrap(frame(multipliers, 375, "dot"))
        XCTAssertEqual(dot.x + dot.width / 2, 93.75, "375 的四分之一")
        let spacing = try block(code, "系统间距")
        let a = try XCTUnwrap(frame(spacing, 375, "a")), b = try XCTUnwrap(frame(spacing, 375, "b")), c = try XCTUnwrap(frame(spacing, 375, "c"))
        XCTAssertEqual(b.x - (a.x + a.width), 16, "system × 2")
        XCTAssertEqual(c.x - (b.x + b.width), 60, "a 的宽度")
        let below = try block(code, "向下的系统间距")
        XCTAssertEqual(try XCTUnwrap(frame(below, 375, "lower")).y, 68, "60 + 8 = 68")
        XCTAssertEqual(try XCTUnwrap(frame(below, 375, "lower2")).y, 76, "60 + 16 = 76")
        assertQuotes(try chineseProse("relations"), ["下面 8 pt 处，`multiplier: 2` 时是 16", "这条规则并没有公开", "20 + 40 = 60", "60 + 8 = 68", "60 + 16 = 76"])
        let named = try block(code, "故意写出冲突的具名约束")
        XCTAssertTrue(named.allDiagnostics.contains { $0.kind == .unsatisfiable && ([$0.message] + $0.notes.map(\.message)).contains { $0.contains("#photoFloor") } })
        assertQuotes(try chineseProse("relations"), [
            "以 751 的内容拥抱优先级", "750 的约束拉不动它", "至少 100 宽、最多 240 宽", "离根视图 20", "320 − 20 − 8 − 20 再减去\n标签的 50.2，剩下 221.8",
            "宽度 768 时，输入框停在上限 240", "`offset(-20)`", "`inset(20)`", "multipliedBy(0.5)`", "宽度 375 时，`half` 宽 187.5，`dot` 的中心在 93.75，也就是 375 的四分之一",
            "兄弟视图之间是 8 pt", "`multiplier: 2` 就是 16", "间隙是 16（system × 2）", "间隙是 60，即 `a` 的宽度", "改成 `700`", "宽度 768", "320 的下限放不进 300 宽", "`multiplier: 2` 就是 16",
        ])
    }

    /// VFL 可视化格式语言: 280 at 320, 400 at 768, and the row centred on
    /// one line.
    func testChineseVisualFormat() throws {
        let page = try codeFigures("visual-format", language: "zh-Hans")
        let metrics = try block(page, "谓词里的度量值和优先级")
        XCTAssertEqual(try XCTUnwrap(frame(metrics, 320, "box")).width, 280, "320 − 20 − 20 = 280")
        XCTAssertEqual(try XCTUnwrap(frame(metrics, 768, "box")).width, 400, "400 的上限")
        let wide = try XCTUnwrap(frame(metrics, 768, "box"))
        XCTAssertGreaterThan(768 - (wide.x + wide.width), 20, "右边的间隙超过了它的最小值")
        let row = try block(page, "H:|-[title]-[detail]-[action]-|")
        for width in [375.0, 768] {
            let centres = ["title", "detail", "action"].compactMap { frame(row, width, $0) }.map { $0.y + $0.height / 2 }
            XCTAssertEqual(Set(centres.map { ($0 * 1000).rounded() }).count, 1, "alignAllCenterY, \(width): \(centres)")
        }
        let rows = row.block.constraints.map { row.parsed.notation.tableRow($0) }
        XCTAssertTrue(rows.contains("title.centerYAnchor.constraint(equalTo: detail.centerYAnchor)"), "约束表列出的那一行：\(rows)")
        XCTAssertTrue(rows.contains("detail.centerYAnchor.constraint(equalTo: action.centerYAnchor)"), "`detail` 到 `action` 也一样：\(rows)")
        assertQuotes(try chineseProse("visual-format"), [
            "`title.centerYAnchor.constraint(equalTo: detail.centerYAnchor)`", "`detail` 到\n`action` 也一样",
            "视图之间是 8", "20 的间距", "想要 600 宽，但优先级只有 250", "至少 20，必需", "320 − 20 − 20 = 280", "400 的上限（优先级 750）",
            "120 到 400 之间", "`-(>=8@750)-`", "`[name(>=50@750)]`", "`metrics: [\"margin\": 20]`", "80 宽", "间隙变成 20",
        ])
    }

    /// 速查表's tables (anchors, relations and priorities, stack view
    /// properties) carry the English tables' numbers, row for row; its
    /// "four ways" figures are the English blocks (checked by
    /// `testTranslationsKeepEveryBlockOfTheirOriginal`).
    func testChineseCheatSheetQuotesTheEnglishTables() throws {
        func tableNumbers(_ path: String) throws -> [[String]] {
            let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent(path), encoding: .utf8)
            let number = try NSRegularExpression(pattern: "[0-9]+(\\.[0-9]+)?")
            return text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { row in
                let line = String(row)
                return number.matches(in: line, range: NSRange(line.startIndex..., in: line)).map { String(line[Range($0.range, in: line)!]) }
            }
        }
        let english = try tableNumbers("content/guide/cheat-sheet.md")
        XCTAssertGreaterThan(english.count, 12, "the three tables' rows")
        XCTAssertEqual(try tableNumbers("content/guide/cheat-sheet.zh-Hans.md"), english)
    }

    /// Auto Layout 做了什么: the body wraps onto more lines at 320 than at
    /// 768, and a frame left on (100 wide) fights `box.width == 200`.
    func testChineseWhatAutoLayoutDoes() throws {
        let page = try chinese("what-auto-layout-does")
        let text = try block(page, "一个标题和一段正文")
        XCTAssertGreaterThan(try XCTUnwrap(frame(text, 320, "body")).height, try XCTUnwrap(frame(text, 768, "body")).height,
                             "宽度 320 时，正文标签换的行比 768 时多")
        let conflict = try block(try codeFigures("what-auto-layout-does", language: "zh-Hans"), "translatesAutoresizingMaskIntoConstraints 没有关")
        XCTAssertTrue(kinds(conflict, 375).contains(.unsatisfiable), "两者都是必需的")
        assertQuotes(try chineseProse("what-auto-layout-does"), [
            "`x = 20, width = 335`", "距 leading 边 20 pt", "减去 40", "第 3 步", "第 4 步", "宽度 320 时", "768 时多",
            "frame 说宽 100，约束说宽 200", "只有一行", "`box.frame = CGRect(x: 20, y: 20, width: 100, height: 40)`", "四条\n`NSAutoresizingMaskLayoutConstraint`",
            "iOS 17 之前", "iOS 17 已将它废弃", "WWDC 2012",
        ])
        let frameRows = try XCTUnwrap(conflict.breakpoints.first).implicit.compactMap { conflict.parsed.notation.implicitCode($0.constraint) }.filter { $0.hasPrefix("box.frame") }
        XCTAssertEqual(frameRows, ["box.frame = CGRect(x: 20, y: 20, width: 100, height: 40)"], "frame 在 implicit 下只有一行")
    }

    /// 锚点: the card's 16 and 12, its title on two lines at 375 (and at
    /// 320), 39.58 tall in a 63.58 card, on one at 768 (19.8 in 43.8), the
    /// quarter-width badge, and the
    /// baselines: 1901/2048 of the size, 25.99 at 28 pt and 12.07 at 13,
    /// 49.99 and 37.92, 5.2 higher when centred, and the button on the
    /// fourth line of 19.79 at 95.15 with its top at 72.37.
    func testChineseAnchors() throws {
        let page = try codeFigures("anchors", language: "zh-Hans")
        let card = try block(page, "卡片约束在根视图里面")
        XCTAssertEqual(frame(card, 375, "card").map { [$0.x, $0.y] }, [16, 16], "距父视图四边各 16 pt")
        let title = try XCTUnwrap(frame(card, 375, "title")), inCard = try XCTUnwrap(frame(card, 375, "card"))
        XCTAssertEqual([title.x, title.y, inCard.height - title.height], [12, 12, 24], "标题的高度加上内边距")
        XCTAssertEqual(title.height, 39.578, accuracy: 1e-3, "宽度 375 时换成两行，高 39.58 pt")
        XCTAssertEqual(inCard.height, 63.578, accuracy: 1e-3, "卡片随之长到 63.58")
        XCTAssertEqual(try XCTUnwrap(frame(card, 768, "title")).height, 19.797, accuracy: 1e-3, "宽度 768 时一行就放得下，标题高 19.8")
        XCTAssertEqual(try XCTUnwrap(frame(card, 768, "card")).height, 43.797, accuracy: 1e-3, "卡片高 43.8")
        let narrow = try block(try codeFigures("anchors", language: "zh-Hans", replacing: ("breakpoints=375,768", "breakpoints=320")), "卡片约束在根视图里面")
        XCTAssertEqual(try XCTUnwrap(frame(narrow, 320, "title")).height, 39.578, accuracy: 1e-3, "320 时也一样")
        let badge = try block(page, "正方形徽标")
        XCTAssertEqual(frame(badge, 320, "badge").map { [$0.width, $0.height] }, [80, 80], "宽度的四分之一，正方形")
        let sizes = try block(page, "28 pt 的标题和 13 pt 的备注")
        let big = try XCTUnwrap(frame(sizes, 375, "title")), note = try XCTUnwrap(frame(sizes, 375, "note")), side = try XCTUnwrap(frame(sizes, 375, "side"))
        let ascent28: Double = 1901.0 * 28 / 2048, ascent13: Double = 1901.0 * 13 / 2048
        XCTAssertEqual([ascent28, ascent13].map { ($0 * 100).rounded() / 100 }, [25.99, 12.07], "1901/2048")
        XCTAssertEqual(big.y + ascent28, 49.99, accuracy: 0.005, "24 + 25.99 = 49.99")
        XCTAssertEqual(note.y, 37.92, accuracy: 0.005, "49.99 − 12.07 = 37.92")
        XCTAssertEqual((big.y + ascent28) - (side.y + ascent13), 5.2, accuracy: 0.01, "高出 5.2 pt")
        let last = try block(page, "按钮落在会换行的标签的最后一行上")
        let body = try XCTUnwrap(frame(last, 375, "body")), more = try XCTUnwrap(frame(last, 375, "more"))
        let line17 = TextMeasurer.shipped.lineHeight(size: 17)
        XCTAssertEqual(line17, 19.79, accuracy: 0.005, "每行 19.79")
        XCTAssertEqual(body.height / line17, 4, accuracy: 0.001, "四行")
        XCTAssertEqual(body.y + 3 * line17 + 1901.0 * 17 / 2048, 95.15, accuracy: 0.005, "20 + 3 × 19.79 + 15.78 = 95.15")
        XCTAssertEqual(more.y, 75.22, accuracy: 0.005, "95.15 − 6 − 13.92 = 75.22")
        XCTAssertEqual(more.y + 6 + 1901.0 * 15 / 2048, 95.15, accuracy: 0.005, "离顶部 6 pt，再加上 15 pt 字体的 13.92")
        assertQuotes(try chineseProse("anchors"), [
            "十二个锚点", "四条边", "两个中心、两个尺寸和两条基线", "各 16 pt", "宽度 375 时，标题一行放不下（320 时也一样）",
            "换成两行，高 39.58 pt", "长到 63.58", "宽度 768 时一行就放得下，标题高 19.8，卡片高 43.8", "四分之一", "1901/2048", "28 pt 时是 25.99 pt，13 pt 时是 12.07",
            "24 + 25.99 = 49.99", "49.99 − 12.07 = 37.92", "高出 5.2 pt", "离顶部 6 pt", "15 pt 字体的 13.92", "15.78", "宽度 200 时", "四行，每行 19.79",
            "20 + 3 × 19.79 + 15.78 = 95.15", "95.15 − 6 − 13.92 = 75.22",
        ])
    }

    /// 布局参考线: equal gaps, the safe-area insets (20; 59 and 34; 59 at
    /// the sides and 21 below), the 回 card's 24-point margins, the two
    /// banners (8 and 359, 16 and 343) and the readable width (672).
    func testChineseLayoutGuides() throws {
        let page = try codeFigures("layout-guides", language: "zh-Hans")
        let spacers = try block(page, "间距相等")
        for width in [320.0, 414] {
            let gaps = ["g1", "g2", "g3", "g4"].compactMap { frame(spacers, width, $0)?.width }
            XCTAssertEqual(gaps.count, 4, "四个参考线")
            XCTAssertTrue(gaps.allSatisfy { abs($0 - gaps[0]) < 0.001 }, "两种宽度下四段间距都相等: \(width): \(gaps)")
        }
        let safe = try block(page, "内容约束在安全区域上")
        func edges(_ width: Double) throws -> [Double] {
            let panel = try XCTUnwrap(safe.breakpoints.first { $0.width == width }?.frames["panel"])
            let edges: [Double] = [panel.x, panel.x + panel.width, panel.y, panel.y + panel.height]
            return edges
        }
        XCTAssertEqual(Array(try edges(375)[2...]), [28, 659], "SE: 20 pt 的状态栏（20 + 8），没有 Home 指示条（667 − 8）")
        XCTAssertEqual(Array(try edges(393)[2...]), [67, 810], "iPhone 15: 59 和 34（59 + 8，852 − 34 − 8）")
        XCTAssertEqual(Array(try edges(852)[1...]), [785, 8, 364], "横屏：左右各 59（852 − 59 − 8），顶部 0 + 8，底部 21（393 − 21 − 8）")
        XCTAssertEqual(try edges(852)[0], 67, "横屏：59 + 8")
        let margins = try block(page, "回")
        XCTAssertEqual(frame(margins, 375, "inner").map { [$0.x, $0.y, $0.width, $0.height] }, [24, 24, 295, 120], "卡片 24 pt 的边距")
        XCTAssertEqual(frame(margins, 375, "outer").map { [$0.x, $0.y, $0.width, $0.height] }, [0, 0, 343, 168], "外框填满整张卡片")
        let banners = try block(page, "两条横跨根视图的横幅")
        XCTAssertEqual(frame(banners, 375, "a").map { [$0.x, $0.y, $0.width] }, [8, 8, 359], "向内 8 pt，宽 375 − 2 × 8 = 359")
        XCTAssertEqual(frame(banners, 375, "b").map { [$0.x, $0.y, $0.width] }, [16, 8, 343], "从 16 pt 处开始，宽 375 − 2 × 16 = 343")
        XCTAssertEqual(try XCTUnwrap(frame(try block(page, "文字约束在可读内容参考线上"), 1024, "article")).width, 672)
        assertQuotes(try chineseProse("layout-guides"), [
            "四条现成的参考线", "iOS 15 起的\n`keyboardLayoutGuide`", "前三个",
            "20 pt 的状态栏", "上下分别是 59 和 34", "（各 59），底部是 21", "默认四边各向内 8 pt", "左右两边是 16 或 20",
            "卡片 24 pt 的边距", "8 pt 的边距", "对齐在根视图的 16 pt", "向内 8 pt，宽 375 − 2 × 8 = 359",
            "从 16 pt 处\n开始", "宽 375 − 2 × 16 = 343", "自己的 8 pt", "672 pt",
        ])
        // The prose quotes the figures' own labels, in the words the Chinese theme draws them with.
        let words = try XCTUnwrap(Theme.load(from: nil).strings(for: ["zh-Hans"]).strings["zh-Hans"])
        assertQuotes(try chineseProse("layout-guides"), ["“\(words.format("figureSafeAreaInset", ["value": "59"]))”",
                                                           "“\(words.format("figureMarginInset", ["value": "24"]))”"])
    }

    /// UIStackView: the cell's column takes the slack, 24 after the title
    /// and 8 elsewhere, and fillEqually's 109 that `ok.width == 150` breaks
    /// into 150, 150 and 27 against ten constraints.
    func testChineseStackViews() throws {
        let page = try codeFigures("stack-views", language: "zh-Hans")
        let notes = try block(page, "间距 8，标题后面是 24")
        func n(_ v: String) throws -> SolvedFrame { try XCTUnwrap(frame(notes, 375, v)) }
        XCTAssertEqual(try n("version").y - (try n("title").y + (try n("title").height)), 24, accuracy: 0.001)
        XCTAssertEqual(try n("date").y - (try n("version").y + (try n("version").height)), 8, accuracy: 0.001)
        let cell = try block(page, "设置页的单元格")
        let text = try XCTUnwrap(frame(cell, 375, "text")), avatar = try XCTUnwrap(frame(cell, 375, "avatar"))
        XCTAssertEqual(avatar.y + avatar.height / 2, text.y + text.height / 2, accuracy: 0.01, "头像对着这一列居中")
        XCTAssertGreaterThan(try XCTUnwrap(frame(cell, 768, "text")).width, text.width, "中间那一列占掉多出来的空间")
        let equal = try block(page, "fillEqually：每个按钮都和第一个一样宽")
        XCTAssertEqual(["cancel", "ok", "help"].compactMap { frame(equal, 375, $0)?.width }, [109, 109, 109], "(343 − 2 × 8) / 3 = 109")
        XCTAssertEqual(try XCTUnwrap(frame(equal, 375, "row")).width, 343, "343 pt 宽的行：375 − 2 × 16")
        let conflict = try block(page, "fillEqually 加上明确的宽度")
        XCTAssertEqual(["cancel", "ok", "help"].compactMap { frame(conflict, 375, $0)?.width }, [150, 150, 27])
        let broken = try XCTUnwrap(conflict.breakpoints[0].diagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertTrue(broken.message.contains("UISV-fill-equally constraint 'help.widthAnchor.constraint(equalTo: cancel.widthAnchor)'"), broken.message)
        XCTAssertTrue(broken.message.contains("contradicts 10 other required constraints"), broken.message)
        let spaced = try block(page, "equalSpacing 接受明确的宽度")
        XCTAssertEqual(try XCTUnwrap(frame(spaced, 375, "ok")).width, 150)
        XCTAssertEqual(try XCTUnwrap(frame(spaced, 375, "cancel")).width, roundedPoints(TextMeasurer.shipped.width(of: "Cancel", size: 15)), accuracy: 0.001,
                       "另外两个按钮仍保持各自的固有宽度")
        assertQuotes(try chineseProse("stack-views"), [
            "标签的 200，低于\n图片视图的 250 和开关的 750", "间距是 8，标题后面留 24", "343 pt 宽", "(343 − 2 × 8) / 3 = 109",
            "Cancel 和 OK 宽 150", "343 − 16 − 2 × 150 = 27 pt", "10 条约束",
        ])
    }

    /// UIScrollView 的内容尺寸: 610 × 400 from a 500-point red view, the
    /// margins' (8, 8) and 516 × 816, and the form's 33.8-point fields
    /// making 394.4 against a 300-point frame.
    func testChineseScrollViews() throws {
        let page = try codeFigures("scroll-views", language: "zh-Hans")
        func content(_ caption: String, _ view: String = "pane") throws -> [Double] {
            let size = try XCTUnwrap(try block(page, caption).breakpoints[0].contentSizes[view])
            return [size.width, size.height]
        }
        let classic = try block(page, "300 pt 宽的 frame 里，内容宽 610")
        XCTAssertEqual(frame(classic, 375, "s").map { [$0.width, $0.height] }, [300, 400])
        XCTAssertEqual(try XCTUnwrap(frame(classic, 375, "red")).width, 500, "300 + 200 = 500")
        XCTAssertEqual(try content("300 pt 宽的 frame 里，内容宽 610", "s"), [610, 400], "10 + 500 + 100 = 610 × 400")
        XCTAssertEqual(try content("同样的 contentSize，写明内容参考线和框架参考线"), [610, 400])
        let pinned = try block(page, "用 |-…-| 约束到滚动视图边距上的 500 × 800 视图")
        XCTAssertEqual(frame(pinned, 375, "c").map { [$0.x, $0.y, $0.width, $0.height] }, [8, 8, 500, 800])
        XCTAssertEqual(try content("用 |-…-| 约束"), [516, 816], "8 + 500 + 8 = 516，8 + 800 + 8 = 816")
        XCTAssertEqual(frame(pinned, 375, "pane").map { [$0.width, $0.height] }, [375, 300], "375 × 300 的 frame")
        XCTAssertEqual(try content("固定的容器视图"), [375, 400], "内容都是 400 高")
        let sized = try block(page, "由里面的输入框撑开的容器视图")
        let field = try XCTUnwrap(frame(sized, 375, "f1"))
        XCTAssertEqual(field.height, 33.797, "每个 33.8 pt")
        XCTAssertEqual(field.height - 14, 19.797, accuracy: 0.001, "文字 19.8，上下各 7")
        XCTAssertEqual(try XCTUnwrap(frame(sized, 375, "f2")).y - (field.y + field.height), 12, accuracy: 0.001, "间距 12")
        let form = try XCTUnwrap(frame(sized, 375, "form")), container = try XCTUnwrap(frame(sized, 375, "container"))
        XCTAssertEqual([form.y, container.height - form.y - form.height], [20, 20], "上下各留 20")
        XCTAssertEqual(try XCTUnwrap(frame(sized, 375, "pane")).height, 300, "300 pt 的 frame")
        XCTAssertEqual(try content("由里面的输入框撑开的容器视图"), [375, 394.375], "20 + 8 × 33.8 + 7 × 12 + 20 = 394.4")
        XCTAssertEqual(try content("同样的输入框，直接放进滚动视图"), [375, 394.375], "同样是 375 × 394.4")
        XCTAssertTrue(kinds(try block(page, "没有约束给内容一个宽度"), 320).contains(.ambiguous))
        assertQuotes(try chineseProse("scroll-views"), [
            "300 × 400", "宽 200 pt", "左边 10、\n右边 100", "300 + 200 = 500", "10 + 500 + 100 = 610 × 400", "内侧 8 pt",
            "位于 (8, 8)，大小 500 × 800", "8 + 500 + 8 = 516", "8 + 800 + 8 = 816", "375 × 300", "y = 100", "(0, 100)",
            "最上面\n的 300 pt", "33.8 pt", "17 pt 的文字 19.8，上下各 7", "间距 12，上下各留 20",
            "20 + 8 × 33.8 + 7 × 12 + 20 = 394.4，比 300 pt", "375 × 394.4",
        ])
    }

    /// Size Class: the card's 319 × 191.4 and 315.2 of 788, the rebuilt
    /// card's 215.4, 764, 305.6 and 442.4, the change at 694, and the six
    /// screens' classes, 79, 67 and 226.67.
    func testChineseSizeClasses() throws {
        let page = try chinese("size-classes")
        let buttons = try block(page, "regular 时按钮排成一行")
        XCTAssertGreaterThan(try XCTUnwrap(frame(buttons, 375, "share")).y, 0, "375 时是竖向的")
        XCTAssertEqual(try XCTUnwrap(frame(buttons, 375, "more")).height, 0, "more 被隐藏")
        XCTAssertEqual(["save", "share", "more"].compactMap { frame(buttons, 820, $0)?.width }, [252, 252, 252], "三个按钮平分这一行")
        let card = try block(page, "商品卡片")
        XCTAssertEqual(frame(card, 375, "photo").map { [$0.width, $0.height] }, [319, 191.4], "375 − 2 × 16 − 2 × 12 = 319，高 191.4")
        XCTAssertEqual(try XCTUnwrap(frame(card, 820, "card")).width, 788)
        XCTAssertEqual(try XCTUnwrap(frame(card, 820, "photo")).width, 315.2, "788 的 40%")
        XCTAssertGreaterThan(try XCTUnwrap(frame(card, 820, "name")).x, 315.2, "文字移到它的右边")
        let dragged = try solvedAt(page: "size-classes", language: "zh-Hans", caption: "商品卡片", widths: [375, 444, 600, 693, 694, 820])
        for point in dragged.breakpoints {
            let card = try XCTUnwrap(point.frames["card"]), price = try XCTUnwrap(point.frames["price"])
            XCTAssertLessThanOrEqual(price.y + price.height + 12, card.height + 1e-3, "不管把实时面板拖到多宽，价格都留在卡片里面: \(point.width)")
        }
        let compact = try XCTUnwrap(frame(card, 375, "card")), price = try XCTUnwrap(frame(card, 375, "price"))
        XCTAssertEqual(compact.height - (price.y + price.height), 12, accuracy: 1e-3, "compact 时卡片底边在价格下方 12 pt")
        let rebuilt = try block(page, "按 Size Class 重新搭建的卡片")
        XCTAssertEqual(frame(rebuilt, 375, "photo")?.width, 319)
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 375, "info")).y, 215.4, "12 + 191.4 + 12 = 215.4")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 820, "row")).width, 764, "788 − 24 = 764")
        XCTAssertEqual(frame(rebuilt, 820, "photo")?.width, 305.6, "0.4 × 764 = 305.6")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 820, "info")).width, 442.4, "764 − 305.6 − 16 = 442.4")
        XCTAssertGreaterThan(try XCTUnwrap(frame(rebuilt, 820, "buy")).height, 0, "按钮也显示出来")
        XCTAssertEqual(try XCTUnwrap(frame(rebuilt, 375, "card")).height, 278.806, accuracy: 1e-3, "12 + 191.4 + 12 + 51.4 + 12")
        try assertTextInsideRebuiltCard(rebuilt)
        let regular = try XCTUnwrap(rebuilt.liveVariants.first { $0.variant.sizeClass == .regular })
        guard case .success(let live) = regular.live else { return XCTFail("the regular tree is live") }
        XCTAssertEqual(live.lower, 694, "把实时面板拖过 694 pt")
        let devices = try block(page, "同样的按钮，六种屏幕")
        for width in [320.0, 393, 590, 852] {
            XCTAssertGreaterThan(try XCTUnwrap(frame(devices, width, "share")).y, 0, "compact at \(width)")
        }
        for width in [744.0, 932] {
            XCTAssertEqual(try XCTUnwrap(frame(devices, width, "share")).y, 0, "regular at \(width)")
        }
        XCTAssertEqual(try XCTUnwrap(frame(devices, 744, "save")).width, 226.667, accuracy: 1e-3, "(744 − 2 × 20 − 2 × 12) / 3 = 226.67")
        XCTAssertEqual(try XCTUnwrap(frame(devices, 852, "cls")).x, 79, "59 + 20 = 79")
        XCTAssertEqual(try XCTUnwrap(frame(devices, 393, "cls")).y, 67, "59 pt 高的状态栏下方 8 pt 处，即 67")
        assertQuotes(try chineseProse("size-classes"), [
            "宽度 375（compact）", "宽度 820（regular）", "40%", "宽 375 − 2 × 16 − 2 × 12 = 319，高 191.4", "788 pt 宽的卡片的 40%，即 315.2 宽",
            "0.4。", "价格下方 12 pt", "`375xauto`", "在 694 pt 变成\nregular", "iPad 屏幕的三分之二", "12 + 191.4 + 12 = 215.4", "788 − 24 = 764", "0.4 × 764 = 305.6", "764 − 305.6 − 16 = 442.4", "694 pt",
            "| iPhone SE | 320 | compact |", "| iPhone 15 | 393 | compact |", "| iPad，分屏的一半 | 590 | compact |", "| iPad mini | 744 | regular |",
            "| iPhone 15，横屏 | 852 | compact |", "| iPhone 15 Pro Max，横屏 | 932 | regular |",
            "各留出 59 pt", "59 + 20 = 79", "59 pt 高的状态栏下方 8 pt 处，即 67", "(744 − 2 × 20 − 2 × 12) / 3 = 226.67", "宽 320",
        ])
    }

    /// 对齐矩形: a 150-point image with a 30-point shadow, (85, 45) by its
    /// frame, 15 off centre; (100, 60) by its 120 × 120 alignment rectangle,
    /// centred at (160, 120).
    func testChineseAlignmentRectangles() throws {
        let page = try codeFigures("alignment-rects", language: "zh-Hans")
        let byFrame = try XCTUnwrap(frame(try block(page, "按 frame 居中"), 320, "photo"))
        XCTAssertEqual([byFrame.x, byFrame.y, byFrame.width], [85, 45, 150])
        let picture = try XCTUnwrap(frame(try block(page, "按 frame 居中"), 320, "picture"))
        XCTAssertEqual([picture.x, picture.y, picture.width, picture.height], [0, 0, 120, 120], "图片占左上角 120 × 120")
        XCTAssertEqual(320 / 2 - (byFrame.x + (byFrame.width - 30) / 2), 15, "图片本身偏到了中心的左上方 15 pt")
        let inset = try XCTUnwrap(frame(try block(page, "设置了 alignmentRectInsets"), 320, "photo"))
        XCTAssertEqual([inset.x, inset.y, inset.width], [100, 60, 150], "frame 仍然包含阴影")
        XCTAssertEqual([inset.x + (inset.width - 30) / 2, inset.y + (inset.height - 30) / 2], [160, 120], "对齐矩形的中心在 (160, 120)")
        assertQuotes(try chineseProse("alignment-rects"), [
            "150 × 150", "30 pt 是它自己画的阴影", "左上方 15 pt", "120 × 120", "150 宽", "(85, 45)", "(100, 60)", "(160, 120)", "多伸出 30",
            "到 (70, 30)", "1x 是 30，2x 是 60，3x 是 90",
        ])
    }

    /// 调试布局: 300 + 2 × 20 = 340 breaks at 320 and leaves 55 at 375; a
    /// 100-wide box with no horizontal position is ambiguous.
    func testChineseDebugging() throws {
        let page = try chinese("debugging")
        let wide = try block(page, "窄屏上放不下")
        XCTAssertTrue(kinds(wide, 320).contains(.unsatisfiable), "300 加上两边各 20 是 340")
        XCTAssertFalse(kinds(wide, 375).contains(.unsatisfiable))
        let box = try XCTUnwrap(frame(wide, 375, "box"))
        XCTAssertEqual([box.x, box.width, 375 - box.x - box.width], [20, 300, 55], "20 + 300 还剩 55 pt")
        let vague = try block(page, "视图有宽度和竖直位置")
        XCTAssertTrue(kinds(vague, 320).contains(.ambiguous))
        XCTAssertEqual(try XCTUnwrap(frame(vague, 320, "box")).width, 100)
        assertQuotes(try chineseProse("debugging"), ["宽度 375", "20 + 300 还剩 55 pt", "要求的 20", "宽度 320", "调高 1"])
    }

    /// 实例: the login screen's 112.5, 300, 150 and 25 (129, 344, 172 and
    /// 28.7 on the Pro Max), and the chat bubble's 228 and 525.7.
    func testChineseWorkedExamples() throws {
        let page = try codeFigures("worked-examples", language: "zh-Hans")
        let login = try block(page, "登录页")
        XCTAssertEqual(["avatar", "user", "login", "gapLeft"].compactMap { frame(login, 375, $0)?.width }, [112.5, 300, 150, 25])
        XCTAssertEqual(["gapLeft", "gapMiddle", "gapRight"].compactMap { frame(login, 375, $0)?.width }.reduce(0, +), 75, "剩下的 75 分成三段")
        XCTAssertEqual(["avatar", "user", "login", "gapLeft"].compactMap { frame(login, 430, $0)?.width }, [129, 344, 172, 28.667])
        XCTAssertEqual(kinds(login, 375), [])
        let chat = try block(page, "聊天气泡")
        let narrow = try XCTUnwrap(frame(chat, 320, "bubble")), message = try XCTUnwrap(frame(chat, 320, "message"))
        XCTAssertLessThanOrEqual(message.width, 220, "240 − 2 × 10 = 220")
        XCTAssertEqual(narrow.width, 228.016, "宽 228，而不是 240")
        XCTAssertEqual((message.height / TextMeasurer.shipped.lineHeight(size: 17)).rounded(), 4, "四行")
        let wide = try XCTUnwrap(frame(chat, 768, "bubble")), wideMessage = try XCTUnwrap(frame(chat, 768, "message"))
        XCTAssertEqual(wide.width, 525.656, "气泡宽 525.7")
        XCTAssertLessThan(wide.width, 576, "上限是 576")
        XCTAssertEqual((wideMessage.height / TextMeasurer.shipped.lineHeight(size: 17)).rounded(), 2, "两行")
        assertQuotes(try chineseProse("worked-examples"), [
            "30%", "80%", "40%", "宽 375", "112.5 见方", "宽 300", "宽 150", "剩下的 75", "每段 25", "宽 430", "129、344、172",
            "间距 28.7", "240 − 2 × 10 = 220", "四行", "宽 228，而不是 240", "上限是 576", "两行", "气泡宽 525.7",
        ])
    }

    /// 性能误区 quotes measurements, not figures: its tables must carry
    /// the English chapter's numbers, row for row.
    func testChinesePerformanceQuotesTheEnglishMeasurements() throws {
        func tableNumbers(_ path: String) throws -> [[String]] {
            let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent(path), encoding: .utf8)
            let number = try NSRegularExpression(pattern: "[0-9][0-9.,–]*")
            return text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { row in
                let line = String(row)
                return number.matches(in: line, range: NSRange(line.startIndex..., in: line)).map { String(line[Range($0.range, in: line)!]) }
            }
        }
        let english = try tableNumbers("content/guide/performance.md")
        XCTAssertEqual(english.count, 11, "two tables' rows, headers included")
        XCTAssertEqual(try tableNumbers("content/guide/performance.zh-Hans.md"), english)
        let prose = try chineseProse("performance")
        for date in ["2026 年 11 月 23 日"] { XCTAssertTrue(prose.contains(date), date) }
        XCTAssertTrue(try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/performance.md"), encoding: .utf8)
            .contains("23 November 2026"), "the date the English page gives")
    }
}
