import Foundation
import PlumbSolver

/// The solver workloads of issue 2, defined exactly as in
/// shared/reference/measurements.md so that bench/kiwi/kiwi_bench.cpp runs
/// the same constraints in the same order. kiwi's strengths map to priorities
/// by rank: weak 1, medium 500, mmedium 600, smedium 800, strong 999.
enum SolverWorkloads {
    static let strengths: [String: Double] = [
        "required": 1000, "strong": 999, "smedium": 800, "mmedium": 600, "medium": 500, "weak": 1,
    ]

    /// W1: x0 == 0; x[i+1] >= x[i] + 10 (required) and x[i+1] == x[i] + 20
    /// (weak); timed: add all, then read every value.
    static func chain(_ n: Int) throws -> Measurement {
        let xs = (0..<n).map { Variable("x\($0)") }
        var constraints = [xs[0] == 0]
        for i in 0..<(n - 1) {
            constraints.append(xs[i + 1] >= xs[i] + 10)
            constraints.append((xs[i + 1] == xs[i] + 20).priority(1))
        }
        let solver = Solver()
        var values = [Double](repeating: 0, count: n)
        let seconds = try Stopwatch.time {
            for c in constraints { try solver.add(c) }
            solver.updateVariables()
            for i in 0..<n { values[i] = xs[i].value }
        }
        for i in 0..<n { try check(values[i] == Double(20 * i), "W1 x\(i) = \(values[i])") }
        return Measurement(workload: "W1 chain N=\(n): add+read", seconds: seconds)
    }

    struct Grid {
        let rows: Int, columns: Int
        let container = Variable("cw")
        var left: [Variable] = [], top: [Variable] = [], width: [Variable] = [], height: [Variable] = []
        var constraints: [Constraint] = []

        init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
            for r in 0..<rows {
                for c in 0..<columns {
                    let i = r * columns + c
                    left.append(Variable("l\(i)")); top.append(Variable("t\(i)"))
                    width.append(Variable("w\(i)")); height.append(Variable("h\(i)"))
                    constraints.append(width[i] >= 0)
                    constraints.append(height[i] >= 20)
                    constraints.append((width[i] == 100).priority(500))
                    constraints.append((height[i] == 40).priority(500))
                    if c == 0 {
                        constraints.append(left[i] == 8)
                    } else {
                        constraints.append(left[i] == left[i - 1] + width[i - 1] + 8)
                        constraints.append(width[i] == width[r * columns])
                    }
                    if c == columns - 1 { constraints.append(left[i] + width[i] + 8 == container) }
                    if r == 0 {
                        constraints.append(top[i] == 8)
                    } else {
                        constraints.append(top[i] == top[i - columns] + height[i - columns] + 8)
                    }
                }
            }
        }

        var all: [Variable] { [container] + left + top + width + height }

        func build() throws -> Solver {
            let solver = Solver()
            for c in constraints { try solver.add(c) }
            try solver.addEditVariable(container, priority: 999)
            return solver
        }

        /// kiwi's updateVariables(): every value written out.
        func read(_ solver: Solver, into values: inout [Double]) {
            solver.updateVariables()
            values[0] = container.value
        }

        func verify(_ solver: Solver, at w: Double) throws {
            let expected = (w - 8 * Double(columns + 1)) / Double(columns)
            try check(abs(solver.value(of: container) - w) < 1e-6, "W2 cw = \(solver.value(of: container)) at \(w)")
            for r in 0..<rows {
                for c in 0..<columns {
                    let i = r * columns + c
                    try check(abs(solver.value(of: width[i]) - expected) < 1e-6, "W2 width[\(r)][\(c)] = \(solver.value(of: width[i])) at \(w)")
                    try check(abs(solver.value(of: left[i]) - (8 + Double(c) * (expected + 8))) < 1e-6, "W2 left[\(r)][\(c)] at \(w)")
                    try check(abs(solver.value(of: top[i]) - (8 + 48 * Double(r))) < 1e-6, "W2 top[\(r)][\(c)] at \(w)")
                }
            }
        }
    }

    /// W2: build (add all, add the strong edit, read all), then suggest+read
    /// at 375, 1024, 768 and 320, each timed on its own.
    static func grid(rows: Int, columns: Int) throws -> [Measurement] {
        let grid = Grid(rows: rows, columns: columns)
        var values = [Double](repeating: 0, count: grid.all.count)
        var solver: Solver!
        let name = "W2 grid \(rows)x\(columns)"
        var results = [Measurement(workload: "\(name): build", seconds: try Stopwatch.time {
            solver = try grid.build()
            grid.read(solver, into: &values)
        })]
        for w in [375.0, 1024, 768, 320] {
            let seconds = try Stopwatch.time {
                try solver.suggestValue(grid.container, w)
                grid.read(solver, into: &values)
            }
            try grid.verify(solver, at: w)
            results.append(Measurement(workload: "\(name): suggest \(Int(w))", seconds: seconds))
        }
        return results
    }

    /// W3: on a built 30×30 grid already at 375, 1,000 suggest+read in
    /// increasing order, then 1,000 in a fixed jumpy permutation; per suggest.
    static func sweep() throws -> [Measurement] {
        let grid = Grid(rows: 30, columns: 30)
        let solver = try grid.build()
        var values = [Double](repeating: 0, count: grid.all.count)
        try solver.suggestValue(grid.container, 375)
        grid.read(solver, into: &values)
        let monotone = try Stopwatch.time {
            for i in 0..<1000 {
                try solver.suggestValue(grid.container, Double(320 + i))
                grid.read(solver, into: &values)
            }
        }
        try grid.verify(solver, at: 1319)
        let jumpy = try Stopwatch.time {
            for i in 0..<1000 {
                try solver.suggestValue(grid.container, Double(320 + (i * 389) % 1000))
                grid.read(solver, into: &values)
            }
        }
        try grid.verify(solver, at: Double(320 + (999 * 389) % 1000))
        return [Measurement(workload: "W3 sweep 30x30: monotone, per suggest", seconds: monotone / 1000),
                Measurement(workload: "W3 sweep 30x30: jumpy, per suggest", seconds: jumpy / 1000)]
    }

    /// kiwi's enaml-like form: build (2 strong edits + 111 constraints), then
    /// for each of six window sizes 2 suggestions + read of every variable.
    static func enaml(constraintsFile: String) throws -> [Measurement] {
        let text = try String(contentsOfFile: constraintsFile, encoding: .utf8)
        var variables: [String: Variable] = [:]
        var order: [Variable] = []
        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            order.append(v)
            return v
        }
        let width = variable("width"), height = variable("height")
        var constraints: [Constraint] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count >= 3, let priority = strengths[parts[0]], let constant = Double(parts[2]) else {
                throw BenchCheckFailed(description: "bad workload line: \(line)")
            }
            var expression = LinearExpression(constant)
            for term in parts.dropFirst(3) {
                let pieces = term.split(separator: "*")
                expression = expression + Double(pieces[0])! * variable(String(pieces[1]))
            }
            let relation: Constraint.Relation = parts[1] == "==" ? .equal : parts[1] == "<=" ? .lessOrEqual : .greaterOrEqual
            constraints.append(Constraint(expression, relation, priority: priority))
        }
        try check(constraints.count == 111, "enaml has \(constraints.count) constraints, expected 111")
        var solver: Solver!
        var values = [Double](repeating: 0, count: order.count)
        // One build takes about a millisecond: time 50 fresh builds.
        let builds = 50
        let buildSeconds = try Stopwatch.time {
            for _ in 0..<builds {
                solver = Solver()
                try solver.addEditVariable(width, priority: 999)
                try solver.addEditVariable(height, priority: 999)
                for c in constraints { try solver.add(c) }
            }
        }
        var results = [Measurement(workload: "enaml form: build", seconds: buildSeconds / Double(builds))]
        let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        // Each size is too quick to time alone: repeat the whole cycle.
        let cycles = 200
        let seconds = try Stopwatch.time {
            for _ in 0..<cycles {
                for (w, h) in sizes {
                    try solver.suggestValue(width, w)
                    try solver.suggestValue(height, h)
                    solver.updateVariables()
                    values[0] = width.value
                }
            }
        }
        try check(solver.value(of: width) == 800 && solver.value(of: height) == 400, "enaml edits not applied")
        results.append(Measurement(workload: "enaml form: suggest WxH+read", seconds: seconds / Double(cycles * sizes.count)))
        return results
    }
}
