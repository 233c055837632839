/// The known word nearest to a misspelling, when it is near enough to be a
/// likely meaning (edit distance at most a third of its length, at least 1).
public func closest(to word: String, among candidates: [String]) -> String? {
    let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (candidate, distance) = best, distance <= max(1, candidate.count / 3) else { return nil }
    return candidate
}

/// Edits between two words, where swapping two neighbours counts as one edit
/// ("biuld" is one edit from "build"), as typos usually are.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
