/// A highlighter's word list (keywords, the layout language's names),
/// asked by a word's bytes: an ASCII word (nearly every word in code) is
/// compared byte for byte with the few listed words of its length and first
/// letter, with no String made and none hashed. A word beyond ASCII is
/// asked of the `Set<String>` itself, so that what matches is exactly what
/// String equality matches (canonically equivalent spellings included).
struct HighlightWords: ExpressibleByArrayLiteral {
    let words: Set<String>
    /// The ASCII words by `bucket(length, first)`.
    private let buckets: [[[UInt8]]]
    private static let longest = 32

    init(_ words: Set<String>) {
        self.words = words
        var buckets = [[[UInt8]]](repeating: [], count: (HighlightWords.longest + 1) * 256)
        for word in words where !word.isEmpty && word.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(word.utf8)
            buckets[HighlightWords.bucket(bytes.count, bytes[0])].append(bytes)
        }
        self.buckets = buckets
    }

    init(arrayLiteral elements: String...) { self.init(Set(elements)) }

    private static func bucket(_ length: Int, _ first: UInt8) -> Int { min(length, longest) * 256 + Int(first) }

    /// Whether the word spelled by `bytes` (a whole word) is listed.
    func contains(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = bytes.first else { return words.contains("") }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return words.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
        }
        for word in buckets[HighlightWords.bucket(bytes.count, first)] where word.count == bytes.count {
            if word.elementsEqual(bytes) { return true }
        }
        return false
    }
}
