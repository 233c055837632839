import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// The idioms "Code out" writes, pinned on one small block: the block's
/// names, autoresizing off where needed, a priority on a named constraint,
/// hugging as a step off a named level, a size-class branch. (That each
/// snippet means the block is `CodeRoundTripTests`' job.)
final class CodeOutTests: XCTestCase {
    private let block = """
    # A title and a badge
    canvas 320x100
    breakpoints 320
    stack row spacing=8
     label title "Hello" lines=0 hugging.h=251
     view badge intrinsic=24x24
    row.leading == root.margins.leading
    row.top == root.top + 20
    row.width <= 200 @defaultHigh #rowWidth
    when compact:
     badge.hidden = true
    """

    private func snippet(_ dialect: CodeDialect) throws -> String {
        let parsed = BlockParser.parse(block, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        return try XCTUnwrap(CodeOut.offer(for: parsed).snippets.first { $0.dialect == dialect }).code
    }

    func testSwift() throws {
        XCTAssertEqual(try snippet(.swift), """
        // plumb: canvas=320x100 breakpoints=320
        // A title and a badge

        class BadgeView: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 24, height: 24)
            }
        }

        let row = UIStackView()
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)

        let title = UILabel()
        title.text = "Hello"
        title.numberOfLines = 0
        title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        row.addArrangedSubview(title)

        let badge = BadgeView()
        row.addArrangedSubview(badge)

        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        ])
        let rowWidth = row.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        rowWidth.priority = .defaultHigh
        rowWidth.identifier = "rowWidth"
        NSLayoutConstraint.activate([
            rowWidth,
        ])

        if traitCollection.horizontalSizeClass == .compact {
            badge.isHidden = true
        }

        """)
    }

    func testObjectiveC() throws {
        let code = try snippet(.objectiveC)
        XCTAssertTrue(code.contains("@interface BadgeView : UIView\n@end\n\n@implementation BadgeView\n- (CGSize)intrinsicContentSize {\n    return CGSizeMake(24, 24);\n}\n@end"), code)
        XCTAssertTrue(code.contains("@interface FigureViewController : UIViewController\n@end"), code)
        XCTAssertTrue(code.contains("    [title setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];"), code)
        XCTAssertTrue(code.contains("    NSLayoutConstraint *rowWidth = [row.widthAnchor constraintLessThanOrEqualToConstant:200];\n    rowWidth.priority = 750;"), code)
        XCTAssertTrue(code.contains("    if (self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassCompact) {\n        badge.hidden = YES;\n    }"), code)
    }

    func testSnapKit() throws {
        let snap = try snippet(.snapKit)
        XCTAssertTrue(snap.contains("row.snp.makeConstraints { make in\n    make.leading.equalTo(view.layoutMarginsGuide.snp.leading)\n    make.top.equalTo(view.snp.top).offset(20)\n    make.width.lessThanOrEqualTo(200).priority(750).labeled(\"rowWidth\")\n}"), snap)
    }

    func testVFLSaysTheRowsAndTheAnchorAPITheRest() throws {
        // The leading edge on the margin and the top 20 down are rows; the
        // identified width has no VFL, so it is made with the anchor API,
        // in the same tab, after them (the block's order).
        let vfl = try snippet(.visualFormat)
        XCTAssertTrue(vfl.contains("""
        let views: [String: Any] = ["row": row]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[row]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[row]", options: [], metrics: nil, views: views))
        let rowWidth = row.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        rowWidth.priority = .defaultHigh
        rowWidth.identifier = "rowWidth"
        NSLayoutConstraint.activate([
            rowWidth,
        ])
        """), vfl)
    }

    func testVFLJoinsSizesIntoTheirViewsBrackets() throws {
        // a: 8 in, 44 wide; b: 8 after a, between 50 and 100 wide (two
        // predicates of one view, in the order made); then a centre, which
        // VFL cannot say, with the anchor API.
        let parsed = BlockParser.parse("""
        canvas 320x100
        view a
        view b
        a.leading == root.leading + 8
        a.width == 44
        b.leading == a.trailing + 8
        b.width >= 50
        b.width <= 100
        a.centerY == root.centerY
        a.height == 20
        b.top == a.top
        b.height == 20
        """, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        let vfl = try XCTUnwrap(CodeOut.offer(for: parsed).snippets.first { $0.dialect == .visualFormat }).code
        XCTAssertTrue(vfl.contains("""
        let views: [String: Any] = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[a(44)]-8-[b(>=50,<=100)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            a.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[a(20)]", options: [], metrics: nil, views: views))
        """), vfl)
    }

    func testABlockWithNoRowHasNoVFL() {
        // Centres and a multiplier only: nothing for VFL to say, so no tab
        // that would only repeat the Swift one; the reason is shown instead.
        let parsed = BlockParser.parse("""
        canvas 320x100
        view a
        a.center == root.center
        a.width == root.width * 0.5
        a.height == a.width * 0.5
        """, origin: SourceLocation(line: 1, column: 1))
        let offer = CodeOut.offer(for: parsed)
        XCTAssertFalse(offer.snippets.contains { $0.dialect == .visualFormat })
        XCTAssertEqual(offer.withheld.first { $0.dialect == .visualFormat }?.reason, .noVisualFormatRow)
    }

    /// The comments the code carries where the figure shows what code
    /// cannot set are in the page's language: a CSS colour UIKit has no
    /// name for, a `when width` branch. English by
    /// default; Chinese on a Chinese page, in Swift and Objective-C.
    func testCommentsSpeakThePagesLanguage() throws {
        let parsed = BlockParser.parse("""
        canvas 320x100
        breakpoints 320 400
        view box color=lightsteelblue
        box.leading == root.leading
        box.top == root.top
        box.size == 40x40
        when width >= 360:
         box.hidden = true
        """, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        func code(_ dialect: CodeDialect, _ language: Language) throws -> String {
            try XCTUnwrap(CodeOut.offer(for: parsed, language: language).snippets.first { $0.dialect == dialect }).code
        }
        let english = try code(.swift, .english)
        XCTAssertTrue(english.contains("// box is drawn lightsteelblue: a CSS colour UIKit has no name for"), english)
        XCTAssertTrue(english.contains("// 'when width >= 360' reads the width the figure is drawn at"), english)
        for dialect in [CodeDialect.swift, .objectiveC] {
            let chinese = try code(dialect, .chinese)
            XCTAssertTrue(chinese.contains("// box 在图里画成 lightsteelblue：UIKit 没有这个 CSS 颜色的名字"), chinese)
            XCTAssertTrue(chinese.contains("// 'when width >= 360' 读的是图所画的宽度"), chinese)
            XCTAssertFalse(chinese.contains("reads the width"), chinese)
        }
    }
}
