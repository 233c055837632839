import Foundation

extension OutputDirectory {
    /// `plumb build --adopt`: lets Plumb publish into a folder it did not
    /// make (a gh-pages worktree with its `.git` and `CNAME`, a web root)
    /// by marking it as Plumb's output with an empty list of files Plumb
    /// wrote. Everything already there is then the author's: every build
    /// keeps it, and one that would write over any of it is refused by
    /// `replace` as for any author's file. Nothing is moved or deleted here.
    ///
    /// Returns whether the folder was adopted now (false: there is nothing
    /// there yet, or it is Plumb's already).
    @discardableResult
    public static func adopt(_ requested: URL) throws -> Bool {
        let place = try Place(requested)
        let folder = RawPath(place.folder.path)
        guard let status = folder.lstatus() else { return false }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(finding: .outputIsFile(place.shown))
        }
        guard !isMarked(folder, FolderListing.entries(folder, followingLink: false)) else { return false }
        try writeMark(in: folder, listing: [])
        return true
    }
}
