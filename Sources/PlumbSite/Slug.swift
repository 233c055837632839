/// Heading anchors and file names: lower case ASCII letters and digits,
/// runs of anything else as one hyphen ("Stack views, in depth" →
/// "stack-views-in-depth"). Stable: the same heading always gets the same id.
public enum Slug {
    public static func make(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))) {
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
