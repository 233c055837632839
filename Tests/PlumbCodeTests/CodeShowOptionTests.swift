import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A code fence's `show=` option: the layout block's `show steps` and
/// `show intrinsic` lines, for figures drawn from code.
final class CodeShowOptionTests: XCTestCase {
    /// A card 20 from each side of a 375-wide root, 20 from the top, 60
    /// tall: x 20, width 375 − 40 = 335.
    private let card = """
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    NSLayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        card.heightAnchor.constraint(equalToConstant: 60),
    ])
    """

    /// `show=steps` records the equations: the four written, the root's
    /// width (an edit at 375) and its height (120).
    func testShowStepsRecordsTheEquations() throws {
        let solved = solveCode(card, options: "canvas=375x120 breakpoints=375 show=steps")
        XCTAssertTrue(solved.block.showsSteps)
        let solution = try XCTUnwrap(solved.breakpoints.first)
        XCTAssertEqual(solution.equations.count, 6)
        XCTAssertEqual(solution.equations.first?.origin, .implicit(.rootWidth(375)))
        XCTAssertEqual(solution.unknowns.first { $0.name == "card.width" }?.value, 335)
        XCTAssertEqual(solved.allDiagnostics.map(\.message), [])
    }

    /// Both at once, and a misspelt one is an error at its own column:
    /// in "canvas=375x120 breakpoints=375 show=intrinsic,stepz", read from
    /// column 1, 'show=' starts at column 32 and 'stepz' at 32 + 5 + 10 = 47.
    func testShowTakesAListAndNamesAMisspeltOne() {
        let both = solveCode(card, options: "canvas=375x120 breakpoints=375 show=intrinsic,steps")
        XCTAssertTrue(both.block.showsSteps)
        XCTAssertEqual(both.block.intrinsicLabels, .all)
        let wrong = solveCode(card, options: "canvas=375x120 breakpoints=375 show=intrinsic,stepz")
        let error = wrong.allDiagnostics.first { $0.severity == .error }
        XCTAssertEqual(error?.location.column, 47)
        XCTAssertTrue(error?.message.contains("'stepz'") ?? false, error?.message ?? "")
    }
}
