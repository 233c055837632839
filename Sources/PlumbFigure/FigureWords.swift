import Foundation
import PlumbDiagnostics

/// The words a figure writes around its drawing (the live panel's title and
/// controls, the legend, the constraint table), in the page's language.
///
/// Why: a figure on a Chinese page must speak Chinese. The words are data
/// until the figure is written: each has a key (`figure…`, in the site's
/// strings file for the language, `templates/strings/LANG.json`) and an
/// English default here, which a missing key falls back to. `{name}` in a
/// text is replaced by the value the figure gives it.
///
/// Not yet here: the live caption's sentences, the overlay's labels and the
/// diagnostics, which are still English.
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
        "figureAllHold": "Every constraint holds at this width.",
        "figureBroken": "Broken: ",
        "figureGivesWay": "Gives way: ",
        "figureNotSolved": "This block has errors and was not solved.",
        "figureSource": "Source",
        "figureCode": "Code",
        "figureCodeWithheld": "No {dialect}: {reason}.",
        "figureConstraints": "{count} constraints",
        "figureOneConstraint": "1 constraint",
        "figureAndImplicit": " and {count} implicit",
        "figureImplicit": "{count} implicit constraints (what UIKit adds)",
        "figureOneImplicit": "1 implicit constraint (what UIKit adds)",
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
        "figureKeySpacing": "spacing",
        "figureKeyStackSpacing": "stack spacing",
        "figureKeyEqualGaps": "equal gaps (equalSpacing)",
        "figureKeyEqualCentres": "equal centre distances (equalCentering)",
        "figureKeyHiddenArranged": "hidden arranged view: takes no space",
        "figureKeyAlignment": "alignment",
        "figureKeySize": "size",
        "figureKeyGuide": "guide",
        "figureKeyOffscreen": "off-screen content (scrolls into view)",
        "figureKeyAlignmentRect": "alignment rectangle (what constraints place)",
        "figureKeyFrameContent": "frame: the image's content, shadow included",
        "figureKeyBroken": "broken",
        "figureKeyGivesWay": "gives way",
        "figureKeyIntrinsic": "content's own size",
        "figureKeyEqualSizes": "equal sizes (same ticks)",
        "figureKeyAmbiguous": "ambiguous",
        "figureKeyOtherOutcome": "a tie's other outcome",
        "figureKeyOptionalPriority": "@N optional priority",
        "figureVariantAsWritten": "The block as written.",
        "figureVariantChanges": "Changes: ",
        "figureKeyVariantChange": "added by this variant",
        "figureKeyVariantMoved": "moved or resized by this variant",
    ]

    public static let english = FigureWords(lookup: { _ in nil })

    private let texts: [String: String]

    /// The words of a language whose strings `lookup` gives by key (nil:
    /// not translated, English is used).
    public init(lookup: (String) -> String?) {
        var texts: [String: String] = [:]
        for (key, english) in FigureWords.englishEntries { texts[key] = lookup(key) ?? english }
        self.texts = texts
    }

    /// The text for `key` with its `{name}` placeholders filled in.
    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        (texts[key] ?? key).fillingPlaceholders(values)
    }
}
