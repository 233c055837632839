import Foundation

extension OutputDirectory {
    /// The folder a build replaces. Usually the output itself; when the
    /// output is a symbolic link (`site -> ../gh-pages`, a web root), the
    /// folder it names: the site is built beside that folder and exchanged
    /// there, and the link itself is never moved, replaced or deleted.
    ///
    /// One link is followed, to a folder that exists: a link to nothing, to
    /// a file, or to another link (a chain, or a loop) is refused, naming the
    /// link, rather than guessed at.
    struct Place {
        /// What is replaced: a folder, or a name where none exists yet.
        let folder: URL
        /// How messages name it: the output, and the link's target if any.
        let shown: String
        let isLink: Bool

        init(_ output: URL) throws {
            let link = RawPath(output.path)
            guard let status = link.lstatus(), status.st_mode & S_IFMT == S_IFLNK else {
                folder = output
                shown = "'\(output.path)'"
                isLink = false
                return
            }
            guard let written = link.linkDestination()?.text else {
                throw Refusal(description: "'\(output.path)' is a symbolic link Plumb cannot read (its target is not UTF-8 text): point it at a folder with a UTF-8 name")
            }
            let target = written.hasPrefix("/") ? URL(fileURLWithPath: written)
                : output.deletingLastPathComponent().appendingPathComponent(written, isDirectory: false)
            let named = "'\(output.path)' is a symbolic link to '\(written)'"
            guard let targetStatus = RawPath(target.path).lstatus() else {
                throw Refusal(description: "\(named), which does not exist: create that folder, or remove the link and let Plumb make '\(output.path)'")
            }
            switch targetStatus.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK:
                throw Refusal(description: "\(named), which is itself a link (a chain or a loop of links): Plumb follows one link only; "
                              + "point '\(output.path)' straight at the folder the site is published from")
            default:
                throw Refusal(description: "\(named), which is not a folder: point it at the folder the site is published from")
            }
            // The target's folder resolved once, so that the scratch folder,
            // the exchange and the old site's removal all happen in the one
            // real folder, however the path to it was written.
            folder = target.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(target.lastPathComponent, isDirectory: false)
            shown = "'\(output.path)' (a link to '\(folder.path)')"
            isLink = true
        }
    }
}
