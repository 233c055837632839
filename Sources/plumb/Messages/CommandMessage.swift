import PlumbDiagnostics
import PlumbSite

/// What the command line says on its own behalf, beside the diagnostics of
/// the author's files: the closing summary, notes about the output, why
/// the site could not be written, what `plumb serve` is doing. As data,
/// worded only when printed (`CommandVoice`), in the language `--language`
/// asks for, by `CommandWords` (`CommandMessages+English.swift`,
/// `+Chinese.swift`): a new case is asked for in every language.
enum CommandMessage: Hashable {
    // plumb build and plumb check.
    case summary(BuildSummary)
    case noSitemap
    /// `--adopt` made the output Plumb's.
    case adopted(output: String)
    /// A refused output, or an old site it could not delete.
    case output(OutputFinding)
    /// The site was not written, for a reason `OutputFinding` words.
    case siteNotWritten(output: String, OutputFinding)
    /// The site was not written, for a reason in the system's words
    /// (Foundation's, which no finding has a case for).
    case siteNotWrittenBecause(output: String, reason: String)
    /// `command`: what to run in the site's folder ("plumb", "plumb serve").
    case noContentFolder(path: String, command: String)
    case buildLock(BuildLockFinding)
    /// Another build holds the site's lock; `holder`: its pid, when known.
    case waitingForBuild(holder: Int32?)
    /// The progress line a terminal shows while pages are built.
    case solving(page: Int, of: Int)

    // plumb serve.
    case serving(pages: Int, address: String)
    /// `reason`: `HTTPServer.Failure`'s own words.
    case cannotServe(reason: String, addressInUse: Bool)
    /// The system has no file events (inotify): serve polls instead.
    case watchingByPolling
    case rebuilt(RebuildSummary)
    /// A rebuild goes on without the build lock it could not take.
    case rebuildingUnlocked(BuildLockFinding)
    case stoppedServing

    // plumb init.
    case folderNotEmpty(String)

    func words(in language: Language) -> String { CommandMessages.vocabulary(language).words(for: self) }
}

/// The closing lines of `plumb build` and `plumb check`: what was built or
/// checked, the counts, and where the time went.
struct BuildSummary: Hashable {
    enum Outcome: Hashable {
        case built(into: String)
        /// A build with errors: the output is left as it was.
        case notBuilt(output: String)
        case checked
    }

    var outcome: Outcome
    var pages: Int
    var figures: Int
    var figuresFromCache: Int
    /// Figures solved once for two pages (`SharedSolves`).
    var sharedSolves: Int
    /// Pages made anew; nil without a last build's output to reuse (on a
    /// first build every page is new, and saying so tells nothing).
    var rebuiltPages: Int?
    /// The links `plumb check` checked; nil for `plumb build`.
    var links: Int?
    var counts: DiagnosticCounts
    var seconds: Double
    var phases: [PhaseTime]
}

struct PhaseTime: Hashable {
    var phase: BuildPhase
    var seconds: Double
}

/// A summary's count of diagnostics: the ones the pages expect (`expect
/// KIND`) are counted among the warnings, and not shown without `--verbose`.
struct DiagnosticCounts: Hashable {
    var errors: Int
    var warnings: Int
    var expected: Int
    var verbose: Bool
    var notes = 0
}

extension DiagnosticCounts {
    /// Counted as `build`, `check` and `serve` all count them: notes apart
    /// from warnings (serve once counted its notes as warnings), the
    /// warnings a page expects among the warnings.
    init(_ diagnostics: [(path: String, diagnostic: Diagnostic)], verbose: Bool) {
        let severities = diagnostics.map(\.diagnostic.severity)
        let warnings = diagnostics.filter { $0.diagnostic.severity == .warning }
        self.init(errors: severities.filter { $0 == .error }.count, warnings: warnings.count,
                  expected: warnings.filter(\.diagnostic.isExpected).count, verbose: verbose, notes: severities.filter { $0 == .note }.count)
    }
}

/// The line `plumb serve` prints after each build.
struct RebuildSummary: Hashable {
    enum Cause: Hashable {
        case file(String)
        case files(count: Int)
    }

    /// What changed; nil for the first build.
    var cause: Cause?
    /// False: the build has errors, and the browser keeps the last good version.
    var isUpdated: Bool
    var pages: Int
    var milliseconds: Int
    var figures: Int
    var figuresFromCache: Int
    var counts: DiagnosticCounts
}

enum CommandMessages {
    static func vocabulary(_ language: Language) -> any CommandWords {
        switch language {
        case .english: return EnglishCommandMessages()
        case .chinese: return ChineseCommandMessages()
        }
    }
}

/// Every word of the command line's own messages, in one language.
protocol CommandWords {
    func words(for message: CommandMessage) -> String
    /// "0 errors, 4 warnings (…)", which both summaries end with.
    func counts(_ counts: DiagnosticCounts) -> String
    func name(of phase: BuildPhase) -> String
}
