import PlumbCode
import PlumbDiagnostics
import PlumbMarkdown

/// What the whole-site phases look for in every page's text, changed or
/// not: the layout files it includes and the pictures its code sizes with
/// `UIImage(named:)` (both go into the page's input key, with the files'
/// texts and the pictures' sizes, read each build), and whether it is all
/// ASCII (the fonts are cut to the characters of the pages that are not).
///
/// They depend on the text alone, so the manifest keeps them with the
/// text's hash and a page whose text hashes the same is not searched again:
/// the two searches over every page were 23 M of a one-page rebuild's
/// 407 M instructions on 1,000 pages.
struct PageScan: Equatable {
    /// `ContentHash` of the page's text.
    let sourceHash: String
    /// The files its layout fences include, as written (`LayoutInclude.includedFiles`).
    let includes: [String]
    /// The pictures its code names (`CodePictures.names`).
    let pictures: [String]
    /// Whether every byte of the text is ASCII (`SourceText.isASCII`).
    let isASCII: Bool
    /// The page's file when its text was read: while the file still has
    /// it, the text is the same and is not hashed again.
    var identity: FileIdentity? = nil

    /// Searches `source`, whose hash is `sourceHash`.
    init(source: String, sourceHash: String) {
        self.init(sourceHash: sourceHash, includes: LayoutInclude.includedFiles(in: source), pictures: PageScan.pictures(in: source),
                  isASCII: SourceText.isASCII(source))
    }

    /// The pictures the page's code blocks name (`CodePictures.names`), in
    /// the fences cmark finds, as the page's figures are drawn from them;
    /// the page is parsed only when its text holds `amed` at all.
    static func pictures(in source: String) -> [String] {
        guard source.containsUTF8("amed") else { return [] }
        return CodePictures.names(inFences: MarkdownDocument(parsing: source).fencedCodeBlocks.map { ($0.info, $0.code) })
    }

    init(sourceHash: String, includes: [String], pictures: [String], isASCII: Bool) {
        self.sourceHash = sourceHash
        self.includes = includes
        self.pictures = pictures
        self.isASCII = isASCII
    }

    /// The scan of `source`, read from a file that had `identity`: the one
    /// `kept` from the last build when the file is as it was then (not even
    /// hashed) or the text hashes the same, else a new search.
    static func of(_ source: String, identity: FileIdentity? = nil, keeping kept: PageScan?) -> PageScan {
        if let kept, let identity, kept.identity == identity { return kept }
        let hash = ContentHash.hex([source])
        var scan = kept.flatMap { $0.sourceHash == hash ? $0 : nil } ?? PageScan(source: source, sourceHash: hash)
        scan.identity = identity
        return scan
    }

    /// As the manifest keeps it: five tab-separated fields, the hash, each
    /// list with every name escaped and ended by U+001F (so that an empty
    /// name and an empty list differ), `ascii` or `other`, and the file's
    /// identity (empty when none).
    var manifestFields: String {
        func list(_ names: [String]) -> String { names.map { BuildCache.escape($0) + "\u{1F}" }.joined() }
        return [sourceHash, list(includes), list(pictures), isASCII ? "ascii" : "other", identity?.manifestField ?? ""].joined(separator: "\t")
    }

    /// The fields a record without a scan has.
    static let noFields = "\t\t\t\t"

    /// Read back from the manifest's five fields; nil when they are not
    /// what ``manifestFields`` writes.
    init?(manifestFields f: ArraySlice<ArraySlice<UInt8>>) {
        let start = f.startIndex
        guard f.count == 5, let includes = PageScan.names(f[start + 1]), let pictures = PageScan.names(f[start + 2]) else { return nil }
        let ascii = String(decoding: f[start + 3], as: UTF8.self)
        guard ascii == "ascii" || ascii == "other" else { return nil }
        self.init(sourceHash: String(decoding: f[start], as: UTF8.self), includes: includes, pictures: pictures, isASCII: ascii == "ascii")
        if !f[start + 4].isEmpty {
            guard let identity = FileIdentity(manifestField: f[start + 4]) else { return nil }
            self.identity = identity
        }
    }

    private static func names(_ field: ArraySlice<UInt8>) -> [String]? {
        guard !field.isEmpty else { return [] }
        guard field.last == 0x1F else { return nil }
        return BuildCache.fields(field.dropLast(), separatedBy: 0x1F).map(BuildCache.unescape)
    }
}
