import PlumbDiagnostics

/// What the code reader reports, as data: each case a finding with typed
/// arguments, worded only when read, in the reader's language (issue 31).
/// The findings are grouped by the stage that makes them: reading the text
/// (`CodeSyntaxFinding`), running it (`CodeProgramFinding`), constraints
/// (`CodeConstraintFinding`), SnapKit (`SnapKitFinding`), views
/// (`CodeViewFinding`) and expressions (`CodeExpressionFinding`). Each
/// language is one type of `CodeWords` (`CodeMessages+English.swift`,
/// `CodeMessages+Chinese.swift`): a new case is asked for in every one.
enum CodeMessages {
    static func vocabulary(_ language: Language) -> any CodeWords {
        switch language {
        case .english: return EnglishCodeMessages()
        case .chinese: return ChineseCodeMessages()
        }
    }
}

/// Every word of the code reader's messages, in one language.
protocol CodeWords {
    func words(for finding: CodeSyntaxFinding) -> DiagnosticWords
    func words(for finding: CodeProgramFinding) -> DiagnosticWords
    func words(for finding: CodeConstraintFinding) -> DiagnosticWords
    func words(for finding: SnapKitFinding) -> DiagnosticWords
    func words(for finding: CodeViewFinding) -> DiagnosticWords
    func words(for finding: CodeExpressionFinding) -> DiagnosticWords
}

/// A code reader's finding, carried by a diagnostic and worded when read.
enum CodeFinding: DiagnosticMessage, Hashable {
    case syntax(CodeSyntaxFinding)
    case program(CodeProgramFinding)
    case constraint(CodeConstraintFinding)
    case snapKit(SnapKitFinding)
    case view(CodeViewFinding)
    case expression(CodeExpressionFinding)

    func words(in language: Language) -> DiagnosticWords {
        let words = CodeMessages.vocabulary(language)
        switch self {
        case .syntax(let f): return words.words(for: f)
        case .program(let f): return words.words(for: f)
        case .constraint(let f): return words.words(for: f)
        case .snapKit(let f): return words.words(for: f)
        case .view(let f): return words.words(for: f)
        case .expression(let f): return words.words(for: f)
        }
    }
}

// MARK: What messages name

/// The kind of a value, as a message names it ("a view", "视图").
enum CodeValueKind: Hashable, Sendable {
    case view, guide, anchor, dimension, constraint, number, string, boolean, nothing
    case enumCase(String)
    case color, font, priority, array, dictionary, size, point, rect, insets, image, buttonConfiguration
    case type(String)
    case closure, viewController, snapDSL, snapAttributes, snapConstraint, sizeClass, unknown
}

/// A token where another was expected, as a message shows it.
enum ShownToken: Hashable, Sendable {
    /// A name, number or symbol, quoted as written.
    case quoted(String)
    case string
    case end
}

/// One side of a relation that cannot be made: an anchor (by its name,
/// `widthAnchor`) or a distance `anchorWithOffset(to:)` made.
enum RelatedSide: Hashable, Sendable {
    case anchor(String)
    case distance
}

/// Where a symbol was expected: the end of "expected ')' to close the arguments".
enum SymbolPlace: String, Sendable, CaseIterable {
    case openBlock = "to open a block"
    case closeBlock = "to close the block"
    case openParameters = "to open the parameter list"
    case closeParameters = "to close the parameter list"
    case openSwitch = "to open the switch"
    case afterCase = "after the case"
    case closeSwitch = "to close the switch"
    case conditionalExpression = "in the conditional expression"
    case openArguments = "to open the arguments"
    case closeArguments = "to close the arguments"
    case closeParenthesis = "to close the parenthesis"
    case closeEmptyDictionary = "to close the empty dictionary"
    case closeList = "to close the list"
    case openClosure = "to open the closure"
    case closeClosure = "to close the closure"
    case afterIf = "after 'if'"
    case closeCondition = "to close the condition"
    case afterFor = "after 'for'"
    case closeLoop = "to close the loop"
    case closeArrayLiteral = "to close the array literal"
    case betweenKeyAndValue = "between a key and its value"
    case closeDictionaryLiteral = "to close the dictionary literal"
    case closeBoxedExpression = "to close the boxed expression"
    case closeBlockParameters = "to close the block's parameters"
    case closeMessage = "to close the message"
}

/// What name was expected: "expected a loop variable, found '('".
enum NamePlace: String, Sendable, CaseIterable {
    case type = "a type"
    case declaredName = "a name after 'let' or 'var'"
    case parameterName = "a parameter name"
    case functionName = "a function name"
    case typeName = "a type name"
    case loopVariable = "a loop variable"
    case memberName = "a member name after '.'"
    case className = "a class name"
    case superclass = "a superclass"
    case methodName = "a method name"
    case variableName = "a variable name"
    case propertyName = "a property name after '.'"
    case selectorPart = "a selector part"
}

/// What an argument or a property takes, or what was expected where a
/// message found something else: "'numberOfLines' takes a whole number of lines".
enum ExpectedValue: String, Sendable, CaseIterable {
    case string = "a string"
    case font = "a font such as .systemFont(ofSize: 17)"
    case wholeLines = "a whole number of lines"
    case color = "a colour"
    case boolean = "true or false"
    case rect = "a CGRect"
    case point = "a CGPoint"
    case edgeInsets = "UIEdgeInsets"
    case directionalInsets = "NSDirectionalEdgeInsets"
    case image = "an image"
    case contentMode = "a content mode such as .scaleAspectFit"
    case axis = "'.horizontal' or '.vertical'"
    case number = "a number"
    case buttonConfiguration = "a button configuration such as .filled()"
    case priority = "a UILayoutPriority"
    case layoutGuide = "a UILayoutGuide"
    case view = "a view"
    case viewOrGuide = "a view or a layout guide"
    case anchor = "an anchor"
    case constraints = "constraints"
    case constraintArray = "an array of constraints"
    case numberDictionary = "a dictionary of numbers"
    case viewDictionary = "a dictionary of views"
    case formatOptions = "format options such as .alignAllCenterY"
    case snapOffset = "a number, a CGSize, a CGPoint or UIEdgeInsets"
    case title = "a title"
    case prioritySuchAs = "a priority such as UILayoutPriority(rawValue: 251) or .defaultHigh"
    case sizeClass = "a size class such as '.compact'"
}

/// A statement the figure does not run, as the warning names it.
enum IgnoredStatement: Hashable, Sendable {
    /// Quoted code: `'DispatchQueue.main.async'`, `'[UIView animate…]'`.
    case code(String)
    /// A member of the constraints a VFL line made.
    case visualFormatMember(String)
    /// Setting a member of the constraints a VFL line made.
    case visualFormatSetting(String)
    /// A member of a value of some kind.
    case member(String, of: CodeValueKind)
    /// Setting a member of a value of some kind.
    case setting(String, on: CodeValueKind)
    /// A method called on a value of some kind.
    case call(String, on: CodeValueKind)
    /// `registerForTraitChanges(_:target:action:)`.
    case traitChangeTargetAction
    /// `view = …` in the view controller.
    case replacingRootView
    /// A property of the view controller.
    case controllerMember(String)
    /// A class made for something else than a view.
    case instance(of: String)
}
