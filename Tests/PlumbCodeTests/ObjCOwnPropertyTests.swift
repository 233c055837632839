import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// The rating view in Objective-C (issue 33): an `@property` of a custom
/// view set from outside, by dot syntax or by message, through the class's
/// own setter when it has one. Dot syntax sends `setCount:` (The
/// Objective-C Programming Language, "Declared Properties"); the setter
/// stores through the instance variable and invalidates the intrinsic size;
/// `intrinsicContentSize` reads `self.count` or `_count`. rating is pinned
/// 16 in and 16 down and 24 high; its width is `count × 24`.
final class ObjCOwnPropertyTests: XCTestCase {
    private func code(setter: String = "_count = count;\n    [self invalidateIntrinsicContentSize];", initializer: String = "_count = 3;",
                      getter: String = "self.count", _ statements: String, after: String = "") -> String {
        """
        @interface RatingView : UIView
        @property (nonatomic) NSInteger count;
        @end

        @implementation RatingView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                \(initializer)
            }
            return self;
        }
        - (void)setCount:(NSInteger)count {
            \(setter)
        }
        - (CGSize)intrinsicContentSize {
            return CGSizeMake(\(getter) * 24, UIViewNoIntrinsicMetric);
        }
        @end

        @interface ViewController : UIViewController
        @property (nonatomic, strong) RatingView *rating;
        @end

        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.rating = [[RatingView alloc] init];
            self.rating.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:self.rating];
            [self.rating.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16].active = YES;
            [self.rating.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:16].active = YES;
            [self.rating.heightAnchor constraintEqualToConstant:24].active = YES;
            \(statements)
        }
        - (void)showFive {
            \(after)
        }
        @end
        """
    }

    /// rating's frame and the findings other than notes, as written or in the "Five" tab.
    private func rating(_ code: String, variant: Bool = false) -> (frame: [Double]?, findings: [String]) {
        let solved = solveCode(code, .objectiveC, options: "canvas=375x60 variants=\"Three, Five: showFive()\"")
        let shown = variant ? solved.namedVariants.first?.solved : solved
        guard let shown else { XCTFail("no variant"); return (nil, []) }
        return (frame(shown, "rating"), summary(shown).filter { !$0.hasPrefix("note") })
    }

    func testTheInitializersValueIsRead() {
        // `_count = 3` in initWithFrame: (which `init` calls): 3 × 24 = 72.
        let found = rating(code(""))
        XCTAssertEqual(found.frame, [16, 16, 72, 24])
        XCTAssertEqual(found.findings, [])
    }

    func testAnUnsetScalarPropertyIsZero() {
        // Objective-C zeroes instance variables: count 0, 0 wide.
        XCTAssertEqual(rating(code(initializer: "", "")).frame, [16, 16, 0, 24])
    }

    func testDotSyntaxAndTheMessageCallTheSetter() {
        // 5 × 24 = 120, the getter reading the property or its instance variable.
        for statement in ["self.rating.count = 5;", "[self.rating setCount:5];"] {
            for getter in ["self.count", "_count", "[self count]"] {
                let found = rating(code(getter: getter, statement))
                XCTAssertEqual(found.frame, [16, 16, 120, 24], "\(statement) \(getter)")
                XCTAssertEqual(found.findings, [], "\(statement) \(getter)")
            }
        }
    }

    func testTheSetterDecidesWhatIsStored() {
        // A setter that clamps (`MIN(count, 4)` written as a branch): 5 stores 4, 96 wide.
        let clamping = "if (count > 4) {\n        _count = 4;\n    } else {\n        _count = count;\n    }"
        XCTAssertEqual(rating(code(setter: clamping, "self.rating.count = 5;")).frame, [16, 16, 96, 24])
        // A setter that stores nothing: the 3 from init stays, 72.
        XCTAssertEqual(rating(code(setter: "", "self.rating.count = 5;")).frame, [16, 16, 72, 24])
    }

    func testAVariantsChangeThroughTheSetter() {
        // "Five" tab, after the first pass: the setter invalidates, so 120, no warning.
        let observed = rating(code("", after: "self.rating.count = 5;"), variant: true)
        XCTAssertEqual(observed.frame, [16, 16, 120, 24])
        XCTAssertEqual(observed.findings, [])
        // A setter without the invalidation: UIKit keeps 72, and the warning
        // stands at the assignment's member (line 37: `self.rating.count`, `count` at column 17).
        let stale = rating(code(setter: "_count = count;", "", after: "self.rating.count = 5;"), variant: true)
        XCTAssertEqual(stale.frame, [16, 16, 72, 24])
        XCTAssertEqual(stale.findings, ["warning unsupported 37:17"])
    }

    /// A value the getter cannot use (`@"five"` multiplied by 24): one
    /// error, at the `*` of the getter (line 18, under the two-line setter; column 34), worded in both
    /// languages; no second error about the getter as a whole, and no figure.
    func testAValueTheGetterCannotUseIsOneErrorAtItsLine() throws {
        let solved = solveCode(code("self.rating.count = @\"five\";"), .objectiveC, options: "canvas=375x60")
        XCTAssertEqual(summary(solved).filter { !$0.hasPrefix("note") }, ["error type-mismatch 18:34"])
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertEqual(d.words(in: .english).message, "'*' cannot combine a string and a number")
        XCTAssertTrue(d.words(in: .chinese).message.hasPrefix("'*'"), d.words(in: .chinese).message)
        XCTAssertNil(frame(solved, "rating"))
    }
}
