/// What reading the code's text finds: the lexer, the Swift and
/// Objective-C readers, their limits and the fence's options.
enum CodeSyntaxFinding: Hashable, Sendable {
    case unexpectedCharacter(String)
    case unterminatedString
    /// `\\0`, `\\q`, `\\u{7}`: an escape the figure cannot draw, or none at all.
    case unsupportedEscape(String)
    case unterminatedComment
    /// `CodeLimits.depth` exceeded.
    case nestedTooDeep(limit: Int)
    /// `CodeLimits.chain` exceeded.
    case chainTooLong(limit: Int)
    case expectedSymbol(String, SymbolPlace, found: ShownToken)
    /// A list's element on a new line where ',' or the closing bracket
    /// should be: the line before it (`afterLine`) most likely lacks its ','.
    case missingComma(afterLine: Int, found: ShownToken)
    case expectedName(NamePlace, found: ShownToken)
    case expectedExpression(found: ShownToken)
    case expectedStatementEnd(found: ShownToken)
    case expectedCaseOrDefault(found: ShownToken)
    case expectedLoopIn
    case unmatchedBrace
    case mixedDictionary
    /// `'='` with a space on one side only (a warning: swiftc rejects it).
    case unevenEquals
    /// A statement directly in a class body (a warning).
    case statementInClassBody
    case guardNotRead
    case ifLetNotRead
    case subscriptNotRead
    case tupleNotRead
    /// `#name` other than `#available`.
    case directiveNotRead(String)
    // Objective-C
    case expectedMethod(found: ShownToken)
    case expectedSemicolon(found: ShownToken)
    case objCForInOnly
    /// `@name` other than the literals and `@available`.
    case atKeywordNotRead(String)
    case expectedSelector
    // The fence's options
    case optionNotKeyValue(String, nearest: String?, options: [String])
    case unknownOption(String, nearest: String?, options: [String])
    /// An option value opened with `"` and never closed.
    case unclosedOptionQuote
    // `variants="NAME, NAME: call()"` (`CodeVariantsOption`)
    case variantNameEmpty
    /// After `NAME:`, something other than a call `name()`.
    case variantCallExpected(found: String)
    /// An entry without a call after the first (only the first names the code as written).
    case variantNeedsCall(String)
    case variantNamedTwice(String)
    case tooManyVariants(limit: Int)
    /// `variants=` with no entry that calls anything: no tab to draw.
    case variantsCallNothing
    /// The call names no method of the view controller and no function of the snippet.
    case variantFunctionNotFound(String, nearest: String?)
    /// `contentSize=AX5 contentSize=xSmall`: the later one is not read.
    case optionTwice(String, firstColumn: Int)
    /// `contentSize=` with nothing after `=`; `example`: the option written with a value.
    case optionEmpty(String, example: String)
}

/// What running the program finds about its statements, names and
/// hierarchy as a whole.
enum CodeProgramFinding: Hashable, Sendable {
    /// `CodeLimits.statements` run.
    case statementBudget(limit: Int)
    /// The block's time budget ran out while the code was read.
    case readingBudget(seconds: Double)
    case ignored(IgnoredStatement)
    case statementOutsideController
    case functionIgnored(String)
    case alreadyDeclared(String)
    case shadows(String)
    case unknownName(String, nearest: String)
    case undeclaredName(String)
    /// A note: an undeclared name is taken for a plain view.
    case assumedPlainView(String)
    case forLoopNeedsArray
    case neverActivated
    /// A note: a trait-change handler run once per breakpoint.
    case traitHandlerRunOnce
    case plainSubviewOfStack(String)
    case nestedTooDeep(String, limit: Int)
    case twoViewsNamed(String)
    case notInHierarchy(String)
}

/// What making and changing constraints finds (the anchor API,
/// `NSLayoutConstraint(item:…)`, VFL).
enum CodeConstraintFinding: Hashable, Sendable {
    case offsetAnchorsAxes
    case anchorHasNoMethod(String, nearest: String?)
    case distanceHasNoMethod(String, nearest: String?)
    case constantArgumentOnPosition(String)
    case argumentAxis(String, horizontal: Bool)
    case unknownArgument(String, nearest: String?)
    case multiplierOnPosition
    case differentAnchorKinds(RelatedSide, RelatedSide)
    case directionalMix(String, String)
    case constraintHasNoMember(String, nearest: String?)
    case constraintHasNoMethod(String)
    case constraintHasNoProperty(String, nearest: String?)
    /// `multiplier`, the anchors, the relation: fixed once a constraint is made.
    case readOnlyProperty(String)
    case priorityOutOfRange(Double)
    /// `.priority(.hight)`: a name no priority has.
    case unknownPriority(String, nearest: String?)
    case priorityCrossesRequired
    case expectedAttribute
    case unknownAttribute(String, nearest: String?)
    case firstItemRequired
    case expectedRelatedBy
    case secondItemNeedsAttribute
    case positionNeedsSecondItem
    case metricNotNumber(String)
    case viewsEntryNotView(String)
    case unknownFormatOption(String, nearest: String?)
}

/// What SnapKit's DSL finds (`snp.makeConstraints { make in … }`).
enum SnapKitFinding: Hashable, Sendable {
    case snpHasNoMember(String, nearest: String?)
    case snpHasNoMethod(String, nearest: String?)
    case unknownAttribute(String, nearest: String?)
    case unknownRelation(String, nearest: String?)
    case relationUncalled(String)
    case modifierUncalled(String)
    case constraintHasNoMember(String, nearest: String?)
    case constraintHasNoMethod(String, nearest: String?)
    case guideNotConstrained
    case expectedClosure(String)
    case outsideMaker(String)
    case attributeFirst(String)
    case relationNeedsTarget(String)
    case cannotRelateTo(CodeValueKind)
    case needsValue(String)
    case priorityOutOfRange
    case updatesOffsetOnly
    case guideHasNoMargins
    case noSuperviewYet(String)
    case noSuperviewToRelate(String, attribute: String)
    case cannotRelateAttributes(String, String)
    case nothingToUpdate
}

/// What making views and setting their properties finds.
enum CodeViewFinding: Hashable, Sendable {
    /// A warning: a class drawn as a plain view.
    case drawnAsPlainView(String)
    case arrangedMustBeViews
    case unknownInitializerArgument(className: String, label: String)
    case madeWhileMade(String)
    /// `RatingView()` when its only initializer is `init(stars:)`.
    case initializerNeedsArguments(className: String, initializer: String)
    case intrinsicSizeConstantOnly
    case alignmentInsetsConstantOnly
    case scrollViewOnly(String)
    case frameUnknown
    /// A warning: a variant changed a view's own property its intrinsic size reads, and nothing invalidated the size.
    case intrinsicSizeNotInvalidated(view: String, property: String)
    /// Objective-C's `v.bounds.origin.y = 40`: a member of a struct property is not assignable.
    case structMemberNotAssignable(view: String, member: String)
    case superviewNotFollowed
    case propertyNotReadBack(String)
    case viewHasNoMember(String, nearest: String?)
    case viewHasNoProperty(String, nearest: String?)
    case viewHasNoMethod(String, nearest: String)
    case guideHasNoMember(String, nearest: String?)
    case onlyClassHas(className: String, member: String, nearest: String?)
    /// A warning: no picture for `UIImage(named:)`.
    case noImage(String?)
    /// A warning: a file named like the picture that cannot be drawn.
    case unusableImage(file: String, ImageFile.Problem)
    case unknownDistribution(CodeValueKind, nearest: String?)
    case unknownAlignment(CodeValueKind, nearest: String?)
    case expectedForEachClosure
    case needsView(String)
    case expectedAxisArgument
    case titleIsString
    case indexNotWhole
    case removeArrangedSubview
}

/// What evaluating expressions finds, and what any statement may take.
enum CodeExpressionFinding: Hashable, Sendable {
    /// Code that was expected, as written: `CGRect(x:y:width:height:)`.
    case expectedCode(String)
    /// `UIView.animate` with no animations closure.
    case expectedAnimations
    case expected(ExpectedValue)
    case expectedFound(ExpectedValue, found: CodeValueKind)
    case takes(String, ExpectedValue)
    case takesFound(String, ExpectedValue, found: CodeValueKind)
    case expectedArgument(label: String?)
    case operatorCannotApply(String, to: CodeValueKind)
    case operatorCannotCombine(String, CodeValueKind, CodeValueKind)
    case operatorNotEvaluated(String)
    case divisionByZero
    case unusableNumber(Double)
    case needsNumbers(String)
    case dictionaryKeysNotStrings
    case variableBindingsTakeNames
    case unknowableConditional
    case unknowableIf
    case methodUncalled(String)
    case horizontalSizeClassOnly
    case sizeClassComparison
    case unknownSizeClass(String, nearest: String?)
    case typeHasNoMember(String, member: String, nearest: String?)
    case cannotCall
    case callsTooDeep
    case unknownInit
    case unknownTextStyle(styles: [String])
    /// A system font's `weight:` that is not one of `UIFont.Weight`'s
    /// names: the names as the code's language spells them (`.bold`,
    /// `UIFontWeightBold`), and the nearest to what was written.
    case unknownFontWeight(known: [String], nearest: String?)
    /// `UIFontMetrics` scaling at a category other than Large: UIKit's scale there is not known to Plumb.
    case fontMetricsScaleUnknown(category: String)
    case unknownColor(String, nearest: String?)
    case notAssignable
    case allocInitOnly
}
