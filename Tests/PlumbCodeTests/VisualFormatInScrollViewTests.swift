import PlumbBlocks
import PlumbCode
import PlumbLayout
import XCTest

/// VFL's `|-` inside a scroll view reaches the margin of its content area,
/// a guide no UIKit property names: the figure's table writes the row back
/// as the format the code wrote (`H:|-[c]`), not as an anchor call on a
/// `pane.layoutGuide` that UIScrollView does not have.
final class VisualFormatInScrollViewTests: XCTestCase {
    func testTheContentAreasMarginIsWrittenAsTheFormat() {
        let solved = solveCode("""
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
        """)
        let rows = solved.parsed.block.constraints.filter { $0.origin == .visualFormat }.map { solved.parsed.notation.tableRow($0) }
        XCTAssertEqual(Set(rows).intersection(["H:|-[c]", "H:[c]-|", "V:|-[c]", "V:[c]-|"]).count, 4, "\(rows)")
        XCTAssertFalse(rows.contains { $0.contains("layoutGuide") }, "\(rows)")
    }
}
