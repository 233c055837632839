import Foundation
import PlumbDiagnostics

/// What one build leaves for the next, in `.plumb-cache/`:
///
/// - `manifest.tsv`: each page's input key (a hash of its text and of
///   everything else that shapes it: the config, the theme, the plumb
///   binary), title, headings, links and diagnostics, and the signature of
///   the whole site's navigation;
/// - `pages/ID.page`: each page's rendered body, headings and links, and its
///   figures, keyed by a SHA-256 of the block's text and position and the
///   settings that shape it.
///
/// An unchanged page is neither parsed nor solved again; when the navigation
/// is unchanged too its previous output is reused as it is. An unchanged
/// block in a changed page is not solved again either.
public final class BuildCache: @unchecked Sendable {
    struct BlockEntry: Codable {
        let html: String
        let diagnostics: [Diagnostic]
        /// The block's `src=` pictures, checked like the page's images.
        var images: [PageBody.Link] = []
    }

    /// What the next build needs to know about a page without reading it.
    struct PageRecord {
        let inputKey: String
        let title: String
        let figureIDs: [String]
        let diagnostics: [Diagnostic]
        let blocks: Int
        /// What the page gives the site's index (every build needs them all).
        var terms: [IndexTerm] = []
    }

    /// Headings and links: only `check` (and a page whose navigation changed)
    /// needs them for unchanged pages, so they live in each page's file.
    struct PageOutline: Codable {
        let headings: [PageBody.Heading]
        let links: [PageBody.Link]
    }

    struct Manifest {
        var siteSignature = ""
        var pages: [String: PageRecord] = [:]
    }

    public let folder: URL?
    private let lock = NSLock()
    private var blockHits = 0
    /// `serve` keeps the manifest in memory: the one on disk describes
    /// `site/`, which `serve` never writes, so it must not be overwritten.
    public var keepsManifestInMemory = false
    private var memoryManifest: Manifest?

    /// `folder` nil: nothing is kept (every page and block is done again).
    public init(folder: URL?) {
        self.folder = folder
        if let folder { try? FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true) }
    }

    /// The running executable's identity (path, size, modification time),
    /// read once: a rebuilt or upgraded plumb never reuses old work.
    static let binaryDigest: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown-binary" }
        let size = (attributes[.size] as? NSNumber)?.stringValue ?? "?"
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return SHA256.hex("\(path)|\(size)|\(modified)")
    }()

    static func blockKey(_ parts: [String]) -> String {
        var h = SHA256()
        h.update("plumb-block-cache-1\u{0}\(binaryDigest)")
        for p in parts { h.update("\u{0}"); h.update(p) }
        return h.finalize()
    }

    private func pageFile(_ path: String, _ suffix: String) -> URL? {
        folder?.appendingPathComponent("pages/\(SHA256.hex(path))\(suffix)", isDirectory: false)
    }

    /// The manifest is one line per page, tab-separated, so that reading a
    /// thousand pages' records costs a few milliseconds:
    /// `path  inputKey  blocks  title  figure ids  diagnostics (JSON, or empty)  index terms (JSON, or empty)`.
    func loadManifest() -> Manifest {
        if keepsManifestInMemory, let memoryManifest { return memoryManifest }
        var manifest = Manifest()
        guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.tsv").path) else { return manifest }
        // Split as bytes: a tab or a newline byte is never part of another
        // UTF-8 character, and splitting by Character was a third of a
        // one-page rebuild of a thousand pages.
        let bytes = [UInt8](data)
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: true)[...]
        guard let headerBytes = lines.popFirst() else { return manifest }
        let header = String(decoding: headerBytes, as: UTF8.self)
        guard header.hasPrefix("plumb-manifest 3\t") else { return manifest }
        manifest.siteSignature = String(header.dropFirst("plumb-manifest 3\t".count))
        let decoder = JSONDecoder()
        for line in lines {
            let f = line.split(separator: 9, omittingEmptySubsequences: false)
            func text(_ i: Int) -> Substring { Substring(String(decoding: f[i], as: UTF8.self)) }
            guard f.count == 7, let blocks = Int(text(2)) else { return Manifest() }
            var diagnostics: [Diagnostic] = []
            if !f[5].isEmpty {
                guard let decoded = try? decoder.decode([Diagnostic].self, from: Data(f[5])) else { return Manifest() }
                diagnostics = decoded
            }
            var terms: [IndexTerm] = []
            if !f[6].isEmpty {
                guard let decoded = try? decoder.decode([IndexTerm].self, from: Data(f[6])) else { return Manifest() }
                terms = decoded
            }
            manifest.pages[BuildCache.unescape(text(0))] = PageRecord(
                inputKey: String(text(1)), title: BuildCache.unescape(text(3)),
                figureIDs: text(4).split(separator: ",").map(String.init), diagnostics: diagnostics, blocks: blocks, terms: terms)
        }
        return manifest
    }

    func save(_ manifest: Manifest) {
        if keepsManifestInMemory { memoryManifest = manifest; return }
        guard let folder else { return }
        var out = "plumb-manifest 3\t\(manifest.siteSignature)\n"
        for path in manifest.pages.keys.sorted() {
            let r = manifest.pages[path]!
            let diagnostics = r.diagnostics.isEmpty ? "" : (try? JSONEncoder().encode(r.diagnostics)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let terms = r.terms.isEmpty ? "" : (try? JSONEncoder().encode(r.terms)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            out += [BuildCache.escape(path), r.inputKey, String(r.blocks), BuildCache.escape(r.title),
                    r.figureIDs.joined(separator: ","), diagnostics, terms].joined(separator: "\t") + "\n"
        }
        write(Data(out.utf8), to: folder.appendingPathComponent("manifest.tsv"))
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ s: Substring) -> String {
        guard s.contains("\\") else { return String(s) }
        var out = ""
        var escaped = false
        for c in s {
            if escaped { out.append(c == "t" ? "\t" : c == "n" ? "\n" : c); escaped = false }
            else if c == "\\" { escaped = true }
            else { out.append(c) }
        }
        return out
    }

    /// One file per page (`pages/ID.page`): its outline, its body and its
    /// figures, length-prefixed, so that writing a thousand pages is a
    /// thousand small writes with no escaping:
    ///
    ///     plumb-page 5
    ///     <checksum of everything below (`PageChecksum`)>
    ///     <input key>\n<bytes>\n<outline JSON><bytes>\n<body><count>\n
    ///     (<key>\t<bytes>\t<bytes>\t<bytes>\n<diagnostics JSON><figure HTML><images JSON>)...
    struct PageFile {
        /// The page input the body and outline were made from.
        var inputKey: String
        var outline: PageOutline
        var body: String
        var blocks: [String: BlockEntry]
    }

    func load(_ path: String) -> PageFile? {
        guard let url = pageFile(path, ".page"), let data = FileManager.default.contents(atPath: url.path) else { return nil }
        // `plumb-page 5\n<checksum of the rest>\n<rest>`: a flipped byte in a
        // cached body must never reach site/, so a file whose checksum does
        // not match is no cache at all (the page is rendered again).
        let all = [UInt8](data)
        guard let first = all.firstIndex(of: 10), String(decoding: all[..<first], as: UTF8.self) == "plumb-page 5",
              let second = all[(first + 1)...].firstIndex(of: 10) else { return nil }
        let digest = String(decoding: all[(first + 1)..<second], as: UTF8.self)
        let bytes = Array(all[(second + 1)...])
        guard bytes.withUnsafeBytes(PageChecksum.hex) == digest else { return nil }
        var i = 0
        func line() -> String? {
            guard i <= bytes.count, let end = bytes[i...].firstIndex(of: 10) else { return nil }
            defer { i = end + 1 }
            return String(decoding: bytes[i..<end], as: UTF8.self)
        }
        func chunk(_ n: Int) -> [UInt8]? {
            guard n >= 0, i + n <= bytes.count else { return nil }
            defer { i += n }
            return Array(bytes[i..<(i + n)])
        }
        guard let inputKey = line(), let outlineLength = line().flatMap(Int.init), let outlineBytes = chunk(outlineLength),
              let outline = try? JSONDecoder().decode(PageOutline.self, from: Data(outlineBytes)),
              let bodyLength = line().flatMap(Int.init), let bodyBytes = chunk(bodyLength),
              let count = line().flatMap(Int.init) else { return nil }
        var blocks: [String: BlockEntry] = [:]
        for _ in 0..<count {
            guard let header = line()?.split(separator: "\t"), header.count == 4,
                  let diagnosticLength = Int(header[1]), let htmlLength = Int(header[2]), let imagesLength = Int(header[3]),
                  let diagnosticBytes = chunk(diagnosticLength), let htmlBytes = chunk(htmlLength), let imageBytes = chunk(imagesLength),
                  let diagnostics = try? JSONDecoder().decode([Diagnostic].self, from: Data(diagnosticBytes)),
                  let images = try? JSONDecoder().decode([PageBody.Link].self, from: Data(imageBytes)) else { return nil }
            blocks[String(header[0])] = BlockEntry(html: String(decoding: htmlBytes, as: UTF8.self), diagnostics: diagnostics, images: images)
        }
        return PageFile(inputKey: inputKey, outline: outline, body: String(decoding: bodyBytes, as: UTF8.self), blocks: blocks)
    }

    func store(_ file: PageFile, of path: String) {
        guard let url = pageFile(path, ".page"), let outline = try? JSONEncoder().encode(file.outline) else { return }
        var out = Data("\(file.inputKey)\n\(outline.count)\n".utf8)
        out += outline
        let body = Data(file.body.utf8)
        out += Data("\(body.count)\n".utf8) + body
        out += Data("\(file.blocks.count)\n".utf8)
        for key in file.blocks.keys.sorted() {
            let entry = file.blocks[key]!
            let diagnostics = entry.diagnostics.isEmpty ? Data("[]".utf8) : ((try? JSONEncoder().encode(entry.diagnostics)) ?? Data("[]".utf8))
            let html = Data(entry.html.utf8)
            let images = (try? JSONEncoder().encode(entry.images)) ?? Data("[]".utf8)
            out += Data("\(key)\t\(diagnostics.count)\t\(html.count)\t\(images.count)\n".utf8) + diagnostics + html + images
        }
        write(Data("plumb-page 5\n\(out.withUnsafeBytes(PageChecksum.hex))\n".utf8) + out, to: url)
    }

    func countBlockHit() {
        lock.lock()
        blockHits += 1
        lock.unlock()
    }

    var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return blockHits
    }

    /// Whole or not at all: written under a temporary name, then renamed.
    private func write(_ data: Data, to url: URL) {
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max))")
        if (try? data.write(to: tmp)) != nil, rename(tmp.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: tmp)
        }
    }
}
