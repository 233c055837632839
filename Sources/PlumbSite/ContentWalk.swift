import Foundation
import PlumbDiagnostics

/// Finds the pages and the other files (assets) of a content folder, and
/// says what it will not publish.
///
/// - Hidden files and folders are skipped (editors' and tools' own files).
/// - A link is followed only when it stays inside the site's folder: a
///   `content/passwd.md -> /etc/passwd` would publish a file the author never
///   meant to. A link to a folder already being walked (`loop -> .`) is a loop.
/// - A link to nothing, a FIFO or a device named `.md` is a diagnostic, never
///   a page silently left out (reading a FIFO would hang the build).
///
/// readdir's entry types spare a stat per plain file, which counts in a
/// thousand-page rebuild.
struct ContentWalk {
    let root: String
    /// The site's folder, resolved: links may point anywhere inside it.
    let siteRoot: String
    private(set) var pages: [String] = []
    /// Every other regular file: published as it is, at the same path.
    private(set) var assets: [String] = []
    private(set) var problems: [(String, Diagnostic)] = []
    /// (device, inode) of each folder on the current path, for loops.
    private var ancestors: [(UInt64, UInt64)] = []

    init(root: String, siteRoot: String) {
        self.root = root
        self.siteRoot = URL(fileURLWithPath: siteRoot).resolvingSymlinksInPath().path
    }

    mutating func visit(_ relative: String) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        var st = stat()
        // Never a silent drop: a folder past PATH_MAX, or one that may be
        // listed but not entered, took its pages (and their published
        // output) with it without a word (a reliability pass).
        guard stat(folder, &st) == 0 else {
            reportUnreadable(relative)
            return
        }
        let identity = (UInt64(st.st_dev), UInt64(st.st_ino))
        if ancestors.contains(where: { $0 == identity }) {
            report(relative, .linkLoop)
            return
        }
        guard let dir = opendir(folder) else {
            report(relative, .folderUnreadable(reason: String(cString: strerror(errno))))
            return
        }
        ancestors.append(identity)
        defer { ancestors.removeLast(); closedir(dir) }
        var entries: [(String, UInt8)] = []
        var notText: [RawPath] = []
        while let entry = readdir(dir) {
            let raw = FolderListing.name(of: entry)
            if raw.first == UInt8(ascii: ".") { continue }
            // Decoded strictly: a lossy decoding would turn the name into
            // one that names no file, and the page would vanish unreported.
            guard let name = String(validating: raw, as: UTF8.self) else { notText.append(RawPath(bytes: raw)); continue }
            entries.append((name, entry.pointee.d_type))
        }
        for name in notText.sorted() { reportNotText(RawPath(relative).appending(name)) }
        for (name, type) in entries.sorted(by: { $0.0 < $1.0 }) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + path
            if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                report(path.visibleControls, .controlCharacterInName)
                continue
            }
            var kind = type
            if type == UInt8(DT_LNK) {
                guard let target = realpath(full, nil) else {
                    if name.hasSuffix(".md") { report(path, .pageLinksToNothing(destination: destination(full))) }
                    else { report(path, .linkLeadsToNothing(destination: destination(full)), .warning) }
                    continue
                }
                let resolved = String(cString: target)
                free(target)
                guard resolved == siteRoot || resolved.hasPrefix(siteRoot + "/") else {
                    report(path, .linkLeavesSite(to: resolved))
                    continue
                }
                if let built = builtSite(containing: resolved) {
                    report(path, .linkIntoBuiltSite(built))
                    continue
                }
                var target_st = stat()
                guard stat(full, &target_st) == 0 else {
                    reportUnreadable(path)
                    continue
                }
                kind = target_st.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : target_st.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            } else if type == UInt8(DT_UNKNOWN) {
                var entry_st = stat()
                guard lstat(full, &entry_st) == 0 else {
                    reportUnreadable(path)
                    continue
                }
                kind = entry_st.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : entry_st.st_mode & S_IFMT == S_IFREG ? UInt8(DT_REG) : UInt8(DT_FIFO)
            }
            if kind == UInt8(DT_DIR) {
                visit(path)
            } else if name.hasSuffix(".md") {
                if kind == UInt8(DT_REG) { pages.append(path) }
                else { report(path, .pageNotRegular) }
            } else if kind == UInt8(DT_REG) {
                assets.append(path)
            } else {
                report(path, .fileNotRegular, .warning)
            }
        }
    }

    /// A name that is not UTF-8 has no address a page or link could use. A
    /// page so named, and every page in a folder so named, is an error
    /// naming its path (the bad bytes shown as `\xNN`); any other file is
    /// a warning that it is not published.
    private mutating func reportNotText(_ relative: RawPath) {
        let full = RawPath(root).appending(relative)
        guard full.lstatus().map({ $0.st_mode & S_IFMT == S_IFDIR }) ?? false else {
            if relative.hasSuffix(".md") {
                report(relative.escaped, .pageNameNotUTF8)
            } else {
                report(relative.escaped, .fileNameNotUTF8, .warning)
            }
            return
        }
        var pages: [RawPath] = []
        func collect(_ folder: RawPath) {
            for entry in FolderListing.entries(full.appending(folder), followingLink: false) where entry.name.bytes.first != UInt8(ascii: ".") {
                let path = folder.appending(entry.name)
                if entry.isFolder { collect(path) } else if entry.name.hasSuffix(".md") { pages.append(path) }
            }
        }
        collect(RawPath(bytes: []))
        for page in pages.sorted() { report(relative.appending(page).escaped, .pageInFolderNotUTF8) }
        if pages.isEmpty {
            report(relative.escaped, .folderNameNotUTF8, .warning)
        }
    }

    /// The folder Plumb built (it holds Plumb's mark) that `resolved` is
    /// or lies in, relative to the site's folder; nil for anything else.
    private func builtSite(containing resolved: String) -> String? {
        var folder = resolved
        while folder.hasPrefix(siteRoot + "/") {
            var st = stat()
            if lstat(folder + "/" + OutputDirectory.marker, &st) == 0, st.st_mode & S_IFMT == S_IFREG {
                return String(folder.dropFirst(siteRoot.count + 1))
            }
            folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
        }
        return nil
    }

    private func destination(_ path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }

    /// `path`'s kind could not be learned (`stat` failed with `errno`).
    private mutating func reportUnreadable(_ path: String) {
        report(path, .entryUnreadable(reason: String(cString: strerror(errno))))
    }

    private mutating func report(_ path: String, _ finding: WalkFinding, _ severity: Diagnostic.Severity = .error) {
        problems.append((path, Diagnostic(severity, .unsupported, SiteFinding.walk(finding), at: SourceLocation(line: 1, column: 1))))
    }
}
