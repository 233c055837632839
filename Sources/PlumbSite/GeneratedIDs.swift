import PlumbCode
import PlumbMarkdown

/// The ids a page holds besides its headings' and the author's: the
/// theme's (`content`, `nav-toggle`), its figures' (`fig-12` and the ids
/// made from it, `fig-12-code-0`, `hatch-12-375-ltr`) and its footnotes'
/// (`fn1`, `fnref1`, `fnref1-2`). These keep their names, which links and
/// labels use; a heading whose slug is one of them takes a suffix
/// (`Slug.Unique`), so that no anchor is on the page twice.
struct GeneratedIDs {
    /// The ids of the built-in `page.html` and `404.html`.
    static let theme: Set<String> = ["content", "nav-toggle"]
    private var figureLines: Set<Int> = []
    private var footnotes: Set<String> = []

    init(_ tree: MarkdownNode) {
        collect(tree)
    }

    private mutating func collect(_ node: MarkdownNode) {
        switch node {
        case .document(let c), .blockQuote(let c): c.forEach { collect($0) }
        case .list(_, _, _, let items): items.joined().forEach { collect($0) }
        case .codeBlock(let info, _, let line, _, let fenced):
            let language = info.split(separator: " ", maxSplits: 1).first ?? ""
            if fenced && (language == "layout" || CodeFence(info: info) != nil) { figureLines.insert(line) }
        case .footnotes(let notes):
            for note in notes {
                footnotes.insert("fn\(note.number)")
                for k in 1...max(note.references, 1) { footnotes.insert(PageBody.FootnoteIDs.reference(note.number, k)) }
                note.content.forEach { collect($0) }
            }
        default: break
        }
    }

    func contains(_ id: String) -> Bool {
        GeneratedIDs.theme.contains(id) || footnotes.contains(id)
            || isFigureFamily(id, prefix: "fig-", bare: true) || isFigureFamily(id, prefix: "hatch-", bare: false)
    }

    /// `fig-12` (when `bare`) or `fig-12-…`, for a figure of the page at
    /// line 12. What follows `fig-12-` has a word (`code-0`, `live-w3`,
    /// `0-title`) and numbers under 100,000 (widths, indices): so a heading
    /// "Fig 12 code" is kept clear of `fig-12-code-1` and its kin, and its
    /// suffixes (`-2`, `-3`, …) reach a free id in finitely many steps.
    private func isFigureFamily(_ id: String, prefix: String, bare: Bool) -> Bool {
        guard id.hasPrefix(prefix) else { return false }
        let rest = id.dropFirst(prefix.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let line = Int(digits), figureLines.contains(line) else { return false }
        let after = rest.dropFirst(digits.count)
        if after.isEmpty { return bare }
        guard after.hasPrefix("-"), after.contains(where: { $0.isLetter }) else { return false }
        return after.split(whereSeparator: { !($0.isASCII && $0.isNumber) }).allSatisfy { $0.count < 6 }
    }
}
