import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Named variants (issue 30): each is the block as written plus its lines,
/// less the lines it removes, solved as a block of its own.
///
/// Two labels in a 300-pt row, 10 from each edge and 10 apart: 270 points
/// for intrinsic widths of 200 and 150. As written, `a` resists at 750 and
/// `b` at 749, so `b` gives way: a (10, 10, 200, 20), b (220, 10, 70, 20).
/// "Floor" adds `b.width >= 100` (required): b is 100, a the other 170,
/// b at 10 + 170 + 10 = 190. "A yields" moves b's trailing inset to 20 (260
/// points) and lowers a's resistance to 700, under b's 749: b keeps its 150,
/// a has 110, b at 10 + 110 + 10 = 130.
final class BlockVariantTests: XCTestCase {
    static let base = """
    # Who gives way
    canvas 300x100
    breakpoints 300
    label a "A" intrinsic=200x20
    label b "B" intrinsic=150x20 resistance.h=749
    a.leading == root.leading + 10
    b.leading == a.trailing + 10
    b.trailing == root.trailing - 10
    a.top == root.top + 10
    b.top == root.top + 10
    """

    static let variants = base + """

    variant "As written"
    variant "Floor":
      b.width >= 100
    variant "A yields":
      - b.trailing  ==  root.trailing - 10
      b.trailing == root.trailing - 20
      a.resistance.h = 700
    """

    private func solve(_ text: String) -> SolvedBlock {
        SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1)
    }

    private func frames(_ solved: SolvedBlock) -> [String: [Double]] {
        guard let s = solved.breakpoints.first else { return [:] }
        return s.frames.mapValues { [$0.x, $0.y, $0.width, $0.height] }
    }

    func testEachVariantIsSolvedWithItsOwnChanges() throws {
        let solved = solve(BlockVariantTests.variants)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
        XCTAssertEqual(solved.baseVariantName, "As written")
        XCTAssertEqual(solved.namedVariants.map(\.name), ["Floor", "A yields"])
        XCTAssertEqual(frames(solved), ["a": [10, 10, 200, 20], "b": [220, 10, 70, 20]])
        XCTAssertEqual(frames(solved.namedVariants[0].solved), ["a": [10, 10, 170, 20], "b": [190, 10, 100, 20]])
        XCTAssertEqual(frames(solved.namedVariants[1].solved), ["a": [10, 10, 110, 20], "b": [130, 10, 150, 20]])
        XCTAssertEqual(solved.namedVariants[1].removed, ["b.trailing  ==  root.trailing - 10"])
        XCTAssertEqual(solved.namedVariants[1].added.map(\.line), [16, 17], "the variant's lines keep their file lines")
        XCTAssertEqual(solved.namedVariants[0].solved.block.caption, "Who gives way")
    }

    /// One block, one answer: a variant solves exactly as the block written
    /// out with its changes, and the block as written as if it had none.
    func testAVariantIsThePlainBlockItStandsFor() {
        let solved = solve(BlockVariantTests.variants)
        XCTAssertEqual(frames(solved), frames(solve(BlockVariantTests.base)))
        let written = BlockVariantTests.base.replacingOccurrences(of: "b.trailing == root.trailing - 10", with: "b.trailing == root.trailing - 20")
            + "\na.resistance.h = 700"
        XCTAssertEqual(frames(solved.namedVariants[1].solved), frames(solve(written)))
        XCTAssertEqual(frames(solved.namedVariants[0].solved), frames(solve(BlockVariantTests.base + "\nb.width >= 100")))
    }

    /// A diagnostic found only in a variant is the block's, named after it:
    /// 10 + 200 + 10 + 100 + 10 = 330 points of required lengths in 300.
    func testAVariantsOwnDiagnosticSaysWhichVariant() {
        let text = BlockVariantTests.base + """

        variant "Conflict":
          a.width == 200
          b.width >= 100
        """
        let solved = solve(text)
        let found = solved.allDiagnostics.filter { $0.kind == .unsatisfiable }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.hasPrefix("in variant 'Conflict': ") == true, found.first?.message ?? "none")
        XCTAssertEqual(solved.withoutVariants.allDiagnostics.filter { $0.kind == .unsatisfiable }.count, 0, "the block as written has none")
    }

    // MARK: Mistakes, at their file line and column

    private func firstError(_ variantLines: String) -> Diagnostic? {
        let parsed = BlockParser.parse(BlockVariantTests.base + "\n" + variantLines, origin: SourceLocation(line: 21, column: 3))
        return parsed.diagnostics.first { $0.severity == .error }
    }

    /// The base is 10 lines from file line 21, so the first variant line is
    /// file line 31 (column 3: the fence is indented by 2).
    func testARemovalOfNoLineSuggestsTheNearest() throws {
        let d = try XCTUnwrap(firstError("variant \"X\":\n  - b.trailing == root.trailing - 12"))
        XCTAssertEqual(d.location, SourceLocation(line: 32, column: 7))
        XCTAssertTrue(d.message.contains("removes 'b.trailing == root.trailing - 12', which is not a line of the block"), d.message)
        XCTAssertEqual(d.suggestion, "did you mean 'b.trailing == root.trailing - 10'?")
    }

    func testAMistakeInAVariantLineIsAtItsOwnColumn() throws {
        let d = try XCTUnwrap(firstError("variant \"X\":\n  b.widht >= 100"))
        XCTAssertEqual(d.location, SourceLocation(line: 32, column: 7), d.message)
        XCTAssertTrue(BlockParser.parse(BlockVariantTests.base + "\nvariant \"X\":\n  b.widht >= 100").isSolvable == false,
                      "an error in any variant stops the figure")
    }

    func testHeaderMistakes() throws {
        let unquoted = try XCTUnwrap(firstError("variant X:\n  b.width >= 100"))
        XCTAssertEqual(unquoted.location, SourceLocation(line: 31, column: 11))
        XCTAssertTrue(unquoted.message.contains("expected the variant's name in quotes"), unquoted.message)
        let trailing = try XCTUnwrap(firstError("variant \"X\" then:\n  b.width >= 100"))
        XCTAssertEqual(trailing.location, SourceLocation(line: 31, column: 15))
        XCTAssertTrue(trailing.message.contains("unexpected 'then:'"), trailing.message)
        let twice = try XCTUnwrap(firstError("variant \"X\":\n  b.width >= 100\nvariant \"X\":\n  b.width >= 90"))
        XCTAssertEqual(twice.location, SourceLocation(line: 33, column: 11))
        XCTAssertTrue(twice.message.contains("there is a variant named 'X' already"), twice.message)
        let empty = try XCTUnwrap(firstError("variant \"Nothing\":\nb.width >= 100"))
        XCTAssertEqual(empty.location, SourceLocation(line: 31, column: 3))
        XCTAssertTrue(empty.message.contains("variant 'Nothing' changes nothing"), empty.message)
    }

    func testAVariantKeepsTheViewsAndTheWidths() throws {
        let declares = try XCTUnwrap(firstError("variant \"X\":\n  view extra"))
        XCTAssertEqual(declares.location, SourceLocation(line: 32, column: 5))
        XCTAssertTrue(declares.message.contains("a variant cannot declare views"), declares.message)
        let widths = try XCTUnwrap(firstError("variant \"X\":\n  breakpoints 320"))
        XCTAssertTrue(widths.message.contains("a variant shares the block's 'breakpoints'"), widths.message)
        let removesView = try XCTUnwrap(firstError("variant \"X\":\n  - label a \"A\" intrinsic=200x20"))
        XCTAssertEqual(removesView.location, SourceLocation(line: 32, column: 7))
        XCTAssertTrue(removesView.message.contains("cannot remove 'label a"), removesView.message)
        XCTAssertNotNil(firstError("variant \"X\":\n  - canvas 300x100"))
    }

    /// `variant "NAME"` without a colon names the block as written: a line
    /// indented under it was meant for a variant.
    func testALineUnderTheBlocksOwnNameIsAMistake() throws {
        let d = try XCTUnwrap(firstError("variant \"Mine\"\n  b.width >= 100"))
        XCTAssertEqual(d.location, SourceLocation(line: 32, column: 5))
        XCTAssertTrue(d.message.contains("indented under 'variant \"Mine\"'"), d.message)
        XCTAssertEqual(d.suggestion, "end the variant line with ':' to make it a variant of its own")
    }
}
