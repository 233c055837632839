import Foundation
import PlumbDiagnostics
import PlumbSite

extension BuildLock {
    /// The site's build lock, as `build`, `check` and `serve` take it:
    /// when another build holds it, the terminal is told whose turn it is
    /// (in `language`) before this one waits.
    static func taken(in folder: URL, language: Language) throws(BuildLock.Failure) -> BuildLock {
        try BuildLock(folder: folder) { holder in
            CommandVoice(language: language).say(.waitingForBuild(holder: holder))
        }
    }
}
