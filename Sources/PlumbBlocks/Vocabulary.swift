import PlumbLayout

/// The words of the language, for parsing, "did you mean" and highlighting.
enum Vocabulary {
    static let kinds: [String] = ViewKind.allCases.map(\.rawValue) + ["guide"]
    static let headers = ["canvas", "breakpoints", "live", "direction", "let", "expect", "tie", "show", "contentSize"]
    static let headerSet = Set(headers)
    static let kindSet = Set(kinds)
    static let anchors: [String] = Anchor.allCases.map(\.rawValue)
    static let shorthands = ["edges", "center", "size"]
    static let guides = GuideKind.systemNames
    /// Priority names: Plumb's short ones and `UILayoutPriority`'s constants
    /// as UIKit code writes them (the scene ones matter on Mac Catalyst only,
    /// but are valid constants on iOS too).
    static let priorities: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fitting": 50,
                                               "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
                                               "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490]
    static let reserved: Set<String> = Set(["root", "super", "distance", "system", "when", "H", "V"] + anchors + shorthands + guides + Array(priorities.keys))
    static let conditions = ["compact", "regular", "rtl", "ltr", "width"]
    static let declarationKeys = PropertyTable.keys

    /// For the syntax highlighter (`LayoutWords`): the words that start a
    /// line (kinds, headers, `when`) and the language's fixed names.
    static let keywords: Set<String> = Set(kinds + headers + ["when", "variant", "root", "super", "system", "distance"])
    /// Anchors, shorthands, guides and property names.
    static let names: Set<String> = Set(anchors + shorthands + guides + declarationKeys.filter { !$0.contains(".") })

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

/// The language's word lists, for tools outside the parser (the site's
/// syntax highlighter), so that no second list falls behind.
public enum LayoutWords {
    public static func keywords() -> Set<String> { Vocabulary.keywords }
    public static func names() -> Set<String> { Vocabulary.names }
    /// Property names (`distribution`, `hugging.h`, `placeholder`).
    public static func properties() -> Set<String> { Set(Vocabulary.declarationKeys) }
}
