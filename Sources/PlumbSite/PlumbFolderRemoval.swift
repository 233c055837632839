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
    public static func removeAbandonedBuilds(in parent: URL, sparing: String? = nil) -> [String] {
        var warnings: [String] = []
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
                removeMarkedFolder(path)
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

    static func removeMarkedFolder(_ url: URL) { removeMarkedFolder(RawPath(url.path)) }

    /// Deletes one of Plumb's folders with its mark last: a deletion killed
    /// half-way leaves a folder that is still recognisably Plumb's, which the
    /// next build finishes deleting, instead of an unmarked remnant that
    /// Plumb may never touch again. A link in the folder's place is left.
    static func removeMarkedFolder(_ folder: RawPath) {
        guard let status = folder.lstatus(), status.st_mode & S_IFMT == S_IFDIR else { return }
        let mark = RawPath(marker)
        for entry in FolderListing.entries(folder, followingLink: false) where entry.name != mark {
            removeTree(folder.appending(entry.name))
        }
        _ = folder.appending(mark).withCString { unlink($0) }
        _ = folder.withCString { rmdir($0) }
    }

    /// rm -r without following links: a link is unlinked, never entered.
    private static func removeTree(_ path: RawPath) {
        guard let status = path.lstatus() else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            for entry in FolderListing.entries(path, followingLink: false) { removeTree(path.appending(entry.name)) }
            _ = path.withCString { rmdir($0) }
        } else {
            _ = path.withCString { unlink($0) }
        }
    }
}
