import PlumbBlocks
import PlumbCode
import PlumbLayout
import XCTest

/// VFL's `|-` inside a scroll view reaches the margin of its content area,
/// a guide no UIKit property names: the figure's table writes the row back
/// as the format the code wrote (`H:|-[c]`), not as an anchor call on a
/// `pane.layoutGuide` that UIScrollView does not have.
final class VisualFormatInScrollViewTests: XCTestCase {
    private let code = """
        let pane = UIScrollView()
        let c = UIView()
        pane.translatesAutoresizingMaskIntoConstraints = false
        c.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pane)
        pane.addSubview(c)
        NSLayoutConstraint.activate([
            pane.topAnchor.constraint(equalTo: view.topAnchor),
            pane.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pane.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pane.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let views = ["c": c]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[c(500)]-|", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[c(800)]-|", metrics: nil, views: views))
        """

    func testTheContentAreasMarginIsWrittenAsTheFormat() {
        let solved = solveCode(code)
        let rows = solved.parsed.block.constraints.filter { $0.origin == .visualFormat }.map { solved.parsed.notation.tableRow($0) }
        XCTAssertEqual(Set(rows).intersection(["H:|-[c]", "H:[c]-|", "V:|-[c]", "V:[c]-|"]).count, 4, "\(rows)")
        XCTAssertFalse(rows.contains { $0.contains("layoutGuide") }, "\(rows)")
    }

    /// The Code tabs write the same constraints as VFL builds them: margin
    /// attributes on the scroll view (`.leadingMargin`; SnapKit's
    /// `pane.snp.leadingMargin`), no longer withheld as a guide no code can
    /// name. Each reads back to the same frame: c 500 × 800 at the content
    /// area's 8-pt margins, (8, 8).
    func testEveryDialectWritesTheMarginsAndReadsBack() throws {
        let solved = solveCode(code)
        XCTAssertEqual(frame(solved, "c"), [8, 8, 500, 800])
        let offer = CodeOut.offer(for: solved.parsed)
        XCTAssertEqual(offer.withheld.map { "\($0.0)" }, [])
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        XCTAssertTrue(swift.contains("attribute: .leadingMargin"), swift)
        let snapKit = try XCTUnwrap(offer.snippets.first { $0.dialect == .snapKit }).code
        XCTAssertTrue(snapKit.contains("pane.snp.leadingMargin"), snapKit)
        let objC = try XCTUnwrap(offer.snippets.first { $0.dialect == .objectiveC }).code
        XCTAssertTrue(objC.contains("attribute:NSLayoutAttributeLeadingMargin"), objC)
        for snippet in offer.snippets {
            let back = solveCode(snippet.code, snippet.dialect.language)
            XCTAssertEqual(frame(back, "c"), [8, 8, 500, 800], "\(snippet.dialect): \(snippet.code)")
        }
    }
}
