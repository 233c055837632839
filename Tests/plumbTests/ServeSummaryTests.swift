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

    /// The first summary line `plumb serve` prints, read from its stderr.
    private func serveSummary(_ site: ScratchSite, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = PlumbProcess.plumb
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = site.root
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var text = ""
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("plumb: built") }) { return String(line) }
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
