import XCTest
@testable import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// Every finding the block parser reports, with every fix and note, in every
/// language: each language words each case itself (no English prose left in
/// a Chinese message). `name(of:)` switches over each enum without a
/// default, so a new case stops the compiler here until it has a name, and
/// `testTheSamplesCoverEveryCase` fails until it has a sample; the sample's
/// words are then checked in every language.
final class EveryLanguageWordsEveryParseFindingTests: XCTestCase {
    private let lines: [LineFinding] = [
        .fullWidth(typed: "＝＝", meant: "=="), .fullWidth(typed: "\u{3000}", meant: " "), .tabIndent, .readingPastBudget,
        .malformedNumber, .letterAfterNumber("x"), .hashWithoutName, .unterminatedString, .strictInequality("<"),
        .unexpectedCharacter("$"), .unknownLine("title leading"), .internalError("pivot"), .tooDeep(limit: 64),
        .nameMissing(kind: "label"), .invalidName("9lives"), .reservedViewName("root"), .alreadyDeclared("title"),
        .guideContainsItems, .guideText, .expectedKeyValue(found: "lines"),
        .missingGlyphs([MissingGlyph(character: "𓀀", scalar: 0x13000)], more: 2), .declaredUnderWidth, .whenColon,
        .unknownComparison("=>"), .unknownCondition("wide"),
    ]

    private let headers: [HeaderFinding] = [
        .conditionalHeader("canvas"), .canvasArity, .canvasSize(found: "375"), .canvasHeight(found: "tall"), .breakpointsEmpty,
        .breakpointNotPositive("-1"), .unknownDevice("iphone"), .unknownDirection("ltf"), .directionEmpty, .metricSyntax,
        .reservedMetric("root"), .metricDefinedTwice("gap"), .unknownExpectation(found: "tied", kinds: ["tie", "ambiguous"]),
        .liveArity, .liveRange(found: "320"), .liveOrder(found: "500...320"), .showIntrinsic(found: "sizes"), .showIntrinsic(found: nil), .stepsTakesNothing(found: "title"),
        .intrinsicOfNonView("spacer"), .tieSyntax, .afterGivesWay("now"), .secondTieLine, .tieOfNonView("spacer"),
        .secondContentSize(firstLine: 2), .contentSizeSyntax, .unknownContentSize("AX9"),
    ]

    private var numbers: [NumberFinding] {
        [.notFinite("inf"), .tooLarge("1e9"), .unknownMetric("gap"), .expectedNumber(found: "wide"), .priorityOutOfRange(1200),
         .divisionByZero, .dividedMultiplier(divisor: 1e-9, quotient: 1e9)]
            + NumberRole.allCases.map { .expected($0, found: .end) }
    }

    private let tokens: [Token.Kind] = [.identifier("title"), .number(8), .size(100, 44), .symbol("@"), .hashName("wide"), .string("Hi"), .end]

    private var constraints: [ConstraintFinding] {
        [.assignmentInConstraint, .expectedEndOfConstraint(found: .symbol("@")), .sizeOnlyForSize(width: 100, height: 44),
         .shorthandToOther("edges"), .shorthandToNothing("center"), .unknownPriority("medium", known: ["high", "low"]),
         .expectedPriorityOffset(sign: "+", found: .identifier("one")), .expectedPriority(found: .end), .nestedDistance,
         .expectedAnchor(found: .number(3)), .expectedNameAfterDot(found: .end), .expectedAnchorAfter("title"), .superOnLeft,
         .noSuperview("root"), .unknownView("titel"), .unknownGuide("margin"), .guideOfGuide("spacer"),
         .scrollGuideOfNonScroll(guide: "content", item: "card"), .guideNotAnchor("margins"), .unknownAnchor("leadin"),
         .distanceTakesAnchors, .distanceComma, .distanceClose, .distanceOfDimension("a.width"),
         .distanceAcrossAxes("a.leading", .xAxis, "b.top", .yAxis), .constantBeforeAnchor,
         .positionEqualsConstant(.xAxis, edge: "leading", constant: "20"), .kindsDiffer(.dimension, "a.width", .xAxis, "b.leading"),
         .directionalMix("a.leading", "b.left"), .shorthandsDiffer("a.edges", "b.center"), .shorthandMultiplier("edges"), .edgesEqualOnly]
            + tokens.map { .expectedRelation(found: $0) }
    }

    private var properties: [PropertyFinding] {
        let targets: [PropertyTarget] = [.anything, .views, .textViews, .arrangedViews, .root]
            + ViewKind.allCases.map { .kind($0, "\($0.rawValue)s") }
        return [.propertyLineSyntax(found: "title"), .unknownProperty("hugs"), .safeOnNonRoot, .respectsMarginsOnNonRoot,
                .guideColour("spacer"), .guideHidden("spacer"), .rootHidden, .unknownColour("blu"), .negativeIntrinsicSize,
                .fontSizeNotPositive, .unknownTextStyle("bdy")]
            + targets.map { .appliesOnly(key: "lines", target: $0, item: "card") }
            + ExpectedValue.allCases.map { .badValue(key: "lines", expected: $0, found: "many") }
            + ChoiceKind.allCases.map { .unknownChoice($0, "middle") }
    }

    private let variants: [VariantFinding] = [
        .linesUnderBaseName("Both at 750"), .variantChangesNothing("Wide"), .tooManyVariants(limit: 6), .variantNameQuotes,
        .variantNameEmpty, .variantNamedTwice("Wide"), .baseNamedTwice, .afterVariantName("extra"), .removalEmpty,
        .variantDeclares, .variantShares("canvas"), .variantRemovesShared(variant: "Wide", line: "canvas 375x100"),
        .variantRemovesUnknown(variant: "Wide", line: "a.width == 30"),
    ]

    private let visualFormats: [VisualFormatFinding] = [
        .noSuperview("root"), .guide("spacer"), .spaceEqualToView, .undefinedMetric("gap"), .nonASCII, .baselineSpacingHorizontal,
        .alignmentAlongAxis("top"), .expectedOption(found: "top"), .unknownAlignment("middle"), .unknownFlow("upward"),
        .unknownSpacingOption("even"), .unknownOption("align2"), .formatEmpty, .expectedFormatEnd, .expectedView,
        .expectedViewOrEdge, .expectedViewName, .expectedCloseBracket, .negativeGap, .expectedDash,
        .expectedPredicateSeparator, .unknownRelation, .expectedNumberOrMetric, .internalError("pivot"),
    ]

    private let hints: [ParseHint] = [
        .didYouMean("title"), .didYouMeanKey("lines"), .halfWidthPunctuation, .splitOrRaiseBudget, .replaceTab, .moveOutOfWhen,
        .outdentNested, .oneContentSize, .contentSizesAre(["large", "AX3"]), .fontIsSizeOrStyle(styles: ["body", "title1"]), .canvasExample, .breakpointsExample, .knownDevices(["iphone-se", "ipad"]), .liveExample, .usePoints,
        .defineMetricFirst("gap"), .defineMetric("gap"), .nameExample(kind: "label"), .renameReserved("root"), .anotherName,
        .outdentLine, .measuredScripts, .writeWhen("compact"), .needsRelation, .writeDoubleEquals, .priorityBeforeIdentifier,
        .useRequired, .nameTheSuperview, .declareFirst("title"), .guidesAre(["margins", "safe"]), .addAnchor("card.margins"),
        .anchorsAre(["leading", "top"]), .anchorPlusConstant, .relateToSuper(anchor: "a.leading", edge: "leading", constant: "20"),
        .dimensionsRelate, .axesRelate, .directionalOnBothSides, .giveASize("card"), .relateShorthand(item: "card", shorthand: "edges"),
        .propertyExample, .propertiesAre(["hugging", "lines"]), .writeOnRoot(key: "safe", value: "44,0,34,0"), .colourAView,
        .hideAView, .hideSubviews, .oneOf(["fill", "center"]), .colourKinds, .showExample, .tieExample,
        .tieOnOneLine(earlierLine: 4), .variantColon, .variantLines, .splitFigure, .variantExample, .variantOwnName,
        .secondBaseColon, .variantBody, .removalExample, .declareHidden("label badge"), .moveOutOfVariant("canvas"),
        .keepLineHidden, .copyLine, .declareUnderSizeClass, .spacerGuide, .alignVertical, .alignHorizontal,
        .useFlows(["leadingToTrailing", "leftToRight"]),
    ]

    private var findings: [ParseFinding] {
        lines.map(ParseFinding.line) + headers.map(ParseFinding.header) + numbers.map(ParseFinding.number)
            + constraints.map(ParseFinding.constraint) + properties.map(ParseFinding.property)
            + variants.map(ParseFinding.variant) + visualFormats.map(ParseFinding.visualFormat)
    }

    // Exhaustive switches, no default: a new case is a compile error here.
    private func name(of f: LineFinding) -> String {
        switch f {
        case .fullWidth: return "fullWidth"
        case .tabIndent: return "tabIndent"
        case .readingPastBudget: return "readingPastBudget"
        case .malformedNumber: return "malformedNumber"
        case .letterAfterNumber: return "letterAfterNumber"
        case .hashWithoutName: return "hashWithoutName"
        case .unterminatedString: return "unterminatedString"
        case .strictInequality: return "strictInequality"
        case .unexpectedCharacter: return "unexpectedCharacter"
        case .unknownLine: return "unknownLine"
        case .internalError: return "internalError"
        case .tooDeep: return "tooDeep"
        case .nameMissing: return "nameMissing"
        case .invalidName: return "invalidName"
        case .reservedViewName: return "reservedViewName"
        case .alreadyDeclared: return "alreadyDeclared"
        case .guideContainsItems: return "guideContainsItems"
        case .guideText: return "guideText"
        case .expectedKeyValue: return "expectedKeyValue"
        case .missingGlyphs: return "missingGlyphs"
        case .declaredUnderWidth: return "declaredUnderWidth"
        case .whenColon: return "whenColon"
        case .unknownComparison: return "unknownComparison"
        case .unknownCondition: return "unknownCondition"
        }
    }

    private func name(of f: HeaderFinding) -> String {
        switch f {
        case .conditionalHeader: return "conditionalHeader"
        case .canvasArity: return "canvasArity"
        case .canvasSize: return "canvasSize"
        case .canvasHeight: return "canvasHeight"
        case .breakpointsEmpty: return "breakpointsEmpty"
        case .breakpointNotPositive: return "breakpointNotPositive"
        case .unknownDevice: return "unknownDevice"
        case .unknownDirection: return "unknownDirection"
        case .directionEmpty: return "directionEmpty"
        case .metricSyntax: return "metricSyntax"
        case .reservedMetric: return "reservedMetric"
        case .metricDefinedTwice: return "metricDefinedTwice"
        case .unknownExpectation: return "unknownExpectation"
        case .liveArity: return "liveArity"
        case .liveRange: return "liveRange"
        case .liveOrder: return "liveOrder"
        case .showIntrinsic: return "showIntrinsic"
        case .stepsTakesNothing: return "stepsTakesNothing"
        case .intrinsicOfNonView: return "intrinsicOfNonView"
        case .tieSyntax: return "tieSyntax"
        case .afterGivesWay: return "afterGivesWay"
        case .secondTieLine: return "secondTieLine"
        case .tieOfNonView: return "tieOfNonView"
        case .secondContentSize: return "secondContentSize"
        case .contentSizeSyntax: return "contentSizeSyntax"
        case .unknownContentSize: return "unknownContentSize"
        }
    }

    private func name(of f: NumberFinding) -> String {
        switch f {
        case .notFinite: return "notFinite"
        case .tooLarge: return "tooLarge"
        case .unknownMetric: return "unknownMetric"
        case .expectedNumber: return "expectedNumber"
        case .priorityOutOfRange: return "priorityOutOfRange"
        case .divisionByZero: return "divisionByZero"
        case .dividedMultiplier: return "dividedMultiplier"
        case .expected: return "expected"
        }
    }

    private func name(of f: ConstraintFinding) -> String {
        switch f {
        case .assignmentInConstraint: return "assignmentInConstraint"
        case .expectedRelation: return "expectedRelation"
        case .expectedEndOfConstraint: return "expectedEndOfConstraint"
        case .sizeOnlyForSize: return "sizeOnlyForSize"
        case .shorthandToOther: return "shorthandToOther"
        case .shorthandToNothing: return "shorthandToNothing"
        case .unknownPriority: return "unknownPriority"
        case .expectedPriorityOffset: return "expectedPriorityOffset"
        case .expectedPriority: return "expectedPriority"
        case .nestedDistance: return "nestedDistance"
        case .expectedAnchor: return "expectedAnchor"
        case .expectedNameAfterDot: return "expectedNameAfterDot"
        case .expectedAnchorAfter: return "expectedAnchorAfter"
        case .superOnLeft: return "superOnLeft"
        case .noSuperview: return "noSuperview"
        case .unknownView: return "unknownView"
        case .unknownGuide: return "unknownGuide"
        case .guideOfGuide: return "guideOfGuide"
        case .scrollGuideOfNonScroll: return "scrollGuideOfNonScroll"
        case .guideNotAnchor: return "guideNotAnchor"
        case .unknownAnchor: return "unknownAnchor"
        case .distanceTakesAnchors: return "distanceTakesAnchors"
        case .distanceComma: return "distanceComma"
        case .distanceClose: return "distanceClose"
        case .distanceOfDimension: return "distanceOfDimension"
        case .distanceAcrossAxes: return "distanceAcrossAxes"
        case .constantBeforeAnchor: return "constantBeforeAnchor"
        case .positionEqualsConstant: return "positionEqualsConstant"
        case .kindsDiffer: return "kindsDiffer"
        case .directionalMix: return "directionalMix"
        case .shorthandsDiffer: return "shorthandsDiffer"
        case .shorthandMultiplier: return "shorthandMultiplier"
        case .edgesEqualOnly: return "edgesEqualOnly"
        }
    }

    private func name(of f: PropertyFinding) -> String {
        switch f {
        case .propertyLineSyntax: return "propertyLineSyntax"
        case .unknownProperty: return "unknownProperty"
        case .safeOnNonRoot: return "safeOnNonRoot"
        case .respectsMarginsOnNonRoot: return "respectsMarginsOnNonRoot"
        case .appliesOnly: return "appliesOnly"
        case .guideColour: return "guideColour"
        case .guideHidden: return "guideHidden"
        case .rootHidden: return "rootHidden"
        case .badValue: return "badValue"
        case .unknownChoice: return "unknownChoice"
        case .negativeIntrinsicSize: return "negativeIntrinsicSize"
        case .fontSizeNotPositive: return "fontSizeNotPositive"
        case .unknownTextStyle: return "unknownTextStyle"
        case .unknownColour: return "unknownColour"
        }
    }

    private func name(of f: VariantFinding) -> String {
        switch f {
        case .linesUnderBaseName: return "linesUnderBaseName"
        case .variantChangesNothing: return "variantChangesNothing"
        case .tooManyVariants: return "tooManyVariants"
        case .variantNameQuotes: return "variantNameQuotes"
        case .variantNameEmpty: return "variantNameEmpty"
        case .variantNamedTwice: return "variantNamedTwice"
        case .baseNamedTwice: return "baseNamedTwice"
        case .afterVariantName: return "afterVariantName"
        case .removalEmpty: return "removalEmpty"
        case .variantDeclares: return "variantDeclares"
        case .variantShares: return "variantShares"
        case .variantRemovesShared: return "variantRemovesShared"
        case .variantRemovesUnknown: return "variantRemovesUnknown"
        }
    }

    private func name(of f: VisualFormatFinding) -> String {
        switch f {
        case .noSuperview: return "noSuperview"
        case .guide: return "guide"
        case .spaceEqualToView: return "spaceEqualToView"
        case .undefinedMetric: return "undefinedMetric"
        case .nonASCII: return "nonASCII"
        case .baselineSpacingHorizontal: return "baselineSpacingHorizontal"
        case .alignmentAlongAxis: return "alignmentAlongAxis"
        case .expectedOption: return "expectedOption"
        case .unknownAlignment: return "unknownAlignment"
        case .unknownFlow: return "unknownFlow"
        case .unknownSpacingOption: return "unknownSpacingOption"
        case .unknownOption: return "unknownOption"
        case .formatEmpty: return "formatEmpty"
        case .expectedFormatEnd: return "expectedFormatEnd"
        case .expectedView: return "expectedView"
        case .expectedViewOrEdge: return "expectedViewOrEdge"
        case .expectedViewName: return "expectedViewName"
        case .expectedCloseBracket: return "expectedCloseBracket"
        case .negativeGap: return "negativeGap"
        case .expectedDash: return "expectedDash"
        case .expectedPredicateSeparator: return "expectedPredicateSeparator"
        case .unknownRelation: return "unknownRelation"
        case .expectedNumberOrMetric: return "expectedNumberOrMetric"
        case .internalError: return "internalError"
        }
    }

    private func name(of f: ParseHint) -> String {
        switch f {
        case .didYouMean: return "didYouMean"
        case .didYouMeanKey: return "didYouMeanKey"
        case .halfWidthPunctuation: return "halfWidthPunctuation"
        case .splitOrRaiseBudget: return "splitOrRaiseBudget"
        case .replaceTab: return "replaceTab"
        case .moveOutOfWhen: return "moveOutOfWhen"
        case .outdentNested: return "outdentNested"
        case .oneContentSize: return "oneContentSize"
        case .contentSizesAre: return "contentSizesAre"
        case .fontIsSizeOrStyle: return "fontIsSizeOrStyle"
        case .canvasExample: return "canvasExample"
        case .breakpointsExample: return "breakpointsExample"
        case .knownDevices: return "knownDevices"
        case .liveExample: return "liveExample"
        case .usePoints: return "usePoints"
        case .defineMetricFirst: return "defineMetricFirst"
        case .defineMetric: return "defineMetric"
        case .nameExample: return "nameExample"
        case .renameReserved: return "renameReserved"
        case .anotherName: return "anotherName"
        case .outdentLine: return "outdentLine"
        case .measuredScripts: return "measuredScripts"
        case .writeWhen: return "writeWhen"
        case .needsRelation: return "needsRelation"
        case .writeDoubleEquals: return "writeDoubleEquals"
        case .priorityBeforeIdentifier: return "priorityBeforeIdentifier"
        case .useRequired: return "useRequired"
        case .nameTheSuperview: return "nameTheSuperview"
        case .declareFirst: return "declareFirst"
        case .guidesAre: return "guidesAre"
        case .addAnchor: return "addAnchor"
        case .anchorsAre: return "anchorsAre"
        case .anchorPlusConstant: return "anchorPlusConstant"
        case .relateToSuper: return "relateToSuper"
        case .dimensionsRelate: return "dimensionsRelate"
        case .axesRelate: return "axesRelate"
        case .directionalOnBothSides: return "directionalOnBothSides"
        case .giveASize: return "giveASize"
        case .relateShorthand: return "relateShorthand"
        case .propertyExample: return "propertyExample"
        case .propertiesAre: return "propertiesAre"
        case .writeOnRoot: return "writeOnRoot"
        case .colourAView: return "colourAView"
        case .hideAView: return "hideAView"
        case .hideSubviews: return "hideSubviews"
        case .oneOf: return "oneOf"
        case .colourKinds: return "colourKinds"
        case .showExample: return "showExample"
        case .tieExample: return "tieExample"
        case .tieOnOneLine: return "tieOnOneLine"
        case .variantColon: return "variantColon"
        case .variantLines: return "variantLines"
        case .splitFigure: return "splitFigure"
        case .variantExample: return "variantExample"
        case .variantOwnName: return "variantOwnName"
        case .secondBaseColon: return "secondBaseColon"
        case .variantBody: return "variantBody"
        case .removalExample: return "removalExample"
        case .declareHidden: return "declareHidden"
        case .moveOutOfVariant: return "moveOutOfVariant"
        case .keepLineHidden: return "keepLineHidden"
        case .copyLine: return "copyLine"
        case .declareUnderSizeClass: return "declareUnderSizeClass"
        case .spacerGuide: return "spacerGuide"
        case .alignVertical: return "alignVertical"
        case .alignHorizontal: return "alignHorizontal"
        case .useFlows: return "useFlows"
        }
    }

    private func name(of f: ParseFinding) -> String {
        switch f {
        case .line(let f): return "line " + name(of: f)
        case .header(let f): return "header " + name(of: f)
        case .number(let f): return "number " + name(of: f)
        case .constraint(let f): return "constraint " + name(of: f)
        case .property(let f): return "property " + name(of: f)
        case .variant(let f): return "variant " + name(of: f)
        case .visualFormat(let f): return "visualFormat " + name(of: f)
        }
    }

    func testTheSamplesCoverEveryCase() {
        XCTAssertEqual(Set(lines.map(name)).count, 24)
        XCTAssertEqual(Set(headers.map(name)).count, 26)
        XCTAssertEqual(Set(numbers.map(name)).count, 8)
        XCTAssertEqual(Set(constraints.map(name)).count, 33)
        XCTAssertEqual(Set(properties.map(name)).count, 14)
        XCTAssertEqual(Set(variants.map(name)).count, 13)
        XCTAssertEqual(Set(visualFormats.map(name)).count, 24)
        XCTAssertEqual(Set(hints.map(name)).count, 67)
        XCTAssertEqual(Set(findings.map(name)).count, 142)
    }

    /// Every text each language gives for every sample, labelled (samples
    /// of one case are told apart by their index).
    private func texts(in language: Language) -> [(String, String)] {
        var out: [(String, String)] = []
        for (i, f) in findings.enumerated() {
            let words = ParseMessage(finding: f, notes: ParseNote.allCases).words(in: language)
            out.append(("\(name(of: f)) #\(i)", words.message))
            for (k, n) in words.notes.enumerated() { out.append(("\(name(of: f)) #\(i) note \(k)", n)) }
        }
        for (i, h) in hints.enumerated() {
            out.append(("hint \(name(of: h)) #\(i)", ParseMessage(finding: .line(.tabIndent), hint: h).words(in: language).suggestion!))
        }
        let included = InIncludedFile(base: ParseMessage(finding: .line(.tabIndent)), file: "hugging.layout", location: nil)
        out.append(("included caption", included.words(in: language).message))
        return out
    }

    func testEveryLanguageWordsEveryCase() {
        for language in Language.allCases {
            for (label, text) in texts(in: language) {
                XCTAssertFalse(text.isEmpty, "\(language) \(label)")
                XCTAssertNil(text.range(of: #"\{[A-Za-z]+\}"#, options: .regularExpression), "\(language) \(label): \(text)")
            }
        }
    }

    /// Words that stay in Latin letters in Chinese prose besides the layout
    /// stage's (`EveryLanguageWordsEveryFindingTests.codeWords`): UIKit's
    /// class names, as Chinese iOS articles write them, and 'Auto Layout'.
    static let codeWords = EveryLanguageWordsEveryFindingTests.codeWords.union([
        "UILabel", "UIButton", "UITextField", "UIImageView", "UIScrollView", "UISwitch", "UIActivityIndicatorView", "UIView",
        "arrangedSubviews", "Auto", "Layout", "ASCII", "size", "class", "contentMode", "distribution", "alignment", "multiplier",
        "baselineToBaseline", "leading", "trailing", "left", "right", "centerX", "centerY", "bottom", "compact", "regular", "required",
        "high", "fitting", "defaultHigh", "true", "false", "plain", "filled", "horizontal", "vertical", "photo",
        "variant", "intrinsic", "distance",
    ])

    func testChineseWordsEveryCaseInChinese() {
        let english = Dictionary(texts(in: .english), uniquingKeysWith: { a, _ in a })
        for (label, text) in texts(in: .chinese) {
            // Quoted code, dotted notation and the samples' own words are the
            // author's; the rest is prose.
            let prose = text.replacingOccurrences(of: #"'[^']*'|"[^"]*"|#[a-z]+|[0-9]+x[a-z0-9]+|[A-Za-z_]+(\.[A-Za-z_]+)+|(?<![A-Za-z])[A-Z][A-Z,]+(x[A-Z]+)?(?![A-Za-z])"#, with: "",
                                                  options: .regularExpression)
            let latin = prose.matches(of: /[A-Za-z]{4,}/).map { String($0.output) }
                .filter { !Self.codeWords.contains($0) && !Self.sampleWords.contains($0) }
            XCTAssertEqual(latin, [], "\(label): \(text)")
            XCTAssertTrue(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(label) has no Chinese: \(text)")
            XCTAssertNotEqual(text, english[label], label)
        }
    }

    /// The samples' names and found text, which a message quotes bare.
    static let sampleWords: Set<String> = ["pivot", "title", "card", "spacer", "iphone", "ipad", "margins", "safe", "labels",
                                           "views", "buttons", "fields", "images", "stacks", "scrolls", "switchs", "activitys",
                                           "hugging", "lines", "leadingToTrailing", "leftToRight", "label", "badge",
                                           "fill", "center"]
}
