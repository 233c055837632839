import XCTest
@testable import PlumbBlocks
import PlumbDiagnostics

/// The parser's messages are data until read: the same diagnostic words
/// itself in English exactly as before messages were data (the guide's
/// pages and their tests quote these), and in 简体中文 as Chinese iOS
/// developers write it, at the same place.
final class ParseMessageLanguageTests: XCTestCase {
    private func only(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        let diagnostics = BlockParser.parse(text).diagnostics
        XCTAssertEqual(diagnostics.count, 1, diagnostics.map(\.message).joined(separator: "\n"), file: file, line: line)
        return diagnostics.first
    }

    private func assertWords(_ text: String, english: DiagnosticWords, chinese: DiagnosticWords,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let d = only(text, file: file, line: line) else { return }
        XCTAssertEqual(d.words(in: .english), english, file: file, line: line)
        XCTAssertEqual(d.words(in: .chinese), chinese, file: file, line: line)
    }

    func testAnUnknownAnchorWithItsNearestName() {
        assertWords("label title\ntitle.leadin == root.leading",
                    english: DiagnosticWords("unknown anchor 'leadin'", suggestion: "did you mean 'leading'?"),
                    chinese: DiagnosticWords("不认识的锚点 'leadin'", suggestion: "是不是想写 'leading'？"))
    }

    func testAPriorityOutOfRange() {
        assertWords("view a\na.width == 10 @1200",
                    english: DiagnosticWords("priority 1200 is out of range: use 1...1000 or required, high, low, fitting",
                                             suggestion: "use 1000 (required)"),
                    chinese: DiagnosticWords("优先级 1200 超出范围：请用 1...1000，或 required、high、low、fitting",
                                             suggestion: "用 1000（required）"))
    }

    func testADuplicateNameWithItsNote() {
        assertWords("view card\nlabel card",
                    english: DiagnosticWords("'card' is already declared", suggestion: "give this one another name", notes: ["first declared here"]),
                    chinese: DiagnosticWords("'card' 已经声明过了", suggestion: "给它换一个名字", notes: ["第一次在这里声明"]))
    }

    func testMismatchedAnchorKinds() {
        assertWords("view a\nview b\na.leading == b.top",
                    english: DiagnosticWords("cannot relate x-axis anchor 'a.leading' to y-axis anchor 'b.top'",
                                             suggestion: "x-axis anchors relate to x-axis anchors, y-axis to y-axis"),
                    chinese: DiagnosticWords("不能把 x 轴锚点 'a.leading' 和 y 轴锚点 'b.top' 关联起来",
                                             suggestion: "x 轴锚点只能和 x 轴锚点建立约束，y 轴和 y 轴"))
    }

    func testFullWidthPunctuationFromAChineseInputMethod() {
        assertWords("view a\na.width ＝＝ 300",
                    english: DiagnosticWords("full-width characters '＝＝'; did you mean '=='?",
                                             suggestion: "switch the input method to half-width (English) punctuation for layout lines"),
                    chinese: DiagnosticWords("全角字符 '＝＝'：是不是想写 '=='？", suggestion: "写布局行时把输入法切换到半角（英文）标点"))
    }

    func testAPropertyOnTheWrongKindOfView() {
        assertWords("view a lines=2",
                    english: DiagnosticWords("'lines' applies to labels only; 'a' is not one"),
                    chinese: DiagnosticWords("'lines' 只能用于 UILabel；'a' 不是"))
    }

    func testAVisualFormatError() {
        assertWords("view a\nH:|-[a]--|",
                    english: DiagnosticWords("use parentheses around negative numbers, as in -(-5)-"),
                    chinese: DiagnosticWords("负数要用括号括起来，例如 -(-5)-"))
    }

    /// An included file's block is reported at the line naming the file,
    /// saying where in the file, in the reader's language: the priority
    /// after '@' starts at column 16 of the file's second line.
    func testAnIncludedFilesPlaceIsWordedInEachLanguage() {
        let fence = LayoutFence(code: "view a\na.width == 10 @1200", line: 5, column: 1,
                                inclusion: .init(file: "shared.layout", namedAt: SourceLocation(line: 5, column: 1), captionLines: 0))
        let d = fence.reported(BlockParser.parse(fence.code, origin: fence.origin).diagnostics)[0]
        XCTAssertEqual(d.message, "in shared.layout:2:16: priority 1200 is out of range: use 1...1000 or required, high, low, fitting")
        XCTAssertEqual(d.words(in: .chinese).message, "在 shared.layout:2:16：优先级 1200 超出范围：请用 1...1000，或 required、high、low、fitting")
        XCTAssertEqual(d.location, SourceLocation(line: 5, column: 1))
    }
}
