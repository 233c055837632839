import Foundation

/// A folder's entries straight from readdir: the entry's type comes with its
/// name, so listing the previous site (a thousand pages) costs a few
/// getdents calls rather than a stat per file, and no URL is built.
enum FolderListing {
    struct Entry {
        let name: String
        let isFolder: Bool
    }

    /// The entries of the folder at `path` ("." and ".." left out); empty
    /// when it cannot be read.
    static func entries(_ path: String) -> [Entry] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var out: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            // Some file systems do not fill in the type: ask them.
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var st = stat()
                isFolder = lstat(path + "/" + name, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
            }
            out.append(Entry(name: name, isFolder: isFolder))
        }
        return out
    }

    /// Every file under the folder at `path`, relative to it (folders
    /// followed, links not: a link is listed as a file).
    static func files(under path: String) -> Set<String> {
        var out = Set<String>()
        func walk(_ relative: String) {
            for entry in entries(relative.isEmpty ? path : path + "/" + relative) {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isFolder { walk(child) } else { out.insert(child) }
            }
        }
        walk("")
        return out
    }
}
