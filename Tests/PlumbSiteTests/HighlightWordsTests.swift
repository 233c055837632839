import XCTest
@testable import PlumbSite

/// The highlighter's byte-level word lists answer exactly as the Sets of
/// Strings they replace (the reference here is `Set.contains`, which shares
/// no code with the buckets).
final class HighlightWordsTests: XCTestCase {
    private func lookUp(_ words: HighlightWords, _ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { words.contains($0[...]) }
    }

    /// Every listed word of every language, and near misses (a prefix, a
    /// longer word, another case, a neighbour in the same bucket).
    func testEveryLanguagesWordsAnswerAsTheirSet() {
        let lists: [Set<String>] = [SyntaxHighlighter.swift, SyntaxHighlighter.layout, SyntaxHighlighter.objectiveC, SyntaxHighlighter.shell, SyntaxHighlighter.json].flatMap { [$0.keywords.words, $0.secondary.words] }
        for list in lists {
            let words = HighlightWords(list)
            var probes = list
            for word in list {
                probes.formUnion([String(word.dropLast()), word + "s", word.uppercased(), "x" + word, String(word.prefix(1)) + "q"])
            }
            for probe in probes where !probe.isEmpty {
                XCTAssertEqual(lookUp(words, probe), list.contains(probe), probe)
            }
        }
    }

    /// Past ASCII the answer is still Unicode's: a listed CJK word is found;
    /// an ASCII word equal to a listed one with a Kelvin sign (canonically a
    /// K) is found, as the Set finds it; a word that only shares bytes' length is not.
    func testWordsPastASCIIAnswerAsUnicodeDoes() {
        let words = HighlightWords(["名字", "\u{212A}elvin", "let"])
        XCTAssertTrue(lookUp(words, "名字"))
        XCTAssertFalse(lookUp(words, "名"))
        XCTAssertTrue(lookUp(words, "Kelvin"))
        XCTAssertTrue(lookUp(words, "\u{212A}elvin"))
        XCTAssertTrue(lookUp(words, "let"))
        XCTAssertFalse(lookUp(words, "lex"))
        let ascii = HighlightWords(["let"])
        XCTAssertFalse(lookUp(ascii, "Kelvin"))
    }
}
