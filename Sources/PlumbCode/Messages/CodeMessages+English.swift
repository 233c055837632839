import PlumbDiagnostics

/// The code reader's messages in English, each with its likely fix: the
/// words the command line printed before they were data, unchanged.
struct EnglishCodeMessages: CodeWords {
    private func didYouMean(_ nearest: String?) -> String? { nearest.map { "did you mean '\($0)'?" } }

    func value(_ kind: CodeValueKind) -> String {
        switch kind {
        case .view: return "a view"
        case .guide: return "a layout guide"
        case .anchor: return "an anchor"
        case .dimension: return "a dimension"
        case .constraint: return "a constraint"
        case .number: return "a number"
        case .string: return "a string"
        case .boolean: return "a Boolean"
        case .nothing: return "nil"
        case .enumCase(let c): return "'.\(c)'"
        case .color: return "a colour"
        case .font: return "a font"
        case .priority: return "a priority"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .size: return "a size"
        case .point: return "a point"
        case .rect: return "a rectangle"
        case .insets: return "edge insets"
        case .image: return "an image"
        case .buttonConfiguration: return "a button configuration"
        case .type(let t): return "the type '\(t)'"
        case .closure: return "a closure"
        case .viewController: return "the view controller"
        case .snapDSL: return "a SnapKit DSL"
        case .snapAttributes: return "SnapKit attributes"
        case .snapConstraint: return "a SnapKit constraint"
        case .sizeClass: return "a size class"
        case .unknown: return "an unknown value"
        }
    }

    func token(_ t: ShownToken) -> String {
        switch t {
        case .quoted(let s): return "'\(s)'"
        case .string: return "a string"
        case .end: return "the end of the code"
        }
    }

    func words(for finding: CodeSyntaxFinding) -> DiagnosticWords {
        let smaller = "split it into smaller statements"
        switch finding {
        case .unexpectedCharacter(let c): return DiagnosticWords("unexpected character '\(c)'")
        case .unterminatedString: return DiagnosticWords("unterminated string: add a closing '\"'")
        case .unsupportedEscape(let escape):
            return DiagnosticWords("the figure cannot draw the escape '\(escape)': it is a control character a label does not show, or not an escape Swift knows",
                                   suggestion: "write the character itself, or one of '\\n', '\\t', '\\\"', '\\\\', '\\u{00E9}'")
        case .unterminatedComment: return DiagnosticWords("unterminated comment: add '*/'")
        case .nestedTooDeep(let limit):
            return DiagnosticWords("expressions and blocks nest more than \(limit) deep here; Plumb reads layout code, not this", suggestion: smaller)
        case .chainTooLong(let limit):
            return DiagnosticWords("this expression chains more than \(limit) members or operators; Plumb reads layout code, not this", suggestion: smaller)
        case .expectedSymbol(let symbol, let place, let found):
            return DiagnosticWords("expected '\(symbol)' \(place.rawValue), found \(token(found))")
        case .missingComma(let line, let found):
            return DiagnosticWords("expected ',' between the list's elements, found \(token(found))", suggestion: "add ',' at the end of line \(line)")
        case .expectedName(let place, let found): return DiagnosticWords("expected \(place.rawValue), found \(token(found))")
        case .expectedExpression(let found): return DiagnosticWords("expected an expression, found \(token(found))")
        case .expectedStatementEnd(let found):
            return DiagnosticWords("expected the end of the statement, found \(token(found))",
                                   suggestion: "start a new statement on a new line, or separate statements with ';'")
        case .expectedCaseOrDefault(let found): return DiagnosticWords("expected 'case' or 'default', found \(token(found))")
        case .expectedLoopIn: return DiagnosticWords("expected 'in' after the loop variable")
        case .unmatchedBrace: return DiagnosticWords("unexpected '}': it closes no '{'")
        case .mixedDictionary: return DiagnosticWords("a dictionary literal mixes 'key: value' pairs with plain values")
        case .unevenEquals:
            return DiagnosticWords("'=' must have consistent whitespace on both sides: swiftc rejects this line, though its meaning is plain",
                                   suggestion: "write ' = ' with a space on each side")
        case .statementInClassBody:
            return DiagnosticWords("the figure ignores this statement: a class body holds properties and methods", suggestion: "move it into viewDidLoad()")
        case .guardNotRead:
            return DiagnosticWords("'guard' is not part of the Swift Plumb reads",
                                   suggestion: "write the layout code without it; see docs/code-blocks.md for the subset")
        case .ifLetNotRead:
            return DiagnosticWords("'if let' is not part of the Swift Plumb reads", suggestion: "the figure needs values it can know; see docs/code-blocks.md")
        case .subscriptNotRead:
            return DiagnosticWords("subscripts are not part of the Swift Plumb reads", suggestion: "name the view in a variable of its own")
        case .tupleNotRead: return DiagnosticWords("tuples are not part of the Swift Plumb reads")
        case .directiveNotRead(let name): return DiagnosticWords("'#\(name)' is not part of the Swift Plumb reads")
        case .expectedMethod(let found): return DiagnosticWords("expected a method ('- (void)name { … }'), found \(token(found))")
        case .expectedSemicolon(let found):
            return DiagnosticWords("expected ';' at the end of the statement, found \(token(found))", suggestion: "end the statement with ';'")
        case .objCForInOnly: return DiagnosticWords("the figure runs 'for (Type *x in collection)' loops only")
        case .atKeywordNotRead(let name): return DiagnosticWords("'@\(name)' is not part of the Objective-C Plumb reads")
        case .expectedSelector: return DiagnosticWords("expected a selector after the receiver")
        case .optionNotKeyValue(let word, let nearest, let options):
            return DiagnosticWords("expected an option 'key=value', found '\(word)'",
                                   suggestion: nearest.map { "did you mean '\($0)=…'?" } ?? "options are " + options.joined(separator: ", "))
        case .unknownOption(let key, let nearest, let options):
            return DiagnosticWords("unknown option '\(key)'", suggestion: didYouMean(nearest) ?? "options are " + options.joined(separator: ", "))
        case .unclosedOptionQuote:
            return DiagnosticWords("this option's '\"' is never closed", suggestion: "close the value with '\"': variants=\"Before, After: expand()\"")
        case .variantNameEmpty:
            return DiagnosticWords("a variant needs a name", suggestion: "write each variant as 'NAME: method()', separated by commas")
        case .variantCallExpected(let found):
            return DiagnosticWords("expected a call such as 'expand()', or 'contentSize=AX3', after the variant's ':', found '\(found)'",
                                   suggestion: "name a method of the view controller or a function of the snippet, with '()'")
        case .variantNeedsCall(let name):
            return DiagnosticWords("the variant '\(name)' calls nothing: only the first name may stand alone, for the code as written",
                                   suggestion: "write '\(name): method()'")
        case .variantNamedTwice(let name):
            return DiagnosticWords("the variant name '\(name)' is used twice", suggestion: "give each tab its own name")
        case .tooManyVariants(let limit):
            return DiagnosticWords("a figure has at most \(limit) variants", suggestion: "split it into two figures")
        case .variantsCallNothing:
            return DiagnosticWords("'variants' names no variant with a call, so the figure has no other tab",
                                   suggestion: "add one: variants=\"Before, After: expand()\"")
        case .variantFunctionNotFound(let name, let nearest):
            return DiagnosticWords("the variant calls '\(name)()', but the code has no method or function of that name",
                                   suggestion: didYouMean(nearest) ?? "define 'func \(name)()' in the view controller or the snippet")
        case .optionTwice(let key, let firstColumn):
            return DiagnosticWords("the option '\(key)' is given twice (first at column \(firstColumn)); this one is not read",
                                   suggestion: "keep one '\(key)='")
        case .optionEmpty(let key, let example):
            return DiagnosticWords("the option '\(key)=' has no value", suggestion: "give it one, e.g. '\(example)', or leave the option out")
        }
    }

    func ignored(_ s: IgnoredStatement) -> String {
        switch s {
        case .code(let code): return "'\(code)'"
        case .visualFormatMember(let name): return "'\(name)' of a VFL line's constraints"
        case .visualFormatSetting(let name): return "setting '\(name)' on a VFL line's constraints"
        case .member(let name, let kind): return "'\(name)' of \(value(kind))"
        case .setting(let name, let kind): return "setting '\(name)' on \(value(kind))"
        case .call(let name, let kind): return "'\(name)(...)' on \(value(kind))"
        case .traitChangeTargetAction: return "'registerForTraitChanges' with a target and action (the figure runs a handler closure)"
        case .replacingRootView: return "replacing the view controller's view"
        case .controllerMember(let name): return "the view controller's '\(name)'"
        case .instance(let className): return "an instance of '\(className)'"
        }
    }

    func words(for finding: CodeProgramFinding) -> DiagnosticWords {
        switch finding {
        case .statementBudget(let limit):
            return DiagnosticWords("the code runs more than \(limit) statements; the figure stops reading it here",
                                   suggestion: "layout code runs each statement a few times at most: look for methods calling each other")
        case .readingBudget(let seconds):
            return DiagnosticWords("reading the code took the block's whole budget of \(NumberText.exact(seconds)) s; the figure stops reading it here",
                                   suggestion: "look for loops or methods calling each other; or raise blockBudgetSeconds in plumb.json")
        case .ignored(let what):
            return DiagnosticWords("the figure ignores this statement: \(ignored(what)) is not layout code Plumb runs",
                                   suggestion: "see docs/code-blocks.md for the statements Plumb understands")
        case .statementOutsideController:
            return DiagnosticWords("the figure ignores this statement: the code's view controller lays the view out, and this stands outside it",
                                   suggestion: "move it into viewDidLoad()")
        case .functionIgnored(let name):
            return DiagnosticWords("the figure ignores the function '\(name)': only a class's own methods are called, when the code calls them",
                                   suggestion: "define it as a method of the view controller, or write its statements where they run")
        case .alreadyDeclared(let name):
            return DiagnosticWords("'\(name)' is already declared in this scope", suggestion: "give this one another name")
        case .shadows(let name):
            return DiagnosticWords("'\(name)' shadows a name declared outside this scope: the figure names views after their variables, "
                                   + "and this one is told apart by a number", suggestion: "give it a name of its own")
        case .unknownName(let name, let nearest): return DiagnosticWords("unknown name '\(name)'", suggestion: didYouMean(nearest))
        case .undeclaredName(let name):
            return DiagnosticWords("unknown name '\(name)'", suggestion: "declare it first with 'let \(name) = ...'")
        case .assumedPlainView(let name):
            return DiagnosticWords("'\(name)' is not declared in this code: the figure assumes a plain UIView added to the root view, "
                                   + "laid out by constraints (translatesAutoresizingMaskIntoConstraints = false)",
                                   suggestion: "declare it, for example 'let \(name) = UIView()', if it is another kind of view")
        case .forLoopNeedsArray: return DiagnosticWords("a 'for' loop the figure runs goes over an array literal or array")
        case .neverActivated:
            return DiagnosticWords("this constraint is created but never activated, so UIKit ignores it",
                                   suggestion: "activate it: add '.isActive = true', or put it in NSLayoutConstraint.activate([...])")
        case .traitHandlerRunOnce:
            return DiagnosticWords("UIKit calls this handler each time a registered trait changes; the figure runs it once, "
                                   + "after the first layout pass, for the size class of each breakpoint",
                                   suggestion: "code here that adds views or constraints adds them again on each change in a real app")
        case .plainSubviewOfStack(let name):
            return DiagnosticWords("'\(name)' is added to the stack view as a plain subview, not arranged: the layout model holds a stack's arranged views only",
                                   suggestion: "use addArrangedSubview, or add it to another view")
        case .nestedTooDeep(let name, let limit): return DiagnosticWords("'\(name)' would be nested more than \(limit) levels deep")
        case .twoViewsNamed(let name): return DiagnosticWords("two views are named '\(name)'")
        case .notInHierarchy(let name):
            return DiagnosticWords("'\(name)' is never added to the view hierarchy: UIKit raises an exception when this constraint is activated "
                                   + "(the views have no common ancestor)", suggestion: "add it first, for example 'view.addSubview(\(name))'")
        }
    }

    func side(_ s: RelatedSide) -> String {
        switch s {
        case .anchor(let name): return "\(name)Anchor"
        case .distance: return "a distance"
        }
    }

    func words(for finding: CodeConstraintFinding) -> DiagnosticWords {
        switch finding {
        case .offsetAnchorsAxes: return DiagnosticWords("anchorWithOffset(to:) relates two anchors of the same axis")
        case .anchorHasNoMethod(let name, let nearest):
            return DiagnosticWords("an anchor has no method '\(name)'",
                                   suggestion: didYouMean(nearest) ?? "anchors make constraints with constraint(equalTo:constant:)")
        case .distanceHasNoMethod(let name, let nearest):
            return DiagnosticWords("the dimension anchorWithOffset(to:) makes has no method '\(name)'",
                                   suggestion: didYouMean(nearest) ?? "make a constraint with constraint(equalTo:multiplier:constant:) or constraint(equalToConstant:)")
        case .constantArgumentOnPosition(let label):
            return DiagnosticWords("'\(label):' belongs to a width or height anchor",
                                   suggestion: "relate a position anchor to another anchor: constraint(equalTo:constant:)")
        case .argumentAxis(let label, let horizontal): return DiagnosticWords("'\(label):' relates \(horizontal ? "x-axis" : "y-axis") anchors")
        case .unknownArgument(let label, let nearest): return DiagnosticWords("unknown argument '\(label):'", suggestion: didYouMean(nearest))
        case .multiplierOnPosition:
            return DiagnosticWords("only a width or height anchor takes a multiplier",
                                   suggestion: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) takes one for any attribute")
        case .differentAnchorKinds(let a, let b):
            return DiagnosticWords("cannot relate \(side(a)) to \(side(b)): they are different kinds of anchor",
                                   suggestion: "an x-axis anchor relates to an x-axis anchor, a y-axis anchor to a y-axis anchor, a width or height to a width, a height, a constant or a distance such as leadingAnchor.anchorWithOffset(to: centerXAnchor)")
        case .directionalMix(let a, let b):
            return DiagnosticWords("UIKit refuses to relate \(a) to \(b): leading and trailing do not mix with left and right",
                                   suggestion: "use leading/trailing on both sides, or left/right on both")
        case .constraintHasNoMember(let name, let nearest):
            return DiagnosticWords("a constraint has no member '\(name)' the figure knows", suggestion: didYouMean(nearest))
        case .constraintHasNoMethod(let name): return DiagnosticWords("a constraint has no method '\(name)'")
        case .constraintHasNoProperty(let name, let nearest):
            return DiagnosticWords("a constraint has no property '\(name)' the figure knows", suggestion: didYouMean(nearest))
        case .readOnlyProperty(let name):
            return DiagnosticWords("'\(name)' is read-only: a constraint's anchors, relation and multiplier are fixed when it is made",
                                   suggestion: "deactivate this constraint and activate a new one with the \(name) you want (only 'constant', 'priority', 'identifier' and 'isActive' change)")
        case .priorityOutOfRange(let p): return DiagnosticWords("a priority is from 1 to 1000, found \(NumberText.exact(p))")
        case .unknownPriority(let name, let nearest):
            return DiagnosticWords("unknown priority '.\(name)'", suggestion: nearest.map { "did you mean '.\($0)'?" } ?? "use a number from 1 to 1000, or '.required', '.defaultHigh', '.defaultLow'")
        case .priorityCrossesRequired:
            return DiagnosticWords("UIKit raises an exception here: a priority cannot change from required to optional (or back) once the constraint is active",
                                   suggestion: "set the priority before activating the constraint")
        case .expectedAttribute: return DiagnosticWords("expected 'attribute: .top' (an NSLayoutConstraint.Attribute)")
        case .unknownAttribute(let name, let nearest): return DiagnosticWords("unknown attribute '.\(name)'", suggestion: didYouMean(nearest))
        case .firstItemRequired: return DiagnosticWords("the first item and attribute are required")
        case .expectedRelatedBy: return DiagnosticWords("expected 'relatedBy: .equal' (or .greaterThanOrEqual, .lessThanOrEqual)")
        case .secondItemNeedsAttribute: return DiagnosticWords("a second item needs an attribute")
        case .positionNeedsSecondItem: return DiagnosticWords("UIKit raises an exception here: a position attribute needs a second item")
        case .metricNotNumber(let key): return DiagnosticWords("metric '\(key)' must be a number")
        case .viewsEntryNotView(let key): return DiagnosticWords("'\(key)' in 'views:' must be a view")
        case .unknownFormatOption(let name, let nearest): return DiagnosticWords("unknown VFL option '.\(name)'", suggestion: didYouMean(nearest))
        }
    }

    func words(for finding: SnapKitFinding) -> DiagnosticWords {
        let stops = "SnapKit stops the app here:"
        switch finding {
        case .snpHasNoMember(let name, let nearest): return DiagnosticWords("'snp' has no member '\(name)'", suggestion: didYouMean(nearest))
        case .snpHasNoMethod(let name, let nearest): return DiagnosticWords("'snp' has no method '\(name)'", suggestion: didYouMean(nearest))
        case .unknownAttribute(let name, let nearest): return DiagnosticWords("unknown SnapKit attribute '\(name)'", suggestion: didYouMean(nearest))
        case .unknownRelation(let name, let nearest): return DiagnosticWords("unknown SnapKit relation '\(name)'", suggestion: didYouMean(nearest))
        case .relationUncalled(let name):
            return DiagnosticWords("'\(name)' without '()' is a reference to the function, not a call: it constrains nothing",
                                   suggestion: "write '\(name)(\(name.hasSuffix("Superview") ? "" : "…"))'")
        case .modifierUncalled(let name):
            return DiagnosticWords("'\(name)' without '()' is a reference to the function, not a call: it changes nothing", suggestion: "write '\(name)(…)'")
        case .constraintHasNoMember(let name, let nearest):
            return DiagnosticWords("a SnapKit constraint has no member '\(name)'", suggestion: didYouMean(nearest))
        case .constraintHasNoMethod(let name, let nearest):
            return DiagnosticWords("a SnapKit constraint has no method '\(name)'", suggestion: didYouMean(nearest))
        case .guideNotConstrained: return DiagnosticWords("the figure makes SnapKit constraints for views, not guides")
        case .expectedClosure(let name): return DiagnosticWords("expected a closure: '\(name) { make in … }'")
        case .outsideMaker(let name): return DiagnosticWords("'\(name)' belongs to 'make.…' inside makeConstraints")
        case .attributeFirst(let name): return DiagnosticWords("name an attribute first: 'make.top.\(name)(…)'")
        case .relationNeedsTarget(let name): return DiagnosticWords("'\(name)' needs a view, an attribute or a constant")
        case .cannotRelateTo(let kind): return DiagnosticWords("SnapKit cannot relate to \(value(kind))")
        case .needsValue(let name): return DiagnosticWords("'\(name)' needs a value")
        case .priorityOutOfRange: return DiagnosticWords("a priority is from 1 to 1000 (or .required, .high, .medium, .low)")
        case .updatesOffsetOnly: return DiagnosticWords("the figure updates a SnapKit constraint's offset or inset")
        case .guideHasNoMargins: return DiagnosticWords("a layout guide has no margins")
        case .noSuperviewYet(let view):
            return DiagnosticWords("\(stops) '\(view)' has no superview yet", suggestion: "add it with addSubview before making its constraints")
        case .noSuperviewToRelate(let view, let attribute): return DiagnosticWords("\(stops) '\(view)' has no superview to relate \(attribute) to")
        case .cannotRelateAttributes(let a, let b): return DiagnosticWords("SnapKit cannot relate \(a) to \(b)")
        case .nothingToUpdate:
            return DiagnosticWords("\(stops) updateConstraints found no constraint like this one to update",
                                   suggestion: "make it first with makeConstraints, or use remakeConstraints")
        }
    }

    func words(for finding: CodeViewFinding) -> DiagnosticWords {
        switch finding {
        case .drawnAsPlainView(let className): return DiagnosticWords("the figure draws a \(className) as a plain view")
        case .arrangedMustBeViews: return DiagnosticWords("arranged subviews must be views")
        case .unknownInitializerArgument(let className, let label):
            return DiagnosticWords("the figure does not know \(className)'s initializer argument '\(label)'")
        case .initializerNeedsArguments(let className, let initializer):
            return DiagnosticWords("\(className)'s only initializers take arguments ('\(initializer)'), and this call passes none",
                                   suggestion: "pass them, as in '\(className)(\(initializer.dropFirst(5).dropLast()) …)'")
        case .madeWhileMade(let name):
            return DiagnosticWords("this '\(name)' is made while another '\(name)' is still being made, which makes this one: in an app this never ends",
                                   suggestion: "make the inner view outside \(name)'s stored properties and initializer")
        case .intrinsicSizeConstantOnly: return DiagnosticWords("the figure reads an intrinsicContentSize that returns a constant CGSize")
        case .alignmentInsetsConstantOnly:
            return DiagnosticWords("the figure reads an alignmentRectInsets that returns constant UIEdgeInsets",
                                   suggestion: "return UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30) with the shadow's own numbers")
        case .scrollViewOnly(let name): return DiagnosticWords("'\(name)' belongs to a UIScrollView")
        case .frameUnknown:
            return DiagnosticWords("a view's frame is known only once layout has run; the figure reads the root view's size only",
                                   suggestion: "relate the views with constraints instead")
        case .structMemberNotAssignable(let view, let member):
            return DiagnosticWords("Objective-C cannot assign to '\(view).\(member)': the property returns a copy of the struct (clang: expression is not assignable)",
                                   suggestion: member.hasPrefix("contentOffset") ? "assign the whole point: \(view).contentOffset = CGPointMake(x, y);"
                                       : "assign the whole rectangle, keeping its size: \(view).bounds = CGRectMake(x, y, CGRectGetWidth(\(view).bounds), CGRectGetHeight(\(view).bounds));")
        case .intrinsicSizeNotInvalidated(let view, let property):
            return DiagnosticWords("after the first layout pass UIKit keeps the intrinsic size it read for '\(view)': changing '\(property)' alone does not change it, so the figure draws the old size",
                                   suggestion: "call invalidateIntrinsicContentSize() in the property's didSet (in Objective-C, its setter) or after the change")
        case .superviewNotFollowed: return DiagnosticWords("the figure does not follow 'superview'", suggestion: "name the superview's variable")
        case .propertyNotReadBack(let name):
            return DiagnosticWords("the figure does not read a view's '\(name)' back", suggestion: "keep the value in a constant of its own")
        case .viewHasNoMember(let name, let nearest):
            return DiagnosticWords("a view has no member '\(name)' the figure knows",
                                   suggestion: didYouMean(nearest) ?? "see docs/code-blocks.md for the members Plumb reads")
        case .viewHasNoProperty(let name, let nearest):
            return DiagnosticWords("a view has no property '\(name)' the figure knows",
                                   suggestion: didYouMean(nearest) ?? "see docs/code-blocks.md for the properties Plumb reads")
        case .viewHasNoMethod(let name, let nearest): return DiagnosticWords("a view has no method '\(name)'", suggestion: didYouMean(nearest))
        case .guideHasNoMember(let name, let nearest):
            return DiagnosticWords("a layout guide has no member '\(name)' the figure knows", suggestion: didYouMean(nearest))
        case .onlyClassHas(let className, let member, let nearest):
            return DiagnosticWords("only a \(className) has '\(member)'", suggestion: didYouMean(nearest))
        case .noImage(let name):
            return DiagnosticWords("no image \(name.map { "'\($0)'" } ?? "nil") beside the page (as \(name ?? "NAME").png, @2x.png, @3x.png, .jpg): "
                                   + "the image view is drawn with no intrinsic size, as UIKit sizes one with no image",
                                   suggestion: "put the picture beside the page, or constrain the image view's width and height")
        case .unusableImage(let file, let problem):
            let what: String
            switch problem {
            case .notAFile: what = "is not a regular file (a folder, FIFO, socket or device), so it is not read"
            case .notAPicture: what = "has no PNG, GIF or JPEG header with a size"
            case .unusableSize(let w, let h):
                what = "says it is \(NumberText.exact(w)) × \(NumberText.exact(h)) points, "
                    + (min(w, h) <= 0 ? "an empty picture" : "larger than the 1,000,000 a layout's numbers go to")
            }
            return DiagnosticWords("the picture '\(file)' beside the page \(what): the image view is drawn with no intrinsic size, as UIKit sizes one with no image",
                                   suggestion: "replace '\(file)' with a PNG, GIF or JPEG picture, or constrain the image view's width and height")
        case .unknownDistribution(let kind, let nearest): return DiagnosticWords("unknown distribution \(value(kind))", suggestion: didYouMean(nearest))
        case .unknownAlignment(let kind, let nearest): return DiagnosticWords("unknown alignment \(value(kind))", suggestion: didYouMean(nearest))
        case .expectedForEachClosure: return DiagnosticWords("expected a closure after forEach")
        case .needsView(let name): return DiagnosticWords("'\(name)' needs a view")
        case .expectedAxisArgument: return DiagnosticWords("expected 'for: .horizontal' or 'for: .vertical'")
        case .titleIsString: return DiagnosticWords("a title is a string")
        case .indexNotWhole: return DiagnosticWords("an index is a whole number from 0")
        case .removeArrangedSubview:
            return DiagnosticWords("removeArrangedSubview leaves the view a plain subview of the stack, which the layout model does not hold",
                                   suggestion: "use removeFromSuperview, which removes it from the stack too")
        }
    }

    func words(for finding: CodeExpressionFinding) -> DiagnosticWords {
        switch finding {
        case .expectedCode(let code): return DiagnosticWords("expected \(code)")
        case .expectedAnimations:
            return DiagnosticWords("expected the animations closure", suggestion: "UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }")
        case .expected(let what): return DiagnosticWords("expected \(what.rawValue)")
        case .expectedFound(let what, let found): return DiagnosticWords("expected \(what.rawValue), found \(value(found))")
        case .takes(let name, let what): return DiagnosticWords("'\(name)' takes \(what.rawValue)")
        case .takesFound(let name, let what, let found): return DiagnosticWords("'\(name)' takes \(what.rawValue), found \(value(found))")
        case .expectedArgument(let label): return DiagnosticWords("expected an argument\(label.map { " '\($0):'" } ?? "")")
        case .operatorCannotApply(let op, let kind): return DiagnosticWords("'\(op)' cannot apply to \(value(kind))")
        case .operatorCannotCombine(let op, let a, let b): return DiagnosticWords("'\(op)' cannot combine \(value(a)) and \(value(b))")
        case .operatorNotEvaluated(let op): return DiagnosticWords("the figure does not evaluate '\(op)'")
        case .divisionByZero: return DiagnosticWords("division by zero")
        case .unusableNumber(let n): return DiagnosticWords("\(NumberText.exact(n)) is not a number a layout can use")
        case .needsNumbers(let name): return DiagnosticWords("'\(name)' needs numbers")
        case .dictionaryKeysNotStrings: return DiagnosticWords("the figure reads dictionaries with string keys")
        case .variableBindingsTakeNames: return DiagnosticWords("NSDictionaryOfVariableBindings takes variable names")
        case .unknowableConditional: return DiagnosticWords("the figure cannot know which side of this '?:' applies")
        case .unknowableIf:
            return DiagnosticWords("the figure cannot know which branch of this 'if' runs",
                                   suggestion: "Plumb follows '#available', the size class (traitCollection.horizontalSizeClass) and conditions on constants")
        case .methodUncalled(let name):
            return DiagnosticWords("'\(name)' without '()' names the method without calling it", suggestion: "write '\(name)()'")
        case .horizontalSizeClassOnly:
            return DiagnosticWords("the figure knows the horizontal size class only", suggestion: "test traitCollection.horizontalSizeClass")
        case .sizeClassComparison: return DiagnosticWords("the figure compares the size class with '.compact' or '.regular'")
        case .unknownSizeClass(let name, let nearest): return DiagnosticWords("unknown size class '.\(name)'", suggestion: didYouMean(nearest))
        case .typeHasNoMember(let type, let member, let nearest):
            return DiagnosticWords("'\(type)' has no member '\(member)' the figure knows", suggestion: didYouMean(nearest))
        case .cannotCall: return DiagnosticWords("the figure cannot call this")
        case .callsTooDeep: return DiagnosticWords("methods call each other more than 32 deep here")
        case .unknownInit: return DiagnosticWords("the figure cannot tell what this '.init(...)' makes")
        case .unknownTextStyle(let styles):
            return DiagnosticWords("expected a text style such as '.body'", suggestion: "text styles are " + styles.joined(separator: ", "))
        case .unknownFontWeight(let known, let nearest):
            return DiagnosticWords("expected a font weight: one of " + known.joined(separator: ", "), suggestion: didYouMean(nearest))
        case .unknownColor(let name, let nearest): return DiagnosticWords("unknown colour '\(name)'", suggestion: didYouMean(nearest))
        case .fontMetricsScaleUnknown(let category):
            return DiagnosticWords("UIFontMetrics scales a font at '\(category)' by a factor UIKit does not publish (it is not the text style's size ratio), so the figure cannot size it",
                                   suggestion: "draw the figure at 'contentSize=large', where the font is unchanged, or use 'UIFont.preferredFont(forTextStyle:)'")
        case .notAssignable: return DiagnosticWords("this cannot be assigned to")
        case .allocInitOnly: return DiagnosticWords("the figure reads 'init…' sent to '[Class alloc]'")
        }
    }
}
