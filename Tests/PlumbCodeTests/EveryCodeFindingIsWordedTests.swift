import XCTest
@testable import PlumbCode
import PlumbDiagnostics

/// Every finding the code reader reports, in every language (issue 31):
/// each language words each case itself, no English prose left in a
/// Chinese message, nothing empty. The samples cover every case: `caseName`
/// switches over each enum without a default, so a new case stops the
/// compiler here until it is listed, and the count below then asks for
/// its sample; the languages' own switches ask for its words.
final class EveryCodeFindingIsWordedTests: XCTestCase {
    private let syntax: [CodeSyntaxFinding] = [
        .unexpectedCharacter("§"), .unterminatedString, .unsupportedEscape("\\0"), .unterminatedComment, .nestedTooDeep(limit: 48), .chainTooLong(limit: 256),
        .expectedSymbol(")", .closeArguments, found: .end), .missingComma(afterLine: 26, found: .quoted("box")), .expectedName(.loopVariable, found: .quoted("(")),
        .expectedExpression(found: .string), .expectedStatementEnd(found: .quoted("box")), .expectedCaseOrDefault(found: .quoted("let")),
        .expectedLoopIn, .unmatchedBrace, .mixedDictionary, .unevenEquals, .statementInClassBody, .guardNotRead, .ifLetNotRead,
        .subscriptNotRead, .tupleNotRead, .directiveNotRead("selector"), .expectedMethod(found: .quoted("+")),
        .expectedSemicolon(found: .quoted("box")), .objCForInOnly, .atKeywordNotRead("synchronized"), .expectedSelector,
        .optionNotKeyValue("widths", nearest: "widths", options: ["widths", "height"]),
        .optionNotKeyValue("zzz", nearest: nil, options: ["widths", "height"]),
        .unknownOption("widht", nearest: "widths", options: ["widths", "height"]),
        .unknownOption("zzz", nearest: nil, options: ["widths", "height"]),
        .unclosedOptionQuote, .variantNameEmpty, .variantCallExpected(found: "expand"), .variantNeedsCall("After"),
        .variantNamedTwice("After"), .tooManyVariants(limit: 12), .variantsCallNothing,
        .variantFunctionNotFound("expnd", nearest: "expand"), .variantFunctionNotFound("zzz", nearest: nil),
        .optionTwice("contentSize", firstColumn: 21), .optionEmpty("contentSize", example: "contentSize=large"),
    ]

    private let program: [CodeProgramFinding] = [
        .statementBudget(limit: 100_000), .readingBudget(seconds: 10), .ignored(.code("DispatchQueue.main.async")), .ignored(.visualFormatMember("constant")),
        .ignored(.visualFormatSetting("priority")), .ignored(.member("alpha", of: .view)), .ignored(.setting("alpha", on: .guide)),
        .ignored(.call("layoutIfNeeded", on: .view)), .ignored(.traitChangeTargetAction), .ignored(.replacingRootView),
        .ignored(.controllerMember("title")), .ignored(.instance(of: "Model")), .statementOutsideController,
        .functionIgnored("setup"), .alreadyDeclared("box"), .shadows("box"), .unknownName("boxx", nearest: "box"),
        .undeclaredName("Box"), .assumedPlainView("box"), .forLoopNeedsArray, .neverActivated, .traitHandlerRunOnce,
        .plainSubviewOfStack("box"), .nestedTooDeep("box", limit: 32), .twoViewsNamed("box"), .notInHierarchy("box"),
    ]

    private let constraint: [CodeConstraintFinding] = [
        .offsetAnchorsAxes, .anchorHasNoMethod("constrain", nearest: "constraint"), .anchorHasNoMethod("zzz", nearest: nil),
        .distanceHasNoMethod("constrain", nearest: "constraint"), .distanceHasNoMethod("zzz", nearest: nil),
        .constantArgumentOnPosition("equalToConstant"), .argumentAxis("equalTo", horizontal: true),
        .argumentAxis("equalTo", horizontal: false), .unknownArgument("equalTo", nearest: "equalTo"), .multiplierOnPosition,
        .differentAnchorKinds(.anchor("leading"), .distance), .directionalMix("leading", "left"),
        .constraintHasNoMember("isActiv", nearest: "isActive"), .constraintHasNoMethod("activate"),
        .constraintHasNoProperty("constnt", nearest: "constant"), .readOnlyProperty("multiplier"), .priorityOutOfRange(1001), .unknownPriority("hight", nearest: "high"), .unknownPriority("zzz", nearest: nil), .priorityCrossesRequired,
        .expectedAttribute, .unknownAttribute("topp", nearest: "top"), .firstItemRequired, .expectedRelatedBy,
        .secondItemNeedsAttribute, .positionNeedsSecondItem, .metricNotNumber("pad"), .viewsEntryNotView("box"),
        .unknownFormatOption("alignAllMiddle", nearest: nil), .unknownFormatOption("alignAllTopp", nearest: "alignAllTop"),
    ]

    private let snapKit: [SnapKitFinding] = [
        .snpHasNoMember("makeConstraint", nearest: "makeConstraints"), .snpHasNoMethod("make", nearest: "makeConstraints"),
        .unknownAttribute("lefft", nearest: "left"), .unknownRelation("equalTO", nearest: "equalTo"),
        .relationUncalled("equalToSuperview"), .relationUncalled("equalTo"), .modifierUncalled("offset"),
        .constraintHasNoMember("ofset", nearest: "offset"), .constraintHasNoMethod("ofset", nearest: "offset"),
        .guideNotConstrained, .expectedClosure("makeConstraints"), .outsideMaker("left"), .attributeFirst("equalTo"),
        .relationNeedsTarget("equalTo"), .cannotRelateTo(.string), .needsValue("offset"), .priorityOutOfRange,
        .updatesOffsetOnly, .guideHasNoMargins, .noSuperviewYet("box"), .noSuperviewToRelate("box", attribute: "left"),
        .cannotRelateAttributes("width", "left"), .nothingToUpdate,
    ]

    private let view: [CodeViewFinding] = [
        .drawnAsPlainView("MKMapView"), .arrangedMustBeViews, .unknownInitializerArgument(className: "UIView", label: "coder"),
        .madeWhileMade("CardView"), .initializerNeedsArguments(className: "RatingView", initializer: "init(stars:)"), .intrinsicSizeConstantOnly, .alignmentInsetsConstantOnly, .scrollViewOnly("contentLayoutGuide"), .frameUnknown,
        .structMemberNotAssignable(view: "card", member: "bounds.origin"), .structMemberNotAssignable(view: "feed", member: "contentOffset.y"),
        .intrinsicSizeNotInvalidated(view: "rating", property: "count"),
        .superviewNotFollowed, .propertyNotReadBack("alpha"), .viewHasNoMember("widthAnchr", nearest: "widthAnchor"),
        .viewHasNoMember("zzz", nearest: nil), .viewHasNoProperty("txt", nearest: "text"), .viewHasNoProperty("zzz", nearest: nil),
        .viewHasNoMethod("addSubviw", nearest: "addSubview"), .guideHasNoMember("topAnchr", nearest: "topAnchor"),
        .onlyClassHas(className: "UIStackView", member: "addArrangedSubview", nearest: "addSubview"), .noImage("hero"), .noImage(nil),
        .unusableImage(file: "a.png", .notAFile), .unusableImage(file: "b.jpg", .notAPicture), .unusableImage(file: "c.png", .unusableSize(width: 4294967295, height: 10)),
        .unusableImage(file: "d.png", .unusableSize(width: 0, height: 10)),
        .unknownDistribution(.enumCase("fillEqualy"), nearest: "fillEqually"), .unknownAlignment(.number, nearest: nil),
        .expectedForEachClosure, .needsView("addSubview"), .expectedAxisArgument, .titleIsString, .indexNotWhole, .removeArrangedSubview,
    ]

    private var expression: [CodeExpressionFinding] {
        [.expectedCode("CGRect(x:y:width:height:)"), .expectedAnimations, .expectedArgument(label: "constant"), .expectedArgument(label: nil),
         .operatorCannotApply("-", to: .view), .operatorCannotCombine("+", .number, .string), .operatorNotEvaluated("%"),
         .divisionByZero, .unusableNumber(.infinity), .needsNumbers("CGRectMake"), .dictionaryKeysNotStrings,
         .variableBindingsTakeNames, .unknowableConditional, .unknowableIf, .methodUncalled("setup"), .horizontalSizeClassOnly,
         .sizeClassComparison, .unknownSizeClass("compat", nearest: "compact"), .typeHasNoMember("UIColor", member: "redd", nearest: "red"),
         .cannotCall, .callsTooDeep, .unknownInit, .unknownTextStyle(styles: ["body", "title1"]), .unknownFontWeight(known: [".regular", ".bold"], nearest: ".bold"), .fontMetricsScaleUnknown(category: "accessibilityLarge"), .unknownColor(".redd", nearest: "red"),
         .notAssignable, .allocInitOnly]
            + ExpectedValue.allCases.flatMap { [.expected($0), .expectedFound($0, found: .number), .takes("text", $0),
                                                .takesFound("text", $0, found: .unknown)] }
    }

    /// Every kind of value a message names, and every token it shows.
    private let kinds: [CodeValueKind] = [
        .view, .guide, .anchor, .dimension, .constraint, .number, .string, .boolean, .nothing, .enumCase("fill"), .color, .font,
        .priority, .array, .dictionary, .size, .point, .rect, .insets, .image, .buttonConfiguration, .type("UIView"), .closure,
        .viewController, .snapDSL, .snapAttributes, .snapConstraint, .sizeClass, .unknown,
    ]

    // Exhaustive switches, no default: a new case is a compile error here.
    private func listed(_ f: CodeSyntaxFinding) -> Bool {
        switch f {
        case .unexpectedCharacter, .unterminatedString, .unsupportedEscape, .unterminatedComment, .nestedTooDeep, .chainTooLong, .expectedSymbol, .missingComma,
             .expectedName, .expectedExpression, .expectedStatementEnd, .expectedCaseOrDefault, .expectedLoopIn, .unmatchedBrace,
             .mixedDictionary, .unevenEquals, .statementInClassBody, .guardNotRead, .ifLetNotRead, .subscriptNotRead, .tupleNotRead,
             .directiveNotRead, .expectedMethod, .expectedSemicolon, .objCForInOnly, .atKeywordNotRead, .expectedSelector,
             .optionNotKeyValue, .unknownOption, .unclosedOptionQuote, .variantNameEmpty, .variantCallExpected, .variantNeedsCall,
             .variantNamedTwice, .tooManyVariants, .variantsCallNothing, .variantFunctionNotFound, .optionTwice, .optionEmpty: return true
        }
    }

    private func listed(_ f: CodeProgramFinding) -> Bool {
        switch f {
        case .statementBudget, .readingBudget, .ignored, .statementOutsideController, .functionIgnored, .alreadyDeclared, .shadows, .unknownName,
             .undeclaredName, .assumedPlainView, .forLoopNeedsArray, .neverActivated, .traitHandlerRunOnce, .plainSubviewOfStack,
             .nestedTooDeep, .twoViewsNamed, .notInHierarchy: return true
        }
    }

    private func listed(_ f: CodeConstraintFinding) -> Bool {
        switch f {
        case .offsetAnchorsAxes, .anchorHasNoMethod, .distanceHasNoMethod, .constantArgumentOnPosition, .argumentAxis, .unknownArgument,
             .multiplierOnPosition, .differentAnchorKinds, .directionalMix, .constraintHasNoMember, .constraintHasNoMethod,
             .constraintHasNoProperty, .readOnlyProperty, .priorityOutOfRange, .unknownPriority, .priorityCrossesRequired, .expectedAttribute, .unknownAttribute,
             .firstItemRequired, .expectedRelatedBy, .secondItemNeedsAttribute, .positionNeedsSecondItem, .metricNotNumber,
             .viewsEntryNotView, .unknownFormatOption: return true
        }
    }

    private func listed(_ f: SnapKitFinding) -> Bool {
        switch f {
        case .snpHasNoMember, .snpHasNoMethod, .unknownAttribute, .unknownRelation, .relationUncalled, .modifierUncalled,
             .constraintHasNoMember, .constraintHasNoMethod, .guideNotConstrained, .expectedClosure, .outsideMaker, .attributeFirst,
             .relationNeedsTarget, .cannotRelateTo, .needsValue, .priorityOutOfRange, .updatesOffsetOnly, .guideHasNoMargins,
             .noSuperviewYet, .noSuperviewToRelate, .cannotRelateAttributes, .nothingToUpdate: return true
        }
    }

    private func listed(_ f: CodeViewFinding) -> Bool {
        switch f {
        case .drawnAsPlainView, .arrangedMustBeViews, .unknownInitializerArgument, .madeWhileMade, .initializerNeedsArguments, .intrinsicSizeConstantOnly, .alignmentInsetsConstantOnly,
             .scrollViewOnly, .frameUnknown, .structMemberNotAssignable, .intrinsicSizeNotInvalidated, .superviewNotFollowed, .propertyNotReadBack, .viewHasNoMember, .viewHasNoProperty,
             .viewHasNoMethod, .guideHasNoMember, .onlyClassHas, .noImage, .unusableImage, .unknownDistribution, .unknownAlignment,
             .expectedForEachClosure, .needsView, .expectedAxisArgument, .titleIsString, .indexNotWhole, .removeArrangedSubview: return true
        }
    }

    private func listed(_ f: CodeExpressionFinding) -> Bool {
        switch f {
        case .expectedCode, .expectedAnimations, .expected, .expectedFound, .takes, .takesFound, .expectedArgument, .operatorCannotApply,
             .operatorCannotCombine, .operatorNotEvaluated, .divisionByZero, .unusableNumber, .needsNumbers, .dictionaryKeysNotStrings,
             .variableBindingsTakeNames, .unknowableConditional, .unknowableIf, .methodUncalled, .horizontalSizeClassOnly,
             .sizeClassComparison, .unknownSizeClass, .typeHasNoMember, .cannotCall, .callsTooDeep, .unknownInit, .unknownTextStyle, .unknownFontWeight,
             .fontMetricsScaleUnknown, .unknownColor, .notAssignable, .allocInitOnly: return true
        }
    }

    private func listed(_ k: CodeValueKind) -> Bool {
        switch k {
        case .view, .guide, .anchor, .dimension, .constraint, .number, .string, .boolean, .nothing, .enumCase, .color, .font,
             .priority, .array, .dictionary, .size, .point, .rect, .insets, .image, .buttonConfiguration, .type, .closure,
             .viewController, .snapDSL, .snapAttributes, .snapConstraint, .sizeClass, .unknown: return true
        }
    }

    /// A case's name, whatever its arguments.
    private func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)"
    }

    private var findings: [CodeFinding] {
        syntax.map(CodeFinding.syntax) + program.map(CodeFinding.program) + constraint.map(CodeFinding.constraint)
            + snapKit.map(CodeFinding.snapKit) + view.map(CodeFinding.view) + expression.map(CodeFinding.expression)
            + kinds.map { .expression(.expectedFound(.number, found: $0)) }
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertTrue(syntax.allSatisfy(listed) && program.allSatisfy(listed) && constraint.allSatisfy(listed)
                      && snapKit.allSatisfy(listed) && view.allSatisfy(listed) && expression.allSatisfy(listed) && kinds.allSatisfy(listed))
        XCTAssertEqual(Set(syntax.map(caseName)).count, 39)
        XCTAssertEqual(Set(program.map(caseName)).count, 17)
        XCTAssertEqual(Set(program.compactMap { if case .ignored(let s) = $0 { return caseName(s) } else { return nil } }).count, 10)
        XCTAssertEqual(Set(constraint.map(caseName)).count, 25)
        XCTAssertEqual(Set(snapKit.map(caseName)).count, 22)
        XCTAssertEqual(Set(view.map(caseName)).count, 28)
        XCTAssertEqual(Set(expression.map(caseName)).count, 31)
        XCTAssertEqual(Set(kinds.map(caseName)).count, 29)
    }

    /// Every text a language gives for every sample, labelled.
    private func texts(in language: Language) -> [(String, String)] {
        var out: [(String, String)] = []
        for (i, f) in findings.enumerated() {
            let w = f.words(in: language)
            let label = "\(i) \(f)"
            out.append((label, w.message))
            if let s = w.suggestion { out.append((label + " fix", s)) }
        }
        return out
    }

    func testEveryLanguageWordsEveryCase() {
        for language in Language.allCases {
            for (label, text) in texts(in: language) {
                XCTAssertFalse(text.isEmpty, "\(language) \(label)")
                XCTAssertFalse(text.hasSuffix(" "), "\(language) \(label): \(text)")
            }
        }
    }

    /// Words that stay in Latin letters in Chinese prose, as Chinese iOS
    /// articles keep them: UIKit's and SnapKit's names (of types, methods,
    /// arguments and attributes), "Size Class", tools, and the samples' own
    /// names. Quoted code and dotted or called names are stripped first.
    static let codeWords: Set<String> = [
        "CGPoint", "CGRect", "CGSize", "NSDictionaryOfVariableBindings", "NSDirectionalEdgeInsets", "UIEdgeInsets", "UIImageView",
        "UIKit", "UILayoutGuide", "UILayoutPriority", "UIScrollView", "UIStackView", "UIView", "Size", "Class", "Plumb", "SnapKit",
        "Swift", "Objective", "swiftc", "true", "false", "forEach", "frame", "intrinsicContentSize", "selector", "item", "attribute",
        "arranged", "distribution", "alignment", "leading", "trailing", "left", "right", "width", "height", "inset", "insets",
        "offset", "multiplier", "metric", "required", "trait", "target", "action", "ofSize", "addSubview", "addArrangedSubview",
        "removeArrangedSubview", "removeFromSuperview", "makeConstraints", "remakeConstraints", "updateConstraints",
        "translatesAutoresizingMaskIntoConstraints", "alignmentRectInsets", "didSet",
        // The samples' names.
        "CardView", "MKMapView", "body", "title", "widths",
    ]

    func testChineseWordsEveryCaseInChinese() {
        let english = Dictionary(texts(in: .english), uniquingKeysWith: { a, _ in a })
        for (label, text) in texts(in: .chinese) {
            let prose = text.replacingOccurrences(of: #"'[^']*'|[A-Za-z_]+(\.[A-Za-z_]+)+|\.[A-Za-z_]+|[A-Za-z_]+\([^)]*\)|docs/[a-z./-]+"#,
                                                  with: "", options: .regularExpression)
            let latin = prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }.filter { !Self.codeWords.contains($0) }
            XCTAssertEqual(latin, [], "\(label): \(text)")
            let isChinese = text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            XCTAssertTrue(isChinese, "\(label): \(text)")
            XCTAssertNotEqual(english[label], text, label)
        }
    }

    /// End to end: what the reader reports about a block reads in the
    /// language asked for, and in English as it always has.
    func testABadSwiftBlockReadsInEitherLanguage() throws {
        let found = CodeBlock.solve("""
        let box = UIView()
        view.addSubview(box)
        guard let size = box.superview else { return }
        """, language: .swift, origin: SourceLocation(line: 1, column: 1), line: 1, widths: [320]).allDiagnostics
            .filter { $0.severity == .error }
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertEqual(found.first?.words(in: .chinese),
                       DiagnosticWords("Plumb 读的 Swift 子集不包括 'guard'", suggestion: "不用它来写布局代码；子集见 docs/code-blocks.md"))
        XCTAssertEqual(found.first?.words(in: .english), DiagnosticWords("'guard' is not part of the Swift Plumb reads",
                                                                         suggestion: "write the layout code without it; see docs/code-blocks.md for the subset"))
        XCTAssertEqual(found.first?.location, SourceLocation(line: 3, column: 1))
    }
}
