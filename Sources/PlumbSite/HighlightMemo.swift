import Foundation

/// The highlighted HTML of each distinct snippet a build colours, so that
/// code shown twice (a Code tab the same in two pages or two languages: 114
/// of the guide's 790 highlighted blocks) is highlighted once. Keyed by the
/// language and the code itself, whose highlighting is a pure function of
/// the two; shared by the pages rendered in parallel, hence the lock.
final class HighlightMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var html: [Key: String] = [:]

    private struct Key: Hashable {
        let language: String
        let code: String
    }

    /// `SyntaxHighlighter.html(code, language:)`, made once per build.
    func html(_ code: String, language: String) -> String {
        let key = Key(language: language, code: code)
        lock.lock()
        let known = html[key]
        lock.unlock()
        if let known { return known }
        let made = SyntaxHighlighter.html(code, language: language)
        lock.lock()
        html[key] = made
        lock.unlock()
        return made
    }
}
