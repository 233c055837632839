import PlumbBlocks
import PlumbCode
import XCTest

/// The same API in Objective-C's message and dot syntax.
final class ObjectiveCTests: XCTestCase {
    func testSafeAreaPairInMessageSyntax() {
        // iphone-15: safe area top 59, bottom 34, canvas 393 x 852.
        // top: y 59, 50 tall; bottom: 852 - 34 - 50 = 768.
        let solved = solveCode("""
        @interface ViewController ()
        @property (nonatomic, strong) UIView *topView;
        @end

        @implementation ViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.topView = [[UIView alloc] init];
            self.topView.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:self.topView];

            UIView *bottomView = [UIView new];
            [bottomView setTranslatesAutoresizingMaskIntoConstraints:NO];
            [self.view addSubview:bottomView];

            if (@available(iOS 11, *)) {
                UILayoutGuide *guide = self.view.safeAreaLayoutGuide;
                [self.topView.leadingAnchor constraintEqualToAnchor:guide.leadingAnchor].active = YES;
                [self.topView.trailingAnchor constraintEqualToAnchor:guide.trailingAnchor].active = YES;
                [self.topView.topAnchor constraintEqualToAnchor:guide.topAnchor].active = YES;
                [self.topView.heightAnchor constraintEqualToConstant:50.0].active = YES;
                [bottomView.leadingAnchor constraintEqualToAnchor:guide.leadingAnchor].active = YES;
                [bottomView.trailingAnchor constraintEqualToAnchor:guide.trailingAnchor].active = YES;
                [bottomView.bottomAnchor constraintEqualToAnchor:guide.bottomAnchor].active = YES;
                [bottomView.heightAnchor constraintEqualToConstant:50.0].active = YES;
            } else {
                [self.topView.topAnchor constraintEqualToAnchor:self.topLayoutGuide.bottomAnchor].active = YES;
            }
        }

        @end
        """, .objectiveC, widths: [], options: "breakpoints=iphone-15")
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "topView"), [0, 59, 393, 50])
        XCTAssertEqual(frame(solved, "bottomView"), [0, 768, 393, 50])
    }

    func testVisualFormatWithVariableBindingsAndMetrics() {
        // H: 20 + field + 20 = 375 → 335 wide; V: 100 down, 44 tall, 12 apart.
        let solved = solveCode("""
        UIView *username = [[UIView alloc] init];
        UIView *password = [[UIView alloc] init];
        for (UIView *field in @[username, password]) {
            field.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:field];
        }
        NSDictionary *views = NSDictionaryOfVariableBindings(username, password);
        NSDictionary *metrics = @{@"pad": @20, @"h": @44};
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[username]-pad-|" options:0 metrics:metrics views:views]];
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-100-[username(h)]-12-[password(==username)]"
                                                                          options:NSLayoutFormatAlignAllLeading | NSLayoutFormatAlignAllTrailing
                                                                          metrics:metrics views:views]];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "username"), [20, 100, 335, 44])
        XCTAssertEqual(frame(solved, "password"), [20, 156, 335, 44])
    }

    func testRootSizeThroughCGRectGetWidth() {
        // CGRectGetWidth(self.view.frame) / 2 at 320 = 160.
        let solved = solveCode("""
        UIView *half = [[UIView alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.frame) / 2, 40)];
        [self.view addSubview:half];
        """, .objectiveC, widths: [320])
        XCTAssertEqual(frame(solved, "half"), [0, 0, 160, 40])
        XCTAssertEqual(solved.allDiagnostics.map(\.severity), [.note])
    }

    func testItemAttributeFormWithObjectiveCConstants() {
        // width = 0.5 * root width (375) = 187.5, height 20, pinned to the top left.
        let solved = solveCode("""
        UIView *bar = [[UIView alloc] init];
        bar.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:bar];
        [NSLayoutConstraint activateConstraints:@[
            [NSLayoutConstraint constraintWithItem:bar attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual
                                            toItem:self.view attribute:NSLayoutAttributeWidth multiplier:0.5 constant:0],
            [bar.heightAnchor constraintEqualToConstant:20],
            [bar.topAnchor constraintEqualToAnchor:self.view.topAnchor],
            [bar.leftAnchor constraintEqualToAnchor:self.view.leftAnchor],
        ]];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "bar"), [0, 0, 187.5, 20])
    }

    func testAMissingSemicolonIsAnError() {
        let solved = solveCode("UIView *a = [[UIView alloc] init]\n[self.view addSubview:a];\n", .objectiveC)
        // Said where the ';' goes: after line 1's 33 characters, column 34.
        XCTAssertEqual(summary(solved), ["error syntax 1:34"])
    }
}

extension ObjectiveCTests {
    func testACustomViewWithInitWithFrameAndIntrinsicContentSize() {
        // 120 x 30 by its intrinsic size, centred: x = (375 - 120) / 2 = 127.5, y = (667 - 30) / 2 = 318.5.
        let solved = solveCode("""
        @interface BadgeView : UIView
        @end

        @implementation BadgeView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                self.backgroundColor = [UIColor orangeColor];
            }
            return self;
        }
        - (CGSize)intrinsicContentSize {
            return CGSizeMake(120, 30);
        }
        @end

        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            BadgeView *badge = [[BadgeView alloc] initWithFrame:CGRectZero];
            badge.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:badge];
            [badge.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor].active = YES;
            [badge.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor].active = YES;
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "badge"), [127.5, 318.5, 120, 30])
        XCTAssertEqual(solved.block.item(named: "badge")?.properties.color, "#ff8000")
    }
}

extension ObjectiveCTests {
    func testALazyGetterWithItsInstanceVariable() {
        // The getter makes the label once; 20 in from the top left.
        let solved = solveCode("""
        @interface ViewController ()
        @property (nonatomic, strong) UIView *banner;
        @end

        @implementation ViewController
        - (UIView *)banner {
            if (!_banner) {
                _banner = [[UIView alloc] initWithFrame:CGRectMake(20, 20, 100, 30)];
                _banner.layer.cornerRadius = 4;
            }
            return _banner;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.banner];
        }
        @end
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "banner"), [20, 20, 100, 30])
    }
}

extension ObjectiveCTests {
    func testMasonryReadsAsSnapKit() {
        // Masonry's insets negate the far edges as SnapKit's do: 10, 20 → 20, 10, 375 - 40 = 335, 200 - 20 = 180 (the card);
        // the badge: 8 under the card, left-aligned with it, 44 x 22.
        let solved = solveCode("""
        UIView *card = [UIView new];
        UIView *badge = [UIView new];
        [self.view addSubview:card];
        [self.view addSubview:badge];
        [card mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(10, 20, 0, 20));
            make.height.mas_equalTo(180);
        }];
        [badge mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(card.mas_bottom).with.offset(8);
            make.left.equalTo(card);
            make.size.mas_equalTo(CGSizeMake(44, 22));
        }];
        """, .objectiveC)
        XCTAssertEqual(summary(solved), [])
        XCTAssertEqual(frame(solved, "card"), [20, 10, 335, 180])
        XCTAssertEqual(frame(solved, "badge"), [20, 198, 44, 22])
    }
}
