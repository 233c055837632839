import Foundation
import PlumbBlocks
import PlumbDiagnostics
import PlumbLayout

/// The layout-block benchmarks of `plumb bench blocks`:
///
/// - **B1**: one block of 500 views and 2,000 constraints (50 rows of 10
///   equal-width views: leading chains, a trailing pin, equal widths, tops
///   and heights) at 4 breakpoints;
/// - **B2**: 1,000 small blocks of 10 views each (five label + field rows,
///   labels measured from their text) at 4 breakpoints each;
/// - **B3**: growth: a column of N views, each under the last
///   (`v[i].top == v[i-1].bottom + 2`, same leading, same size), for N from
///   250 to 4,000 at 4 breakpoints. Cost must grow linearly: each doubling
///   of N should double the time (ratio 2.0), not quadruple it;
/// - **B4**: the stacks of issue 14: 300 labels and buttons in a vertical
///   `fillEqually` stack, and in a `fillProportionally` one with
///   `spacing=1e6` (target: under 0.1 s each).
///
/// Each reports the time per block and per breakpoint, split into parsing,
/// the layout model, the engine, the ambiguity analysis and reading out.
enum BlockWorkloads {
    static let breakpoints: [Double] = [375, 768, 1024, 1440]

    static func largeBlock(rows: Int = 50, columns: Int = 10) -> String {
        var text = "# \(rows * columns) views in \(rows) rows\ncanvas 375xauto\nbreakpoints " + breakpoints.map { JSONWriter.format($0) }.joined(separator: " ") + "\n"
        for r in 0..<rows { for c in 0..<columns { text += "view v\(r)_\(c)\n" } }
        for r in 0..<rows {
            for c in 0..<columns {
                let v = "v\(r)_\(c)"
                text += c == 0 ? "\(v).leading == root.leading + 16\n" : "\(v).leading == v\(r)_\(c - 1).trailing + 8\n"
                if c > 0 { text += "\(v).width == v\(r)_0.width\n" }
                text += r == 0 ? "\(v).top == root.top + 16\n" : "\(v).top == v\(r - 1)_0.bottom + 8\n"
                text += "\(v).height == 30\n"
            }
            text += "v\(r)_\(columns - 1).trailing == root.trailing - 16\n"
        }
        return text
    }

    /// 300 labels and buttons (measured from their text) in a vertical stack.
    static func stack(_ distribution: String, spacing: String, views: Int = 300) -> String {
        var text = "canvas 375xauto\nbreakpoints " + breakpoints.map { JSONWriter.format($0) }.joined(separator: " ") + "\n"
        text += "stack s axis=vertical distribution=\(distribution) spacing=\(spacing)\n"
        for i in 0..<views { text += i % 2 == 0 ? "  label l\(i) \"Label \(i)\"\n" : "  button b\(i) \"Button \(i)\"\n" }
        return text + "s.edges == root.edges\n"
    }

    static func column(_ n: Int) -> String {
        var text = "canvas 375x100\nbreakpoints " + breakpoints.map { JSONWriter.format($0) }.joined(separator: " ") + "\n"
        for i in 0..<n { text += "view v\(i)\n" }
        text += "v0.top == root.top\nv0.leading == root.leading + 8\nv0.width == 100\nv0.height == 10\n"
        for i in 1..<max(1, n) { text += "v\(i).top == v\(i - 1).bottom + 2\nv\(i).leading == v\(i - 1).leading\nv\(i).size == v\(i - 1).size\n" }
        return text
    }

    static func smallBlock(_ index: Int) -> String {
        var text = "canvas 375xauto\nbreakpoints " + breakpoints.map { JSONWriter.format($0) }.joined(separator: " ") + "\n"
        let words = ["Name", "Email", "Street", "City", "Phone", "Company", "Title", "Notes"]
        for row in 0..<5 {
            text += "label l\(row) \"\(words[(index + row) % words.count])\" hugging.h=251\n"
            text += "field f\(row) intrinsic=-x34\n"
        }
        for row in 0..<5 {
            text += "l\(row).leading == root.margins.leading\n"
            text += "f\(row).leading == l\(row).trailing + 8\n"
            text += "f\(row).trailing == root.margins.trailing\n"
            text += "l\(row).centerY == f\(row).centerY\n"
            text += row == 0 ? "f0.top == root.top + 20\n" : "f\(row).top == f\(row - 1).bottom + 8\n"
        }
        text += "f4.bottom == root.bottom - 20\n"
        return text
    }

    struct Result {
        var parse = 0.0
        var timings = SolveTimings()
        var blocks = 0
        var total: Double { parse + timings.total }
    }

    static func run(_ texts: [String]) throws -> Result {
        var result = Result()
        for text in texts {
            let start = Stopwatch.now()
            let parsed = BlockParser.parse(text)
            result.parse += Stopwatch.now() - start
            try check(parsed.isSolvable, "benchmark block has errors: \(parsed.diagnostics.map(\.message))")
            let solver = BlockSolver(block: parsed.block, notation: BlockNotation(), wording: BlockMessages())
            let solutions = solver.solve()
            try check(solutions.count == breakpoints.count, "expected \(breakpoints.count) breakpoints")
            try check(solutions.allSatisfy { $0.diagnostics.isEmpty }, "benchmark block has diagnostics: \(solutions.flatMap(\.diagnostics).map(\.message).prefix(3))")
            result.timings = result.timings + solver.timings
            result.blocks += 1
        }
        return result
    }
}

/// `plumb bench blocks`.
struct BlockBenchCommand {
    var rounds = 3

    static let spec = CommandSpec<BlockBenchCommand>(
        name: "plumb bench blocks",
        about: """
        B1 one 500-view block, B2 1,000 small blocks (time by phase), B3 growth of a column of N views,
        B4 300-view stacks (fillEqually; fillProportionally with spacing=1e6)
        """,
        operand: nil,
        options: [
            .value("--rounds", "N", expected: "a whole number (1 or more)", help: "repeat each workload N times (default 3) and report the median round") {
                guard let n = Int($1), n >= 1 else { throw CommandSpec<BlockBenchCommand>.InvalidValue(expected: "a whole number (1 or more)") }
                $0.rounds = n
            },
        ])

    func run() throws {
        let large = [BlockWorkloads.largeBlock()]
        let small = (0..<1000).map(BlockWorkloads.smallBlock)
        // The large block's own checks: 500 views, 2,000 constraints.
        let parsed = BlockParser.parse(large[0])
        try check(parsed.block.items.count == 500 && parsed.block.constraints.count == 2000,
                  "B1 has \(parsed.block.items.count) views and \(parsed.block.constraints.count) constraints")
        for (name, texts) in [("B1 one block, 500 views, 2,000 constraints", large), ("B2 1,000 blocks of 10 views", small)] {
            var results: [BlockWorkloads.Result] = []
            for _ in 0..<max(1, rounds) { results.append(try BlockWorkloads.run(texts)) }
            let r = results.sorted { $0.total < $1.total }[results.count / 2]
            let perBlock = r.total / Double(r.blocks)
            let perBreakpoint = r.timings.total / Double(r.timings.breakpoints)
            print("\(name), \(BlockWorkloads.breakpoints.count) breakpoints each (median of \(results.count) rounds):")
            print("  per block \(formatDuration(perBlock)), per breakpoint \(formatDuration(perBreakpoint)) (solving only), all \(formatDuration(r.total))")
            func share(_ label: String, _ seconds: Double) {
                let percent = String(format: "%5.1f %%", 100 * seconds / r.total)
                print("    \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(formatDuration(seconds / Double(r.blocks)).padding(toLength: 10, withPad: " ", startingAt: 0)) per block  \(percent)")
            }
            share("parsing", r.parse)
            share("layout model (text, lowering)", r.timings.model)
            share("engine (add, remove, suggest, read)", r.timings.engine)
            share("ambiguity and tie analysis", r.timings.analysis)
            share("reading frames and statuses", r.timings.reading)
        }
        print("B3 growth: a column of N views, \(BlockWorkloads.breakpoints.count) breakpoints (median of \(max(1, rounds)) rounds; linear: ratio 2.0 per doubling):")
        var previous: Double?
        for n in [250, 500, 1000, 2000, 4000] {
            let text = [BlockWorkloads.column(n)]
            var totals: [Double] = []
            for _ in 0..<max(1, rounds) { totals.append(try BlockWorkloads.run(text).total) }
            let t = totals.sorted()[totals.count / 2]
            let ratio = previous.map { String(format: "%.2f", t / $0) } ?? "-"
            print("  N = \(String(n).padding(toLength: 5, withPad: " ", startingAt: 0)) \(formatDuration(t).padding(toLength: 10, withPad: " ", startingAt: 0)) ratio to N/2: \(ratio)")
            previous = t
        }
        print("B4 stacks of 300 labels and buttons, \(BlockWorkloads.breakpoints.count) breakpoints (median of \(max(1, rounds)) rounds; target: under 100 ms each):")
        for (name, text) in [("fillEqually, spacing 4", BlockWorkloads.stack("fillEqually", spacing: "4")),
                             ("fillProportionally, spacing 1e6", BlockWorkloads.stack("fillProportionally", spacing: "1e6"))] {
            var totals: [Double] = []
            for _ in 0..<max(1, rounds) { totals.append(try BlockWorkloads.run([text]).total) }
            print("  \(name.padding(toLength: 32, withPad: " ", startingAt: 0)) \(formatDuration(totals.sorted()[totals.count / 2]))")
        }
    }
}
