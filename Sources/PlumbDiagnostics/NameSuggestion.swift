/// The known word nearest to a misspelling, when it is near enough to be a
/// likely meaning (edit distance at most a third of its length, at least 1).
public func closest(to word: String, among candidates: [String]) -> String? {
    let length = word.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        // The difference in length is a lower bound on the distance: a
        // candidate that cannot beat the best so far is not measured (the
        // first of equally near candidates wins, as before). Code that
        // repeats a misspelt call in a loop asks this thousands of times.
        if let known = best, abs(candidate.count - length) >= known.distance { continue }
        let distance = editDistance(word, candidate)
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(1, best.candidate.count / 3) else { return nil }
    return best.candidate
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
