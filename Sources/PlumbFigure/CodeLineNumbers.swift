/// A listing beside a figure, its lines numbered as the page counts them:
/// the numbers the figure's notes cite ("line 156"), which the code itself
/// does not show. The numbers are a column of their own beside the code,
/// not part of it: `<code>` holds the code exactly as written, and the
/// column is not selected with it, read aloud or printed (`FigureStyles`).
public enum CodeLineNumbers {
    /// `<pre class="plumb-numbered">`: the numbers from `firstLine`, one
    /// per line of `code`, then `<code class="language-LANGUAGE">` around
    /// `html` (the site's highlighting of `code`, which escapes it).
    public static func pre(code: String, html: String, language: String, firstLine: Int) -> Markup {
        var out = Markup()
        out.open("pre", [.init("class", "plumb-numbered")])
        let numbers = (0..<lineCount(code)).map { String(firstLine + $0) }.joined(separator: "\n")
        out.element("span", [.init("class", "plumb-line-numbers"), .init("aria-hidden", "true")], text: numbers)
        out.element("code", [.init("class", "language-" + language)]) { $0.append(Markup(trusted: html)) }
        out.close("pre")
        return out
    }

    /// The lines of `code`, the one after its final line break not counted
    /// (a fence's text ends with one).
    /// Counted on the bytes: splitting the String walked its characters,
    /// a fortieth of a guide build.
    static func lineCount(_ code: String) -> Int {
        let breaks = code.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return max(1, code.utf8.last == UInt8(ascii: "\n") ? breaks : breaks + 1)
    }
}
