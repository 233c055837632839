/// The languages a figure offers its layout in ("Code out"): what a reader
/// copies into Xcode, each read back by this module's own front end.
public enum CodeDialect: String, CaseIterable, Sendable {
    /// The anchor API: `NSLayoutConstraint.activate([...])`.
    case swift
    /// SnapKit's `snp.makeConstraints { make in ... }`.
    case snapKit = "snapkit"
    /// The anchor API in message syntax.
    case objectiveC = "objc"
    /// Swift with visual-format strings for the constraints VFL can say and
    /// the anchor API for the rest: offered when at least one is a row.
    case visualFormat = "vfl"

    /// The tab's title.
    public var title: String {
        switch self {
        case .swift: return "Swift"
        case .snapKit: return "SnapKit"
        case .objectiveC: return "Objective-C"
        case .visualFormat: return "VFL"
        }
    }

    /// The language the code is written (and read back) in.
    public var language: CodeLanguage { self == .objectiveC ? .objectiveC : .swift }
}

/// One dialect's code for a figure.
public struct CodeSnippet: Sendable {
    public let dialect: CodeDialect
    public let code: String
}

/// Everything a figure offers as code: a snippet per dialect that can say
/// the layout exactly, and for each other dialect why not (never dropped
/// silently: the figure shows the reason in place of the tab).
public struct CodeOffer: Sendable {
    public var snippets: [CodeSnippet] = []
    public var withheld: [(dialect: CodeDialect, reason: CodePlanRefusal)] = []
}
