import Foundation
import XCTest

/// `--content` and `--output` take absolute paths as they are: a content
/// folder elsewhere builds, and the output may not be that folder (the
/// check once protected `./tmp/x` for `--content /tmp/x`).
final class AbsoluteFoldersTests: XCTestCase {
    func testAnAbsoluteContentFolderBuildsAndIsProtected() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-absolute-\(UUID().uuidString)")
        let site = base.appendingPathComponent("site-root"), content = base.appendingPathComponent("elsewhere/pages")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("# Away\n\nBuilt from elsewhere.\n".utf8).write(to: content.appendingPathComponent("index.md"))

        let built = try PlumbProcess.run(["build", "--content", content.path], in: site)
        XCTAssertEqual(built.status, 0, built.errors)
        let page = try String(contentsOf: site.appendingPathComponent("site/index.html"), encoding: .utf8)
        XCTAssert(page.contains("Built from elsewhere."))

        // The same folder as the output: refused, and the page is still there.
        let refused = try PlumbProcess.run(["build", "--content", content.path, "--output", content.path], in: site)
        XCTAssertNotEqual(refused.status, 0, refused.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: content.appendingPathComponent("index.md").path))
    }
}
