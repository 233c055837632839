import XCTest
import Foundation

/// A build that fails while writing (a full disk) leaves the previous site
/// whole and takes its scratch folder with it (issue 26 §1): left behind, a
/// half-written scratch folder kept the disk full.
final class FailedBuildTests: XCTestCase {
    /// A real full disk: site/ on a 1 MB tmpfs (the cache is on another file
    /// system, so the scratch folder goes beside site/, on the tmpfs). The
    /// second build needs more than the disk holds and fails; the old site
    /// is as it was and the disk's space is given back.
    func testABuildThatFillsTheDiskLeavesNothingBehind() throws {
        let disk = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        defer { umount(disk.path); try? FileManager.default.removeItem(at: disk) }
        guard mount("tmpfs", disk.path, "tmpfs", 0, "size=1m") == 0 else {
            throw XCTSkip("cannot mount a tmpfs here (\(String(cString: strerror(errno)))); needs root")
        }
        let site = try ScratchSite(pages: ["index.md": "# Home\n\nSmall.\n"])
        let output = disk.appendingPathComponent("site").path
        XCTAssertEqual(try site.plumb("build", "--output", output).status, 0)
        let before = RawTree.snapshot(output)
        var fs = statvfs()
        XCTAssertEqual(statvfs(disk.path, &fs), 0)
        let freeBefore = fs.f_bavail
        // Three pages of 400 KB of text each: 1.2 MB does not fit in 1 MB.
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 15_000)
        for i in 0..<3 { try site.write("content/big\(i).md", "# Big \(i)\n\n\(text)\n") }
        let result = try site.plumb("build", "--output", output)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("could not write the site into '\(output)' (it is unchanged): could not write '"), result.errors)
        XCTAssertTrue(result.errors.contains("No space left on device; free some space on that disk"), result.errors)
        XCTAssertEqual(RawTree.snapshot(output), before, "the old site changed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path), ["site"], "the failed build left its scratch folder")
        XCTAssertEqual(statvfs(disk.path, &fs), 0)
        XCTAssertEqual(fs.f_bavail, freeBefore, "the disk's space was not given back")
    }
}
