import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Calls back when anything under the watched folders, or a watched file,
/// changes: inotify where the kernel offers it, a stat walk every
/// `pollInterval` otherwise (some network and container file systems send
/// no events).
///
/// Changes are gathered for `settle` seconds after the first one, because an
/// editor's save is several events (a temporary file written, then renamed
/// over the page) and one rebuild should follow it, not three.
public final class FileWatcher: @unchecked Sendable {
    public enum Mode: Equatable { case inotify, polling }

    public let folders: [String]
    public let files: [String]
    public private(set) var mode: Mode
    public var settle = 0.015
    public var pollInterval = 0.3
    private let onChange: @Sendable ([String]) -> Void
    private var inotify: Int32 = -1
    private var watches: [Int32: String] = [:]
    private var running = true
    private let lock = NSLock()

    /// `forcePolling`: never use inotify (`plumb serve --poll`).
    public init(folders: [String], files: [String], forcePolling: Bool = false, onChange: @escaping @Sendable ([String]) -> Void) {
        self.folders = folders
        self.files = files
        self.onChange = onChange
        mode = .polling
        if !forcePolling {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd >= 0 {
                inotify = fd
                mode = .inotify
                for folder in folders { addWatches(under: folder) }
                // A watched file is watched through its folder, so that a save
                // by rename (a new inode) is still seen.
                for file in files { addWatch(URL(fileURLWithPath: file).deletingLastPathComponent().path) }
            }
        }
    }

    public func start() {
        let thread = Thread { [self] in mode == .inotify ? readEvents() : poll() }
        thread.start()
    }

    public func stop() {
        lock.lock()
        running = false
        lock.unlock()
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private static let eventMask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_ATTRIB)

    private func addWatch(_ folder: String) {
        let wd = inotify_add_watch(inotify, folder, FileWatcher.eventMask | UInt32(IN_ONLYDIR))
        if wd >= 0 { watches[wd] = folder }
    }

    /// A folder as the kernel knows it, whatever path reaches it.
    private struct FolderIdentity: Hashable {
        let device: UInt64, inode: UInt64
        init(_ st: stat) { device = UInt64(st.st_dev); inode = UInt64(st.st_ino) }
    }

    /// Watches `folder` and the folders under it, links followed (a linked
    /// folder is part of the site) but each real folder once: two links
    /// back to the folder (`a -> .`, `b -> .`) made 2^40 paths to walk.
    private func addWatches(under folder: String) {
        var seen = Set<FolderIdentity>()
        addWatches(under: folder, seen: &seen)
    }

    private func addWatches(under folder: String, seen: inout Set<FolderIdentity>) {
        var st = stat()
        guard stat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, seen.insert(FolderIdentity(st)).inserted else { return }
        addWatch(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") { addWatches(under: folder + "/" + name, seen: &seen) }
    }

    /// Whether a changed path is one the site is made from (not an
    /// editor's swap file or a file beside plumb.json).
    private func matters(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasPrefix("#") { return false }
        if files.contains(path) { return true }
        return folders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: [String] = []
        var deadline: Double?
        while isRunning {
            var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            let wait = deadline.map { max(0, Int32(($0 - FileWatcher.now()) * 1000)) } ?? 200
            let ready = Glibc.poll(&descriptor, 1, wait)
            if ready > 0 {
                let n = read(inotify, &buffer, buffer.count)
                var offset = 0
                while n > 0 && offset + 16 <= n {
                    let wd = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
                    let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                    let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
                    let nameBytes = buffer[(offset + 16)..<min(n, offset + 16 + length)].prefix { $0 != 0 }
                    offset += 16 + length
                    guard let folder = watches[wd] else { continue }
                    let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                    if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                       folders.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                        addWatches(under: path)
                    }
                    if mask & UInt32(IN_IGNORED) != 0 { watches[wd] = nil }
                    if matters(path) {
                        pending.append(path)
                        if deadline == nil { deadline = FileWatcher.now() + settle }
                    }
                }
            }
            if let due = deadline, FileWatcher.now() >= due {
                let changed = pending
                pending = []
                deadline = nil
                onChange(changed)
            }
        }
        close(inotify)
    }

    private func poll() {
        var last = snapshot()
        while isRunning {
            usleep(UInt32(pollInterval * 1e6))
            let now = snapshot()
            if now != last {
                let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }.sorted()
                last = now
                onChange(changed)
            }
        }
    }

    /// Every watched path's modification time (ns) and size.
    private func snapshot() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        // Each real folder once, as `addWatches` does.
        var seen = Set<FolderIdentity>()
        func visit(_ path: String) {
            var st = stat()
            guard stat(path, &st) == 0 else { return }
            out[path] = [st.st_mtim.tv_sec * 1_000_000_000 + st.st_mtim.tv_nsec, Int(st.st_size), Int(st.st_ino)]
            guard st.st_mode & S_IFMT == S_IFDIR, seen.insert(FolderIdentity(st)).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names where !name.hasPrefix(".") { visit(path + "/" + name) }
        }
        for folder in folders { visit(folder) }
        for file in files { visit(file) }
        return out
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
