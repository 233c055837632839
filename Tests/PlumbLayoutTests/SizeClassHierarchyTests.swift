import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// A view tree that changes with the size class (issue 28 §3): the seed's
/// product card rebuilds itself per trait collection. Compact: the image
/// above a vertical text stack (name, price, and a third view, the buy
/// button, hidden). Regular: both in a horizontal stack, the image at 0.4
/// of its width, the button shown. Text sizes are given, so the frames
/// follow from the constraints alone.
final class SizeClassHierarchyTests: XCTestCase {
    static let card = """
    canvas 375x340
    breakpoints 375 820
    view card
      when compact:
        image photo
        stack info axis=vertical spacing=6
          label name "Travel mug" intrinsic=120x26
          label price "€ 24" intrinsic=50x20
          button buy "Add to cart" intrinsic=110x34 hidden=true
      when regular:
        stack row axis=horizontal spacing=16 alignment=top
          image photo
          stack info axis=vertical spacing=6
            label name "Travel mug" intrinsic=120x26
            label price "€ 24" intrinsic=50x20
            button buy "Add to cart" intrinsic=110x34
    card.edges == super.safe.edges + 16
    photo.height == photo.width * 0.6
    when compact:
      photo.top == card.top + 12
      photo.leading == card.leading + 12
      photo.trailing == card.trailing - 12
      info.top == photo.bottom + 12
      info.leading == photo.leading
    when regular:
      row.top == card.top + 12
      row.leading == card.leading + 12
      row.trailing == card.trailing - 12
      photo.width == row.width * 0.4
    """

    /// Compact, 375 × 340: card (16, 16, 343, 308). The photo spans the card
    /// less 12 each side: 319 wide, 319 × 0.6 = 191.4 tall, at (12, 12) in
    /// the card. The stack below it at 12 + 191.4 + 12 = 215.4: as wide as
    /// its widest view (name, 120: its resistance at 750 beats price's
    /// hugging at 250), 26 + 6 + 20 = 52 tall, the hidden button at its
    /// bottom with no height. `row` does not exist here.
    func testCompactStacksTheImageAboveTheText() {
        let s = Solved(SizeClassHierarchyTests.card)
        XCTAssertEqual(s.frame("card"), [16, 16, 343, 308])
        XCTAssertEqual(s.frame("photo"), [12, 12, 319, 191.4])
        XCTAssertEqual(s.solutions.first?.frames["photo"]?.parent, "card")
        XCTAssertEqual(s.frame("info"), [12, 215.4, 120, 52])
        XCTAssertEqual(s.frame("price"), [0, 32, 120, 20])
        XCTAssertEqual(s.frame("buy"), [0, 52, 120, 0])
        XCTAssertEqual(s.frame("row"), [])
        XCTAssertEqual(s.kinds(), [])
    }

    /// Regular, 820 × 340: card (16, 16, 788, 308); the row at (12, 12),
    /// 788 − 24 = 764 wide. The photo is arranged in it: 0.4 × 764 = 305.6
    /// wide, 183.36 tall, at (0, 0) in the row. The text stack takes the
    /// rest after 16 of spacing: x 321.6, 764 − 321.6 = 442.4 wide, and
    /// with the button shown 26 + 6 + 20 + 6 + 34 = 92 tall. Top-aligned,
    /// the row is as tall as the photo.
    func testRegularArrangesThemInARow() {
        let s = Solved(SizeClassHierarchyTests.card)
        XCTAssertEqual(s.frame("row", at: 1), [12, 12, 764, 183.36])
        XCTAssertEqual(s.frame("photo", at: 1), [0, 0, 305.6, 183.36])
        XCTAssertEqual(s.solutions.dropFirst().first?.frames["photo"]?.parent, "row")
        XCTAssertEqual(s.frame("info", at: 1), [321.6, 0, 442.4, 92])
        XCTAssertEqual(s.frame("buy", at: 1), [0, 58, 442.4, 34])
        XCTAssertEqual(s.kinds(at: 1), [])
        XCTAssertEqual(s.block.block(at: 1).item(named: "row")?.viewKind, .stack)
        XCTAssertNil(s.block.block(at: 0).item(named: "row"))
    }

    /// The live range splits where the class changes: compact from 375 to
    /// just below 694, regular from 694 to 820, each from its own tree. At 500 the photo is
    /// 500 − 32 − 24 = 444 wide; at 800 the row is 744 and the photo
    /// 0.4 × 744 = 297.6.
    func testTheLivePanelSplitsAtTheClassChange() throws {
        let solved = SolvedBlock.solve(SizeClassHierarchyTests.card, origin: SourceLocation(line: 1, column: 1), line: 1, live: .automatic)
        XCTAssertNil(solved.live)
        XCTAssertEqual(solved.liveVariants.map(\.variant.sizeClass), [.compact, .regular])
        let compact = try solved.liveVariants[0].live.get(), regular = try solved.liveVariants[1].live.get()
        XCTAssertEqual([compact.lower, compact.upper, regular.lower, regular.upper], [375, 694.0.nextDown, 694, 820])
        XCTAssertEqual(try XCTUnwrap(compact.piece(at: 500)?.frame("photo", at: 500)).width, 444, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(regular.piece(at: 800)?.frame("photo", at: 800)).width, 297.6, accuracy: 1e-6)
        XCTAssertNil(compact.piece(at: 500)?.frames["row"])
    }

    /// A line of one class naming a view of the other is an error in that
    /// class's reading, at its column; a declaration under `when width` is
    /// an error (the tree must be known before a width is solved).
    func testMistakes() {
        func diagnostics(_ text: String) -> [Diagnostic] {
            SolvedBlock.solve(text, origin: SourceLocation(line: 1, column: 1), line: 1).allDiagnostics
        }
        let wrongClass = diagnostics(SizeClassHierarchyTests.card + "\nwhen compact:\n  row.height == 10")
        XCTAssertEqual(wrongClass.map(\.kind), [.unknownName])
        XCTAssertEqual(wrongClass.first.map { [$0.location.line, $0.location.column] }, [31, 3])
        let byWidth = diagnostics("view a\nwhen width >= 500:\n  view b\na.edges == root.edges")
        XCTAssertEqual(byWidth.map(\.kind), [.syntax])
        XCTAssertEqual(byWidth.first?.location.line, 3)
        XCTAssertTrue(diagnostics("when compact:\n  view a\nwhen regular:\n  view a\na.edges == root.edges").isEmpty,
                      "one view declared in each class is one view, not a duplicate")
        XCTAssertEqual(diagnostics("view a\nwhen compact:\n  view a\na.edges == root.edges").map(\.kind), [.duplicateName])
    }
}
