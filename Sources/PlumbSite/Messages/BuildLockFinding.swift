import PlumbDiagnostics

/// What taking the site's build lock finds (`BuildLock.Failure`).
public enum BuildLockFinding: Hashable, Sendable {
    /// The cache's name is taken by a file of the author's.
    case cacheIsFile(path: String)
    case cannotCreateFolder(path: String, SystemError)
    case cannotOpen(path: String, SystemError)
    case cannotLock(path: String, SystemError)

    public func words(in language: Language) -> String { OutputMessages.vocabulary(language).words(for: self) }
}
