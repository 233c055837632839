import PlumbDiagnostics

/// What walking the content folder finds, in English: the words it printed
/// before they were data, unchanged.
extension EnglishSiteMessages {
    func words(for finding: WalkFinding) -> DiagnosticWords {
        let utf8Fix = "rename it with UTF-8 text (letters, digits, '-' and '_')"
        switch finding {
        case .linkLoop: return DiagnosticWords("this link makes a loop: it leads back to a folder that contains it", suggestion: "remove the link")
        case .folderUnreadable(let reason): return DiagnosticWords("cannot read this folder: \(reason)", suggestion: "make it readable, or move it away")
        case .entryUnreadable(let reason):
            return DiagnosticWords("cannot look into this (\(reason)), so the pages in it, if any, are not built",
                                   suggestion: "make its folder searchable (chmod +x), shorten a path too long for the system, or move it away")
        case .controlCharacterInName:
            return DiagnosticWords("this name holds a control character (a newline, a tab), which no link can carry",
                                   suggestion: "rename it with letters, digits, '-' and '_'")
        case .pageLinksToNothing(let destination):
            return DiagnosticWords("this page is a link to nothing ('\(destination)' does not exist)", suggestion: "fix or remove the link")
        case .linkLeadsToNothing(let destination):
            return DiagnosticWords("this link leads to nothing ('\(destination)' does not exist)", suggestion: "fix or remove the link")
        case .linkLeavesSite(let resolved):
            return DiagnosticWords("this link leads outside the site's folder, to '\(resolved)'; Plumb publishes only what is inside it",
                                   suggestion: "copy the file into the content folder instead of linking to it")
        case .linkIntoBuiltSite(let built):
            return DiagnosticWords("this link leads into '\(built)', a site Plumb built, which every build replaces",
                                   suggestion: "link to the file under the content folder instead")
        case .pageNotRegular:
            return DiagnosticWords("this page is not a regular file (a FIFO, socket or device), so it cannot be read as a page",
                                   suggestion: "replace it with a file")
        case .fileNotRegular:
            return DiagnosticWords("this is not a regular file (a FIFO, socket or device), so it is not published",
                                   suggestion: "replace it with a file, or move it away")
        case .pageNameNotUTF8:
            return DiagnosticWords("this page's name is not UTF-8 text (the bytes shown as \\xNN), so it has no address to publish it at", suggestion: utf8Fix)
        case .fileNameNotUTF8:
            return DiagnosticWords("this file's name is not UTF-8 text (the bytes shown as \\xNN), so it is not published", suggestion: utf8Fix)
        case .pageInFolderNotUTF8:
            return DiagnosticWords("this page is in a folder whose name is not UTF-8 text (the bytes shown as \\xNN), so it has no address to publish it at",
                                   suggestion: "rename the folder with UTF-8 text (letters, digits, '-' and '_')")
        case .folderNameNotUTF8:
            return DiagnosticWords("this folder's name is not UTF-8 text (the bytes shown as \\xNN), so nothing in it is published", suggestion: utf8Fix)
        }
    }
}
