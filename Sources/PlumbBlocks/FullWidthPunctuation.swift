/// Punctuation typed in a Chinese or Japanese input method's full-width
/// mode: `＝＝`, `＋`, `（`, `，`, `：` look like the language's own symbols but
/// are other characters. The parser reports each at its column with the
/// character meant, then reads the line as if it had been typed, so that
/// one slip is one error rather than a cascade. Inside quotes (a label's
/// text) they are text and left alone.
enum FullWidthPunctuation {
    /// A full-width character at a character offset, and the one meant.
    typealias Found = (offset: Int, typed: Character, meant: Character)

    /// Each full-width form and the character it stands in for.
    static let twins: [Character: Character] = [
        "＝": "=", "＋": "+", "－": "-", "＊": "*", "／": "/", "（": "(", "）": ")", "，": ",", "：": ":",
        "＠": "@", "．": ".", "。": ".", "＜": "<", "＞": ">", "｜": "|", "［": "[", "］": "]", "＂": "\"",
        "\u{3000}": " ",
    ]

    /// `content` with every full-width twin outside quotes replaced, and
    /// where each stood (a character offset, as `SourceLine.location(at:)`
    /// counts).
    static func normalize(_ content: String) -> (text: String, found: [Found]) {
        guard content.utf8.contains(where: { $0 >= 0x80 }) else { return (content, []) }
        var out = ""
        var found: [(Int, Character, Character)] = []
        var inQuotes = false
        var escaped = false
        for (offset, character) in content.enumerated() {
            if inQuotes {
                out.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
                continue
            }
            if let meant = twins[character] {
                found.append((offset, character, meant))
                out.append(meant)
                if meant == "\"" { inQuotes = true }
            } else {
                out.append(character)
                if character == "\"" { inQuotes = true }
            }
        }
        return (out, found)
    }
}
