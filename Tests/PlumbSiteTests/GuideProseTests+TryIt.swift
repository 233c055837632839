import XCTest
import PlumbBlocks
@testable import PlumbSite

/// A "Try it" section tells the reader to edit a figure's code and says what
/// the figure will then show: the edit is made here and the block solved, so
/// the promise is checked against the engine, not against a reading of it.
extension GuideProseTests {
    /// Relations, the inequalities figure with its ceiling raised from 240 to
    /// 700: at 768 the field fills the row, 768 − 20 − 50.2 − 8 − 20 = 669.8,
    /// and the trailing pin at 750 holds. With 400 (what the page once said)
    /// the field stops at 400, 768 − 78.2 − 400 = 289.8 from the edge,
    /// 269.8 short of the pin, which still gives way.
    func testRelationsTryItRaisesTheCeilingEnoughForThePinToHold() throws {
        for (language, caption) in [(nil, "Inequalities"), ("zh-Hans", "不等式")] as [(String?, String)] {
            let raised = try block(try codeFigures("relations", language: language, replacing: ("lessThanOrEqualToConstant: 240", "lessThanOrEqualToConstant: 700")), caption)
            let input = try XCTUnwrap(frame(raised, 768, "input"))
            XCTAssertEqual(input.width, 669.844, accuracy: 1e-3, "768 − 20 − 50.2 − 8 − 20 = 669.8")
            XCTAssertEqual(768 - (input.x + input.width), 20, accuracy: 1e-3, "the field ends at the pin")
            let pin = try XCTUnwrap(raised.block.constraints.firstIndex { $0.priority == 750 })
            XCTAssertEqual(raised.breakpoints.first { $0.width == 768 }?.statuses[pin].state, .holds, "the pin at 750 holds")
            let short = try block(try codeFigures("relations", language: language, replacing: ("lessThanOrEqualToConstant: 240", "lessThanOrEqualToConstant: 400")), caption)
            let stopped = try XCTUnwrap(frame(short, 768, "input"))
            XCTAssertEqual(stopped.width, 400, accuracy: 1e-3)
            XCTAssertEqual(768 - (stopped.x + stopped.width) - 20, 269.844, accuracy: 1e-3, "269.8 short of the pin")
            XCTAssertEqual(short.breakpoints.first { $0.width == 768 }?.statuses[pin].state, .violated, "a ceiling of 400 is not enough")
        }
        assertQuotes(try prose("relations").replacingOccurrences(of: "\n", with: " "),
                     ["to `700`", "768 − 20 − 50.2 − 8 − 20 = 669.8", "stop at 400, 269.8 points short"])
        assertQuotes(try prose("relations", language: "zh-Hans").replacingOccurrences(of: "\n", with: " "),
                     ["改成 `700`", "768 − 20 − 50.2 − 8 − 20 = 669.8", "停在 400 宽", "还差 269.8"])
    }
}
