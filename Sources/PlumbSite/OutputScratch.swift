import Foundation

/// The scratch folder a build writes its pages into as each is finished,
/// so that memory holds the pages in flight rather than the whole site
/// (issue 32). It becomes the site only in `OutputDirectory.replace`,
/// after one flush, by the same atomic exchange as before: a failed or
/// killed build leaves the previous site whole.
///
/// It is marked as Plumb's from the moment it exists (with an empty list
/// until `replace` writes the full one), so whatever stops the build, the
/// next build recognises it and deletes it.
public final class OutputScratch: @unchecked Sendable {
    /// Where the output is, resolved through a link (`Place`).
    let place: OutputDirectory.Place
    /// The folder the scratch folder sits in (the cache, or beside the output).
    let parent: URL
    let folder: URL
    private let lock = NSLock()
    private var folders = Set<String>()
    private var paths = Set<String>()
    private var firstFailure: Error?

    /// Makes the scratch folder for `requested`, where `replace` would:
    /// in `preferred` (the cache) when it is on the output's file system,
    /// else beside the output (or its link's target).
    public init(for requested: URL, preferring preferred: URL?) throws {
        place = try OutputDirectory.Place(requested)
        let output = place.folder
        let fm = FileManager.default
        try fm.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A link's target gets its scratch folder beside it, not in the
        // cache: it may be on another disk, and even the same device number
        // does not promise the same mount (a bind mount's rename is EXDEV).
        parent = place.isLink ? output.deletingLastPathComponent() : OutputDirectory.scratchFolder(for: output, preferring: preferred)
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        folder = parent.appendingPathComponent(".plumb-build-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try fm.createDirectory(at: folder, withIntermediateDirectories: false)
        do { try OutputDirectory.writeMark(in: RawPath(folder.path), listing: []) } catch {
            // A mark half written (a full disk) goes first, or the folder
            // stays behind, as the message says it does not.
            _ = RawPath(folder.path).appending(RawPath(OutputDirectory.marker)).withCString { unlink($0) }
            _ = folder.path.withCString { rmdir($0) }
            throw error
        }
    }

    /// Writes one file of the site (relative path) from any thread. A
    /// failure is kept and thrown by `replace`: the build goes on, and
    /// its diagnostics are reported either way.
    public func write(_ data: Data, at path: String) {
        let root = folder.path
        do {
            if let slash = path.lastIndex(of: "/") {
                let sub = root + "/" + path[..<slash]
                lock.lock()
                defer { lock.unlock() }
                if folders.insert(sub).inserted { try RawPath(sub).makeFolders() }
            }
            try RawPath(root + "/" + path).write(data)
            lock.lock()
            paths.insert(path)
            lock.unlock()
        } catch {
            lock.lock()
            if firstFailure == nil { firstFailure = error }
            lock.unlock()
        }
    }

    /// The scratch folder's name, which cleanup must spare.
    public var folderName: String { folder.lastPathComponent }

    /// The files written so far.
    public var written: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// The first write that failed, if any.
    var failure: Error? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Deletes the scratch folder (a build with errors is not written).
    public func discard() { OutputDirectory.removeMarkedFolder(folder) }
}
