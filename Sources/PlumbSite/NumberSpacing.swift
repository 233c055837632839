/// Where prose must not break a line inside a quantity: between a number
/// and its unit ("21.3 ms", "20 pt"), around a "×" between numbers
/// ("320 × 568"), and after the dash of a range ("14–79 µs"). A phone's
/// narrow column put "ms" or "× 568" alone at the start of a line. The
/// spaces become no-break spaces and the range's dash is followed by a word
/// joiner; the text reads the same.
enum NumberSpacing {
    static let noBreakSpace: Character = "\u{00A0}"
    static let wordJoiner: Character = "\u{2060}"
    /// Units the guide writes after a number.
    static let units: Set<String> = ["pt", "px", "ms", "µs", "ns", "s", "KB", "MB", "GB", "G", "M", "K"]

    static func keepTogether(_ text: String) -> String {
        // Most text has no digit next to a space: left as it is, unscanned.
        guard text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return text }
        let characters = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            out.append(c)
            guard c.isNumber else { i += 1; continue }
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if next == "–", i + 2 < characters.count, characters[i + 2].isNumber {
                out.append("–")
                out.append(wordJoiner)
                i += 2
                continue
            }
            guard next == " " else { i += 1; continue }
            if i + 4 < characters.count, characters[i + 2] == "×", characters[i + 3] == " ", characters[i + 4].isNumber {
                out.append(noBreakSpace)
                out.append("×")
                out.append(noBreakSpace)
                i += 4
                continue
            }
            if let unit = unit(in: characters, at: i + 2) {
                out.append(noBreakSpace)
                out.append(contentsOf: unit)
                i += 2 + unit.count
                continue
            }
            i += 1
        }
        return out
    }

    /// The unit starting at `start`, when it is a whole word there.
    private static func unit(in characters: [Character], at start: Int) -> String? {
        var end = start
        while end < characters.count, characters[end].isLetter, end - start < 3 { end += 1 }
        guard end > start, end == characters.count || !characters[end].isLetter else { return nil }
        let word = String(characters[start..<end])
        return units.contains(word) ? word : nil
    }
}
