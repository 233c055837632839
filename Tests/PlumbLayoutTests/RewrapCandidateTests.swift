import XCTest
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Where a label's lines change is taken from the widths its lines were
/// measured at, not found by bisection, even where its frame does not
/// follow the width: a label hugging its wrapped text is as wide as its
/// longest line (slope 0), while the width its lines are broken at (the
/// first pass's) grows with the root.
final class RewrapCandidateTests: XCTestCase {
    static let chatBubble = """
    canvas 375xauto
    view bubble
      label message "Are we still on for lunch tomorrow? I found a place near the station that does great noodles." lines=0
    bubble.top == root.top + 12
    bubble.leading == root.leading + 12
    bubble.width <= root.width * 0.75
    message.edges == bubble.edges + 10
    root.bottom == bubble.bottom + 12
    """

    private func solved(_ widths: [Double]? = nil, live: SolvedBlock.LiveRequest = .none) -> SolvedBlock {
        SolvedBlock.solve(Self.chatBubble, origin: SourceLocation(line: 1, column: 1), line: 1, widths: widths, live: live)
    }

    private func message(at w: Double) -> SolvedFrame { solved([w]).breakpoints[0].frames["message"]! }

    func testAHuggingLabelsRewrapsAreFoundWithoutBisection() throws {
        let live = try XCTUnwrap(try solved(live: .range(320, 768)).live?.get())
        XCTAssertGreaterThan(live.pieces.count, 4, "the message rewraps as the bubble may grow")
        XCTAssertEqual(live.cost.bisectionProbes, 0, "every rewrap is a candidate width")
        // Each change sits where a width solved alone changes: the piece
        // after it holds at its first width (or just after it), and the
        // piece before it just below.
        for (i, piece) in live.pieces.enumerated().dropFirst() {
            let first = piece.includesLower ? piece.lower : piece.lower.nextUp
            let before = live.pieces[i - 1]
            let below = piece.includesLower ? piece.lower.nextDown : piece.lower
            for (w, p) in [(first, piece), (below, before)] {
                let alone = message(at: w), drawn = p.frame("message", at: w)!
                XCTAssertEqual(drawn.width, alone.width, accuracy: 2e-3, "width at \(w)")
                XCTAssertEqual(drawn.height, alone.height, accuracy: 2e-3, "height at \(w)")
            }
        }
    }
}
