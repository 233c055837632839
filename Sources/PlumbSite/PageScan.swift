import PlumbCode
import PlumbDiagnostics

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

    /// Searches `source`, whose hash is `sourceHash`.
    init(source: String, sourceHash: String) {
        self.init(sourceHash: sourceHash, includes: LayoutInclude.includedFiles(in: source), pictures: CodePictures.names(in: source),
                  isASCII: SourceText.isASCII(source))
    }

    init(sourceHash: String, includes: [String], pictures: [String], isASCII: Bool) {
        self.sourceHash = sourceHash
        self.includes = includes
        self.pictures = pictures
        self.isASCII = isASCII
    }

    /// The scan of `source`: the one `kept` from the last build when the
    /// text hashes the same, else a new search.
    static func of(_ source: String, keeping kept: PageScan?) -> PageScan {
        let hash = ContentHash.hex([source])
        if let kept, kept.sourceHash == hash { return kept }
        return PageScan(source: source, sourceHash: hash)
    }

    /// As the manifest keeps it: four tab-separated fields, the hash, each
    /// list with every name escaped and ended by U+001F (so that an empty
    /// name and an empty list differ), and `ascii` or `other`.
    var manifestFields: String {
        func list(_ names: [String]) -> String { names.map { BuildCache.escape($0) + "\u{1F}" }.joined() }
        return [sourceHash, list(includes), list(pictures), isASCII ? "ascii" : "other"].joined(separator: "\t")
    }

    /// The fields a record without a scan has.
    static let noFields = "\t\t\t"

    /// Read back from the manifest's four fields; nil when they are not
    /// what ``manifestFields`` writes.
    init?(manifestFields f: ArraySlice<ArraySlice<UInt8>>) {
        let start = f.startIndex
        guard f.count == 4, let includes = PageScan.names(f[start + 1]), let pictures = PageScan.names(f[start + 2]) else { return nil }
        let ascii = String(decoding: f[start + 3], as: UTF8.self)
        guard ascii == "ascii" || ascii == "other" else { return nil }
        self.init(sourceHash: String(decoding: f[start], as: UTF8.self), includes: includes, pictures: pictures, isASCII: ascii == "ascii")
    }

    private static func names(_ field: ArraySlice<UInt8>) -> [String]? {
        guard !field.isEmpty else { return [] }
        guard field.last == 0x1F else { return nil }
        return BuildCache.fields(field.dropLast(), separatedBy: 0x1F).map(BuildCache.unescape)
    }
}
