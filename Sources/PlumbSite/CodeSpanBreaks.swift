import PlumbFigure

/// Where a code span may break across lines: in a table cell, and anywhere
/// it is longer than `longSpan`.
///
/// A table's column is only as narrow as its longest unbreakable piece, and
/// a Swift call such as
/// `b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`
/// kept on one line made the cheat sheet's table twice as wide as the page's
/// column. Breaking anywhere (`overflow-wrap: anywhere`) would narrow every
/// column to a letter; so a span breaks at its spaces (the theme lets table
/// code wrap) and at a call chain's joints (`CodeBreaks`, the rule a
/// figure's messages break long code by too).
enum CodeSpanBreaks {
    /// Characters beyond which a code span in a paragraph gets the same
    /// breaks: about two thirds of a 390-px line of code.
    static let longSpan = 32

    /// A name longer than this may also break between its words, before a
    /// capital that follows a small letter: `translatesAutoresizingMaskIntoConstraints`
    /// at 390 px broke wherever the line ended ("…IntoConst" / "raints").
    static let longName = 32

    /// The escaped HTML of `code` with a `<wbr>` at each joint. A visual
    /// format string (`H:|-[name(>=50@750)]`) is one expression whose
    /// brackets are its syntax, not a call's: it breaks at its spaces only.
    static func html(_ code: String) -> String {
        var out = ""
        let characters = Array(code)
        let visualFormat = isVisualFormat(code)
        let humps = nameBreaks(characters)
        for (i, c) in characters.enumerated() {
            if (!visualFormat && CodeBreaks.breaks(before: i, in: characters)) || humps.contains(i) { out += "<wbr>" }
            out += HTML.escape(String(c))
        }
        return out
    }

    /// A visual format string or a piece of one: `H:|-[a]`, a view with
    /// its size `[name(>=50@750)]`, a spacing `-(>=8@750)-`.
    static func isVisualFormat(_ code: String) -> Bool {
        if code.hasPrefix("H:") || code.hasPrefix("V:") || code.hasPrefix("|") { return true }
        if code.hasPrefix("[") && code.hasSuffix("]") && code.contains("(") && !code.contains(".") { return true }
        return code.hasPrefix("-(") && code.hasSuffix(")-")
    }

    /// Inside each name longer than `longName`, the places before a capital
    /// that follows a small letter, at least four characters from either end.
    static func nameBreaks(_ characters: [Character]) -> Set<Int> {
        var out = Set<Int>()
        var start = 0
        func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        for end in 0...characters.count where end == characters.count || !isNameCharacter(characters[end]) {
            if end - start > longName {
                for i in (start + 4)..<(end - 3) where characters[i].isUppercase && characters[i - 1].isLowercase { out.insert(i) }
            }
            start = end + 1
        }
        return out
    }
}
