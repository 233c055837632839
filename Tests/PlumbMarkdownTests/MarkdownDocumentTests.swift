import XCTest
import PlumbMarkdown

/// libcmark through the CCmark system-library target: fenced blocks found
/// with their exact lines, and HTML rendered.
final class MarkdownDocumentTests: XCTestCase {
    func testFindsLayoutBlocksWithTheirLines() {
        let text = """
        # Anchors

        Some *prose*.

        ```layout
        canvas 375x120
        label name "Name"
        ```

            indented code is not a fence

        ~~~ swift title=demo
        let x = 1
        ~~~
        """
        let document = MarkdownDocument(parsing: text)
        let blocks = document.fencedCodeBlocks
        XCTAssertEqual(blocks.map(\.language), ["layout", "swift"])
        XCTAssertEqual(blocks[0].fenceLine, 5)
        XCTAssertEqual(blocks[0].firstCodeLine, 6)
        XCTAssertEqual(blocks[0].code, "canvas 375x120\nlabel name \"Name\"\n")
        XCTAssertEqual(blocks[1].info, "swift title=demo")
        XCTAssertEqual(blocks[1].fenceLine, 12)
    }

    func testAFenceWithoutInfoIsStillAFence() {
        let blocks = MarkdownDocument(parsing: "text\n\n```\nplain\n```\n").fencedCodeBlocks
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].language, "")
        XCTAssertEqual(blocks[0].fenceLine, 3)
    }

    func testRendersCommonMark() {
        let html = MarkdownDocument(parsing: "# Title\n\nA <b>x</b> & *y*\n").renderHTML()
        XCTAssertTrue(html.contains("<h1>Title</h1>"))
        XCTAssertTrue(html.contains("<em>y</em>"))
        XCTAssertTrue(html.contains("&amp;"))
    }
}
