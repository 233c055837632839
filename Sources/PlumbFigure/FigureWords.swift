import Foundation
import PlumbDiagnostics
import PlumbLayout

/// The words a figure writes around its drawing (the live panel's title and
/// controls, the legend, the constraint table), in the page's language.
///
/// Why: a figure on a Chinese page must speak Chinese. The words are data
/// until the figure is written: each has a key (`figure…`, in the site's
/// strings file for the language, `templates/strings/LANG.json`) and an
/// English default here, which a missing key falls back to. `{name}` in a
/// text is replaced by the value the figure gives it.
///
/// The live caption's sentences and the overlay's labels are keys here too;
/// the diagnostics a figure shows are worded by their own message data in
/// `language` (`BlockMessages`), the language of the page.
public struct FigureWords: Sendable, Equatable {
    /// Every key with its English text, in the order a translator reads them.
    public static let englishEntries: KeyValuePairs<String, String> = [
        "figureLiveTitle": "Live: pick a width or drag the panel’s corner, from {min} to {max} pt",
        "figureLiveDescription": "The layout at any width from {min} to {max} points; pick a width or resize the panel to see it change",
        "figureStops": "Width of the live panel",
        "figureFit": "Fit",
        "figureFitHint": "As wide as the column; drag the panel’s corner to resize it",
        "figurePoints": " points",
        "figureStopBreakpoint": "{width} pt: a breakpoint of this figure",
        "figureStopChange": "{width} pt: where the layout changes",
        "figureStopDevice": "{width} pt: a device width",
        "figureStopEnd": "{width} pt: an end of the live range",
        "figureAllHold": "Every constraint holds at this width.",
        "figureFix": "Fix: ",
        "figureBrokenAt": "Broken at line {line}: ",
        "figureGivesWayAt": "Gives way at line {line}: ",
        "figureTied": "Tie, UIKit may draw either: ",
        "figureNotSolved": "This block has errors and was not solved.",
        "figureSource": "Source",
        "figureCode": "Code",
        "figureCodeWithheld": "No {dialect}: {reason}.",
        // Why a dialect's code is withheld (`CodePlanRefusal`, worded by the site).
        "figureCodeWithheldAll": "No code: {reason}.",
        "figureRefusalSizeClassTree": "its view tree changes with the size class, and generated code keeps one hierarchy",
        "figureRefusalChosenTie": "it draws a chosen outcome of a tie ('tie … gives way'), which code cannot choose: UIKit picks",
        "figureRefusalReservedName": "it names a view '{view}', a word the code itself needs",
        "figureRefusalAlignmentInsets": "'{view}' has alignment insets, which code sets only by overriding alignmentRectInsets",
        "figureRefusalSafeAreaOnView": "'{view}' is given a safe area, which UIKit gives only the root",
        "figureRefusalRootFrame": "the root is given a frame",
        "figureRefusalRootIntrinsic": "the root has an intrinsic size",
        "figureRefusalIntrinsicUnderWhen": "'{view}' changes its intrinsic size under 'when'",
        "figureRefusalSafeAreaUnderWhen": "the safe area changes under 'when'",
        "figureRefusalAlignmentInsetsUnderWhen": "'{view}' has alignment insets",
        "figureRefusalDirection": "a line holds only under 'when {condition}', and generated code does not branch on the layout direction",
        "figureRefusalGuideBaseline": "the constraint at line {line} names a layout guide's baseline, which UIKit's UILayoutGuide does not have",
        "figureRefusalSystemGuideInView": "a constraint at line {line} relates a guide UIKit makes inside a view, which code cannot name",
        "figureRefusalNoVisualFormatRow": "none of its constraints is a visual-format row (VFL says edges to the superview, gaps between siblings and sizes, without multipliers)",
        "figureRefusalVisualFormatName": "'{view}' is not a name VFL can write (a visual format names views with ASCII letters, digits and underscores only)",
        "figureRefusalMultipliedDistance": "a constraint at line {line} multiplies a distance",
        "figureRefusalNoSnapKitStart": "the constraint at line {line} starts from no view, and SnapKit is written here only as a view's makeConstraints",
        "figureRefusalAutoresizingFrame": "'{view}' keeps its autoresizing frame, and SnapKit's makeConstraints would turn autoresizing off",
        "figureRefusalDistanceBetweenAnchors": "a constraint at line {line} relates a distance between anchors, which SnapKit cannot",
        "figureRefusalReadsRootSize": "the code reads the root view's size, so each width is laid out by another program: the code above is the figure's own",
        "figureRefusalButtonConfiguration": "a button of the code's own class with a UIButtonConfiguration is made with alloc and init in Objective-C, which gives it none: this code would draw another button",
        "figureRefusalUnexpected": "{error}",
        "figureConstraints": "{count} constraints",
        "figureOneConstraint": "1 constraint",
        "figureAndImplicit": " and {count} implicit",
        "figureImplicit": "{count} implicit constraints (what UIKit adds)",
        "figureOneImplicit": "1 implicit constraint (what UIKit adds)",
        "figureStepsTitle": "The engine's four steps, at {width} pt",
        "figureStepCollect": "Collect.",
        "figureStepCollectDetail": "The constraints in force: {written} written, {implicit} added by UIKit.",
        "figureStepEquations": "Equations.",
        "figureStepEquationsDetail": "Each becomes a linear equation or inequality over four unknowns per view (minX, minY, width and height, a position measured in its superview); an optional one, marked with its priority, is kept as close to true as that priority allows.",
        "figureStepSolve": "Solve.",
        "figureStepSolveDetail": "The simplex meets every required equation, then the optional ones, priority by priority:",
        "figureStepWriteBack": "Write back.",
        "figureStepWriteBackDetail": "The layout pass sets each view's frame from them, in its superview's coordinates, as the figure draws it:",
        "figureLine": "line",
        "figureConstraint": "constraint",
        "figureHolds": "holds",
        "figureOffBy": "off by {value}",
        "figureBrokenBy": "broken ({value})",
        "figureInactive": "inactive",
        "figureGroupRoot": "the root's size",
        "figureGroupContentSize": "intrinsic content size (hugging and compression resistance)",
        "figureGroupStack": "stack views (UISV-)",
        "figureGroupAutoresizing": "autoresizing masks (NSAutoresizingMaskLayoutConstraint)",
        "figureGroupGuides": "layout guides",
        // An implicit row's words around its code (`FigureImplicitRow`).
        "figureImplicitRootWidth": "{constraint} the breakpoint's width",
        "figureImplicitFittingHeight": "{constraint} (fitting size)",
        "figureImplicitHugging": "{constraint} (hugging)",
        "figureImplicitResistance": "{constraint} (compression resistance)",
        "figureImplicitGuidePlacement": "{guide} placed in {owner}",
        "figureImplicitTieChoice": "tie: {view} keeps its intrinsic size",
        "figureKeySpacing": "spacing",
        "figureKeyStackSpacing": "stack spacing",
        "figureKeyEqualGaps": "equal gaps (equalSpacing)",
        "figureKeyEqualCentres": "equal centre distances (equalCentering)",
        "figureKeyHiddenArranged": "hidden arranged view: takes no space",
        "figureKeyAlignment": "alignment",
        "figureKeySize": "size",
        "figureKeyGuide": "guide",
        "figureKeyOffscreen": "off-screen content (scrolls into view)",
        "figureKeyUnreachable": "past the content size: never on screen",
        "figureKeyAlignmentRect": "alignment rectangle (what constraints place)",
        "figureKeyFrameContent": "frame: all the view draws, shadow included",
        "figureKeyBroken": "broken",
        "figureKeyGivesWay": "gives way",
        "figureKeyIntrinsic": "content's own size",
        "figureIntrinsicSize": "intrinsic {width} × {height}",
        "figureIntrinsicWidth": "intrinsic width {width}",
        "figureIntrinsicHeight": "intrinsic height {height}",
        "figureKeyEqualSizes": "equal sizes (same ticks)",
        "figureKeyAmbiguous": "ambiguous",
        "figureKeyOtherOutcome": "a tie's other outcome",
        "figureKeyOptionalPriority": "@N optional priority",
        "figureVariantAsWritten": "The block as written.",
        "figureVariantChanges": "Changes: ",
        "figureKeyVariantChange": "added by this variant",
        "figureKeyVariantMoved": "moved or resized by this variant",
        "figureKeyBoundsMoved": "where a subview would be drawn with its superview’s bounds origin at (0, 0)",
        // The overlay's labels, the live caption and the notes (issue 31).
        "figureUntitled": "Layout",
        "figureTitle": "{subject}, at {width} by {height} points",
        "figureFrame": "{name}: x {x}, y {y}, {width} by {height}",
        "figureFrameIn": " in {parent}",
        "figureListSeparator": "; ",
        "figureSentenceEnd": ".",
        "figureSeverityError": "error",
        "figureSeverityWarning": "warning",
        "figureSeverityNote": "note",
        "figureAtLine": "line {line}: ",
        "figureSeverityLine": "{severity}: {message}",
        "figureSentenceSeparator": " ",
        "figureRightToLeft": " · right to left",
        // A device breakpoint's tab and title ("iPhone 15, landscape").
        "figureDeviceLandscape": "{device}, landscape",
        "figureDeviceSlideOver": "{device}, Slide Over",
        "figureDeviceSplitHalf": "{device}, half of Split View",
        "figureProblems": " · {count} problems",
        "figureOneProblem": " · 1 problem",
        "figureWants": "wants {wanted}, gets {value}",
        "figureSystemSpacing": "system {value}",
        "figureContentSizeLabel": "contentSize {width} × {height}",
        "figureFrameRect": "frame ({x}, {y}, {width}, {height})",
        "figureBoundsRect": "bounds ({x}, {y}, {width}, {height})",
        "figureBoundsChildOrigin": "frame.origin ({x}, {y}), drawn at ({drawnX}, {drawnY})",
        "figureSafeAreaLabel": "safe area",
        "figureSafeAreaInset": "safe area {value}",
        "figureMarginInset": "margin {value}",
        "figureHuggingGivesWay": "hugging {priority} gives way: {change}",
        "figureResistanceGivesWay": "resistance {priority} gives way: {change}",
        "figureHuggingHolds": "hugging {priority} holds",
        "figureResistanceHolds": "resistance {priority} holds",
        "figureAmbiguousLabel": "ambiguous",
        "figureTieLabel": "tie",
        "figureTieOrDashed": "tie: other outcome dashed",
        "figureHiddenNoSpace": "{name} hidden: no space",
        "figureVariantNoteMoved": "moved",
        "figureVariantNoteResized": "resized",
        "figureVariantNoteMovedAndResized": "moved and resized",
        "figureVariantsLabel": "Variants of this layout",
        "figureCaptionSame": "Every length is the same function of the width W from {min} to {max}.",
        "figureCaptionMore": "{count} more changes further on.",
        "figureCaptionOneMore": "1 more change further on.",
        "figureCaptionAt": "At {width}, {changes}.",
        "figureCaptionPast": "Past {width}, {changes}.",
        "figureCaptionJoin": "; ",
        "figureCaptionWraps": "'{name}' wraps to {to} lines instead of {from}",
        "figureCaptionWrapsToOne": "'{name}' wraps to 1 line instead of {from}",
        "figureCaptionMoves": "'{name}' moves",
        "figureCaptionStopsMoving": "'{name}' stops moving (x {x})",
        "figureCaptionStartsMoving": "'{name}' starts moving with the width (x {x})",
        "figureCaptionMovesAtRate": "'{name}' moves at another rate (x {x})",
        "figureCaptionLineBreaks": "line {lines} breaks",
        "figureCaptionLinesBreak": "lines {lines} break",
        "figureCaptionLineHolds": "line {lines} holds again",
        "figureCaptionLinesHold": "lines {lines} hold again",
        "figureCaptionWhenStarts": "'{condition}' starts applying",
        "figureCaptionWhenStops": "'{condition}' stops applying",
        "figureCaptionSizeClass": "the size class turns {sizeClass}",
        "figureCaptionMarginsGrow": "the root's side margins grow from {from} to {to} (UIKit's minimum: {narrow} up to {wide} pt wide)",
        "figureCaptionMarginsShrink": "the root's side margins shrink from {from} to {to} (UIKit's minimum: {narrow} up to {wide} pt wide)",
        "figureWidth": "width",
        "figureHeight": "height",
        "figureCaptionWider": "'{name}' gets wider ({dimension} {from} → {to})",
        "figureCaptionNarrower": "'{name}' gets narrower ({dimension} {from} → {to})",
        "figureCaptionTaller": "'{name}' gets taller ({dimension} {from} → {to})",
        "figureCaptionShorter": "'{name}' gets shorter ({dimension} {from} → {to})",
        "figureCaptionAndStopsFollowing": " and stops following the width",
        "figureCaptionAndStartsFollowing": " and starts following the width ({dimension} {function})",
        "figureCaptionStartsFollowing": "'{name}' starts following the width ({dimension} {function})",
        "figureCaptionStopsFollowing": "'{name}' stops following the width ({dimension} {function})",
        "figureCaptionOtherRate": "'{name}' follows the width at another rate ({dimension} {function})",
        "figureCaptionClassBelow": "{sizeClass}, below {width}. ",
        "figureCaptionClassFrom": "{sizeClass}, from {width}. ",
        "figureCaptionFollows": "the layout follows the width.",
        "figureCaptionClassTurns": "At {width} the size class turns {sizeClass}, and the views are drawn in that class's tree.",
    ]

    public static let english = FigureWords(lookup: { _ in nil })

    private let texts: [String: String]
    /// The language the figure's diagnostics are worded in.
    public let language: Language

    /// The words of a language whose strings `lookup` gives by key (nil:
    /// not translated, English is used); diagnostics in `language`.
    public init(lookup: (String) -> String?, language: Language = .english) {
        var texts: [String: String] = [:]
        for (key, english) in FigureWords.englishEntries { texts[key] = lookup(key) ?? english }
        self.texts = texts
        self.language = language
    }

    /// The text for `key` with its `{name}` placeholders filled in.
    /// A device as its reader knows it: the product's name, and how the
    /// app is shown on it ("iPhone 15, landscape").
    public func device(_ device: Device) -> String {
        let product = ["device": device.productName]
        switch device.presentation {
        case .portrait: return device.productName
        case .landscape: return self("figureDeviceLandscape", product)
        case .slideOver: return self("figureDeviceSlideOver", product)
        case .splitHalf: return self("figureDeviceSplitHalf", product)
        }
    }

    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        (texts[key] ?? key).fillingPlaceholders(values)
    }
}
