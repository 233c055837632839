/// A system font's weight, by `UIFont.Weight`'s names, lightest first.
///
/// Plumb ships DejaVu Sans in two weights (Resources/README.md): a weight
/// is measured and drawn in the nearer of them. Regular and bold are exact;
/// `semibold`, `heavy` and `black` are drawn bold, `ultraLight` … `medium`
/// regular, and the code reader notes it where code asks for one of those.
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Whether the bold face measures and draws it.
    public var drawsBold: Bool { self >= .semibold }

    /// Whether the face that draws it is this very weight.
    public var isShipped: Bool { self == .regular || self == .bold }

    /// The weight `preferredFont(forTextStyle:)` gives `style`: the HIG's
    /// typography table ("iOS, iPadOS Dynamic Type sizes") sets every style
    /// in Regular but Headline, which is Semibold.
    public static func of(textStyle style: String) -> FontWeight {
        style == "headline" ? .semibold : .regular
    }

    /// `UIFont.Weight`'s raw value (`UIFont.Weight.bold.rawValue` is 0.4).
    public var rawWeight: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The named weight nearest a raw value (`UIFont.Weight(rawValue: 0.3)`
    /// is `.semibold`), the lighter of two equally near.
    public static func nearest(toRawWeight value: Double) -> FontWeight {
        allCases.min { abs($0.rawWeight - value) < abs($1.rawWeight - value) }!
    }

    /// Lighter first, as the raw values run.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawWeight < b.rawWeight }
}
