/// What Chinese and Japanese text needs that Markdown does not know: no
/// space where the source wraps a line between two wide characters, and no
/// line that starts with closing punctuation.
enum CJKText {
    /// Whether a line break between `before` and `after` disappears rather
    /// than becoming a space: both are East Asian wide characters (Han,
    /// kana, CJK and fullwidth punctuation), not Hangul, whose words are
    /// spaced (CSS Text 3, "segment break transformation rules"); or one
    /// is a wide punctuation mark, which carries its own space, so Chinese
    /// typesetting sets none beside it even next to Latin ("SnapKit、
    /// Objective-C" read with a gap where the source wrapped after "、").
    /// A mark quoted in a code span is not punctuation of the sentence:
    /// "never puts `。`" wrapped before "at the start" keeps its space.
    static func joinsWithoutSpace(_ before: Unicode.Scalar, _ after: Unicode.Scalar, codeBefore: Bool = false, codeAfter: Bool = false) -> Bool {
        (isWide(before) && isWide(after)) || (!codeBefore && isWidePunctuation(before)) || (!codeAfter && isWidePunctuation(after))
    }

    /// CJK and fullwidth punctuation: 、。「」，：（）, not fullwidth letters or digits.
    static func isWidePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true
        default: return false
        }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF,   // CJK radicals
             0x3000...0x303F,   // CJK symbols and punctuation: 、。「」
             0x3040...0x30FF,   // hiragana, katakana
             0x3100...0x312F, 0x31A0...0x31BF, // bopomofo
             0x3400...0x4DBF,   // extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xF900...0xFAFF,   // compatibility ideographs
             0xFE30...0xFE4F,   // CJK compatibility forms
             0xFF01...0xFF60, 0xFFE0...0xFFE6, // fullwidth forms: ，：（）
             0x20000...0x3FFFD: // extensions B and later
            return true
        default:
            return false
        }
    }

    /// Punctuation a line must not start with (the closing and middle
    /// marks of Chinese and Japanese typesetting, W3C clreq / jlreq):
    /// ，。、；：！？ and the closing brackets and quotes.
    static func isClosingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3001, 0x3002,                      // 、。
             0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, // 〉》」』】〕〗〙〛
             0x2019, 0x201D, 0x2026,              // ’” …
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D: // ！），．：；？］｝
            return true
        default:
            return false
        }
    }

    /// How many characters of closing punctuation `text` starts with.
    static func closingPunctuationPrefix(_ text: String) -> Int {
        var count = 0
        for character in text {
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, isClosingPunctuation(scalar) else { break }
            count += 1
        }
        return count
    }
}
