import Glibc

/// Monotonic wall-clock timing.
enum Stopwatch {
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// The CPU time this thread has used: on a machine shared with other
    /// builds, what a figure costs is better told by this than by the clock.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    static func cpuTime(_ body: () throws -> Void) rethrows -> Double {
        let start = threadCPU()
        try body()
        return threadCPU() - start
    }
}

/// One timed figure of a workload.
struct Measurement {
    let workload: String
    let seconds: Double
}

struct BenchCheckFailed: Error, CustomStringConvertible {
    let description: String
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw BenchCheckFailed(description: "check failed: \(message())") }
}
