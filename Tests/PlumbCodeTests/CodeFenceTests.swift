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
}
