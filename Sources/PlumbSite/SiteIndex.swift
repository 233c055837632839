import Foundation
import PlumbFigure

/// The generated A-to-Z index (`genindex.html`): every heading, API name,
/// layout-language word and plumb.json `indexTerms` entry of the site, each
/// linked to the sections it appears in. A static site's answer to search:
/// a letter, then the term.
struct SiteIndex {
    static let outputPath = "genindex.html"
    /// More places than this make an entry a list no one reads.
    static let maximumPlaces = 8

    struct Place: Equatable {
        let url: String
        let label: String
    }

    struct Entry {
        var term: String
        var kinds: Set<IndexTerm.Kind>
        var places: [Place]
        var hidden = 0

        /// `place` among its places, unless it is there; past one more
        /// than `maximumPlaces` it is only counted (`shown` decides).
        mutating func add(_ place: Place) {
            guard !places.contains(place) else { return }
            if places.count <= SiteIndex.maximumPlaces { places.append(place) } else { hidden += 1 }
        }

        /// The places the index lists and how many it leaves to "and N
        /// more": all of them when one more fits, since "and 1 more" takes
        /// the room of the link it hides.
        var shown: (places: [Place], more: Int) {
            guard hidden > 0 || places.count > SiteIndex.maximumPlaces + 1 else { return (places, 0) }
            return (Array(places.prefix(SiteIndex.maximumPlaces)), hidden + places.count - SiteIndex.maximumPlaces)
        }
    }

    /// `pages` in navigation order, each with its title and terms; URLs are
    /// relative to the site's root (the index page sits there).
    static func entries(_ pages: [(href: String, title: String, terms: [IndexTerm])], language: String = "en") -> [Entry] {
        var byKey: [String: Int] = [:]
        var entries: [Entry] = []
        for page in pages {
            for t in page.terms {
                let key = sortKey(withoutEmptyCall(t.term))
                guard !key.isEmpty else { continue }
                let url = t.anchor.isEmpty ? page.href : page.href + "#" + t.anchor
                let label = t.anchor.isEmpty || t.section == page.title ? page.title : "\(page.title) › \(t.section)"
                let place = Place(url: url, label: label)
                if let i = byKey[key] {
                    entries[i].kinds.insert(t.kind)
                    // A heading names it best: "Compression resistance" over
                    // the lowercase phrase found in the text.
                    if t.kind == .heading && !entries[i].kinds.subtracting([.heading]).isEmpty { entries[i].term = t.term }
                    // `UIView` over `UIView()`: the type, not a call of it.
                    else if entries[i].term.hasSuffix("()") && !t.term.hasSuffix("()") && t.kind != .heading { entries[i].term = t.term }
                    entries[i].add(place)
                } else {
                    byKey[key] = entries.count
                    entries.append(Entry(term: t.term, kinds: [t.kind], places: [place]))
                }
            }
        }
        entries = mergingBareNames(entries)
        // Each key worked out once, not once per comparison.
        return entries.map { (orderKey($0.term, language: language), $0) }.sorted { ($0.0, $0.1.term) < ($1.0, $1.1.term) }.map(\.1)
    }

    /// `viewWillLayoutSubviews()` as `viewWillLayoutSubviews`: one entry
    /// for a method named with and without its empty call.
    static func withoutEmptyCall(_ term: String) -> String { term.hasSuffix("()") ? String(term.dropLast(2)) : term }

    /// A bare API name (`setContentHuggingPriority`) joined to the one entry
    /// that spells it with its argument labels (`setContentHuggingPriority(_:for:)`),
    /// its places after the selector's. Where the name has several selectors
    /// (`constraint(equalTo:)`, `constraint(equalTo:constant:)`), they are
    /// different methods and the bare name stays apart.
    static func mergingBareNames(_ entries: [Entry]) -> [Entry] {
        var selectors: [String: [Int]] = [:]
        for (i, e) in entries.enumerated() where e.kinds.contains(.api) {
            guard let open = e.term.firstIndex(of: "("), !e.term.hasSuffix("()") else { continue }
            selectors[sortKey(String(e.term[..<open])), default: []].append(i)
        }
        var merged = entries
        var dropped = Set<Int>()
        for (i, e) in entries.enumerated() where e.kinds.contains(.api) && !e.term.contains("(") {
            guard let targets = selectors[sortKey(e.term)], targets.count == 1, let j = targets.first else { continue }
            merged[j].kinds.formUnion(e.kinds)
            for place in e.places { merged[j].add(place) }
            merged[j].hidden += e.hidden
            dropped.insert(i)
        }
        return merged.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// Where a term sorts in `language`'s index: in Chinese, Han characters
    /// by their pinyin (`Pinyin`), so 约束 sorts as "yue shu" among the Y's;
    /// elsewhere (and for terms with no Han character) as ``sortKey(_:)``.
    static func orderKey(_ term: String, language: String) -> String {
        if isEnglish(language) { return sortKey(withoutLeadingArticle(term)) }
        guard isChinese(language), !term.utf8.allSatisfy({ $0 < 0x80 }) else { return sortKey(term) }
        return Pinyin.sortKey(term)
    }

    static func isEnglish(_ language: String) -> Bool { language == "en" || language.hasPrefix("en-") }

    /// "A view of your own" without its "A ": an English index files a
    /// heading under its first real word, as a book's index does ("view of
    /// your own, A"), not every such heading under A and T. An article
    /// alone ("A", "The") is kept.
    static func withoutLeadingArticle(_ term: String) -> String {
        for article in ["A ", "An ", "The "] where term.hasPrefix(article) && term.count > article.count {
            return String(term.dropFirst(article.count))
        }
        return term
    }

    static func isChinese(_ language: String) -> Bool { language == "zh" || language.hasPrefix("zh-")
    }

    /// Case and accents folded, leading punctuation dropped: `.top` sorts
    /// under T, "Écran" under E.
    static func sortKey(_ term: String) -> String {
        // ASCII has no accents and folds case by lowercasing: most terms
        // (API names, the language's words) skip Foundation's folding.
        if term.utf8.allSatisfy({ $0 < 0x80 }) {
            var key = ""
            for byte in term.utf8.drop(while: { !Self.isASCIILetterOrDigit($0) }) {
                key.unicodeScalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte))
            }
            return key
        }
        let folded = term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
        return String(folded.drop { !($0.isLetter || $0.isNumber) })
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The heading letter of a term: its first letter (A to Z, or another
    /// script's), "#" for digits and symbols.
    static func letter(_ term: String, language: String = "en") -> String {
        guard let first = orderKey(term, language: language).first, first.isLetter else { return "#" }
        return first.uppercased()
    }

    /// The entries under their heading letters, "#" first, as dictionaries put numbers.
    static func letterGroups(_ entries: [Entry], language: String) -> [(String, [Entry])] {
        var groups: [(String, [Entry])] = []
        for e in entries {
            let l = letter(e.term, language: language)
            if let last = groups.last, last.0 == l { groups[groups.count - 1].1.append(e) } else { groups.append((l, [e])) }
        }
        groups.sort { a, b in a.0 == "#" ? b.0 != "#" : (b.0 == "#" ? false : a.0 < b.0) }
        return groups
    }

    /// The id of the index's heading, which links may name.
    static let headingID = "index"

    /// A letter's section id: `#index-b` links to the terms under B.
    static func letterID(_ letter: String) -> String { letter == "#" ? "index-symbols" : "index-" + Slug.make(letter) }

    /// Every id `html` gives the index page, for `plumb check`'s links.
    static func anchorIDs(_ entries: [Entry], language: String = "en") -> Set<String> {
        Set([headingID] + letterGroups(entries, language: language).map { letterID($0.0) })
    }

    static func html(_ entries: [Entry], strings: ThemeStrings = .fallback, language: String = "en") -> String {
        let groups = letterGroups(entries, language: language)
        let id = letterID
        var out = "<h1 id=\"\(headingID)\">\(HTML.escape(strings["indexTitle"]))</h1>\n"
        out += "<p class=\"index-intro\">\(HTML.escape(strings["indexIntro"]))</p>\n"
        out += "<nav class=\"index-letters\" aria-label=\"\(HTML.escape(strings["indexLetters"]))\">"
        out += groups.map { "<a href=\"#\(id($0.0))\">\(HTML.escape($0.0))</a>" }.joined(separator: " ")
        out += "</nav>\n"
        for (l, list) in groups {
            out += "<section class=\"index-letter\" aria-labelledby=\"\(id(l))\">\n<h2 id=\"\(id(l))\">\(HTML.escape(l))</h2>\n<dl class=\"index-entries\">\n"
            for e in list {
                let isCode = !e.kinds.contains(.heading) && !e.kinds.contains(.term)
                // A long API name breaks at its joints, as in prose (`CodeSpanBreaks`).
                let term = isCode ? "<code>\(e.term.count > CodeSpanBreaks.longSpan ? CodeSpanBreaks.html(e.term) : HTML.escape(e.term))</code>" : HTML.escape(e.term)
                // Tagged only where every place is the language's: a word it
                // shares with UIKit (`frame`, `contentSize`) used both ways
                // is one entry, untagged.
                let note = e.kinds == [.keyword] ? " <span class=\"index-kind\">\(HTML.escape(strings["indexLayoutLanguage"]))</span>" : ""
                out += "<dt>\(term)\(note)</dt>\n"
                let (places, more) = e.shown
                let links = places.map { "<a href=\"\(HTML.escape($0.url))\">\(HTML.escape($0.label))</a>" }
                let separator = HTML.escape(strings["indexSeparator"])
                out += "<dd>" + links.joined(separator: separator)
                    + (more > 0 ? separator + HTML.escape(strings.format("indexMore", ["count": String(more)])) : "") + "</dd>\n"
            }
            out += "</dl>\n</section>\n"
        }
        return out
    }
}
