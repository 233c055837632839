import XCTest
import PlumbDiagnostics

/// A diagnostic carries its message as data and gives it words only when
/// read, in the language asked for.
final class DiagnosticMessageTests: XCTestCase {
    /// A message that records being read, with words of its own.
    private final class Counted: DiagnosticMessage, @unchecked Sendable {
        var reads = 0
        func words(in language: Language) -> DiagnosticWords {
            reads += 1
            return DiagnosticWords("'v' is \(reads == 1 ? "open" : "still open")", suggestion: "pin 'v'", notes: ["here", "and here"])
        }
    }

    func testTheWordsAreWrittenWhenReadNotWhenReported() {
        let counted = Counted()
        let d = Diagnostic(.error, .ambiguous, counted, at: SourceLocation(line: 3, column: 1),
                           noteLocations: [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 5)], views: ["v"])
        XCTAssertEqual(counted.reads, 0, "reporting a diagnostic writes no words")
        XCTAssertEqual(d.message, "'v' is open")
        XCTAssertEqual(counted.reads, 1)
        XCTAssertEqual(d.suggestion, "pin 'v'")
        XCTAssertEqual(d.notes, [Diagnostic.Note("here", at: SourceLocation(line: 1, column: 1)),
                                 Diagnostic.Note("and here", at: SourceLocation(line: 2, column: 5))])
    }

    /// `expect KIND` marks a diagnostic; the "(expected)" is part of its
    /// words, added when they are written.
    func testAnExpectedDiagnosticSaysSoInItsWords() {
        let d = Diagnostic(.error, .tie, "two constraints tie", at: SourceLocation(line: 4, column: 2), suggestion: "change one").asExpected
        XCTAssertEqual(d.severity, .warning)
        XCTAssertTrue(d.isExpected)
        XCTAssertEqual(d.words(in: .english), DiagnosticWords("two constraints tie (expected)", suggestion: "change one"))
    }

    /// The build cache keeps the English words, field for field as before
    /// messages were data, and what it reads back equals what it wrote.
    func testTheCacheKeepsTheWordsAndReadsBackAnEqualDiagnostic() throws {
        let d = Diagnostic(.warning, .badValue, "'gap' is -3 wide", at: SourceLocation(line: 7, column: 1), suggestion: "give it room",
                           notes: [.init("also determines it: 'gap.width == 10'", at: SourceLocation(line: 8, column: 1))],
                           views: ["gap"], constraints: ["L7", "L8"]).asExpected
        let json = String(decoding: try JSONEncoder().encode(d), as: UTF8.self)
        XCTAssertTrue(json.contains("\"message\":\"'gap' is -3 wide (expected)\""), json)
        XCTAssertTrue(json.contains("\"suggestion\":\"give it room\""), json)
        XCTAssertTrue(json.contains("\"isExpected\":true"), json)
        let back = try JSONDecoder().decode(Diagnostic.self, from: Data(json.utf8))
        XCTAssertEqual(back, d)
        XCTAssertEqual(back.notes.map(\.message), ["also determines it: 'gap.width == 10'"])
    }

    /// Moving a block's diagnostic into its file moves its notes too.
    func testOffsetMovesTheNotes() {
        let d = Diagnostic(.error, .unsatisfiable, "broken", at: SourceLocation(line: 2, column: 1),
                           notes: [.init("conflicts", at: SourceLocation(line: 1, column: 3))])
        let moved = d.offset(by: SourceLocation(line: 11, column: 3))
        XCTAssertEqual(moved.location, SourceLocation(line: 2, column: 1).offset(by: SourceLocation(line: 11, column: 3)))
        XCTAssertEqual(moved.notes, [.init("conflicts", at: SourceLocation(line: 1, column: 3).offset(by: SourceLocation(line: 11, column: 3)))])
    }
}
