import PlumbBlocks
import PlumbCode
import XCTest

/// Branches on the horizontal size class become `when` conditions: each
/// breakpoint runs the branch of its own class (compact below 694).
final class SizeClassTests: XCTestCase {
    private let setUp = """
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    box.heightAnchor.constraint(equalToConstant: 10).isActive = true

    """

    func testIfElseOnTheSizeClass() {
        // compact (375): 100 wide; regular (768): 300 wide.
        let solved = solveCode(setUp + """
        if traitCollection.horizontalSizeClass == .compact {
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        } else {
            box.widthAnchor.constraint(equalToConstant: 300).isActive = true
        }
        """, widths: [375, 768])
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box", at: 0), [0, 0, 100, 10])
        XCTAssertEqual(frame(solved, "box", at: 1), [0, 0, 300, 10])
    }

    func testSwitchActivatingPreparedConstraints() {
        // Constraints made outside, activated per class: compact 50, regular 0.5 * 768 = 384.
        let solved = solveCode(setUp + """
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        let wide = box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        switch traitCollection.horizontalSizeClass {
        case .compact:
            NSLayoutConstraint.activate([narrow])
        default:
            NSLayoutConstraint.activate([wide])
        }
        """, widths: [375, 768])
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box", at: 0), [0, 0, 50, 10])
        XCTAssertEqual(frame(solved, "box", at: 1), [0, 0, 384, 10])
    }

    func testPropertiesPerClass() {
        // Hidden in compact only: the setting holds under its condition.
        let solved = solveCode(setUp + """
        box.widthAnchor.constraint(equalToConstant: 10).isActive = true
        if traitCollection.horizontalSizeClass != .regular {
            box.isHidden = true
        }
        """, widths: [375, 768])
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(solved.block.settings.map { "\($0.item.name) \($0.conditions)" }, ["box [compact]"])
    }

    func testAViewAddedInOneClassIsInThatClassTreeOnly() {
        // The code is run once per class: 'card' is added (at its zero
        // autoresizing frame) when compact, and is in no tree when regular.
        let solved = solveCode(setUp + """
        box.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let card = UIView()
        if traitCollection.horizontalSizeClass == .compact {
            view.addSubview(card)
        }
        """, widths: [375, 768])
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "card", at: 0), [0, 0, 0, 0])
        XCTAssertNil(frame(solved, "card", at: 1))
        XCTAssertEqual(frame(solved, "box", at: 1), [0, 0, 10, 10])
    }
}
