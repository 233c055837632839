/// Where code may break across lines, for the places that must let it
/// (a table's narrow column, a figure's message quoting a long call): before
/// a dot that starts a member (`.constraint(`), after `(` and `,`, and after a
/// selector's `:` — the joints a reader already reads in a call chain — and
/// nowhere inside a word
/// or a number (`0.5` stays whole, as does `()`).
public enum CodeBreaks {
    /// Whether a line may break between `characters[i - 1]` and `characters[i]`.
    public static func breaks(before i: Int, in characters: [Character]) -> Bool {
        guard i > 0, i < characters.count else { return false }
        let previous = characters[i - 1], c = characters[i]
        if (previous == "(" && c != ")") || previous == "," { return true }
        // A selector's labels: `…(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
        if previous == ":" && (c.isLetter || c == "_") { return true }
        guard c == "." else { return false }
        let next = i + 1 < characters.count ? characters[i + 1] : nil
        return previous != "." && !(next?.isNumber ?? true)
    }
}
