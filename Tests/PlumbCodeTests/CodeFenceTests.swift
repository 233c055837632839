import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

final class CodeFenceTests: XCTestCase {
    func testLanguageWordsThenLayout() {
        XCTAssertEqual(CodeFence(info: "swift layout canvas=375x667")?.language, .swift)
        XCTAssertEqual(CodeFence(info: "swift layout canvas=375x667")?.options, "canvas=375x667")
        XCTAssertEqual(CodeFence(info: "objc layout")?.language, .objectiveC)
        XCTAssertEqual(CodeFence(info: "objective-c layout")?.language, .objectiveC)
        XCTAssertEqual(CodeFence(info: "objectivec layout")?.language, .objectiveC)
        XCTAssertNil(CodeFence(info: "swift"))
        XCTAssertNil(CodeFence(info: "layout"))
        XCTAssertNil(CodeFence(info: "kotlin layout"))
    }

    /// The options are found on the fence's own line of the page, however
    /// many lines come before it; where the page's lines do not reach the
    /// fence, after a three-character fence. A `\r\n` is one Character, so
    /// a page with them is split only at bare `\n`s, as before.
    func testOptionsAreFoundOnTheFencesLine() throws {
        let code = try XCTUnwrap(CodeFence(info: "swift layout canvas=375x667"))
        let fence = LayoutFence(code: "", line: 3, column: 3, info: "swift layout canvas=375x667")
        let at = code.optionsLocation(fence: fence, source: "text\ncanvas=375x667\n  ```swift layout  canvas=375x667\n```\n")
        XCTAssertEqual([at.line, at.column], [3, 20])
        // Line 3 is not in a two-line page: after the fence and the info string's words.
        let short = code.optionsLocation(fence: fence, source: "one\ntwo")
        XCTAssertEqual([short.line, short.column], [3, 3 + 3 + 13])
        // "a\r\nb\n..." splits as ["a\r\nb", ...]: line 2 is the fence's (found at 17, not after the fence at 5 + 3 + 13).
        let crlf = code.optionsLocation(fence: LayoutFence(code: "", line: 2, column: 5, info: "swift layout canvas=375x667"),
                                        source: "a\r\nb\n```swift layout canvas=375x667\n")
        XCTAssertEqual([crlf.line, crlf.column], [2, 17])
        // Lines of Chinese before the fence (three bytes a character) and in
        // its own line (columns count characters): 3 characters, "```swift
        // layout" (15) and a space before the options put them at 20.
        let chinese = code.optionsLocation(fence: fence, source: "第一行\n二\n中文：```swift layout canvas=375x667\n```\n")
        XCTAssertEqual([chinese.line, chinese.column], [3, 20])
    }

    /// `contentSize=` with nothing after `=` (issue 33): once read as the
    /// header line `contentSize`, it was reported as that line's syntax.
    /// Now: the option by name, at the column after `=` (options at column
    /// 20, `canvas=375x667 ` is 15 characters, `contentSize=` 12: 20 + 15 +
    /// 12 = 47), with the option written with a value, in both languages.
    func testAnEmptyOptionSaysWhatIsExpected() throws {
        let solved = CodeBlock.solve("view.backgroundColor = .white", language: .swift, options: "canvas=375x667 contentSize=",
                                     optionsAt: SourceLocation(line: 4, column: 20), origin: SourceLocation(line: 5, column: 1), line: 4, widths: [375])
        let errors = solved.allDiagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.kind.rawValue) \($0.location.line):\($0.location.column)" }, ["syntax 4:47"])
        let d = try XCTUnwrap(errors.first)
        XCTAssertEqual(d.words(in: .english), DiagnosticWords("the option 'contentSize=' has no value",
                                                              suggestion: "give it one, e.g. 'contentSize=large', or leave the option out"))
        XCTAssertEqual(d.words(in: .chinese), DiagnosticWords("选项 'contentSize=' 没有值", suggestion: "写上值，例如 'contentSize=large'，或者去掉这个选项"))
        // Every option is worded the same way when empty, and no other error joins it.
        let canvas = CodeBlock.solve("", language: .swift, options: "canvas=", optionsAt: SourceLocation(line: 1, column: 1),
                                     origin: SourceLocation(line: 2, column: 1), line: 1, widths: [375])
        XCTAssertEqual(canvas.allDiagnostics.filter { $0.severity == .error }.map { $0.words(in: .english).suggestion },
                       ["give it one, e.g. 'canvas=375x667', or leave the option out"])
    }
}
