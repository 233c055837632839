import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A view's own property observers, run as Swift runs them (The Swift
/// Programming Language, "Property Observers"): on an assignment from
/// outside, `willSet` first, with the new value as `newValue` (or the
/// name in its parentheses) and the old one still stored; then the store;
/// then `didSet`, with `oldValue`. Neither runs in the class's own
/// initializer. The rating view is pinned 16 in and 16 down and 24 high;
/// its intrinsic width is `count × 24 + growth × 8`, so a test reads from
/// the width both the value stored and what the observer saw.
final class PropertyObserverTests: XCTestCase {
    private func code(_ property: String, initializer: String = "", _ statements: String, after: String = "") -> String {
        """
        class RatingView: UIView {
            var growth = 0
            \(property)
            \(initializer)
            override var intrinsicContentSize: CGSize {
                CGSize(width: CGFloat(count) * 24 + CGFloat(growth) * 8, height: UIView.noIntrinsicMetric)
            }
        }
        let rating = RatingView()
        rating.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rating)
        rating.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        rating.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
        rating.heightAnchor.constraint(equalToConstant: 24).isActive = true
        \(statements)
        func showFive() {
            \(after)
        }
        """
    }

    /// rating's frame and the findings other than notes, as written or in the "Five" tab.
    private func rating(_ code: String, variant: Bool = false) -> (frame: [Double]?, findings: [String]) {
        let solved = solveCode(code, options: "canvas=375x60 variants=\"Three, Five: showFive()\"")
        let shown = variant ? solved.namedVariants.first?.solved : solved
        guard let shown else { XCTFail("no variant"); return (nil, []) }
        return (frame(shown, "rating"), summary(shown).filter { !$0.hasPrefix("note") })
    }

    func testWillSetRunsBeforeTheStoreWithNewValue() {
        // willSet sees count still 3 and newValue 5: growth = 5 − 3 = 2;
        // then 5 is stored: 5 × 24 + 2 × 8 = 136. Run after the store it
        // would give growth 0 and 120; not run at all, 120 too.
        let found = rating(code("var count = 3 {\n        willSet { growth = newValue - count }\n    }", "rating.count = 5"))
        XCTAssertEqual(found.frame, [16, 16, 136, 24])
        XCTAssertEqual(found.findings, [])
    }

    func testWillSetWithItsOwnParameterName() {
        // `willSet(stars)`: the new value is `stars`; the same 136.
        let found = rating(code("var count = 3 {\n        willSet(stars) { growth = stars - count }\n    }", "rating.count = 5"))
        XCTAssertEqual(found.frame, [16, 16, 136, 24])
    }

    func testDidSetSeesTheOldValue() {
        // didSet runs after the store: count is 5, oldValue 3, growth 2, 136 again;
        // `didSet(before)` names it.
        for observer in ["didSet { growth = count - oldValue }", "didSet(before) { growth = count - before }"] {
            XCTAssertEqual(rating(code("var count = 3 {\n        \(observer)\n    }", "rating.count = 5")).frame, [16, 16, 136, 24], observer)
        }
    }

    func testBothObserversRunInOrder() {
        // willSet: growth = 5 − 3 = 2; store 5; didSet: growth = 2 × 2 = 4.
        // 5 × 24 + 4 × 8 = 152. The other order (didSet's doubling of 0,
        // then willSet) would give growth 2 and 136.
        let property = "var count = 3 {\n        willSet { growth = newValue - count }\n        didSet { growth = growth * 2 }\n    }"
        XCTAssertEqual(rating(code(property, "rating.count = 5")).frame, [16, 16, 152, 24])
    }

    func testAnInvalidationInWillSetSeesTheNewValue() {
        // In the "Five" tab, after the first layout pass: willSet
        // invalidates before 5 is stored, and UIKit reads the size at the
        // next pass, after the store: 5 × 24 = 120, with nothing to warn of
        // (read at the invalidation it would still be 72).
        let found = rating(code("var count = 3 {\n        willSet { invalidateIntrinsicContentSize() }\n    }", "", after: "rating.count = 5"),
                           variant: true)
        XCTAssertEqual(found.frame, [16, 16, 120, 24])
        XCTAssertEqual(found.findings, [])
    }

    func testAnInvalidationBeforeTheChangeCounts() {
        // The invalidation only marks the size; the next pass reads count
        // as it is then, 5: 120, no warning.
        let found = rating(code("var count = 3", "", after: "rating.invalidateIntrinsicContentSize()\n    rating.count = 5"), variant: true)
        XCTAssertEqual(found.frame, [16, 16, 120, 24])
        XCTAssertEqual(found.findings, [])
    }

    func testTheInitializerRunsNoObserverButItsOwnMethodsDo() {
        // init stores 4 without willSet: growth stays 0, 4 × 24 = 96.
        let initializer = "override init(frame: CGRect) {\n        super.init(frame: frame)\n        count = 4\n    }\n    func rate(_ stars: Int) {\n        count = stars\n    }"
        let property = "var count = 3 {\n        willSet { growth = newValue - count }\n    }"
        XCTAssertEqual(rating(code(property, initializer: initializer, "")).frame, [16, 16, 96, 24])
        // rate(5) from outside assigns in the class's own method: willSet
        // runs, growth = 5 − 4 = 1: 5 × 24 + 1 × 8 = 128.
        XCTAssertEqual(rating(code(property, initializer: initializer, "rating.rate(5)")).frame, [16, 16, 128, 24])
    }

    /// A misspelt own property from outside: an error at the member (line
    /// 15, column 8) that suggests the class's own `count`, in both languages.
    func testAMisspeltOwnPropertySuggestsTheClasssOwn() throws {
        let solved = solveCode(code("var count = 3", "rating.cuont = 5"), options: "canvas=375x60")
        XCTAssertEqual(summary(solved).filter { $0.hasPrefix("error") }, ["error unknown-name 15:8"])
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertTrue(try XCTUnwrap(d.words(in: .english).suggestion).contains("'count'"), "\(String(describing: d.words(in: .english).suggestion))")
        XCTAssertTrue(try XCTUnwrap(d.words(in: .chinese).suggestion).contains("'count'"), "\(String(describing: d.words(in: .chinese).suggestion))")
    }

    /// Swift's computed property with its own setter, the counterpart of
    /// Objective-C's `setCount:`: the setter stores at most 4 in `stars`,
    /// and the getter reads it back.
    private func computed(invalidating: Bool, parameter: String = "") -> String {
        let name = parameter.isEmpty ? "newValue" : parameter
        return "private var stars = 3\n    var count: Int {\n        get { stars }\n        set\(parameter.isEmpty ? "" : "(\(parameter))") {\n"
            + "            stars = \(name) > 4 ? 4 : \(name)\n" + (invalidating ? "            invalidateIntrinsicContentSize()\n" : "") + "        }\n    }"
    }

    func testAComputedPropertysSetterRuns() {
        // 5 is clamped to 4 by the setter: 4 × 24 = 96; the getter gives 3 before: 72.
        XCTAssertEqual(rating(code(computed(invalidating: false), "")).frame, [16, 16, 72, 24])
        for parameter in ["", "stars"] {
            let found = rating(code(computed(invalidating: false, parameter: parameter == "" ? "" : "wanted"), "rating.count = 5"))
            XCTAssertEqual(found.frame, [16, 16, 96, 24], parameter)
            XCTAssertEqual(found.findings, [], parameter)
        }
    }

    func testAComputedPropertyInAVariant() {
        // The "Five" tab: the setter invalidates, so 96 with no warning;
        // without the invalidation UIKit keeps 72, and says so at `count`
        // (line 23, column 12).
        let observed = rating(code(computed(invalidating: true), "", after: "rating.count = 5"), variant: true)
        XCTAssertEqual(observed.frame, [16, 16, 96, 24])
        XCTAssertEqual(observed.findings, [])
        let stale = rating(code(computed(invalidating: false), "", after: "rating.count = 5"), variant: true)
        XCTAssertEqual(stale.frame, [16, 16, 72, 24])
        XCTAssertEqual(stale.findings, ["warning unsupported 23:12"])
    }
}
