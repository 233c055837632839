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

    func testSnapKitAndVFL() throws {
        let snap = try snippet(.snapKit)
        XCTAssertTrue(snap.contains("row.snp.makeConstraints { make in\n    make.leading.equalTo(view.layoutMarginsGuide.snp.leading)\n    make.top.equalTo(view.snp.top).offset(20)\n    make.width.lessThanOrEqualTo(200).priority(750).labeled(\"rowWidth\")\n}"), snap)
        // The identifier has no VFL: the dialect is withheld, and says so.
        let parsed = BlockParser.parse(block, origin: SourceLocation(line: 1, column: 1))
        let withheld = CodeOut.offer(for: parsed).withheld
        XCTAssertEqual(withheld.map(\.dialect), [.visualFormat])
    }
}
