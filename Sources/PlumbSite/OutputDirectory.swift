import Foundation
import PlumbDiagnostics

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

    /// Whether a folder's entries include Plumb's mark, a regular file (a
    /// FIFO or a folder of that name is no mark of Plumb's, and reading or
    /// appending to a FIFO would hold the build for ever).
    static func isMarked(_ folder: RawPath, _ entries: [FolderListing.Entry]) -> Bool {
        entries.contains { $0.name == RawPath(marker) }
            && folder.appending(RawPath(marker)).lstatus().map { $0.st_mode & S_IFMT == S_IFREG } == true
    }

    /// Writes the mark that makes `folder` Plumb's, listing the files Plumb
    /// wrote there (anything else in it is the author's).
    static func writeMark(in folder: RawPath, listing written: [String], named name: String = marker) throws {
        try folder.appending(RawPath(name)).write(markText(listing: written))
    }

    /// The identity of `folder`'s mark (device, inode and modification
    /// time), nil without one. Every build writes a new mark into a new
    /// folder or touches the one it changed in place, so it names one
    /// build's output. (Not the change time: a `chmod -R` or a hard-link
    /// backup of the site would cost a full rebuild.)
    static func markIdentity(of folder: URL) -> String? {
        markStatus(of: folder).map { "\($0.st_dev),\($0.st_ino),\(nanoseconds($0.st_mtim))" }
    }

    /// When `folder`'s mark was last written (its modification time in
    /// nanoseconds since 1970), nil without one. A build writes the mark
    /// after every other file (and touches it after changing one file in
    /// place), so a file modified later is not one the build wrote.
    static func sealedAt(_ folder: URL) -> Int64? { markStatus(of: folder).map { nanoseconds($0.st_mtim) } }

    private static func markStatus(of folder: URL) -> stat? {
        var status = stat()
        return stat(folder.appendingPathComponent(marker, isDirectory: false).path, &status) == 0 ? status : nil
    }

    static func nanoseconds(_ time: timespec) -> Int64 { FileIdentity.nanoseconds(time) }

    /// Seals `folder`: its mark's modification time set to now, after every
    /// file the build wrote there (`sealedAt`); the mark's identity
    /// (`markIdentity`, which the manifest keeps) is new too.
    static func touchMark(in folder: RawPath) throws {
        let mark = folder.appending(RawPath(marker))
        let touched = mark.withCString { utimensat(AT_FDCWD, $0, nil, 0) }
        if touched != 0 { throw mark.failure(.touch) }
    }

    /// The mark's bytes for a folder of `written` files.
    static func markText(listing written: [String]) -> Data {
        Data(([markerHeading, listHeading] + written).joined(separator: "\n").appending("\n").utf8)
    }

    /// A place or a folder Plumb will not build into, and why. The command
    /// line words `finding` in the language asked for; `description` is its
    /// English, for a log.
    public struct Refusal: Error, CustomStringConvertible {
        public let finding: OutputFinding
        public var description: String { finding.words(in: .english) }
    }

    /// What went wrong writing (`OutputFinding.writeFailed`): the action,
    /// the path (escaped where it is not UTF-8) and the system's reason.
    public struct WriteFailure: Error, CustomStringConvertible {
        let action: WriteAction
        let path: String
        /// The system's reason, also for a caller that words the failure
        /// its own way (the build lock's folder).
        let reason: SystemError
        public var finding: OutputFinding { .writeFailed(action, path: path, reason) }
        public var description: String { finding.words(in: .english) }
    }

    /// (Paths are built with `isDirectory: false`: without it Foundation
    /// asks the file system about every path it builds.)
    ///
    /// Replaces `output` with `files` (relative path → bytes) and `reused`
    /// (relative path → an unchanged file of the previous build, hard-linked
    /// into the new folder rather than written again). When `output` is a
    /// symbolic link, the folder it leads to is replaced (`Place`).
    ///
    /// `scratch` is a preferred place for the scratch folders (the cache);
    /// it is used only when it is on the output's file system, where a
    /// rename is atomic: elsewhere the folders go beside the output. With
    /// `deferCleanup`, the old site is deleted by the next build instead of
    /// this one, which keeps a one-page rebuild fast.
    ///
    /// Returns warnings for the author (an old site kept because it held a
    /// file that could not be carried over).
    @discardableResult
    public static func replace(_ requested: URL, with files: [String: Data], reusing reused: [String: String] = [:],
                               scratch: URL? = nil, deferCleanup: Bool = false) throws -> [OutputFinding] {
        try replace(with: OutputScratch(for: requested, preferring: scratch), files: files, reusing: reused, deferCleanup: deferCleanup)
    }

    /// Replaces the output with `building`, a scratch folder the build has
    /// been writing its pages into, plus `files` and `reused` as above.
    /// A refusal or a failed write (one of the pages' too) deletes it.
    @discardableResult
    public static func replace(with building: OutputScratch, files: [String: Data], reusing reused: [String: String] = [:],
                               deferCleanup: Bool = false) throws -> [OutputFinding] {
        let place = building.place, parent = building.parent, output = place.folder
        let streamed = building.written
        let outputPath = RawPath(output.path)
        let status = outputPath.lstatus()
        var carried: [RawPath] = []
        if let status {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                building.discard()
                throw Refusal(finding: .outputIsFile(place.shown))
            }
            let contents = FolderListing.entries(outputPath, followingLink: false)
            if !contents.isEmpty && !isMarked(outputPath, contents) {
                building.discard()
                throw Refusal(finding: .notMadeByPlumb(place.shown))
            }
            carried = authorsEntries(in: outputPath)
            // Only a name that is text can be one Plumb writes.
            let ours = streamed.union(files.keys).union(reused.keys)
            let clashes = carried.compactMap(\.text).filter { path in ours.contains(path) || ours.contains { $0.hasPrefix(path + "/") } }
            if !clashes.isEmpty {
                building.discard()
                throw Refusal(finding: .holdsAuthorsFiles(place.shown, names: clashes))
            }
        }
        // Both places a scratch folder can be: a build killed with the
        // other cache setting (or another file system) left it in the other.
        var earlier = removeAbandonedBuilds(in: parent, sparing: building.folder.lastPathComponent)
        let beside = output.deletingLastPathComponent()
        if beside.standardizedFileURL.path != parent.standardizedFileURL.path {
            earlier += removeAbandonedBuilds(in: beside, sparing: building.folder.lastPathComponent)
        }
        let temporary = building.folder
        do {
            if let failure = building.failure { throw failure }
            if status != nil, try updateInPlace(building, output: outputPath, files: files, streamed: streamed, reusing: reused) {
                return earlier
            }
            try assemble(temporary, files: files, streamed: streamed, reusing: reused, carrying: carried, from: outputPath)
            try flush(temporary)
            if status == nil { try rename(temporary, to: output) }
        } catch {
            // A failed build (a full disk, a write error) takes its scratch
            // folder with it: left behind, it would keep the disk full.
            removeMarkedFolder(temporary)
            throw error
        }
        if status == nil { return earlier }
        var old = parent.appendingPathComponent(".plumb-old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        switch exchange(temporary, output) {
        case .exchanged:
            // The old site now sits where the scratch folder was.
            if (try? rename(temporary, to: old)) == nil { old = temporary }
        case .unsupported:
            // A file system without RENAME_EXCHANGE: two renames, with a
            // moment between them where the output is missing (documented in
            // docs/site.md). The old site is kept until the second succeeds.
            do {
                try rename(output, to: old)
            } catch {
                removeMarkedFolder(temporary)
                throw error
            }
            do {
                try rename(temporary, to: output)
            } catch {
                try? rename(old, to: output)
                removeMarkedFolder(temporary)
                throw error
            }
        case .failed(let code):
            removeMarkedFolder(temporary)
            throw Refusal(finding: .swapFailed(place.shown, SystemError(code)))
        }
        return earlier + settle(old: old, replacedBy: output, deferCleanup: deferCleanup)
    }

    /// The build's one durable point: every file of the new site reaches
    /// the disk before the exchange makes it the site, so a crash leaves the
    /// old site or the whole new one. One `syncfs` of the scratch folder's
    /// file system instead of an fsync per file (Hugo makes none; Plumb
    /// made two per page).
    static func flush(_ folder: URL) throws {
        // glibc has syncfs, but Swift's Glibc module does not declare it.
        typealias SyncFS = @convention(c) (Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return }
        let syncfs = unsafeBitCast(symbol, to: SyncFS.self)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        if syncfs(descriptor) != 0 {
            throw Refusal(finding: .flushFailed(.last))
        }
    }

    /// Writes the new site into the scratch folder `temporary`: the mark,
    /// Plumb's files, the reused ones and the author's entries of `output`.
    private static func assemble(_ temporary: URL, files: [String: Data], streamed: Set<String>, reusing reused: [String: String],
                                 carrying carried: [RawPath], from output: RawPath) throws {
        let fm = FileManager.default
        // The scratch folder was marked (with an empty list) when it was
        // made; the full list replaces that in one rename, so the folder is
        // recognisably Plumb's (and so removable) at every moment.
        let written = streamed.union(files.keys).union(reused.keys).sorted()
        let scratch = RawPath(temporary.path)
        let pending = temporary.appendingPathComponent(".plumb-site-list")
        try writeMark(in: scratch, listing: written, named: pending.lastPathComponent)
        try rename(pending, to: temporary.appendingPathComponent(marker))
        // Paths as strings: a URL's path costs more than the link itself,
        // and a one-page rebuild links every other page.
        let temporaryPath = temporary.path
        var folders = Set<String>()
        /// The folder `path` (relative to the site) goes in, made once.
        func makeFolder(for path: String) throws {
            guard let slash = path.lastIndexOfASCII("/") else { return }
            let folder = temporaryPath + "/" + path[..<slash]
            if folders.insert(folder).inserted { try RawPath(folder).makeFolders() }
        }
        let paths = files.keys.sorted()
        for path in paths { try makeFolder(for: path) }
        // Files are written in parallel: a cold build of a large site writes
        // tens of megabytes.
        final class Failure: @unchecked Sendable { var error: Error?; let lock = NSLock() }
        let failure = Failure()
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            guard let data = files[paths[i]] else { return }
            do { try scratch.appending(RawPath(paths[i])).write(data) } catch {
                failure.lock.lock(); failure.error = error; failure.lock.unlock()
            }
        }
        if let error = failure.error { throw error }
        // One after another: links into one folder take the folder's lock,
        // and two threads spent more time spinning on it than linking.
        for (path, source) in reused.sorted(by: { $0.key < $1.key }) where files[path] == nil && !streamed.contains(path) {
            try makeFolder(for: path)
            let target = temporaryPath + "/" + path
            if link(source, target) != 0 { try fm.copyItem(atPath: source, toPath: target) }
        }
        // The author's entries, linked (never moved): until the exchange the
        // old site still holds every one of them, and after it the new one
        // does, so no kill can lose them. As bytes: a name that is not UTF-8
        // is carried as it is.
        for path in carried {
            try linkTree(output.appending(path), to: scratch.appending(path))
        }
        try touchMark(in: scratch)
    }

    /// rename(2), which never copies: a move across file systems fails
    /// instead of leaving a half-copied folder when killed.
    static func rename(_ from: URL, to: URL) throws {
        if Glibc.rename(from.path, to.path) != 0 { throw RawPath(to.path).failure(.move(from: from.path)) }
    }

    /// Refuses an output that would swallow or sit inside what the author
    /// keeps: the file system's root, the site's folder itself or any folder
    /// above it, the content or templates folder or anything inside them,
    /// and Plumb's own cache. Paths are compared after resolving links, so
    /// `--output ./content/../content` is caught too.
    public static func checkPlace(_ output: URL, root: URL, protected: [(folder: ProtectedFolder, url: URL)]) throws {
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
        if out == "/" { throw Refusal(finding: .outputIsRoot) }
        if isInside(site, out) { throw Refusal(finding: .outputHoldsSite(output: output.path, isSiteFolder: site == out)) }
        for (folder, url) in protected {
            let p = resolved(url)
            if isInside(out, p) || isInside(p, out) {
                throw Refusal(finding: .outputOverlaps(output: output.path, folder, path: url.path, isThatFolder: out == p))
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
}
