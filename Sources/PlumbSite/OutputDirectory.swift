import Foundation

/// Writes a built site all at once: assembled in a scratch folder on the
/// output's own file system, then swapped in with one atomic exchange, so a
/// failed or killed build leaves the previous site exactly as it was, and
/// there is no moment at which the output is missing.
///
/// Plumb marks every folder it makes with `.plumb-site`, which lists the
/// files Plumb wrote. It never deletes a folder without that mark, and never
/// deletes what the list does not name: anything else in the output (a
/// `CNAME`, a `.git/` of a gh-pages worktree) is the author's and is carried
/// into every new build.
public enum OutputDirectory {
    public static let marker = ".plumb-site"
    static let markerHeading = "This folder was written by plumb build; plumb replaces it on every build."
    static let listHeading = "Files plumb wrote (anything else here is yours: every build keeps it):"

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
    /// `scratch` is a preferred place for the scratch folders (the cache);
    /// it is used only when it is on the output's file system, where a
    /// rename is atomic: elsewhere the folders go beside the output. With
    /// `deferCleanup`, the old site is deleted by the next build instead of
    /// this one, which keeps a one-page rebuild fast.
    public static func replace(_ output: URL, with files: [String: Data], reusing reused: [String: String] = [:],
                               scratch: URL? = nil, deferCleanup: Bool = false) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let parent = scratchFolder(for: output, preferring: scratch)
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        let exists = fm.fileExists(atPath: output.path, isDirectory: &isFolder)
        var carried: [String] = []
        if exists {
            guard isFolder.boolValue else {
                throw Refusal(description: "'\(output.path)' is a file, not a folder; Plumb will not replace it")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: output.path)) ?? []
            if !contents.isEmpty && !contents.contains(marker) {
                throw Refusal(description: "'\(output.path)' was not made by Plumb (it has no \(marker) file), so Plumb will not delete it: "
                              + "move it away, or build elsewhere with --output DIR")
            }
            carried = authorsEntries(in: output)
            let clashes = carried.filter { path in files[path] != nil || reused[path] != nil
                || files.keys.contains { $0.hasPrefix(path + "/") } || reused.keys.contains { $0.hasPrefix(path + "/") } }
            if !clashes.isEmpty {
                throw Refusal(description: "'\(output.path)' holds \(clashes.map { "'\($0)'" }.joined(separator: ", ")), which Plumb did not write "
                              + "but this build would: move \(clashes.count == 1 ? "it" : "them") away (Plumb never replaces a file it did not create)")
            }
        }
        removeAbandonedBuilds(in: parent)
        let temporary = parent.appendingPathComponent(".plumb-build-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try fm.createDirectory(at: temporary, withIntermediateDirectories: false)
        // The mark first: a scratch folder is recognisable as Plumb's (and so
        // removable) from the moment it exists.
        let written = Set(files.keys).union(reused.keys).sorted()
        try Data(([markerHeading, listHeading] + written).joined(separator: "\n").appending("\n").utf8)
            .write(to: temporary.appendingPathComponent(marker, isDirectory: false))
        // Paths as strings: a URL's path costs more than the link itself,
        // and a one-page rebuild links every other page.
        let temporaryPath = temporary.path
        var folders = Set<String>()
        /// The folder `path` (relative to the site) goes in, made once.
        func makeFolder(for path: String) throws {
            guard let slash = path.lastIndex(of: "/") else { return }
            let folder = temporaryPath + "/" + path[..<slash]
            if folders.insert(folder).inserted { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        }
        let paths = files.keys.sorted()
        for path in paths { try makeFolder(for: path) }
        // Files are written in parallel: a cold build of a large site writes
        // tens of megabytes.
        final class Failure: @unchecked Sendable { var error: Error?; let lock = NSLock() }
        let failure = Failure()
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            guard let data = files[paths[i]] else { return }
            do { try data.write(to: temporary.appendingPathComponent(paths[i], isDirectory: false)) } catch {
                failure.lock.lock(); failure.error = error; failure.lock.unlock()
            }
        }
        if let error = failure.error { throw error }
        // One after another: links into one folder take the folder's lock,
        // and two threads spent more time spinning on it than linking.
        for (path, source) in reused.sorted(by: { $0.key < $1.key }) where files[path] == nil {
            try makeFolder(for: path)
            let target = temporaryPath + "/" + path
            if link(source, target) != 0 { try fm.copyItem(atPath: source, toPath: target) }
        }
        // The author's files, linked (never moved): until the exchange the
        // old site still holds every one of them, and after it the new one
        // does, so no kill can lose them.
        for path in carried {
            try linkTree(output.appendingPathComponent(path, isDirectory: false), to: temporary.appendingPathComponent(path, isDirectory: false))
        }
        guard exists else {
            try fm.moveItem(at: temporary, to: output)
            return
        }
        let old: URL
        switch exchange(temporary, output) {
        case .exchanged:
            // The old site now sits where the scratch folder was.
            old = parent.appendingPathComponent(".plumb-old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
            if rename(temporary.path, old.path) != 0 { if !deferCleanup { removeMarkedFolder(temporary) }; return }
        case .unsupported:
            // A file system without RENAME_EXCHANGE: two renames, with a
            // moment between them where the output is missing (documented in
            // docs/site.md). The old site is kept until the second succeeds.
            old = parent.appendingPathComponent(".plumb-old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
            try fm.moveItem(at: output, to: old)
            do {
                try fm.moveItem(at: temporary, to: output)
            } catch {
                try? fm.moveItem(at: old, to: output)
                throw error
            }
        case .failed(let code):
            removeMarkedFolder(temporary)
            throw Refusal(description: "could not swap the new site into '\(output.path)': \(String(cString: strerror(code)))")
        }
        if !deferCleanup { removeMarkedFolder(old) }
    }

    /// Refuses an output that would swallow or sit inside what the author
    /// keeps: the file system's root, the site's folder itself or any folder
    /// above it, the content or templates folder or anything inside them,
    /// and Plumb's own cache. Paths are compared after resolving links, so
    /// `--output ./content/../content` is caught too.
    public static func checkPlace(_ output: URL, root: URL, protected: [(name: String, url: URL)]) throws {
        func resolved(_ url: URL) -> String {
            // Resolve what exists, then append what does not yet.
            var existing = url.standardizedFileURL
            var rest: [String] = []
            while !FileManager.default.fileExists(atPath: existing.path) && existing.path != "/" {
                rest.insert(existing.lastPathComponent, at: 0)
                existing = existing.deletingLastPathComponent()
            }
            var path = existing.resolvingSymlinksInPath().path
            for part in rest { path = path == "/" ? "/" + part : path + "/" + part }
            return path
        }
        func isInside(_ a: String, _ b: String) -> Bool { a == b || a.hasPrefix(b == "/" ? "/" : b + "/") }
        let out = resolved(output), site = resolved(root)
        if out == "/" { throw Refusal(description: "--output is the file system's root '/': Plumb will not build a site there") }
        if isInside(site, out) {
            throw Refusal(description: "--output '\(output.path)' is the site's own folder\(site == out ? "" : " or a folder above it"): "
                          + "building there would replace the pages themselves; use a folder of its own, such as 'site'")
        }
        for (name, url) in protected {
            let p = resolved(url)
            if isInside(out, p) || isInside(p, out) {
                throw Refusal(description: "--output '\(output.path)' is \(out == p ? "" : "inside or around ")the \(name) folder '\(url.path)': "
                              + "Plumb will not write there; use a folder of its own, such as 'site'")
            }
        }
    }

    /// Where the scratch and old folders go: `preferred` (the cache) when it
    /// is on the output's file system, else beside the output. A rename
    /// across file systems is a copy, which a kill leaves half-written.
    static func scratchFolder(for output: URL, preferring preferred: URL?) -> URL {
        let beside = output.deletingLastPathComponent()
        guard let preferred else { return beside }
        try? FileManager.default.createDirectory(at: preferred, withIntermediateDirectories: true)
        var a = stat(), b = stat()
        guard stat(preferred.path, &a) == 0, stat(beside.path, &b) == 0, a.st_dev == b.st_dev else { return beside }
        return preferred
    }

    enum Exchange: Equatable { case exchanged, unsupported, failed(Int32) }

    /// `renameat2(RENAME_EXCHANGE)`: both names stay bound at every instant.
    /// Looked up at run time, since Swift's Glibc does not export it.
    static func exchange(_ a: URL, _ b: URL) -> Exchange {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return .unsupported }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        if renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange) == 0 { return .exchanged }
        let code = errno
        return code == EINVAL || code == ENOSYS || code == ENOTSUP ? .unsupported : .failed(code)
    }

    /// The files Plumb wrote into `folder`, from its mark; nil for a mark
    /// from before the list existed, whose folders were wholly Plumb's.
    static func plumbFiles(in folder: URL) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(marker, isDirectory: false).path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: listHeading) else { return nil }
        return Set(lines[(heading + 1)...].filter { !$0.isEmpty })
    }

    /// The top-most paths in `folder` that Plumb did not write: a file, a
    /// link, or a folder none of whose contents Plumb wrote.
    public static func authorsEntries(in folder: URL) -> [String] {
        guard let ours = plumbFiles(in: folder) else { return [] }
        var ourFolders = Set<String>()
        for path in ours {
            var p = Substring(path)
            while let slash = p.lastIndex(of: "/") { p = p[..<slash]; ourFolders.insert(String(p)) }
        }
        var out: [String] = []
        let root = folder.path
        func walk(_ relative: String) {
            let entries = FolderListing.entries(relative.isEmpty ? root : root + "/" + relative).sorted { $0.name < $1.name }
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if relative.isEmpty && entry.name == marker { continue }
                if ours.contains(path) { continue }
                if ourFolders.contains(path) && entry.isFolder { walk(path) } else { out.append(path) }
            }
        }
        walk("")
        return out
    }

    /// Recreates `source` at `target` with hard links for files (no copy:
    /// the same bytes under two names), folders made anew, links as links.
    static func linkTree(_ source: URL, to target: URL) throws {
        let fm = FileManager.default
        var st = stat()
        guard lstat(source.path, &st) == 0 else { return }
        try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            try fm.createDirectory(at: target, withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: source.path) {
                try linkTree(source.appendingPathComponent(name, isDirectory: false), to: target.appendingPathComponent(name, isDirectory: false))
            }
        case S_IFLNK:
            try fm.createSymbolicLink(atPath: target.path, withDestinationPath: fm.destinationOfSymbolicLink(atPath: source.path))
        default:
            if link(source.path, target.path) != 0 { try fm.copyItem(at: source, to: target) }
        }
    }

    /// Scratch folders left by builds that were killed, and old sites set
    /// aside with `deferCleanup`: only Plumb's own (marked) folders, and
    /// none that a running build still owns.
    public static func removeAbandonedBuilds(in parent: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(".plumb-build-") || name.hasPrefix(".plumb-old-") {
            let pid = name.split(separator: "-").dropFirst(2).first.flatMap { Int32($0) } ?? 0
            if pid != ProcessInfo.processInfo.processIdentifier && pid > 0 && isPlumb(pid) { continue }
            let url = parent.appendingPathComponent(name)
            if fm.fileExists(atPath: url.appendingPathComponent(marker).path) {
                removeMarkedFolder(url)
            } else {
                // A build killed between creating its folder and marking it
                // leaves it empty; rmdir removes a folder only when empty, so
                // this can never delete anything.
                rmdir(url.path)
            }
        }
    }

    /// Whether process `pid` runs and is a Plumb: process ids are reused,
    /// and a killed build's folder must not be kept forever because some
    /// other program now has its number.
    static func isPlumb(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // Where /proc cannot say, the process is taken to be a build.
        guard let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { return true }
        return name.lowercased().contains("plumb")
    }

    /// Deletes one of Plumb's folders with its mark last: a deletion killed
    /// half-way leaves a folder that is still recognisably Plumb's, which the
    /// next build finishes deleting, instead of an unmarked remnant that
    /// Plumb may never touch again.
    static func removeMarkedFolder(_ url: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: url.path)) ?? [] where name != marker {
            try? fm.removeItem(at: url.appendingPathComponent(name, isDirectory: false))
        }
        try? fm.removeItem(at: url.appendingPathComponent(marker, isDirectory: false))
        rmdir(url.path)
    }
}
