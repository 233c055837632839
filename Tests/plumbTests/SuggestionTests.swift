import XCTest
@testable import plumb
import PlumbDiagnostics

/// Misspelled commands and options get a "did you mean" when one is likely.
final class SuggestionTests: XCTestCase {
    func testTranspositionIsOneEdit() {
        XCTAssertEqual(editDistance("biuld", "build"), 1)
        XCTAssertEqual(editDistance("build", "build"), 0)
        XCTAssertEqual(editDistance("", "abc"), 3)
        XCTAssertEqual(editDistance("kitten", "sitting"), 3)
    }

    func testSuggestsOnlyNearMisses() {
        XCTAssertEqual(closest(to: "biuld", among: ["build", "solve", "check", "init", "bench"]), "build")
        XCTAssertEqual(closest(to: "--contnet", among: ["--content", "--output"]), "--content")
        XCTAssertNil(closest(to: "deploy", among: ["build", "solve", "check", "init", "bench"]))
    }

    func testUnknownCommandIsAUsageError() {
        XCTAssertEqual(PlumbCommand.main(["frobnicate"]), 2)
        XCTAssertEqual(PlumbCommand.main(["bench", "--rounds"]), 2)
        XCTAssertEqual(PlumbCommand.main(["version"]), 0)
    }
}
