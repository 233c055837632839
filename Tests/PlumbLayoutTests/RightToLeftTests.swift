import XCTest
import PlumbLayout

/// Right-to-left: leading is the right edge, trailing the left; constants on
/// leading/trailing relations count in the reading direction; left and right
/// never flip.
final class RightToLeftTests: XCTestCase {
    /// At 375 in RTL, a (50 wide) 20 from the leading edge ends at 355: x 305.
    /// b follows 8 after a's trailing (left) edge: ends at 297, x 247. c uses
    /// left: x 10 in both directions. The LTR pass of the same block puts a
    /// at 20 and b at 78.
    func testLeadingAndTrailingFlipLeftAndRightDoNot() {
        let s = Solved("""
        canvas 375x100
        direction ltr rtl
        view a
        view b
        view c
        a.size == 50x10
        b.size == 50x10
        c.size == 50x10
        a.top == root.top
        b.top == root.top
        c.top == root.top
        a.leading == root.leading + 20
        b.leading == a.trailing + 8
        c.left == root.left + 10
        """)
        XCTAssertEqual(s.solutions.map(\.direction), [.ltr, .rtl])
        XCTAssertEqual(s.frame("a", at: 0)[0], 20)
        XCTAssertEqual(s.frame("b", at: 0)[0], 78)
        XCTAssertEqual(s.frame("a", at: 1)[0], 305)
        XCTAssertEqual(s.frame("b", at: 1)[0], 247)
        XCTAssertEqual(s.frame("c", at: 0)[0], 10)
        XCTAssertEqual(s.frame("c", at: 1)[0], 10)
    }

    /// VFL's default direction follows the layout: |-10-[a(50)] in RTL puts a
    /// 10 from the right (x 315); `direction=leftToRight` does not flip (x 10).
    func testVisualFormatFlipsUnlessPinned() {
        let s = Solved("""
        canvas 375x100
        direction rtl
        view a
        view b
        H:|-10-[a(50)]
        H:|-10-[b(50)] direction=leftToRight
        V:|[a(10)]
        V:|[b(10)]
        """)
        XCTAssertEqual(s.frame("a")[0], 315)
        XCTAssertEqual(s.frame("b")[0], 10)
    }

    /// `when rtl:` applies only to the right-to-left pass; distance() is
    /// measured in the reading direction, so a gap of 30 is 30 either way.
    func testConditionsAndDistanceInRTL() {
        let s = Solved("""
        canvas 300x100
        direction ltr rtl
        view a
        view b
        a.size == 50x10
        b.size == 50x10
        a.top == root.top
        b.top == root.top
        a.leading == root.leading @low
        distance(a.trailing, b.leading) == 30
        when rtl:
          a.leading == root.leading + 5 @high
        """)
        XCTAssertEqual(s.frame("a", at: 0)[0], 0)           // only the low pull
        XCTAssertEqual(s.frame("b", at: 0)[0], 80)          // 0 + 50 + 30
        XCTAssertEqual(s.frame("a", at: 1)[0], 245)         // ends 5 from the right: 300 - 5 - 50
        XCTAssertEqual(s.frame("b", at: 1)[0], 165)         // 245 - 30 - 50
    }

    /// Inequalities turn round with the reading direction: `|-(>=10)-[a]`
    /// keeps a at least 10 from the leading (right) edge, so the low pull to
    /// the leading edge stops at x = 300 - 10 - 50 = 240; in LTR at x = 10.
    func testInequalitiesFollowTheReadingDirection() {
        let s = Solved("""
        canvas 300x100
        direction ltr rtl
        view a
        H:|-(>=10)-[a(50)]
        a.leading == root.leading @low
        V:|[a(10)]
        """)
        XCTAssertEqual(s.frame("a", at: 0)[0], 10)
        XCTAssertEqual(s.frame("a", at: 1)[0], 240)
    }
}
