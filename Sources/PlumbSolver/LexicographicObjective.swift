/// The objective as one row per priority level, highest first.
///
/// Apple's engine keeps each objective coefficient as a sparse vector keyed by
/// priority and compares vectors from the strongest term down; this is the same
/// thing stored by level. No weighting of levels against each other happens
/// anywhere, so 1,000 violations at 250 never outweigh one at 251.
struct LexicographicObjective {
    /// Descending.
    private(set) var priorities: [Double] = []
    var levels: [Row] = []
    /// How many error symbols live at each level (a level goes when it is empty).
    private var members: [Int] = []

    var count: Int { levels.count }

    func level(of priority: Double) -> Int? {
        // Descending binary search.
        var low = 0
        var high = priorities.count
        while low < high {
            let mid = (low + high) >> 1
            if priorities[mid] == priority { return mid }
            if priorities[mid] > priority { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Adds an error symbol with coefficient 1 at `priority` (errors at one
    /// level add up, as in UIKit).
    mutating func addError(_ symbol: Symbol, priority: Double) {
        let k: Int
        if let existing = level(of: priority) {
            k = existing
        } else {
            var insertAt = 0
            while insertAt < priorities.count, priorities[insertAt] > priority { insertAt += 1 }
            priorities.insert(priority, at: insertAt)
            levels.insert(Row(), at: insertAt)
            members.insert(0, at: insertAt)
            k = insertAt
        }
        levels[k].add(symbol, 1)
        members[k] += 1
    }

    /// Forgets one error symbol's membership; its terms must already have been
    /// subtracted from the level's row.
    mutating func releaseError(priority: Double) {
        guard let k = level(of: priority) else { return }
        members[k] -= 1
        if members[k] == 0 {
            priorities.remove(at: k)
            levels.remove(at: k)
            members.remove(at: k)
        }
    }

    /// True when the symbol's reduced cost is zero at every level.
    func isZero(_ symbol: Symbol) -> Bool {
        for row in levels where row.coefficient(of: symbol) != 0 { return false }
        return true
    }
}
