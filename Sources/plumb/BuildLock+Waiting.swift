import Foundation
import PlumbSite

extension BuildLock {
    /// The site's build lock, as `build`, `check` and `serve` take it:
    /// when another build holds it, the terminal is told whose turn it is
    /// before this one waits.
    static func taken(in folder: URL) throws -> BuildLock {
        try BuildLock(folder: folder) { holder in
            FileHandle.standardError.write(Data("plumb: waiting for another build of this site\(holder.map { " (pid \($0))" } ?? "") to finish\n".utf8))
        }
    }
}
