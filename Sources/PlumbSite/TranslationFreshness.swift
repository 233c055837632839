import Foundation
import PlumbDiagnostics

/// Whether a translation is older than its original, by content hash
/// recorded at build (not by modification time, which a checkout or a copy
/// resets): when a translation's text changes, the build records its
/// original's hash as it is then (the translator worked from that text).
/// While the translation stays as it is, an original whose hash has moved on
/// since makes a note on the translation, in `build` and `check`. Kept in
/// `.plumb-cache/translations.tsv`; without it (a fresh clone) every
/// translation counts as up to date until its original next changes.
struct TranslationFreshness {
    struct Record: Equatable {
        let translationHash: String
        let originalHash: String
    }

    static let fileName = "translations.tsv"
    var records: [String: Record] = [:]

    static func load(from folder: URL?) -> TranslationFreshness {
        var out = TranslationFreshness()
        guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return out }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count == 3 else { continue }
            out.records[BuildCache.unescape(ArraySlice(f[0].utf8))] = Record(translationHash: String(f[1]), originalHash: String(f[2]))
        }
        return out
    }

    func save(to folder: URL?) {
        guard let folder else { return }
        let text = records.keys.sorted().map { "\(BuildCache.escape($0))\t\(records[$0]!.translationHash)\t\(records[$0]!.originalHash)\n" }.joined()
        // Through a temporary file of the cache's own naming, which the next
        // build removes if this one is killed (`BuildCache.removeLeftovers`).
        _ = CachePacks.replace(folder.appendingPathComponent(TranslationFreshness.fileName), with: Data(text.utf8))
    }

    /// The next records, and a note for each translation whose original
    /// changed after it was last edited.
    func update(_ pages: [SourcePage], translations: Translations, contentPrefix: String) -> (TranslationFreshness, [(path: String, diagnostic: Diagnostic)]) {
        var next = TranslationFreshness()
        var notes: [(String, Diagnostic)] = []
        for page in pages where page.language != translations.defaultLanguage {
            guard let o = translations.versions[page.original]?[translations.defaultLanguage] else { continue }
            let translationHash = ContentHash.hex([page.source]), originalHash = ContentHash.hex([pages[o].source])
            guard let old = records[page.path], old.translationHash == translationHash else {
                next.records[page.path] = Record(translationHash: translationHash, originalHash: originalHash)
                continue
            }
            next.records[page.path] = old
            if old.originalHash != originalHash {
                notes.append((contentPrefix + page.path, Diagnostic(.note, .outdated,
                    SiteFinding.page(.translationOlder(original: page.original)), at: SourceLocation(line: 1, column: 1))))
            }
        }
        return (next, notes)
    }
}
