import PlumbBlocks
import PlumbCode
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
    }
}
