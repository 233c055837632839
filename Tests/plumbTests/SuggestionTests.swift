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

    /// `--help` or `-h` after any command prints that command's usage on
    /// standard output and succeeds (it was once an unknown option).
    func testEveryCommandAnswersHelp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-help-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, expected) in [(["build", "--help"], "usage: plumb build"), (["check", "-h"], "usage: plumb check"),
                                      (["serve", "--help"], "plumb serve"), (["solve", "page.md", "--help"], "plumb solve"),
                                      (["bench", "blocks", "-h"], "plumb bench blocks"), (["init", "--help"], "plumb init")] {
            let result = try PlumbProcess.run(arguments, in: folder)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.output.contains(expected), "\(arguments): \(result.output)")
            XCTAssertEqual(result.errors, "", "\(arguments)")
        }
        // Nothing was built or created.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// A command-line error is three lines on standard error: the error with
    /// its suggestion, the command's usage line, and where the whole help is.
    /// The option table is not printed under it (it buried a one-word typo).
    func testUsageErrorIsShort() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-usage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try PlumbProcess.run(["build", "content", "out"], in: folder)
        XCTAssertEqual(result.status, 2)
        let lines = result.errors.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.errors)
        XCTAssertEqual(lines.first, "plumb: error: unknown option 'content' (argument 1); did you mean '--content'?")
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("usage: plumb build [--content DIR]") ?? false, result.errors)
        XCTAssertEqual(lines.last, "see 'plumb build --help'")
        XCTAssertFalse(result.errors.contains("--no-cache      solve"), "the option table is for --help")
        let unknown = try PlumbProcess.run(["biuld"], in: folder)
        XCTAssertEqual(unknown.errors, "plumb: error: unknown command 'biuld'; did you mean 'build'?\nusage: plumb <command> [options]\nsee 'plumb help'\n")
    }
}
