import PlumbCode

/// What a page's text names outside itself, looked for before the build
/// knows whether the page changed: the layout files it includes and the
/// pictures its code sizes with `UIImage(named:)`. Both go into the page's
/// input key (with the files' texts and the pictures' sizes, read each
/// build), so both must be known for every page, changed or not.
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

    /// Searches `source`, whose hash is `sourceHash`.
    init(source: String, sourceHash: String) {
        self.init(sourceHash: sourceHash, includes: LayoutInclude.includedFiles(in: source), pictures: CodePictures.names(in: source))
    }

    init(sourceHash: String, includes: [String], pictures: [String]) {
        self.sourceHash = sourceHash
        self.includes = includes
        self.pictures = pictures
    }

    /// The scan of `source`: the one `kept` from the last build when the
    /// text hashes the same, else a new search.
    static func of(_ source: String, keeping kept: PageScan?) -> PageScan {
        let hash = ContentHash.hex([source])
        if let kept, kept.sourceHash == hash { return kept }
        return PageScan(source: source, sourceHash: hash)
    }

    /// As the manifest keeps it: three tab-separated fields, the hash and
    /// each list with every name escaped and ended by U+001F (so that an
    /// empty name and an empty list differ).
    var manifestFields: String {
        func list(_ names: [String]) -> String { names.map { BuildCache.escape($0) + "\u{1F}" }.joined() }
        return [sourceHash, list(includes), list(pictures)].joined(separator: "\t")
    }

    /// Read back from the manifest's three fields; nil when they are not
    /// what ``manifestFields`` writes.
    init?(manifestFields f: ArraySlice<ArraySlice<UInt8>>) {
        guard f.count == 3, let includes = PageScan.names(f[f.startIndex + 1]), let pictures = PageScan.names(f[f.startIndex + 2]) else { return nil }
        self.init(sourceHash: String(decoding: f[f.startIndex], as: UTF8.self), includes: includes, pictures: pictures)
    }

    private static func names(_ field: ArraySlice<UInt8>) -> [String]? {
        guard !field.isEmpty else { return [] }
        guard field.last == 0x1F else { return nil }
        return BuildCache.fields(field.dropLast(), separatedBy: 0x1F).map(BuildCache.unescape)
    }
}
