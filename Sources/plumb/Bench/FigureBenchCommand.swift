import Foundation
import PlumbBlocks
import PlumbCode
import PlumbLayout
import PlumbMarkdown
import PlumbSite

/// `plumb bench figures`: what each figure of a site's pages costs to solve,
/// as a site build solves it (its breakpoints and its live sweep), and the
/// sweep's share. Each figure is solved with and without its live layout,
/// alternately, and the medians of the rounds are kept: the sweep's cost is
/// the difference. Times are the thread's CPU time (a shared machine's
/// wall clock swings by 2×); drawing the figure's HTML is not counted.
struct FigureBenchCommand {
    var rounds = 5
    var content = "content"

    static let spec = CommandSpec<FigureBenchCommand>(
        name: "plumb bench figures",
        about: "times every figure of a site's pages (breakpoints and live sweep), per figure, with the sweep's share.",
        operand: nil,
        options: [
            .value("--rounds", "N", expected: "a whole number (1 or more)", help: "solve each figure N times (default 5) and keep the median") {
                guard let n = Int($1), n >= 1 else { throw CommandSpec<FigureBenchCommand>.InvalidValue(expected: "a whole number (1 or more)") }
                $0.rounds = n
            },
            .value("--content", "DIR", expected: "a folder", help: "the pages' folder (default content; plumb.json in the folder above gives the breakpoints)") {
                $0.content = $1
            },
        ])

    struct Cost {
        let name: String
        let total: Double
        let breakpoints: Double
        /// What the live sweep's checks took (the same every round).
        var checks = SweepStatistics()
        var sweep: Double { max(0, total - breakpoints) }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: content)
        let defaults = SiteConfig.load(root: folder.deletingLastPathComponent()).0.breakpoints
        var costs: [Cost] = []
        for path in try markdownFiles(in: folder) {
            let source = try String(contentsOf: path, encoding: .utf8)
            let fences = MarkdownDocument(parsing: source).fencedCodeBlocks.filter { $0.language == "layout" || CodeFence(info: $0.info) != nil }
            for fence in fences {
                let layoutFence = LayoutFence(code: fence.code, line: fence.fenceLine, column: fence.fenceColumn,
                                              info: fence.language == "layout" ? "layout" : fence.info)
                var checks = SweepStatistics()
                func solve(_ live: SolvedBlock.LiveRequest) -> Double {
                    Stopwatch.cpuTime { checks = FenceSolving.solve(layoutFence, source: source, defaults: defaults, live: live).sweepCost }
                }
                var totals: [Double] = [], breakpoints: [Double] = [], swept = SweepStatistics()
                for _ in 0..<rounds {
                    totals.append(solve(.automatic))
                    swept = checks
                    breakpoints.append(solve(.none))
                }
                let name = String(path.path.dropFirst(folder.path.count + 1)) + ":\(fence.fenceLine)"
                costs.append(Cost(name: name, total: median(totals), breakpoints: median(breakpoints), checks: swept))
            }
        }
        try check(!costs.isEmpty, "no layout blocks under \(content)")
        print(FigureBenchCommand.report(costs, rounds: rounds))
    }

    static func report(_ costs: [Cost], rounds: Int) -> String {
        let total = costs.map(\.total).reduce(0, +), sweep = costs.map(\.sweep).reduce(0, +)
        let checks = costs.map(\.checks).reduce(SweepStatistics(), +)
        let sorted = costs.sorted { $0.total < $1.total }
        var lines = ["\(costs.count) figures, median of \(rounds) rounds each (CPU time of the solving thread; figure HTML not counted):",
                     "  per figure: median \(formatDuration(median(costs.map(\.total)))), 90th percentile \(formatDuration(sorted[sorted.count * 9 / 10].total)), "
                        + "largest \(formatDuration(sorted.last!.total)) (\(sorted.last!.name))",
                     "  all figures \(formatDuration(total)); live sweep \(formatDuration(sweep)) = \(String(format: "%.1f", 100 * sweep / max(total, 1e-12))) %, "
                        + "median sweep per figure \(formatDuration(median(costs.map(\.sweep))))",
                     "  live sweep checks: \(checks.probes) probes in all (\(checks.bisectionProbes) bisecting), "
                        + "median \(Int(median(costs.map { Double($0.checks.probes) }))) per figure, "
                        + "\(checks.parkedSolversTakenUp) solves taking up a parked solver, \(checks.solversBuilt) solvers built for a system",
                     "  costliest:"]
        for c in sorted.suffix(5).reversed() {
            lines.append("    \(c.name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(formatDuration(c.total).padding(toLength: 10, withPad: " ", startingAt: 0)) sweep \(String(format: "%3.0f", 100 * c.sweep / max(c.total, 1e-12))) %, "
                         + "\(c.checks.probes) probes (\(c.checks.bisectionProbes) bisecting)")
        }
        let bisecting = costs.filter { $0.checks.bisectionProbes > 0 }.sorted { $0.checks.bisectionProbes > $1.checks.bisectionProbes }
        if !bisecting.isEmpty {
            lines.append("  most bisection (\(bisecting.count) figures bisect):")
            for c in bisecting.prefix(5) {
                lines.append("    \(c.name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(c.checks.bisectionProbes) of \(c.checks.probes) probes")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func markdownFiles(in folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
