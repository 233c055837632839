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
        let shown: ShownOutput
        let isLink: Bool

        init(_ output: URL) throws {
            let link = RawPath(output.path)
            guard let status = link.lstatus(), status.st_mode & S_IFMT == S_IFLNK else {
                folder = output
                shown = ShownOutput(path: output.path, linkTarget: nil)
                isLink = false
                return
            }
            guard let written = link.linkDestination()?.text else {
                throw Refusal(finding: .linkNotUTF8(output: output.path))
            }
            let target = written.hasPrefix("/") ? URL(fileURLWithPath: written)
                : output.deletingLastPathComponent().appendingPathComponent(written, isDirectory: false)
            guard let targetStatus = RawPath(target.path).lstatus() else {
                throw Refusal(finding: .linkToNothing(output: output.path, target: written))
            }
            switch targetStatus.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK:
                throw Refusal(finding: .linkToLink(output: output.path, target: written))
            default:
                throw Refusal(finding: .linkToNonFolder(output: output.path, target: written))
            }
            // The target's folder resolved once, so that the scratch folder,
            // the exchange and the old site's removal all happen in the one
            // real folder, however the path to it was written.
            folder = target.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(target.lastPathComponent, isDirectory: false)
            shown = ShownOutput(path: output.path, linkTarget: folder.path)
            isLink = true
        }
    }
}
