import Foundation

/// A rebuild that changes one file of the site (the page the author just
/// saved) renames that one file into the output instead of exchanging the
/// whole folder. rename(2) is atomic, so the output is the old site or the
/// new one at every instant, as with the exchange; but the exchange first
/// needs every other file hard-linked into the scratch folder and the old
/// folder deleted afterwards: 2,000 system calls of a one-page rebuild at
/// 1,000 pages, for one file's change (issue 32).
///
/// With two or more files changed this does nothing: renamed one by one,
/// a build killed between them would leave a site that is neither.
extension OutputDirectory {
    /// Puts the new site in place when it differs from `output` in at most
    /// one file's bytes, with the same list of files and every reused file
    /// already where it goes; true when it did (the scratch folder is then
    /// deleted), false when the whole folder must be exchanged.
    static func updateInPlace(_ building: OutputScratch, output: RawPath, files: [String: Data], streamed: Set<String>,
                              reusing reused: [String: String]) throws -> Bool {
        let outputText = String(decoding: output.bytes, as: UTF8.self)
        guard reused.allSatisfy({ $0.value == outputText + "/" + $0.key }) else { return false }
        let written = streamed.union(files.keys).union(reused.keys).sorted()
        guard output.appending(RawPath(marker)).contents() == markText(listing: written) else { return false }
        let scratch = RawPath(building.folder.path)
        let sealed = sealedAt(URL(fileURLWithPath: outputText))
        var changed: String?
        // A file with this build's very bytes but newer than the seal (touched,
        // or put back the same by a checkout): sealed again below, else it
        // would be made anew at every build.
        var newerButSame = false
        for path in streamed.union(files.keys).sorted() where reused[path] == nil {
            guard let new = files[path] ?? scratch.appending(RawPath(path)).contents() else { return false }
            // A file the author deleted or replaced by a folder or a link
            // since the last build: the exchange rebuilds the whole folder.
            let old = output.appending(RawPath(path))
            guard let status = old.lstatus(), status.st_mode & S_IFMT == S_IFREG else { return false }
            if status.st_size == new.count && old.contents() == new {
                if sealed.map({ nanoseconds(status.st_mtim) > $0 }) ?? true { newerButSame = true }
                continue
            }
            if changed != nil { return false }
            changed = path
        }
        if let changed { try replaceFile(changed, in: output, from: scratch, writing: files[changed]) }
        // Sealed again after the change (`OutputDirectory.sealedAt`): killed
        // before this, the changed file is newer than the seal and the next
        // build does not reuse it.
        if changed != nil || newerButSame { try touchMark(in: output) }
        building.discard()
        return true
    }

    /// The one changed file: complete on the disk (fsync) before the rename
    /// makes it the output's, so a crash leaves the old file or the new one.
    private static func replaceFile(_ path: String, in output: RawPath, from scratch: RawPath, writing data: Data?) throws {
        let staged = scratch.appending(RawPath(path))
        if let data {
            if let slash = path.lastIndex(of: "/") { try scratch.appending(RawPath(String(path[..<slash]))).makeFolders() }
            if staged.lstatus() != nil { _ = staged.withCString { unlink($0) } }
            try staged.write(data)
        }
        let descriptor = staged.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw staged.failure(.open) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced else { throw staged.failure(.flush) }
        let target = output.appending(RawPath(path))
        let moved = staged.withCString { from in target.withCString { to in Glibc.rename(from, to) } }
        if moved != 0 { throw target.failure(.move(from: staged.escaped)) }
    }
}
