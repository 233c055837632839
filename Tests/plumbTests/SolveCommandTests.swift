import XCTest
import Foundation
@testable import plumb
import PlumbBlocks

/// `plumb solve`: the JSON contract (docs/solve-json.md), the
/// text table, diagnostics and exit status.
final class SolveCommandTests: XCTestCase {
    let page = """
    ---
    title: Hugging
    ---

    # Hugging

    ```layout
    # A label beside a text field
    canvas 375x120
    breakpoints 320 375
    label name "Name" intrinsic=50x20 hugging.h=251
    field input intrinsic=-x34 hugging.h=249
    name.leading == root.leading + 20
    name.top == root.top + 20
    input.leading == name.trailing + 8
    input.trailing == root.trailing - 20
    input.centerY == name.centerY
    ```

    A broken block does not stop the next one:

    ```layout
    view a
    a.top == nowhere.top
    ```

    ```layout
    canvas 100x100
    scroll pane
      view tall
    pane.edges == root.edges
    tall.top == pane.top
    tall.leading == pane.leading
    tall.size == 300x500
    tall.trailing == pane.trailing
    tall.bottom == pane.bottom
    ```
    """

    private func decode(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testJSONFollowsTheContract() throws {
        let blocks = SolveCommand.solveBlocks(in: page, path: "content/hugging.md", widths: nil)
        let json = try decode(SolveCommand.json(path: "content/hugging.md", blocks: blocks))
        XCTAssertEqual(json["file"] as? String, "content/hugging.md")
        let list = try XCTUnwrap(json["blocks"] as? [[String: Any]])
        XCTAssertEqual(list.count, 3)
        // The first block's fence is on line 7.
        XCTAssertEqual(list[0]["line"] as? Int, 7)
        let breakpoints = try XCTUnwrap(list[0]["breakpoints"] as? [[String: Any]])
        XCTAssertEqual(breakpoints.map { $0["width"] as? Double }, [320, 375])
        let at375 = breakpoints[1]
        XCTAssertEqual(at375["height"] as? Double, 120)
        XCTAssertEqual(at375["sizeClass"] as? String, "compact")
        XCTAssertEqual(at375["direction"] as? String, "ltr")
        let frames = try XCTUnwrap(at375["frames"] as? [String: [String: Any]])
        XCTAssertEqual(frames["name"]?["x"] as? Double, 20)
        XCTAssertEqual(frames["input"]?["x"] as? Double, 78)
        XCTAssertEqual(frames["input"]?["y"] as? Double, 13)
        XCTAssertEqual(frames["input"]?["width"] as? Double, 277)
        XCTAssertEqual(frames["input"]?["height"] as? Double, 34)
        XCTAssertEqual(frames["input"]?["parent"] as? String, "root")
        XCTAssertEqual((at375["diagnostics"] as? [Any])?.count, 0)
        XCTAssertNotNil(at375["contentSizes"] as? [String: Any])

        // The broken block: its diagnostics, no breakpoints, positions in the file.
        XCTAssertEqual((list[1]["breakpoints"] as? [Any])?.count, 0)
        let d = try XCTUnwrap((list[1]["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(d["severity"] as? String, "error")
        XCTAssertEqual(d["kind"] as? String, "unknown-name")
        XCTAssertEqual(d["line"] as? Int, 24)
        XCTAssertEqual(d["column"] as? Int, 10)
        XCTAssertNotNil(d["message"] as? String)
        XCTAssertNotNil(d["views"] as? [String])
        XCTAssertNotNil(d["constraints"] as? [String])

        // The scroll view's content size is the content guide's: 300 x 500.
        let scroll = try XCTUnwrap((list[2]["breakpoints"] as? [[String: Any]])?.first)
        let sizes = try XCTUnwrap(scroll["contentSizes"] as? [String: [String: Double]])
        XCTAssertEqual(sizes["pane"], ["width": 300, "height": 500])
        XCTAssertEqual((scroll["frames"] as? [String: [String: Any]])?["tall"]?["parent"] as? String, "pane")
    }

    /// A block's named variants (docs/solve-json.md, "variants"): the
    /// block as written's tab name, then each variant with its lines and
    /// its breakpoints, solved at `--width` too. The 80-pt row is 60 points
    /// between the insets; `a` (resisting at 750) keeps its 50, `b` (749)
    /// gets 10; with `b.width >= 30` it is 30 and `a` 30.
    func testVariantsInJSON() throws {
        let text = """
        ```layout
        canvas 80x40
        label a "A" intrinsic=50x20
        label b "B" intrinsic=50x20 resistance.h=749
        a.leading == root.leading + 10
        b.leading == a.trailing
        b.trailing == root.trailing - 10
        variant "Floor":
          b.width >= 30
        ```
        """
        for widths in [nil, [80.0]] {
            let blocks = SolveCommand.solveBlocks(in: text, path: "v.md", widths: widths)
            let json = try decode(SolveCommand.json(path: "v.md", blocks: blocks))
            let block = try XCTUnwrap((json["blocks"] as? [[String: Any]])?.first)
            XCTAssertEqual(block["variant"] as? String, "As written")
            let frames = (block["breakpoints"] as? [[String: Any]])?.first?["frames"] as? [String: [String: Any]]
            XCTAssertEqual(frames?["b"]?["width"] as? Double, 10)
            let variant = try XCTUnwrap((block["variants"] as? [[String: Any]])?.first)
            XCTAssertEqual(variant["name"] as? String, "Floor")
            XCTAssertEqual(variant["line"] as? Int, 8)
            XCTAssertEqual((variant["added"] as? [[String: Any]])?.first?["text"] as? String, "b.width >= 30")
            XCTAssertEqual((variant["added"] as? [[String: Any]])?.first?["line"] as? Int, 9)
            XCTAssertEqual((variant["removed"] as? [String]), [])
            let solved = (variant["breakpoints"] as? [[String: Any]])?.first
            XCTAssertEqual(solved?["width"] as? Double, 80)
            let own = solved?["frames"] as? [String: [String: Any]]
            XCTAssertEqual(own?["a"]?["width"] as? Double, 30)
            XCTAssertEqual(own?["b"]?["width"] as? Double, 30)
        }
        let plain = try decode(SolveCommand.json(path: "p.md", blocks: SolveCommand.solveBlocks(in: page, path: "p.md", widths: nil)))
        XCTAssertNil((plain["blocks"] as? [[String: Any]])?.first?["variants"], "no variants, no field")
    }

    /// --width overrides the block's breakpoints.
    func testWidthOverride() throws {
        let blocks = SolveCommand.solveBlocks(in: page, path: "p.md", widths: [500])
        XCTAssertEqual(blocks[0].breakpoints.map(\.width), [500])
        XCTAssertEqual(blocks[0].breakpoints.first?.frames["input"]?.width, 402)
    }

    /// The exit status is 1 when any diagnostic is an error, 0 otherwise;
    /// a wrong command line is 2.
    func testExitStatus() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-solve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = dir.appendingPathComponent("good.layout")
        try "canvas 100x100\nview a\na.edges == root.edges\n".write(to: good, atomically: true, encoding: .utf8)
        let bad = dir.appendingPathComponent("bad.layout")
        try "view a\na.top == 20\n".write(to: bad, atomically: true, encoding: .utf8)
        XCTAssertEqual(try SolveCommand.parse([good.path, "--json"]).run(), 0)
        XCTAssertEqual(try SolveCommand.parse([bad.path, "--json"]).run(), 1)
        XCTAssertEqual(PlumbCommand.main(["solve"]), 2)
        XCTAssertEqual(PlumbCommand.main(["solve", good.path, "--widht", "3"]), 2)
        XCTAssertEqual(PlumbCommand.main(["solve", dir.appendingPathComponent("missing.md").path]), 1)
    }

    /// The same problem at several widths is printed once, with the widths.
    func testTextOutput() {
        let blocks = SolveCommand.solveBlocks(in: "canvas 100x100\nview a\na.size == 10x10\na.top == root.top", path: "x.layout", widths: [100, 200])
        let table = SolveCommand.table(path: "x.layout", blocks: blocks)
        XCTAssertTrue(table.contains("width 100 x 100, compact, ltr"), table)
        XCTAssertTrue(table.contains("    a     0  0     10      10  root"), table)
        let collapsed = SolveCommand.collapsed(blocks)
        XCTAssertEqual(collapsed.count, 1)
        XCTAssertTrue(collapsed[0].message.hasSuffix("(also at width 200)"), collapsed[0].message)
    }

    /// `--sweep`: the label and field's pieces, as text and as JSON. The
    /// field is W − 98 wide at every width (20 + 50 + 8 before it, 20 after).
    func testSweep() throws {
        let command = try SolveCommand.parse(["p.md", "--sweep", "240...1024"])
        XCTAssertEqual(command.sweep?.0, 240)
        XCTAssertEqual(command.sweep?.1, 1024)
        XCTAssertThrowsError(try SolveCommand.parse(["p.md", "--sweep", "1024...240"]))
        XCTAssertThrowsError(try SolveCommand.parse(["p.md", "--sweep", "240-1024"]))
        let blocks = SolveCommand.solveBlocks(in: page, path: "p.md", widths: nil, live: .range(240, 1024))
        let text = SweepText.table(path: "p.md", blocks: blocks)
        XCTAssertTrue(text.contains("p.md:7: sweep 240…1024, ltr: 1 piece"), text)
        XCTAssertTrue(text.contains("input  240…1024  78  13  W − 98  34      root"), text)
        let json = try decode(SolveCommand.json(path: "p.md", blocks: blocks))
        let first = try XCTUnwrap((json["blocks"] as? [[String: Any]])?.first)
        let sweep = try XCTUnwrap(first["sweep"] as? [String: Any])
        XCTAssertEqual(sweep["from"] as? Double, 240)
        let input = try XCTUnwrap((sweep["frames"] as? [String: Any])?["input"] as? [[String: Any]])
        XCTAssertEqual(input.count, 1)
        XCTAssertEqual(input[0]["widthIntercept"] as? Double, -98)
        XCTAssertEqual(input[0]["widthSlope"] as? Double, 1)
        XCTAssertEqual(input[0]["x"] as? Double, nil)
        XCTAssertEqual(input[0]["xIntercept"] as? Double, 78)
        let pieces = try XCTUnwrap(sweep["pieces"] as? [[String: Any]])
        XCTAssertEqual(pieces.count, 1)
        XCTAssertEqual(pieces[0]["includesFrom"] as? Bool, true)
        // Without --sweep there is no "sweep" key: the contract is unchanged.
        let plain = try decode(SolveCommand.json(path: "p.md", blocks: SolveCommand.solveBlocks(in: page, path: "p.md", widths: nil)))
        XCTAssertNil((plain["blocks"] as? [[String: Any]])?.first?["sweep"])
    }

    /// A broken line that starts to hold with no frame bending: a is 300
    /// wide at x = 0, and 300 ≤ W − 40 from W = 340 on. The text says where
    /// the constraints met change (not a bend) and which line is broken below.
    func testSweepSaysWhereTheConstraintsMetChange() {
        let block = "canvas 320x200\nview a\na.leading == root.leading\na.top == root.top\na.width == 300\na.height == 40\n"
            + "a.trailing <= root.trailing - 40\n"
        let blocks = SolveCommand.solveBlocks(in: block, path: "a.layout", widths: nil, live: .range(320, 768))
        let text = SweepText.table(path: "a.layout", blocks: blocks)
        XCTAssertTrue(text.contains("a.layout:1: sweep 320…768, ltr: 2 pieces; constraints met change at 340\n"), text)
        XCTAssertTrue(text.contains("  on 320…340: line 7 broken\n"), text)
        XCTAssertFalse(text.contains("on 340…768"), text)
    }

    /// A tree that changes with the size class is swept per class: text
    /// rows labelled with the class, and `sweeps` in JSON. The photo fills
    /// the root less 10 a side when compact (W − 20), and is 0.4 of the
    /// 10-inset row when regular (0.4 W − 8).
    func testSweepPerSizeClass() throws {
        let tree = """
        canvas 375x100
        when compact:
          image photo
        when regular:
          stack row
            image photo
            view rest
        when compact:
          photo.edges == root.edges + 10
        when regular:
          row.edges == root.edges + 10
          photo.width == row.width * 0.4
        """
        let blocks = SolveCommand.solveBlocks(in: tree, path: "x.layout", widths: nil, live: .range(375, 820))
        let text = SweepText.table(path: "x.layout", blocks: blocks)
        XCTAssertTrue(text.contains("x.layout:1 (compact): sweep 375…694, ltr: 1 piece"), text)
        XCTAssertTrue(text.contains("x.layout:1 (regular): sweep 694…820, ltr: 1 piece"), text)
        let json = try decode(SolveCommand.json(path: "x.layout", blocks: blocks))
        let first = try XCTUnwrap((json["blocks"] as? [[String: Any]])?.first)
        XCTAssertNil(first["sweep"])
        let sweeps = try XCTUnwrap(first["sweeps"] as? [[String: Any]])
        XCTAssertEqual(sweeps.map { $0["sizeClass"] as? String }, ["compact", "regular"])
        XCTAssertEqual(sweeps[1]["from"] as? Double, 694)
        let photo = try XCTUnwrap((sweeps[1]["frames"] as? [String: Any])?["photo"] as? [[String: Any]])
        XCTAssertEqual(photo.first?["widthSlope"] as? Double, 0.4)
        XCTAssertEqual(photo.first?["widthIntercept"] as? Double, -8)
        XCTAssertEqual(photo.first?["parent"] as? String, "row")
        let compact = try XCTUnwrap((sweeps[0]["frames"] as? [String: Any])?["photo"] as? [[String: Any]])
        XCTAssertEqual(compact.first?["widthIntercept"] as? Double, -20)
        XCTAssertEqual(compact.first?["parent"] as? String, "root")
    }

    /// JSON strings are escaped; numbers are printed without trailing zeros.
    func testJSONWriterEscapes() {
        XCTAssertEqual(JSONWriter.escape("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"")
        XCTAssertEqual(JSONWriter.format(20), "20")
        XCTAssertEqual(JSONWriter.format(19.797), "19.797")
    }

    /// `inf` once reached `--json` (not JSON) with exit 0. A value past what
    /// a Double holds is null, the block has an `overflow` error, exit 1; and
    /// `--width` is bounded like the language's numbers.
    func testOverflowIsNullInJSONAndAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-overflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines = (0..<60).map { "view v\($0)" } + ["v0.width == 1"]
        lines += (1..<60).map { "v\($0).width == v\($0 - 1).width * 1000000" }
        lines += (0..<60).flatMap { ["v\($0).top == root.top", "v\($0).leading == root.leading", "v\($0).height == 1"] }
        try Data(lines.joined(separator: "\n").utf8).write(to: dir.appendingPathComponent("chain.layout"))
        let result = try PlumbProcess.run(["solve", "chain.layout", "--json", "--width", "375"], in: dir)
        XCTAssertEqual(result.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let block = (json?["blocks"] as? [[String: Any]])?.first
        let breakpoint = (block?["breakpoints"] as? [[String: Any]])?.first
        let frames = breakpoint?["frames"] as? [String: [String: Any]]
        XCTAssertTrue(frames?["v55"]?["width"] is NSNull)
        XCTAssertEqual(frames?["v50"]?["width"] as? Double ?? 0, 1e300, accuracy: 1e286)
        let kinds = (breakpoint?["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        XCTAssertEqual(kinds.filter { $0 == "overflow" }.count, 9)
        try Data("view a\na.edges == root.edges\n".utf8).write(to: dir.appendingPathComponent("w.layout"))
        let wide = try PlumbProcess.run(["solve", "w.layout", "--json", "--width", "1e306"], in: dir)
        XCTAssertEqual(wide.status, 2)
        XCTAssertTrue(wide.errors.contains("at most 1,000,000"), wide.errors)
        XCTAssertEqual(wide.output, "")
    }

    /// A block without `breakpoints` is solved where the site draws it: at
    /// the plumb.json breakpoints of the nearest folder above the file
    /// (here two levels up), and at its canvas width outside any site.
    func testABlockWithoutBreakpointsUsesTheSitesBreakpoints() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-solve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/guide"), withIntermediateDirectories: true)
        try Data("{\"breakpoints\": [320, 500]}".utf8).write(to: root.appendingPathComponent("plumb.json"))
        let page = root.appendingPathComponent("content/guide/a.md").path
        XCTAssertEqual(SolveCommand.siteBreakpoints(for: page), [320, 500])
        let blocks = SolveCommand.solveBlocks(in: "```layout\ncanvas 400x50\nview a\na.edges == super.edges\n```\n", path: page,
                                              widths: nil, defaults: SolveCommand.siteBreakpoints(for: page))
        XCTAssertEqual(blocks.first?.breakpoints.map(\.width), [320, 500])
        let outside = SolveCommand.solveBlocks(in: "```layout\ncanvas 400x50\nview a\na.edges == super.edges\n```\n", path: "/x.md", widths: nil)
        XCTAssertEqual(outside.first?.breakpoints.map(\.width), [400])
    }
}
