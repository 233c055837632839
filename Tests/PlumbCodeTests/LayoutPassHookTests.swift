import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// Code that reads the root's size is solved once per width. Where it
/// reads it says what a real app sees: in `viewDidLoad`, the storyboard's
/// size (a note warns); in `viewWillLayoutSubviews`, the laid-out size,
/// which UIKit gives again at every change (a note says the figure follows
/// it, without the warning).
final class LayoutPassHookTests: XCTestCase {
    private func controller(readingIn hook: String) -> String {
        """
        class CardViewController: UIViewController {
            let card = UIView()
            var cardWidth: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                cardWidth = card.widthAnchor.constraint(equalToConstant: 300)
                NSLayoutConstraint.activate([
                    card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    card.heightAnchor.constraint(equalToConstant: 80),
                    cardWidth,
                ])
                \(hook == "viewDidLoad" ? "cardWidth.constant = min(view.bounds.width - 40, 500)" : "")
            }

            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                \(hook == "viewWillLayoutSubviews" ? "cardWidth.constant = min(view.bounds.width - 40, 500)" : "")
            }
        }
        """
    }

    /// min(W − 40, 500): 280 at 320, 335 at 375, 500 at 768 (centred there
    /// at (768 − 500) / 2 = 134), read in either place.
    func testTheRootsSizeIsReadPerWidthAndTheNoteSaysWhatAnAppSees() throws {
        for hook in ["viewDidLoad", "viewWillLayoutSubviews"] {
            let solved = solveCode(controller(readingIn: hook), widths: [320, 375, 768], options: "canvas=375x120")
            XCTAssertEqual((0..<3).compactMap { frame(solved, "card", at: $0)?[2] }, [280, 335, 500], hook)
            XCTAssertEqual(frame(solved, "card", at: 2)?[0], 134, hook)
            let storyboard = diagnostic(solved, containing: "storyboard's size")
            let layoutPass = diagnostic(solved, containing: "as UIKit gives it to a layout pass")
            if hook == "viewDidLoad" {
                XCTAssertNotNil(storyboard, hook)
                XCTAssertNil(layoutPass, hook)
            } else {
                XCTAssertNil(storyboard, "no storyboard warning where the size is the laid-out one")
                XCTAssertEqual(layoutPass?.location.line, 21, hook)
            }
        }
    }
}
