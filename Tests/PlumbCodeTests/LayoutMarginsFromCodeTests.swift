import PlumbBlocks
import PlumbCode
import XCTest

/// A view's margins set in code: `layoutMargins` (left and right as
/// written), `directionalLayoutMargins` (leading and trailing follow the
/// direction) and `preservesSuperviewLayoutMargins`, read as the layout
/// language's `margins=`, `directionalMargins=` and
/// `preservesSuperviewLayoutMargins=` (docs/layout-language.md, Guides).
///
/// Each case: a `card` filling a 375 x 667 root (whose own margins at 375
/// are 16 at the sides and 0 at the top and bottom), and a `child` pinned
/// to the card's layoutMarginsGuide, so the child's frame is the card's
/// margins read off: x = left, y = top, width = 375 - left - right,
/// height = 667 - top - bottom.
final class LayoutMarginsFromCodeTests: XCTestCase {
    func swift(_ margins: String) -> String {
        """
        let card = UIView()
        let child = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.addSubview(child)
        \(margins)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.topAnchor.constraint(equalTo: view.topAnchor),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        """
    }

    func testAViewsOwnMarginsAreEightWithoutPreserving() {
        // UIView's default margins, 8 on every side: 8, 8, 359, 651.
        let solved = solveCode(swift(""))
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "child"), [8, 8, 359, 651])
    }

    func testPreservingTakesTheRootsSixteenAtTheSides() {
        // Each side: max(own 8, the root's margin reaching in). The card's
        // edges lie on the root's, so the sides take the root's 16 and the
        // top and bottom (root 0) keep 8: 16, 8, 375 - 32 = 343, 667 - 16 = 651.
        let solved = solveCode(swift("card.preservesSuperviewLayoutMargins = true"))
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "child"), [16, 8, 343, 651])
    }

    func testDirectionalMarginsFollowTheDirection() {
        // top 4, leading 30, bottom 6, trailing 10: left to right x = 30,
        // width 375 - 40 = 335, y 4, height 667 - 10 = 657; right to left
        // leading is the right side, so x = 10.
        let code = swift("card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 10)")
        let ltr = solveCode(code)
        XCTAssertEqual(summary(ltr), [])
        XCTAssertEqual(frame(ltr, "child"), [30, 4, 335, 657])
        let rtl = solveCode(code, options: "canvas=375x667 direction=rtl")
        XCTAssertEqual(summary(rtl), [])
        XCTAssertEqual(frame(rtl, "child"), [10, 4, 335, 657])
    }

    func testLayoutMarginsStayLeftAndRightInRightToLeft() {
        // left 30, right 10 are sides, not directions: x = 30 either way.
        let solved = solveCode(swift("card.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 6, right: 10)"),
                               options: "canvas=375x667 direction=rtl")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "child"), [30, 4, 335, 657])
    }

    func testZeroDirectionalMarginsThenPreserving() {
        // .zero margins of its own, and preserving: each side is the
        // greater of 0 and the root's, so 16, 0, 343, 667.
        let solved = solveCode(swift("card.directionalLayoutMargins = .zero\ncard.preservesSuperviewLayoutMargins = true"))
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "child"), [16, 0, 343, 667])
    }

    func testObjectiveCMarginsAndPreserving() {
        // Directional margins 4, 30, 6, 10 then preserving: left max(30, 16) = 30,
        // right max(10, 16) = 16, top 4, bottom 6: 30, 4, 375 - 46 = 329, 657.
        let solved = solveCode("""
        UIView *card = [[UIView alloc] init];
        UIView *child = [[UIView alloc] init];
        card.translatesAutoresizingMaskIntoConstraints = NO;
        child.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:card];
        [card addSubview:child];
        card.directionalLayoutMargins = NSDirectionalEdgeInsetsMake(4, 30, 6, 10);
        [card setPreservesSuperviewLayoutMargins:YES];
        [NSLayoutConstraint activateConstraints:@[
            [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
            [card.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
            [card.topAnchor constraintEqualToAnchor:self.view.topAnchor],
            [card.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
            [child.leadingAnchor constraintEqualToAnchor:card.layoutMarginsGuide.leadingAnchor],
            [child.trailingAnchor constraintEqualToAnchor:card.layoutMarginsGuide.trailingAnchor],
            [child.topAnchor constraintEqualToAnchor:card.layoutMarginsGuide.topAnchor],
            [child.bottomAnchor constraintEqualToAnchor:card.layoutMarginsGuide.bottomAnchor],
        ]];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "child"), [30, 4, 329, 657])
    }

    func testPreservingTakesABoolean() {
        let solved = solveCode(swift("card.preservesSuperviewLayoutMargins = 1"))
        let d = diagnostic(solved, containing: "'preservesSuperviewLayoutMargins' takes true or false")
        XCTAssertEqual(d?.location.line, 7)
    }
}
