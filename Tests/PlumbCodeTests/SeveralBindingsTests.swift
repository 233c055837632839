import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import XCTest

/// One `let`/`var` (or one Objective-C declaration) with several names,
/// each bound as if declared alone. Frames by hand at a 375 x 667 root.
final class SeveralBindingsTests: XCTestCase {
    /// a: x 20, y 40, 100 x 50. b: 8 after a, so x = 20 + 100 + 8 = 128,
    /// same top 40, 60 x 50.
    func testSwiftLetWithTwoViews() {
        let solved = solveCode("""
        let a = UIView(), b = UIView()
        var gap: CGFloat = 8, height: CGFloat = 50
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: height),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: gap),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 60),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        """)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "a"), [20, 40, 100, 50])
        XCTAssertEqual(frame(solved, "b"), [128, 40, 60, 50])
    }

    /// The same two views in Objective-C: `UIView *a = …, *b = …;`.
    func testObjectiveCDeclarationWithTwoViews() {
        let solved = solveCode("""
        UIView *a = [UIView new], *b = [UIView new];
        CGFloat gap = 8, height = 50;
        for (UIView *v in @[a, b]) {
            v.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:v];
        }
        [a.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
        [a.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:40].active = YES;
        [a.widthAnchor constraintEqualToConstant:100].active = YES;
        [a.heightAnchor constraintEqualToConstant:height].active = YES;
        [b.leadingAnchor constraintEqualToAnchor:a.trailingAnchor constant:gap].active = YES;
        [b.topAnchor constraintEqualToAnchor:a.topAnchor].active = YES;
        [b.widthAnchor constraintEqualToConstant:60].active = YES;
        [b.heightAnchor constraintEqualToAnchor:a.heightAnchor].active = YES;
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "a"), [20, 40, 100, 50])
        XCTAssertEqual(frame(solved, "b"), [128, 40, 60, 50])
    }

    /// `var a, b: UILabel`: both are labels (swiftc's reading); a later
    /// `a = UILabel()` then binds it. Only the reading is checked here:
    /// nothing is reported as unknown.
    func testSwiftSharedTypeAnnotation() {
        let solved = solveCode("""
        var a, b: UIView
        a = UIView()
        b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
            v.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
        """)
        XCTAssertEqual(summary(solved), [])
        // a at x 0; b right after it at x 10; both 10 x 10 at the top.
        XCTAssertEqual(frame(solved, "a"), [0, 0, 10, 10])
        XCTAssertEqual(frame(solved, "b"), [10, 0, 10, 10])
    }
}

/// A fence option given twice is an error at the second, which is not
/// read: the figure keeps the first (before, the later one silently won).
final class FenceOptionTwiceTests: XCTestCase {
    func testSecondOptionIsAnErrorAndNotRead() {
        // Options start at column 1: "canvas=375x100 canvas=200x100" puts
        // the second 'canvas' at column 16; the block keeps the first width.
        let solved = solveCode("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            a.topAnchor.constraint(equalTo: view.topAnchor),
            a.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        """, widths: [], options: "canvas=375x100 canvas=200x100")
        XCTAssertEqual(summary(solved), ["error duplicate-name 1:16"])
        XCTAssertEqual(solved.block.canvasWidth, 375)
    }
}

