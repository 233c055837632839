import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import PlumbMarkdown
@testable import PlumbSite

/// "What the articles got wrong" is made of code figures (```swift layout),
/// which the layout-block helpers do not solve: these are solved through
/// the one entry the site uses for every fence, and each figure is found by
/// the comment line its code opens with. Both editions quote the same
/// numbers, so each test asserts the figures once and the prose of each.
extension GuideProseTests {
    /// The page's code figures, by their first line (`// The article's VFL example`).
    func codeFigures(_ page: String, language: String? = nil, replacing: (String, String)? = nil) throws -> [String: SolvedBlock] {
        let suffix = language.map { ".\($0).md" } ?? ".md"
        let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/\(page)\(suffix)"), encoding: .utf8)
        let defaults = SiteConfig.load(root: GuideProseTests.repository).0.breakpoints
        var out: [String: SolvedBlock] = [:]
        for fence in MarkdownDocument(parsing: text).fencedCodeBlocks where CodeFence(info: fence.info) != nil {
            let info = replacing.map { fence.info.replacingOccurrences(of: $0.0, with: $0.1) } ?? fence.info
            let code = replacing.map { fence.code.replacingOccurrences(of: $0.0, with: $0.1) } ?? fence.code
            let layoutFence = LayoutFence(code: code, line: fence.firstCodeLine, column: fence.fenceColumn, info: info)
            let solved = FenceSolving.solve(layoutFence, source: text, defaults: defaults)
            let key = code.split(separator: "\n").first.map { $0.replacingOccurrences(of: "// ", with: "") } ?? "line \(fence.fenceLine)"
            out[key] = solved
        }
        return out
    }

    /// The 简体中文 page's figure captions, by the English ones: each test
    /// finds a figure in either edition by its English caption.
    static let gotWrongCaptions: [String: String] = [
        "The article's VFL example": "原文的 VFL 例子",
        "The VFL example, with room below": "改过的 VFL 例子：下方留出余地",
        "The article's login screen on an iPhone SE": "原文的登录页，在 iPhone SE 上",
        "The login screen, with proportions as constraints": "改过的登录页：比例写成约束",
        "The article's stack view": "原文的 UIStackView",
        "The stack view, added before it is constrained": "改过的 UIStackView：先加到视图上，再加约束",
        "The article's two labels, case two": "原文的两个标签：第二种情况",
        "The two labels, with the left one preferred": "改过的两个标签：明确让左边的优先",
        "The article's content view, pinned at the top only": "原文的内容视图：只约束了顶部",
        "The content view pinned on all four edges": "改过的内容视图：四条边都约束",
        "The gap measured from the blue view back to the red one": "从蓝色视图量回红色视图的间距",
        "The gap measured from the red view to the blue one": "从红色视图量到蓝色视图的间距",
        "The article's red and blue views in SnapKit": "原文用 SnapKit 写的红色和蓝色视图",
        "The article's two helpers, one of them never called": "原文的两个辅助方法，其中一个从没被调用",
        "Both helpers called": "两个辅助方法都调用了",
    ]

    private func gotWrongCaption(_ english: String, _ language: String?) -> String {
        guard language == "zh-Hans" else { return english }
        return Self.gotWrongCaptions[english] ?? "no Chinese caption for '\(english)'"
    }

    private func gotWrong(_ language: String?, _ replacing: (String, String)? = nil) throws -> [String: SolvedBlock] {
        try codeFigures("articles-got-wrong", language: language, replacing: replacing)
    }

    /// A label's own size, measured by the layout language (another front end than the code the page draws).
    private func measuredAlone(_ text: String) -> SolvedFrame {
        let solved = SolvedBlock.solve("canvas 2000x100\nlabel l \"\(text)\"\nl.leading == root.leading\nl.top == root.top\n",
                                       origin: SourceLocation(line: 1, column: 1), line: 1)
        return solved.breakpoints[0].frames["l"]!
    }

    private func kinds(_ solved: SolvedBlock) -> [DiagnosticKind] {
        solved.allDiagnostics.filter { $0.severity != .note }.map(\.kind)
    }

    /// The VFL example: 100 + 40 + 20 + 600 = 760 on a 667-tall screen
    /// leaves label2 667 − 760 = −93; with `-(>=20)-|` it starts at
    /// 100 + 40 + 20 = 160 and is its text's 19.797 tall.
    func testGotWrongVisualFormat() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let asWritten = try block(page, gotWrongCaption("The article's VFL example", language))
            XCTAssertEqual(frame(asWritten, 375, "label2")?.height ?? 0, -93, accuracy: 1e-9)
            XCTAssertEqual(kinds(asWritten), [.badValue])
            let fixed = try block(page, gotWrongCaption("The VFL example, with room below", language))
            XCTAssertEqual(frame(fixed, 375, "label2")?.y ?? 0, 160, accuracy: 1e-9)
            XCTAssertEqual(frame(fixed, 375, "label2")?.height ?? 0, measuredAlone("Label 2").height, accuracy: 1e-9)
            XCTAssertEqual(measuredAlone("Label 2").height, 19.797, accuracy: 5e-4, "the height the page quotes")
            XCTAssertEqual(kinds(fixed), [])
        }
        assertQuotes(try prose("articles-got-wrong"), ["100 + 40 + 20 + 600 is 760", "667", "−93", "y = 160", "19.797"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["100 + 40 + 20 + 600 = 760", "667", "−93", "y = 160", "19.797"])
    }

    /// The login screen on an SE (320 × 568): the logo is 0.6 × 320 = 192,
    /// the column without the button 200 + 192 + 60 + 50 + 20 + 50 + 40 +
    /// 160 = 772, so the button would be 568 − 772 = −204 tall and its
    /// 50-point height is off by 254. On 414 × 896 the column is
    /// 772 − 192 + 248.4 + 50 = 878.4 and fits. The fix: the button ends 20
    /// above the bottom, so the logo starts at 548 − (192 + 60 + 50 + 20 +
    /// 50 + 40 + 50) = 86; on the taller phone at its 200.
    func testGotWrongLoginScreen() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let asWritten = try block(page, gotWrongCaption("The article's login screen on an iPhone SE", language))
            XCTAssertEqual(frame(asWritten, 320, "logoView")?.height ?? 0, 192, accuracy: 1e-9)
            let button = try XCTUnwrap(frame(asWritten, 320, "loginButton"))
            XCTAssertEqual(button.height, -204, accuracy: 1e-9)
            XCTAssertEqual(50 - button.height, 254, accuracy: 1e-9, "what login(50) is off by")
            XCTAssertEqual(Set(kinds(asWritten)), [.unsatisfiable, .badValue])
            // The same code on a 414 × 896 phone, without the SE's expected conflict.
            let big = try gotWrong(language, ("canvas=320x568 breakpoints=320 expect=unsatisfiable,bad-value", "canvas=414x896 breakpoints=414"))
            let onMax = try block(big, gotWrongCaption("The article's login screen on an iPhone SE", language))
            XCTAssertEqual(kinds(onMax), [], "the column fits a 414 × 896 phone")
            XCTAssertEqual((frame(onMax, 414, "loginButton")?.y ?? 0) + 50 + 160, 878.4, accuracy: 1e-9)
            let fixed = try block(page, gotWrongCaption("The login screen, with proportions as constraints", language))
            XCTAssertEqual(kinds(fixed), [])
            XCTAssertEqual(frame(fixed, 320, "logoView")?.y ?? 0, 86, accuracy: 1e-9)
            let fixedButton = try XCTUnwrap(frame(fixed, 320, "loginButton"))
            XCTAssertEqual(fixedButton.y + fixedButton.height, 568 - 20, accuracy: 1e-9)
            let fixedOnMax = try block(try gotWrong(language, ("canvas=320x568 breakpoints=320", "canvas=414x896 breakpoints=414")),
                                       gotWrongCaption("The login screen, with proportions as constraints", language))
            XCTAssertEqual(frame(fixedOnMax, 414, "logoView")?.y ?? 0, 200, accuracy: 1e-9)
        }
        assertQuotes(try prose("articles-got-wrong"), ["200-point top margin", "60 %", "160 points", "320 × 568", "192 points",
                                                        "200 + 192 + 60 + 50 + 20 + 50 +\n  40 + 160 = 772", "204 more", "off by 254",
                                                        "−204", "414 × 896", "878.4", "y = 86", "0.6"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["200", "60%", "160", "320 × 568", "192",
                                                                            "200 + 192 + 60 + 50 + 20 + 50 + 40 + 160 = 772", "204",
                                                                            "254", "−204", "414 × 896", "878.4", "y = 86", "0.6"])
    }

    /// The stack view: never added, it is not drawn (UIKit raises); added,
    /// its three labels share 375 − 40 = 335 as (335 − 2 × 10) / 3 = 105.
    func testGotWrongStackView() throws {
        for language in [nil, "zh-Hans"] {
            let fixed = try block(try gotWrong(language), gotWrongCaption("The stack view, added before it is constrained", language))
            XCTAssertEqual(frame(fixed, 375, "stackView")?.width ?? 0, 335, accuracy: 1e-9)
            XCTAssertEqual(frame(fixed, 375, "label")?.width ?? 0, 105, accuracy: 1e-9)
            XCTAssertEqual(frame(fixed, 375, "label2")?.x ?? 0, 115, accuracy: 1e-9)
            // The article's version is plain code on the page; drawn, it is UIKit's exception at the first constraint.
            let text = try String(contentsOf: GuideProseTests.repository.appendingPathComponent(
                "content/guide/articles-got-wrong\(language.map { ".\($0)" } ?? "").md"), encoding: .utf8)
            let plain = try XCTUnwrap(MarkdownDocument(parsing: text).fencedCodeBlocks.first { $0.code.hasPrefix("// " + gotWrongCaption("The article's stack view", language)) })
            XCTAssertEqual(plain.info, "swift", "shown as code, without a figure")
            let drawn = FenceSolving.solve(LayoutFence(code: plain.code, line: plain.firstCodeLine, column: 1, info: "swift layout"))
            XCTAssertEqual(drawn.allDiagnostics.filter { $0.severity == .error }.map(\.kind), [.unsupported])
            XCTAssertTrue(drawn.breakpoints.isEmpty, "not drawn")
            // The prose quotes Plumb's own words for it, in the page's language.
            let error = try XCTUnwrap(drawn.allDiagnostics.first { $0.severity == .error })
            let words = error.words(in: language == nil ? .english : .chinese)
            let quoted = words.message + (language == nil ? "; " : "；") + (words.suggestion ?? "")
            let prose = language == nil ? text.replacingOccurrences(of: "\n", with: " ") : text
            XCTAssertTrue(prose.contains(quoted), "the prose quotes: \(quoted)")
        }
        assertQuotes(try prose("articles-got-wrong"), ["335 points", "105 wide", "10-point gaps"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["335", "105", "10"])
    }

    /// The two labels: case two is a tie (both resist at 750); with the left
    /// label at 751 there is one answer, and it keeps its whole text.
    func testGotWrongTwoLabels() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let tie = try block(page, gotWrongCaption("The article's two labels, case two", language))
            XCTAssertEqual(kinds(tie), [.tie])
            let fixed = try block(page, gotWrongCaption("The two labels, with the left one preferred", language))
            XCTAssertEqual(kinds(fixed), [])
            XCTAssertEqual(frame(fixed, 375, "leftLabel")?.width ?? 0, measuredAlone("A long text on the left side").width, accuracy: 1e-9)
            XCTAssertEqual(fixed.block.item(named: "leftLabel")?.properties.resistanceH, 751)
        }
        assertQuotes(try prose("articles-got-wrong"), ["100 points", "750", "(751)"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["100", "750", "751"])
    }

    /// Pinned at the top only, the content view is 375 × 1000 and the
    /// content height is ambiguous (drawn 0); pinned on four edges, the
    /// content is 375 × 1000.
    func testGotWrongScrollViewTopOnly() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let topOnly = try block(page, gotWrongCaption("The article's content view, pinned at the top only", language))
            XCTAssertEqual(frame(topOnly, 375, "contentView")?.height ?? 0, 1000, accuracy: 1e-9)
            XCTAssertEqual(topOnly.breakpoints[0].contentSizes["scrollView"]?.height ?? -1, 0, accuracy: 1e-9)
            XCTAssertEqual(kinds(topOnly), [.ambiguous])
            let pinned = try block(page, gotWrongCaption("The content view pinned on all four edges", language))
            XCTAssertEqual(kinds(pinned), [])
            XCTAssertEqual(pinned.breakpoints[0].contentSizes["scrollView"]?.width ?? 0, 375, accuracy: 1e-9)
            XCTAssertEqual(pinned.breakpoints[0].contentSizes["scrollView"]?.height ?? 0, 1000, accuracy: 1e-9)
        }
        assertQuotes(try prose("articles-got-wrong"), ["375 × 1000", "content size of 0", "reads 0"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["375 × 1000", "0"])
    }

    /// The red view ends at 20 + 100 = 120, the blue one starts at
    /// 375 − 20 − 100 = 255: blue back to red is −135, red to blue +135.
    func testGotWrongAnchorWithOffset() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let mirrored = try block(page, gotWrongCaption("The gap measured from the blue view back to the red one", language))
            let red = try XCTUnwrap(frame(mirrored, 375, "redView")), blue = try XCTUnwrap(frame(mirrored, 375, "blueView"))
            XCTAssertEqual(red.x + red.width, 120, accuracy: 1e-9)
            XCTAssertEqual(blue.x, 255, accuracy: 1e-9)
            XCTAssertEqual(frame(mirrored, 375, "gapView")?.width ?? 0, -135, accuracy: 1e-9)
            XCTAssertEqual(kinds(mirrored), [.badValue])
            let fixed = try block(page, gotWrongCaption("The gap measured from the red view to the blue one", language))
            XCTAssertEqual(frame(fixed, 375, "gapView")?.width ?? 0, 135, accuracy: 1e-9)
            XCTAssertEqual(kinds(fixed), [])
        }
        assertQuotes(try prose("articles-got-wrong"), ["ends at 120", "starts at 255", "120 − 255 = −135", "+135"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["120", "255", "120 − 255 = −135", "+135"])
    }

    /// The red view is 300 + 200 = 500 wide, so its child is 500 − 200 =
    /// 300 × 200; the content is 10 + 500 + 100 = 610 × 400, and a
    /// grandchild ten times taller changes none of it.
    func testGotWrongNestedBlueView() throws {
        for language in [nil, "zh-Hans"] {
            let figure = try block(try gotWrong(language), gotWrongCaption("The article's red and blue views in SnapKit", language))
            XCTAssertEqual(frame(figure, 375, "scrollView")?.width ?? 0, 300, accuracy: 1e-9)
            XCTAssertEqual(frame(figure, 375, "redView")?.width ?? 0, 500, accuracy: 1e-9)
            XCTAssertEqual(frame(figure, 375, "blueView")?.width ?? 0, 300, accuracy: 1e-9)
            XCTAssertEqual(frame(figure, 375, "blueView")?.height ?? 0, 200, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["scrollView"]?.width ?? 0, 610, accuracy: 1e-9)
            XCTAssertEqual(figure.breakpoints[0].contentSizes["scrollView"]?.height ?? 0, 400, accuracy: 1e-9)
            XCTAssertEqual(kinds(figure), [])
            let tallGrandchild = try block(try gotWrong(language, ("make.height.equalTo(200)", "make.height.equalTo(2000)")),
                                           gotWrongCaption("The article's red and blue views in SnapKit", language))
            XCTAssertEqual(frame(tallGrandchild, 375, "blueView")?.height ?? 0, 2000, accuracy: 1e-9)
            XCTAssertEqual(tallGrandchild.breakpoints[0].contentSizes["scrollView"]?.height ?? 0, 400, accuracy: 1e-9)
        }
        assertQuotes(try prose("articles-got-wrong"), ["300 × 400", "100 × 200", "300 + 200 = 500", "500 − 100 − 100 = 300",
                                                        "300 × 200", "10 + 500 + 100 = 610 by 400"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["300 × 400", "100 × 200", "300 + 200 = 500",
                                                                            "500 − 100 − 100 = 300", "300 × 200", "10 + 500 + 100 = 610"])
    }

    /// The helper never called: the avatar keeps UIView()'s zero frame; called,
    /// it is 80 × 80 at x = (375 − 80) / 2, 20 under the title.
    func testGotWrongHelperNeverCalled() throws {
        for language in [nil, "zh-Hans"] {
            let page = try gotWrong(language)
            let asWritten = try block(page, gotWrongCaption("The article's two helpers, one of them never called", language))
            let hidden = try XCTUnwrap(frame(asWritten, 375, "avatarView"))
            XCTAssertEqual([hidden.x, hidden.y, hidden.width, hidden.height], [0, 0, 0, 0])
            let fixed = try block(page, gotWrongCaption("Both helpers called", language))
            let avatar = try XCTUnwrap(frame(fixed, 375, "avatarView")), title = try XCTUnwrap(frame(fixed, 375, "titleLabel"))
            XCTAssertEqual([avatar.width, avatar.height], [80, 80])
            XCTAssertEqual(avatar.x, (375 - 80) / 2, accuracy: 1e-9)
            XCTAssertEqual(avatar.y, title.y + title.height + 20, accuracy: 1e-9)
        }
        assertQuotes(try prose("articles-got-wrong"), ["0 × 0", "80 × 80", "20 points under"])
        assertQuotes(try prose("articles-got-wrong", language: "zh-Hans"), ["0 × 0", "80 × 80", "20"])
    }
}
