import PlumbDiagnostics
import PlumbLayout

/// What reading a block's text finds wrong, as data: one case per mistake,
/// with what the message quotes as its arguments. The words come last
/// (`ParseMessage`), from each language's `BlockWords`
/// (`ParseWords+English.swift`, `ParseWords+Chinese.swift`), whose
/// switches have no default: a new case is a compile error until every
/// language words it.
enum ParseFinding: Sendable, Hashable {
    case line(LineFinding)
    case header(HeaderFinding)
    case number(NumberFinding)
    case constraint(ConstraintFinding)
    case property(PropertyFinding)
    case variant(VariantFinding)
    case visualFormat(VisualFormatFinding)
}

/// The lines of a block as lines: characters, indentation, tokens, declarations and `when`.
enum LineFinding: Sendable, Hashable {
    /// A run of full-width punctuation (`＝＝`), and what it stands for.
    case fullWidth(typed: String, meant: String)
    case tabIndent
    case readingPastBudget
    case malformedNumber
    case letterAfterNumber(Character)
    case hashWithoutName
    case unterminatedString
    /// `<` or `>` alone.
    case strictInequality(String)
    case unexpectedCharacter(Character)
    case unknownLine(String)
    /// An error thrown where none was expected, as Swift describes it.
    case internalError(String)
    case tooDeep(limit: Int)
    case nameMissing(kind: String)
    case invalidName(String)
    case reservedViewName(String)
    case alreadyDeclared(String)
    case guideContainsItems
    case guideText
    case expectedKeyValue(found: String)
    /// Characters no shipped font draws (at most five), and how many more.
    case missingGlyphs([MissingGlyph], more: Int)
    case declaredUnderWidth
    case whenColon
    case unknownComparison(String)
    case unknownCondition(String)
}

/// Header lines: `canvas`, `breakpoints`, `direction`, `let`, `expect`, `live`, `show`, `tie`.
enum HeaderFinding: Sendable, Hashable {
    case conditionalHeader(String)
    case canvasArity
    case canvasSize(found: String)
    case canvasHeight(found: String)
    case breakpointsEmpty
    case breakpointNotPositive(String)
    case unknownDevice(String)
    case unknownDirection(String)
    case directionEmpty
    case metricSyntax
    case reservedMetric(String)
    case metricDefinedTwice(String)
    case unknownExpectation(found: String, kinds: [String])
    case liveArity
    case liveRange(found: String)
    case liveOrder(found: String)
    case showIntrinsic(found: String?)
    /// `show steps title`: the steps are the whole block's.
    case stepsTakesNothing(found: String)
    case intrinsicOfNonView(String)
    case tieSyntax
    case afterGivesWay(String)
    case secondTieLine
    case tieOfNonView(String)
    /// A second `contentSize` line; `firstLine`: where the first is.
    case secondContentSize(firstLine: Int)
    case contentSizeSyntax
    case unknownContentSize(String)
}

/// Numbers, metrics and priorities, wherever they are written.
enum NumberFinding: Sendable, Hashable {
    case notFinite(String)
    case tooLarge(String)
    case unknownMetric(String)
    case expectedNumber(found: String)
    case priorityOutOfRange(Double)
    case divisionByZero
    case dividedMultiplier(divisor: Double, quotient: Double)
    case expected(NumberRole, found: Token.Kind)
}

/// Constraint lines: anchors, relations, shorthands and `distance()`.
enum ConstraintFinding: Sendable, Hashable {
    case assignmentInConstraint
    case expectedRelation(found: Token.Kind)
    case expectedEndOfConstraint(found: Token.Kind)
    case sizeOnlyForSize(width: Double, height: Double)
    case shorthandToOther(String)
    case shorthandToNothing(String)
    case unknownPriority(String, known: [String])
    case expectedPriorityOffset(sign: String, found: Token.Kind)
    case expectedPriority(found: Token.Kind)
    case nestedDistance
    case expectedAnchor(found: Token.Kind)
    case expectedNameAfterDot(found: Token.Kind)
    case expectedAnchorAfter(String)
    case superOnLeft
    case noSuperview(String)
    case unknownView(String)
    case unknownGuide(String)
    case guideOfGuide(String)
    case scrollGuideOfNonScroll(guide: String, item: String)
    case guideNotAnchor(String)
    case unknownAnchor(String)
    case distanceTakesAnchors
    case distanceComma
    case distanceClose
    case distanceOfDimension(String)
    case distanceAcrossAxes(String, Anchor.Kind, String, Anchor.Kind)
    case constantBeforeAnchor
    /// `top == 20`: the anchor's kind, its name and the constant as written.
    case positionEqualsConstant(Anchor.Kind, edge: String, constant: String)
    case kindsDiffer(Anchor.Kind, String, Anchor.Kind, String)
    case directionalMix(String, String)
    case shorthandsDiffer(String, String)
    case shorthandMultiplier(String)
    case edgesEqualOnly
}

/// `key=value` in declarations and `NAME.key = value` lines.
enum PropertyFinding: Sendable, Hashable {
    case propertyLineSyntax(found: String)
    case unknownProperty(String)
    case safeOnNonRoot
    case respectsMarginsOnNonRoot
    case appliesOnly(key: String, target: PropertyTarget, item: String)
    case guideColour(String)
    case guideHidden(String)
    case rootHidden
    case badValue(key: String, expected: ExpectedValue, found: String)
    case unknownChoice(ChoiceKind, String)
    case negativeIntrinsicSize
    case fontSizeNotPositive
    case unknownTextStyle(String)
    case unknownColour(String)
}

/// `variant "NAME":` sections.
enum VariantFinding: Sendable, Hashable {
    case linesUnderBaseName(String)
    case variantChangesNothing(String)
    case tooManyVariants(limit: Int)
    case variantNameQuotes
    case variantNameEmpty
    case variantNamedTwice(String)
    case baseNamedTwice
    case afterVariantName(String)
    case removalEmpty
    case variantDeclares
    case variantShares(String)
    case variantRemovesShared(variant: String, line: String)
    case variantRemovesUnknown(variant: String, line: String)
}

/// VFL lines.
enum VisualFormatFinding: Sendable, Hashable {
    case noSuperview(String)
    case guide(String)
    case spaceEqualToView
    case undefinedMetric(String)
    case nonASCII
    case baselineSpacingHorizontal
    case alignmentAlongAxis(String)
    case expectedOption(found: String)
    case unknownAlignment(String)
    case unknownFlow(String)
    case unknownSpacingOption(String)
    case unknownOption(String)
    case formatEmpty
    case expectedFormatEnd
    case expectedView
    case expectedViewOrEdge
    case expectedViewName
    case expectedCloseBracket
    case negativeGap
    case expectedDash
    case expectedPredicateSeparator
    case unknownRelation
    case expectedNumberOrMetric
    case internalError(String)
}

/// A character no shipped font draws, and the first of its scalars that
/// none covers (as a message names it: U+XXXX).
struct MissingGlyph: Sendable, Hashable {
    let character: Character
    let scalar: UInt32
}

/// What a number was read as, for "expected …, found …".
enum NumberRole: Sendable, Hashable, CaseIterable {
    case multiplier, systemMultiple, constant
}

/// The shape a property's value was expected in.
enum ExpectedValue: Sendable, Hashable, CaseIterable {
    case lineCount, buttonStyle, axis, flag, quotedString, insetsOrOne, insets, intrinsicSize, hexColour, imagePath, rect, point
    /// `font`'s value: a size or style, then `,WEIGHT` if any.
    case font
}

/// An enumeration a property's value names one case of.
enum ChoiceKind: Sendable, Hashable, CaseIterable {
    case contentMode, distribution, alignment, fontWeight
}

/// A likely fix, as data: "did you mean", an example, a list of what is
/// known.
enum ParseHint: Sendable, Hashable {
    case didYouMean(String)
    /// A declaration word that should be a key: "did you mean 'lines'? (followed by '=value')".
    case didYouMeanKey(String)
    case halfWidthPunctuation
    case splitOrRaiseBudget
    case replaceTab
    case moveOutOfWhen
    case outdentNested
    case oneContentSize
    case contentSizesAre([String])
    case fontIsSizeOrStyle(styles: [String])
    case canvasExample
    case breakpointsExample
    case knownDevices([String])
    case liveExample
    case usePoints
    case defineMetricFirst(String)
    case defineMetric(String)
    case nameExample(kind: String)
    case renameReserved(String)
    case anotherName
    case outdentLine
    case measuredScripts
    case writeWhen(String)
    case needsRelation
    case writeDoubleEquals
    case priorityBeforeIdentifier
    case useRequired
    case nameTheSuperview
    case declareFirst(String)
    case guidesAre([String])
    case addAnchor(String)
    case anchorsAre([String])
    case anchorPlusConstant
    case relateToSuper(anchor: String, edge: String, constant: String)
    case dimensionsRelate
    case axesRelate
    case directionalOnBothSides
    case giveASize(String)
    case relateShorthand(item: String, shorthand: String)
    case propertyExample
    case propertiesAre([String])
    case writeOnRoot(key: String, value: String)
    case colourAView
    case hideAView
    case hideSubviews
    case oneOf([String])
    case colourKinds
    case showExample
    case tieExample
    case tieOnOneLine(earlierLine: Int)
    case variantColon
    case variantLines
    case splitFigure
    case variantExample
    case variantOwnName
    case secondBaseColon
    case variantBody
    case removalExample
    case declareHidden(String)
    case moveOutOfVariant(String)
    case keepLineHidden
    case copyLine
    case declareUnderSizeClass
    case spacerGuide
    case alignVertical
    case alignHorizontal
    case useFlows([String])
}

/// A note beside a parse finding.
enum ParseNote: Sendable, Hashable, CaseIterable {
    case firstDeclared
}

/// A parse finding carried by a diagnostic, with its fix and notes, worded
/// when read.
struct ParseMessage: DiagnosticMessage {
    let finding: ParseFinding
    var hint: ParseHint?
    var notes: [ParseNote] = []

    func words(in language: Language) -> DiagnosticWords {
        let words = BlockMessages.vocabulary(language)
        return DiagnosticWords(words.message(finding), suggestion: hint.map(words.hint), notes: notes.map(words.note))
    }
}

extension Diagnostic {
    /// An error the parser found, worded when read.
    static func error(_ kind: DiagnosticKind, _ finding: ParseFinding, at location: SourceLocation, hint: ParseHint? = nil) -> Diagnostic {
        Diagnostic(.error, kind, ParseMessage(finding: finding, hint: hint), at: location)
    }
}
