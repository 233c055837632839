import Foundation

/// How many bytes of rendered page bodies a build may hold in memory
/// between rendering and templating. Past the limit a body goes to the
/// cache's pack and templating reads it back, so memory stays bounded by
/// the limit and the pages in flight. Under it, nothing is encoded and
/// decoded again: for the guide (2.3 MB of bodies) the round trip was
/// 196 M of a 2.99 G-instruction cold build (issue 32).
final class HeldBodies: @unchecked Sendable {
    /// 64 MiB: thousands of ordinary pages.
    static let defaultLimit = 64 << 20

    private let lock = NSLock()
    private let limit: Int
    private var held = 0

    /// The bytes held so far.
    var heldBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return held
    }

    init(limit: Int = HeldBodies.defaultLimit) { self.limit = limit }

    /// Whether a body of `bytes` may stay in memory; if so it counts
    /// against the limit for the rest of the build.
    func take(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard held + bytes <= limit else { return false }
        held += bytes
        return true
    }
}
