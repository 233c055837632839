import Foundation
import XCTest
@testable import plumb

/// `plumb help` lists every command that dispatches: the help text is read
/// as a person reads it, and each word is tried on `plumb` itself.
final class HelpListsCommandsTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Dispatches but is deliberately not listed: a way in for the browser tests.
    private static let unlisted: Set<String> = ["sanitize"]

    /// The first word of each line under "commands:".
    private func listed() -> Set<String> {
        let lines = PlumbCommand.usage.components(separatedBy: "commands:\n")[1].split(separator: "\n")
        return Set(lines.compactMap { line in line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil })
    }

    /// `plumb WORD --help` succeeds only for a word that runs a command
    /// (an unknown one is a usage error, exit 2).
    private func dispatches(_ word: String) -> Bool { PlumbCommand.main([word, "--help"]) == 0 }

    func testEveryListedCommandDispatches() {
        let names = listed()
        XCTAssertGreaterThanOrEqual(names.count, 8, "\(names)")
        for name in names { XCTAssertTrue(dispatches(name), "'plumb help' lists '\(name)', which does not run") }
        XCTAssertFalse(dispatches("biuld"))
    }

    /// Every word that runs a command is listed: the declared commands, and
    /// the commands the docs name.
    func testEveryCommandThatDispatchesIsListed() throws {
        var candidates = Set(PlumbCommand.subcommands.map(\.name))
        for doc in ["docs/ARCHITECTURE.md", "docs/internals.md"] {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(doc), encoding: .utf8)
            for row in text.split(separator: "\n") where row.hasPrefix("| `plumb` |") {
                let pieces = row.split(separator: "`", omittingEmptySubsequences: false)
                // Command words only: options (`--help`, an alias of
                // `help`) and file names are not commands.
                for (i, piece) in pieces.enumerated() where i % 2 == 1 {
                    let word = String(piece.split(separator: " ").first ?? piece)
                    if word.allSatisfy(\.isLetter) { candidates.insert(word) }
                }
            }
        }
        XCTAssertTrue(candidates.isSuperset(of: ["build", "check", "serve", "init", "solve", "bench"]), "\(candidates.sorted())")
        let listed = listed()
        for word in candidates.sorted() where dispatches(word) && !Self.unlisted.contains(word) {
            XCTAssertTrue(listed.contains(word), "'plumb \(word)' runs but 'plumb help' does not list it")
        }
    }
}
