import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A view class's own stored property set from outside (issue 33, the
/// intrinsic-size chapter's RatingView): `intrinsicContentSize` is
/// `count × 24` wide with no height of its own; the view is pinned 16 in
/// and 16 down and 24 high. UIKit reads the size at the first layout pass,
/// so any assignment before it counts; after it (a variant's call) only an
/// `invalidateIntrinsicContentSize()` makes the engine read it again.
final class OwnPropertyFromOutsideTests: XCTestCase {
    private func code(observer: Bool, _ statements: String, after: String = "") -> String {
        """
        class RatingView: UIView {
            var count = 3\(observer ? " {\n        didSet { invalidateIntrinsicContentSize() }\n    }" : "")
            override var intrinsicContentSize: CGSize {
                CGSize(width: CGFloat(count) * 24, height: UIView.noIntrinsicMetric)
            }
        }
        let rating = RatingView()
        \(statements)
        func showFive() {
            \(after)
        }
        """
    }

    private let placed = """
    rating.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(rating)
    rating.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
    rating.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
    rating.heightAnchor.constraint(equalToConstant: 24).isActive = true
    """

    /// rating's frame and the findings, as written or in the "Five" tab (`showFive()` called).
    private func ratingFrame(_ code: String, variant: Bool = false) -> (frame: [Double]?, findings: [String]) {
        let solved = CodeBlock.solve(code, language: .swift, options: "canvas=375x60 variants=\"Three, Five: showFive()\"",
                                     optionsAt: SourceLocation(line: 1, column: 1), origin: SourceLocation(line: 1, column: 1), line: 1,
                                     widths: [375])
        guard variant else { return (frame(solved, "rating"), summary(solved)) }
        guard let tab = solved.namedVariants.first?.solved else { XCTFail("no variant"); return (nil, []) }
        return (frame(tab, "rating"), summary(tab))
    }

    func testTheDefaultIsRead() {
        // count = 3: 3 × 24 = 72 wide.
        XCTAssertEqual(ratingFrame(code(observer: false, placed)).frame, [16, 16, 72, 24])
    }

    func testAnAssignmentBeforeOrAfterAddingCounts() {
        // count = 5 before the first layout pass: 5 × 24 = 120, whether set
        // before the view is added or after, with or without didSet.
        for observer in [false, true] {
            XCTAssertEqual(ratingFrame(code(observer: observer, "rating.count = 5\n" + placed)).frame, [16, 16, 120, 24])
            XCTAssertEqual(ratingFrame(code(observer: observer, placed + "\nrating.count = 5")).frame, [16, 16, 120, 24])
        }
    }

    func testAVariantsChangeNeedsAnInvalidation() {
        // The "after" tab: with didSet's invalidation, 120 wide.
        let observed = ratingFrame(code(observer: true, placed, after: "rating.count = 5"), variant: true)
        XCTAssertEqual(observed.frame, [16, 16, 120, 24])
        XCTAssertEqual(observed.findings.filter { !$0.hasPrefix("note") }, [])
        // Without it UIKit keeps the 72 it read, and says so at the assignment (line 10, column 12).
        let stale = ratingFrame(code(observer: false, placed, after: "rating.count = 5"), variant: true)
        XCTAssertEqual(stale.frame, [16, 16, 72, 24])
        XCTAssertEqual(stale.findings.filter { !$0.hasPrefix("note") }, ["warning unsupported 14:12"])
        // An explicit call after the change does what didSet would.
        let explicit = ratingFrame(code(observer: false, placed, after: "rating.count = 5\n    rating.invalidateIntrinsicContentSize()"), variant: true)
        XCTAssertEqual(explicit.frame, [16, 16, 120, 24])
        XCTAssertEqual(explicit.findings.filter { !$0.hasPrefix("note") }, [])
    }

    func testAValueTheGetterCannotUseIsAnError() {
        // `count = "five"`: the getter converts it, `CGFloat(count)`; an
        // error, never a silent default, and one only (at `count`, line 4
        // column 31, two lines lower with didSet), whether didSet's
        // invalidation asks for the size as well or not.
        for observer in [false, true] {
            let found = ratingFrame(code(observer: observer, placed + "\nrating.count = \"five\"")).findings
            XCTAssertEqual(found.filter { $0.hasPrefix("error") }, ["error type-mismatch \(observer ? 6 : 4):31"], "\(found)")
        }
    }

    /// A size property that starts at `CGSize.zero` and is set from outside
    /// before the first layout pass (the stack-views chapter's Box): the
    /// getter first reads the zero case, which is 0 × 0, then 50 × 30 once
    /// set: pinned 16 in and 16 down, (16, 16, 50, 30).
    func testASizePropertyStartingAtZero() {
        let code = """
        class Box: UIView {
            var size = CGSize.zero
            override var intrinsicContentSize: CGSize { size }
        }
        let box = Box()
        box.size = CGSize(width: 50, height: 30)
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
        """
        let solved = CodeBlock.solve(code, language: .swift, options: "canvas=375x60", optionsAt: SourceLocation(line: 1, column: 1),
                                     origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375])
        XCTAssertEqual(frame(solved, "box"), [16, 16, 50, 30])
        XCTAssertEqual(summary(solved), [])
    }
}
