import Foundation
import XCTest
@testable import plumb

/// `plumb solve` on Swift and Objective-C: bare files and code fences,
/// with the same JSON as layout blocks (and the `note` severity).
final class SolveCodeTests: XCTestCase {
    private func decode(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testABareSwiftFileWithItsOptionsInAComment() throws {
        // 20 in from each side of a 200-wide canvas: 160 wide; the assumed 'card' is a note.
        let source = """
        // plumb: canvas=200x100 breakpoints=200
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: view.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        """
        let blocks = SolveCommand.solveBlocks(in: source, path: "Card.swift", widths: nil)
        let json = try decode(SolveCommand.json(path: "Card.swift", blocks: blocks))
        let block = try XCTUnwrap((json["blocks"] as? [[String: Any]])?.first)
        let breakpoint = try XCTUnwrap((block["breakpoints"] as? [[String: Any]])?.first)
        XCTAssertEqual(breakpoint["width"] as? Double, 200)
        let card = try XCTUnwrap((breakpoint["frames"] as? [String: Any])?["card"] as? [String: Any])
        XCTAssertEqual(card["x"] as? Double, 20)
        XCTAssertEqual(card["width"] as? Double, 160)
        let diagnostics = try XCTUnwrap(block["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["severity"] as? String }, ["note"])
        XCTAssertEqual(diagnostics.first?["line"] as? Int, 2)
        XCTAssertFalse(blocks.contains { $0.hasErrors })
    }

    func testAnObjectiveCFile() {
        let source = "UIView *box = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 50, 50)];\n[self.view addSubview:box];\n"
        let blocks = SolveCommand.solveBlocks(in: source, path: "Box.m", widths: [320])
        XCTAssertEqual(blocks.first?.breakpoints.first?.frames["box"]?.width, 50)
        XCTAssertEqual(blocks.first?.breakpoints.first?.frames["box"]?.x, 10)
    }

    func testCodeFencesOnAPageWithTheirOptionsAtTheirColumns() {
        let page = """
        # Code

        ```swift layout canvas=300x100 breakpoints=300,wide
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.addSubview(box)
        ```

        ```swift
        let notAFigure = 1
        ```
        """
        let blocks = SolveCommand.solveBlocks(in: page, path: "code.md", widths: nil)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].line, 3)
        // 'wide' is not a device: reported at its column on the fence line.
        let d = blocks[0].allDiagnostics.first
        XCTAssertEqual(d.map { "\($0.location)" }, "3:48")
        XCTAssertEqual(d?.kind, .unknownName)
    }
}
