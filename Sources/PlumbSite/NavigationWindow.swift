/// How much of the site the sidebar lists, so that a page's navigation is
/// bounded however large the site grows.
///
/// Listing every page on every page makes the output grow as N² (1.3 GB
/// for 5,050 tiny pages). Up to `fullListLimit` pages in a language the
/// sidebar lists them all, as before; beyond it, every section by its
/// title (a link to its first page) and the pages of the current page's
/// section only, and of a section larger than a window, the pages within
/// `reach` of the current one, its first and its last, with a gap where
/// pages are left out. Every page stays reachable from every other through
/// the windows, and a page's sidebar holds at most `2 × reach + 3` pages
/// and one line per section.
enum NavigationWindow {
    static let fullListLimit = 200
    static let reach = 25

    static func isBounded(pages: Int) -> Bool { pages > fullListLimit }

    /// Whether a section of `count` pages is shown as a window (with gaps)
    /// rather than whole.
    static func isWindowed(count: Int) -> Bool { count > 2 * reach + 3 }

    /// Which of a section's `count` pages (by position) the sidebar of the
    /// page at `current` lists, in order, with nil for a gap.
    static func entries(count: Int, current: Int) -> [Int?] {
        guard isWindowed(count: count) else { return Array(0..<count) }
        let low = max(0, current - reach), high = min(count - 1, current + reach)
        var out: [Int?] = []
        if low > 0 { out.append(0) }
        if low > 1 { out.append(nil) }
        out += (low...high).map { $0 }
        if high < count - 2 { out.append(nil) }
        if high < count - 1 { out.append(count - 1) }
        return out
    }
}
