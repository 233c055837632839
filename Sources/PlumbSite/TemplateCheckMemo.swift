import Foundation

/// The templates that last passed the template check (`TemplateMarkup`),
/// remembered by a hash of their text and of the plumb binary, in the build
/// cache (`.plumb-cache/template-check`) and in memory (`plumb serve`): a
/// rebuild with the same theme does not check it again. The check reads
/// every template with its partials in place, a fifth of the instructions
/// of a one-page rebuild. Only a pass is remembered: a theme that fails is
/// checked, and its error reported, on every build.
///
/// The file is no trust boundary: whoever can write it can write the
/// templates it vouches for.
public final class TemplateCheckMemo: @unchecked Sendable {
    private let file: URL?
    private var passed: String?
    private let lock = NSLock()

    /// `folder`: the build cache, nil for a memo in memory alone.
    public init(folder: URL?) {
        file = folder?.appendingPathComponent("template-check")
    }

    /// The key of a theme's templates: their names and texts, and the binary
    /// (a new plumb may hold them to new rules).
    static func key(_ texts: [String: TemplateMarkup.Source]) -> String {
        var h = SHA256()
        h.update("plumb-template-check-1\u{0}\(BuildCache.binaryDigest)")
        for name in texts.keys.sorted() {
            let source = texts[name]!
            h.update("\u{0}\(name)\u{0}\(source.label)\u{0}\(source.text.utf8.count)\u{0}")
            h.update(source.text)
        }
        return h.finalize()
    }

    func hasPassed(_ key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if passed == nil, let file, let data = FileManager.default.contents(atPath: file.path) {
            passed = String(decoding: data, as: UTF8.self)
        }
        return passed == key
    }

    /// Kept in the cache folder only where it already exists (`plumb check`
    /// on a fresh site makes none).
    func remember(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard passed != key else { return }
        passed = key
        guard let file, FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path) else { return }
        _ = CachePacks.replace(file, with: Data(key.utf8))
    }
}
