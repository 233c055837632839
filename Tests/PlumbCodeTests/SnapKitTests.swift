import PlumbBlocks
import PlumbCode
import XCTest

/// SnapKit's semantics (its `ConstraintConstantTarget.swift`: `inset` is
/// negated for right, bottom, trailing and taken twice off sizes; `offset`
/// is added as written), each with frames derived by hand at 375 x 667.
final class SnapKitTests: XCTestCase {
    private func snap(_ body: String, widths: [Double] = [375]) -> SolvedBlock {
        solveCode("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
        \(body)
        }
        """, widths: widths)
    }

    func testEdgesInsetIsNegatedOnTheFarEdges() {
        // edges.inset(20): top 20, left 20, bottom -20, right -20 → 20, 20, 335 x 627.
        let solved = snap("    make.edges.equalToSuperview().inset(20)")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [20, 20, 335, 627])
    }

    func testEdgeInsetsPerSide() {
        // UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40): x 20, y 10, w 375-60 = 315, h 667-40 = 627.
        let solved = snap("    make.edges.equalTo(view).inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [20, 10, 315, 627])
    }

    func testOffsetIsAddedAsWrittenAndSizesInsetTwice() {
        // right.offset(-30) → right at 345; width = superview - 2 * 50 = 275; left = 345 - 275 = 70.
        // height.equalTo(40); top.equalTo(100) relates to the superview's top: y = 100.
        let solved = snap("""
            make.right.equalToSuperview().offset(-30)
            make.width.equalToSuperview().inset(50)
            make.height.equalTo(40)
            make.top.equalTo(100)
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [70, 100, 275, 40])
    }

    func testSizeCenterMultipliedAndDivided() {
        // size 0.5 * 375 = 187.5 wide, 667 / 4 = 166.75 tall, centred: x 93.75, y 250.125.
        let solved = snap("""
            make.center.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [93.75, 250.125, 187.5, 166.75])
    }

    func testChainsPrioritiesAndLabels() {
        // width 500 @high loses to width <= superview: 375; top.left.equalToSuperview(); size by CGSize height 44.
        let solved = snap("""
            make.top.left.equalToSuperview()
            make.width.equalTo(500).priority(.high)
            make.width.lessThanOrEqualToSuperview().labeled("fits")
            make.height.equalTo(CGSize(width: 10, height: 44))
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [0, 0, 375, 44])
        XCTAssertNotNil(solved.block.constraints.first { $0.identifier == "fits" })
        XCTAssertEqual(solved.block.constraints.first { $0.priority == 750 }?.location.line, 5)
    }

    func testRelatingToAnotherViewsAttributeAndAGuide() {
        // top view: 60 tall under the safe area top (0 at a plain width); below: 10 under it, 30 tall.
        let solved = solveCode("""
        let header = UIView()
        let body = UIView()
        view.addSubview(header)
        view.addSubview(body)
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(60)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(10)
            make.leading.trailing.equalTo(header)
            make.height.equalTo(30)
        }
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "header"), [0, 0, 375, 60])
        XCTAssertEqual(frame(solved, "body"), [0, 70, 375, 30])
    }

    func testRemakeReplacesAndUpdateChangesTheConstant() {
        // remake drops the 100 height for 200; update moves top from 10 to 40.
        let solved = solveCode("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.size.equalTo(100)
        }
        box.snp.remakeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.width.equalTo(100)
            make.height.equalTo(200)
        }
        box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(40)
        }
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [10, 40, 100, 200])
    }

    func testUpdateWithoutAMatchIsWhereSnapKitStops() {
        let solved = solveCode("""
        let box = UIView()
        view.addSubview(box)
        box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(40)
        }
        """)
        XCTAssertEqual(summary(solved), ["error unsupported 4:14"])
    }

    func testAFunctionReferenceWithoutItsCallIsAnError() {
        // `equalToSuperview` without () constrains nothing: an error at its column.
        let solved = snap("    make.edges.equalToSuperview")
        XCTAssertEqual(summary(solved), ["error syntax 4:16"])
        XCTAssertTrue(solved.breakpoints.isEmpty)
    }

    func testTheScrollViewArticleExample() {
        // Content 20 + 400 + 20 + 500 + 20 = 960 tall; widths 375 - 40 = 335; content width 375.
        let solved = solveCode("""
        class ViewController: UIViewController {
            let scrollView = UIScrollView()
            let redView = UIView()
            let blueView = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(redView)
                scrollView.addSubview(blueView)
                scrollView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                redView.snp.makeConstraints { (make) in
                    make.top.left.equalToSuperview().offset(20)
                    make.right.equalToSuperview().offset(-20)
                    make.width.equalToSuperview().inset(20)
                    make.height.equalTo(400)
                }
                blueView.snp.makeConstraints { make in
                    make.top.equalTo(redView.snp.bottom).offset(20)
                    make.left.right.equalTo(redView)
                    make.height.equalTo(500)
                    make.bottom.equalToSuperview().inset(20)
                }
            }
        }
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "scrollView"), [0, 0, 375, 667])
        XCTAssertEqual(frame(solved, "redView"), [20, 20, 335, 400])
        XCTAssertEqual(frame(solved, "blueView"), [20, 440, 335, 500])
        XCTAssertEqual(solved.breakpoints[0].contentSizes["scrollView"]?.height, 960)
        XCTAssertEqual(solved.breakpoints[0].contentSizes["scrollView"]?.width, 375)
    }
}

extension SnapKitTests {
    func testAStoredConstraintUpdatedLater() {
        // The top constraint is kept and updated from 10 to 50, as an animation's setup does.
        let solved = solveCode("""
        class ViewController: UIViewController {
            let box = UIView()
            var topConstraint: Constraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                box.snp.makeConstraints { make in
                    self.topConstraint = make.top.equalToSuperview().offset(10).constraint
                    make.left.equalToSuperview()
                    make.size.equalTo(CGSize(width: 30, height: 20))
                }
                topConstraint?.update(offset: 50)
            }
        }
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "box"), [0, 50, 30, 20])
    }
}

extension SnapKitTests {
    func testSnapKitsPairingOfAttributes() {
        // SnapKit's Constraint.init: a centre given a constant relates to the superview's left (or top):
        // centerX == left + 100, so x = 100 - 20 = 80; edges to margins side by side: card's edges sit
        // on the root's margins (a view controller's root: 16 at the sides at 375, 0 at top and bottom
        // without a safe area); a different target set takes its first.
        let solved = solveCode("""
        let dot = UIView()
        let card = UIView()
        let bar = UIView()
        view.addSubview(dot)
        view.addSubview(card)
        view.addSubview(bar)
        dot.snp.makeConstraints { make in
            make.centerX.equalTo(100)
            make.top.equalToSuperview()
            make.size.equalTo(40)
        }
        card.snp.makeConstraints { make in
            make.edges.equalTo(view.snp.margins)
        }
        bar.snp.makeConstraints { make in
            make.top.bottom.equalTo(dot.snp.centerY)
            make.left.width.equalTo(10)
        }
        """)
        XCTAssertEqual(frame(solved, "dot"), [80, 0, 40, 40])
        XCTAssertEqual(frame(solved, "card"), [16, 0, 343, 667])
        // bar.top == dot.centerY and bar.bottom == dot.centerY: a zero-height bar at y 20.
        XCTAssertEqual(frame(solved, "bar")?[1], 20)
        XCTAssertEqual(frame(solved, "bar")?[3], 0)
    }
}
