import Foundation
import PlumbSolver

/// Runs Tests/Oracle/lexicographic_oracle.py (scipy's HiGHS) on a batch of
/// systems. The interpreter is $PLUMB_PYTHON, else python3 on the PATH; the
/// README's test command installs scipy into it when it is missing.
enum Oracle {
    struct Result: Decodable {
        let levels: [[Double]]
        let values: [Double?]
        let unique: [Bool]
    }

    static func solve(_ systems: [(variables: Int, specs: [RandomSystem.Spec])]) throws -> [Result] {
        let payload: [String: Any] = ["systems": systems.map { system in
            [
                "variables": system.variables,
                "constraints": system.specs.map { spec in
                    [
                        "terms": spec.terms.map { [$0.0, $0.1] as [Any] },
                        "constant": spec.constant,
                        "relation": spec.relation.rawValue,
                        "priority": spec.priority,
                    ] as [String: Any]
                },
            ] as [String: Any]
        }]
        let input = try JSONSerialization.data(withJSONObject: payload)
        if let dump = ProcessInfo.processInfo.environment["PLUMB_ORACLE_DUMP"] {
            try input.write(to: URL(fileURLWithPath: dump))   // to rerun the oracle by hand
        }
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Oracle/lexicographic_oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let python = ProcessInfo.processInfo.environment["PLUMB_PYTHON"] ?? "python3"
        process.arguments = [python, script.path]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Write on another thread: the oracle starts answering only at the end,
        // but a large input must not fill the pipe while we wait.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleFailure(message: String(decoding: errors, as: UTF8.self))
        }
        struct Envelope: Decodable { let results: [Result] }
        return try JSONDecoder().decode(Envelope.self, from: output).results
    }

    struct OracleFailure: Error, CustomStringConvertible {
        let message: String
        var description: String {
            "the oracle failed (is scipy installed for $PLUMB_PYTHON or python3? run scripts/test.sh):\n\(message)"
        }
    }
}
