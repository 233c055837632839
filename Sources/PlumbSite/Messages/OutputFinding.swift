import PlumbDiagnostics

/// What writing the site into its output folder finds, as data: a place
/// Plumb refuses to build into (`OutputDirectory.Refusal`), a write the
/// system refused (`OutputDirectory.WriteFailure`), and an old site it
/// could not delete (the warnings `OutputDirectory.replace` returns).
/// Worded only when printed, in the language `--language` asks for, by
/// `OutputWords` (`OutputMessages+English.swift`, `+Chinese.swift`): a new
/// case is asked for in every language.
public enum OutputFinding: Hashable, Sendable {
    // Places `OutputDirectory.checkPlace` refuses.
    case outputIsRoot
    /// `isSiteFolder`: the site's own folder, not a folder above it.
    case outputHoldsSite(output: String, isSiteFolder: Bool)
    /// `isThatFolder`: the folder itself, not one inside or around it.
    case outputOverlaps(output: String, ProtectedFolder, path: String, isThatFolder: Bool)

    // An output that is a symbolic link (`OutputDirectory.Place`); `target`
    // is the link's text as written.
    case linkNotUTF8(output: String)
    case linkToNothing(output: String, target: String)
    case linkToLink(output: String, target: String)
    case linkToNonFolder(output: String, target: String)

    // The folder a build replaces.
    case outputIsFile(ShownOutput)
    case notMadeByPlumb(ShownOutput)
    /// The author's files where this build would write its own.
    case holdsAuthorsFiles(ShownOutput, names: [String])
    case swapFailed(ShownOutput, SystemError)
    case flushFailed(SystemError)

    /// One file operation the system refused; `path` is shown escaped
    /// (`RawPath.escaped`) where it is not UTF-8.
    case writeFailed(WriteAction, path: String, SystemError)

    // Warnings about an old site (`OutputDirectory.settle`,
    // `removeAbandonedBuilds`).
    /// Kept beside the output: it holds late files the new site has
    /// something else in place of.
    case previousSiteKept(at: String, holding: [String], output: String)
    /// One of Plumb's folders the system would not let it delete whole.
    case leftoverNotDeleted(path: String)

    public func words(in language: Language) -> String { OutputMessages.vocabulary(language).words(for: self) }
}

/// The output as a message names it: its path, and where it is a symbolic
/// link, the folder the link leads to (which is what is replaced).
public struct ShownOutput: Hashable, Sendable {
    public let path: String
    public let linkTarget: String?
}

/// The folders an output may not be, contain, or sit inside.
public enum ProtectedFolder: Hashable, Sendable, CaseIterable {
    case content, templates, cache
}

/// What Plumb was doing to a file when the system refused.
public enum WriteAction: Hashable, Sendable {
    case create, createFolder, createLink, write, read, readLink, link, open, flush
    /// Setting the mark's modification time (the build's seal).
    case touch
    /// rename(2) of `from` onto the failure's path.
    case move(from: String)
}

enum OutputMessages {
    static func vocabulary(_ language: Language) -> any OutputWords {
        switch language {
        case .english: return EnglishOutputMessages()
        case .chinese: return ChineseOutputMessages()
        }
    }
}

/// Every word of the output's and the build lock's messages, in one language.
protocol OutputWords {
    func words(for finding: OutputFinding) -> String
    func words(for finding: BuildLockFinding) -> String
}
