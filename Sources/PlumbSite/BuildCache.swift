import Foundation
import PlumbDiagnostics

/// What one build leaves for the next, in `.plumb-cache/`:
///
/// - `manifest.tsv`: each page's input key (a hash of its text and of
///   everything else that shapes it: the config, the theme, the plumb
///   binary), title, headings, links and diagnostics, and the signature of
///   the whole site's navigation;
/// - `packs/`: each page's rendered body, headings and links, and its
///   figures, keyed by a SHA-256 of the block's text and position and the
///   settings that shape it, as entries in a few pack files (``CachePacks``).
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
        /// What the page gives the site's index, as the manifest keeps it
        /// (``BuildCache/encodeTerms(_:)``): decoded only when the index is
        /// drawn again, which an edit that changes no term does not need.
        let encodedTerms: ArraySlice<UInt8>
        /// The manifest line this record was read from: an unchanged page's
        /// record is written back as it was, not encoded again.
        var manifestLine: ArraySlice<UInt8>? = nil
        /// What the page's text names (includes, pictures), kept with the
        /// text's hash so that the next build need not search it again.
        var scan: PageScan? = nil

        init(inputKey: String, title: String, figureIDs: [String], diagnostics: [Diagnostic], blocks: Int, terms: [IndexTerm] = []) {
            self.init(inputKey: inputKey, title: title, figureIDs: figureIDs, diagnostics: diagnostics, blocks: blocks,
                      encodedTerms: ArraySlice(BuildCache.encodeTerms(terms).utf8), manifestLine: nil)
        }

        init(inputKey: String, title: String, figureIDs: [String], diagnostics: [Diagnostic], blocks: Int,
             encodedTerms: ArraySlice<UInt8>, manifestLine: ArraySlice<UInt8>?, scan: PageScan? = nil) {
            self.inputKey = inputKey
            self.title = title
            self.figureIDs = figureIDs
            self.diagnostics = diagnostics
            self.blocks = blocks
            self.encodedTerms = encodedTerms
            self.manifestLine = manifestLine
            self.scan = scan
        }

        var terms: [IndexTerm] { BuildCache.decodeTerms(encodedTerms) ?? [] }
    }

    /// Headings and links: only `check` (and a page whose navigation changed)
    /// needs them for unchanged pages, so they live in each page's file.
    struct PageOutline: Codable {
        let headings: [PageBody.Heading]
        let links: [PageBody.Link]
    }

    struct Manifest {
        var siteSignature = ""
        /// The characters the site's font subsets were cut to (a digest):
        /// the same characters, the same fonts, reused as they are.
        var fontKey = ""
        /// The output folder the records describe, as its mark's identity
        /// (`OutputDirectory.markIdentity`); empty: none. Only that
        /// folder's files may be reused as they are: a build into another
        /// folder (`--output`) left this one's older pages behind, and the
        /// next build kept them, the edit made since lost.
        var output = ""
        var pages: [String: PageRecord] = [:]
    }

    public let folder: URL?
    private let packs: CachePacks?
    private let lock = NSLock()
    private var blockHits = 0
    /// Pages written to the packs in this build (`store`).
    private(set) var storedPages = 0
    /// `serve` keeps the manifest in memory: the one on disk describes
    /// `site/`, which `serve` never writes, so it must not be overwritten.
    public var keepsManifestInMemory = false
    private var memoryManifest: Manifest?

    /// Whether pages' entries are written down during a build (to the
    /// cache, or to a build's spill pack), so templating may read each back
    /// rather than hold every body.
    var keepsEntries: Bool { packs != nil }

    /// No cache (every page and block is done again), but each page's
    /// entry is spilled to a pack beside `scratch`, unlinked as soon as it
    /// is made: memory holds the pages in flight, and a killed build leaves
    /// nothing behind.
    public init(spillingBesides scratch: OutputScratch) {
        folder = nil
        packs = CachePacks(folder: scratch.parent, spill: true)
    }

    /// `folder` nil: nothing is kept (every page and block is done again).
    public init(folder: URL?) {
        self.folder = folder
        packs = folder.map { CachePacks(folder: $0.appendingPathComponent("packs")) }
        if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    }

    /// Ends a build's use of the cache: the entries it wrote are named in
    /// the index for the next build, the entries of pages the site no longer
    /// has are dropped, and the cache of a Plumb before packs is removed.
    /// Starts a build (under the build lock): the pack index is read again
    /// from the disk, as another process may have written it since.
    func beginBuild() {
        packs?.reload()
    }

    func finishBuild(keeping paths: Set<String>) {
        guard let packs else { return }
        packs.finish(keeping: paths)
        guard let folder else { return }
        let old = folder.appendingPathComponent("pages")
        if FileManager.default.fileExists(atPath: old.path) { try? FileManager.default.removeItem(at: old) }
    }

    /// The running executable's identity (path, size, modification time),
    /// read once: a rebuilt or upgraded plumb never reuses old work.
    static let binaryDigest: String = {
        let path = ResourceFolder.executablePath ?? CommandLine.arguments.first ?? ""
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

    /// The manifest is a header (`plumb-manifest 9  site signature  font key  output mark`)
    /// and one line per page, tab-separated, so that reading a thousand
    /// pages' records costs a few milliseconds:
    /// `path  inputKey  blocks  title  figure ids  diagnostics (JSON, or empty)  index terms  source hash  includes  pictures  ascii  file`,
    /// the terms as `term ␟ kind ␟ anchor ␟ section`, separated by ␞
    /// (U+001F and U+001E, escaped like tabs where they occur in text);
    /// the last five are the page's ``PageScan`` (empty when none was kept).
    static let manifestHeader = "plumb-manifest 9\t"
    /// The manifest's last line: `checksum` and `PageChecksum` of every
    /// byte before it. A damaged manifest is no manifest (every page is
    /// built again): its titles and terms go into every page's navigation,
    /// and one flipped bit in a title was published and kept (a
    /// reliability pass).
    static let manifestTrailer = "checksum\t"

    func loadManifest() -> Manifest {
        if keepsManifestInMemory, let memoryManifest { return memoryManifest }
        var manifest = Manifest()
        guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent("manifest.tsv").path) else { return manifest }
        // Split as bytes: a tab or a newline byte is never part of another
        // UTF-8 character, and splitting by Character was a third of a
        // one-page rebuild of a thousand pages.
        let whole = [UInt8](data)
        guard let bytes = BuildCache.checked(whole) else { return manifest }
        var lines = BuildCache.fields(bytes, separatedBy: 10).filter { !$0.isEmpty }[...]
        guard let headerBytes = lines.popFirst() else { return manifest }
        let header = String(decoding: headerBytes, as: UTF8.self)
        guard header.hasPrefix(BuildCache.manifestHeader) else { return manifest }
        let keys = header.dropFirst(BuildCache.manifestHeader.count).split(separator: "\t", omittingEmptySubsequences: false)
        guard keys.count == 3 else { return manifest }
        manifest.siteSignature = String(keys[0])
        manifest.fontKey = String(keys[1])
        manifest.output = String(keys[2])
        let decoder = JSONDecoder()
        manifest.pages.reserveCapacity(lines.count)
        for line in lines {
            let f = BuildCache.fields(line, separatedBy: 9)
            func text(_ i: Int) -> String { String(decoding: f[i], as: UTF8.self) }
            guard f.count == 12, let blocks = Int(text(2)), BuildCache.isTermList(f[6]) else { return Manifest() }
            var scan: PageScan?
            if !f[7].isEmpty {
                guard let kept = PageScan(manifestFields: f[7...]) else { return Manifest() }
                scan = kept
            }
            var diagnostics: [Diagnostic] = []
            if !f[5].isEmpty {
                guard let decoded = try? decoder.decode([Diagnostic].self, from: Data(f[5])) else { return Manifest() }
                diagnostics = decoded
            }
            let figureIDs = f[4].isEmpty ? [] : BuildCache.fields(f[4], separatedBy: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
            manifest.pages[BuildCache.unescape(f[0])] = PageRecord(
                inputKey: text(1), title: BuildCache.unescape(f[3]), figureIDs: figureIDs, diagnostics: diagnostics, blocks: blocks,
                encodedTerms: f[6], manifestLine: line, scan: scan)
        }
        return manifest
    }

    /// The pieces of `bytes` between `separator`s, empty ones included.
    static func fields(_ bytes: ArraySlice<UInt8>, separatedBy separator: UInt8) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while let end = buffer.firstIndex(of: separator, from: start) {
                out.append(bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)])
                start = end + 1
            }
            out.append(bytes[(bytes.startIndex + start)...])
        }
        return out
    }

    /// Deletes what killed builds left half-written in the cache folder
    /// `folder` and its packs: the temporary files `CachePacks.replace`
    /// writes (`.manifest.tsv.123`) and, from older builds, Foundation's
    /// (`.dat.nosync…`). Called with the build's lock held, before anything
    /// is written: no other build can be writing one.
    public static func removeLeftovers(in folder: URL) {
        for dir in [folder, folder.appendingPathComponent("packs")] {
            for entry in FolderListing.entries(RawPath(dir.path)) {
                guard let name = entry.text, !entry.isFolder else { continue }
                if name.hasPrefix(".dat.nosync") || CachePacks.isTemporary(name) {
                    _ = RawPath(dir.path).appending(entry.name).withCString { unlink($0) }
                }
            }
        }
    }

    func save(_ manifest: Manifest) {
        if keepsManifestInMemory { memoryManifest = manifest; return }
        guard let folder else { return }
        var out = Array("\(BuildCache.manifestHeader)\(manifest.siteSignature)\t\(manifest.fontKey)\t\(manifest.output)\n".utf8)
        for path in manifest.pages.keys.sorted() {
            let r = manifest.pages[path]!
            if let line = r.manifestLine { out += line; out.append(10); continue }
            let diagnostics = r.diagnostics.isEmpty ? "" : (try? JSONEncoder().encode(r.diagnostics)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            out += [BuildCache.escape(path), r.inputKey, String(r.blocks), BuildCache.escape(r.title),
                    r.figureIDs.joined(separator: ","), diagnostics].joined(separator: "\t").utf8
            out.append(9)
            out += r.encodedTerms
            out.append(9)
            out += (r.scan?.manifestFields ?? PageScan.noFields).utf8
            out.append(10)
        }
        out += Array((BuildCache.manifestTrailer + out.withUnsafeBytes { PageChecksum.hex($0) } + "\n").utf8)
        // Not flushed to the disk: a torn manifest is no manifest (every
        // page is built again), and the site itself is flushed once, before
        // the exchange (`OutputDirectory.flush`).
        _ = CachePacks.replace(folder.appendingPathComponent("manifest.tsv"), with: Data(out))
    }

    /// The manifest's bytes before its trailer, if the trailer's checksum
    /// is theirs; nil for a damaged, torn or older manifest.
    static func checked(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let trailer = Array(manifestTrailer.utf8)
        guard bytes.last == 10 else { return nil }
        let body = bytes.dropLast()
        guard let start = body.lastIndex(of: 10).map({ $0 + 1 }) else { return nil }
        let last = body[start...]
        guard last.starts(with: trailer) else { return nil }
        let sum = String(decoding: last.dropFirst(trailer.count), as: UTF8.self)
        let content = bytes[..<start]
        return content.withUnsafeBytes { PageChecksum.hex($0) } == sum ? content : nil
    }

    static func encodeTerms(_ terms: [IndexTerm]) -> String {
        terms.map { [escape($0.term), $0.kind.rawValue, escape($0.anchor), escape($0.section)].joined(separator: "\u{1F}") }
            .joined(separator: "\u{1E}")
    }

    /// nil: not terms this build wrote.
    static func decodeTerms(_ bytes: ArraySlice<UInt8>) -> [IndexTerm]? {
        guard !bytes.isEmpty else { return [] }
        var terms: [IndexTerm] = []
        for item in fields(bytes, separatedBy: 0x1E) {
            let parts = fields(item, separatedBy: 0x1F)
            guard parts.count == 4, let kind = IndexTerm.Kind(rawValue: String(decoding: parts[1], as: UTF8.self)) else { return nil }
            terms.append(IndexTerm(term: unescape(parts[0]), kind: kind, anchor: unescape(parts[2]), section: unescape(parts[3])))
        }
        return terms
    }

    /// Whether `bytes` has the shape of encoded terms (three part
    /// separators per term): checked for every page as the manifest is
    /// read, while the terms themselves are decoded only when needed.
    static func isTermList(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return true }
        var terms = 1, parts = 0
        for b in bytes where b < 0x20 {
            if b == 0x1E { terms += 1 } else if b == 0x1F { parts += 1 } else { return false }
        }
        return parts == 3 * terms
    }

    /// Tabs and newlines separate the manifest's fields and lines, U+001E
    /// and U+001F its terms and their parts: none may occur in a field.
    static func escape(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x5C || $0 == 9 || $0 == 10 || $0 == 0x1E || $0 == 0x1F }) else { return s }
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{1E}": out += "\\R"
            case "\u{1F}": out += "\\U"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x5C) else { return String(decoding: bytes, as: UTF8.self) }
        // Byte by byte: every escape is a backslash and one ASCII letter, and
        // neither byte occurs inside another UTF-8 character.
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for b in bytes {
            if escaped {
                switch b {
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "R"): out.append(0x1E)
                case UInt8(ascii: "U"): out.append(0x1F)
                default: out.append(b)
                }
                escaped = false
            } else if b == 0x5C { escaped = true } else { out.append(b) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One entry per page in the packs: its outline, its body and its
    /// figures, length-prefixed, so that writing a thousand pages is a
    /// thousand small appends with no escaping:
    ///
    ///     plumb-page 6
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

    /// `blocks`: false where only the body and outline are wanted (putting
    /// a page into the theme): its figures' HTML and diagnostics are left
    /// undecoded (`blocks` empty), which was 157 M instructions of JSON in
    /// the guide's cold build. The checksum still covers the whole entry.
    func load(_ path: String, blocks: Bool = true) -> PageFile? {
        guard let all = packs?.entry(of: path) else { return nil }
        return BuildCache.decode(all, blocks: blocks)
    }

    /// `plumb-page 6\n<checksum of the rest>\n<rest>`: a flipped byte in a
    /// cached body must never reach site/, so an entry whose checksum does
    /// not match is no cache at all (the page is rendered again).
    static func decode(_ all: [UInt8], blocks wanted: Bool = true) -> PageFile? {
        guard let first = all.firstIndex(of: 10), String(decoding: all[..<first], as: UTF8.self) == "plumb-page 6",
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
        for _ in 0..<(wanted ? count : 0) {
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
        guard let packs, let outline = try? JSONEncoder().encode(file.outline) else { return }
        lock.lock()
        storedPages += 1
        lock.unlock()
        // One buffer, reserved for the page and its figures' markup:
        // appending Data to Data moved the page's bytes at every step.
        let blocks = file.blocks.keys.sorted().map { ($0, file.blocks[$0]!) }
        var out: [UInt8] = []
        out.reserveCapacity(outline.count + file.body.utf8.count + blocks.reduce(0) { $0 + $1.1.html.utf8.count } + 256 * (blocks.count + 1))
        out.append(contentsOf: "\(file.inputKey)\n\(outline.count)\n".utf8)
        out.append(contentsOf: outline)
        out.append(contentsOf: "\(file.body.utf8.count)\n".utf8)
        out.append(contentsOf: file.body.utf8)
        out.append(contentsOf: "\(blocks.count)\n".utf8)
        for (key, entry) in blocks {
            let diagnostics = entry.diagnostics.isEmpty ? Data("[]".utf8) : ((try? JSONEncoder().encode(entry.diagnostics)) ?? Data("[]".utf8))
            let images = (try? JSONEncoder().encode(entry.images)) ?? Data("[]".utf8)
            out.append(contentsOf: "\(key)\t\(diagnostics.count)\t\(entry.html.utf8.count)\t\(images.count)\n".utf8)
            out.append(contentsOf: diagnostics)
            out.append(contentsOf: entry.html.utf8)
            out.append(contentsOf: images)
        }
        var record = [UInt8]("plumb-page 6\n\(out.withUnsafeBytes(PageChecksum.hex))\n".utf8)
        record.reserveCapacity(record.count + out.count)
        record.append(contentsOf: out)
        packs.append(record, of: path)
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
}
