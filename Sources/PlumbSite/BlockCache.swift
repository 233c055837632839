import Foundation
import PlumbDiagnostics

/// Solved and drawn blocks on disk, keyed by a SHA-256 of everything that
/// affects them: the block's text and position, the site's default
/// breakpoints, the figure layout, and the plumb binary itself (so a new
/// Plumb never reuses an old figure). An unchanged block is never solved
/// twice, across builds.
public final class BlockCache: @unchecked Sendable {
    struct Entry: Codable {
        let html: String
        let diagnostics: [Diagnostic]
    }

    let folder: URL?
    private let salt: String
    private let lock = NSLock()
    private(set) var hits = 0
    private(set) var misses = 0

    /// `folder` nil: no disk cache (every block is solved).
    public init(folder: URL?) {
        self.folder = folder
        salt = BlockCache.binaryDigest
        if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    /// The running executable's identity (path, size, modification time),
    /// read once: a rebuilt or upgraded plumb never reuses an old figure.
    static let binaryDigest: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown-binary" }
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? "?"
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return SHA256.hex("\(path)|\(size)|\(modified)")
    }()

    func key(_ parts: [String]) -> String {
        var h = SHA256()
        h.update("plumb-block-cache-1\u{0}\(salt)")
        for p in parts { h.update("\u{0}"); h.update(p) }
        return h.finalize()
    }

    func lookup(_ key: String) -> Entry? {
        guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(key + ".json").path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data) else {
            count(hit: false)
            return nil
        }
        count(hit: true)
        return entry
    }

    func store(_ key: String, _ entry: Entry) {
        guard let folder, let data = try? JSONEncoder().encode(entry) else { return }
        // Written whole under a temporary name, then renamed: a reader never
        // sees half a file.
        let tmp = folder.appendingPathComponent(".\(key).\(UInt32.random(in: 0...UInt32.max))")
        if (try? data.write(to: tmp)) != nil, rename(tmp.path, folder.appendingPathComponent(key + ".json").path) != 0 {
            try? FileManager.default.removeItem(at: tmp)
        }
    }

    private func count(hit: Bool) {
        lock.lock()
        if hit { hits += 1 } else { misses += 1 }
        lock.unlock()
    }

    public var statistics: (hits: Int, misses: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hits, misses)
    }
}
