import Foundation

/// A folder's entries straight from readdir: the entry's type comes with its
/// name, so listing the previous site (a thousand pages) costs a few
/// getdents calls rather than a stat per file, and no URL is built.
///
/// Names are kept as the bytes readdir gave: one that is not UTF-8 is a
/// real file (the author's), which a lossy `String` would lose.
enum FolderListing {
    struct Entry {
        let name: RawPath
        /// The entry itself is a folder (a link to one is not).
        let isFolder: Bool
        /// The name as text, nil when it is not UTF-8 (never one of Plumb's).
        var text: String? { name.text }
    }

    /// The entries of the folder at `path` ("." and ".." left out); empty
    /// when it cannot be read. With `followingLink: false`, empty when
    /// `path` is a link: what deletes must never list a folder through one
    /// (O_NOFOLLOW, so a folder swapped for a link after an lstat is caught).
    static func entries(_ path: RawPath, followingLink: Bool = true) -> [Entry] {
        let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW)) }
        guard descriptor >= 0 else { return [] }
        guard let folder = fdopendir(descriptor) else { close(descriptor); return [] }
        defer { closedir(folder) }
        var out: [Entry] = []
        while let entry = readdir(folder) {
            let name = RawPath(bytes: FolderListing.name(of: entry))
            if name.bytes == [0x2E] || name.bytes == [0x2E, 0x2E] { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            // Some file systems do not fill in the type: ask them.
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                isFolder = path.appending(name).lstatus().map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
            }
            out.append(Entry(name: name, isFolder: isFolder))
        }
        return out
    }

    static func entries(_ path: String) -> [Entry] { entries(RawPath(path)) }

    /// A readdir entry's name as its bytes. It ends at the first zero
    /// byte, found by memchr: the generic `prefix(while:)` over the
    /// 256-byte field cost more than the rest of the listing.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            let start = raw.baseAddress!
            let length = memchr(start, 0, raw.count).map { start.distance(to: UnsafeRawPointer($0)) } ?? raw.count
            return Array(UnsafeRawBufferPointer(rebasing: raw[..<length]))
        }
    }

    /// Every file under the folder at `path` whose path is text, relative to
    /// it (folders followed, links not: a link is listed as a file). These
    /// are the candidates for reuse, which are Plumb's and so always text.
    static func files(under path: String) -> Set<String> {
        var out = Set<String>()
        func walk(_ relative: String) {
            for entry in entries(relative.isEmpty ? path : path + "/" + relative) {
                guard let name = entry.text else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                if entry.isFolder { walk(child) } else { out.insert(child) }
            }
        }
        walk("")
        return out
    }
}
