/// A Dynamic Type content-size category (UIKit's `UIContentSizeCategory`):
/// the reader's text size, at which `UIFont.preferredFont(forTextStyle:)`
/// gives each text style its point size. A figure is drawn at one category,
/// the one its view controller was created in (a font from `preferredFont`
/// is fixed at the category current when it is made).
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's default (Settings' middle step).
    public static let `default` = ContentSizeCategory.large

    /// The text styles UIKit sizes, in the order of the table's rows.
    public static let textStyles = ["largeTitle", "title1", "title2", "title3", "headline", "body",
                                    "callout", "subheadline", "footnote", "caption1", "caption2"]

    /// The short names Settings and the HIG use (`AX1` … `AX5` for the five
    /// accessibility sizes), accepted beside UIKit's case names.
    public static let shortNames: [String: ContentSizeCategory] = [
        "xSmall": .extraSmall, "xLarge": .extraLarge, "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
        "AX1": .accessibilityMedium, "AX2": .accessibilityLarge, "AX3": .accessibilityExtraLarge,
        "AX4": .accessibilityExtraExtraLarge, "AX5": .accessibilityExtraExtraExtraLarge,
    ]

    /// Every name a block may write.
    public static var allNames: [String] { allCases.map(\.rawValue) + shortNames.keys.sorted() }

    public static func named(_ name: String) -> ContentSizeCategory? {
        ContentSizeCategory(rawValue: name) ?? shortNames[name]
    }

    /// Whether UIKit counts it as an accessibility size (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// `preferredFont(forTextStyle:)`'s point size for `style` (a name of
    /// `textStyles`) at this category; nil for an unknown style.
    public func pointSize(forTextStyle style: String) -> Double? {
        guard let row = ContentSizeCategory.textStyles.firstIndex(of: style),
              let column = ContentSizeCategory.allCases.firstIndex(of: self) else { return nil }
        return ContentSizeCategory.sizes[row][column]
    }

    /// Points per text style (rows, in `textStyles` order) and category
    /// (columns, in `allCases` order: xSmall … xxxLarge, then AX1 … AX5).
    /// Source: Apple publishes this table in the Human Interface Guidelines,
    /// "Typography" › Specifications › "iOS, iPadOS Dynamic Type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography).
    /// The numbers here are UIKit's own: what `preferredFont(forTextStyle:)`
    /// returns at each category in the iOS 13.3 simulator, as measured and
    /// published in github.com/temoki/UIKit_DynamicType (README, "Font size
    /// change due to combination"); the body row agrees with every other
    /// copy found (14 … 53). Weight and leading are not here: Plumb
    /// measures every style in its one shipped font, at that font's line
    /// height, as it does for any font size.
    static let sizes: [[Double]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], // caption2
    ]
}
