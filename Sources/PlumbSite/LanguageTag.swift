import PlumbDiagnostics

/// A BCP 47 language tag as a site names its languages (`en`, `zh-Hans`,
/// `pt-BR`): a primary language from ISO 639-1, then optional script and
/// region subtags. Only the shape and the primary language are checked;
/// that is what tells a language from a typo (`cn`, `zh_Hans`) or from a
/// file name that merely has a dot in it (`anchors.v2.md`).
public enum LanguageTag {
    /// ISO 639-1, the two-letter codes a site's language starts with.
    static let primaryLanguages: Set<String> = Set("""
    aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu \
    fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn \
    ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os \
    pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw \
    ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
    """.split(separator: " ").map(String.init))

    /// Whether `tag` is a language: a known primary language, then subtags
    /// of 2 to 8 letters or digits (`Hans`, `BR`, `419`).
    public static func isValid(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, primaryLanguages.contains(String(primary)) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// What an author who wrote `tag` most likely meant: `zh_Hans` → `zh-Hans`,
    /// `cn` → `zh`, `EN` → `en`.
    public static func suggestion(for tag: String) -> String? {
        let dashed = tag.replacingOccurrences(of: "_", with: "-")
        var parts = dashed.split(separator: "-").map(String.init)
        guard let first = parts.first else { return nil }
        let commonMistakes = ["cn": "zh", "jp": "ja", "kr": "ko", "gr": "el", "dk": "da", "se": "sv", "ua": "uk", "cz": "cs"]
        parts[0] = commonMistakes[first.lowercased()] ?? first.lowercased()
        let fixed = parts.joined(separator: "-")
        if isValid(fixed) && fixed != tag { return fixed }
        return closest(to: first.lowercased(), among: primaryLanguages.sorted())
    }

    /// The tag a page's file name carries: `guide/anchors.zh-Hans.md` →
    /// `zh-Hans`; nil for `guide/anchors.md` or `notes.v2.md`.
    static func suffix(ofPage path: String) -> String? {
        guard path.hasSuffix(".md") else { return nil }
        let stem = path.dropLast(3)
        guard let dot = stem.lastIndexOfASCII("."), !stem[..<dot].hasSuffix("/"), dot != stem.startIndex else { return nil }
        let tag = String(stem[stem.index(after: dot)...])
        return isValid(tag) ? tag : nil
    }
}
