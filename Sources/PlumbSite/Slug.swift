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

    /// Ids unique within a page: the second "Example" becomes "example-2",
    /// and a heading whose slug is taken (by an earlier heading, "Example 2"
    /// after two "Example"s, or by an id the page makes itself, `isTaken`)
    /// gets the first free suffix. Deterministic: the same page always gets
    /// the same ids.
    public struct Unique {
        private var used: Set<String> = []
        private var next: [String: Int] = [:]
        /// Ids the page holds besides headings (figures, footnotes, the template's).
        private let isTaken: (String) -> Bool
        public init(isTaken: @escaping (String) -> Bool = { _ in false }) {
            self.isTaken = isTaken
        }

        public mutating func make(_ text: String) -> String {
            let base = Slug.make(text)
            var n = next[base, default: 1]
            var id = n == 1 ? base : "\(base)-\(n)"
            while used.contains(id) || isTaken(id) {
                n += 1
                id = "\(base)-\(n)"
            }
            next[base] = n + 1
            used.insert(id)
            return id
        }

        /// An id written by the author (raw HTML's `id`): later headings keep
        /// clear of it. False when the id was already in use.
        public mutating func claim(_ id: String) -> Bool {
            used.insert(id).inserted && !isTaken(id)
        }

        public func contains(_ id: String) -> Bool { used.contains(id) || isTaken(id) }
    }
}
