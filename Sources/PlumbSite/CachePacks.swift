import Foundation

/// Where the build cache keeps each page's entry (its body, outline and
/// figures): a few pack files instead of a file per page (issue 32: a cold
/// build of a thousand pages wrote a thousand cache files).
///
/// - `packs/NAME.pack`: entries one after another, each whole in itself
///   (``BuildCache`` writes `plumb-page 6`, a checksum, then the bytes). A
///   build appends what it renders to a pack of its own and never to an
///   earlier one: what a killed build wrote sits in a pack nothing names, and
///   a pack the index names is never changed.
/// - `packs/index.tsv`: each page's latest entry (pack, offset, length),
///   replaced whole when a build ends (written under a temporary name, then
///   renamed), so a killed build leaves the previous index and its packs.
///
/// Nothing is flushed to the disk: a torn entry fails its checksum and is a
/// miss. Growth is bounded (``compactIfNeeded()``): dead entries (of pages
/// changed or removed since) never outweigh live ones for long, and there
/// are never more than ``maxPacks`` packs.
final class CachePacks: @unchecked Sendable {
    struct Location: Equatable {
        var pack: String
        var offset: Int
        var length: Int
    }

    static let maxPacks = 8
    static let indexHeader = "plumb-packs 1"
    let folder: URL
    private let lock = NSLock()
    private var committed: [String: Location]?
    /// This build's entries, named in the index when it ends.
    private var pending: [String: Location] = [:]
    private var writing: (name: String, descriptor: Int32, end: Int)?
    private var readers: [String: Int32] = [:]

    /// A spill pack (`BuildCache(spillingBesides:)`): one pack, unlinked
    /// once open, no index; gone when the build ends or dies.
    let spill: Bool

    init(folder: URL, spill: Bool = false) {
        self.folder = folder
        self.spill = spill
    }

    deinit {
        for descriptor in readers.values { close(descriptor) }
        if let writing { close(writing.descriptor) }
    }

    private var indexURL: URL { folder.appendingPathComponent("index.tsv") }
    private func packPath(_ name: String) -> String { folder.appendingPathComponent(name + ".pack").path }

    /// The bytes of `path`'s latest entry (this build's, else the last
    /// one's), unchecked: the caller checks the entry's own checksum.
    func entry(of path: String) -> [UInt8]? {
        lock.lock()
        let location = pending[path] ?? loadedIndex()[path]
        let descriptor = location.flatMap { descriptorLocked(for: $0.pack) }
        lock.unlock()
        guard let location, let descriptor, location.length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: location.length)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, location.length, off_t(location.offset)) }
        return read == location.length ? bytes : nil
    }

    /// Appends `bytes` as `path`'s entry to this build's pack, from any
    /// thread: the offset is taken under the lock, the write is not.
    func append(_ bytes: [UInt8], of path: String) {
        lock.lock()
        if writing == nil { openPackLocked() }
        guard var current = writing else { lock.unlock(); return }
        let location = Location(pack: current.name, offset: current.end, length: bytes.count)
        current.end += bytes.count
        writing = current
        lock.unlock()
        let written = bytes.withUnsafeBytes { pwrite(current.descriptor, $0.baseAddress, $0.count, off_t(location.offset)) }
        guard written == bytes.count else { return }
        lock.lock()
        pending[path] = location
        lock.unlock()
    }

    /// Ends a build: the index names this build's entries beside the
    /// earlier ones still current (`keeping` the pages the site has), is
    /// replaced whole, and the packs nothing names any more are deleted.
    func finish(keeping paths: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        if spill {
            if let writing { close(writing.descriptor) }
            (writing, readers, pending) = (nil, [:], [:])
            return
        }
        // The index on disk, read again: another process (a `plumb build`
        // beside `plumb serve`, whose cache lives as long as it does) may
        // have replaced it, and compacted the packs it named, since this
        // one read it. Written back as this build read it, its entries
        // named deleted packs. The caller holds the build lock, so nothing
        // changes it between this read and the save.
        committed = nil
        var index = loadedIndex().filter { paths.contains($0.key) }
        for (path, location) in pending where paths.contains(path) { index[path] = location }
        pending = [:]
        if let writing { close(writing.descriptor); readers[writing.name] = nil }
        writing = nil
        index = compactedLocked(index)
        guard saveLocked(index) else {
            // The index on disk is still the last build's (a full disk):
            // the packs only this build wrote are named by nothing.
            removeUnnamedPacksLocked(named: Set(loadedIndex().values.map(\.pack)))
            return
        }
        committed = index
        removeUnnamedPacksLocked(named: Set(index.values.map(\.pack)))
    }

    /// Forgets the index read so far, for a build about to start under the
    /// build lock: another process may have replaced it (and deleted the
    /// packs it named) since this cache read it. Descriptors of packs
    /// opened so far are closed, so that a deleted pack's space is given
    /// back; each is opened again when an entry is read from it.
    func reload() {
        lock.lock()
        defer { lock.unlock() }
        guard !spill, writing == nil, pending.isEmpty else { return }
        committed = nil
        for descriptor in readers.values { close(descriptor) }
        readers = [:]
    }

    /// The index as the last build left it (read once); empty when it is
    /// missing or damaged anywhere (every page is a miss, never a wrong one).
    private func loadedIndex() -> [String: Location] {
        if let committed { return committed }
        if spill { committed = [:]; return [:] }
        var index: [String: Location] = [:]
        defer { committed = index }
        guard let data = RawPath(indexURL.path).contents() else { return index }
        let lines = BuildCache.fields([UInt8](data)[...], separatedBy: 10).filter { !$0.isEmpty }
        guard let header = lines.first, String(decoding: header, as: UTF8.self) == CachePacks.indexHeader else { return index }
        for line in lines.dropFirst() {
            let f = BuildCache.fields(line, separatedBy: 9)
            let name = String(decoding: f.count == 4 ? f[1] : [], as: UTF8.self)
            guard f.count == 4, CachePacks.isPackName(name),
                  let offset = Int(String(decoding: f[2], as: UTF8.self)), let length = Int(String(decoding: f[3], as: UTF8.self)),
                  offset >= 0, length > 0 else { index = [:]; return index }
            index[BuildCache.unescape(f[0])] = Location(pack: name, offset: offset, length: length)
        }
        return index
    }

    /// A pack's name as this class makes them: nothing a damaged index
    /// could turn into a path outside the folder.
    static func isPackName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D }
    }

    private func saveLocked(_ index: [String: Location]) -> Bool {
        var out = Array((CachePacks.indexHeader + "\n").utf8)
        for path in index.keys.sorted() {
            let l = index[path]!
            out += "\(BuildCache.escape(path))\t\(l.pack)\t\(l.offset)\t\(l.length)\n".utf8
        }
        return CachePacks.replace(indexURL, with: Data(out))
    }

    private func openPackLocked() {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = (spill ? ".plumb-spill-" : "") + "\(ProcessInfo.processInfo.processIdentifier)-\(String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36))-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let descriptor = packPath(name).withCString { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { return }
        if spill { unlink(packPath(name)) }
        writing = (name, descriptor, 0)
        readers[name] = descriptor
    }

    private func descriptorLocked(for pack: String) -> Int32? {
        if let open = readers[pack] { return open }
        guard let descriptor = RawPath(packPath(pack)).openRegularFile() else { return nil }
        readers[pack] = descriptor
        return descriptor
    }

    /// Deletes the packs the index does not name: those of killed builds,
    /// and those whose entries were copied by compaction.
    private func removeUnnamedPacksLocked(named: Set<String>) {
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".pack") {
            let name = String(file.dropLast(5))
            guard !named.contains(name) else { continue }
            if let descriptor = readers.removeValue(forKey: name) { close(descriptor) }
            unlink(packPath(name))
        }
    }

    /// Whole or not at all: written under a temporary name, then renamed.
    /// Not flushed: a torn file fails its checks and is a miss.
    /// Whether `name` is one of `replace`'s temporary files (`.manifest.tsv.123`).
    static func isTemporary(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 3 && parts[0].isEmpty && !parts.last!.isEmpty && parts.last!.allSatisfy(\.isNumber)
    }

    static func replace(_ url: URL, with data: Data) -> Bool {
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max))")
        if (try? RawPath(tmp.path).write(data)) == nil || rename(tmp.path, url.path) != 0 {
            unlink(tmp.path)
            return false
        }
        return true
    }
}

extension CachePacks {
    /// Bounded growth: when the packs the index names hold more dead bytes
    /// than live ones (plus a megabyte, so a small site is not copied at
    /// every build), every live entry is copied into one new pack; when
    /// there are more than ``maxPacks``, the entries of all but the largest
    /// are. Each build adds at most one pack, so this keeps the count at
    /// ``maxPacks`` and the size under twice the live bytes.
    func compactedLocked(_ index: [String: Location]) -> [String: Location] {
        var live: [String: Int] = [:]
        for location in index.values { live[location.pack, default: 0] += location.length }
        let total = live.keys.reduce(0) { sum, name in
            var info = stat()
            return sum + (stat(packPath(name), &info) == 0 ? Int(info.st_size) : 0)
        }
        let liveBytes = live.values.reduce(0, +)
        if total - liveBytes > liveBytes + (1 << 20) { return copiedLocked(index, from: Set(live.keys)) }
        guard live.count > CachePacks.maxPacks, let largest = live.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key else { return index }
        return copiedLocked(index, from: Set(live.keys).subtracting([largest]))
    }

    /// The index with the entries in `packs` copied into one new pack, in
    /// the order of their paths; an entry that cannot be read is dropped
    /// (a miss). On any failure to write, the index as it was.
    private func copiedLocked(_ index: [String: Location], from packs: Set<String>) -> [String: Location] {
        openPackLocked()
        guard let target = writing else { return index }
        defer { close(target.descriptor); readers[target.name] = nil; writing = nil }
        var copied = index, end = 0
        for path in index.keys.sorted() {
            let location = index[path]!
            guard packs.contains(location.pack) else { continue }
            copied[path] = nil
            guard let source = descriptorLocked(for: location.pack) else { continue }
            var bytes = [UInt8](repeating: 0, count: location.length)
            let read = bytes.withUnsafeMutableBytes { pread(source, $0.baseAddress, location.length, off_t(location.offset)) }
            guard read == location.length else { continue }
            let written = bytes.withUnsafeBytes { pwrite(target.descriptor, $0.baseAddress, $0.count, off_t(end)) }
            guard written == bytes.count else { unlink(packPath(target.name)); return index }
            copied[path] = Location(pack: target.name, offset: end, length: location.length)
            end += location.length
        }
        return copied
    }
}
