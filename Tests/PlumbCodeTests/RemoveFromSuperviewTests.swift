import PlumbBlocks
import PlumbCode
import XCTest

/// `removeFromSuperview()` takes the constraints that related the view to
/// views outside it, as UIKit does, and keeps those inside it.
final class RemoveFromSuperviewTests: XCTestCase {
    /// The box is pinned to the root's top left, 40 wide and 10 tall, then
    /// moved into `holder` (at 100, 100, 200 x 200) without deactivating
    /// anything: the pins to the root went with the removal, its own width
    /// and height stay, and new pins put it 5 in from the holder's top left,
    /// at (5, 5) in the holder. Kept, the old pins would fight the new ones.
    func testConstraintsToViewsOutsideGoWithTheView() {
        let solved = solveCode("""
        let holder = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        view.addSubview(holder)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        box.removeFromSuperview()
        holder.addSubview(box)
        box.topAnchor.constraint(equalTo: holder.topAnchor, constant: 5).isActive = true
        box.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 5).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [5, 5, 40, 10])
        XCTAssertEqual(solved.breakpoints.first?.frames["box"]?.parent, "holder")
    }

    /// A view removed and never added back takes its pins with it: no
    /// "never added to the hierarchy" error for constraints UIKit removed.
    func testARemovedViewLeavesNoConstraintBehind() {
        let solved = solveCode("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        box.removeFromSuperview()
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertNil(frame(solved, "box"))
    }
}
