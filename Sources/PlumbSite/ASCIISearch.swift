/// The last of an ASCII character (such as `/` or `.`) in a path, found by
/// its byte: searching backwards Character by Character cost about 5 K
/// instructions on a twenty-letter path, and every page's path is searched
/// on every build. The byte is that Character only when its neighbours are
/// ASCII too (a combining mark after it, or a prepended mark before it,
/// would make one Character of them): otherwise the Character-wise search
/// answers, as before.
extension StringProtocol where UTF8View: BidirectionalCollection {
    func lastIndexOfASCII(_ character: Character) -> Index? {
        lastASCIIByte(character, in: utf8) ?? (utf8.contains(character.asciiValue!) ? lastIndex(of: character) : nil)
    }
}

/// The index of the last `character`'s byte in `bytes` when ASCII bytes
/// surround it; nil when there is none or when its neighbours need the
/// Character-wise search.
private func lastASCIIByte<Bytes: BidirectionalCollection<UInt8>>(_ character: Character, in bytes: Bytes) -> Bytes.Index? {
    guard let i = bytes.lastIndex(of: character.asciiValue!) else { return nil }
    let next = bytes.index(after: i)
    let asciiAfter = next == bytes.endIndex || bytes[next] < 0x80
    let asciiBefore = i == bytes.startIndex || bytes[bytes.index(before: i)] < 0x80
    return asciiAfter && asciiBefore ? i : nil
}
