import Foundation

/// Writes a built site all at once: into a temporary folder beside the
/// output, then swapped in by renaming, so a failed or killed build leaves
/// the previous site exactly as it was. Plumb marks every folder it makes
/// with `.plumb-site` and never deletes one without that mark.
public enum OutputDirectory {
    public static let marker = ".plumb-site"

    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// (Paths are built with `isDirectory: false`: without it Foundation
    /// asks the file system about every path it builds.)
    ///
    /// Replaces `output` with `files` (relative path → bytes) and `reused`
    /// (relative path → an unchanged file of the previous build, hard-linked
    /// into the new folder rather than written again).
    ///
    /// `scratch` is where the new folder is assembled and the old one set
    /// aside (beside the output by default; it must be on the same file
    /// system). With `deferCleanup`, the old folder is deleted by the next
    /// build instead of this one, which keeps a one-page rebuild fast.
    public static func replace(_ output: URL, with files: [String: Data], reusing reused: [String: URL] = [:],
                               scratch: URL? = nil, deferCleanup: Bool = false) throws {
        let fm = FileManager.default
        let parent = scratch ?? output.deletingLastPathComponent()
        try fm.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        let exists = fm.fileExists(atPath: output.path, isDirectory: &isFolder)
        if exists {
            guard isFolder.boolValue else {
                throw Refusal(description: "'\(output.path)' is a file, not a folder; Plumb will not replace it")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: output.path)) ?? []
            if !contents.isEmpty && !contents.contains(marker) {
                throw Refusal(description: "'\(output.path)' was not made by Plumb (it has no \(marker) file), so Plumb will not delete it: "
                              + "move it away, or build elsewhere with --output DIR")
            }
        }
        removeAbandonedBuilds(in: parent)
        let temporary = parent.appendingPathComponent(".plumb-build-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try fm.createDirectory(at: temporary, withIntermediateDirectories: false)
        try Data("This folder was written by plumb build; plumb replaces it on every build.\n".utf8)
            .write(to: temporary.appendingPathComponent(marker, isDirectory: false))
        var folders = Set<String>()
        func makeFolder(for url: URL) throws {
            let folder = url.deletingLastPathComponent().path
            if folders.insert(folder).inserted { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }
        let paths = files.keys.sorted()
        for path in paths { try makeFolder(for: temporary.appendingPathComponent(path, isDirectory: false)) }
        // Files are written in parallel: a cold build of a large site writes
        // tens of megabytes.
        final class Failure: @unchecked Sendable { var error: Error?; let lock = NSLock() }
        let failure = Failure()
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            do { try files[paths[i]]!.write(to: temporary.appendingPathComponent(paths[i], isDirectory: false)) } catch {
                failure.lock.lock(); failure.error = error; failure.lock.unlock()
            }
        }
        if let error = failure.error { throw error }
        let linked = reused.keys.sorted().filter { files[$0] == nil }
        for path in linked { try makeFolder(for: temporary.appendingPathComponent(path, isDirectory: false)) }
        DispatchQueue.concurrentPerform(iterations: linked.count) { i in
            let path = linked[i], target = temporary.appendingPathComponent(path, isDirectory: false)
            if link(reused[path]!.path, target.path) != 0 {
                do { try FileManager.default.copyItem(at: reused[path]!, to: target) } catch {
                    failure.lock.lock(); failure.error = error; failure.lock.unlock()
                }
            }
        }
        if let error = failure.error { throw error }
        if exists {
            let old = parent.appendingPathComponent(".plumb-old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
            try fm.moveItem(at: output, to: old)
            do {
                try fm.moveItem(at: temporary, to: output)
            } catch {
                try? fm.moveItem(at: old, to: output)
                throw error
            }
            if !deferCleanup { try? fm.removeItem(at: old) }
        } else {
            try fm.moveItem(at: temporary, to: output)
        }
    }

    /// Temporary folders left by builds that were killed, and old sites set
    /// aside with `deferCleanup`: only Plumb's own (marked) folders.
    public static func removeAbandonedBuilds(in parent: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(".plumb-build-") || name.hasPrefix(".plumb-old-") {
            // Another build still running owns its folder.
            let pid = name.split(separator: "-").dropFirst(2).first.flatMap { Int32($0) } ?? 0
            if pid != ProcessInfo.processInfo.processIdentifier && pid > 0 && kill(pid, 0) == 0 { continue }
            let url = parent.appendingPathComponent(name)
            if fm.fileExists(atPath: url.appendingPathComponent(marker).path) { try? fm.removeItem(at: url) }
        }
    }
}
