import XCTest
import PlumbCode
import PlumbDiagnostics

/// A visual format string names views by its views dictionary's keys, and
/// messages quote it that way: the login screen's diagnostics said
/// 'V:[loginButton(50)]' where its code wrote "[login(50)]".
final class VisualFormatKeyTests: XCTestCase {
    /// Two required heights for one view, 50 and 60: unsatisfiable, and
    /// both sides are quoted with the key `login`, never the variable's name.
    func testMessagesQuoteTheDictionaryKeys() {
        let solved = solveCode("""
            let loginButton = UIView()
            loginButton.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(loginButton)
            let views = ["login": loginButton]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[login(50)]", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[login(60)]", options: [], metrics: nil, views: views))
            """)
        let texts = solved.allDiagnostics.map { ([$0.message] + $0.notes.map(\.message)).joined(separator: " | ") }.joined(separator: "\n")
        XCTAssertTrue(texts.contains("V:[login(60)]") && texts.contains("V:[login(50)]"), texts)
        XCTAssertFalse(texts.contains("[loginButton"), texts)
    }
}
