/// Where a line may end, as the browser's line breaker (UAX #14 with CSS
/// `line-break: auto`, `word-break: normal`) decides for the text Plumb
/// draws: before a space, and between two characters when one of them is an
/// ideograph, a kana or a Hangul syllable, except before closing punctuation
/// and small kana (`，` `。` `」` `ー` `ゃ` never start a line) and after
/// opening punctuation (`「` `（` never end one).
///
/// Characters are Swift's grapheme clusters, so a combining mark is never
/// split from its base.
enum LineBreaks {
    /// The indices a line may end at (the line is `start..<index`, trailing
    /// spaces trimmed), in order, always including the end.
    static func opportunities(in text: Substring) -> [Substring.Index] {
        var out: [Substring.Index] = []
        var previous: Character?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == " " {
                if previous != nil && previous != " " { out.append(i) }
            } else if let p = previous, p != " ", isBreakBetween(p, c) {
                out.append(i)
            }
            previous = c
            i = text.index(after: i)
        }
        if out.last != text.endIndex { out.append(text.endIndex) }
        return out
    }

    static func isBreakBetween(_ before: Character, _ after: Character) -> Bool {
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        return !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Ideographs, kana, Hangul syllables, Bopomofo, and the CJK symbols
    /// and full-width forms that UAX #14 gives class ID.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x2E80...0x2FFF,            // CJK radicals, Kangxi radicals, description characters
             0x3000...0x303F,            // CJK symbols and punctuation
             0x3040...0x30FF,            // hiragana, katakana
             0x3100...0x31FF,            // Bopomofo, Hangul compatibility jamo, kanbun, katakana extensions
             0x3200...0x4DBF,            // enclosed CJK, compatibility, extension A
             0x4E00...0x9FFF,            // CJK unified ideographs
             0xA960...0xA97F, 0xAC00...0xD7AF,  // Hangul
             0xF900...0xFAFF,            // compatibility ideographs
             0xFE30...0xFE4F,            // CJK compatibility forms
             0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
             0x20000...0x3FFFD:          // extensions B and beyond
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, full stops and commas, iteration marks, the
    /// prolonged sound mark and small kana (UAX #14 CL, CP, EX, IS, NS, CJ,
    /// IN): never at the start of a line.
    static let noBreakBefore: Set<Character> = Set(
        "、。，．：；？！）」』】〕〉》〙〛〞〟ー々〻ゝゞヽヾ・〜…‥" + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
        + "）］｝％，．：；？！" + ")]}!?,.:;%" + "’”\"'")

    /// Opening punctuation and quotation marks (UAX #14 OP, QU): never at the
    /// end of a line.
    static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〘〚〝" + "（［｛" + "([{" + "‘“\"'")
}
