import PlumbBlocks
import PlumbCode
import PlumbDiagnostics
import PlumbLayout
import XCTest

/// The names "Code out" writes must compile in each dialect (red-team
/// findings 02, 08 and 14): a view named with a Swift keyword is written in
/// backticks, a constraint's identifier that is a keyword or a type the code
/// names is not its variable, a view named like a type the code uses (or, in
/// Objective-C, a word the language keeps) withholds that dialect, each
/// class of the code's own has a name of its own, and a VFL row names only
/// views VFL can name. Each snippet also reads back to the figure's frames
/// (`CodeRoundTripTests.testNamesTheWritersMustGuardReadBack`).
final class CodeOutNamesTests: XCTestCase {
    private func offer(_ code: String, _ language: CodeLanguage = .swift) -> CodeOffer {
        let solved = solveCode(code, language, options: "canvas=375x200 breakpoints=375")
        XCTAssertEqual(solved.allDiagnostics.filter { $0.severity == .error }.map(\.message), [])
        return CodeOut.offer(for: solved.parsed)
    }

    private func layout(_ text: String) -> CodeOffer {
        let parsed = BlockParser.parse(text, origin: SourceLocation(line: 1, column: 1))
        XCTAssertEqual(parsed.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return CodeOut.offer(for: parsed)
    }

    private func snippet(_ offer: CodeOffer, _ dialect: CodeDialect) throws -> String {
        try XCTUnwrap(offer.snippets.first { $0.dialect == dialect }, "\(dialect) withheld: \(offer.withheld)").code
    }

    private func reason(_ offer: CodeOffer, _ dialect: CodeDialect) -> CodePlanRefusal? {
        offer.withheld.first { $0.dialect == dialect }?.reason
    }

    static let keywordView = """
    let `catch` = UIView()
    `catch`.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(`catch`)
    NSLayoutConstraint.activate([
      `catch`.topAnchor.constraint(equalTo: view.topAnchor),
      `catch`.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      `catch`.widthAnchor.constraint(equalToConstant: 50),
      `catch`.heightAnchor.constraint(equalToConstant: 50),
    ])
    """

    static let mixedNames = """
    let box = UIView()
    let café = UIView()
    for v in [box, café] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      box.widthAnchor.constraint(equalToConstant: 50),
      café.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      café.widthAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: view.topAnchor),
      café.topAnchor.constraint(equalTo: view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 50),
      café.heightAnchor.constraint(equalToConstant: 50),
    ])
    """

    // MARK: Finding 02: names the writers did not guard

    func testAViewNamedWithASwiftKeywordIsWrittenInBackticks() throws {
        let offer = offer(Self.keywordView)
        XCTAssertEqual(try snippet(offer, .swift), """
        // plumb: canvas=375x200 breakpoints=375

        let `catch` = UIView()
        `catch`.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(`catch`)

        NSLayoutConstraint.activate([
            `catch`.topAnchor.constraint(equalTo: view.topAnchor),
            `catch`.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            `catch`.widthAnchor.constraint(equalToConstant: 50),
            `catch`.heightAnchor.constraint(equalToConstant: 50),
        ])

        """)
        XCTAssertEqual(try snippet(offer, .snapKit), """
        // plumb: canvas=375x200 breakpoints=375
        import SnapKit

        let `catch` = UIView()
        view.addSubview(`catch`)

        `catch`.snp.makeConstraints { make in
            make.top.equalTo(view.snp.top)
            make.leading.equalTo(view.snp.leading).offset(8)
            make.width.equalTo(50)
            make.height.equalTo(50)
        }

        """)
        // VFL's string names the view bare, its dictionary's value is the Swift variable.
        let vfl = try snippet(offer, .visualFormat)
        XCTAssertTrue(vfl.contains("""
        let views: [String: Any] = ["catch": `catch`]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[catch]", options: [], metrics: nil, views: views))
        """), vfl)
        // `catch` is no word of Objective-C's (only `@catch` is).
        XCTAssertTrue(try snippet(offer, .objectiveC).contains("    UIView *catch = [[UIView alloc] init];\n"))
    }

    /// Every Swift keyword that cannot name a variable bare, as a view's
    /// name: the three Swift dialects write it in backticks wherever the
    /// code names the view (never bare), and `self` and `super` stay the
    /// code's own (withheld in every dialect).
    func testEverySwiftKeywordIsEscapedInEverySwiftDialect() throws {
        let keywords = ["Any", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer", "deinit",
                        "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
                        "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
                        "repeat", "rethrows", "return", "Self", "static", "struct", "subscript", "switch", "throw", "throws",
                        "true", "try", "typealias", "var", "where", "while"]
        for word in keywords {
            let offer = offer(Self.keywordView.replacingOccurrences(of: "`catch`", with: "`\(word)`"))
            for dialect in [CodeDialect.swift, .snapKit, .visualFormat] {
                let code = try snippet(offer, dialect)
                XCTAssertTrue(code.contains("let `\(word)` = UIView()\n"), "\(dialect) \(word):\n\(code)")
                XCTAssertTrue(code.contains("`\(word)`.snp.makeConstraints") == (dialect == .snapKit), "\(dialect) \(word):\n\(code)")
                for bare in ["let \(word) ", "\n\(word).", "(\(word))", "(\(word).", "\"\(word)\": \(word)]", "    \(word)."] {
                    XCTAssertFalse(code.contains(bare), "\(dialect) \(word) has \(bare):\n\(code)")
                }
            }
        }
        for word in ["self", "super"] {
            let offer = offer(Self.keywordView.replacingOccurrences(of: "`catch`", with: "`\(word)`"))
            XCTAssertEqual(offer.snippets.map(\.dialect), [])
            XCTAssertEqual(reason(offer, .swift), .reservedName(view: word))
        }
    }

    /// A constraint's identifier names its `let` only when it is a name no
    /// other thing of the code has: `NSLayoutConstraint` (which the next
    /// line calls), `defer` (a keyword) and `UIView` (a class the code makes
    /// views of) are the view and anchor's names instead.
    func testAnIdentifierThatIsAKeywordOrATypeIsNotAVariable() throws {
        let offer = offer("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let a = box.widthAnchor.constraint(equalToConstant: 50)
        a.identifier = "NSLayoutConstraint"
        let b = box.heightAnchor.constraint(equalToConstant: 50)
        b.identifier = "defer"
        let c = box.topAnchor.constraint(equalTo: view.topAnchor)
        c.identifier = "UIView"
        NSLayoutConstraint.activate([
          c, a, b,
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
        ])
        """)
        let swift = try snippet(offer, .swift)
        XCTAssertTrue(swift.hasSuffix("""
        let boxWidth = box.widthAnchor.constraint(equalToConstant: 50)
        boxWidth.identifier = "NSLayoutConstraint"
        NSLayoutConstraint.activate([
            boxWidth,
        ])
        let boxHeight = box.heightAnchor.constraint(equalToConstant: 50)
        boxHeight.identifier = "defer"
        NSLayoutConstraint.activate([
            boxHeight,
        ])
        let boxTop = box.topAnchor.constraint(equalTo: view.topAnchor)
        boxTop.identifier = "UIView"
        NSLayoutConstraint.activate([
            boxTop,
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
        ])

        """), swift)
        let objC = try snippet(offer, .objectiveC)
        XCTAssertTrue(objC.contains("""
            NSLayoutConstraint *boxWidth = [box.widthAnchor constraintEqualToConstant:50];
            boxWidth.identifier = @"NSLayoutConstraint";
            [NSLayoutConstraint activateConstraints:@[
                boxWidth,
            ]];
            NSLayoutConstraint *boxHeight = [box.heightAnchor constraintEqualToConstant:50];
            boxHeight.identifier = @"defer";
        """), objC)
        XCTAssertTrue(objC.contains("NSLayoutConstraint *boxTop = [box.topAnchor constraintEqualToAnchor:self.view.topAnchor];\n    boxTop.identifier = @\"UIView\";"), objC)
        let vfl = try snippet(offer, .visualFormat)
        XCTAssertTrue(vfl.contains("let boxWidth = box.widthAnchor") && vfl.contains("let boxTop = box.topAnchor"), vfl)
    }

    /// A view named like a class the code makes views from hides it in
    /// Swift (`let UIView = UIView()`); in Objective-C a view named with one
    /// of the language's words (`BOOL`, `CGFloat`, `Class`, `SEL`, `id`,
    /// `nil`, `YES`, `NSInteger`, a C keyword) cannot be declared. That
    /// dialect is withheld; the others are written.
    func testAViewNamedLikeATypeOrAnObjectiveCWordWithholdsThatDialect() throws {
        func block(_ name: String) -> String {
            "canvas 375x200\nbreakpoints 375\nview \(name)\n\(name).leading == root.leading + 8\n\(name).top == root.top\n\(name).width == 50\n\(name).height == 50"
        }
        for name in ["UIView", "NSLayoutConstraint", "UILabel"] {
            let offer = layout(block(name))
            XCTAssertEqual(offer.snippets.map(\.dialect), [], name)
            for dialect in CodeDialect.allCases { XCTAssertEqual(reason(offer, dialect), .reservedName(view: name), "\(dialect) \(name)") }
        }
        for name in ["BOOL", "CGFloat", "Class", "SEL", "id", "YES", "NO", "NSInteger", "int", "char", "_Bool", "restrict", "errno", "CGRectMake", "UIFontWeightBold"] {
            let offer = layout(block(name))
            XCTAssertEqual(reason(offer, .objectiveC), .reservedName(view: name), name)
            XCTAssertEqual(offer.snippets.map(\.dialect), [.swift, .snapKit, .visualFormat], name)
            XCTAssertTrue(try snippet(offer, .swift).contains("let \(name) = UIView()\n"), name)
        }
        // `nil` is a keyword of both: Swift writes it in backticks, Objective-C is withheld.
        let offer = offer(Self.keywordView.replacingOccurrences(of: "`catch`", with: "`nil`"))
        XCTAssertTrue(try snippet(offer, .swift).contains("let `nil` = UIView()\n"))
        XCTAssertEqual(reason(offer, .objectiveC), .reservedName(view: "nil"))
    }

    // MARK: Finding 08: classes of the code's own

    /// `tag` and `Tag` both would be `TagView`, with different sizes, and a
    /// view is called `TagView`: each class is declared once under a name
    /// nothing else in the code has.
    func testEachClassOfTheCodesOwnHasANameOfItsOwn() throws {
        let offer = layout("""
        view tag intrinsic=50x20
        view Tag intrinsic=60x30
        view TagView
        tag.top == root.top
        tag.leading == root.leading
        Tag.top == tag.bottom
        Tag.leading == root.leading
        TagView.top == Tag.bottom
        TagView.leading == root.leading
        TagView.width == 10
        TagView.height == 10
        """)
        let swift = try snippet(offer, .swift)
        XCTAssertTrue(swift.hasPrefix("""

        class TagView2: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 50, height: 20)
            }
        }

        class TagView3: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 60, height: 30)
            }
        }

        let tag = TagView2()
        tag.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tag)

        let Tag = TagView3()
        Tag.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(Tag)

        let TagView = UIView()
        """), swift)
        let objC = try snippet(offer, .objectiveC)
        for text in ["@interface TagView2 : UIView\n", "@interface TagView3 : UIView\n", "return CGSizeMake(50, 20);", "return CGSizeMake(60, 30);",
                     "TagView2 *tag = [[TagView2 alloc] init];", "TagView3 *Tag = [[TagView3 alloc] init];", "UIView *TagView = [[UIView alloc] init];"] {
            XCTAssertTrue(objC.contains(text), "\(text)\n\(objC)")
        }
        XCTAssertFalse(objC.contains("@interface TagView :"), objC)
    }

    /// Without a view called `TagView`, `tag` keeps the name and `Tag`'s
    /// class, of another size, is the next one; two views of one size share
    /// their class.
    func testTwoViewsWhoseClassesWouldShareANameAreNumbered() throws {
        let rows = """
        tag.top == root.top
        tag.leading == root.leading
        Tag.top == tag.bottom
        Tag.leading == root.leading
        """
        let swift = try snippet(layout("view tag intrinsic=50x20\nview Tag intrinsic=60x30\n" + rows), .swift)
        XCTAssertTrue(swift.hasPrefix("""

        class TagView: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 50, height: 20)
            }
        }

        class TagView2: UIView {
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 60, height: 30)
            }
        }

        let tag = TagView()
        tag.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tag)

        let Tag = TagView2()
        """), swift)
        let shared = try snippet(layout("view tag intrinsic=50x20\nview Tag intrinsic=50x20\n" + rows), .swift)
        XCTAssertEqual(shared.components(separatedBy: "class ").count - 1, 1, shared)
        XCTAssertTrue(shared.contains("let tag = TagView()\n") && shared.contains("let Tag = TagView()\n"), shared)
    }

    // MARK: Finding 14: names VFL cannot write

    /// VFL names views as C does: `标签` and `café` cannot be in a format
    /// string, so no constraint is a row and the VFL tab is withheld, saying
    /// which name; the other dialects keep the names (Swift and clang read them).
    func testAViewVFLCannotNameWithholdsTheTabWhenNoRowIsLeft() throws {
        let offer = offer("""
        let 标签 = UIView()
        let café = UIView()
        for v in [标签, café] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        NSLayoutConstraint.activate([
          标签.topAnchor.constraint(equalTo: view.topAnchor),
          标签.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
          标签.widthAnchor.constraint(equalToConstant: 50),
          标签.heightAnchor.constraint(equalToConstant: 50),
          café.topAnchor.constraint(equalTo: view.topAnchor),
          café.leadingAnchor.constraint(equalTo: 标签.trailingAnchor, constant: 8),
          café.widthAnchor.constraint(equalToConstant: 50),
          café.heightAnchor.constraint(equalToConstant: 50),
        ])
        """)
        XCTAssertEqual(reason(offer, .visualFormat), .visualFormatName(view: "标签"))
        XCTAssertEqual(offer.snippets.map(\.dialect), [.swift, .snapKit, .objectiveC])
    }

    /// With a view VFL can name beside one it cannot, the rows of the first
    /// are VFL and the second's constraints the anchor API, in the block's order.
    func testAViewVFLCannotNameKeepsItsConstraintsAsAnchors() throws {
        let offer = offer(Self.mixedNames)
        XCTAssertTrue(try snippet(offer, .visualFormat).hasSuffix("""
        let views: [String: Any] = ["box": box]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[box(50)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            café.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            café.widthAnchor.constraint(equalToConstant: 50),
        ])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[box]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            café.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[box(50)]", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            café.heightAnchor.constraint(equalToConstant: 50),
        ])

        """))
    }
}
