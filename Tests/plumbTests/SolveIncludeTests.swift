import XCTest
import Foundation
@testable import plumb
import PlumbBlocks

/// `plumb solve page.md` follows `include FILE` in layout blocks as the
/// site does: inside the site's content folder (or, outside a site, the
/// page's own folder), an included block's diagnostics at the line that
/// names its file, and a missing file an error there.
final class SolveIncludeTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/guide"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/shared"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("plumb.json"))
        // The box: 10 in from the root's top left, 50 x 20.
        try write("canvas 200x100\nbreakpoints 200\nview box\nbox.top == root.top + 10\nbox.leading == root.leading + 10\nbox.size == 50x20\n",
                  to: "content/shared/box.layout")
        // Only a top: ambiguous, reported in the file at 3:1.
        try write("canvas 200x100\nbreakpoints 200\nbox.top == root.top\nview box\n", to: "content/shared/loose.layout")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    func testAnIncludedBlockIsSolvedFromItsFile() {
        let page = root.appendingPathComponent("content/guide/page.md").path
        let blocks = SolveCommand.solveBlocks(in: "# P\n\n```layout\n# The shared box\ninclude ../shared/box.layout\n```\n", path: page, widths: nil)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks.first?.allDiagnostics.map(\.message), [])
        let f = blocks.first?.breakpoints.first?.frames["box"]
        XCTAssertEqual(f.map { [$0.x, $0.y, $0.width, $0.height] }, [10, 10, 50, 20])
        XCTAssertEqual(blocks.first?.block.caption, "The shared box", "the page's caption, not the file's")
    }

    func testAnIncludedBlocksProblemsAreReportedAtTheLineThatNamesIt() {
        let page = root.appendingPathComponent("content/guide/page.md").path
        let solved = SolveCommand.solvePage("```layout\ninclude ../shared/loose.layout\n```\n", path: page, widths: nil)
        let reported = SolveCommand.collapsed(solved.map(\.solved), reports: solved.map(\.report))
        XCTAssertFalse(reported.isEmpty)
        XCTAssertTrue(reported.allSatisfy { $0.location.line == 2 && $0.message.hasPrefix("in ../shared/loose.layout:") }, "\(reported.map(\.message))")
    }

    func testAMissingFileIsAnErrorAtItsName() {
        let page = root.appendingPathComponent("content/guide/page.md").path
        let blocks = SolveCommand.solveBlocks(in: "```layout\ninclude ../shared/nope.layout\n```\n", path: page, widths: nil)
        let d = blocks.first?.allDiagnostics ?? []
        XCTAssertEqual(d.map(\.kind), [.unknownName])
        XCTAssertEqual(d.first.map { [$0.location.line, $0.location.column] }, [2, 9])
        XCTAssertTrue(blocks.first?.breakpoints.isEmpty ?? false)
    }

    /// Outside a site, a page includes from its own folder, never above it.
    func testOutsideASiteThePagesFolderIsTheContentFolder() throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent("plumb.json"))
        let page = root.appendingPathComponent("content/shared/page.md").path
        let inside = SolveCommand.solveBlocks(in: "```layout\ninclude box.layout\n```\n", path: page, widths: nil)
        XCTAssertEqual(inside.first?.breakpoints.first?.frames["box"]?.width, 50)
        let above = SolveCommand.solveBlocks(in: "```layout\ninclude ../shared/box.layout\n```\n", path: root.appendingPathComponent("content/guide/page.md").path, widths: nil)
        XCTAssertEqual(above.first?.allDiagnostics.map(\.kind), [.unknownName], "'../' leaves the page's folder")
    }
}
