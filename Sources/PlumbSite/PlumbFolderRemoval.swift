import Foundation

/// Deleting Plumb's own folders: scratch folders of killed or failed
/// builds, and old sites once exchanged out. Deletion never follows a link
/// (lstat, unlink, and folders opened with O_NOFOLLOW): a link inside one of
/// Plumb's folders, or in place of one, is removed as a link, and nothing
/// behind it is touched. Names are bytes, so one that is not UTF-8 is
/// deleted like any other instead of being left behind unfindable.
extension OutputDirectory {
    /// Scratch folders left by builds that were killed, and old sites set
    /// aside with `deferCleanup`: only Plumb's own (marked) folders, and
    /// none that a running build still owns. An old site whose build was
    /// killed while carrying the author's late files into the new site
    /// first gives that site the rest; one that cannot give it all is kept
    /// beside the output, and the returned warning says where.
    @discardableResult
    /// `sparing`: the name of this build's own scratch folder, which its
    /// pages are being written into.
    public static func removeAbandonedBuilds(in parent: URL, sparing: String? = nil) -> [OutputFinding] {
        var warnings: [OutputFinding] = []
        let folder = RawPath(parent.path)
        for entry in FolderListing.entries(folder) {
            guard let name = entry.text, name.hasPrefix(".plumb-build-") || name.hasPrefix(".plumb-old-") else { continue }
            // A link under one of these names (an older Plumb parked a
            // linked site/ here) is not Plumb's to delete, nor is what it
            // leads to.
            guard entry.isFolder, name != sparing else { continue }
            let pid = name.split(separator: "-").dropFirst(2).first.flatMap { Int32($0) } ?? 0
            if pid != ProcessInfo.processInfo.processIdentifier && pid > 0 && isPlumb(pid) { continue }
            let path = folder.appending(entry.name)
            if path.appending(RawPath(marker)).lstatus().map({ $0.st_mode & S_IFMT == S_IFREG }) ?? false {
                if name.hasPrefix(".plumb-old-"), let output = unfinishedCarry(of: path),
                   let warning = carryOrKeep(parent.appendingPathComponent(name, isDirectory: false), into: output) {
                    warnings.append(warning)
                    continue
                }
                if !removeMarkedFolder(path) {
                    warnings.append(.leftoverNotDeleted(path: "\(parent.path)/\(name)"))
                }
            } else {
                // A build killed between creating its folder and marking it
                // leaves it empty; rmdir removes a folder only when empty, so
                // this can never delete anything.
                _ = path.withCString { rmdir($0) }
            }
        }
        return warnings
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

    @discardableResult
    static func removeMarkedFolder(_ url: URL) -> Bool { removeMarkedFolder(RawPath(url.path)) }

    /// Deletes one of Plumb's folders with its mark last: a deletion killed
    /// half-way leaves a folder that is still recognisably Plumb's, which the
    /// next build finishes deleting, instead of an unmarked remnant that
    /// Plumb may never touch again. A link in the folder's place is left.
    /// Whatever the system refuses to delete keeps the mark on, so that the
    /// next build tries again; false when the folder is not gone.
    @discardableResult
    static func removeMarkedFolder(_ folder: RawPath) -> Bool {
        guard let status = folder.lstatus(), status.st_mode & S_IFMT == S_IFDIR else { return true }
        makeWritable(folder, status)
        let mark = RawPath(marker)
        for entry in FolderListing.entries(folder, followingLink: false) where entry.name != mark {
            removeTree(folder.appending(entry.name))
        }
        guard FolderListing.entries(folder, followingLink: false).allSatisfy({ $0.name == mark }) else { return false }
        _ = folder.appending(mark).withCString { unlink($0) }
        return folder.withCString { rmdir($0) } == 0
    }

    /// A folder of the author's carried into the site keeps its mode, and
    /// one they made read-only cannot have its entries deleted (an old site
    /// holding it stayed in the cache for good). Plumb's copy of it is made
    /// writable first, through a descriptor opened without following links;
    /// only folders, never files: a carried file is a hard link shared with
    /// the new site, and its mode is the author's.
    private static func makeWritable(_ folder: RawPath, _ status: stat) {
        guard status.st_mode & S_IRWXU != S_IRWXU else { return }
        let mode = (status.st_mode & 0o7777) | S_IRWXU
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else {
            // A folder its owner cannot even read (mode 000) cannot be
            // opened: changed by path, if it is still the folder lstat saw.
            if let again = folder.lstatus(), again.st_mode & S_IFMT == S_IFDIR, again.st_dev == status.st_dev, again.st_ino == status.st_ino {
                _ = folder.withCString { chmod($0, mode) }
            }
            return
        }
        _ = fchmod(descriptor, mode)
        close(descriptor)
    }

    /// rm -r without following links: a link is unlinked, never entered.
    private static func removeTree(_ path: RawPath) {
        guard let status = path.lstatus() else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            makeWritable(path, status)
            for entry in FolderListing.entries(path, followingLink: false) { removeTree(path.appending(entry.name)) }
            _ = path.withCString { rmdir($0) }
        } else {
            _ = path.withCString { unlink($0) }
        }
    }
}
