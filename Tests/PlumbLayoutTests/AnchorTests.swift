import XCTest
import PlumbLayout

/// Every anchor and relation, lowered onto (minX, minY, width, height), with
/// the frame each must produce worked out by hand.
final class AnchorTests: XCTestCase {
    /// A 100 x 50 box in a 400 x 300 root, placed by each x-axis anchor:
    /// leading 10 → x 10; trailing 390 → x 290; left 10 → x 10; right 390 →
    /// x 290; centerX 200 → x 150.
    func testEveryHorizontalAnchorPlacesTheBox() {
        let cases: [(String, Double)] = [
            ("box.leading == root.leading + 10", 10),
            ("box.trailing == root.trailing - 10", 290),
            ("box.left == root.left + 10", 10),
            ("box.right == root.right - 10", 290),
            ("box.centerX == root.centerX", 150),
        ]
        for (line, x) in cases {
            let s = Solved("canvas 400x300\nview box\nbox.size == 100x50\nbox.top == root.top\n\(line)")
            XCTAssertEqual(s.frame("box"), [x, 0, 100, 50], line)
            XCTAssertTrue(s.diagnostics().isEmpty, "\(line): \(s.diagnostics().map(\.message))")
        }
    }

    /// Vertically: top 20 → y 20; bottom 280 → y 230; centerY 150 → y 125.
    /// Baselines of a view without text are its bottom edge (UIView).
    func testEveryVerticalAnchorPlacesTheBox() {
        let cases: [(String, Double)] = [
            ("box.top == root.top + 20", 20),
            ("box.bottom == root.bottom - 20", 230),
            ("box.centerY == root.centerY", 125),
            ("box.firstBaseline == root.top + 60", 10),
            ("box.lastBaseline == root.bottom", 250),
        ]
        for (line, y) in cases {
            let s = Solved("canvas 400x300\nview box\nbox.size == 100x50\nbox.leading == root.leading\n\(line)")
            XCTAssertEqual(s.frame("box"), [0, y, 100, 50], line)
        }
    }

    /// Inequalities bind only when needed. Box wants x = 300 @low, but the
    /// required box.trailing <= root.trailing - 20 caps it at 400 - 20 - 100
    /// = 280. In the second block the low pull to x = 0 meets a required
    /// floor of 50: x = 50.
    func testInequalitiesAndPrioritiesAgainstARequiredCap() {
        let s = Solved("""
        canvas 400x300
        view box
        box.size == 100x50
        box.top == root.top
        box.trailing <= root.trailing - 20
        box.leading == root.leading + 300 @low
        """)
        XCTAssertEqual(s.frame("box"), [280, 0, 100, 50])
        let t = Solved("""
        canvas 400x300
        view box
        box.size == 100x50
        box.top == root.top
        box.leading >= root.leading + 50
        box.leading == root.leading @low
        """)
        XCTAssertEqual(t.frame("box"), [50, 0, 100, 50])
    }

    /// Multipliers between dimensions: a.width = root.width * 0.5 - 10 at
    /// width 400 → 190; b.height = a.width / 2 → 95; `/` divides.
    func testMultipliersBetweenDimensions() {
        let s = Solved("""
        canvas 400x300
        view a
        view b
        a.width == root.width * 0.5 - 10
        a.height == 10
        a.top == root.top
        a.leading == root.leading
        b.height == a.width / 2
        b.width == b.height * 2
        b.top == a.bottom
        b.leading == root.leading
        """)
        XCTAssertEqual(s.frame("a"), [0, 0, 190, 10])
        XCTAssertEqual(s.frame("b"), [0, 10, 190, 95])
    }

    /// `system` is the standard 8 pt: b starts 8 after a ends (20 + 60 + 8 =
    /// 88), c starts 2 × 8 = 16 below a (0 + 40 + 16 = 56).
    func testSystemSpacing() {
        let s = Solved("""
        canvas 400x300
        view a
        view b
        view c
        a.size == 60x40
        a.leading == root.leading + 20
        a.top == root.top
        b.size == 10x10
        b.leading == a.trailing + system
        b.top == root.top
        c.size == 10x10
        c.top == a.bottom + system * 2
        c.leading == root.leading
        """)
        XCTAssertEqual(s.frame("b")[0], 88)
        XCTAssertEqual(s.frame("c")[1], 56)
    }

    /// distance(a.trailing, b.leading) is a dimension (anchorWithOffset): it
    /// can equal a constant or another distance. a ends at 70; the gap is 30,
    /// so b starts at 100; c's width equals that gap: 30.
    func testDistanceIsADimension() {
        let s = Solved("""
        canvas 400x300
        view a
        view b
        view c
        a.size == 50x10
        a.leading == root.leading + 20
        a.top == root.top
        b.size == 50x10
        b.top == root.top
        distance(a.trailing, b.leading) == 30
        c.width == distance(a.trailing, b.leading)
        c.height == 10
        c.top == root.top
        c.leading == root.leading
        """)
        XCTAssertEqual(s.frame("b")[0], 100)
        XCTAssertEqual(s.frame("c")[2], 30)
    }

    /// Shorthands. edges + 20 is an inset of 20 on every side of 400 x 300:
    /// (20, 20, 360, 260). center pins the centres at (200, 150), so a
    /// 100 x 60 sibling sits at (150, 120). size == outer.size * 0.5 + 4:
    /// 180 + 4 = 184 by 130 + 4 = 134.
    func testEdgesCenterAndSizeShorthands() {
        let s = Solved("""
        canvas 400x300
        view outer
        view inner
        view half
        outer.edges == root.edges + 20
        inner.center == outer.center
        inner.size == 100x60
        half.size == outer.size * 0.5 + 4
        half.top == root.top
        half.leading == root.leading
        """)
        XCTAssertEqual(s.frame("outer"), [20, 20, 360, 260])
        XCTAssertEqual(s.frame("inner"), [150, 120, 100, 60])
        XCTAssertEqual(s.frame("half"), [0, 0, 184, 134])
    }

    /// A subview's frame is in its superview's space: card at (40, 30), a
    /// child pinned 8 inside card's leading and top is at (8, 8) of card, and
    /// a sibling of card aligned with the child's leading is at 40 + 8 = 48.
    func testFramesAreInTheSuperviewsSpace() {
        let s = Solved("""
        canvas 400x300
        view card
          view child
        view marker
        card.leading == root.leading + 40
        card.top == root.top + 30
        card.size == 200x100
        child.leading == super.leading + 8
        child.top == super.top + 8
        child.size == 20x20
        marker.leading == child.leading
        marker.top == root.top
        marker.size == 5x5
        """)
        XCTAssertEqual(s.frame("child"), [8, 8, 20, 20])
        XCTAssertEqual(s.solutions.first?.frames["child"]?.parent, "card")
        XCTAssertEqual(s.frame("marker"), [48, 0, 5, 5])
    }

    /// alignmentInsets: anchors and intrinsic size refer to the frame inset
    /// by them. An image whose alignment rect is inset 4 on the left and 2 on
    /// the right, with intrinsic 40 x 40 (alignment rect), pinned leading at
    /// 20: the alignment rect spans 20...60, so the frame is x 16, width 46.
    func testAlignmentInsets() {
        let s = Solved("""
        canvas 400x300
        image icon intrinsic=40x40 alignmentInsets=0,4,0,2
        icon.leading == root.leading + 20
        icon.top == root.top
        """)
        XCTAssertEqual(s.frame("icon"), [16, 0, 46, 40])
    }

    /// frame= keeps translatesAutoresizingMaskIntoConstraints on: the view
    /// keeps its frame, and a constraint that moves it conflicts exactly as
    /// in UIKit (NSAutoresizingMaskLayoutConstraint).
    func testAutoresizingFrameConflicts() {
        let s = Solved("""
        canvas 400x300
        view legacy frame=10,20,100,50
        legacy.leading == root.leading + 30
        """)
        XCTAssertEqual(s.frame("legacy"), [10, 20, 100, 50])
        let d = s.diagnostics().first { $0.kind == .unsatisfiable }
        XCTAssertNotNil(d)
        XCTAssertTrue(d?.constraints.contains("NSAutoresizingMaskLayoutConstraint") ?? false)
        XCTAssertEqual(d?.location.line, 3)
    }

    // MARK: Multipliers on positions

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
    /// multiplier:constant:)` and Interface Builder's proportional positions
    /// multiply a *position*; the value is measured in the bounds of the view
    /// the constraint is installed on (the nearest common ancestor, or the
    /// superview itself when one side is the superview). In a 400 × 300
    /// root, a 100 × 50 box:
    /// - `box.centerX == root.centerX * 0.5` → centre 200 × 0.5 = 100, x = 50;
    /// - `box.trailing == root.trailing * 0.8 - 10` → right edge 320 − 10 =
    ///   310, x = 210;
    /// - `box.leading == root.centerX * 1.5` → x = 300;
    /// - `box.centerY == root.bottom * 0.25` → centre 75, y = 50.
    func testMultipliersOnPositionsMeasureInTheSuperviewsBounds() {
        let cases: [(String, [Double])] = [
            ("box.centerX == root.centerX * 0.5\nbox.top == root.top", [50, 0, 100, 50]),
            ("box.trailing == root.trailing * 0.8 - 10\nbox.top == root.top", [210, 0, 100, 50]),
            ("box.leading == root.centerX * 1.5\nbox.top == root.top", [300, 0, 100, 50]),
            ("box.centerY == root.bottom * 0.25\nbox.leading == root.leading", [0, 50, 100, 50]),
        ]
        for (lines, frame) in cases {
            let s = Solved("canvas 400x300\nview box\nbox.size == 100x50\n\(lines)")
            XCTAssertEqual(s.frame("box"), frame, lines)
            XCTAssertTrue(s.diagnostics().isEmpty, "\(lines): \(s.diagnostics().map(\.message))")
        }
    }

    /// Inside a card at x = 100 (200 wide), `dot.centerX == card.centerX *
    /// 0.5` is measured in the card's bounds: card.centerX there is 100, so
    /// the dot's centre is at 50 in the card, x = 50 − 5 = 45 in the card
    /// (145 in the root). Between siblings the space is their superview's:
    /// `b.leading == a.trailing * 2` with a's right edge at 100 + 200 = 300
    /// in the root puts b at 600.
    func testMultipliedPositionsUseTheInstallingViewsSpace() {
        let s = Solved("""
        canvas 800x300
        view card
          view dot
        view b
        card.leading == root.leading + 100
        card.top == root.top
        card.size == 200x100
        dot.size == 10x10
        dot.top == card.top
        dot.centerX == card.centerX * 0.5
        b.leading == card.trailing * 2
        b.top == root.top
        b.size == 10x10
        """)
        XCTAssertEqual(s.frame("dot"), [45, 0, 10, 10])
        XCTAssertEqual(s.frame("b"), [600, 0, 10, 10])
        XCTAssertTrue(s.diagnostics().isEmpty, "\(s.diagnostics().map(\.message))")
    }
}
