/// A highlighter's word list (keywords, layout names) asked with the
/// word's UTF-8 bytes, so that no String is made per word.
///
/// Why: `Set<String>.contains(String(word))` made a String and hashed it
/// (SipHash, and Unicode normalisation) for each of the guide's ~120,000
/// highlighted words. Here a word is compared with the few listed words of
/// its length that start with its byte, without allocating. A word with a
/// byte past ASCII still asks the Set, whose equality is Unicode's
/// (canonical equivalence), so the answer is the Set's in every case.
struct HighlightWords {
    let words: Set<String>
    /// `buckets[b]`: the ASCII words whose first byte is `b`, as bytes.
    private let buckets: [[[UInt8]]]
    /// Whether a listed word has a byte past ASCII (none of the languages'
    /// lists today): only then may an ASCII word miss the buckets and
    /// still be in the Set.
    private let hasWordPastASCII: Bool

    init(_ words: Set<String>) {
        self.words = words
        var buckets = [[[UInt8]]](repeating: [], count: 128)
        for word in words {
            let bytes = Array(word.utf8)
            // A word past ASCII is found through the Set only (see `contains`).
            guard let first = bytes.first, bytes.allSatisfy({ $0 < 0x80 }) else { continue }
            buckets[Int(first)].append(bytes)
        }
        self.buckets = buckets
        hasWordPastASCII = buckets.reduce(0) { $0 + $1.count } != words.count
    }

    var isEmpty: Bool { words.isEmpty }

    /// Whether `word` (UTF-8) is one of the words.
    func contains(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = word.first else { return false }
        // An ASCII word equals a String exactly when their bytes are equal,
        // except for a listed word past ASCII that Unicode calls the same
        // (the Kelvin sign is a K): those are few, asked of the Set.
        guard word.allSatisfy({ $0 < 0x80 }) else {
            return words.contains(String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self))
        }
        for listed in buckets[Int(first)] where listed.count == word.count && listed.elementsEqual(word) { return true }
        return hasWordPastASCII && words.contains(String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self))
    }
}
