import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A view's bounds origin moved from code (issue 33, frame vs bounds): the
/// forms UIKit code writes (`bounds.origin`, one coordinate of it,
/// `contentOffset.y`, and Objective-C's whole rectangle that keeps its own
/// size), each read as the origin alone. UIView.bounds: the origin is the
/// point of the view's own coordinate space shown at its top-left corner,
/// so it moves where subviews are drawn and changes no frame.
final class BoundsOriginFromCodeTests: XCTestCase {
    /// card: 100 from the top, 20 in, 200 × 120. badge: 60 down and 10 in
    /// from card's top-left, 50 × 30. Frames by hand: card (20, 100, 200,
    /// 120), badge (10, 60, 50, 30) in card's coordinates, whatever card's
    /// bounds origin is.
    private func swift(_ move: String) -> String {
        """
        let card = UIView()
        let badge = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 120),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 60),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        \(move)
        """
    }

    private func objc(_ move: String) -> String {
        """
        UIView *card = [[UIView alloc] init];
        UIView *badge = [[UIView alloc] init];
        card.translatesAutoresizingMaskIntoConstraints = NO;
        badge.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:card];
        [card addSubview:badge];
        [NSLayoutConstraint activateConstraints:@[
            [card.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100],
            [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20],
            [card.widthAnchor constraintEqualToConstant:200],
            [card.heightAnchor constraintEqualToConstant:120],
            [badge.topAnchor constraintEqualToAnchor:card.topAnchor constant:60],
            [badge.leadingAnchor constraintEqualToAnchor:card.leadingAnchor constant:10],
            [badge.widthAnchor constraintEqualToConstant:50],
            [badge.heightAnchor constraintEqualToConstant:30],
        ]];
        \(move)
        """
    }

    /// The origin the solution reports for card, after checking that no
    /// frame moved and nothing was reported.
    private func cardOrigin(_ code: String, _ language: CodeLanguage = .swift, file: StaticString = #filePath, line: UInt = #line) -> BoundsOrigin? {
        let solved = solveCode(code, language)
        XCTAssertEqual(summary(solved), [], file: file, line: line)
        XCTAssertEqual(frame(solved, "card"), [20, 100, 200, 120], file: file, line: line)
        XCTAssertEqual(frame(solved, "badge"), [10, 60, 50, 30], file: file, line: line)
        return solved.breakpoints.first?.boundsOrigins["card"]
    }

    func testSwiftBoundsOrigin() {
        // badge is drawn at its frame less card's origin: 60 − 40 = 20 below card's top.
        let solved = solveCode(swift("card.bounds.origin = CGPoint(x: 0, y: 40)"))
        XCTAssertEqual(solved.breakpoints.first?.boundsShift(of: "badge"), BoundsOrigin(x: 0, y: 40))
        XCTAssertEqual(cardOrigin(swift("card.bounds.origin = CGPoint(x: 0, y: 40)")), BoundsOrigin(x: 0, y: 40))
        XCTAssertNil(cardOrigin(swift("card.bounds.origin = .zero")), "a zero origin is no move")
    }

    func testOneCoordinateKeepsTheOther() {
        // y set to 40, then x moved by 5 from 0 and y by 2 more: (5, 42).
        XCTAssertEqual(cardOrigin(swift("card.bounds.origin.y = 40\ncard.bounds.origin.x += 5\ncard.bounds.origin.y += 2")),
                       BoundsOrigin(x: 5, y: 42))
    }

    func testTheWholeRectangleWithItsOwnSize() {
        XCTAssertEqual(cardOrigin(swift("card.bounds = CGRect(origin: CGPoint(x: 0, y: 40), size: card.bounds.size)")), BoundsOrigin(x: 0, y: 40))
        XCTAssertEqual(cardOrigin(swift("card.bounds = CGRect(x: 3, y: 40, width: card.bounds.width, height: card.bounds.size.height)")),
                       BoundsOrigin(x: 3, y: 40))
        XCTAssertEqual(cardOrigin(objc("card.bounds = CGRectMake(0, 40, CGRectGetWidth(card.bounds), CGRectGetHeight(card.bounds));"), .objectiveC),
                       BoundsOrigin(x: 0, y: 40))
    }

    func testScrollViewOffsetCoordinate() {
        let code = """
        let feed = UIScrollView()
        feed.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(feed)
        feed.contentOffset.y = 120
        """
        XCTAssertEqual(solveCode(code).breakpoints.first?.boundsOrigins["feed"], BoundsOrigin(x: 0, y: 120))
        // A plain view has no contentOffset: the error is at the member, line 5 column 6.
        let plain = solveCode(swift("card.contentOffset.y = 120"))
        XCTAssertEqual(summary(plain).filter { $0.hasPrefix("error") }, ["error unknown-name 17:6"])
    }

    /// Objective-C: `card.bounds.origin = …` does not compile (clang:
    /// "expression is not assignable"); the error is at `bounds`, line 17
    /// column 6, and suggests the whole rectangle.
    func testObjectiveCStructMemberIsAnErrorInBothLanguages() throws {
        let solved = solveCode(objc("card.bounds.origin = CGPointMake(0, 40);"), .objectiveC)
        XCTAssertEqual(summary(solved), ["error syntax 17:6"])
        let d = try XCTUnwrap(solved.allDiagnostics.first)
        XCTAssertEqual(d.words(in: .english).suggestion,
                       "assign the whole rectangle, keeping its size: card.bounds = CGRectMake(x, y, CGRectGetWidth(card.bounds), CGRectGetHeight(card.bounds));")
        XCTAssertTrue(d.words(in: .english).message.contains("cannot assign to 'card.bounds.origin'"), d.message)
        XCTAssertTrue(d.words(in: .chinese).message.hasPrefix("Objective-C 不能给 'card.bounds.origin' 赋值"), d.words(in: .chinese).message)
        XCTAssertTrue(try XCTUnwrap(d.words(in: .chinese).suggestion).hasPrefix("整个矩形一起赋值"))
    }

    func testAValueThatIsNotAPointIsAnError() {
        // The value's column: line 17, `card.bounds.origin = ` is 21 characters.
        XCTAssertEqual(summary(solveCode(swift("card.bounds.origin = 40"))), ["error type-mismatch 17:22"])
    }

    /// Every Code tab writes the moved origin (Swift, SnapKit and VFL
    /// `bounds.origin =`, Objective-C the whole rectangle) and reads back to it.
    func testTheCodeTabsReadBack() {
        let block = """
        canvas 375x667
        view card bounds.origin=0,40
          view badge
        card.top == root.top + 100
        card.leading == root.leading + 20
        card.width == 200
        card.height == 120
        badge.top == card.top + 60
        badge.leading == card.leading + 10
        badge.width == 50
        badge.height == 30
        """
        let parsed = SolvedBlock.solve(block, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [375]).parsed
        let offer = CodeOut.offer(for: parsed)
        XCTAssertEqual(Set(offer.snippets.map(\.dialect)), Set(CodeDialect.allCases), "\(offer.withheld)")
        for snippet in offer.snippets {
            XCTAssertEqual(cardOrigin(snippet.code, snippet.dialect.language), BoundsOrigin(x: 0, y: 40), snippet.code)
        }
    }
}
