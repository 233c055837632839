import XCTest
import Foundation

/// Every input the fuzzer ever broke a promise on (Tests/Fuzz/regressions),
/// and the seed corpus, replayed through the fuzz harness itself
/// (Sources/PlumbFuzz): no crash, no `internal` diagnostic, no diagnostic
/// outside its block, no non-finite frame without an `overflow` error.
final class FuzzRegressionTests: XCTestCase {
    var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testEverySavedInputKeepsEveryPromise() throws {
        let replayer = PlumbProcess.binaries.appendingPathComponent("plumb-fuzz")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: replayer.path), "plumb-fuzz at \(replayer.path)")
        for target in ["block", "page", "code"] {
            // git keeps no empty folder: a target with no saved crash yet has
            // no regressions folder in a fresh clone.
            let folders = ["Tests/Fuzz/regressions/\(target)", "Tests/Fuzz/corpus/\(target)"]
                .map { repository.appendingPathComponent($0).path }
                .filter { FileManager.default.fileExists(atPath: $0) }
            let count = folders.reduce(0) { $0 + ((try? FileManager.default.contentsOfDirectory(atPath: $1))?.count ?? 0) }
            XCTAssertGreaterThan(count, 4, target)
            let result = try PlumbProcess.run(folders, in: repository, binary: replayer, environment: ["PLUMB_FUZZ_TARGET": target])
            XCTAssertEqual(result.status, 0, "\(target): \(result.errors.prefix(2000))")
            XCTAssertTrue(result.output.contains("\(count) inputs replayed through the \(target) harness, no broken promise"), result.output)
        }
    }
}
