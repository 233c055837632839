import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A view class whose initializer takes its own arguments, `init(stars:)`:
/// `RatingView(stars: 4)` runs that initializer with `stars` bound, as Swift
/// does, so what it stores is what `intrinsicContentSize` reads. The view is
/// pinned 16 in and 16 down; its intrinsic size is stars × 24 by 24.
final class InitializerArgumentsTests: XCTestCase {
    private func code(_ made: String, before: String = "") -> String {
        """
        class RatingView: UIView {
            let stars: Int
            init(stars: Int) {
                self.stars = stars
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
            override var intrinsicContentSize: CGSize {
                CGSize(width: CGFloat(stars) * 24, height: 24)
            }
        }
        \(before)
        let rating = \(made)
        rating.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rating)
        rating.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        rating.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
        """
    }

    func testTheCallsArgumentIsBound() {
        // stars = 4: 4 × 24 = 96 wide, 24 high.
        let solved = solveCode(code("RatingView(stars: 4)"))
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "rating"), [16, 16, 96, 24])
    }

    func testTheArgumentIsReadWhereTheViewIsMade() {
        // `n + 2` names the caller's local n = 3: stars = 5, 120 wide.
        XCTAssertEqual(frame(solveCode(code("RatingView(stars: n + 2)", before: "let n = 3")), "rating"), [16, 16, 120, 24])
    }

    func testAnInitializerThatIsNotThereIsAnError() {
        // Swift compiles neither call: RatingView has init(stars:) only.
        let wrongLabel = solveCode(code("RatingView(count: 4)"))
        XCTAssertEqual(summary(wrongLabel), ["error unknown-name 13:14"])
        XCTAssertEqual(wrongLabel.allDiagnostics.first?.message, "the figure does not know RatingView's initializer argument 'count'")
        let none = solveCode(code("RatingView()"))
        XCTAssertEqual(summary(none), ["error syntax 13:14"])
        let words = none.allDiagnostics.first.map { ($0.words(in: .english), $0.words(in: .chinese)) }
        XCTAssertEqual(words?.0.message, "RatingView's only initializers take arguments ('init(stars:)'), and this call passes none")
        XCTAssertEqual(words?.0.suggestion, "pass them, as in 'RatingView(stars: …)'")
        XCTAssertEqual(words?.1.message, "'RatingView' 的初始化方法都要带参数（'init(stars:)'），这里一个也没有传")
    }
}
