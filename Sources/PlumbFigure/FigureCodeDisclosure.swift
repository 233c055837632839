/// The figure's "Code" disclosure: its layout as code in each dialect the
/// caller offers, one tab per dialect, chosen by radio inputs and CSS alone
/// (no script). The code comes highlighted by the caller (the site's
/// highlighter), like the Source disclosure's: the one markup the figure
/// takes as it is. The figure knows neither dialects nor pages: a tab is a
/// title, a language class and HTML.
///
/// Markup contract (docs/site.md, "Figures as code"): `details.plumb-code`
/// holds `summary` "Code" and a `.plumb-code-tabs` box: first every tab's
/// `input[type=radio]` (name `ID-code`, the first checked) followed by its
/// `label`, then each tab's `.plumb-code-panel` (`data-dialect`) in the same
/// order, holding `pre > code.language-LANG`; checking the n-th input shows
/// the n-th panel. A dialect that cannot say the layout exactly is a
/// `p.plumb-code-withheld` after the panels, saying why.
public struct FigureCode: Sendable {
    public struct Tab: Sendable {
        public let title: String
        /// `data-dialect`: the dialect's stable name (`swift`, `snapkit`).
        public let dialect: String
        /// The highlighter's language (`swift`, `objc`), for `language-…`.
        public let language: String
        /// The code, highlighted and escaped by the caller.
        public let html: String

        public init(title: String, dialect: String, language: String, html: String) {
            self.title = title
            self.dialect = dialect
            self.language = language
            self.html = html
        }
    }

    public let tabs: [Tab]
    /// Dialects not offered, as their title and the reason (a nil title:
    /// every dialect, for one reason, said once).
    public let withheld: [(title: String?, reason: String)]

    public init(tabs: [Tab], withheld: [(title: String?, reason: String)]) {
        self.tabs = tabs
        self.withheld = withheld
    }
}

enum FigureCodeDisclosure {
    static func markup(_ code: FigureCode, figureID: String, words: FigureWords = .english) -> Markup {
        var out = Markup()
        guard !code.tabs.isEmpty || !code.withheld.isEmpty else { return out }
        out.open("details", [.init("class", "plumb-code")])
        out.element("summary", text: words("figureCode"))
        out.open("div", [.init("class", "plumb-code-tabs")])
        out.newline()
        for (i, tab) in code.tabs.enumerated() {
            out.open("input", [.init("type", "radio"), .init("name", "\(figureID)-code"), .init("id", "\(figureID)-code-\(i)"), .flag("checked", i == 0)])
            out.element("label", [.init("for", "\(figureID)-code-\(i)")], text: tab.title)
            out.newline()
        }
        for tab in code.tabs {
            out.element("div", [.init("class", "plumb-code-panel"), .init("data-dialect", tab.dialect)]) {
                $0.element("pre") { $0.element("code", [.init("class", "language-\(tab.language)")]) { $0.append(Markup(trusted: tab.html)) } }
            }
            out.newline()
        }
        for (title, reason) in code.withheld {
            let text = title.map { words("figureCodeWithheld", ["dialect": $0, "reason": reason]) } ?? words("figureCodeWithheldAll", ["reason": reason])
            out.element("p", [.init("class", "plumb-code-withheld")], text: text)
            out.newline()
        }
        out.close("div")
        out.close("details")
        out.newline()
        return out
    }

    /// Up to eight tabs: the n-th radio shows the n-th panel.
    static let css: String = """
    .plumb-code { margin-top: .4rem; font-size: .85rem; max-width: 100%; }
    .plumb-code > summary { cursor: pointer; }
    .plumb-code-tabs { margin-top: .4rem; }
    .plumb-code-tabs > input { position: absolute; opacity: 0; pointer-events: none; }
    .plumb-code-tabs > label { display: inline-block; padding: .15rem .6rem; margin: 0 .25rem .4rem 0; border: 1px solid var(--plumb-line);
      border-radius: 1rem; cursor: pointer; }
    .plumb-code-tabs > input:focus-visible + label { outline: 2px solid var(--plumb-line); outline-offset: 2px; }
    .plumb-code-tabs > .plumb-code-panel { display: none; }
    .plumb-code-panel > pre { margin: 0; max-height: 32rem; overflow: auto; }
    .plumb-code-withheld { margin: .3rem 0 0; color: #5f6b76; overflow-wrap: anywhere; }
    @media (prefers-color-scheme: dark) { .plumb-code-withheld { color: #9aa5b1; } }
    @media print { .plumb-code { display: none; } }

    """ + (1...8).map { n in
        ".plumb-code-tabs > input:nth-of-type(\(n)):checked ~ .plumb-code-panel:nth-of-type(\(n)) { display: block; }\n" +
        ".plumb-code-tabs > input:nth-of-type(\(n)):checked + label { background: var(--plumb-line); color: var(--plumb-canvas); }\n"
    }.joined()
}
