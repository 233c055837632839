import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// A view subclass moving its own bounds origin, in its initializer or in
/// `layoutSubviews` (issue 33): the same origin as the outside form
/// (`BoundsOriginFromCodeTests`), `self.` written or not. card: 100 from
/// the top, 20 in, 200 × 120; its badge 60 down and 10 in, 50 × 30, frames
/// in card's coordinates that the origin does not change.
final class BoundsOriginInsideViewTests: XCTestCase {
    private func swift(initializer move: String = "", layoutSubviews: String = "") -> String {
        """
        class CardView: UIView {
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: topAnchor, constant: 60),
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                    badge.widthAnchor.constraint(equalToConstant: 50),
                    badge.heightAnchor.constraint(equalToConstant: 30),
                ])
                \(move)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                \(layoutSubviews)
            }
        }
        let card = CardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        """
    }

    private func objc(initializer move: String = "", layoutSubviews: String = "") -> String {
        """
        @interface CardView : UIView
        @property (nonatomic, strong) UIView *badge;
        @end

        @implementation CardView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                _badge = [[UIView alloc] init];
                _badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:_badge];
                [NSLayoutConstraint activateConstraints:@[
                    [_badge.topAnchor constraintEqualToAnchor:self.topAnchor constant:60],
                    [_badge.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:10],
                    [_badge.widthAnchor constraintEqualToConstant:50],
                    [_badge.heightAnchor constraintEqualToConstant:30],
                ]];
                \(move)
            }
            return self;
        }
        - (void)layoutSubviews {
            [super layoutSubviews];
            \(layoutSubviews)
        }
        @end

        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            CardView *card = [[CardView alloc] init];
            card.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:card];
            [NSLayoutConstraint activateConstraints:@[
                [card.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100],
                [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20],
                [card.widthAnchor constraintEqualToConstant:200],
                [card.heightAnchor constraintEqualToConstant:120],
            ]];
        }
        @end
        """
    }

    /// card's bounds origin, after checking that no frame moved and that
    /// nothing but the notes on UIKit's callbacks was reported.
    private func cardOrigin(_ code: String, _ language: CodeLanguage = .swift, file: StaticString = #filePath, line: UInt = #line) -> BoundsOrigin? {
        let solved = solveCode(code, language)
        XCTAssertEqual(summary(solved).filter { !$0.hasPrefix("note") }, [], file: file, line: line)
        XCTAssertEqual(frame(solved, "card"), [20, 100, 200, 120], file: file, line: line)
        XCTAssertEqual(frame(solved, "badge"), [10, 60, 50, 30], file: file, line: line)
        return solved.breakpoints.first?.boundsOrigins["card"]
    }

    func testSwiftInTheInitializer() {
        // The origin (0, 40) draws badge 60 − 40 = 20 below card's top, as from outside.
        XCTAssertNil(cardOrigin(swift()), "no move, no origin")
        for move in ["self.bounds.origin = CGPoint(x: 0, y: 40)", "bounds.origin = CGPoint(x: 0, y: 40)", "bounds.origin.y = 40",
                     "self.bounds = CGRect(x: 0, y: 40, width: bounds.width, height: bounds.height)",
                     "bounds = CGRect(origin: CGPoint(x: 0, y: 40), size: self.bounds.size)"] {
            XCTAssertEqual(cardOrigin(swift(initializer: move)), BoundsOrigin(x: 0, y: 40), move)
        }
    }

    func testSwiftInLayoutSubviews() {
        // Run once, at the first pass: 5 across and 40 down.
        XCTAssertEqual(cardOrigin(swift(layoutSubviews: "bounds.origin = CGPoint(x: 5, y: 40)")), BoundsOrigin(x: 5, y: 40))
    }

    func testObjectiveCInTheInitializerAndLayoutSubviews() {
        let move = "self.bounds = CGRectMake(0, 40, CGRectGetWidth(self.bounds), CGRectGetHeight(self.bounds));"
        XCTAssertNil(cardOrigin(objc(), .objectiveC))
        XCTAssertEqual(cardOrigin(objc(initializer: move), .objectiveC), BoundsOrigin(x: 0, y: 40))
        XCTAssertEqual(cardOrigin(objc(layoutSubviews: move), .objectiveC), BoundsOrigin(x: 0, y: 40))
    }

    /// `self.bounds.origin = …` does not compile in Objective-C, inside a
    /// view as outside: the error stands at `bounds` (line 18, column 14)
    /// and suggests the whole rectangle, in both languages.
    func testObjectiveCStructMemberInsideAViewIsAnError() throws {
        let solved = solveCode(objc(initializer: "self.bounds.origin = CGPointMake(0, 40);"), .objectiveC)
        XCTAssertEqual(summary(solved).filter { !$0.hasPrefix("note") }, ["error syntax 18:14"])
        let d = try XCTUnwrap(solved.allDiagnostics.first { $0.severity == .error })
        XCTAssertTrue(d.words(in: .english).message.contains("cannot assign to 'self.bounds.origin'"), d.message)
        XCTAssertTrue(d.words(in: .chinese).message.hasPrefix("Objective-C 不能给 'self.bounds.origin' 赋值"), d.words(in: .chinese).message)
    }
}
