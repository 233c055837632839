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

    /// "Hundreds to tens of thousands of times less": the ratio of each grid's
    /// build time to its fastest and slowest edit, read from the page's own
    /// table (10 × 10: 21.3 ms / 79 µs ≈ 270 to 21.3 ms / 14 µs ≈ 1,521;
    /// 30 × 30: 5.6 s / 3.3 ms ≈ 1,697 to 5.6 s / 0.3 ms ≈ 18,667).
    func testPerformanceEditToBuildRatioIsTheTables() throws {
        let english = try prose("performance")
        assertQuotes(english.replacingOccurrences(of: "\n", with: " "),
                     ["hundreds to tens of thousands of times less than building: 14–79 µs against 21.3 ms, 0.3–3.3 ms against 5.6 s"])
        assertQuotes(try prose("performance", language: "zh-Hans").replacingOccurrences(of: "\n", with: " "),
                     ["便宜几百到几万倍：14–79 µs 对 21.3 ms，0.3–3.3 ms 对 5.6 s"])
        func seconds(_ cell: String) -> [Double] {
            let parts = cell.split(separator: " ")
            let scale = ["s": 1.0, "ms": 1e-3, "µs": 1e-6][String(parts[1])]!
            return parts[0].split(separator: "–").map { Double($0)! * scale }
        }
        func time(_ row: String) throws -> [Double] {
            let line = try XCTUnwrap(english.split(separator: "\n").first { $0.hasPrefix("| \(row)") }, row)
            return seconds(line.split(separator: "|").last!.trimmingCharacters(in: .whitespaces))
        }
        let small = (build: try time("a 10 × 10 grid")[0], edit: try time("the same grid: move the root"))
        let large = (build: try time("a 30 × 30 grid")[0], edit: try time("the same grid: one edit"))
        let ratios = [small.build / small.edit[1], small.build / small.edit[0], large.build / large.edit[1], large.build / large.edit[0]]
        XCTAssertEqual(ratios.map { $0.rounded() }, [270, 1521, 1697, 18667])
        XCTAssertTrue(ratios.allSatisfy { (100..<100_000).contains($0) }, "hundreds to tens of thousands: \(ratios)")
    }
}
