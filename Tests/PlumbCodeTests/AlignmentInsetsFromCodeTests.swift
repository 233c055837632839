import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// `alignmentRectInsets` read from a view subclass's override, and written
/// back as one by the Code tabs. UIKit's rule (UIView.alignmentRectInsets):
/// constraints position the alignment rectangle, the frame is that
/// rectangle grown by the insets.
final class AlignmentInsetsFromCodeTests: XCTestCase {
    private let swift = """
    class ShadowView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 120) }
        override var alignmentRectInsets: UIEdgeInsets {
            UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)
        }
    }
    let photo = ShadowView()
    photo.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(photo)
    NSLayoutConstraint.activate([
        photo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        photo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    """

    func testTheAlignmentRectangleIsCentredAndTheFrameCarriesTheShadow() {
        // The 120 × 120 alignment rectangle is centred in 320 × 240: its
        // origin is (160 − 60, 120 − 60) = (100, 60). The frame adds 30 on
        // the right and at the bottom: (100, 60, 150, 150).
        let solved = solveCode(swift, widths: [320], options: "canvas=320x240")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "photo"), [100, 60, 150, 150])
    }

    func testWithoutTheOverrideTheFrameIsCentred() {
        // Control: the same view without insets is centred by its frame.
        let plain = swift.replacingOccurrences(of: "bottom: 30, right: 30", with: "bottom: 0, right: 0")
        let solved = solveCode(plain, widths: [320], options: "canvas=320x240")
        XCTAssertEqual(frame(solved, "photo"), [100, 60, 120, 120])
    }

    func testObjectiveCMethodOverride() {
        // The same view in Objective-C: insets 30 at the top and left move
        // the frame's origin 30 up and left of the centred rectangle:
        // (100 − 30, 60 − 30) and 150 × 150.
        let code = """
        @interface ShadowView : UIView
        @end
        @implementation ShadowView
        - (CGSize)intrinsicContentSize { return CGSizeMake(120, 120); }
        - (UIEdgeInsets)alignmentRectInsets { return UIEdgeInsetsMake(30, 30, 0, 0); }
        @end
        ShadowView *photo = [[ShadowView alloc] init];
        photo.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:photo];
        [NSLayoutConstraint activateConstraints:@[
            [photo.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
            [photo.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor],
        ]];
        """
        let solved = solveCode(code, .objectiveC, widths: [320], options: "canvas=320x240")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "photo"), [70, 30, 150, 150])
    }

    func testAGetterThatIsNotInsetsIsAnErrorAtTheClass() {
        let bad = swift.replacingOccurrences(of: "UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)", with: "CGSize(width: 1, height: 2)")
        let solved = solveCode(bad, widths: [320], options: "canvas=320x240")
        // At the class's name, and once: adding the view it could not make
        // is not a second error.
        XCTAssertEqual(summary(solved), ["error unsupported 1:7"])
        XCTAssertNotNil(diagnostic(solved, containing: "alignmentRectInsets that returns constant UIEdgeInsets"))
    }

    func testCodeTabsWriteTheOverrideInEveryDialect() throws {
        let parsed = BlockParser.parse("""
        canvas 320x240
        breakpoints 320
        image photo intrinsic=120x120 alignmentInsets=0,0,30,30
        photo.center == root.center
        """, origin: SourceLocation(line: 1, column: 1))
        let offer = CodeOut.offer(for: parsed)
        let swift = try XCTUnwrap(offer.snippets.first { $0.dialect == .swift }).code
        XCTAssertTrue(swift.contains("""
        class PhotoImageView: UIImageView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 120, height: 120)
            }
            override var alignmentRectInsets: UIEdgeInsets {
                return UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)
            }
        }
        """), swift)
        let objc = try XCTUnwrap(offer.snippets.first { $0.dialect == .objectiveC }).code
        XCTAssertTrue(objc.contains("- (UIEdgeInsets)alignmentRectInsets {\n    return UIEdgeInsetsMake(0, 0, 30, 30);\n}"), objc)
        XCTAssertNotNil(offer.snippets.first { $0.dialect == .snapKit })
    }
    /// Code written from a code block's figure names the subclass as the
    /// page's code does (`ShadowView`, not one made up from the view's name,
    /// `PhotoView`), and two views of that class share one declaration.
    func testCodeTabsKeepTheCodesClassName() throws {
        let two = swift.replacingOccurrences(of: "let photo = ShadowView()", with: "let photo = ShadowView()\nlet badge = ShadowView()\nbadge.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(badge)")
            .replacingOccurrences(of: "])", with: "    badge.topAnchor.constraint(equalTo: view.topAnchor),\n    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n])")
        let solved = solveCode(two, widths: [320], options: "canvas=320x240")
        XCTAssertEqual(summary(solved), [])
        for dialect in [CodeDialect.swift, .objectiveC] {
            let code = try XCTUnwrap(CodeOut.offer(for: solved.parsed).snippets.first { $0.dialect == dialect }).code
            let declarations = code.components(separatedBy: dialect == .swift ? "class ShadowView: UIView" : "@implementation ShadowView").count - 1
            XCTAssertEqual(declarations, 1, code)
            XCTAssertFalse(code.contains("PhotoView") || code.contains("BadgeView"), code)
        }
    }
}
