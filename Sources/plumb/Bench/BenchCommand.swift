import Foundation

/// `plumb bench solver`: runs the engine workloads and prints one line per
/// figure. bench/solver.sh runs this beside kiwi's C++ core and prints ratios.
struct BenchCommand {
    var rounds = 3
    var includeLarge = false
    var raw = false
    var workloads = "bench/workloads"
    /// Run only the workloads whose names start with this (W1, W2, W3, enaml).
    var only: String?

    static let spec = CommandSpec<BenchCommand>(
        name: "plumb bench solver",
        about: "times the constraint engine on the standard workloads (bench/solver.sh runs kiwi beside it).",
        operand: nil,
        options: [
            .value("--rounds", "N", expected: "a whole number (0 or more)", help: "repeat every workload N times (default 3) and report the median") {
                guard let n = Int($1), n >= 0 else { throw CommandSpec<BenchCommand>.InvalidValue(expected: "a whole number (0 or more)") }
                $0.rounds = n
            },
            .flag("--large", help: "include W1 with N = 10,000 (run once)") { $0.includeLarge = true },
            .flag("--raw", help: "print every measurement as `workload<TAB>seconds`, for bench/solver.sh") { $0.raw = true },
            .value("--workloads", "DIR", expected: "a folder", help: "where enaml.txt lives (default bench/workloads)") { $0.workloads = $1 },
            .value("--only", "NAME", expected: "a workload name", help: "run only the workloads whose names start with NAME (W1, W2 10, W2 30, W3, enaml)") { $0.only = $1 },
        ])

    func run() throws {
        var all: [Measurement] = []
        func record(_ ms: [Measurement]) {
            all += ms
            if raw {
                for m in ms { print("\(m.workload)\t\(m.seconds)") }
                FileHandle.standardOutput.synchronizeFile()
            }
        }
        func wanted(_ prefix: String) -> Bool { only.map { prefix.hasPrefix($0) || $0.hasPrefix(prefix) } ?? true }
        for _ in 0..<rounds {
            if wanted("W1") { record([try SolverWorkloads.chain(1_000)]) }
            if wanted("W2 10") { record(try SolverWorkloads.grid(rows: 10, columns: 10)) }
            if wanted("W2 30") { record(try SolverWorkloads.grid(rows: 30, columns: 30)) }
            if wanted("W3") { record(try SolverWorkloads.sweep()) }
            if wanted("enaml") { record(try SolverWorkloads.enaml(constraintsFile: workloads + "/enaml.txt")) }
        }
        if includeLarge && wanted("W1") { record([try SolverWorkloads.chain(10_000)]) }
        if raw { return }
        var names: [String] = []
        var samples: [String: [Double]] = [:]
        for m in all {
            if samples[m.workload] == nil { names.append(m.workload) }
            samples[m.workload, default: []].append(m.seconds)
        }
        if names.isEmpty { return }
        print("Plumb solver, median of \(rounds) rounds (release build):")
        for name in names {
            let sorted = samples[name]!.sorted()
            let median = sorted[sorted.count / 2]
            print("  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(formatDuration(median))")
        }
    }
}

func formatDuration(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.3f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f µs", seconds * 1e6)
}
