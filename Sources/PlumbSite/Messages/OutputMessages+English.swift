import Foundation
import PlumbDiagnostics

/// The output's and the build lock's messages in English: the words the
/// command line printed before they were data, unchanged.
struct EnglishOutputMessages: OutputWords {
    private func shown(_ output: ShownOutput) -> String {
        "'\(output.path)'" + (output.linkTarget.map { " (a link to '\($0)')" } ?? "")
    }

    private func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }

    private func folder(_ folder: ProtectedFolder) -> String {
        switch folder {
        case .content: return "content"
        case .templates: return "templates"
        case .cache: return "cache"
        }
    }

    func words(for finding: OutputFinding) -> String {
        switch finding {
        case .outputIsRoot: return "--output is the file system's root '/': Plumb will not build a site there"
        case .outputHoldsSite(let output, let isSiteFolder):
            return "--output '\(output)' is the site's own folder\(isSiteFolder ? "" : " or a folder above it"): "
                + "building there would replace the pages themselves; use a folder of its own, such as 'site'"
        case .outputOverlaps(let output, let protected, let path, let isThatFolder):
            return "--output '\(output)' is \(isThatFolder ? "" : "inside or around ")the \(folder(protected)) folder '\(path)': "
                + "Plumb will not write there; use a folder of its own, such as 'site'"
        case .linkNotUTF8(let output):
            return "'\(output)' is a symbolic link Plumb cannot read (its target is not UTF-8 text): point it at a folder with a UTF-8 name"
        case .linkToNothing(let output, let target):
            return "'\(output)' is a symbolic link to '\(target)', which does not exist: create that folder, or remove the link and let Plumb make '\(output)'"
        case .linkToLink(let output, let target):
            return "'\(output)' is a symbolic link to '\(target)', which is itself a link (a chain or a loop of links): Plumb follows one link only; "
                + "point '\(output)' straight at the folder the site is published from"
        case .linkToNonFolder(let output, let target):
            return "'\(output)' is a symbolic link to '\(target)', which is not a folder: point it at the folder the site is published from"
        case .outputIsFile(let output): return "\(shown(output)) is a file, not a folder; Plumb will not replace it"
        case .notMadeByPlumb(let output):
            return "\(shown(output)) was not made by Plumb (it has no \(OutputDirectory.marker) file), so Plumb will not delete it: "
                + "move it away, build elsewhere with --output DIR, or, to publish into it and keep everything it holds, build once with --adopt"
        case .holdsAuthorsFiles(let output, let names):
            return "\(shown(output)) holds \(quoted(names)), which Plumb did not write "
                + "but this build would: move \(names.count == 1 ? "it" : "them") away (Plumb never replaces a file it did not create)"
        case .swapFailed(let output, let error): return "could not swap the new site into \(shown(output)): \(error.words(in: .english))"
        case .flushFailed(let error): return "could not flush the new site to the disk: \(error.words(in: .english))"
        case .writeFailed(let action, let path, let error):
            let fix: String
            switch error.code {
            case ENOSPC, EDQUOT: fix = "; free some space on that disk and build again (what this build wrote is removed)"
            case EACCES, EPERM, EROFS: fix = "; make the folder writable and build again"
            default: fix = ""
            }
            return "could not \(words(for: action)) '\(path)': \(error.words(in: .english))\(fix)"
        case .previousSiteKept(let place, let names, let output):
            return "the previous site is kept in '\(place)', not deleted: it holds \(quoted(names)), saved into '\(output)' while a build ran, "
                + "and the new site has something else by that name; take what you need from it, then delete it"
        case .leftoverNotDeleted(let path):
            return "'\(path)' could not be deleted whole (the system refused; see what is left in it), "
                + "and is tried again at the next build; delete it yourself if it stays"
        }
    }

    /// What "could not" is followed by, before the path.
    private func words(for action: WriteAction) -> String {
        switch action {
        case .create: return "create"
        case .createFolder: return "create the folder"
        case .createLink: return "create the link"
        case .write: return "write"
        case .read: return "read"
        case .readLink: return "read the link"
        case .link: return "link"
        case .open: return "open"
        case .flush: return "flush"
        case .touch: return "touch"
        case .move(let from): return "move '\(from)' to"
        }
    }

    func words(for finding: BuildLockFinding) -> String {
        switch finding {
        case .cacheIsFile(let path):
            return "'\(path)' is a file, but Plumb keeps its cache and build lock in a folder of that name: "
                + "move the file away (Plumb never deletes what it did not create)"
        case .cannotCreateFolder(let path, let error): return "cannot create '\(path)' for the build lock: \(error.words(in: .english))"
        case .cannotOpen(let path, let error): return "cannot open the build lock '\(path)': \(error.words(in: .english))"
        case .cannotLock(let path, let error): return "cannot lock '\(path)': \(error.words(in: .english))"
        }
    }
}
