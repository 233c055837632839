import XCTest
@testable import PlumbSite

/// Performance: what WWDC 2018's "High Performance Auto Layout" says, each
/// claim with its source, beside Plumb's own measurements. Both editions
/// cite the same session and sources, and no timing of Apple's is repeated.
extension GuideProseTests {
    func testPerformanceCitesTheWWDC2018Session() throws {
        let sources = ["https://developer.apple.com/videos/play/wwdc2018/220/", "https://asciiwwdc.com/2018/sessions/220",
                       "https://wwdcnotes.com/notes/wwdc18/220/", "https://nilotic.github.io/2018/06/15/High-Performance-Auto-Layout.html"]
        for language in [nil, "zh-Hans"] {
            let text = try prose("performance", language: language)
            assertQuotes(text, sources + ["WWDC 2018", "220", "iOS 12", "`updateConstraints()`", "`UIView.noIntrinsicMetric`",
                                          "`systemLayoutSizeFitting(_:)`", "Don't churn", "Don't do this!", "14–79 µs", "21.3 ms"])
            assertQuotes(try String(contentsOf: GuideProseTests.repository.appendingPathComponent("content/guide/performance.md"), encoding: .utf8),
                         ["| the same grid: move the root to another width (one edit) | 14–79 µs |", "build the layout from nothing | 21.3 ms |"])
            for claim in text.components(separatedBy: "\n- **").dropFirst() {
                let item = claim.components(separatedBy: "\n\n")[0]
                XCTAssertTrue(["notes", "slides", "WWDCNotes", "笔记", "幻灯片"].contains { item.contains($0) }, "a claim without its source: \(item.prefix(60))")
            }
        }
        // The shape it compares with is the page's own table: the column of
        // labels about doubles in time when the views double.
        let english = try prose("performance")
        assertQuotes(english, ["| 2,000 | 280.1 ms | 1.87 |", "| 4,000 | 552.6 ms | 1.97 |", "doubling the views about doubles the time"])
    }
}
