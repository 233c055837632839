/// The languages a `layout` code fence may be written in, by the words the
/// contract allows before `layout` (and the file extensions `plumb solve`
/// reads).
public enum CodeLanguage: String, Sendable {
    case swift
    case objectiveC = "objc"

    /// `swift`; `objc`, `objective-c` or `objectivec`.
    public init?(fenceWord: String) {
        switch fenceWord {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec": self = .objectiveC
        default: return nil
        }
    }

    /// `.swift` and `.m` files.
    public init?(path: String) {
        if path.hasSuffix(".swift") { self = .swift } else if path.hasSuffix(".m") { self = .objectiveC } else { return nil }
    }

    /// The name the site's highlighter and the `language-…` class use.
    public var highlightName: String { self == .swift ? "swift" : "objc" }
}
