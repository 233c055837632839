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

    /// The escaped HTML of `code` with a `<wbr>` at each joint.
    static func html(_ code: String) -> String {
        var out = ""
        let characters = Array(code)
        for (i, c) in characters.enumerated() {
            if CodeBreaks.breaks(before: i, in: characters) { out += "<wbr>" }
            out += HTML.escape(String(c))
        }
        return out
    }
}
