import PlumbDiagnostics
import PlumbLayout

/// The parser's findings in English: what a block's text gets wrong, quoting
/// it as written.
extension EnglishBlockMessages {
    func message(_ finding: ParseFinding) -> String {
        switch finding {
        case .line(let f): return words(f)
        case .header(let f): return words(f)
        case .number(let f): return words(f)
        case .constraint(let f): return words(f)
        case .property(let f): return words(f)
        case .variant(let f): return words(f)
        case .visualFormat(let f): return words(f)
        }
    }

    private func words(_ finding: LineFinding) -> String {
        switch finding {
        case .fullWidth(let typed, let meant):
            let what = typed.allSatisfy { $0 == "\u{3000}" } ? "full-width space" : "full-width character\(typed.count == 1 ? "" : "s") '\(typed)'"
            let shown = meant.allSatisfy { $0 == " " } ? "a space" : "'\(meant)'"
            return "\(what); did you mean \(shown)?"
        case .tabIndent: return "indentation must use spaces, not tabs"
        case .readingPastBudget: return "this block ran past its budget while its text was being read, at this line: it is not drawn"
        case .malformedNumber: return "malformed number"
        case .letterAfterNumber(let c): return "unexpected '\(c)' after a number"
        case .hashWithoutName: return "expected an identifier after '#'"
        case .unterminatedString: return "unterminated string: add a closing '\"'"
        case .strictInequality(let s): return "'\(s)' is not a relation: use '\(s)=' (Auto Layout has no strict inequalities)"
        case .unexpectedCharacter(let c): return "unexpected character '\(c)'"
        case .unknownLine(let content): return "expected a declaration, constraint, property or VFL line, found '\(content)'"
        case .internalError(let error): return error
        case .tooDeep(let limit):
            return "this view would be nested \(limit + 1) levels deep; Plumb draws views at most \(limit) levels below the root"
        case .nameMissing(let kind): return "expected a name after '\(kind)'"
        case .invalidName(let name): return "'\(name)' is not a valid name: use letters, digits and '_', starting with a letter"
        case .reservedViewName(let name): return "'\(name)' is reserved and cannot name a view"
        case .alreadyDeclared(let name): return "'\(name)' is already declared"
        case .guideContainsItems: return "a layout guide cannot contain views or guides"
        case .guideText: return "a guide has no text"
        case .expectedKeyValue(let found): return "expected 'key=value', found '\(found)'"
        case .missingGlyphs(let characters, let more):
            let named = characters.map { g in "'\(g.character)' (U+\(NumberText.hex(g.scalar, digits: 4)))" }
            return "no font Plumb ships has \(named.joined(separator: ", "))\(more > 0 ? " and \(more) more" : ""): measured with a placeholder "
                + "width but drawn by the browser in another font, the text may not fit its box"
        case .declaredUnderWidth:
            return "a view declared under 'when width' would change the view tree at a width Plumb cannot place: "
                + "declarations may depend on the size class and direction only"
        case .whenColon: return "expected ':' at the end of the 'when' line"
        case .unknownComparison(let op): return "unknown comparison '\(op)': use <, <=, ==, >= or >"
        case .unknownCondition(let text): return "unknown condition '\(text)': expected compact, regular, rtl, ltr or 'width OP N'"
        }
    }

    private func words(_ finding: HeaderFinding) -> String {
        switch finding {
        case .conditionalHeader(let word): return "'\(word)' cannot be conditional"
        case .canvasArity: return "expected 'canvas WIDTHxHEIGHT' (for example 'canvas 375x120' or 'canvas 375xauto')"
        case .canvasSize(let found): return "expected 'WIDTHxHEIGHT' after 'canvas', found '\(found)'"
        case .canvasHeight(let found): return "the canvas height must be a number or 'auto', found '\(found)'"
        case .breakpointsEmpty: return "expected widths or device names after 'breakpoints'"
        case .breakpointNotPositive(let text): return "a breakpoint width must be greater than 0, found \(text)"
        case .unknownDevice(let name): return "unknown device '\(name)'"
        case .unknownDirection(let text): return "unknown direction '\(text)': expected 'ltr' or 'rtl'"
        case .directionEmpty: return "expected 'ltr', 'rtl' or both after 'direction'"
        case .metricSyntax: return "expected 'let NAME = NUMBER'"
        case .reservedMetric(let name): return "'\(name)' is reserved and cannot name a metric"
        case .metricDefinedTwice(let name): return "metric '\(name)' is already defined"
        case .unknownExpectation(let found, let kinds):
            return "'expect' takes one of \(kinds.map { "'\($0)'" }.joined(separator: ", ")), found '\(found)'"
        case .liveArity: return "expected 'live MIN...MAX' or 'live off'"
        case .liveRange(let found): return "expected 'MIN...MAX' after 'live', found '\(found)'"
        case .liveOrder(let found): return "the live range must run from a width greater than 0 to a larger one, found \(found)"
        case .showIntrinsic(let found): return "expected 'intrinsic' or 'steps' after 'show', found \(found.map { "'\($0)'" } ?? "nothing")"
        case .stepsTakesNothing(let found): return "'show steps' shows the whole block's steps and takes nothing after it; found '\(found)'"
        case .intrinsicOfNonView(let name): return "'\(name)' is not a view: only a view has an intrinsic content size"
        case .tieSyntax: return "expected 'tie NAME gives way'"
        case .afterGivesWay(let word): return "unexpected '\(word)' after 'gives way'"
        case .secondTieLine: return "a block draws one choice of its ties; this one has a 'tie' line already"
        case .tieOfNonView(let name): return "'\(name)' is not a view: only a view's size gives way in a tie"
        case .secondContentSize(let first):
            return "a second 'contentSize' line (the first is at line \(first)): a figure is drawn at one category"
        case .contentSizeSyntax: return "expected 'contentSize CATEGORY' (for example 'contentSize large' or 'contentSize AX3')"
        case .unknownContentSize(let name): return "unknown content-size category '\(name)'"
        }
    }

    private func words(_ finding: NumberFinding) -> String {
        switch finding {
        case .notFinite(let text): return "'\(text)' is not a finite number"
        case .tooLarge(let text): return "\(text) is too large: numbers in a layout block are at most 1,000,000 in size"
        case .unknownMetric(let name): return "unknown metric '\(name)'"
        case .expectedNumber(let found): return "expected a number, found '\(found)'"
        case .priorityOutOfRange(let p): return "priority \(p.compact) is out of range: use 1...1000 or required, high, low, fitting"
        case .divisionByZero: return "division by zero"
        case .dividedMultiplier(let divisor, let quotient):
            return "dividing by \(divisor.compact) gives a multiplier of \(quotient.compact), but multipliers are at most 1,000,000 in size"
        case .expected(let role, let found): return "expected \(describe(role)), found \(shown(found))"
        }
    }

    private func words(_ finding: ConstraintFinding) -> String {
        switch finding {
        case .assignmentInConstraint: return "'=' sets a property; a constraint relates with '==', '>=' or '<='"
        case .expectedRelation(let found): return "expected '==', '>=' or '<=', found \(shown(found))"
        case .expectedEndOfConstraint(let found): return "expected the end of the constraint, found \(shown(found))"
        case .sizeOnlyForSize(let w, let h): return "a size (\(w.compact)x\(h.compact)) can only be given to '.size'"
        case .shorthandToOther(let name): return "'\(name)' stands for several anchors; relate it only to another '\(name)'"
        case .shorthandToNothing(let name): return "'\(name)' stands for several anchors; relate it to another item's '\(name)'"
        case .unknownPriority(let name, let known): return "unknown priority '\(name)': use 1...1000 or one of \(known.joined(separator: ", "))"
        case .expectedPriorityOffset(let sign, let found): return "expected a number after '\(sign)' in the priority, found \(shown(found))"
        case .expectedPriority(let found):
            return "expected a priority after '@' (1...1000, or a name: required, high, low, fitting, defaultHigh…), found \(shown(found))"
        case .nestedDistance: return "distance() takes two anchors, not another distance()"
        case .expectedAnchor(let found): return "expected an anchor such as 'title.leading', found \(shown(found))"
        case .expectedNameAfterDot(let found): return "expected a name after '.', found \(shown(found))"
        case .expectedAnchorAfter(let head): return "expected an anchor after '\(head)', such as '\(head).leading'"
        case .superOnLeft: return "'super' means the constrained view's superview, so it belongs on the right-hand side"
        case .noSuperview(let name): return "'\(name)' has no superview"
        case .unknownView(let name): return "unknown view '\(name)'"
        case .unknownGuide(let name): return "unknown guide '\(name)'"
        case .guideOfGuide(let name): return "'\(name)' is a layout guide and has no guides of its own"
        case .scrollGuideOfNonScroll(let guide, let item): return "only scroll views have a '\(guide)' guide; '\(item)' is not a scroll view"
        case .guideNotAnchor(let name): return "'\(name)' is a guide, not an anchor"
        case .unknownAnchor(let name): return "unknown anchor '\(name)'"
        case .distanceTakesAnchors: return "distance() takes two anchors"
        case .distanceComma: return "expected ',' between the two anchors of distance()"
        case .distanceClose: return "expected ')' to close distance("
        case .distanceOfDimension(let anchor): return "distance() measures between two edges or centres; '\(anchor)' is a dimension"
        case .distanceAcrossAxes(let a, let aKind, let b, let bKind):
            return "distance() needs two anchors of one axis: '\(a)' is \(aKind.rawValue), '\(b)' is \(bKind.rawValue)"
        case .constantBeforeAnchor: return "an anchor goes first on the right-hand side, before any constant"
        case .positionEqualsConstant(let kind, let edge, let constant):
            return "\(kind == .xAxis ? "an" : "a") \(kind.rawValue) anchor cannot equal a constant: UIKit has no '\(edge) == \(constant)'"
        case .kindsDiffer(let firstKind, let first, let secondKind, let second):
            return "cannot relate \(firstKind.rawValue) anchor '\(first)' to \(secondKind.rawValue) anchor '\(second)'"
        case .directionalMix(let a, let b):
            return "cannot relate '\(a)' to '\(b)': leading and trailing follow the layout direction, left and right do not"
        case .shorthandsDiffer(let a, let b): return "cannot relate '\(a)' to '\(b)'"
        case .shorthandMultiplier(let name): return "a multiplier is allowed only between dimensions; '\(name)' is made of positions"
        case .edgesEqualOnly: return "'edges' takes '==' only (the constant is an inset on every side)"
        }
    }

    private func words(_ finding: PropertyFinding) -> String {
        switch finding {
        case .propertyLineSyntax(let found): return "expected 'NAME.property = value', found '\(found)'"
        case .unknownProperty(let key): return "unknown property '\(key)'"
        case .safeOnNonRoot: return "'safe' sets the root's safe-area insets; other views' safe areas follow from the root's"
        case .respectsMarginsOnNonRoot: return "'viewRespectsSystemMinimumLayoutMargins' is a view controller's setting, for its root view"
        case .appliesOnly(let key, let target, let item): return "'\(key)' applies to \(describe(target)) only; '\(item)' is not one"
        case .guideColour(let name): return "'\(name)' is a layout guide, which draws nothing: its colour is not drawn"
        case .guideHidden(let name): return "'\(name)' is a layout guide, which is never drawn: 'hidden' changes nothing"
        case .rootHidden: return "the root is the figure's canvas and is always drawn: 'hidden' on it is not drawn"
        case .badValue(let key, let expected, let found): return "'\(key)' expects \(describe(expected)), found '\(found)'"
        case .unknownChoice(let kind, let text): return "unknown \(describe(kind)) '\(text)'"
        case .negativeIntrinsicSize: return "an intrinsic size cannot be negative"
        case .fontSizeNotPositive: return "a font size must be greater than 0"
        case .unknownTextStyle(let name): return "unknown text style '\(name)'"
        case .unknownColour(let text): return "unknown colour '\(text)': drawn in the default fill"
        }
    }

    private func words(_ finding: VariantFinding) -> String {
        switch finding {
        case .linesUnderBaseName(let name):
            return "this line is indented under 'variant \"\(name)\"', which names the block as written and takes no lines"
        case .variantChangesNothing(let name): return "variant '\(name)' changes nothing"
        case .tooManyVariants(let limit): return "a figure shows at most \(limit) variants"
        case .variantNameQuotes: return "expected the variant's name in quotes after 'variant'"
        case .variantNameEmpty: return "a variant's name is its tab's title and cannot be empty"
        case .variantNamedTwice(let name): return "there is a variant named '\(name)' already"
        case .baseNamedTwice: return "the block as written is named once; this is a second 'variant \"…\"' without ':'"
        case .afterVariantName(let text): return "unexpected '\(text)' after the variant's name"
        case .removalEmpty: return "expected the line to remove after '-'"
        case .variantDeclares: return "a variant cannot declare views: every variant draws the same views"
        case .variantShares(let word): return "a variant shares the block's '\(word)': its tabs compare layouts at the same widths"
        case .variantRemovesShared(let variant, let line):
            return "variant '\(variant)' cannot remove '\(line)': every variant draws the same views at the same widths"
        case .variantRemovesUnknown(let variant, let line): return "variant '\(variant)' removes '\(line)', which is not a line of the block"
        }
    }

    private func words(_ finding: VisualFormatFinding) -> String {
        switch finding {
        case .noSuperview(let name): return "unable to interpret '|': '\(name)' doesn't have a superview"
        case .guide(let name): return "'\(name)' is a layout guide; VFL names views"
        case .spaceEqualToView: return "it is not possible to set a space equal to the width or height of a view"
        case .undefinedMetric(let name): return "encountered metric with name '\(name)', but its value was not specified"
        case .nonASCII: return "the format string contains non-ASCII characters"
        case .baselineSpacingHorizontal: return "the baselineToBaseline format option is not valid for a horizontal layout"
        case .alignmentAlongAxis(let anchor): return "aligning on '\(anchor)' is not allowed in a layout along the same axis"
        case .expectedOption(let found): return "expected an option 'align=…', 'direction=…' or 'spacing=baselineToBaseline', found '\(found)'"
        case .unknownAlignment(let name): return "unknown alignment '\(name)'"
        case .unknownFlow(let value): return "unknown direction '\(value)'"
        case .unknownSpacingOption(let value): return "unknown spacing option '\(value)': the only one is baselineToBaseline"
        case .unknownOption(let key): return "unknown option '\(key)'"
        case .formatEmpty: return "the format string is empty"
        case .expectedFormatEnd: return "expected the end of the format string"
        case .expectedView: return "expected a view"
        case .expectedViewOrEdge: return "expected a view or '|' after '-'"
        case .expectedViewName: return "expected a view name after '['"
        case .expectedCloseBracket: return "expected ']' to close the view"
        case .negativeGap: return "use parentheses around negative numbers, as in -(-5)-"
        case .expectedDash: return "expected a '-' here"
        case .expectedPredicateSeparator: return "expected ',' or ')' in the predicate list"
        case .unknownRelation: return "unknown relation: must be ==, >= or <="
        case .expectedNumberOrMetric: return "expected a number or a metric name"
        case .internalError(let error): return "internal error reading a visual format: \(error)"
        }
    }

    func hint(_ hint: ParseHint) -> String {
        switch hint {
        case .didYouMean(let word): return "did you mean '\(word)'?"
        case .didYouMeanKey(let key): return "did you mean '\(key)'? (followed by '=value')"
        case .halfWidthPunctuation: return "switch the input method to half-width (English) punctuation for layout lines"
        case .splitOrRaiseBudget: return "split it into smaller blocks, or raise 'blockBudgetSeconds' in plumb.json (plumb solve: --budget SECONDS)"
        case .replaceTab: return "replace the tab with spaces"
        case .moveOutOfWhen: return "move it out of the 'when' block"
        case .outdentNested: return "outdent it (and the views inside it) so that it sits in a shallower container"
        case .oneContentSize: return "keep one; a variant that changes the category removes the block's line ('- contentSize …')"
        case .contentSizesAre(let names): return "categories are " + names.joined(separator: ", ")
        case .fontIsSizeOrStyle(let styles): return "a font is a size in points, a metric or a text style: " + styles.joined(separator: ", ")
        case .canvasExample: return "write the size as 375x120, or 375xauto for the smallest height that fits"
        case .breakpointsExample: return "for example 'breakpoints 320 375 768' or 'breakpoints iphone-se ipad'"
        case .knownDevices(let names): return "known devices: " + names.joined(separator: ", ")
        case .liveExample: return "for example 'live 320...1024' (the widths the reader can drag the live panel between) or 'live off'"
        case .usePoints: return "use a number of points, such as 20"
        case .defineMetricFirst(let name): return "define it first with 'let \(name) = NUMBER'"
        case .defineMetric(let name): return "define it with 'let \(name) = NUMBER'"
        case .nameExample(let kind): return "for example '\(kind) title'"
        case .renameReserved(let name): return "choose another name, such as '\(name)View'"
        case .anotherName: return "give this one another name"
        case .outdentLine: return "outdent this line"
        case .measuredScripts:
            return "Plumb measures Latin, Greek, Cyrillic, Hebrew, Arabic, Chinese, Japanese and Korean text; write this text in one of them, "
                + "or give the view a size with 'intrinsic=WxH'"
        case .writeWhen(let condition): return "write 'when \(condition):'"
        case .needsRelation: return "a constraint needs a relation: '==', '>=' or '<='"
        case .writeDoubleEquals: return "write '=='"
        case .priorityBeforeIdentifier: return "the priority comes before the '#identifier'"
        case .useRequired: return "use 1000 (required)"
        case .nameTheSuperview: return "name the superview instead"
        case .declareFirst(let name): return "declare it first, for example 'view \(name)'"
        case .guidesAre(let names): return "guides are " + names.joined(separator: ", ")
        case .addAnchor(let path): return "add an anchor, as in '\(path).leading'"
        case .anchorsAre(let names): return "anchors are " + names.joined(separator: ", ")
        case .anchorPlusConstant: return "write 'ANCHOR + CONSTANT'"
        case .relateToSuper(let anchor, let edge, let constant): return "relate it to another anchor, as in '\(anchor) == super.\(edge) + \(constant)'"
        case .dimensionsRelate: return "a dimension relates to a width, a height or a distance()"
        case .axesRelate: return "x-axis anchors relate to x-axis anchors, y-axis to y-axis"
        case .directionalOnBothSides: return "use leading/trailing on both sides, or left/right on both"
        case .giveASize(let item): return "or give a size, as in '\(item).size == 100x44'"
        case .relateShorthand(let item, let name): return "as in '\(item).\(name) == super.\(name)'"
        case .propertyExample: return "for example 'title.hugging.h = 251'"
        case .propertiesAre(let keys): return "properties are " + keys.joined(separator: ", ")
        case .writeOnRoot(let key, let value): return "write 'root.\(key) = \(value)'"
        case .colourAView: return "colour a view pinned to the guide instead"
        case .hideAView: return "remove the setting, or hide a view instead"
        case .hideSubviews: return "hide its subviews instead"
        case .oneOf(let names): return "expected one of " + names.joined(separator: ", ")
        case .colourKinds: return "use a CSS colour name (such as 'tomato'), a system colour (such as 'systemBlue') or #rrggbb"
        case .showExample: return "for example 'show intrinsic' (every view with an intrinsic size), 'show intrinsic title toggle', or 'show steps' (the engine's four steps)"
        case .tieExample: return "for example 'tie rightLabel gives way' (add 'only' to leave out the other outcome's ghost)"
        case .tieOnOneLine(let line): return "name every view that gives way on one line, as in the line at \(line)"
        case .variantColon: return "end the variant line with ':' to make it a variant of its own"
        case .variantLines: return "indent the lines it adds under it, and '- LINE' for a line of the block it removes"
        case .splitFigure: return "split the block into two figures"
        case .variantExample: return "write 'variant \"NAME\":' and indent the lines it adds under it"
        case .variantOwnName: return "give each variant its own name"
        case .secondBaseColon: return "end the line with ':' to make it a variant with its own lines"
        case .variantBody: return "end the line with ':' and put the variant's lines under it, indented"
        case .removalExample: return "copy the line of the block as written, for example '- expect tie'"
        case .declareHidden(let line):
            return "declare '\(line)' in the block with 'hidden = true', and show it in the variant with a line such as 'NAME.hidden = false'"
        case .moveOutOfVariant(let word): return "move '\(word)' out of the variant, into the block as written"
        case .keepLineHidden: return "keep the line in the block; a view a variant leaves out can be 'NAME.hidden = true' there"
        case .copyLine: return "copy the line as the block writes it"
        case .declareUnderSizeClass:
            return "declare it under 'when compact:' or 'when regular:', or unconditionally with 'hidden = true' under 'when width'"
        case .spacerGuide: return "use a spacer guide whose width equals the view's"
        case .alignVertical: return "align a vertical layout on leading, trailing, left, right or centerX"
        case .alignHorizontal: return "align a horizontal layout on top, bottom, centerY or a baseline"
        case .useFlows(let names): return "use " + names.joined(separator: ", ")
        }
    }

    func note(_ note: ParseNote) -> String {
        switch note {
        case .firstDeclared: return "first declared here"
        }
    }

    /// A token as "found …" names it.
    func shown(_ token: Token.Kind) -> String {
        switch token {
        case .identifier(let s): return "'\(s)'"
        case .number(let n): return "'\(n.compact)'"
        case .size(let w, let h): return "'\(w.compact)x\(h.compact)'"
        case .symbol(let s): return "'\(s)'"
        case .hashName(let s): return "'#\(s)'"
        case .string(let s): return "\"\(s)\""
        case .end: return "the end of the line"
        }
    }

    private func describe(_ role: NumberRole) -> String {
        switch role {
        case .multiplier: return "a multiplier"
        case .systemMultiple: return "a multiple of the system spacing"
        case .constant: return "a constant"
        }
    }

    /// "labels, buttons and fields", for "applies to … only".
    private func describe(_ target: PropertyTarget) -> String {
        switch target {
        case .anything: return "any view"
        case .views: return "views"
        case .textViews: return "labels, buttons and fields"
        case .arrangedViews: return "arranged views of a stack"
        case .root: return "the root"
        case .kind(_, let name): return name
        }
    }

    private func describe(_ expected: ExpectedValue) -> String {
        switch expected {
        case .lineCount: return "a whole number of lines, 0 for unlimited"
        case .buttonStyle: return "plain or filled"
        case .axis: return "horizontal or vertical"
        case .flag: return "true or false"
        case .quotedString: return "a quoted string"
        case .insetsOrOne: return "N or TOP,LEFT,BOTTOM,RIGHT"
        case .insets: return "TOP,LEFT,BOTTOM,RIGHT"
        case .intrinsicSize: return "WIDTHxHEIGHT, with '-' for none on an axis (such as 120x- or -x34)"
        case .hexColour: return "a colour as #rgb, #rrggbb or #rrggbbaa"
        case .imagePath: return "the path of an image beside the page, such as photo.png"
        case .rect: return "X,Y,WIDTH,HEIGHT"
        case .point: return "X,Y"
        case .font: return "a size or a text style, then ',WEIGHT' if any (such as '28,bold' or 'body,semibold')"
        }
    }

    private func describe(_ kind: ChoiceKind) -> String {
        switch kind {
        case .contentMode: return "content mode"
        case .distribution: return "distribution"
        case .alignment: return "alignment"
        case .fontWeight: return "font weight"
        }
    }
}
