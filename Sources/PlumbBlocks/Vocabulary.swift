import PlumbLayout

/// The words of the language, for parsing and for "did you mean".
enum Vocabulary {
    static let kinds: [String] = ViewKind.allCases.map(\.rawValue) + ["guide"]
    static let headers = ["canvas", "breakpoints", "direction", "let", "expect"]
    static let headerSet = Set(headers)
    static let kindSet = Set(kinds)
    static let anchors: [String] = Anchor.allCases.map(\.rawValue)
    static let shorthands = ["edges", "center", "size"]
    static let guides = GuideKind.systemNames
    static let priorities: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fitting": 50]
    static let reserved: Set<String> = Set(["root", "super", "distance", "system", "when", "H", "V"] + anchors + shorthands + guides + Array(priorities.keys))
    static let conditions = ["compact", "regular", "rtl", "ltr", "width"]
    static let declarationKeys = ["intrinsic", "hugging", "hugging.h", "hugging.v", "resistance", "resistance.h", "resistance.v",
                                  "hidden", "color", "margins", "safe", "font", "lines", "alignmentInsets", "frame", "text",
                                  "axis", "distribution", "alignment", "spacing", "relativeToMargins", "baselineRelative", "spacingAfter"]

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
