import XCTest
import Foundation

/// The red team's find: `plumb serve`'s summary counted notes as warnings
/// ("48 warnings (38 expected)" with 10 notes printed) where `build` says
/// "38 warnings … 10 notes". Here a page with one warning, one expected
/// warning and one note: serve says what build says.
final class ServeSummaryTests: XCTestCase {
    private let page = """
    # Home

    ![](a.png)

    ```swift layout canvas=200x100 breakpoints=200
    let label = UILabel()
    label.text = "Hi"
    label.font = UIFont.italicSystemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    ```

    ```layout
    expect ambiguous
    canvas 320x80
    breakpoints 320
    view box
    box.width == 100
    box.height == 40
    box.centerY == root.centerY
    ```

    """

    /// The first summary line `plumb serve` prints, read from its stderr
    /// on a thread of its own (a read never blocks the test past its
    /// deadline), once serve says it is serving; then serve is stopped, and
    /// killed if a SIGTERM sent as it starts is lost.
    private func serveSummary(_ site: ScratchSite, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = PlumbProcess.plumb
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = site.root
        process.environment = ProcessInfo.processInfo.environment.merging(["PLUMB_LANGUAGE": ""]) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        final class Buffer: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let buffer = Buffer()
        try process.run()
        Thread {
            while true {
                let chunk = err.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                buffer.lock.lock()
                buffer.text += String(decoding: chunk, as: UTF8.self)
                buffer.lock.unlock()
            }
        }.start()
        defer {
            process.terminate()
            let deadline = Date(timeIntervalSinceNow: 10)
            while process.isRunning && Date() < deadline { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let deadline = Date(timeIntervalSinceNow: 60)
        var text = ""
        while Date() < deadline {
            buffer.lock.lock()
            text = buffer.text
            buffer.lock.unlock()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if lines.contains(where: { $0.hasPrefix("plumb: serving ") }), let line = lines.first(where: { $0.hasPrefix("plumb: built") }) {
                return String(line)
            }
            usleep(50_000)
        }
        XCTFail("serve printed no summary: \(text)")
        return ""
    }

    func testServeCountsNotesAsBuildDoes() throws {
        let site = try ScratchSite(pages: ["index.md": page])
        try site.write("content/a.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 10, 0, 0, 0, 10, 8, 6, 0, 0, 0]))
        let build = try site.plumb("build")
        XCTAssertTrue(build.errors.contains("; 0 errors, 2 warnings (1 expected, not shown: --verbose prints them), 1 note in "), build.errors)
        XCTAssertTrue(try serveSummary(site, []).hasSuffix("; 0 errors, 2 warnings (1 expected, not shown: --verbose prints them), 1 note"))
        XCTAssertTrue(try serveSummary(site, ["--verbose"]).hasSuffix("; 0 errors, 2 warnings (1 expected), 1 note"))
    }
}
