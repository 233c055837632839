import Foundation
import XCTest
import PlumbLayout
@testable import PlumbSite

/// A figure on a 简体中文 page speaks Chinese (issue 31): its live caption,
/// its overlay's labels, its notes for screen readers and the diagnostics
/// it shows, its table of implicit constraints (what UIKit adds, in code
/// font, and the words around it) and why its Code disclosure withholds a
/// dialect. The page is read by html5lib (`Tests/Spec/figure_latin_words.py`),
/// not by Plumb's own markup code, and every text node of every figure is
/// searched for Latin words outside code, view names and the author's own
/// text. The English page is built from the same blocks, as the control:
/// the same search finds its words there.
final class FigureLanguageTests: XCTestCase {
    /// Blocks that draw every kind of label and caption Plumb writes: a
    /// wrapping label in a live panel, a broken constraint, an ambiguous
    /// view, a tie with its chosen outcome and a variant, hugging that
    /// holds and gives way, system spacing and a safe area's inset; implicit
    /// rows for the root's width, a fitting height, hugging and compression
    /// resistance; a Code disclosure withheld for every dialect (the tie),
    /// and one that withholds VFL alone (a view VFL cannot name);
    /// a stack's hidden arranged view; a code block's note on a layout callback.
    static let blocks = """
    ```layout
    # 会换行的标签
    canvas 375xauto
    breakpoints 320 768
    label body "一段会换行的文字，窄屏上行数更多，宽屏上行数更少，所以高度随宽度变化。一段会换行的文字，窄屏上行数更多。" lines=0
    body.top == root.top + 16
    body.leading == root.leading + 16
    body.trailing == root.trailing - 16
    root.bottom == body.bottom + 16
    ```

    ```layout
    # 放不下
    expect unsatisfiable
    canvas 375x80
    breakpoints 320 375
    view box
    box.leading == root.leading + 20
    box.trailing <= root.trailing - 20
    box.width == 300
    box.centerY == root.centerY
    box.height == 40
    ```

    ```layout
    # 歧义
    expect ambiguous
    canvas 320x80
    breakpoints 320
    view box
    box.width == 100
    box.height == 40
    box.centerY == root.centerY
    ```

    ```layout
    # 平局
    expect tie
    canvas 320x60
    breakpoints 320
    tie rightLabel gives way
    label leftLabel "左边的一段很长很长很长很长的文字"
    label rightLabel "右边的一段很长很长很长的文字"
    leftLabel.leading == root.leading + 16
    rightLabel.leading == leftLabel.trailing + 8
    rightLabel.trailing == root.trailing - 16
    leftLabel.centerY == root.centerY
    rightLabel.centerY == root.centerY
    variant "下限":
      - expect tie
      - tie rightLabel gives way
      rightLabel.width >= 100
      rightLabel.resistance.h = 749
    ```

    ```swift layout canvas=320x60 breakpoints=320
    let 标签 = UIView()
    标签.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(标签)
    NSLayoutConstraint.activate([
        标签.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
        标签.topAnchor.constraint(equalTo: view.topAnchor),
        标签.widthAnchor.constraint(equalToConstant: 50),
        标签.heightAnchor.constraint(equalToConstant: 50),
    ])
    ```

    ```layout
    # 内容拥抱
    canvas 375x60
    breakpoints 375
    label name "名字" hugging.h=251
    field input placeholder="你的名字"
    name.leading == root.leading + 16
    input.leading == name.trailing + system
    input.trailing == root.trailing - 16
    name.centerY == root.centerY
    input.centerY == root.centerY
    ```

    ```layout
    # 安全区域
    breakpoints iphone-se-3
    view panel
    panel.top == root.safe.top + 8
    panel.leading == root.leading + 8
    panel.trailing == root.trailing - 8
    panel.bottom == root.bottom - 8
    ```

    ```layout
    # 隐藏的视图
    canvas 375x60
    breakpoints 375
    show intrinsic
    show steps
    stack row spacing=12 alignment=center
      view first intrinsic=60x30
      view middle intrinsic=80x30 hidden=true
      view last intrinsic=60x30
    row.leading == root.leading + 16
    row.centerY == root.centerY
    ```

    ```swift layout canvas=375x120 breakpoints=375
    class BadgeView: UIView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "新"
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }

        override func updateConstraints() {
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
            super.updateConstraints()
        }
    }

    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    NSLayoutConstraint.activate([
        badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    ```
    """

    /// The blocks' views and device, and the terms Chinese iOS writing keeps in Latin
    /// letters (size classes, UIKit's names).
    static let allowed = ["body", "box", "leftLabel", "rightLabel", "name", "input", "panel", "root", "iphone",
                          "compact", "regular", "uikit", "frame", "uistackview", "uisv", "autoresizing", "mask",
                          "swift", "snapkit", "objective", "first", "middle", "last", "badge", "label"]

    func site() throws -> TemporarySite {
        try TemporarySite([
            "plumb.json": #"{ "title": "Guide", "languages": { "zh-Hans": { "title": "指南" } } }"#,
            "content/index.md": "# Home\n",
            "content/figures.md": "# Figures\n\n" + FigureLanguageTests.blocks + "\n",
            "content/figures.zh-Hans.md": "# 图\n\n" + FigureLanguageTests.blocks + "\n",
        ])
    }

    /// Each text node holding a Latin word outside code, as html5lib reads
    /// `html` (nil: no python3 with html5lib here).
    func latinWords(_ html: String) throws -> [String]? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Spec/figure_latin_words.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["PLUMB_PYTHON"] ?? "python3", script.path] + FigureLanguageTests.allowed
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(html.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if errors.contains("No module named 'html5lib'") { return nil }
        XCTAssertEqual(process.terminationStatus, 0, errors)
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func testAChinesePagesFiguresHaveNoEnglishOutsideCode() throws {
        let s = try site()
        let report = try s.build()
        XCTAssertEqual(report.errorCount, 0, "\(report.diagnostics)")
        let zh = s.page(report, "zh-Hans/figures.html")
        let en = s.page(report, "figures.html")
        if let dump = ProcessInfo.processInfo.environment["PLUMB_FIGURE_LANGUAGE_DUMP"] { try? Data(zh.utf8).write(to: URL(fileURLWithPath: dump)) }
        // The fixture draws what it is meant to: each kind of words, in Chinese.
        for expected in ["从 4 行变为 3 行", "应为 300，实为 280", "有歧义", "平局", "内容拥抱 251 成立", "让步：",
                         "系统间距 8", "安全区域 20", "第 ", "无法同时满足约束", "警告：", "改变了尺寸", "× 80 pt",
                         "</code>（适配尺寸）", "</code>（内容拥抱）", "</code>（抗压缩）",
                         "<summary>代码</summary>", "不生成代码：它画的是平局中选定的一种结果",
                         "不是 VFL 能写的名字（可视化格式里的视图名只能由英文字母、数字和下划线组成）",
                         "middle 已隐藏：不占空间", "固有尺寸 60 × 30", "图只在第一轮布局调用它的地方运行一次",
                         "引擎的四个步骤（宽 375 pt）", "<strong>列方程。</strong>", "<strong>写回。</strong>"] {
            XCTAssertTrue(zh.contains(expected), "the Chinese page lacks '\(expected)'")
        }
        guard let english = try latinWords(en), let chinese = try latinWords(zh) else {
            throw XCTSkip("python3 with html5lib is needed (scripts/setup.sh --test installs it)")
        }
        // The control: the search finds Plumb's English on the English page.
        for words in ["wants 300, gets 280", "ambiguous", "unable to simultaneously satisfy", "hugging 251 holds", "wraps to",
                      "(fitting size)", "(hugging)", "(compression resistance)", "which code cannot choose",
                      "middle hidden: no space", "flagged for an update", "four unknowns per view"] {
            XCTAssertTrue(english.contains { $0.contains(words) }, "the English page should say '\(words)'")
        }
        XCTAssertEqual(chinese, [], "English in the Chinese page's figures")
    }

    /// The diagnostics a Chinese figure shows are in the font subset: their
    /// words are no key of the strings and no page's text ("竞争", "预期").
    func testTheFontSubsetCarriesTheFiguresDiagnostics() throws {
        let s = try site()
        let report = try s.build()
        let droid = try FontFile(data: try XCTUnwrap(report.files["assets/fonts/DroidSansFallback.ttf"]))
        for character in "相互竞争预期之中必需约束冲突".unicodeScalars { XCTAssertTrue(droid.covers(character), "\(character)") }
    }
}
