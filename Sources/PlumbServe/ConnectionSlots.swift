import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many connections `plumb serve` holds at each stage, counted apart so
/// that no kind can starve another.
///
/// One bound for everything let 64 connections that trickle a byte a second
/// (or simply stay idle) hold every slot, and 64 open tabs, each holding a
/// reload wait for 25 s, do the same. So: connections still reading their
/// request's head have slots of their own, and when those are full the
/// *oldest* reader is let go rather than the new connection refused (a
/// stalled reader is the likeliest to be an idle or hostile one, and an
/// attacker cannot keep slots by trickling: each also has a deadline for its
/// whole head). Requests being answered, and reload waits (which only sleep),
/// each have a bound of their own beyond which the request is told 503.
final class ConnectionSlots: @unchecked Sendable {
    struct Limits: Sendable {
        /// Connections whose request head has not fully arrived.
        var reading = 64
        /// Requests being answered (other than reload waits).
        var answering = 64
        /// Reload waits held open (one per open page).
        var waiting = 256
        /// Seconds from accept for the whole head to arrive, however slowly
        /// it trickles.
        var headSeconds = 10.0
    }

    enum Stage { case answering, waiting }

    let limits: Limits
    private let lock = NSLock()
    /// Oldest first.
    private var readers: [(id: Int, socket: Int32)] = []
    private var lastID = 0
    private var answering = 0
    private var waiting = 0

    init(_ limits: Limits) { self.limits = limits }

    /// A new connection starts reading its head; at the bound, the oldest
    /// reader's socket is shut down (its thread wakes, finds it closed and
    /// ends). The id is what ``finishReading(_:into:)`` takes.
    func startReading(_ socket: Int32) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if readers.count >= limits.reading {
            // Still open: a connection leaves `readers` (under this lock)
            // before its socket is closed.
            Glibc.shutdown(readers.removeFirst().socket, Int32(SHUT_RDWR))
        }
        lastID += 1
        readers.append((lastID, socket))
        return lastID
    }

    /// Reading ended (the head arrived, or not): the connection leaves the
    /// readers and takes a slot at `stage`, if there is one (false: the
    /// request is to be told 503). Nil `stage`: it takes none.
    func finishReading(_ id: Int, into stage: Stage?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        readers.removeAll { $0.id == id }
        switch stage {
        case nil: return true
        case .answering?:
            guard answering < limits.answering else { return false }
            answering += 1
        case .waiting?:
            guard waiting < limits.waiting else { return false }
            waiting += 1
        }
        return true
    }

    func release(_ stage: Stage) {
        lock.lock()
        defer { lock.unlock() }
        switch stage {
        case .answering: answering -= 1
        case .waiting: waiting -= 1
        }
    }
}
