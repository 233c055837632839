import PlumbFigure

/// Where a code span in a table cell may break across lines.
///
/// A table's column is only as narrow as its longest unbreakable piece, and
/// a Swift call such as
/// `b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`
/// kept on one line made the cheat sheet's table twice as wide as the page's
/// column. Breaking anywhere (`overflow-wrap: anywhere`) would narrow every
/// column to a letter; so a span breaks at its spaces (the theme lets table
/// code wrap) and after the characters a reader already reads as joints of
/// a call chain: `.`, `(` and `,` (a `<wbr>` after each, never inside a
/// word or a number such as `0.5`).
enum TableCodeBreaks {
    /// The escaped HTML of `code` with a `<wbr>` after each joint.
    static func html(_ code: String) -> String {
        var out = ""
        let characters = Array(code)
        for (i, c) in characters.enumerated() {
            out += HTML.escape(String(c))
            guard i + 1 < characters.count, isJoint(c, before: characters[i + 1]) else { continue }
            out += "<wbr>"
        }
        return out
    }

    private static func isJoint(_ c: Character, before next: Character) -> Bool {
        switch c {
        case "(", ",": return true
        case ".": return !next.isNumber
        default: return false
        }
    }
}
