import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// `anchorWithOffset(to:)` used directly: the `NSLayoutDimension` it makes
/// is the distance from the receiver to the other anchor (Apple: "the space
/// between the current anchor and the object in the otherAnchor
/// parameter"), and it makes constraints of its own, as a width does.
///
/// Every case has the same three views in a 375-wide root, each 10 tall at
/// the top: `left` at x 0, 40 wide; `right` flush with the trailing edge,
/// 60 wide (x 315); `mid` 50 wide, placed only by the offsets. The gap
/// before `mid` is mid.x - 40, the gap after it 315 - (mid.x + 50) = 265 - mid.x.
final class AnchorWithOffsetTests: XCTestCase {
    static let views = """
    let left = UIView()
    let mid = UIView()
    let right = UIView()
    for v in [left, mid, right] {
        v.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(v)
        v.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        left.widthAnchor.constraint(equalToConstant: 40),
        right.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        right.widthAnchor.constraint(equalToConstant: 60),
        mid.widthAnchor.constraint(equalToConstant: 50),
    ])

    """

    func testTheCentringIdiomSetsTwoOffsetsEqual() {
        // mid.x - 40 = 265 - mid.x → mid.x = 152.5: centred between left and right.
        let solved = solveCode(Self.views + """
        let before = left.trailingAnchor.anchorWithOffset(to: mid.leadingAnchor)
        let after = mid.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
        before.constraint(equalTo: after).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "mid"), [152.5, 0, 50, 10])
        XCTAssertEqual(frame(solved, "right"), [315, 0, 60, 10])
    }

    func testTheOffsetRunsFromTheReceiverToTheOtherAnchor() {
        // left.trailing → mid.leading is 30: mid.x = 40 + 30 = 70. Read the
        // other way (left.trailing - mid.leading = 30) mid.x would be 10.
        let solved = solveCode(Self.views + """
        left.trailingAnchor.anchorWithOffset(to: mid.leadingAnchor).constraint(equalToConstant: 30).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "mid"), [70, 0, 50, 10])
    }

    func testAnOffsetTakesAMultiplierAndAConstant() {
        // before = 2 * after + 15: mid.x - 40 = 2 * (265 - mid.x) + 15 → 3 mid.x = 585 → mid.x = 195.
        let solved = solveCode(Self.views + """
        NSLayoutConstraint.activate([
            left.trailingAnchor.anchorWithOffset(to: mid.leadingAnchor)
                .constraint(equalTo: mid.trailingAnchor.anchorWithOffset(to: right.leadingAnchor), multiplier: 2, constant: 15),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "mid"), [195, 0, 50, 10])
    }

    func testObjectiveCsAnchorWithOffsetToAnchor() {
        // The centring idiom again: mid.x = 152.5; and right's width set to
        // twice the distance from left's leading to its trailing (2 * 40 = 80,
        // x = 375 - 80 = 295), so after = 295 - (mid.x + 50) and before = mid.x - 40:
        // mid.x - 40 = 245 - mid.x → mid.x = 142.5.
        let solved = solveCode("""
        UIView *left = [[UIView alloc] init];
        UIView *mid = [UIView new];
        UIView *right = [UIView new];
        for (UIView *v in @[left, mid, right]) {
            v.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:v];
            [v.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            [v.heightAnchor constraintEqualToConstant:10].active = YES;
        }
        [NSLayoutConstraint activateConstraints:@[
            [left.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
            [left.widthAnchor constraintEqualToConstant:40],
            [right.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
            [right.widthAnchor constraintEqualToAnchor:[left.leadingAnchor anchorWithOffsetToAnchor:left.trailingAnchor] multiplier:2],
            [mid.widthAnchor constraintEqualToConstant:50],
            [[left.trailingAnchor anchorWithOffsetToAnchor:mid.leadingAnchor]
                constraintEqualToAnchor:[mid.trailingAnchor anchorWithOffsetToAnchor:right.leadingAnchor]],
        ]];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "right"), [295, 0, 80, 10])
        XCTAssertEqual(frame(solved, "mid"), [142.5, 0, 50, 10])
    }

    func testAnOffsetHasNoAnchorsOfItsOwn() {
        let solved = solveCode(Self.views + """
        left.trailingAnchor.anchorWithOffset(to: mid.leadingAnchor).constrain(equalToConstant: 30).isActive = true
        """)
        let d = diagnostic(solved, containing: "anchorWithOffset(to:) makes has no method 'constrain'")
        XCTAssertEqual(d?.location.line, 17)
        XCTAssertEqual(d?.suggestion, "did you mean 'constraint'?")
    }

    func testCodeOutWritesADistanceOnTheLeftAndReadsItBack() throws {
        // The same views as a layout block (left and right are words of the
        // layout language: here first and last), centred by two equal distances:
        // mid.x = 152.5 (as above). Before, code out withheld every dialect
        // ("sets a distance between anchors to a constant"); SnapKit has no
        // distances and is still withheld; VFL writes the rows and this one
        // with the anchor API.
        let parsed = BlockParser.parse("""
        canvas 375x100
        breakpoints 375
        view first
        view mid
        view last
        first.leading == root.leading
        first.width == 40
        last.trailing == root.trailing
        last.width == 60
        mid.width == 50
        distance(first.trailing, mid.leading) == distance(mid.trailing, last.leading)
        first.top == root.top
        mid.top == root.top
        last.top == root.top
        first.height == 10
        mid.height == 10
        last.height == 10
        """, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let offer = CodeOut.offer(for: parsed)
        XCTAssertEqual(offer.snippets.map(\.dialect), [.swift, .objectiveC, .visualFormat])
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        XCTAssertTrue(swift.contains("first.trailingAnchor.anchorWithOffset(to: mid.leadingAnchor).constraint(equalTo: mid.trailingAnchor.anchorWithOffset(to: last.leadingAnchor)),"), swift)
        for snippet in offer.snippets {
            let solved = solveCode(snippet.code, snippet.dialect.language, options: "")
            XCTAssertEqual(summary(solved), [], snippet.code)
            XCTAssertEqual(frame(solved, "mid"), [152.5, 0, 50, 10], snippet.code)
        }
    }
}
