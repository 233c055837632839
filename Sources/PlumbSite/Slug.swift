/// Heading anchors: letters (of any script, lower-cased), digits and the
/// marks that belong to them, runs of anything else as one hyphen ("Stack
/// views, in depth" → "stack-views-in-depth", "约束的优先级" stays
/// "约束的优先级", as GitHub keeps it). Stable: the same heading always gets
/// the same id, whatever other headings the page has.
public enum Slug {
    public static func make(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            let kept: Bool
            switch scalar.properties.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
                 .decimalNumber, .nonspacingMark, .spacingMark:
                kept = true
            default:
                kept = false
            }
            if kept {
                if pendingHyphen && !out.isEmpty { out += "-" }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    /// Ids unique within a page: the second "Example" becomes "example-2".
    public struct Unique {
        private var used: [String: Int] = [:]
        public init() {}

        public mutating func make(_ text: String) -> String {
            let base = Slug.make(text)
            let n = used[base, default: 0] + 1
            used[base] = n
            return n == 1 ? base : "\(base)-\(n)"
        }
    }
}
