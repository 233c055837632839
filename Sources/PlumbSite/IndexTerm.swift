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

    /// What inline code gives the index: API names and language words.
    static func fromCode(_ code: String) -> [(String, Kind)] {
        let text = code.trimmingSpaces
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
