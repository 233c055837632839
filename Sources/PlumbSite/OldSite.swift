import Foundation

/// The previous site, once exchanged out of the output: it may hold files
/// the author saved into `site/` while the build ran (after the build listed
/// them), so it is never deleted before those are carried into the new site.
/// Its mark records which output it came from before the carrying starts,
/// and that the carrying is done once it is: a build killed half-way leaves
/// an old site whose mark says so, and the next build finishes carrying
/// before it deletes it. (Only then: an old site set aside whole for the
/// next build to delete holds the author's files as they were, and carrying
/// again would bring back the ones the author has deleted since.)
extension OutputDirectory {
    /// The mark's lines naming the output an old site was exchanged out of,
    /// and saying the late files have been carried, appended after the list.
    /// (A page would need a folder named "Exchanged out of: " to clash; its
    /// file would then only be taken for the author's, and kept.)
    static let exchangedOutOf = "Exchanged out of: "
    static let carried = "Carried: late files moved into the new site"

    /// After the exchange: records the output in the old site's mark, moves
    /// what the author saved meanwhile into the new site, and only then
    /// deletes the old one (now, or by the next build with `deferCleanup`).
    /// When something could not be carried (the new site has another entry
    /// by that name), the old site is kept beside the output instead, and
    /// the warning names it.
    static func settle(old: URL, replacedBy output: URL, deferCleanup: Bool) -> [OutputFinding] {
        append(exchangedOutOf + output.path, toMarkOf: RawPath(old.path))
        if let warning = carryOrKeep(old, into: output) { return [warning] }
        if deferCleanup { append(carried, toMarkOf: RawPath(old.path)) } else { removeMarkedFolder(old) }
        return []
    }

    /// Carries the author's late entries from `old` into `output`; nil when
    /// all went, else the old site is moved beside the output (where no
    /// cleaning deletes it) and the warning says where.
    static func carryOrKeep(_ old: URL, into output: URL) -> OutputFinding? {
        let stranded = carryLateEntries(from: RawPath(old.path), into: RawPath(output.path))
        if stranded.isEmpty { return nil }
        let kept = output.deletingLastPathComponent()
            .appendingPathComponent("\(output.lastPathComponent).kept-\(Int(Date().timeIntervalSince1970))-\(ProcessInfo.processInfo.processIdentifier)")
        let place = (try? rename(old, to: kept)) != nil ? kept : old
        return .previousSiteKept(at: place.path, holding: stranded.map(\.escaped), output: output.path)
    }

    /// Appends a line to the old site's mark: one short write with
    /// O_APPEND, so a kill leaves the mark whole, with or without it.
    private static func append(_ line: String, toMarkOf old: RawPath) {
        // Never blocking: a FIFO in the mark's place has no reader.
        let descriptor = old.appending(RawPath(marker)).withCString { open($0, O_WRONLY | O_APPEND | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW) }
        guard descriptor >= 0 else { return }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { close(descriptor); return }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) }
    }

    /// The output an old site was exchanged out of, when the carrying into
    /// it never finished and it is still one of Plumb's folders (so carrying
    /// into it is safe).
    static func unfinishedCarry(of old: RawPath) -> URL? {
        guard let data = old.appending(RawPath(marker)).contents() else { return nil }
        // Lines as bytes: the mark lists every file of the old site, and
        // splitting its decoded text by Characters cost 9.2 M instructions
        // of a one-page rebuild at 1,000 pages (each build asks this of the
        // old site the last one set aside).
        let lines = BuildCache.fields([UInt8](data)[...], separatedBy: UInt8(ascii: "\n"))
        let carriedLine = Array(carried.utf8), prefix = Array(exchangedOutOf.utf8)
        guard !lines.contains(where: { $0.elementsEqual(carriedLine) }),
              let line = lines.last(where: { $0.starts(with: prefix) }) else { return nil }
        let output = URL(fileURLWithPath: String(decoding: line.dropFirst(prefix.count), as: UTF8.self))
        let status = RawPath(output.path).lstatus()
        guard status.map({ $0.st_mode & S_IFMT == S_IFDIR }) ?? false,
              RawPath(output.path).appending(RawPath(marker)).lstatus() != nil else { return nil }
        return output
    }
}
