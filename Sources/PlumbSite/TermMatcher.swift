/// Finds which of the site's own index terms (plumb.json `indexTerms`) a
/// text names, in one pass over its UTF-8 bytes: a trie of the lowercased
/// terms, walked from each byte. Asking `contains` of the lowercased text
/// for every term and every text node cost about 10 K instructions a call,
/// and lowercasing an ASCII text (most of them) is folding its bytes as
/// they are read.
///
/// A term matches where its lowercased bytes occur in the lowercased text,
/// as written (no Unicode normalization, as the terms are written in
/// plumb.json in the same form as the pages).
struct TermMatcher {
    /// Each node's children, by byte: a short list, since terms are few.
    private var children: [[(byte: UInt8, node: Int)]] = [[]]
    /// The terms (by index) that end at each node.
    private var ends: [[Int]] = [[]]
    let termCount: Int

    /// `lowered`: the terms, lowercased, in the site's order.
    init(_ lowered: [String]) {
        termCount = lowered.count
        for (index, term) in lowered.enumerated() where !term.isEmpty {
            var node = 0
            for byte in term.utf8 {
                if let next = child(of: node, byte) { node = next; continue }
                children.append([])
                ends.append([])
                children[node].append((byte, children.count - 1))
                node = children.count - 1
            }
            ends[node].append(index)
        }
    }

    var isEmpty: Bool { children[0].isEmpty }

    private func child(of node: Int, _ byte: UInt8) -> Int? {
        for edge in children[node] where edge.byte == byte { return edge.node }
        return nil
    }

    /// Whether each term (in the order given) occurs in `text`, ignoring case.
    func occurrences(in text: String) -> [Bool] {
        var found = [Bool](repeating: false, count: termCount)
        guard !isEmpty else { return found }
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        // Only text beyond ASCII needs Unicode's lowercasing; ASCII letters
        // are folded byte by byte below.
        let lowered = ascii ? text : text.lowercased()
        var bytes = Array(lowered.utf8)
        if ascii {
            for i in bytes.indices where bytes[i] >= 0x41 && bytes[i] <= 0x5A { bytes[i] |= 0x20 }
        }
        for start in bytes.indices {
            var node = 0, i = start
            while i < bytes.count, let next = child(of: node, bytes[i]) {
                node = next
                for term in ends[node] { found[term] = true }
                i += 1
            }
        }
        return found
    }
}
