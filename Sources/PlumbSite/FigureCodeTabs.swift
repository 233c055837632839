import PlumbBlocks
import PlumbCode
import PlumbFigure

/// A figure's Code disclosure as the site fills it: the block's layout
/// written back in each dialect (`CodeOut`, from the model, whether the
/// block was a layout block or code), highlighted by the site's
/// highlighter; the dialects that cannot say it exactly, with why, in the
/// page's language (`words`).
enum FigureCodeTabs {
    /// `highlight`: the site's highlighter, or a build's memo of it (`HighlightMemo`).
    static func code(for solved: SolvedBlock, words: FigureWords = .english,
                     highlight: (String, String) -> String = { SyntaxHighlighter.html($0, language: $1) }) -> FigureCode? {
        let offer = CodeOut.offer(for: solved.parsed, language: words.language)
        guard !offer.snippets.isEmpty || !offer.withheld.isEmpty else { return nil }
        let tabs = offer.snippets.map { snippet in
            let language = snippet.dialect.language.highlightName
            return FigureCode.Tab(title: snippet.dialect.title, dialect: snippet.dialect.rawValue, language: language,
                                  html: highlight(snippet.code, language))
        }
        // One reason shared by every dialect is said once.
        let reasons = Set(offer.withheld.map(\.reason))
        if offer.snippets.isEmpty, reasons.count == 1, let reason = reasons.first {
            return FigureCode(tabs: [], withheld: [(nil, FigureCodeRefusalWords.text(reason, words))])
        }
        return FigureCode(tabs: tabs, withheld: offer.withheld.map { ($0.dialect.title, FigureCodeRefusalWords.text($0.reason, words)) })
    }
}
