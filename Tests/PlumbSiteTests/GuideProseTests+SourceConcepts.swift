import XCTest
import PlumbBlocks
import PlumbLayout
@testable import PlumbSite

/// Concepts of the source articles the guide had as prose only, now with
/// figures: a scroll view's grandchild, and constraints made in
/// `updateConstraints()`. Both editions quote the same numbers.
extension GuideProseTests {
    /// The blue grandchild: 500 − 100 − 100 = 300 wide, 400 tall from
    /// y = 100, so 100 + 400 − 400 = 100 below the red view; the content
    /// stays 10 + 500 + 100 = 610 by 400.
    func testScrollViewGrandchildLeavesTheContentSize() throws {
        for (language, caption) in [(nil as String?, "A grandchild that reaches past the content"), ("zh-Hans", "超出内容的孙视图")] {
            let figure = try block(try codeFigures("scroll-views", language: language), caption)
            let blue = try XCTUnwrap(frame(figure, 375, "blue")), red = try XCTUnwrap(frame(figure, 375, "red"))
            XCTAssertEqual(blue.width, 300, accuracy: 1e-9)
            XCTAssertEqual((blue.y + blue.height) - (red.y + red.height), 100, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["s"]?.width ?? 0, 610, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["s"]?.height ?? 0, 400, accuracy: 1e-9)
            XCTAssertEqual(kinds(figure, 375), [])
        }
        assertQuotes(try prose("scroll-views"), ["100 points in", "400 tall", "500 − 100 − 100 = 300", "100 points below", "610 × 400"])
        assertQuotes(try prose("scroll-views", language: "zh-Hans"), ["100 pt", "400 pt", "500 − 100 − 100 = 300", "多出 100 pt", "610 × 400"])
    }

    /// Frame versus bounds: feed (20, 130, 350, 200) scrolled by 120; card's
    /// frame (20, 140, 310, 60) in both tabs (by hand: 140 down and 20 in
    /// from the content's corner, 350 − 40 = 310 wide), drawn 140 − 120 =
    /// 20 below feed's top. Both editions quote these numbers.
    func testFrameVersusBoundsWithAMovedOrigin() throws {
        for (language, caption, offset) in [(nil as String?, "The same scroll view at two content offsets", "Offset 120"),
                                            ("zh-Hans", "同一个滚动视图，两种 contentOffset", "下移 120")] {
            let figure = try block(try codeFigures("scroll-views", language: language), caption)
            let scrolled = try variant(figure, offset)
            for solved in [figure, scrolled] {
                let feed = try XCTUnwrap(frame(solved, 390, "feed")), card = try XCTUnwrap(frame(solved, 390, "card"))
                XCTAssertEqual([feed.x, feed.y, feed.width, feed.height], [20, 130, 350, 200])
                XCTAssertEqual([card.x, card.y, card.width, card.height], [20, 140, 310, 60])
                XCTAssertEqual(kinds(solved, 390), [])
            }
            XCTAssertNil(figure.breakpoints[0].boundsOrigins["feed"])
            let origin = try XCTUnwrap(scrolled.breakpoints[0].boundsOrigins["feed"])
            XCTAssertEqual([origin.x, origin.y], [0, 120])
            // Drawn 140 − 120 = 20 below feed's top: the shift the figure applies.
            XCTAssertEqual(140 - scrolled.breakpoints[0].boundsShift(of: "card").y, 20)
        }
        let quoted = ["(20, 130, 350, 200)", "(20, 140, 310,", "(0, 0, 350, 200)", "(0, 120, 350, 200)", "140 − 120 = 20", "CGPoint(x: 0, y: 120)"]
        assertQuotes(try prose("scroll-views"), quoted)
        assertQuotes(try prose("scroll-views", language: "zh-Hans"), quoted)
    }

    /// Any view's bounds origin moved in code (`card.bounds.origin.y = 60`
    /// in the variant `moveOrigin()`): card (20, 80, 350, 180) by hand (80
    /// down, 20 in on each side of 390, 180 high); badge (20, 100, 120, 50)
    /// in card's coordinates in both tabs, drawn 100 − 60 = 40 below card's top.
    func testAPlainViewsBoundsOriginMovedInCode() throws {
        for (language, caption, moved) in [(nil as String?, "Any view's bounds origin, moved in code", "Origin 60 down"),
                                           ("zh-Hans", "用代码移动任意视图的 bounds 原点", "原点下移 60")] {
            let figure = try block(try codeFigures("scroll-views", language: language), caption)
            let after = try variant(figure, moved)
            for solved in [figure, after] {
                let card = try XCTUnwrap(frame(solved, 390, "card")), badge = try XCTUnwrap(frame(solved, 390, "badge"))
                XCTAssertEqual([card.x, card.y, card.width, card.height], [20, 80, 350, 180])
                XCTAssertEqual([badge.x, badge.y, badge.width, badge.height], [20, 100, 120, 50])
                XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.kind), [])
            }
            XCTAssertNil(figure.breakpoints[0].boundsOrigins["card"])
            XCTAssertEqual(after.breakpoints[0].boundsOrigins["card"], BoundsOrigin(x: 0, y: 60))
            XCTAssertEqual(100 - after.breakpoints[0].boundsShift(of: "badge").y, 40)
        }
        let quoted = ["card.bounds.origin.y", "(20, 100, 120, 50)", "100 − 60 = 40", "CGRectMake(0, 60, CGRectGetWidth(card.bounds)"]
        assertQuotes(try prose("scroll-views"), quoted)
        assertQuotes(try prose("scroll-views", language: "zh-Hans"), quoted)
    }

    /// The badge whose constraints are made in updateConstraints(): its label
    /// plus 16 a side and 8 above and below; four constraints a pass, 40
    /// after ten.
    func testBadgeMadeInUpdateConstraints() throws {
        for (language, caption) in [(nil as String?, "A badge that adds its constraints on every pass"), ("zh-Hans", "每一遍更新约束都添加一次约束的徽标")] {
            let figure = try block(try codeFigures("what-auto-layout-does", language: language), caption)
            let badge = try XCTUnwrap(frame(figure, 375, "badge")), label = try XCTUnwrap(frame(figure, 375, "label"))
            XCTAssertEqual(badge.width, label.width + 2 * 16, accuracy: 1e-9)
            XCTAssertEqual(badge.height, label.height + 2 * 8, accuracy: 1e-9)
            XCTAssertEqual([label.x, label.y], [16, 8])
            XCTAssertEqual(figure.allDiagnostics.filter { $0.severity != .note && !$0.isExpected }.count, 0)
            XCTAssertTrue(figure.allDiagnostics.contains { $0.severity == .note && $0.message.contains("updateConstraints") },
                          "the figure notes that UIKit calls it again")
            // The second pass makes the hook's four constraints again (the
            // tab marks four lines) and they agree: the frames do not move.
            // With padding 24 the new leading and trailing disagree with the
            // old 16s: two expected conflicts, and the label stays at 16.
            XCTAssertEqual(figure.namedVariants.count, 2)
            let second = figure.namedVariants[0], grown = figure.namedVariants[1]
            XCTAssertEqual(second.addedLines.count, 4)
            XCTAssertEqual(frame(second.solved, 375, "badge"), badge)
            let conflicts = grown.solved.allDiagnostics.filter { $0.kind == .unsatisfiable && $0.severity == .warning }
            XCTAssertEqual(conflicts.map(\.isExpected), [true, true])
            XCTAssertTrue(conflicts.allSatisfy { $0.message.contains("24") })
            XCTAssertEqual(frame(grown.solved, 375, "label")?.x, 16)
        }
        assertQuotes(try prose("what-auto-layout-does"), ["16 points on each side and 8 above", "four *new* constraints", "ten passes", "has 40",
                                                          "**Second pass** is `refresh()`", "**Padding 24**", "say 24 where the old copies still say 16"])
        assertQuotes(try prose("what-auto-layout-does", language: "zh-Hans"), ["16 pt", "8 pt", "四条*新的*约束", "十\n遍", "40 条",
                                                                                "**第二遍**是\n`refresh()`", "**内边距 24**", "说 24，旧的那两份还说 16"])
    }

    /// viewWillLayoutSubviews sets the card's width constant from the
    /// root's width before each layout: min(W − 40, 500), so 280 at 320,
    /// 335 at 375 and 500 at 768, centred there at (768 − 500) / 2 = 134;
    /// the figure says it reads the laid-out size, without the storyboard
    /// warning viewDidLoad would earn.
    func testViewWillLayoutSubviewsSetsAConstantFromTheWidth() throws {
        for (language, caption) in [(nil as String?, "viewWillLayoutSubviews: a constant"), ("zh-Hans", "viewWillLayoutSubviews：每轮布局之前")] {
            let figure = try block(try codeFigures("what-auto-layout-does", language: language), caption)
            XCTAssertEqual([320.0, 375, 768].compactMap { frame(figure, $0, "card")?.width }, [280, 335, 500], language ?? "en")
            XCTAssertEqual(try XCTUnwrap(frame(figure, 768, "card")).x, 134)
            XCTAssertFalse(figure.allDiagnostics.contains { $0.message.contains("storyboard") })
            XCTAssertTrue(figure.allDiagnostics.contains { $0.severity == .note && $0.message.contains("layout pass") || $0.message.contains("布局时") })
        }
        assertQuotes(try prose("what-auto-layout-does"), ["min(W − 40, 500)", "280 at 320, 335 at 375, and 500 at 768", "(768 − 500) / 2 = 134"])
        assertQuotes(try prose("what-auto-layout-does", language: "zh-Hans"), ["min(W − 40, 500)", "320 时是 280，375 时是 335，768 时是 500", "(768 − 500) / 2 = 134"])
    }
}
