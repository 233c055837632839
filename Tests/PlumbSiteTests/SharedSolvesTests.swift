import XCTest
import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbFigure
@testable import PlumbSite

/// A page and its translation share a block's solve (`SharedSolves`): the
/// second page's figure and diagnostics must be exactly what solving its
/// own block would give, at its own lines.
final class SharedSolvesTests: XCTestCase {
    /// The English block at line 10, its translation 7 lines further down
    /// with a comment of another length. The box has a leading and a top
    /// constraint and nothing else, so its width and height are ambiguous:
    /// warnings, which the translation must report at its own lines.
    private let english = """
        // A box with a leading and a top, and no size
        let box = UIView()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        """
    private var chinese: String { english.replacingOccurrences(of: "// A box with a leading and a top, and no size", with: "// 只有 leading 和 top 的方块") }
    private let info = "swift layout canvas=375x200 breakpoints=320,768"

    func testATranslationTakesTheSolveAtItsOwnLines() throws {
        let shared = SharedSolves()
        let first = FenceSolving.solve(LayoutFence(code: english, line: 10, column: 1, info: info), live: .automatic, sharing: shared)
        XCTAssertEqual(shared.sharedCount, 0)
        let fence = LayoutFence(code: chinese, line: 17, column: 1, info: info)
        let taken = FenceSolving.solve(fence, live: .automatic, sharing: shared)
        XCTAssertEqual(shared.sharedCount, 1, "the translation's block is the same block")
        let own = FenceSolving.solve(fence, live: .automatic)

        XCTAssertFalse(first.allDiagnostics.isEmpty, "the example needs diagnostics to move")
        XCTAssertEqual(places(taken), places(own))
        XCTAssertEqual(places(taken).first?.prefix(6), "19:11 ", "the box is declared on the block's second line, 18 + 1: \(places(taken))")
        XCTAssertEqual(figure(taken), figure(own), "the figure is the one the page's own solve draws")
    }

    /// Named variants are shared part by part: each tab is its own solve.
    func testNamedVariantsAreSharedToo() throws {
        let block = """
            # Two boxes in a row
            view a
            view b
            a.leading == root.leading + 20
            a.top == root.top + 20
            a.width == 100
            a.height == 40
            b.leading == a.trailing + 8
            b.top == a.top
            b.size == a.size
            variant "Wider":
              a.width == 160
            """
        let shared = SharedSolves()
        _ = FenceSolving.solve(LayoutFence(code: block, line: 3, column: 1), sharing: shared)
        let moved = LayoutFence(code: block.replacingOccurrences(of: "# Two boxes in a row", with: "# 一行两个方块"), line: 40, column: 1)
        let taken = FenceSolving.solve(moved, sharing: shared)
        let own = FenceSolving.solve(moved)
        XCTAssertEqual(shared.sharedCount, 1)
        XCTAssertEqual(taken.namedVariants.count, 1)
        // The block starts at line 41: the variant's `a.width == 160` (its
        // 12th line) is at 52, column 3 after the indent, and the base's
        // `a.width == 100` it contradicts (6th) at 46.
        let conflict = try XCTUnwrap(taken.allDiagnostics.first { $0.kind == .unsatisfiable })
        XCTAssertEqual([conflict.location.line, conflict.location.column], [52, 3])
        XCTAssertEqual(conflict.noteLocations.map(\.line), [46])
        XCTAssertTrue(figure(taken).contains("一行两个方块"), "the caption is the page's own")
        XCTAssertEqual(places(taken), places(own))
        XCTAssertEqual(figure(taken), figure(own))
    }

    /// A block that differs by one number, or whose code moves within its
    /// line, is another block.
    func testADifferentBlockIsSolvedAfresh() {
        let shared = SharedSolves()
        _ = FenceSolving.solve(LayoutFence(code: english, line: 10, column: 1, info: info), sharing: shared)
        let other = english.replacingOccurrences(of: "constant: 20).isActive = true\nbox.top", with: "constant: 24).isActive = true\nbox.top")
        XCTAssertNotEqual(other, english)
        let solved = FenceSolving.solve(LayoutFence(code: other, line: 30, column: 1, info: info), sharing: shared)
        XCTAssertEqual(shared.sharedCount, 0)
        XCTAssertEqual(solved.breakpoints.first?.frames["box"]?.x, 24)
        let indented = english.replacingOccurrences(of: "let box", with: "let  box")
        _ = FenceSolving.solve(LayoutFence(code: indented, line: 50, column: 1, info: info), sharing: shared)
        XCTAssertEqual(shared.sharedCount, 0, "a token at another column gives diagnostics other columns")
    }

    private func places(_ solved: SolvedBlock) -> [String] {
        solved.allDiagnostics.map { d in
            "\(d.location.line):\(d.location.column) \(d.kind) \(d.message) notes \(d.noteLocations.map { "\($0.line):\($0.column)" })"
        }
    }

    private func figure(_ solved: SolvedBlock) -> String {
        let renderer = FigureRenderer(column: Theme.column)
        return renderer.render(solved, code: FigureCodeTabs.code(for: solved, words: renderer.words))
    }
}
