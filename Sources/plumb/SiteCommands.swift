import Foundation
import PlumbDiagnostics
import PlumbSite

/// `plumb build`, `plumb check` and `plumb init`.
struct SiteCommand {
    enum Mode { case build, check }

    var mode: Mode
    var root = "."
    var content = "content"
    var output = "site"
    var drafts = false
    var warningsAsErrors = false
    var useCache = true
    var verbose = false
    /// `--adopt`: mark an existing output folder as Plumb's, all of it the author's.
    var adopt = false
    /// `--language` (else `PLUMB_LANGUAGE`): the language diagnostics are printed in.
    var language: Language?

    static let buildSpec = CommandSpec<SiteCommand>(
        name: "plumb build",
        about: """
        builds the site into a temporary folder and swaps it into --output (default site)
        only when the build succeeded: a failed or interrupted build leaves the old site as it was.
        """,
        operand: nil,
        options: [contentOption,
                  .value("--output", "DIR", expected: "a folder", help: "where the site goes (default site); Plumb replaces only a folder it made") { $0.output = $1 },
                  .flag("--adopt", help: "publish into an existing folder Plumb did not make (a gh-pages worktree, a web root),\nkeeping everything already in it as yours") { $0.adopt = true },
                  draftsOption, noCacheOption, verboseOption, languageOption])

    static let checkSpec = CommandSpec<SiteCommand>(
        name: "plumb check",
        about: """
        does everything build does without writing: solves every block, reports every diagnostic,
        and verifies every internal link and #anchor.
        """,
        operand: nil,
        options: [contentOption, draftsOption,
                  .flag("--warnings-as-errors", help: "fail (exit status 1) on any warning a page does not expect") { $0.warningsAsErrors = true },
                  noCacheOption, verboseOption, languageOption],
        footer: "exit status: 0 when the site has no error, 1 otherwise, 2 for a wrong command line")

    static let contentOption = CommandSpec<SiteCommand>.Option.value("--content", "DIR", expected: "a folder", help: "the Markdown pages (default content)") { $0.content = $1 }
    static let draftsOption = CommandSpec<SiteCommand>.Option.flag("--drafts", help: "include pages whose front matter says draft: true") { $0.drafts = true }
    static let noCacheOption = CommandSpec<SiteCommand>.Option.flag("--no-cache", help: "solve every block again (the cache is .plumb-cache/)") { $0.useCache = false }
    static let verboseOption = CommandSpec<SiteCommand>.Option.flag("--verbose", help: "print the diagnostics the pages expect (`expect KIND`) too; they are only counted otherwise") { $0.verbose = true }

    static let languageOption = CommandSpec<SiteCommand>.Option.value(
        "--language", "TAG", expected: languageExpected,
        help: "print diagnostics and the summary in this language: en (the default) or zh-Hans; file:line:col and the severity\nstay as they are (also PLUMB_LANGUAGE)") {
        guard let language = Language(rawValue: $1) else { throw CommandSpec<SiteCommand>.InvalidValue(expected: languageExpected) }
        $0.language = language
    }
    static let languageExpected = "a language Plumb words diagnostics in: " + Language.allCases.map(\.rawValue).joined(separator: " or ")

    static func spec(_ mode: Mode) -> CommandSpec<SiteCommand> { mode == .build ? buildSpec : checkSpec }

    /// The command's own lines, in the diagnostics' language.
    private var voice: CommandVoice { CommandVoice(language: language ?? .english) }

    static func parse(_ arguments: [String], mode: Mode) throws -> SiteCommand {
        var command = try spec(mode).parse(arguments, into: SiteCommand(mode: mode))
        if command.language == nil, let tag = ProcessInfo.processInfo.environment["PLUMB_LANGUAGE"], !tag.isEmpty {
            guard let language = Language(rawValue: tag) else {
                throw spec(mode).failure(.rule("PLUMB_LANGUAGE is '\(tag)', but it needs \(languageExpected)"))
            }
            command.language = language
        }
        return command
    }

    func run() throws -> Int32 {
        let start = DispatchTime.now().uptimeNanoseconds
        let rootURL = URL(fileURLWithPath: root)
        let plumbFolder = rootURL.appendingPathComponent(".plumb-cache")
        let cacheFolder = useCache ? plumbFolder : nil
        let destination = Site.folder(output, in: rootURL)
        guard let lock = try lockedPlace(destination, root: rootURL, plumbFolder: plumbFolder) else { return 1 }
        defer { withExtendedLifetime(lock) {} }
        // Pages are written into a scratch folder as they are finished
        // (memory holds the pages in flight, not the site); it becomes the
        // site only if the build succeeds. Where it cannot be made, the
        // pages are kept and `replace` reports why it cannot write either.
        let building = mode == .build ? try? OutputScratch(for: destination, preferring: cacheFolder) : nil
        var keepsScratch = false
        defer { if !keepsScratch { building?.discard() } }
        // Old sites set aside by the last build are deleted while this one
        // works (with --no-cache too: a build killed with the cache left
        // its scratch folder there).
        let cleanup = DispatchGroup()
        final class CleanupWarnings: @unchecked Sendable { var list: [OutputFinding] = [] }
        let cleanupWarnings = CleanupWarnings()
        if mode == .build, case let scratch = plumbFolder, FileManager.default.fileExists(atPath: scratch.path) {
            BuildCache.removeLeftovers(in: scratch)
            let spared = building?.folderName
            DispatchQueue.global().async(group: cleanup) { cleanupWarnings.list = OutputDirectory.removeAbandonedBuilds(in: scratch, sparing: spared) }
        }
        let site: Site
        do { site = try Site(root: rootURL, content: content, drafts: drafts) } catch let e as Site.MissingContent {
            voice.say(.noContentFolder(path: e.folder, command: "plumb"), as: .error)
            return 1
        }
        let theme: Theme
        do {
            let folder = rootURL.appendingPathComponent("templates")
            theme = try Theme.load(from: FileManager.default.fileExists(atPath: folder.path) ? folder : nil,
                                   checks: TemplateCheckMemo(folder: cacheFolder == nil ? nil : TemplateCheckMemo.userFolder))
        } catch let e as Theme.Failure {
            report([(e.path, e.diagnostic)], site: site)
            return 1
        }
        // Without a cache, pages still wait for templating on disk, not in memory.
        let cache = cacheFolder == nil ? building.map(BuildCache.init(spillingBesides:)) ?? BuildCache(folder: nil) : BuildCache(folder: cacheFolder)
        let builder = SiteBuilder(site: site, theme: theme, cache: cache)
        let progress = Progress(enabled: Terminal.isInteractive, voice: voice)
        let previous = FileManager.default.fileExists(atPath: destination.appendingPathComponent(OutputDirectory.marker).path) ? SiteBuilder.PreviousOutput.folder(destination) : nil
        let reading = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var result = try builder.build(previousOutput: mode == .build ? previous : nil, outlines: mode == .check, writingPagesTo: building,
                                       progress: { done, total in progress.update(done, total) })
        result.phases.insert((.reading, reading), at: 0)
        progress.finish()
        var linkProblems: [(path: String, diagnostic: Diagnostic)] = []
        if mode == .check {
            linkProblems = LinkChecker.check(result, contentFolder: content)
            result.diagnostics += linkProblems
        }
        report(result.diagnostics, site: site)
        let errors = result.errorCount
        let failed = errors > 0 || (warningsAsErrors && result.unexpectedWarningCount > 0)
        var writeSeconds = 0.0
        if mode == .build && errors == 0 {
            cleanup.wait()
            for warning in cleanupWarnings.list { voice.say(.output(warning), as: .warning) }
            let t = DispatchTime.now().uptimeNanoseconds
            guard write(result, into: destination, from: building, cache: cache, builder: builder, keepsScratch: &keepsScratch) else { return 1 }
            writeSeconds = Double(DispatchTime.now().uptimeNanoseconds - t) / 1e9
        }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        voice.say(.summary(summary(result, seconds: total, writeSeconds: writeSeconds)))
        if mode == .build && errors == 0 && site.config.baseURL == nil { voice.say(.noSitemap, as: .note) }
        return failed ? 1 : 0
    }

    /// The build's lock, once the output folder is known to be a safe
    /// place to write (not the content, the templates or the cache); nil,
    /// with the error printed, when it is not or the lock cannot be had.
    private func lockedPlace(_ destination: URL, root rootURL: URL, plumbFolder: URL) throws -> BuildLock? {
        do {
            if mode == .build {
                try OutputDirectory.checkPlace(destination, root: rootURL, protected: [
                    (.content, Site.folder(content, in: rootURL)), (.templates, rootURL.appendingPathComponent("templates")),
                    (.cache, plumbFolder)])
            }
            return try BuildLock.taken(in: plumbFolder, language: language ?? .english)
        } catch let refusal as OutputDirectory.Refusal {
            voice.say(.output(refusal.finding), as: .error)
        } catch let failure as BuildLock.Failure {
            voice.say(.buildLock(failure.finding), as: .error)
        }
        return nil
    }

    /// Makes the scratch folder (or `result`'s files) the site at
    /// `destination`; false, with the error printed, when it cannot.
    private func write(_ result: SiteBuilder.Report, into destination: URL, from building: OutputScratch?, cache: BuildCache,
                       builder: SiteBuilder, keepsScratch: inout Bool) -> Bool {
        do {
            if adopt, try OutputDirectory.adopt(destination) { voice.say(.adopted(output: output), as: .note) }
            // `replace` owns the scratch folder now: it becomes the site,
            // or `replace` deletes it.
            keepsScratch = true
            let warnings = try building.map { try OutputDirectory.replace(with: $0, files: result.files, reusing: result.reused,
                                                                          deferCleanup: cache.folder != nil) }
                ?? OutputDirectory.replace(destination, with: result.files, reusing: result.reused,
                                           scratch: cache.folder, deferCleanup: cache.folder != nil)
            for warning in warnings { voice.say(.output(warning), as: .warning) }
            builder.commit(result, output: destination)
            return true
        } catch let refusal as OutputDirectory.Refusal {
            voice.say(.output(refusal.finding), as: .error)
        } catch let failure as OutputDirectory.WriteFailure {
            voice.say(.siteNotWritten(output: output, failure.finding), as: .error)
        } catch {
            voice.say(.siteNotWrittenBecause(output: output, reason: error.localizedDescription), as: .error)
        }
        return false
    }

    /// The closing lines: what was built or checked, the counts, and where the time went.
    private func summary(_ result: SiteBuilder.Report, seconds total: Double, writeSeconds: Double) -> BuildSummary {
        let errors = result.errorCount
        var phases = result.phases.map { PhaseTime(phase: $0.phase, seconds: $0.seconds) }
        if mode == .build && errors == 0 { phases.append(PhaseTime(phase: .writing, seconds: writeSeconds)) }
        return BuildSummary(
            outcome: mode == .check ? .checked : errors == 0 ? .built(into: output) : .notBuilt(output: output),
            pages: result.pageCount, figures: result.blockCount, figuresFromCache: result.cachedBlocks, sharedSolves: result.sharedSolves,
            // Only when the last build's output was there to reuse.
            rebuiltPages: result.cachedPages > 0 ? result.rebuiltPages : nil,
            links: mode == .check ? result.linkCount : nil,
            counts: DiagnosticCounts(result.diagnostics, verbose: verbose),
            seconds: total, phases: phases)
    }

    private func report(_ diagnostics: [(path: String, diagnostic: Diagnostic)], site: Site) {
        DiagnosticReport(verbose: verbose, language: language ?? .english).print(diagnostics, sources: site.sourceTexts())
    }
}

/// A one-line progress display on a terminal, silent elsewhere.
final class Progress: @unchecked Sendable {
    let enabled: Bool
    private let voice: CommandVoice
    private let lock = NSLock()
    private var last = 0.0

    init(enabled: Bool, voice: CommandVoice) {
        self.enabled = enabled
        self.voice = voice
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        guard now - last > 0.1 || done == total else { return }
        last = now
        // Written over itself: no "plumb:" and no line end.
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(CommandMessage.solving(page: done, of: total).words(in: voice.language))".utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
