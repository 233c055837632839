import XCTest
import PlumbCode
import PlumbDiagnostics

/// Plumb ships one weight of the system font: a bold (italic, monospaced,
/// weighted) font is read, measured and drawn regular, and the figure says
/// so instead of silently drawing "New" thinner and narrower than UIKit.
final class FontWeightNoteTests: XCTestCase {
    func testABoldFontIsNoted() {
        let solved = solveCode("""
            let badge = UILabel()
            badge.text = "New"
            badge.font = .boldSystemFont(ofSize: 28)
            let plain = UILabel()
            plain.text = "Old"
            plain.font = .systemFont(ofSize: 28)
            view.addSubview(badge)
            view.addSubview(plain)
            """)
        let notes = solved.allDiagnostics.filter { $0.severity == .note }
        XCTAssertEqual(notes.map { "\($0.location.line):\($0.location.column)" }, ["3:14"], "\(summary(solved))")
        XCTAssertTrue(notes.first?.message.contains("'boldSystemFont' is measured and drawn in the regular system font") == true, notes.first?.message ?? "")
        XCTAssertTrue(notes.first?.words(in: .chinese).message.contains("常规字重") == true)
        // Measured as the regular font: the same width as the plain label's text would have.
        XCTAssertEqual(frame(solved, "badge")?[2], solveCode("let l = UILabel()\nl.text = \"New\"\nl.font = .systemFont(ofSize: 28)\nview.addSubview(l)\n").breakpoints.first?.frames["l"].map { ($0.width * 1000).rounded() / 1000 })
    }

    func testAWeightOrAnObjectiveCBoldFontIsNoted() {
        let weighted = solveCode("let l = UILabel()\nl.text = \"A\"\nl.font = .systemFont(ofSize: 17, weight: .semibold)\nview.addSubview(l)\n")
        XCTAssertEqual(weighted.allDiagnostics.filter { $0.severity == .note }.count, 1, "\(summary(weighted))")
        let objc = solveCode("UILabel *l = [[UILabel alloc] init];\nl.text = @\"A\";\nl.font = [UIFont boldSystemFontOfSize:17];\n[self.view addSubview:l];\n", .objectiveC)
        XCTAssertEqual(objc.allDiagnostics.filter { $0.severity == .note }.map(\.location.line), [3], "\(summary(objc))")
    }
}
