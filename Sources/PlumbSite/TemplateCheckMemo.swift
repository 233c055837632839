import Foundation

/// The templates that last passed the template check (`TemplateMarkup`),
/// remembered by a hash of their text and of the plumb binary, in the
/// user's cache folder (`~/.cache/plumb/template-check`) and in memory
/// (`plumb serve`): a rebuild with the same theme does not check it again.
/// The check reads every template with its partials in place, a fifth of
/// the instructions of a one-page rebuild. Only a pass is remembered: a
/// theme that fails is checked, and its error reported, on every build.
///
/// Not in the site's `.plumb-cache/`: a site's own files must not vouch for
/// its templates (a repository shipping a forged memo beside a template
/// with a script skipped the check; a fifth red-team pass).
public final class TemplateCheckMemo: @unchecked Sendable {
    private let file: URL?
    private var passed: String?
    private let lock = NSLock()

    /// `folder`: where the memo is kept, nil for a memo in memory alone.
    public init(folder: URL?) {
        file = folder?.appendingPathComponent("template-check")
    }

    /// The user's cache folder for plumb: `$XDG_CACHE_HOME/plumb`, else
    /// `~/.cache/plumb`; nil where neither is set.
    public static var userFolder: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("plumb")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/plumb")
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

    /// Kept on disk where the folder can be made (the user's alone); a memo
    /// that cannot be written only costs the next build a check.
    func remember(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        guard passed != key else { return }
        passed = key
        guard let file else { return }
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        _ = CachePacks.replace(file, with: Data(key.utf8))
    }
}
