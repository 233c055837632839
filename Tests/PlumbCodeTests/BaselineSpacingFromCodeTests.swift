import PlumbCode
import PlumbDiagnostics
import XCTest

/// `constraint(equalToSystemSpacingBelow:)` between two baselines, from the
/// anchor API: the block warns at the line that the figure's 8 points may
/// not be UIKit's (font-derived, unpublished); between edges it does not.
final class BaselineSpacingFromCodeTests: XCTestCase {
    private func warnings(_ line: String) -> [String] {
        let solved = solveCode("""
        let a = UILabel()
        a.text = "Title"
        let b = UILabel()
        b.text = "Body"
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        a.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor).isActive = true
        \(line)
        """)
        return solved.allDiagnostics.filter { $0.severity == .warning }.map { "\($0.kind.rawValue) \($0.location.line)" }
    }

    func testBaselinesWarn() {
        XCTAssertEqual(warnings("b.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1).isActive = true"),
                       ["unsupported 9"])
    }

    func testEdgesDoNot() {
        XCTAssertEqual(warnings("b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1).isActive = true"), [])
    }
}
