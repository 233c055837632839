import Foundation
import PlumbDiagnostics

/// A theme's `static/` folder as it is published under `assets/`: every
/// file, in subfolders too (`img/logo.png` → `assets/img/logo.png`), held
/// to what the content folder may publish (`ActiveAssets`: a script or an
/// HTML file is refused, an SVG reduced to the allowlist) plus style
/// sheets, the theme's own kind. A file that cannot be read, or a folder
/// reached through a link, is an error naming it: never left out without
/// a word (a subfolder once was, and a `.js` file was published).
enum ThemeStatic {
    struct Found {
        var files: [String: Data] = [:]
        var problems: [(path: String, diagnostic: Diagnostic)] = []
    }

    /// The files of `folder` (recursively; hidden ones skipped) added to
    /// `found`, replacing those of the same path; `label` names the folder
    /// in messages (`templates/static`).
    static func collect(_ folder: URL, label: String, into found: inout Found) {
        collect(folder, relative: "", label: label, theme: folder.deletingLastPathComponent(), into: &found)
    }

    /// Whether `url` is a link that leads outside the folder `theme`
    /// (`templates/`): a link to `/etc/passwd` was published as an asset,
    /// and one in place of a partial put it in every page (a red-team pass).
    static func leadsOutside(_ url: URL, of theme: URL) -> Bool {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return false }
        let root = theme.resolvingSymlinksInPath().path
        return !url.resolvingSymlinksInPath().path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private static func collect(_ folder: URL, relative: String, label: String, theme: URL, into found: inout Found) {
        let entries = FolderListing.entries(folder.path).filter { $0.name.bytes.first != UInt8(ascii: ".") }
        // A name that is not UTF-8 has no address under assets/: a warning
        // naming it (the bytes as \xNN), as content/ gives one; it was
        // left out without a word.
        for entry in entries.filter({ $0.text == nil }).sorted(by: { $0.name < $1.name }) {
            let shown = label + "/" + (relative.isEmpty ? "" : relative + "/") + entry.name.escaped
            found.problems.append((shown, Diagnostic(.warning, .unsupported, SiteFinding.theme(.staticNameNotUTF8(isFolder: entry.isFolder)),
                                                     at: SourceLocation(line: 1, column: 1))))
        }
        let names = entries.compactMap(\.text).sorted()
        for name in names {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = folder.appendingPathComponent(name, isDirectory: false)
            let shown = label + "/" + path
            if leadsOutside(url, of: theme) {
                found.problems.append((shown, Diagnostic(.error, .unsupported, SiteFinding.theme(.linkLeavesTheme), at: SourceLocation(line: 1, column: 1))))
                continue
            }
            var status = stat()
            guard lstat(url.path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collect(url, relative: path, label: label, theme: theme, into: &found)
                continue
            }
            guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  let data = FileManager.default.contents(atPath: url.path) else {
                let finding = ThemeFinding.staticNotAFile(publishedAs: path, isFolderLink: status.st_mode & S_IFMT == S_IFDIR)
                found.problems.append((shown, Diagnostic(.error, .unsupported, SiteFinding.theme(finding), at: SourceLocation(line: 1, column: 1))))
                continue
            }
            found.files[path] = nil
            if name.lowercased().hasSuffix(".css") {
                if let problem = ActiveAssets.startProblem(data) { found.problems.append((shown, problem)) } else {
                    found.files[path] = data
                    // Published as written (the theme is the owner's), but
                    // not without a word: the site fetches nothing from elsewhere.
                    for remote in RemoteStyleReferences.find(in: data) {
                        found.problems.append((shown, Diagnostic(.warning, .unsupported,
                                                                 SiteFinding.theme(.remoteStyleReference(remote.address, isImport: remote.isImport)),
                                                                 at: remote.location)))
                    }
                }
                continue
            }
            switch ActiveAssets.check(path, data) {
            case .publish(let published, let warnings):
                found.files[path] = published
                found.problems += warnings.map { (shown, $0) }
            case .refuse(let problem):
                found.problems.append((shown, problem))
            }
        }
    }
}
