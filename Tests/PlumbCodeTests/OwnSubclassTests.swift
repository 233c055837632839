import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// A class of the code's own that subclasses another of its own: an
/// instance has the base's properties and methods, and `super.` in an
/// override runs the base's (a red-team pass found `class Card: Base {}`
/// drawn as an empty view, with no word). Frames by hand.
final class OwnSubclassTests: XCTestCase {
    /// `Base` adds a 100 × 40 box at its top leading corner (its init, and
    /// constraints made in `updateConstraints()`).
    private let base = """
    class Base: UIView {
        let box = UIView()
        var w: CGFloat = 100
        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            addSubview(box)
        }
        override func updateConstraints() {
            box.widthAnchor.constraint(equalToConstant: w).isActive = true
            box.heightAnchor.constraint(equalToConstant: 40).isActive = true
            box.topAnchor.constraint(equalTo: topAnchor).isActive = true
            box.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            super.updateConstraints()
        }
    }

    """

    private func card(_ subclass: String) -> SolvedBlock {
        solveCode(base + subclass + """

        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        card.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        card.heightAnchor.constraint(equalToConstant: 100).isActive = true
        """, options: "canvas=375x200 breakpoints=375")
    }

    /// An empty subclass is its base: the box, 100 × 40, in the card at (0, 0).
    func testAnEmptySubclassIsItsBase() {
        let solved = card("class Card: Base {}\n")
        XCTAssertEqual(frame(solved, "card"), [0, 20, 375, 100])
        XCTAssertEqual(frame(solved, "box"), [0, 0, 100, 40])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
    }

    /// An override that calls `super` runs the base's method too: the
    /// subclass's init sets `w` to 150 after the base's init made the box,
    /// and its `updateConstraints()` runs the base's, which makes the box
    /// `w` wide: 150 × 40. Without the `super` call the base's init does not
    /// run, and there is no box to draw.
    func testSuperRunsTheBasesMethod() {
        let solved = card("""
        class Card: Base {
            override init(frame: CGRect) {
                super.init(frame: frame)
                w = 150
            }
            override func updateConstraints() {
                super.updateConstraints()
            }
        }

        """)
        XCTAssertEqual(frame(solved, "box"), [0, 0, 150, 40])
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity != .note }.map(\.message), [])
        let skipped = card("""
        class Card: Base {
            override init(frame: CGRect) {
                w = 150
            }
        }

        """)
        XCTAssertNil(frame(skipped, "box"), "no super.init: the base's init never ran")
    }
}
