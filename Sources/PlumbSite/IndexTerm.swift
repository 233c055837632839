import PlumbBlocks

/// One entry a page gives the site's A-to-Z index: a heading, an API name
/// in inline code (`widthAnchor`, `setContentHuggingPriority(_:for:)`), a
/// word of the layout language (`distribution=fillEqually` gives
/// `distribution`), or a term the site names in plumb.json (`indexTerms`),
/// each with the section it appears in.
struct IndexTerm: Codable, Equatable {
    enum Kind: String, Codable {
        case heading, api, keyword, term
    }

    let term: String
    let kind: Kind
    /// The id of the heading above it ("" above the first heading).
    let anchor: String
    /// That heading's text.
    let section: String

    /// The layout language's keywords and property names.
    private static let words = LayoutWords.keywords().union(LayoutWords.properties())

    /// Words the language spells as UIKit or Swift does (`distribution`,
    /// `frame`, `bounds.origin`, `super`): alone in inline code they are as likely UIKit's as
    /// the language's, so they are indexed untagged; written as the
    /// language writes them (`distribution=fillEqually`) they are its own.
    static let uikitSpellings: Set<String> = [
        "alignment", "axis", "bounds.origin", "contentMode", "contentOffset", "contentSize", "distribution", "font", "frame",
        "insetsLayoutMarginsFromSafeArea", "placeholder", "preservesSuperviewLayoutMargins", "spacing", "text", "view",
        "viewRespectsSystemMinimumLayoutMargins",
        // Swift's keyword as much as the language's name for the superview.
        "super",
    ]

    /// What inline code gives the index: API names and language words.
    static func fromCode(_ code: String) -> [(String, Kind)] {
        let text = code.trimmingSpaces
        if uikitSpellings.contains(text) { return [(text, .api)] }
        // `super.layoutSubviews()`: a call is Swift (the language has none),
        // indexed under the method, whoever it is called on.
        if text.hasSuffix(")"), isAPIName(text) {
            for receiver in ["super.", "self."] where text.hasPrefix(receiver) { return [(String(text.dropFirst(receiver.count)), .api)] }
            return [(text, .api)]
        }
        // `canvas 375x80`, `when compact:`, `distribution=fillEqually`,
        // `hugging.h=251`: the word that starts it, when it is the language's.
        let lead = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        var out: [(String, Kind)] = []
        if lead.count < text.count || lead == text {
            let head = lead.split(separator: ".").first.map(String.init) ?? lead
            if words.contains(lead) { out.append((lead, .keyword)) }
            else if words.contains(head) && head.count > 2 && lead != text { out.append((head, .keyword)) }
        }
        if let eq = text.firstIndex(of: "="), words.contains(String(text[..<eq])) {
            let value = String(text[text.index(after: eq)...])
            if isAPIName(value) { out.append((value, .api)) }
        }
        if out.isEmpty && isAPIName(text) { out.append((text, .api)) }
        return out
    }

    /// `widthAnchor`, `UIStackView.Distribution.fillEqually`,
    /// `setContentHuggingPriority(_:for:)`, `layoutIfNeeded()`: an
    /// identifier path with a capital inside a word, a dot, or a framework
    /// prefix; not a plain word (`view`) or an expression (`a.top == 20`).
    static func isAPIName(_ s: String) -> Bool {
        // Inline code is nearly always ASCII, where a Character's Unicode
        // properties (isLetter, isUppercase) cost 28 K instructions a name.
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return isASCIIAPIName(Array(s.utf8)) }
        return isAPINameByCharacters(s)
    }

    /// `isAPIName` on an ASCII name's bytes, which are its Characters (a
    /// CR LF pair, one Character, fails both ways: neither is allowed).
    static func isASCIIAPIName(_ bytes: [UInt8]) -> Bool {
        func isLetter(_ b: UInt8) -> Bool { isUpper(b) || (b >= 0x61 && b <= 0x7A) }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isWordByte(_ b: UInt8) -> Bool { isLetter(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") }
        guard bytes.count >= 4 else { return false }
        var name = bytes[...]
        if let paren = name.firstIndex(of: UInt8(ascii: "(")) {
            guard name.last == UInt8(ascii: ")"), paren < name.endIndex - 1,
                  name[(paren + 1)..<(name.endIndex - 1)].allSatisfy({ isWordByte($0) || $0 == UInt8(ascii: ":") }) else { return false }
            name = name[..<paren]
        }
        let parts = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.allSatisfy({ part in
            guard let first = part.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
            return part.allSatisfy(isWordByte)
        }) else { return false }
        let camel = zip(name, name.dropFirst()).contains { $0 >= 0x61 && $0 <= 0x7A && isUpper($1) }
        let prefixed = ["UI", "NS", "CG", "CA"].contains { prefix in
            name.count > 2 && name.starts(with: prefix.utf8) && isUpper(name[name.startIndex + 2])
        }
        return camel || prefixed || (parts.count > 1 && parts.allSatisfy { $0.count > 1 } && parts.contains { isUpper($0.first!) })
    }

    /// The reference: `isAPIName` on Characters, for names beyond ASCII.
    static func isAPINameByCharacters(_ s: String) -> Bool {
        guard s.count >= 4 else { return false }
        var name = Substring(s)
        if let paren = name.firstIndex(of: "(") {
            guard name.hasSuffix(")"), name[name.index(after: paren)..<name.index(before: name.endIndex)].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else { return false }
            name = name[..<paren]
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }) else { return false }
        let camel = zip(name, name.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        let prefixed = ["UI", "NS", "CG", "CA"].contains { name.hasPrefix($0) && name.count > 2 && name[name.index(name.startIndex, offsetBy: 2)].isUppercase }
        return camel || prefixed || (parts.count > 1 && parts.allSatisfy { $0.count > 1 } && parts.contains { $0.first!.isUppercase })
    }
}
