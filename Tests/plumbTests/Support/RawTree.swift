import Foundation

/// The file system as bytes, for tests: names that are not UTF-8 cannot pass
/// through `String`, `URL` or `FileManager`, and links must be seen as links.
/// Written with plain syscalls, apart from Plumb's own `FolderListing` and
/// `RawPath`, so that the check does not share the code it checks.
enum RawTree {
    /// One entry as lstat sees it: a file's bytes, a folder, a link's text.
    enum Entry: Equatable, CustomStringConvertible {
        case file(Data), folder, link([UInt8]), other

        var description: String {
            switch self {
            case .file(let data): return "file(\(data.count) bytes)"
            case .folder: return "folder"
            case .link(let text): return "link(\(String(decoding: text, as: UTF8.self)))"
            case .other: return "other"
            }
        }
    }

    static func join(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] { a.isEmpty ? b : a + [UInt8(ascii: "/")] + b }

    static func withPath<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (path + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// Every entry under `root`, by its path relative to `root`, as bytes;
    /// folders entered, links never followed.
    static func snapshot(_ root: String) -> [[UInt8]: Entry] {
        var out: [[UInt8]: Entry] = [:]
        func walk(_ relative: [UInt8]) {
            let folder = relative.isEmpty ? Array(root.utf8) : join(Array(root.utf8), relative)
            guard let dir = withPath(folder, { opendir($0) }) else { return }
            var names: [[UInt8]] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
            }
            closedir(dir)
            for name in names {
                let path = join(relative, name)
                let entry = read(join(Array(root.utf8), path))
                out[path] = entry
                if entry == .folder { walk(path) }
            }
        }
        walk([])
        return out
    }

    static func read(_ path: [UInt8]) -> Entry {
        var st = stat()
        guard withPath(path, { lstat($0, &st) }) == 0 else { return .other }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = withPath(path) { readlink($0, &buffer, buffer.count) }
            return .link(buffer[..<max(n, 0)].map { UInt8(bitPattern: $0) })
        case S_IFREG:
            let fd = withPath(path) { open($0, O_RDONLY) }
            defer { close(fd) }
            var data = Data(), chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = Glibc.read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                data.append(contentsOf: chunk[..<n])
            }
            return .file(data)
        default: return .other
        }
    }

    static func write(_ path: [UInt8], _ text: String) {
        let fd = withPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        precondition(fd >= 0, "cannot create \(String(decoding: path, as: UTF8.self))")
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
        close(fd)
    }

    static func makeFolder(_ path: [UInt8]) { precondition(withPath(path) { mkdir($0, 0o755) } == 0) }

    static func makeLink(_ path: [UInt8], to text: [UInt8]) {
        precondition(withPath(text) { t in withPath(path) { symlink(t, $0) } } == 0)
    }

    /// A path shown for a failure message, bad bytes as \xNN.
    static func shown(_ path: [UInt8]) -> String {
        path.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }
}
