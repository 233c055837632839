import XCTest
import PlumbLayout
import PlumbBlocks
import PlumbDiagnostics

/// Apple's Visual Format Language: each grammar form and the constraints it
/// creates.
final class VisualFormatTests: XCTestCase {
    private let header = "canvas 300x200\nview a\nview b\nview c\n"

    /// |-20-[a(50)]-10-[b(>=30)]-| at 300: a at 20, 50 wide; b at 20 + 50 +
    /// 10 = 80; `-|` is the root's trailing margin (16 at 300 wide), so b ends
    /// at 284 and is 204 wide.
    func testConnectionsSizesAndMarginToSuperview() {
        let s = Solved(header + "H:|-20-[a(50)]-10-[b(>=30)]-|\nV:|[a(10)]\nV:|[b(10)]\nc.size == 1x1\nc.top == root.top\nc.leading == root.leading")
        XCTAssertEqual(s.frame("a"), [20, 0, 50, 10])
        XCTAssertEqual(s.frame("b"), [80, 0, 204, 10])
    }

    /// `|-[a]` pins to the margin (16 at 300); `[a]-[b]` is the standard 8;
    /// flush `[b][c]` is 0; `[c]|` is flush with the superview: c ends at
    /// 300. Sizes from `(==a)`: b and c are as wide as a.
    func testStandardFlushAndEqualWidths() {
        let s = Solved(header + "H:|-[a]-[b(==a)][c(==a)]|\nV:|[a(10)]\nV:|[b(10)]\nV:|[c(10)]")
        // 16 + a + 8 + a + a = 300 → a = 92.
        XCTAssertEqual(s.frame("a"), [16, 0, 92, 10])
        XCTAssertEqual(s.frame("b"), [116, 0, 92, 10])
        XCTAssertEqual(s.frame("c"), [208, 0, 92, 10])
    }

    /// Vertical: V:|-(pad)-[a(40)]-[b(==a)] with let pad = 12: a at 12, 40
    /// tall; b 8 below: 60.
    func testVerticalWithMetrics() {
        let s = Solved("let pad = 12\n" + header + "V:|-pad-[a(40)]-[b(==a)]\nH:|[a(10)]\nH:|[b(10)]\nc.size == 1x1\nc.top == root.top\nc.leading == root.leading")
        XCTAssertEqual(s.frame("a"), [0, 12, 10, 40])
        XCTAssertEqual(s.frame("b"), [0, 60, 10, 40])
    }

    /// Predicate lists and priorities: a wants 300 at low priority but is
    /// capped by (>=50,<=100): 100. The connection -(>=10@750)- yields to a
    /// required pull: b.leading == a.trailing + 5 is allowed to win.
    func testPredicateListsAndPriorities() {
        let s = Solved(header + """
        H:|[a(>=50,<=100)]-(>=10@750)-[b(20)]
        a.width == 300 @low
        b.leading == a.trailing + 5
        V:|[a(10)]
        V:|[b(10)]
        c.size == 1x1
        c.top == root.top
        c.leading == root.leading
        """)
        XCTAssertEqual(s.frame("a")[2], 100)
        XCTAssertEqual(s.frame("b")[0], 105)
    }

    /// align=centerY: b and c share a's centre (a is 40 tall at y 10: centre
    /// 30), so the 10-tall b and c sit at y 25.
    func testAlignmentOption() {
        let s = Solved(header + "H:|[a(10)][b(10)][c(10)] align=centerY\nV:|-10-[a(40)]\nV:[b(10)]\nV:[c(10)]")
        XCTAssertEqual(s.frame("b")[1], 25)
        XCTAssertEqual(s.frame("c")[1], 25)
    }

    /// direction=rightToLeft lays the views out from the right: a ends 10
    /// from the right edge (x 240), b 10 to its left (x 180).
    func testRightToLeftOption() {
        let s = Solved(header + "H:|-10-[a(50)]-10-[b(50)] direction=rightToLeft\nV:|[a(10)]\nV:|[b(10)]\nc.size == 1x1\nc.top == root.top\nc.leading == root.leading")
        XCTAssertEqual(s.frame("a")[0], 240)
        XCTAssertEqual(s.frame("b")[0], 180)
    }

    /// spacing=baselineToBaseline: b's first baseline 20 below a's last. Views
    /// without text have their baselines at the bottom, so b.bottom = a.bottom
    /// + 20 = 30 + 20 and b (10 tall) starts at 40.
    func testBaselineToBaseline() {
        let s = Solved(header + "V:|[a(30)]-20-[b(10)] spacing=baselineToBaseline\nH:|[a(10)]\nH:|[b(10)]\nc.size == 1x1\nc.top == root.top\nc.leading == root.leading")
        XCTAssertEqual(s.frame("b")[1], 40)
    }

    /// The errors Apple's parser gives, in substance, at the right column.
    func testErrorsNameTheColumn() {
        let cases: [(String, String, Int)] = [
            ("H:|-[a]-", "expected a view or '|' after '-'", 9),
            ("H:[a]--5-[b]", "use parentheses around negative numbers", 7),
            ("H:[a]-b-[c]", "not possible to set a space equal to the width or height of a view", 7),
            ("H:[a(>=50@2000)]", "priority 2000 is out of range: use 1...1000", 11),
            ("H:[x]", "unknown view 'x'", 4),
            ("H:[a]-(>8)-[b]", "unknown relation", 8),
            ("H:[a]-[b] spacing=baselineToBaseline", "not valid for a horizontal layout", 11),
            ("H:[a][b] align=width", "unknown alignment 'width'", 16),
            ("H:[a][b] align=leading", "not allowed in a layout along the same axis", 16),
            ("H:[a]-gap-[b]", "encountered metric with name 'gap', but its value was not specified", 7),
        ]
        for (line, message, column) in cases {
            let parsed = BlockParser.parse(header + line)
            let d = parsed.diagnostics.first
            XCTAssertNotNil(d, line)
            XCTAssertTrue(d?.message.contains(message) ?? false, "\(line): \(d?.message ?? "no diagnostic")")
            XCTAssertEqual(d?.location.line, 5, line)
            XCTAssertEqual(d?.location.column, column, line)
        }
    }

    /// One priority rule for constraints and VFL predicates: 1...1000. A
    /// VFL predicate once accepted 0.5 (its rule was "greater than 0") where
    /// the same priority on a constraint line was an error.
    func testVFLPrioritiesFollowTheConstraintRule() {
        let texts = ["view a\nH:|-[a(==50@0.5)]", "view a\na.width == 50 @0.5"]
        let messages = texts.map { SolvedBlock.solve($0, origin: SourceLocation(line: 1, column: 1), line: 1).diagnostics.first?.message ?? "" }
        XCTAssertTrue(messages.allSatisfy { $0.contains("priority 0.5 is out of range: use 1...1000") }, "\(messages)")
    }
}
