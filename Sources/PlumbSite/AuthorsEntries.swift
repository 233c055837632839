import Foundation

/// What in a Plumb-made folder is the author's: everything its mark does not
/// list. Plumb's own names are always UTF-8 text, so an entry whose name is
/// not is the author's by definition. Everything here works on the bytes of
/// names (`RawPath`), so no name is changed on its way through.
extension OutputDirectory {
    /// The files Plumb wrote into `folder`, from its mark; nil for a mark
    /// from before the list existed, whose folders were wholly Plumb's.
    static func plumbFiles(in folder: RawPath) -> Set<String>? {
        guard let data = folder.appending(RawPath(marker)).contents() else { return nil }
        // Split on the newline byte Plumb wrote between names: splitting
        // the decoded text by Characters cost 20 K instructions a page, and
        // `Data.split` (generic over Data's indices) still 4.7 K.
        let bytes = [UInt8](data)
        let lines = BuildCache.fields(bytes[...], separatedBy: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard let heading = lines.firstIndex(of: listHeading) else { return nil }
        return Set(lines[(heading + 1)...].filter { !$0.isEmpty && !$0.hasPrefix(exchangedOutOf) && $0 != carried })
    }

    /// The top-most paths in `folder` that Plumb did not write: a file, a
    /// link (to anything, or to nothing), or a folder none of whose contents
    /// Plumb wrote. Relative to `folder`.
    static func authorsEntries(in folder: RawPath) -> [RawPath] {
        guard let ours = plumbFiles(in: folder) else { return [] }
        var ourFolders = Set<String>()
        for path in ours {
            // Each folder above the file, found by the `/` byte (a
            // Character-wise search from the end cost 15 K instructions a page).
            var end = path.utf8.endIndex
            while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                ourFolders.insert(String(path[..<slash]))
                end = slash
            }
        }
        let mark = RawPath(marker)
        var out: [RawPath] = []
        func walk(_ relative: RawPath) {
            for entry in FolderListing.entries(folder.appending(relative), followingLink: false) {
                let path = relative.appending(entry.name)
                if relative.bytes.isEmpty && entry.name == mark { continue }
                guard let text = path.text else { out.append(path); continue }
                if ours.contains(text) { continue }
                if ourFolders.contains(text) && entry.isFolder { walk(path) } else { out.append(path) }
            }
        }
        walk(RawPath(bytes: []))
        // In the order a walk of each folder sorted by name finds them
        // (sorting the few found, not the thousand listed, which cost 2.5 K
        // instructions a page): no path found is a folder above another.
        // Each path is split into its names once: splitting inside the
        // comparison allocated on every one of n log n comparisons, and an
        // author saving thousands of files into site/ during builds made
        // each build slower than the writer (AuthorsFilesTests hung).
        let slash = UInt8(ascii: "/")
        let keyed = out.map { ($0, $0.bytes.split(separator: slash, omittingEmptySubsequences: false)) }
        return keyed.sorted { $0.1.lexicographicallyPrecedes($1.1) { $0.lexicographicallyPrecedes($1) } }.map(\.0)
    }

    /// Recreates `source` at `target` with hard links for files (no copy:
    /// the same bytes under two names), folders made anew, links as links
    /// (their text copied, never followed).
    static func linkTree(_ source: RawPath, to target: RawPath) throws {
        guard let status = source.lstatus() else { return }
        try target.parent.makeFolders()
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            // Made writable to fill it, then given the author's mode (a
            // read-only folder of theirs stays read-only).
            if target.withCString({ mkdir($0, 0o700) }) != 0 && errno != EEXIST { throw target.failure(.createFolder) }
            for entry in FolderListing.entries(source, followingLink: false) {
                try linkTree(source.appending(entry.name), to: target.appending(entry.name))
            }
            _ = target.withCString { chmod($0, status.st_mode & 0o7777) }
        case S_IFLNK:
            guard let destination = source.linkDestination() else { throw source.failure(.readLink) }
            if destination.withCString({ d in target.withCString { symlink(d, $0) } }) != 0 { throw target.failure(.createLink) }
        default:
            let linked = source.withCString { s in target.withCString { link(s, $0) } } == 0
            if !linked {
                guard status.st_mode & S_IFMT == S_IFREG else { throw target.failure(.link) }
                try source.copy(to: target)
            }
        }
    }

    /// Moves into `new` what the author saved into `old` after the build
    /// listed it: `old` is the previous site, just exchanged out, which may
    /// hold files saved while the build ran. Each of the author's entries
    /// that the new site lacks is renamed in (the same file system, so
    /// nothing is copied); entries already carried (the same inode, or a
    /// link with the same text) are left. Returns the paths that could not
    /// be carried because the new site has something else under that name:
    /// the caller must then keep `old` rather than delete it.
    static func carryLateEntries(from old: RawPath, into new: RawPath) -> [RawPath] {
        var stranded: [RawPath] = []
        func carry(_ relative: RawPath) {
            let source = old.appending(relative), target = new.appending(relative)
            guard let s = source.lstatus() else { return }
            guard let t = target.lstatus() else {
                let moved = (try? target.parent.makeFolders()) != nil
                    && source.withCString({ a in target.withCString { Glibc.rename(a, $0) } }) == 0
                if !moved { stranded.append(relative) }
                return
            }
            if s.st_dev == t.st_dev && s.st_ino == t.st_ino { return }
            let sKind = s.st_mode & S_IFMT, tKind = t.st_mode & S_IFMT
            if sKind == S_IFDIR && tKind == S_IFDIR {
                for entry in FolderListing.entries(source, followingLink: false) { carry(relative.appending(entry.name)) }
            } else if sKind == S_IFLNK && tKind == S_IFLNK && source.linkDestination() == target.linkDestination() {
                return
            } else if sKind == S_IFREG && tKind == S_IFREG && s.st_size == t.st_size, let a = source.contents(), a == target.contents() {
                // Carried as a copy where it could not be linked (a file
                // of another user's, under the kernel's protected hard
                // links): the same bytes are the same entry, not a late save
                // (it was reported as one, and the old site kept).
                return
            } else {
                stranded.append(relative)
            }
        }
        for path in authorsEntries(in: old) { carry(path) }
        return stranded
    }
}
